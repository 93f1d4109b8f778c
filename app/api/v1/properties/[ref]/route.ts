import { mirrorRoute } from "@/lib/upstream/http";
import { deleteProperty, getProperty } from "@/lib/properties/upstream";

// One folder serves upstream's /properties/{documentNumber} (GET) and /properties/{id}
// (DELETE): Next allows one name per dynamic segment, so both read the `ref` segment.

// GET /api/v1/properties/{documentNumber} — one property by its deed number (support, manager, admin)
export const GET = mirrorRoute(getProperty, {
  segment: "ref",
});

// DELETE /api/v1/properties/{id} — delete a property and its units (admin)
export const DELETE = mirrorRoute(deleteProperty, {
  segment: "ref",
});
