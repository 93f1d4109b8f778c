import { mirrorRoute } from "@/lib/upstream/http";
import { syncDeed } from "@/lib/deeds/upstream";
import { recordProperty } from "@/lib/contracts/server";

// POST /api/v1/properties/sync-deed/{id} — refresh property {id} from its deed (admin); the
// register's contracts on its units learn its name as the registry gives it
export const POST = mirrorRoute(syncDeed, { after: (result) => recordProperty(result.data) });
