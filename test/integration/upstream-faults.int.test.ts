import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { clientsFor, environments, type Who } from "./environments";
import { contractBody, prepareFixtures, type Fixtures } from "./fixtures";
import { leaks, type Answer, type Client } from "./http";
import { serviceControl } from "./service";

// The guarded mirror under upstream trouble, against the real rental service's fault injection:
// token renewal on 401, no retry of writes, GET retries, timeouts, and what the person reads.

describe.each(environments())("upstream faults on $kind", (env) => {
  const service = serviceControl(env.serviceUrl);
  let f: Fixtures;
  let as: Record<Who, Client>;

  beforeAll(async () => {
    f = await prepareFixtures(env.serviceUrl, { freeCount: 3, contractCount: 0 });
    as = await clientsFor(env.dashboardUrl);
    // Warm the dashboard's token cache so counts below are about the calls themselves.
    await as.support.get("/api/v1/regions");
  });

  afterEach(async () => {
    await service.resetFaults();
  });

  function expectClean(res: Answer) {
    expect(leaks(res.text, env.serviceUrl)).toEqual([]);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  }

  it("an upstream 401 renews the token once and repeats the call once (GET)", async () => {
    await service.resetStats();
    await service.setFaults({ forceStatus: { status: 401, count: 1, pathPrefix: "/tenant/v1" } });
    const res = await as.support.get("/api/v1/regions");
    expect(res.status, res.text).toBe(200);
    const stats = await service.stats();
    expect(stats.tokenRequests).toBe(1);
    expect(stats.requests["GET /tenant/v1/regions"]).toBe(2);
  });

  it("an upstream 401 on a write renews and repeats it once (it was refused, not executed)", async () => {
    const unit = f.properties[0]!.units[1]!;
    await service.resetStats();
    await service.setFaults({ forceStatus: { status: 401, count: 1, pathPrefix: "/tenant/v1" } });
    const res = await as.manager.request("PUT", `/api/v1/units/${unit.id}`, {
      unit_number: unit.unit_number,
      floor_number: unit.floor_number,
      rooms: 2,
      unit_usage: unit.unit_usage,
      unit_type: unit.unit_type,
    });
    expect(res.status, res.text).toBe(200);
    expect(await service.calls("PUT", `/units/${unit.id}`)).toBe(2);
    expect((await service.stats()).tokenRequests).toBe(1);
  });

  it("credentials refused even after renewal: 502 UPSTREAM_AUTH, no more attempts", async () => {
    await service.resetStats();
    await service.setFaults({ forceStatus: { status: 401, count: 50, pathPrefix: "/tenant/v1" } });
    const res = await as.support.get("/api/v1/regions");
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({ error: { code: "UPSTREAM_AUTH" } });
    expect(await service.calls("GET", "/regions")).toBe(2);
    expect((await service.stats()).tokenRequests).toBe(1);
    expectClean(res);
  });

  it("a POST is sent once under upstream 503, and the person gets 502", async () => {
    await service.resetStats();
    await service.setFaults({ forceStatus: { status: 503, count: 10, pathPrefix: "/tenant/v1" } });
    const res = await as.manager.request(
      "POST",
      "/api/v1/contracts",
      contractBody(f.freeUnits[0]!, f.partyIds),
    );
    expect(res.status).toBe(502);
    expect(res.json).toMatchObject({
      error: { code: "UPSTREAM_UNAVAILABLE", message: expect.stringMatching(/rental service/) },
    });
    expect(await service.calls("POST", "/contracts")).toBe(1);
    expectClean(res);
  });

  it("a GET is retried at most twice under upstream 503, then 502", async () => {
    await service.resetStats();
    await service.setFaults({ forceStatus: { status: 503, count: 10, pathPrefix: "/tenant/v1" } });
    const res = await as.support.get("/api/v1/regions");
    expect(res.status).toBe(502);
    expect(await service.calls("GET", "/regions")).toBe(3);
  });

  it("a GET recovers when a retry succeeds (one 500, then success)", async () => {
    await service.resetStats();
    await service.setFaults({ forceStatus: { status: 500, count: 1, pathPrefix: "/tenant/v1" } });
    const res = await as.support.get("/api/v1/regions");
    expect(res.status).toBe(200);
    expect(await service.calls("GET", "/regions")).toBe(2);
  });

  it("a hung upstream gives 504 after the timeout, long before upstream would answer", async () => {
    const hangMs = 30_000;
    await service.resetStats();
    await service.setFaults({ latencyMs: hangMs });
    const started = Date.now();
    const read = await as.support.get(`/api/v1/units/${f.properties[0]!.units[0]!.id}`);
    const write = await as.admin.request(
      "POST",
      `/api/v1/properties/sync-deed/${f.properties[2]!.id}`,
    );
    const elapsed = Date.now() - started;
    for (const res of [read, write]) {
      expect(res.status).toBe(504);
      expect(res.json).toMatchObject({
        error: {
          code: "UPSTREAM_TIMEOUT",
          message: "The rental service did not answer in time. Try again in a moment.",
        },
      });
      expectClean(res);
    }
    // Both answered while upstream was still sleeping on the first one.
    expect(elapsed).toBeLessThan(hangMs);
    // A timed-out call is not repeated, GET or POST.
    expect(await service.calls("GET", `/units/${f.properties[0]!.units[0]!.id}`)).toBe(1);
    expect(await service.calls("POST", `/properties/sync-deed/${f.properties[2]!.id}`)).toBe(1);
  });

  it("upstream 400 keeps its field details; 404 stays 404", async () => {
    const bad = contractBody(f.freeUnits[1]!, f.partyIds);
    bad.parties[1]!.id = 99_999_999;
    const res = await as.manager.request("POST", "/api/v1/contracts", bad);
    expect(res.status).toBe(400);
    // The field keeps its place; the refusal (UNKNOWN_REFERENCE) is told in our own words, so
    // that it reads in Arabic too.
    expect(res.json).toMatchObject({
      error: {
        details: {
          fields: {
            "parties.1.id": ["The rental service has no such record. Check this value."],
          },
        },
      },
    });
    expectClean(res);
    const missing = await as.support.get("/api/v1/units/99999999");
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ error: { code: "NOT_FOUND" } });
    expectClean(missing);
    const noDeed = await as.support.get("/api/v1/properties/123456789");
    expect(noDeed.status).toBe(404);
  });
});
