import ExcelJS from "exceljs";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { RouteHandler } from "@/lib/http/handler";
import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import { propertyListQuery } from "@/lib/properties/queries";
import type { Property } from "@/lib/rental/records";
import type { UpstreamClient } from "@/lib/upstream/client";
import { createUpstreamClient } from "@/lib/upstream/client";
import { listProperties } from "@/lib/properties/upstream";
import { serverRead } from "@/lib/upstream/server-read";
import { createTokenSource } from "@/lib/upstream/token";
import { FAULTS_SECRET_HEADER } from "@/rental-service/src/http/faults";
import {
  FAULTS_SECRET,
  START_TIMEOUT,
  startHarness,
  type Harness,
} from "@/rental-service/test/harness";
import { createTestDatabase, type TestDatabase } from "@/test/databases";

import { EXPORT_TOTAL_HEADER } from "./formats";
import { readAllPages, type ReadPage } from "./pager";

// Exports against the rental service itself (350 seeded properties: four pages of 100): the
// pager reads every page at its pace and stops when told, and GET /api/exports/properties
// answers the filtered list whole, as CSV and as .xlsx, in the person's language.

const client = vi.hoisted(() => ({ current: null as UpstreamClient | null }));
const mocks = vi.hoisted(() => ({
  // The upstream budget's row (lib/upstream/budget.ts) and the running exports' leases.
  db: null as DashboardDb | null,
  user: null as SessionUser | null,
  locale: "ar" as "ar" | "en",
  audits: [] as { action: string; targetId: string | null; details?: Record<string, unknown> }[],
}));
vi.mock("@/lib/upstream/upstream", () => ({ upstream: () => client.current }));
vi.mock("@/lib/db", () => ({ getDb: async () => mocks.db }));
vi.mock("@/lib/audit/record", () => ({
  recordAudit: async (entry: (typeof mocks.audits)[number]) => void mocks.audits.push(entry),
  recordSecurityEvent: async () => {},
}));
vi.mock("@/lib/auth/request-preferences", () => ({
  getPreferences: async () => ({ locale: mocks.locale }),
}));
vi.mock("@/lib/auth/session", () => ({
  getSessionUser: async () => mocks.user,
  getApiCaller: async () => ({ user: mocks.user, address: "x", limited: null, refused: null }),
}));

const support: SessionUser = { id: "u1", email: "s@x.test", name: "S", role: "support" };
const PROPERTIES = 350;
const LIST = "GET /tenant/v1/properties";
const faults = { [FAULTS_SECRET_HEADER]: FAULTS_SECRET };

let h: Harness;
let storage: TestDatabase;
let handle: DashboardDbHandle;

async function listRequests(): Promise<number> {
  const stats = await h.call("GET", "/__stats", { token: null, headers: faults });
  return (stats.body.requests as Record<string, number>)[LIST] ?? 0;
}
const resetStats = () => h.call("DELETE", "/__stats", { token: null, headers: faults });

const readProperties =
  (name?: string): ReadPage<Property> =>
  async (page, pageSize) => {
    const { data, meta } = await serverRead(listProperties, support, {
      query: propertyListQuery({ name, page, pageSize }),
    });
    return { rows: data, total: meta.pagination.total };
  };

const SAME_ORIGIN = { "sec-fetch-site": "same-origin" };

async function exportGet(query: string, signal?: AbortSignal) {
  const { GET } = (await import("@/app/api/exports/properties/route")) as { GET: RouteHandler };
  // As the dashboard's download link sends it: an export is for its own pages only.
  const req = new NextRequest(`http://localhost:3000/api/exports/properties?${query}`, {
    signal,
    headers: SAME_ORIGIN,
  });
  return GET(req, { params: Promise.resolve({}) });
}

beforeAll(async () => {
  h = await startHarness("pglite", "exports", {
    config: {
      seed: { enabled: true, properties: PROPERTIES, parties: 3 },
      faults: { enabled: true, latencyMs: 0, errorRate: 0, secret: FAULTS_SECRET },
    },
  });
  const tokens = createTokenSource({
    baseUrl: h.service.url,
    clientId: "demo-client",
    clientSecret: "demo-secret",
    scope: "*",
    timeoutMs: 5_000,
  });
  client.current = createUpstreamClient({ baseUrl: h.service.url, timeoutMs: 5_000, tokens });
  mocks.user = support;
  storage = createTestDatabase("pglite", "exports");
  handle = openDashboardDatabase(storage);
  mocks.db = await handle.get();
}, START_TIMEOUT);
afterAll(async () => {
  await h?.stop();
  await handle?.close();
  await storage?.cleanup();
});

