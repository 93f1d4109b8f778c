import { ownRoute } from "@/lib/http/route";
import { occupancyEndpoints } from "@/lib/occupancy";
import { propertyResponse } from "@/lib/occupancy/handlers";

// GET /api/occupancy/properties/{documentNumber} — a property's units and their status (every role)
export const GET = ownRoute(occupancyEndpoints.getPropertyOccupancy, propertyResponse);
