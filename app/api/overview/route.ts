import { ownEndpoints } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";
import { json } from "@/lib/api/responses";
import { overviewFor } from "@/lib/overview/summary";

// GET /api/overview — counts, register by status, ending soon, recent activity (any role)
export const GET = ownRoute(ownEndpoints.overview, async ({ user }) =>
  json({ data: await overviewFor(user), meta: {} }),
);
