import { apiRoute } from "@/lib/api/handler";
import { deedSearchSchema } from "@/lib/rental/deed";
import { readOpen } from "@/lib/rental-api/normalise";
import { forward } from "@/lib/rental-api/proxy";

// POST /api/v1/properties/search-deed — find a deed among the service's properties (admin)
export const POST = apiRoute({
  permission: "deed:search",
  body: deedSearchSchema,
  handle: ({ body, ...caller }) =>
    forward(caller, {
      method: "POST",
      path: "/properties/search-deed",
      body,
      read: readOpen,
      audit: { action: "deed.search", targetType: "deed", targetId: body.deed_id },
    }),
});
