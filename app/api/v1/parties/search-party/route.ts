import { mirrorRoute } from "@/lib/upstream/http";
import { searchParties } from "@/lib/parties/upstream";

// GET /api/v1/parties/search-party — search parties (support, manager, admin)
export const GET = mirrorRoute(searchParties);
