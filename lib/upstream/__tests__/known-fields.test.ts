import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";

import type { UpstreamClient } from "@/lib/upstream/client";
import {
  fakeClient,
  startFakeUpstream,
  tokenThen,
  type FakeUpstream,
  type Reply,
} from "./fake-upstream";

// Issue 8, defect 7: every answer the BFF gives is parsed by a schema and carries only known
// fields. The fake upstream answers every endpoint with its record plus fields nobody declared
// (at the top, in `meta`, inside nested objects); the browser must receive none of them.

const admin: SessionUser = { id: "u-admin", email: "a@x.test", name: "A", role: "admin" };
const client = vi.hoisted(() => ({ current: null as UpstreamClient | null }));
vi.mock("@/lib/auth/session", () => ({
  getSessionUser: async () => admin,
  getApiCaller: async () => ({ user: admin, address: "x", limited: null, refused: null }),
}));
vi.mock("@/lib/upstream/upstream", () => ({ upstream: () => client.current }));
vi.mock("@/lib/audit/record", () => ({ recordAudit: async () => {} }));
vi.mock("@/lib/contracts/register", () => ({
  recordContract: async () => {},
  markContractDeleted: async () => {},
  recordContractDeletion: async () => {},
  contractRecorders: { create: async () => {}, update: async () => {}, delete: async () => {} },
}));

const EXTRA = { internal_note: "not for the browser", debug: { host: "10.0.0.7" } };
const unit = {
  id: 4,
  property_id: 9,
  unit_number: "4",
  floor_number: 1,
  rooms: 2,
  unit_usage: "residential_singles",
  unit_type: "studio",
  area: 80,
  amenities_bedrooms: 1,
  amenities_bathrooms_full: 1,
};
const property = {
  id: 9,
  document_number: "4455",
  property_name: "Tower",
  owner_id: "1012345678",
  deed_date_hijri: "1445-01-01",
  region_id: 1,
  city_id: 2,
  units: [unit],
  updated_at: "2026-11-01T00:00:00.000Z",
  synced_at: null,
};
const contract = {
  id: 12,
  status: "terminated",
  start_date: "2026-01-01",
  end_date: "2026-11-20",
  duration: 1,
  contract_type: "residential",
  parties: [
    { role: "lessor", id: 1 },
    { role: "tenant", id: 2 },
  ],
  unit_id: "4",
  rental_fee: { total_units_rent: 24000, billing_type: "monthly" },
  terms: { residential_auto_renewal: 0, notice_period_in_days: 30 },
};
const deed = {
  document_number: "4455",
  owner_id: "1012345678",
  deed_date_hijri: "1445-01-01",
  deed_date: "2023-07-19",
  property_id: 9,
  property_name: "Tower",
  region_id: 1,
  city_id: 2,
  source: "local",
};
const pagination = { page: 1, pageSize: 25, pageCount: 1, total: 1 };
const withExtra = <T extends object>(record: T) => ({ ...record, ...EXTRA });

type Case = {
  name: string;
  route: string;
  method: "GET" | "POST" | "DELETE";
  url: string;
  params?: Record<string, string>;
  body?: unknown;
  upstream: unknown;
  expected: unknown;
};

