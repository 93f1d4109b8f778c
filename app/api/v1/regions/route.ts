import { mirrorRoute } from "@/lib/upstream/http";
import { listRegions } from "@/lib/upstream/regions";

// GET /api/v1/regions — list regions with their cities (support, manager, admin)
export const GET = mirrorRoute(listRegions);
