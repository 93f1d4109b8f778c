import { ownEndpoints } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";
import { json } from "@/lib/http/responses";
import { overviewFor } from "@/lib/overview/summary";

// GET /api/overview — counts, register by status, ending soon, recent activity (any role)
export const GET = ownRoute(ownEndpoints.overview, async ({ user }) =>
  json({ data: await overviewFor(user), meta: {} }),
);
