import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testDatabaseKinds } from "@/test/databases";

import { type Harness, type Json, SEED, START_TIMEOUT, startHarness } from "./harness";

// Our extension to GET properties: filters[synced_at][$lt]=<instant> (never-synced included) and
// sort=synced_at, which the dashboard's "not synced within N days" and bulk sync rely on.

const DAY = 86_400_000;
const q = (params: Record<string, string>) => `?${new URLSearchParams(params)}`;
const ids = (body: Json) => body.data.map((p: { id: number }) => p.id) as number[];

/** A token issued at the service's (moved) time; the harness caches the one from before. */
async function freshToken(h: Harness): Promise<string> {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    grant_type: "client_credentials",
    client_id: "demo-client",
    client_secret: "demo-secret",
    scope: "*",
  }))
    form.set(k, v);
  const res = await fetch(`${h.service.url}/oauth/token`, { method: "POST", body: form });
  return ((await res.json()) as { access_token: string }).access_token;
}

describe.each(testDatabaseKinds())("filters[synced_at][$lt] and sort=synced_at (%s)", (kind) => {
  let h: Harness;
  const now = Date.now();
  const syncedAt: Record<number, string> = {};

  beforeAll(async () => {
    h = await startHarness(kind, "synced_filter");
    // Property 1 synced ten days ago, 2 yesterday, 3 now; the rest never.
    for (const [id, daysAgo] of [
      [1, 10],
      [2, 1],
      [3, 0],
    ] as const) {
      // A token of the moved clock's own time (one from now would not be valid yet).
      h.clock.offsetMs = -daysAgo * DAY;
      const token = await freshToken(h);
      const res = await h.call("POST", `/tenant/v1/properties/sync-deed/${id}`, { token });
      expect(res.status).toBe(200);
      syncedAt[id] = res.body.meta.synced_at;
    }
    h.clock.offsetMs = 0;
  }, START_TIMEOUT);
  afterAll(async () => h?.stop());

  const list = (params: Record<string, string>) =>
    h.call("GET", `/tenant/v1/properties${q({ "pagination[pageSize]": "100", ...params })}`);

  it("matches properties synced before the instant and those never synced", async () => {
    const fiveDaysAgo = new Date(now - 5 * DAY).toISOString();
    const res = await list({ "filters[synced_at][$lt]": fiveDaysAgo });
    expect(res.status).toBe(200);
    expect(res.body.meta.pagination.total).toBe(SEED.properties - 2);
    expect(ids(res.body)).toContain(1);
    expect(ids(res.body)).not.toContain(2);
    expect(ids(res.body)).not.toContain(3);
    const one = res.body.data.find((p: { id: number }) => p.id === 1);
    expect(one.synced_at).toBe(syncedAt[1]);
    const never = res.body.data.filter((p: { synced_at: string | null }) => p.synced_at === null);
    expect(never).toHaveLength(SEED.properties - 3);

    // An instant with an offset reads as the same moment.
    const riyadh = new Date(now - 5 * DAY + 3 * 3_600_000).toISOString().replace("Z", "+03:00");
    expect((await list({ "filters[synced_at][$lt]": riyadh })).body.meta.pagination.total).toBe(
      SEED.properties - 2,
    );
    // Before everything: only the never-synced; after everything: all of them.
    const ancient = await list({ "filters[synced_at][$lt]": "2000-01-01T00:00:00Z" });
    expect(ancient.body.meta.pagination.total).toBe(SEED.properties - 3);
    const future = await list({ "filters[synced_at][$lt]": new Date(now + DAY).toISOString() });
    expect(future.body.meta.pagination.total).toBe(SEED.properties);
  });

  it("combines with the name filter and counts units of the matching properties only", async () => {
    const all = (await list({})).body.data as { id: number; property_name: string }[];
    const name = all.find((p) => p.id === 1)!.property_name.split(" - ")[1]!;
    const res = await list({
      "filters[property_name][$contains]": name,
      "filters[synced_at][$lt]": new Date(now - 5 * DAY).toISOString(),
    });
    const expected = all.filter((p) => p.property_name.includes(name) && p.id !== 2 && p.id !== 3);
    expect(ids(res.body).sort((a, b) => a - b)).toEqual(expected.map((p) => p.id));
    expect(res.body.meta.units_total).toBeGreaterThan(0);
  });

  it("sorts by synced_at: never synced first, then the oldest; the reverse descending", async () => {
    const asc = await list({ sort: "synced_at:asc" });
    const never = Array.from({ length: SEED.properties - 3 }, (_, i) => i + 4);
    expect(ids(asc.body)).toEqual([...never, 1, 2, 3]);
    const desc = await list({ sort: "synced_at:desc" });
    expect(ids(desc.body)).toEqual([3, 2, 1, ...never.reverse()]);
    // Paged: the id breaks ties, so pages neither overlap nor skip.
    const page2 = await h.call(
      "GET",
      `/tenant/v1/properties${q({ sort: "synced_at:asc", "pagination[pageSize]": "10", "pagination[page]": "3" })}`,
    );
    expect(ids(page2.body)).toEqual([24, 25, 26, 27, 28, 29, 30, 1, 2, 3]);
  });

  it("refuses anything but an ISO instant under $lt, with the field named", async () => {
    for (const [key, value] of [
      ["filters[synced_at][$lt]", "yesterday"],
      ["filters[synced_at][$lt]", "2026-11-01"],
      ["filters[synced_at][$gt]", "2026-11-01T00:00:00Z"],
      ["filters[synced_at][$contains]", "2026"],
    ] as const) {
      const res = await list({ [key]: value });
      expect(res.status, `${key}=${value}`).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(res.body.error.details.fields)[0]).toMatch(/^filters\.synced_at/);
    }
  });
});
