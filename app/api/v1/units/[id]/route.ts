import { mirrorRoute } from "@/lib/upstream/http";
import { getUnit, updateUnit } from "@/lib/properties/unit-upstream";
import { recordUnit } from "@/lib/contracts/server";
import { indexSavedUnit } from "@/lib/occupancy/server";

// GET /api/v1/units/{id} — one unit (support, manager, admin)
export const GET = mirrorRoute(getUnit);

// PUT /api/v1/units/{id} — update a unit (manager, admin); the register's contracts on it learn
// its new number, and so does the units index (lib/occupancy)
export const PUT = mirrorRoute(updateUnit, {
  after: async (result) => {
    await Promise.all([recordUnit(result.data), indexSavedUnit(result.data)]);
  },
});