describe("the export pager", () => {
  it("reads every page until the first page's total, one request at a time at its pace", async () => {
    await resetStats();
    const starts: number[] = [];
    const read = readProperties();
    // The first request is slow to leave (a busy event loop, or the process descheduled between
    // the pager's clock and the request): the pace counts from when a request has gone, so the
    // next one still starts a full interval after it.
    const timed: ReadPage<Property> = (page, size) => {
      if (page === 1) for (const until = performance.now() + 40; performance.now() < until;);
      starts.push(performance.now());
      return read(page, size);
    };
    const ids = new Set<number>();
    const signal = new AbortController().signal;
    for await (const page of readAllPages(timed, { signal, pageSize: 100, minIntervalMs: 100 })) {
      expect(page.total).toBe(PROPERTIES);
      for (const p of page.rows) ids.add(p.id);
    }
    expect(ids.size).toBe(PROPERTIES);
    expect(await listRequests()).toBe(4);
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    expect(gaps).toHaveLength(3);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(99);
  });

  it("asks for no further page once aborted, even while it waits for its pace", async () => {
    await resetStats();
    const stop = new AbortController();
    const pages = readAllPages(readProperties(), {
      signal: stop.signal,
      pageSize: 100,
      minIntervalMs: 5_000,
    });
    const first = await pages.next();
    expect(first.value?.rows).toHaveLength(100);
    const second = pages.next();
    stop.abort(new Error("cancelled"));
    await expect(second).rejects.toThrow("cancelled");
    expect(await listRequests()).toBe(1);
  });

  it("stops at the export's ceiling", async () => {
    const rows: number[] = [];
    const signal = new AbortController().signal;
    const pages = readAllPages(readProperties(), {
      signal,
      pageSize: 100,
      minIntervalMs: 0,
      maxRows: 150,
    });
    for await (const page of pages) {
      expect(page.total).toBe(150);
      rows.push(...page.rows.map((p) => p.id));
    }
    expect(rows).toHaveLength(150);
  });
});

