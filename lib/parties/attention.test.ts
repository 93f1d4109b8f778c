import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import type { SessionUser } from "@/lib/auth/session-user";
import { openDashboardDatabase, type DashboardDb, type DashboardDbHandle } from "@/lib/db/database";
import type { UpstreamClient } from "@/lib/upstream/client";
import { createUpstreamClient } from "@/lib/upstream/client";
import { createTokenSource } from "@/lib/upstream/token";
import { FAULTS_SECRET_HEADER } from "@/rental-service/src/http/faults";
import {
  FAULTS_SECRET,
  START_TIMEOUT,
  startHarness,
  type Harness,
  type Json,
} from "@/rental-service/test/harness";
import { createTestDatabase, type TestDatabase } from "@/test/databases";

import { attentionPage, createAttentionCache } from "./attention";
import { partyAttentionOptions } from "./attention-queries";

// The data-quality queue against the rental service itself (a seed of 230 parties, three pages
// of 100), with a few parties spoiled first: the scan, its cache, and the two routes that serve
// and refresh it.

const client = vi.hoisted(() => ({ current: null as UpstreamClient | null }));
const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
// The upstream budget's row (lib/upstream/budget.ts): every scan draws from it.
const dashboard = vi.hoisted(() => ({ db: null as DashboardDb | null }));
vi.mock("@/lib/upstream/upstream", () => ({ upstream: () => client.current }));
vi.mock("@/lib/db", () => ({ getDb: async () => dashboard.db }));
vi.mock("@/lib/audit/record", () => ({ recordAudit: async () => {} }));
vi.mock("@/lib/auth/session", () => ({
  getSessionUser: async () => session.user,
  getApiCaller: async () => ({ user: session.user, address: "x", limited: null, refused: null }),
}));

const support: SessionUser = { id: "u1", email: "s@x.test", name: "S", role: "support" };
const manager: SessionUser = { id: "u2", email: "m@x.test", name: "M", role: "manager" };
const PARTIES = 230;
const SEARCH = "GET /tenant/v1/parties/search-party";
const faults = { [FAULTS_SECRET_HEADER]: FAULTS_SECRET };

let h: Harness;
let storage: TestDatabase;
let handle: DashboardDbHandle;
const parties = new Map<number, Json>();

async function searchRequests(): Promise<number> {
  const stats = await h.call("GET", "/__stats", { token: null, headers: faults });
  return (stats.body.requests as Record<string, number>)[SEARCH] ?? 0;
}

