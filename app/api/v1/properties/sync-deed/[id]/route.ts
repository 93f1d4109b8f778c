import { mirrorRoute } from "@/lib/upstream/http";
import { syncDeed } from "@/lib/deeds/upstream";
import { recordProperty } from "@/lib/contracts/server";
import { indexPropertyUnits } from "@/lib/occupancy/server";

// POST /api/v1/properties/sync-deed/{id} — refresh property {id} from its deed (admin); the
// register's contracts on its units learn its name as the registry gives it, and the units
// index (lib/occupancy) its units
export const POST = mirrorRoute(syncDeed, {
  after: async (result) => {
    await Promise.all([recordProperty(result.data), indexPropertyUnits(result.data)]);
  },
});