describe("GET /api/exports/properties", () => {
  let name: string;
  let expected: { total: number; first: Property };

  beforeAll(async () => {
    // A word of the seeded names that matches more than one page's worth.
    name = "-";
    const res = await h.call(
      "GET",
      `/tenant/v1/properties?filters[property_name][$contains]=${encodeURIComponent(name)}&pagination[pageSize]=1&sort=document_number:asc`,
    );
    expected = {
      total: (res.body.meta as { pagination: { total: number } }).pagination.total,
      first: (res.body.data as Property[])[0]!,
    };
    expect(expected.total).toBeGreaterThan(100);
  });

  it("answers every matching row as CSV with a BOM and Arabic headers", async () => {
    mocks.locale = "ar";
    mocks.audits.length = 0;
    const res = await exportGet(`name=${encodeURIComponent(name)}&page=2&pageSize=10&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get(EXPORT_TOTAL_HEADER)).toBe(String(expected.total));
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="properties-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // TextDecoder drops the byte-order mark checked above.
    const lines = new TextDecoder().decode(bytes).split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(
      "الاسم,رقم الصك,هوية المالك,المنطقة,المدينة,الوحدات,تاريخ الصك (ميلادي),تاريخ الصك (هجري)",
    );
    expect(lines).toHaveLength(expected.total + 1);
    const known = lines.find((l) => l.includes(`,${expected.first.document_number},`));
    expect(known).toContain(expected.first.property_name);
    expect(known).toContain(expected.first.deed_date_hijri);
    expect(mocks.audits).toEqual([
      expect.objectContaining({
        action: "list.export",
        targetId: "properties",
        details: expect.objectContaining({ rows: expected.total, format: "csv", complete: true }),
      }),
    ]);
  });

  it("answers the same rows as an .xlsx that reads right to left in Arabic", async () => {
    mocks.locale = "ar";
    const res = await exportGet(`name=${encodeURIComponent(name)}&format=xlsx`);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("العقارات");
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe("الاسم");
    expect(sheet.rowCount).toBe(expected.total + 1);
    const deeds = sheet.getColumn(2).values;
    expect(deeds).toContain(expected.first.document_number);
    // Units are numbers, not text.
    expect(typeof sheet.getRow(2).getCell(6).value).toBe("number");
  });

  it("writes English headers and a left-to-right sheet in English", async () => {
    mocks.locale = "en";
    const res = await exportGet(`name=${encodeURIComponent(name)}&format=xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.views[0]?.rightToLeft).toBe(false);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "Name",
      "Deed number",
      "Owner ID",
      "Region",
      "City",
      "Units",
      "Deed date (Gregorian)",
      "Deed date (Hijri)",
    ]);
  });

  it("stops paging upstream when the browser cancels", async () => {
    mocks.audits.length = 0;
    await resetStats();
    const browser = new AbortController();
    const res = await exportGet("format=csv", browser.signal);
    const reader = res.body!.getReader();
    await reader.read();
    browser.abort();
    await reader.cancel();
    const soon = await listRequests();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await listRequests()).toBe(soon);
    expect(soon).toBeLessThan(4);
    expect(mocks.audits).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ complete: false }) }),
    ]);
  });

  it("refuses a format it does not write", async () => {
    const res = await exportGet("format=pdf");
    expect(res.status).toBe(400);
  });

  it("keeps the audit log and the users to admins, as their pages do", async () => {
    const routes = {
      audit: () => import("@/app/api/exports/audit/route"),
      users: () => import("@/app/api/exports/users/route"),
    };
    for (const [list, load] of Object.entries(routes)) {
      const { GET } = (await load()) as { GET: RouteHandler };
      const req = new NextRequest(`http://localhost:3000/api/exports/${list}?format=csv`, {
        headers: SAME_ORIGIN,
      });
      const res = await GET(req, { params: Promise.resolve({}) });
      expect(res.status, list).toBe(403);
    }
  });
});

describe("GET /api/exports/units", () => {
  let property: Property;

  async function unitsGet(query: string) {
    const { GET } = (await import("@/app/api/exports/units/route")) as { GET: RouteHandler };
    const req = new NextRequest(`http://localhost:3000/api/exports/units?${query}`, {
      headers: SAME_ORIGIN,
    });
    return GET(req, { params: Promise.resolve({}) });
  }

  beforeAll(async () => {
    const res = await h.call("GET", "/tenant/v1/properties?pagination[pageSize]=20");
    property = (res.body.data as Property[]).find((p) => p.units.length > 1)!;
    expect(property).toBeDefined();
  });

  it("answers a property's units as an .xlsx: one row each, numbers as numbers, widths set", async () => {
    mocks.locale = "ar";
    mocks.audits.length = 0;
    const query = `property=${encodeURIComponent(property.document_number)}&format=xlsx`;
    const res = await unitsGet(query);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="units-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("الوحدات");
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "الوحدة",
      "النوع",
      "الاستخدام",
      "الدور",
      "الغرف",
      "المساحة (م²)",
    ]);
    expect(sheet.rowCount).toBe(property.units.length + 1);
    const numbers = sheet.getColumn(1).values.slice(2);
    expect(numbers).toEqual(property.units.map((u) => u.unit_number));
    const first = property.units[0]!;
    expect(sheet.getRow(2).getCell(4).value).toBe(first.floor_number);
    expect(sheet.getRow(2).getCell(5).value).toBe(first.rooms);
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(12);
    expect(mocks.audits).toEqual([
      expect.objectContaining({
        targetId: "units",
        details: expect.objectContaining({ rows: property.units.length, complete: true }),
      }),
    ]);
  });

  it("answers the same units as CSV, in Latin digits", async () => {
    mocks.locale = "ar";
    const res = await unitsGet(`property=${property.document_number}&format=csv`);
    expect(res.status).toBe(200);
    const lines = (await res.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(property.units.length + 1);
    expect(lines.join("\n")).not.toMatch(/[\u0660-\u0669]/);
    expect(lines[1]!.startsWith(`${property.units[0]!.unit_number},`)).toBe(true);
  });

  it("refuses an export without its property, naming the field", async () => {
    const res = await unitsGet("format=xlsx");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("property");
  });
});
