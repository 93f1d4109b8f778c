import { apiRoute } from "@/lib/api/handler";
import { asRecord, normaliseProperty, readOpen } from "@/lib/rental-api/normalise";
import { documentNumberParams, propertyIdParams } from "@/lib/rental-api/params";
import { forward } from "@/lib/rental-api/proxy";

// One folder serves upstream's /properties/{documentNumber} (GET) and /properties/{id}
// (DELETE): Next allows one name per dynamic segment. See lib/rental-api/params.ts.

// GET /api/v1/properties/{documentNumber} — one property by its deed number (support, manager, admin)
export const GET = apiRoute({
  permission: "rental:read",
  params: documentNumberParams,
  handle: ({ params, ...caller }) =>
    forward(caller, {
      method: "GET",
      path: `/properties/${params.documentNumber}`,
      read: asRecord(normaliseProperty),
    }),
});

// DELETE /api/v1/properties/{id} — delete a property and its units (admin)
export const DELETE = apiRoute({
  permission: "property:delete",
  params: propertyIdParams,
  handle: ({ params, ...caller }) =>
    forward(caller, {
      method: "DELETE",
      path: `/properties/${params.id}`,
      read: readOpen,
      audit: { action: "property.delete", targetType: "property", targetId: params.id },
    }),
});
