import { publicRoute } from "@/lib/http/handler";
import { json } from "@/lib/http/responses";

export const dynamic = "force-dynamic";

// GET /api/health/live — the process answers (public; no database, no upstream)
export const GET = publicRoute(async () => json({ data: { status: "up" }, meta: {} }));
