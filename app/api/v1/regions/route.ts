import { apiRoute } from "@/lib/api/handler";
import { regionListQuerySchema } from "@/lib/rental/list-query";
import { asList, normaliseRegion } from "@/lib/rental-api/normalise";
import { forward } from "@/lib/rental-api/proxy";

// GET /api/v1/regions — list regions with their cities (support, manager, admin)
export const GET = apiRoute({
  permission: "rental:read",
  query: regionListQuerySchema,
  handle: ({ query, ...caller }) =>
    forward(caller, { method: "GET", path: "/regions", query, read: asList(normaliseRegion) }),
});
