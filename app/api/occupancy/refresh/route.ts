import { ownRoute } from "@/lib/http/route";
import { occupancyEndpoints } from "@/lib/occupancy";
import { refreshResponse } from "@/lib/occupancy/handlers";

// POST /api/occupancy/refresh — read the property list again into the units index (managers, admins)
export const POST = ownRoute(occupancyEndpoints.refreshUnitIndex, refreshResponse);
