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
    expect(res.json).toMatchObject({
      error: { details: { fields: { "parties.1.id": ["No party with this id"] } } },
    });
    expectClean(res);
    const missing = await as.support.get("/api/v1/units/99999999");
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ error: { code: "NOT_FOUND" } });
    expectClean(missing);
    const noDeed = await as.support.get("/api/v1/properties/123456789");
    expect(noDeed.status).toBe(404);
  });

  const invalid: [string, Who, string, string, unknown, string][] = [
    [
      "unit rooms 0",
      "manager",
      "PUT",
      "/api/v1/units/1",
      {
        unit_number: "1",
        floor_number: 1,
        rooms: 0,
        unit_usage: "residential_families",
        unit_type: "villa",
      },
      "rooms",
    ],
    [
      "contract without parties",
      "manager",
      "POST",
      "/api/v1/contracts",
      {
        duration: 1,
        contract_type: "residential",
        unit_id: "1",
        rental_fee: { total_units_rent: 10, billing_type: "monthly" },
      },
      "parties",
    ],
    [
      "party phone without country code",
      "admin",
      "PUT",
      "/api/v1/parties/1",
      { id_number: "1012345678", full_name: "A", phone_number: "0501234567" },
      "phone_number",
    ],
    [
      "remote deed search with a Hijri date that does not exist",
      "admin",
      "POST",
      "/api/v1/properties/search-deed/remote",
      { deed_id: 1, owner_id: "1012345678", date: "1445-13-01" },
      "date",
    ],
    [
      "contract end before start",
      "manager",
      "PUT",
      "/api/v1/contracts/1",
      { start_date: "2027-01-10", end_date: "2027-01-01" },
      "end_date",
    ],
    ["a unit id that is not a number", "support", "GET", "/api/v1/units/abc", undefined, "id"],
    [
      "a deed number with letters",
      "support",
      "GET",
      "/api/v1/properties/12ab",
      undefined,
      "documentNumber",
    ],
    [
      "a property id that is not a number",
      "admin",
      "DELETE",
      "/api/v1/properties/x1",
      undefined,
      "id",
    ],
    [
      "an unknown query parameter",
      "support",
      "GET",
      "/api/v1/regions?token=abc",
      undefined,
      "token",
    ],
    [
      "an unknown filter field",
      "support",
      "GET",
      "/api/v1/properties?filters[owner_id][$contains]=1",
      undefined,
      "filters.owner_id",
    ],
    [
      "a page size over the limit",
      "support",
      "GET",
      "/api/v1/parties/search-party?pagination[pageSize]=1000",
      undefined,
      "pagination.pageSize",
    ],
  ];

  it.each(invalid)(
    "400 for %s, naming the field, with zero upstream calls",
    async (_n, who, method, path, body, field) => {
      await service.resetStats();
      const res = await as[who].request(method, path, body);
      expect(res.status, res.text).toBe(400);
      expect(res.json).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
      const fields = (res.json as { error: { details: { fields: Record<string, string[]> } } })
        .error.details.fields;
      expect(Object.keys(fields)).toContain(field);
      expect(await service.businessCalls()).toBe(0);
    },
  );

  it("malformed JSON, a wrong content type and a foreign origin never reach upstream", async () => {
    await service.resetStats();
    const malformed = await as.manager.request("POST", "/api/v1/contracts", "{not json");
    expect(malformed.status).toBe(400);
    const wrongType = await as.manager.request("POST", "/api/v1/contracts", "{}", {
      "content-type": "text/plain",
    });
    expect(wrongType.status).toBe(415);
    const foreign = await as.admin.request("DELETE", "/api/v1/properties/1", undefined, {
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect(foreign.json).toMatchObject({ error: { code: "CROSS_ORIGIN" } });
    expect(await service.businessCalls()).toBe(0);
  });

  it("an unknown /api/v1 path answers JSON (401, then 404) and never reaches upstream", async () => {
    await service.resetStats();
    for (const path of ["/api/v1/nope", "/api/v1/units", "/api/v1/units/1/extra"]) {
      const anonymous = await as.anonymous.get(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.json).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
      const signedIn = await as.support.get(path);
      expect(signedIn.status).toBe(404);
      expect(signedIn.json).toMatchObject({ error: { code: "NOT_FOUND" } });
      expect(signedIn.headers.get("x-request-id")).toBeTruthy();
    }
    expect(await service.businessCalls()).toBe(0);
  });

  it("x-middleware-subrequest tricks still get a JSON 401 without a session", async () => {
    await service.resetStats();
    for (const value of [
      "middleware",
      "middleware:middleware:middleware:middleware:middleware",
      "proxy:proxy:proxy:proxy:proxy",
      "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
    ]) {
      const res = await as.anonymous.get("/api/v1/regions", { "x-middleware-subrequest": value });
      expect(res.status).toBe(401);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.json).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    }
    expect(await service.businessCalls()).toBe(0);
  });
});
