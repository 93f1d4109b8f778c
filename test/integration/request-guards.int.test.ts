import { beforeAll, describe, expect, it } from "vitest";

import { clientsFor, environments, type Who } from "./environments";
import type { Client } from "./http";
import { serviceControl } from "./service";

// What the mirror refuses before anything reaches upstream: invalid path, query and body (400
// naming the field), malformed JSON, a wrong content type, a foreign origin, unknown paths,
// and requests without a session however they are dressed up.

describe.each(environments())("request guards on $kind", (env) => {
  const service = serviceControl(env.serviceUrl);
  let as: Record<Who, Client>;

  beforeAll(async () => {
    as = await clientsFor(env.dashboardUrl);
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

  it("serves the API's OpenAPI document to signed-in users only, without upstream calls", async () => {
    await service.resetStats();
    expect((await as.anonymous.get("/api/v1/openapi.json")).status).toBe(401);
    const doc = await as.support.get("/api/v1/openapi.json");
    expect(doc.status).toBe(200);
    expect(doc.json).toMatchObject({ openapi: "3.1.0", paths: { "/api/v1/units/{id}": {} } });
    expect(await service.businessCalls()).toBe(0);
  });

  it("another site cannot start an export, nor read the API, in the signed-in person's name", async () => {
    // Security pass 2, item 3: a cross-site top-level navigation to an export answered 200 with
    // the file and wrote an export row in the victim's name.
    const exportsBefore = await as.admin.get("/api/audit?action=list.export&pageSize=1");
    const before = (exportsBefore.json as { meta: { pagination: { total: number } } }).meta;
    for (const site of ["cross-site", "same-site"])
      for (const path of ["/api/exports/parties?format=csv", "/api/v1/regions", "/api/me"]) {
        const res = await as.manager.get(path, {
          "sec-fetch-site": site,
          "sec-fetch-mode": "navigate",
        });
        expect(res.status, `${site} ${path}`).toBe(403);
        expect(res.json).toMatchObject({ error: { code: "CROSS_ORIGIN" } });
      }
    // A script or an old browser that says nothing of its origin: an export needs it said.
    expect((await as.manager.get("/api/exports/parties?format=csv")).status).toBe(403);
    const own = await as.manager.get("/api/exports/parties?format=csv", {
      "sec-fetch-site": "same-origin",
    });
    expect(own.status, own.text).toBe(200);
    // Only the dashboard's own download was recorded. Its row is written once the file has been
    // sent, which may be a moment after the last byte arrives here: wait for it.
    const exportsRecorded = async () => {
      const page = await as.admin.get("/api/audit?action=list.export&pageSize=1");
      return (page.json as { meta: { pagination: { total: number } } }).meta.pagination.total;
    };
    await expect.poll(exportsRecorded).toBe(before.pagination.total + 1);
  });

  it("a path whose percent-encoding is not UTF-8 answers JSON like any unknown path, never 500", async () => {
    // Issue 34's property-based suite: a lone surrogate's bytes (%ED%A0%80) in a segment made
    // Next.js answer a plain-text 500 before any route ran.
    await service.resetStats();
    for (const path of [
      "/api/v1/units/%ED%A0%80",
      "/api/deed-sync/runs/x%ED%BF%BFy",
      "/api/account/sessions/%E0%A4",
      "/api/nope/%FF",
    ]) {
      const anonymous = await as.anonymous.get(path);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.json).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
      const signedIn = await as.admin.request("DELETE", path);
      expect(signedIn.status, `${path}: ${signedIn.text}`).toBe(404);
      expect(signedIn.json).toMatchObject({ error: { code: "NOT_FOUND" } });
    }
    // A well-formed one still reaches its route: /units/١ is unit 1.
    expect((await as.admin.get("/api/v1/units/%D9%A1")).status).toBe(200);
    expect(await service.businessCalls()).toBe(1);
  });

  it("the bench's routes are not in a build made without BENCH_ROUTES=1", async () => {
    await service.resetStats();
    // Like any path under /api that is no endpoint: 401 without a session, else 404.
    for (const [who, status, code] of [
      ["anonymous", 401, "UNAUTHENTICATED"],
      ["admin", 404, "NOT_FOUND"],
    ] as const) {
      for (const path of ["/api/bench/properties", "/api/bench/heap"]) {
        const res = await as[who].get(path);
        expect(res.status, path).toBe(status);
        expect(res.json).toMatchObject({ error: { code } });
      }
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
