import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import { ENDPOINTS, isValid, requests, type Endpoint } from "../abuse/endpoints";
import { clientsFor, environments, type Who } from "./environments";
import { leaks, type Client } from "./http";
import { serviceControl } from "./service";

// The abuse suite over real HTTP, against `next start` and the real rental service (its request
// counters): a sample of invalid generated requests per endpoint (the in-process suite,
// test/abuse/, runs 1,000 per endpoint), path tricks and cross-site tricks, each with zero
// upstream calls (or, for a path that normalises to an endpoint, only calls to one of the 15),
// and the security headers of every page and API route as a browser receives them.

const SAMPLE = 25;
const BATCH = 8;

/** Every path upstream may ever see: the interface's 15 endpoints (and the health probe). */
const UPSTREAM_PATHS = [
  /^GET \/health$/, // the dashboard's own /api/health asks the service's
  /^POST \/oauth\/token$/,
  /^PUT \/tenant\/v1\/parties\/\d+$/,
  /^GET \/tenant\/v1\/parties\/search-party$/,
  /^POST \/tenant\/v1\/contracts$/,
  /^(PUT|DELETE) \/tenant\/v1\/contracts\/\d+$/,
  /^POST \/tenant\/v1\/properties\/search-deed(\/remote)?$/,
  /^GET \/tenant\/v1\/properties$/,
  /^GET \/tenant\/v1\/properties\/\d+$/,
  /^POST \/tenant\/v1\/properties\/sync-deed\/\d+$/,
  /^DELETE \/tenant\/v1\/properties\/\d+$/,
  /^(GET|PUT) \/tenant\/v1\/units\/\d+$/,
  /^GET \/tenant\/v1\/regions$/,
];

async function inBatches<T>(items: T[], run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += BATCH)
    await Promise.all(items.slice(i, i + BATCH).map(run));
}

function urlOf(endpoint: Endpoint, params: Record<string, string>, search: string) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, n: string) =>
    encodeURIComponent(params[n] ?? ""),
  );
  return `${path}${search ? `?${search}` : ""}`;
}

