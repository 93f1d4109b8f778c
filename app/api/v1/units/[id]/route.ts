import { mirrorRoute } from "@/lib/upstream/http";
import { getUnit, updateUnit } from "@/lib/properties/unit-upstream";

// GET /api/v1/units/{id} — one unit (support, manager, admin)
export const GET = mirrorRoute(getUnit);

// PUT /api/v1/units/{id} — update a unit (manager, admin)
export const PUT = mirrorRoute(updateUnit);
