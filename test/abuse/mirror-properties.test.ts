import fc from "fast-check";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { leaks } from "@/test/integration/http";

import { ENDPOINTS, isValid, requests, type Case, type Endpoint } from "./endpoints";

// Property-based abuse of every request schema through the BFF's route handlers, in-process:
// per endpoint RUNS generated requests, valid, nearly valid and arbitrary. For each: never a 500,
// never a stack trace, token or upstream address in the body, and upstream is called exactly
// when the shared schemas accept the request (an invalid request never reaches it). The
// session is an admin's (roles are the mirror matrix's job); upstream is a counting fake that
// answers 404, so nothing is written anywhere. test/integration/abuse.int.test.ts sends a sample
// of the invalid ones over real HTTP to the real rental service.

const RUNS = Number(process.env.ABUSE_RUNS ?? 1000);
const ORIGIN = "http://localhost:3000";
const UPSTREAM = "http://127.0.0.1:4010";

const upstream = vi.hoisted(() => ({ calls: [] as string[] }));

vi.mock("@/lib/auth/session", () => ({
  getApiCaller: async () => ({
    user: { id: "u-admin", email: "admin@x.test", name: "Admin", role: "admin", sessionId: "s" },
    address: "198.51.100.1",
    limited: null,
    refused: null,
  }),
}));
vi.mock("@/lib/audit/record", () => ({
  recordAudit: async () => {},
  recordSecurityEvent: async () => {},
}));
// The upstream client sends over Node's HTTP client; here it goes through the stubbed fetch.
vi.mock("@/lib/upstream/transport", async (importOriginal) => {
  const transport = await importOriginal<typeof import("@/lib/upstream/transport")>();
  const viaStub: typeof fetch = (input, init) => globalThis.fetch(input, init);
  return { ...transport, nodeTransport: transport.fetchTransport(viaStub) };
});

beforeAll(() => {
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    expect(url.origin).toBe(UPSTREAM);
    if (url.pathname === "/oauth/token")
      return Response.json({
        access_token: "eyJhbGciOiJIUzI1NiJ9.e30.sig",
        token_type: "Bearer",
        expires_in: 3600,
      });
    upstream.calls.push(`${init?.method ?? "GET"} ${url.pathname}`);
    return Response.json(
      { error: { code: "NOT_FOUND", message: "No such thing.", details: {} } },
      { status: 404 },
    );
  });
});

async function send(
  endpoint: Endpoint,
  handler: (req: NextRequest, ctx: unknown) => Promise<Response>,
  c: Case,
) {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, n: string) =>
    encodeURIComponent(c.params[n] ?? ""),
  );
  const req = new NextRequest(`${ORIGIN}${path}${c.search ? `?${c.search}` : ""}`, {
    method: endpoint.method,
    headers: {
      origin: ORIGIN,
      ...(c.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    body: c.body,
  });
  return handler(req, { params: Promise.resolve(c.params) });
}

describe.each(ENDPOINTS)("abuse: $method $path ($name)", (endpoint) => {
  it(`${RUNS} generated requests: no 500, no leak, upstream only for valid ones`, async () => {
    const routeModule = await endpoint.route();
    const handler = routeModule[endpoint.method] as (
      req: NextRequest,
      ctx: unknown,
    ) => Promise<Response>;
    let valid = 0;
    await fc.assert(
      fc.asyncProperty(requests(endpoint), async (c) => {
        const before = upstream.calls.length;
        const res = await send(endpoint, handler, c);
        const text = await res.text();
        expect(res.status, text).not.toBe(500);
        expect(leaks(text, UPSTREAM)).toEqual([]);
        expect(text).not.toContain("eyJhbGciOiJIUzI1NiJ9");
        if (isValid(endpoint, c)) {
          valid++;
          expect(upstream.calls.length - before, text).toBe(1);
          expect(res.status).toBe(404);
        } else {
          expect(upstream.calls.length - before, `${res.status} ${text}`).toBe(0);
          expect([400, 413, 415], text).toContain(res.status);
        }
      }),
      { numRuns: RUNS },
    );
    // The generators must exercise both sides of every schema.
    expect(valid).toBeGreaterThan(RUNS * 0.05);
    expect(valid).toBeLessThan(RUNS * 0.95);
  }, 120_000);
});
