import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createTestDatabase, testDatabaseKinds } from "@/test/databases";

import { FAULTS_SECRET_HEADER } from "../src/http/faults";
import { FAULTS_SECRET, type Harness, START_TIMEOUT, startHarness } from "./harness";

describe.each(testDatabaseKinds())("persistence across a restart (%s)", (kind) => {
  const storage = createTestDatabase(kind, "restart");
  afterAll(() => storage.cleanup());

  it(
    "keeps changes and tokens after the service restarts on the same storage",
    async () => {
      const first = await startHarness(kind, "restart", { storage });
      const token = await first.token();
      const unit = (await first.call("GET", "/tenant/v1/units/5")).body.data;
      const changed = { ...unit, unit_number: "P-55", rooms: 6 };
      delete changed.id;
      delete changed.property_id;
      expect((await first.call("PUT", "/tenant/v1/units/5", { body: changed })).status).toBe(200);
      await first.stop();

      const second = await startHarness(kind, "restart", { storage });
      try {
        // Same token: the signing secret is stored, not generated per process.
        const again = await second.call("GET", "/tenant/v1/units/5", { token });
        expect(again.status).toBe(200);
        expect(again.body.data).toMatchObject({ unit_number: "P-55", rooms: 6 });
        // Not seeded twice.
        const regions = await second.call("GET", "/tenant/v1/regions", { token });
        expect(regions.body.meta.pagination.total).toBe(13);
      } finally {
        await second.stop();
      }
    },
    START_TIMEOUT * 2,
  );
});

describe.each(testDatabaseKinds())("fault injection (%s)", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, "faults", {
      config: { faults: { enabled: true, latencyMs: 0, errorRate: 0, secret: FAULTS_SECRET } },
    });
  }, START_TIMEOUT);
  afterAll(async () => h?.stop());

  const control = { [FAULTS_SECRET_HEADER]: FAULTS_SECRET };
  const faults = (method: string, body?: unknown) =>
    h.call(method, "/__faults", { token: null, body, headers: control });

  it("hides the fault routes from anyone without their secret", async () => {
    const without: Record<string, string>[] = [
      {},
      { [FAULTS_SECRET_HEADER]: "wrong-secret-of-some-length" },
    ];
    for (const headers of without) {
      expect(
        (await h.call("PUT", "/__faults", { token: null, headers, body: { errorRate: 1 } })).status,
      ).toBe(404);
      expect((await h.call("GET", "/__stats", { headers })).status).toBe(404);
    }
    expect((await h.call("GET", "/tenant/v1/regions")).status).toBe(200);
  });

  it("counts token and business requests, and resets the counts", async () => {
    await h.call("DELETE", "/__stats", { token: null, headers: control });
    await h.token("demo-reader", "read");
    await h.call("GET", "/tenant/v1/regions");
    await h.call("GET", "/tenant/v1/regions");
    const stats = (await h.call("GET", "/__stats", { token: null, headers: control })).body;
    expect(stats.tokenRequests).toBeGreaterThanOrEqual(1);
    expect(stats.requests["GET /tenant/v1/regions"]).toBe(2);
    await h.call("DELETE", "/__stats", { token: null, headers: control });
    expect((await h.call("GET", "/__stats", { token: null, headers: control })).body).toEqual({
      tokenRequests: 0,
      requests: {},
      refused: {},
      failed: {},
    });
  });

  it("counts the requests it refused with 400, by path and code, beside injected faults", async () => {
    await h.call("DELETE", "/__stats", { token: null, headers: control });
    expect((await h.call("GET", "/tenant/v1/units/abc")).status).toBe(400);
    expect((await h.call("GET", "/tenant/v1/regions?token=1")).status).toBe(400);
    expect((await h.call("GET", "/tenant/v1/regions")).status).toBe(200);
    await faults("PUT", { forceStatus: { status: 400, count: 1 } });
    expect((await h.call("GET", "/tenant/v1/regions")).status).toBe(400);
    const stats = (await h.call("GET", "/__stats", { token: null, headers: control })).body;
    // The injected 400 is the test's own doing, not a refusal of what the client sent.
    expect(stats.refused).toEqual({
      "GET /tenant/v1/units/abc VALIDATION_FAILED": 1,
      "GET /tenant/v1/regions VALIDATION_FAILED": 1,
    });
    expect(stats.failed).toEqual({});
  });

  it("forces a status for the next N matching requests, sparing the token endpoint", async () => {
    const set = await faults("PUT", { forceStatus: { status: 503, count: 2 } });
    expect(set.status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await h.call("GET", "/tenant/v1/regions")).status);
    expect(statuses).toEqual([503, 503, 200]);
    await faults("PUT", { forceStatus: { status: 503, count: 1 } });
    const form = new URLSearchParams({
      grant_type: "client_credentials",
      client_id: "demo-client",
      client_secret: "demo-secret",
      scope: "*",
    });
    expect(
      (await fetch(`${h.service.url}/oauth/token`, { method: "POST", body: form })).status,
    ).toBe(200);
    await faults("PUT", { forceStatus: { status: 500, count: 1, pathPrefix: "/oauth/token" } });
    const forced = await fetch(`${h.service.url}/oauth/token`, { method: "POST", body: form });
    expect(forced.status).toBe(500);
    expect(await forced.json()).toMatchObject({ error: "server_error", code: "FAULT_INJECTED" });
    await faults("DELETE");
  });

  it("answers 500 at an error rate of 1, adds latency, and validates the config", async () => {
    await faults("PUT", { errorRate: 1 });
    expect((await h.call("GET", "/tenant/v1/regions")).status).toBe(500);
    await faults("PUT", { latencyMs: 150 });
    const started = Date.now();
    expect((await h.call("GET", "/tenant/v1/regions")).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    const bad = await faults("PUT", { errorRate: 2, forceStatus: { status: 200, count: 0 } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.details.fields).sort()).toEqual([
      "errorRate",
      "forceStatus.count",
      "forceStatus.status",
    ]);
    const reset = await faults("DELETE");
    expect(reset.body.data).toEqual({});
    expect((await h.call("GET", "/tenant/v1/regions")).status).toBe(200);
  });

  it("shortens the lifetime of new tokens on request", async () => {
    await faults("PUT", { tokenTtlSeconds: 5 });
    const form = new URLSearchParams({
      grant_type: "client_credentials",
      client_id: "demo-client",
      client_secret: "demo-secret",
      scope: "*",
    });
    const res = await fetch(`${h.service.url}/oauth/token`, { method: "POST", body: form });
    const { access_token, expires_in } = await res.json();
    expect(expires_in).toBe(5);
    h.clock.offsetMs = 6000;
    try {
      const expired = await h.call("GET", "/tenant/v1/regions", { token: access_token });
      expect(expired.body.error.code).toBe("TOKEN_EXPIRED");
    } finally {
      h.clock.offsetMs = 0;
      await faults("DELETE");
    }
  });
});