async function spoil(id: number, change: Record<string, unknown>) {
  const { id: _, ...party } = { ...parties.get(id)!, ...change };
  const res = await h.call("PUT", `/tenant/v1/parties/${id}`, { body: party });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  h = await startHarness("pglite", "party_attention", {
    config: {
      seed: { enabled: true, properties: 3, parties: PARTIES },
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
  storage = createTestDatabase("pglite", "party_attention");
  handle = openDashboardDatabase(storage);
  dashboard.db = await handle.get();
  for (let page = 1; page <= 3; page++) {
    const res = await h.call(
      "GET",
      `/tenant/v1/parties/search-party?pagination[page]=${page}&pagination[pageSize]=100`,
    );
    for (const party of res.body.data as Json[]) parties.set(party.id as number, party);
  }
  // A foreign mobile; an ID with its check digit off by one; a landline and no date of birth.
  await spoil(7, { phone_number: "+4915112345678" });
  await spoil(120, { id_number: "1016690207" });
  await spoil(229, {
    phone_number: "+966112345678",
    date_of_birth: undefined,
    date_of_birth_hijri: undefined,
  });
}, START_TIMEOUT);
afterAll(async () => {
  await h?.stop();
  await handle?.close();
  await storage?.cleanup();
});

const idsOf = (entries: { id: number }[]) => entries.map((e) => e.id);

describe("the party scan", () => {
  it("reads every page and keeps exactly the spoiled parties, each with its problems", async () => {
    expect(parties.size).toBe(PARTIES);
    await h.call("DELETE", "/__stats", { token: null, headers: faults });
    const scan = await createAttentionCache().scan(support);
    expect(await searchRequests()).toBe(3);
    expect(scan).toMatchObject({ checked: PARTIES, complete: true });
    expect(scan.entries.map((e) => [e.id, e.problems])).toEqual([
      [7, ["mobile-not-saudi"]],
      [120, ["id-check-digit"]],
      [229, ["mobile-not-saudi", "no-date-of-birth"]],
    ]);
    expect(scan.entries[0]).toMatchObject({ phone_number: "+4915112345678" });
  });

  it("pages and filters the result, with totals of every kind whatever the filter", async () => {
    const scan = await createAttentionCache().scan(support);
    const first = attentionPage(scan, { page: 1, pageSize: 2 });
    expect(idsOf(first.data)).toEqual([7, 120]);
    expect(first.meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3 });
    expect(first.meta.totals).toEqual({
      "id-check-digit": 1,
      "mobile-not-saudi": 2,
      "no-date-of-birth": 1,
    });
    expect(idsOf(attentionPage(scan, { page: 2, pageSize: 2 }).data)).toEqual([229]);
    const mobiles = attentionPage(scan, { page: 1, pageSize: 25, kind: "mobile-not-saudi" });
    expect(idsOf(mobiles.data)).toEqual([7, 229]);
    expect(mobiles.meta.pagination.total).toBe(2);
    expect(mobiles.meta.totals).toEqual(first.meta.totals);
  });

  it("stops at its page ceiling and says the list is not complete", async () => {
    const scan = await createAttentionCache({ maxPages: 2 }).scan(support);
    expect(scan).toMatchObject({ checked: 200, complete: false });
    expect(idsOf(scan.entries)).toEqual([7, 120]);
  });

  it("reads upstream once a minute: callers meanwhile, and at the same time, share one scan", async () => {
    let clock = 1_000_000;
    const cache = createAttentionCache({ now: () => clock });
    await h.call("DELETE", "/__stats", { token: null, headers: faults });
    const [a, b] = await Promise.all([cache.scan(support), cache.scan(manager)]);
    expect(a).toBe(b);
    expect(await searchRequests()).toBe(3);
    clock += 59_000;
    expect(await cache.scan(support)).toBe(a);
    expect(await searchRequests()).toBe(3);
    clock += 1_000;
    expect(await cache.scan(support)).not.toBe(a);
    expect(await searchRequests()).toBe(6);
  });

  it("re-checks a saved party in the kept scan at once, and in one under way", async () => {
    const cache = createAttentionCache();
    await cache.scan(support);
    cache.noteSaved({ ...parties.get(7)!, phone_number: "+966501234567" });
    cache.noteSaved({ ...parties.get(8)!, date_of_birth: null, date_of_birth_hijri: null });
    expect(idsOf((await cache.scan(support)).entries)).toEqual([8, 120, 229]);

    const fresh = createAttentionCache();
    const running = fresh.scan(support);
    fresh.noteSaved({ ...parties.get(120)! });
    expect(idsOf((await running).entries)).toEqual([7, 229]);
  });

  it("is refused for a role without rental:read", async () => {
    const nobody = { ...support, role: "guest" } as unknown as SessionUser;
    await expect(createAttentionCache().scan(nobody)).rejects.toThrow("not permitted");
  });
});

const ORIGIN = "http://localhost:3000";

describe("GET /api/parties/attention and PUT /api/v1/parties/{id}", () => {
  async function getAttention(search: string) {
    const { GET } = await import("@/app/api/parties/attention/route");
    const req = new NextRequest(`${ORIGIN}/api/parties/attention${search}`);
    const res = await GET(req, { params: Promise.resolve({}) });
    return { status: res.status, body: (await res.json()) as Json };
  }

  it("maps upstream trouble like every other route, and keeps nothing from a failed scan", async () => {
    session.user = support;
    await h.call("PUT", "/__faults", {
      token: null,
      headers: faults,
      body: { forceStatus: { status: 503, count: 3, pathPrefix: "/tenant/v1/parties" } },
    });
    const failed = await getAttention("");
    await h.call("DELETE", "/__faults", { token: null, headers: faults });
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe("UPSTREAM_UNAVAILABLE");

    const ok = await getAttention("?kind=no-date-of-birth");
    expect(ok.status).toBe(200);
    expect(idsOf(ok.body.data)).toEqual([229]);
    expect(ok.body.meta).toMatchObject({ checked: PARTIES, complete: true });
  });

  it("refuses an unknown kind with the field named", async () => {
    session.user = support;
    const res = await getAttention("?kind=everything");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("VALIDATION_FAILED");
    expect(Object.keys(res.body.error.details.fields)).toEqual(["kind"]);
  });

  it("a manager's fix through the party route takes the party off the list at once", async () => {
    session.user = manager;
    expect(idsOf((await getAttention("")).body.data)).toContain(120);
    await h.call("DELETE", "/__stats", { token: null, headers: faults });

    const { PUT } = await import("@/app/api/v1/parties/[id]/route");
    // Its ID as the seed had it, check digit right.
    const { id: _, ...party } = parties.get(120)!;
    const req = new NextRequest(`${ORIGIN}/api/v1/parties/120`, {
      method: "PUT",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: JSON.stringify(party),
    });
    const saved = await PUT(req, { params: Promise.resolve({ id: "120" }) });
    expect(saved.status).toBe(200);

    const after = await getAttention("");
    expect(idsOf(after.body.data)).toEqual([7, 229]);
    expect(after.body.meta.totals["id-check-digit"]).toBe(0);
    // From the kept scan: no party was read again.
    expect(await searchRequests()).toBe(0);
  });

  it("the page's first view is the route's answer, under the browser's own key", async () => {
    const { partyPrefetch } = await import("./prefetch");
    const params = { kind: "no-date-of-birth" as const, page: 1, pageSize: 25 };
    const prefetch = partyPrefetch.attention(support, params);
    expect(prefetch.queryKey).toEqual(partyAttentionOptions(params).queryKey);
    const route = await getAttention("?kind=no-date-of-birth&page=1&pageSize=25");
    expect(await prefetch.queryFn()).toEqual(route.body);
    expect(idsOf(route.body.data)).toEqual([229]);
  });
});
