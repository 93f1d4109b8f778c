import { publicRoute } from "@/lib/api/handler";
import { checkHealth } from "@/lib/api/health";
import { json } from "@/lib/api/responses";

export const dynamic = "force-dynamic";

// GET /api/health — dashboard, its database, upstream reachable: up/down only (public)
export const GET = publicRoute(async () => {
  const health = await checkHealth();
  return json({ data: health, meta: {} }, { status: health.database === "up" ? 200 : 503 });
});