const cases: Case[] = [
  {
    name: "deed search",
    route: "properties/search-deed/route",
    method: "POST",
    url: "/api/v1/properties/search-deed",
    body: { deed_id: 4455 },
    upstream: { data: withExtra(deed), meta: { trace: "abc" } },
    expected: { data: deed, meta: {} },
  },
  {
    name: "remote deed search",
    route: "properties/search-deed/remote/route",
    method: "POST",
    url: "/api/v1/properties/search-deed/remote",
    body: { deed_id: 4455, owner_id: "1012345678", date: "1445-01-01" },
    upstream: {
      data: withExtra({
        ...deed,
        source: "registry",
        imported: true,
        units: [withExtra({ unit_number: "1", floor_number: 0, rooms: 3 })],
      }),
      meta: { imported: true, ...EXTRA },
    },
    expected: {
      data: {
        ...deed,
        source: "registry",
        imported: true,
        units: [{ unit_number: "1", floor_number: 0, rooms: 3 }],
      },
      meta: {},
    },
  },
  {
    name: "sync result and its changes",
    route: "properties/sync-deed/[id]/route",
    method: "POST",
    url: "/api/v1/properties/sync-deed/9",
    params: { id: "9" },
    upstream: {
      data: withExtra(property),
      meta: {
        changes: [
          withExtra({ field: "property_name", from: "Old", to: "Tower" }),
          withExtra({ field: "units", action: "added", unit_number: "7" }),
        ],
        synced_at: "2026-11-22T10:00:00.000Z",
        ...EXTRA,
      },
    },
    expected: {
      data: property,
      meta: {
        changes: [
          { field: "property_name", from: "Old", to: "Tower" },
          { field: "units", action: "added", unit_number: "7" },
        ],
        synced_at: "2026-11-22T10:00:00.000Z",
      },
    },
  },
  {
    name: "property deletion",
    route: "properties/[ref]/route",
    method: "DELETE",
    url: "/api/v1/properties/9",
    params: { ref: "9" },
    upstream: {
      data: withExtra({ id: 9, document_number: "4455", deleted: true, units_deleted: 1 }),
      meta: EXTRA,
    },
    expected: {
      data: { id: 9, document_number: "4455", deleted: true, units_deleted: 1 },
      meta: {},
    },
  },
  {
    name: "contract deletion",
    route: "contracts/[id]/route",
    method: "DELETE",
    url: "/api/v1/contracts/12",
    params: { id: "12" },
    upstream: {
      data: withExtra({ id: 12, result: "terminated", contract: withExtra(contract) }),
      meta: EXTRA,
    },
    expected: { data: { id: 12, result: "terminated", contract }, meta: {} },
  },
  {
    name: "list meta",
    route: "properties/route",
    method: "GET",
    url: "/api/v1/properties",
    upstream: { data: [withExtra(property)], meta: { pagination, ...EXTRA } },
    // Without our service's units count, the count is "not available" rather than absent.
    expected: { data: [property], meta: { pagination, units_total: null } },
  },
  {
    name: "list meta with our service's units count",
    route: "properties/route",
    method: "GET",
    url: "/api/v1/properties",
    upstream: { data: [property], meta: { pagination, units_total: 12, ...EXTRA } },
    expected: { data: [property], meta: { pagination, units_total: 12 } },
  },
  {
    name: "record meta",
    route: "units/[id]/route",
    method: "GET",
    url: "/api/v1/units/4",
    params: { id: "4" },
    upstream: { data: withExtra(unit), meta: EXTRA },
    expected: { data: unit, meta: {} },
  },
];

let fake: FakeUpstream;
beforeAll(async () => {
  fake = await startFakeUpstream();
  client.current = fakeClient(fake);
});
afterAll(() => fake.close());

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

describe("every BFF answer carries only known fields", () => {
  it.each(cases)("$name", async (c) => {
    fake.handle = tokenThen((): Reply => ({ json: c.upstream }));
    const mod = (await import(`@/app/api/v1/${c.route}`)) as Record<string, Handler>;
    const origin = "http://localhost:3000";
    const req = new NextRequest(`${origin}${c.url}`, {
      method: c.method,
      headers: { origin, "content-type": "application/json" },
      body: c.body === undefined ? undefined : JSON.stringify(c.body),
    });
    const res = await mod[c.method]!(req, { params: Promise.resolve(c.params ?? {}) });
    const text = await res.text();
    expect(res.status, text).toBe(200);
    expect(JSON.parse(text)).toStrictEqual(c.expected);
    expect(text).not.toContain("internal_note");
  });
});
