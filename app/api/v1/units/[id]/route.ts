import { apiRoute } from "@/lib/api/handler";
import { unitUpdateSchema } from "@/lib/rental/unit";
import { asRecord, normaliseUnit } from "@/lib/rental-api/normalise";
import { idParams } from "@/lib/rental-api/params";
import { forward } from "@/lib/rental-api/proxy";

// GET /api/v1/units/{id} — one unit (support, manager, admin)
export const GET = apiRoute({
  permission: "rental:read",
  params: idParams,
  handle: ({ params, ...caller }) =>
    forward(caller, { method: "GET", path: `/units/${params.id}`, read: asRecord(normaliseUnit) }),
});

// PUT /api/v1/units/{id} — update a unit (manager, admin)
export const PUT = apiRoute({
  permission: "unit:update",
  params: idParams,
  body: unitUpdateSchema,
  handle: ({ params, body, ...caller }) =>
    forward(caller, {
      method: "PUT",
      path: `/units/${params.id}`,
      body,
      read: asRecord(normaliseUnit),
      audit: { action: "unit.update", targetType: "unit", targetId: params.id },
    }),
});
