import { execFile } from "node:child_process";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startFakeUpstream, type FakeUpstream } from "@/lib/upstream/__tests__/fake-upstream";
import { FAULTS_SECRET_HEADER } from "@/rental-service/src/http/faults";
import {
  FAULTS_SECRET,
  START_TIMEOUT,
  startHarness,
  type Harness,
} from "@/rental-service/test/harness";

import { runUpstreamCheck, type CheckConfig } from "./run-check";

// `npm run upstream:check` against the rental service as it is, with faults injected, and
// against a fake upstream whose answers have another shape.

const ROOT = path.resolve(import.meta.dirname, "../../..");

const faults = { [FAULTS_SECRET_HEADER]: FAULTS_SECRET };

function config(baseUrl: string, extra: Partial<CheckConfig> = {}): CheckConfig {
  return {
    baseUrl,
    clientId: "demo-client",
    clientSecret: "demo-secret",
    scope: "*",
    timeoutMs: 5_000,
    ...extra,
  };
}

describe("upstream check against the rental service", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness("pglite", "upstream_check", {
      config: { faults: { enabled: true, latencyMs: 0, errorRate: 0, secret: FAULTS_SECRET } },
    });
  }, START_TIMEOUT);
  afterAll(() => h?.stop());

  it("understands every read endpoint and calls no write", async () => {
    await h.call("DELETE", "/__stats", { token: null, headers: faults });
    const report = await runUpstreamCheck(config(h.service.url));
    expect(report.ok, JSON.stringify(report, null, 2)).toBe(true);
    expect(report.endpoints.map((e) => e.name)).toHaveLength(6);
    const regions = report.endpoints.find((e) => e.name === "regions")!;
    expect(regions.shape).toMatchObject({
      envelope: "data+meta",
      pagination: "strapi",
      unknown: [],
    });
    const stats = (await h.call("GET", "/__stats", { token: null, headers: faults })).body as {
      requests: Record<string, number>;
    };
    const writes = Object.keys(stats.requests).filter(
      (k) => !k.startsWith("GET ") && k !== "POST /oauth/token" && !k.endsWith("/search-deed"),
    );
    expect(writes).toEqual([]);
    expect(Object.values(stats.requests).every((n) => n === 1)).toBe(true);
  });

  it("reports a failing endpoint, with what to do, and fails the check", async () => {
    await h.call("PUT", "/__faults", {
      token: null,
      headers: faults,
      body: { forceStatus: { status: 503, count: 1, pathPrefix: "/tenant/v1/regions" } },
    });
    const report = await runUpstreamCheck(config(h.service.url));
    await h.call("DELETE", "/__faults", { token: null, headers: faults });
    expect(report.ok).toBe(false);
    const regions = report.endpoints.find((e) => e.name === "regions")!;
    expect(regions).toMatchObject({ ok: false, status: 503, problem: "HTTP 503" });
    expect(report.endpoints.filter((e) => !e.ok)).toHaveLength(1);
  });

  it("names the credentials when the token is refused", async () => {
    const report = await runUpstreamCheck(config(h.service.url, { clientSecret: "wrong" }));
    expect(report.ok).toBe(false);
    expect(report.token).toMatchObject({ ok: false, problem: "credentials refused (401)" });
    expect(report.token.advice.join(" ")).toContain("RENTAL_CLIENT_SECRET");
  });

  it("names the timeout when the service is slow", async () => {
    await h.call("PUT", "/__faults", { token: null, headers: faults, body: { latencyMs: 400 } });
    const report = await runUpstreamCheck(config(h.service.url, { timeoutMs: 200 }));
    await h.call("DELETE", "/__faults", { token: null, headers: faults });
    expect(report.token).toMatchObject({ ok: false, problem: "no answer within 200 ms" });
    expect(report.token.advice.join(" ")).toContain("RENTAL_API_TIMEOUT_MS");
  });
});

