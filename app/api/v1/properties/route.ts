import { mirrorRoute } from "@/lib/upstream/http";
import { listProperties } from "@/lib/properties/upstream";

// GET /api/v1/properties — list properties (support, manager, admin)
export const GET = mirrorRoute(listProperties);
