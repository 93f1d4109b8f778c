import { ownRoute } from "@/lib/http/route";
import { json } from "@/lib/http/responses";
import { overviewFor } from "@/lib/overview/summary";
import { overviewEndpoints } from "@/lib/overview";

// GET /api/overview — counts, register by status, ending soon, recent activity (any role)
export const GET = ownRoute(overviewEndpoints.overview, async ({ user }) =>
  json({ data: await overviewFor(user), meta: {} }),
);