describe("upstream check against a service with another response shape", () => {
  let fake: FakeUpstream;
  const unit = { id: "7", property_id: 3, unit_number: 101, floor_number: "1", rooms: 3 };
  const fullUnit = { ...unit, unit_usage: "residential_families", unit_type: "apartment" };
  const property = {
    id: 3,
    deed_number: "310100000398",
    property_name: "Tower",
    owner_id: 1016690206,
    deed_date_hijri: "1429-04-07",
    units: [fullUnit],
    created_by: "someone", // not ours
  };
  let brokenUnits = false;
  beforeAll(async () => {
    fake = await startFakeUpstream();
    fake.handle = (req) => {
      const p = req.path.split("?")[0]!;
      if (p === "/oauth/token")
        return { json: { access_token: "t", token_type: "Bearer", expires_in: 3600 } };
      // Laravel style: the list's pagination at the top level, next to `data`.
      const laravel = (data: unknown[]) => ({
        json: { data, current_page: 1, per_page: 5, total: data.length, last_page: 1 },
      });
      if (p === "/tenant/v1/regions")
        return laravel([{ id: 1, name: "Riyadh", name_ar: "الرياض" }]);
      if (p === "/tenant/v1/properties") return laravel([property]);
      if (p === "/tenant/v1/properties/310100000398") return { json: property };
      if (p === "/tenant/v1/units/7") return { json: { data: brokenUnits ? unit : fullUnit } };
      if (p === "/tenant/v1/parties/search-party") return laravel([]);
      // A bare deed record: the dashboard reads deeds with the same reader as properties.
      if (p === "/tenant/v1/properties/search-deed") return { json: property };
      return { status: 404, json: {} };
    };
  });
  afterAll(() => fake?.close());

  it("understands Laravel pagination, bare records and extra fields, and says so", async () => {
    brokenUnits = false;
    const report = await runUpstreamCheck(config(fake.url));
    expect(report.ok, JSON.stringify(report, null, 2)).toBe(true);
    const properties = report.endpoints.find((e) => e.name === "properties")!;
    expect(properties.shape).toMatchObject({ pagination: "laravel-top-level", envelope: "data" });
    expect(properties.shape!.unknown).toEqual(["deed_number", "created_by"]);
    expect(properties.advice.join(" ")).toContain("Unknown fields are ignored");
    const byDeed = report.endpoints.find((e) => e.name === "property by deed number")!;
    expect(byDeed).toMatchObject({ ok: true, path: "/properties/310100000398" });
    expect(byDeed.shape!.envelope).toBe("bare");
  });

  it("fails, naming the endpoint and the missing fields, when a record cannot be read", async () => {
    brokenUnits = true;
    const report = await runUpstreamCheck(config(fake.url));
    expect(report.ok).toBe(false);
    const unitResult = report.endpoints.find((e) => e.name === "unit")!;
    expect(unitResult.ok).toBe(false);
    expect(unitResult.shape!.missing).toEqual(expect.arrayContaining(["unit_usage", "unit_type"]));
  });

  it("as a command: prints the report and exits 1 when the dashboard would break", async () => {
    brokenUnits = true;
    // Asynchronously: the fake upstream answers from this very process.
    const run = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
      (resolve) => {
        const child = execFile(
          path.join(ROOT, "node_modules/.bin/tsx"),
          ["--conditions=react-server", "scripts/upstream-check.ts"],
          {
            cwd: ROOT,
            env: {
              PATH: process.env.PATH,
              RENTAL_API_BASE_URL: fake.url,
              RENTAL_CLIENT_ID: "c",
              RENTAL_CLIENT_SECRET: "s3cret-value",
            } as unknown as NodeJS.ProcessEnv,
          },
          (_error, stdout, stderr) => resolve({ code: child.exitCode, stdout, stderr }),
        );
      },
    );
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain("FAIL unit: GET /units/7");
    expect(run.stdout).toContain("Verdict: something above would break the dashboard");
    expect(run.stdout + run.stderr).not.toContain("s3cret-value");
  }, 30_000);
});
