import { apiRoute } from "@/lib/api/handler";
import { openApiDocument } from "@/lib/api/openapi";
import { json } from "@/lib/api/responses";

// GET /api/v1/openapi.json — the OpenAPI 3.1 document of this API, from the endpoint table (any signed-in user)
export const GET = apiRoute({
  permission: "signed-in",
  handle: async () => json(openApiDocument()),
});
