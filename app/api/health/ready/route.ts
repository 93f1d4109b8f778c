import { publicRoute } from "@/lib/http/handler";
import { readiness } from "@/lib/health";
import { json } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

// GET /api/health/ready — database and upstream token available: up (200) or down (503) only (public)
export const GET = publicRoute(async () => {
  const { ready } = await readiness();
  return json({ data: { status: ready ? "up" : "down" }, meta: {} }, { status: ready ? 200 : 503 });
});
