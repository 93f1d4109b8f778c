import { ownRoute } from "@/lib/http/route";
import { occupancyEndpoints } from "@/lib/occupancy";
import { portfolioResponse } from "@/lib/occupancy/handlers";

// GET /api/occupancy — the portfolio's units leased, reserved and vacant (every role)
export const GET = ownRoute(occupancyEndpoints.getOccupancy, portfolioResponse);