describe.each(environments())("abuse over HTTP on $kind", (env) => {
  const service = serviceControl(env.serviceUrl);
  let as: Record<Who, Client>;
  beforeAll(async () => {
    as = await clientsFor(env.dashboardUrl);
    await as.admin.get("/api/v1/regions"); // warm the token cache
  });

  async function upstreamKeys(): Promise<string[]> {
    const stats = await service.stats();
    return Object.keys(stats.requests).filter((k) => stats.requests[k]! > 0);
  }

  it(`${SAMPLE} invalid requests per endpoint: 4xx, no leak, zero upstream calls`, async () => {
    await service.resetStats();
    const cases = ENDPOINTS.flatMap((endpoint) =>
      fc
        .sample(
          requests(endpoint).filter((c) => !isValid(endpoint, c)),
          { numRuns: SAMPLE, seed: 8 },
        )
        .map((c) => ({ endpoint, c })),
    );
    await inBatches(cases, async ({ endpoint, c }) => {
      const res = await as.admin.request(
        endpoint.method,
        urlOf(endpoint, c.params, c.search),
        c.body,
      );
      // Refused (4xx), or redirected by Next.js before any handler runs (an empty segment).
      const where = `${endpoint.method} ${urlOf(endpoint, c.params, c.search)}: ${res.text}`;
      expect(res.status, where).toBeGreaterThanOrEqual(300);
      expect(res.status, where).toBeLessThan(500);
      expect(leaks(res.text, env.serviceUrl)).toEqual([]);
    });
    expect(await service.businessCalls()).toBe(0);
  });

  it("path tricks never reach an upstream path outside the 15", async () => {
    await service.resetStats();
    const tricks = [
      "/api/v1/units/..%2f..%2f..%2foauth%2ftoken",
      "/api/v1/units/%2e%2e/%2e%2e/health",
      "/api/v1/units/1%2f..%2f..%2fregions",
      "/api/v1/units/1%5c..%5c..%5cregions",
      "/api/v1//units/1",
      "/api/v1/units//1",
      "/api/v1/units/1/..",
      "/api/v1/units/1/../../regions",
      "/api/v1/%2e%2e/%2e%2e/openapi.json",
      "/api/v1/units/%252e%252e%252fregions",
      `/api/v1/units/${"9".repeat(5000)}`,
      `/api/v1/properties?filters[property_name][$contains]=${"x".repeat(6000)}`,
      "/api/v1/ｕnits/1",
      "/api/v1/units/１２",
      "/api/v1/units/1%00",
      "/api/v1/units/1;x=1",
      "/api/v1/regions/..;/properties",
      "/api/v1/properties/310100000398%2f..%2f..%2f..%2f__stats",
    ];
    for (const trick of tricks) {
      const res = await as.admin.raw(trick);
      const text = await res.text();
      expect(res.status, `${trick}: ${text.slice(0, 200)}`).not.toBe(500);
      expect(leaks(text, env.serviceUrl)).toEqual([]);
    }
    for (const key of await upstreamKeys())
      expect(
        UPSTREAM_PATHS.some((re) => re.test(key)),
        key,
      ).toBe(true);
  });

  it("cross-site tricks are refused with zero upstream calls", async () => {
    await service.resetStats();
    const writes = ENDPOINTS.filter((e) => e.method !== "GET");
    const dressings: Record<string, string>[] = [
      { origin: "null", "content-type": "application/json" },
      { origin: "https://evil.example", "content-type": "application/json" },
      { origin: `${env.dashboardUrl}.evil.example`, "content-type": "application/json" },
      { "sec-fetch-site": "cross-site", "content-type": "application/json" },
      { "sec-fetch-site": "same-site", "content-type": "application/json" },
      { origin: "https://evil.example", "content-type": "text/plain" },
      { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      { origin: "https://evil.example", "content-type": "multipart/form-data; boundary=x" },
    ];
    for (const endpoint of writes) {
      const url = urlOf(endpoint, endpoint.valid.params ?? {}, "");
      const body =
        endpoint.valid.body === undefined ? undefined : JSON.stringify(endpoint.valid.body);
      for (const headers of dressings) {
        const res = await as.admin.raw(url, { method: endpoint.method, headers, body });
        await res.text();
        expect(res.status, `${endpoint.method} ${url} ${JSON.stringify(headers)}`).toBe(403);
      }
      // A same-origin form or text body is not JSON: refused before anything else happens.
      if (body) {
        for (const type of ["text/plain", "application/x-www-form-urlencoded"]) {
          const res = await as.admin.raw(url, {
            method: endpoint.method,
            headers: { origin: env.dashboardUrl, "content-type": type },
            body,
          });
          await res.text();
          expect(res.status).toBe(415);
        }
      }
    }
    // Method override headers and parameters change nothing: a GET stays a GET.
    for (const header of ["x-http-method-override", "x-http-method", "x-method-override"]) {
      const res = await as.admin.raw("/api/v1/contracts/1?_method=DELETE", {
        headers: { [header]: "DELETE" },
      });
      await res.text();
      expect(res.status).toBe(405);
      const post = await as.admin.raw("/api/v1/units/1?_method=DELETE", {
        method: "POST",
        headers: {
          [header]: "DELETE",
          origin: env.dashboardUrl,
          "content-type": "application/json",
        },
        body: "{}",
      });
      await post.text();
      expect(post.status).toBe(405);
    }
    expect(await service.businessCalls()).toBe(0);
  });

  it("every page and API route answers with the security headers", async () => {
    const pages = [
      "/",
      "/properties",
      "/properties/310100000398",
      "/units/1",
      "/contracts",
      "/contracts/new",
      "/parties",
      "/regions",
      "/deeds",
      "/admin/users",
      "/admin/audit",
      "/account",
    ];
    for (const page of pages) {
      const res = await as.admin.raw(page);
      await res.text();
      expect(res.status, page).toBeLessThan(500);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, page).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options"), page).toBe("nosniff");
      expect(res.headers.get("x-frame-options"), page).toBe("DENY");
      expect(res.headers.get("referrer-policy"), page).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("strict-transport-security"), page).toMatch(/max-age=\d+/);
    }
    const signIn = await new (as.anonymous.constructor as typeof Client)(env.dashboardUrl).raw(
      "/sign-in",
    );
    await signIn.text();
    expect(signIn.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");

    const apis: [Who, string][] = [
      ["admin", "/api/me"],
      ["admin", "/api/users"],
      ["admin", "/api/audit"],
      ["admin", "/api/contracts"],
      ["admin", "/api/contracts/summary"],
      ["admin", "/api/me/activity"],
      ["admin", "/api/account/sessions"],
      ["admin", "/api/account/second-factor"],
      ["admin", "/api/health"],
      ["anonymous", "/api/v1/regions"],
      ["anonymous", "/api/auth/csrf"],
      ["support", "/api/v1/nope"],
      ...ENDPOINTS.filter((e) => e.method === "GET").map((e): [Who, string] => [
        "support",
        urlOf(e, e.valid.params ?? {}, ""),
      ]),
    ];
    for (const [who, path] of apis) {
      const res = await as[who].raw(path);
      await res.text();
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("content-security-policy"), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get("x-frame-options"), path).toBe("DENY");
      expect(res.headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
      if (path.startsWith("/api/v1") || path.startsWith("/api/me"))
        expect(res.headers.get("cache-control"), path).toContain("no-store");
    }

    // Next's built scripts (every page loads some fifteen): a file's headers, not a page's policy.
    const home = await as.admin.raw("/");
    const script = /\/_next\/static\/chunks\/[^"]+\.js/.exec(await home.text())?.[0];
    expect(script).toBeDefined();
    const asset = await as.anonymous.raw(script!);
    await asset.arrayBuffer();
    expect(asset.status).toBe(200);
    expect(asset.headers.get("x-content-type-options")).toBe("nosniff");
    expect(asset.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(asset.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    expect(asset.headers.get("content-security-policy")).toBeNull();
  });
});
