import { apiRoute } from "@/lib/api/handler";
import { deedRemoteSearchSchema } from "@/lib/rental/deed";
import { readOpen } from "@/lib/rental-api/normalise";
import { forward } from "@/lib/rental-api/proxy";

// POST /api/v1/properties/search-deed/remote — find a deed in the national registry (admin)
export const POST = apiRoute({
  permission: "deed:search-remote",
  body: deedRemoteSearchSchema,
  handle: ({ body, ...caller }) =>
    forward(caller, {
      method: "POST",
      path: "/properties/search-deed/remote",
      body,
      read: readOpen,
      audit: { action: "deed.search-remote", targetType: "deed", targetId: body.deed_id },
    }),
});
