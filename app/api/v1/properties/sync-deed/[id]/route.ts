import { mirrorRoute } from "@/lib/upstream/http";
import { syncDeed } from "@/lib/deeds/upstream";

// POST /api/v1/properties/sync-deed/{id} — refresh property {id} from its deed (admin)
export const POST = mirrorRoute(syncDeed);
