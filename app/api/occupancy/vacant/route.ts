import { ownRoute } from "@/lib/http/route";
import { occupancyEndpoints } from "@/lib/occupancy";
import { vacantResponse } from "@/lib/occupancy/handlers";

// GET /api/occupancy/vacant — vacant units, by property and region (every role)
export const GET = ownRoute(occupancyEndpoints.listVacantUnits, vacantResponse);
