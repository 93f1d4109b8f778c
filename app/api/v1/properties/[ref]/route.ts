import { mirrorRoute } from "@/lib/upstream/http";
import { deleteProperty, getProperty } from "@/lib/properties/upstream";
import { recordProperty } from "@/lib/contracts/server";
import { indexDeletedProperty, indexPropertyUnits } from "@/lib/occupancy/server";

// One folder serves upstream's /properties/{documentNumber} (GET) and /properties/{id}
// (DELETE): Next allows one name per dynamic segment, so both read the `ref` segment.

// GET /api/v1/properties/{documentNumber} — one property by its deed number (support, manager,
// admin); the register's contracts on its units learn its name and their unit numbers, and the
// units index (lib/occupancy) its units
export const GET = mirrorRoute(getProperty, {
  segment: "ref",
  after: async (result) => {
    await Promise.all([recordProperty(result.data), indexPropertyUnits(result.data)]);
  },
});

// DELETE /api/v1/properties/{id} — delete a property and its units (admin); its units leave the
// units index
export const DELETE = mirrorRoute(deleteProperty, {
  segment: "ref",
  after: (_result, _user, { params }) => indexDeletedProperty(params.id),
});
