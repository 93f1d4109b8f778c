import { apiRoute } from "@/lib/http/handler";
import { openApiDocument } from "@/lib/openapi";
import { json } from "@/lib/http/responses";

// GET /api/v1/openapi.json — the OpenAPI 3.1 document of this API, from the endpoint table (any signed-in user)
export const GET = apiRoute({
  permission: "signed-in",
  handle: async () => json(openApiDocument()),
});
