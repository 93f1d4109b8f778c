import "server-only";

import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db";
import type { ResponseArgs } from "@/lib/http/handler";
import { json, listBody } from "@/lib/http/responses";
import { todayInRiyadh } from "@/lib/rental/dates";

import { startRefresh } from "./refresh";
import { readRefreshState } from "./refresh-store";
import type { VacantQuery } from "./schemas";
import { portfolioCounts, propertyOccupancy, vacantPage } from "./store";

// What /api/occupancy does once the request is checked (lib/http/handler.ts: session,
// permission, origin, schemas). "Today" is Riyadh's.

/** The portfolio's counts and the index's refresh (the overview's card reads the same). */
export async function portfolioOccupancy(now = new Date()) {
  const db = await getDb();
  const today = todayInRiyadh(now);
  const [counts, refresh] = await Promise.all([portfolioCounts(db, today), readRefreshState(db)]);
  return { today, counts, refresh };
}

// GET /api/occupancy — the portfolio's occupancy (every role)
export async function portfolioResponse() {
  return json({ data: await portfolioOccupancy(), meta: {} });
}

// GET /api/occupancy/properties/{documentNumber} — a property's units and counts (every role)
export async function propertyResponse({ params }: ResponseArgs<{ documentNumber: string }>) {
  const db = await getDb();
  const today = todayInRiyadh();
  const [occupancy, refresh] = await Promise.all([
    propertyOccupancy(db, today, params.documentNumber),
    readRefreshState(db),
  ]);
  return json({ data: { today, ...occupancy, refresh }, meta: {} });
}

// GET /api/occupancy/vacant — a page of vacant units (every role)
export async function vacantResponse({ query }: ResponseArgs<undefined, VacantQuery>) {
  const { rows, total } = await vacantPage(await getDb(), todayInRiyadh(), query);
  return json(listBody(rows, { ...query, total }));
}

// POST /api/occupancy/refresh — start refreshing the units index (managers and admins)
export async function refreshResponse({ user, requestId }: ResponseArgs) {
  const started = await startRefresh(user);
  if (started)
    await recordAudit({
      user,
      action: "occupancy.refresh",
      targetType: "list",
      targetId: "units",
      status: 202,
      requestId,
    });
  const refresh = await readRefreshState(await getDb());
  return json({ data: { started, refresh }, meta: {} }, { status: 202 });
}
