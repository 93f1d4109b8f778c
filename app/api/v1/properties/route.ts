import { apiRoute } from "@/lib/api/handler";
import { propertyListQuerySchema } from "@/lib/rental/list-query";
import { asList, normaliseProperty } from "@/lib/rental-api/normalise";
import { forward } from "@/lib/rental-api/proxy";

// GET /api/v1/properties — list properties (support, manager, admin)
export const GET = apiRoute({
  permission: "rental:read",
  query: propertyListQuerySchema,
  handle: ({ query, ...caller }) =>
    forward(caller, {
      method: "GET",
      path: "/properties",
      query,
      read: asList(normaliseProperty),
    }),
});
