import { NextRequest } from "next/server";

import type { RouteHandler } from "@/lib/http/handler";
import { tokenThen, type Recorded, type Reply } from "@/lib/upstream/__tests__/fake-upstream";

// A stand-in rental service for the export routes' tests: `total` properties in pages as asked,
// no regions, every business request noted with the instant it arrived (performance.now()).

export type Arrival = { path: string; at: number };

function property(id: number) {
  return {
    id,
    document_number: String(310_000_000_000 + id),
    property_name: `Property ${id}`,
    owner_id: "1000000001",
    deed_date_hijri: "1445-01-01",
    region_id: null,
    city_id: null,
    units: [],
  };
}

function pageOf<T>(rows: T[], page: number, pageSize: number, total: number) {
  const pageCount = Math.ceil(total / pageSize);
  return { json: { data: rows, meta: { pagination: { page, pageSize, pageCount, total } } } };
}

/** The fake's handler: properties 1…`total`, an empty region list, everything else 404. */
export function propertyLists(total: number, arrivals: Arrival[]) {
  return tokenThen((req: Recorded): Reply => {
    const url = new URL(req.path, "http://upstream.invalid");
    arrivals.push({ path: url.pathname, at: performance.now() });
    if (url.pathname === "/tenant/v1/regions") return pageOf([], 1, 100, 0);
    if (url.pathname !== "/tenant/v1/properties") return { status: 404, json: {} };
    const page = Number(url.searchParams.get("pagination[page]") ?? 1);
    const pageSize = Number(url.searchParams.get("pagination[pageSize]") ?? 25);
    const from = (page - 1) * pageSize + 1;
    const count = Math.max(0, Math.min(pageSize, total - from + 1));
    const rows = Array.from({ length: count }, (_, i) => property(from + i));
    return pageOf(rows, page, pageSize, total);
  });
}

/** GET /api/exports/properties, as the browser asks for it. */
export async function exportProperties(query: string, signal?: AbortSignal): Promise<Response> {
  const { GET } = (await import("@/app/api/exports/properties/route")) as { GET: RouteHandler };
  // As the dashboard's download link sends it: an export is for its own pages only.
  const req = new NextRequest(`http://localhost:3000/api/exports/properties?${query}`, {
    signal,
    headers: { "sec-fetch-site": "same-origin" },
  });
  return GET(req, { params: Promise.resolve({}) });
}
