import { mirrorRoute } from "@/lib/upstream/http";
import { deleteProperty, getProperty } from "@/lib/properties/upstream";
import { recordProperty } from "@/lib/contracts/server";

// One folder serves upstream's /properties/{documentNumber} (GET) and /properties/{id}
// (DELETE): Next allows one name per dynamic segment, so both read the `ref` segment.

// GET /api/v1/properties/{documentNumber} — one property by its deed number (support, manager,
// admin); the register's contracts on its units learn its name and their unit numbers
export const GET = mirrorRoute(getProperty, {
  segment: "ref",
  after: (result) => recordProperty(result.data),
});

// DELETE /api/v1/properties/{id} — delete a property and its units (admin)
export const DELETE = mirrorRoute(deleteProperty, {
  segment: "ref",
});
