import { mirrorRoute } from "@/lib/upstream/http";
import { listRegions } from "@/lib/regions/upstream";

// GET /api/v1/regions — list regions with their cities (support, manager, admin)
export const GET = mirrorRoute(listRegions);
