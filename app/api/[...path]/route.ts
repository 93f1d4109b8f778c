import { apiRoute } from "@/lib/http/handler";
import { apiError } from "@/lib/http/responses";
import { msg } from "@/lib/rental/messages";

// Any other path under /api (the mirror's /api/v1 among them): a JSON answer with a request id
// (401 without a session, else 404), never Next's HTML page, and nothing is sent upstream. Every
// endpoint has its own route file below this folder.

const notFound = apiRoute({
  permission: "signed-in",
  handle: async () => apiError(404, "NOT_FOUND", msg("apiErrors.noSuchEndpoint")),
});

// GET|POST|PUT|PATCH|DELETE /api/<unknown> — not an endpoint (any signed-in user)
export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
