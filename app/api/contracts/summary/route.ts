import { apiRoute } from "@/lib/api/handler";
import { json } from "@/lib/api/responses";
import { getDb } from "@/lib/db";
import { summarizeRegister } from "@/lib/register/summary";

// GET /api/contracts/summary — register counts by status and ending within 30/60/90 days (any role)
export const GET = apiRoute({
  permission: "rental:read",
  handle: async () => json({ data: await summarizeRegister(await getDb()), meta: {} }),
});
