import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import type { SessionUser } from "@/lib/auth/session-user";

const session = vi.hoisted(() => ({
  user: null as SessionUser | null,
  limited: null as null | { retryAfterSeconds: number; scope: "user" | "address" },
  events: [] as { action: string; status: number }[],
}));
vi.mock("@/lib/auth/session", () => ({
  getApiCaller: async () => ({
    user: session.user,
    address: "198.51.100.1",
    limited: session.limited,
    refused: session.user ? null : { userId: null },
  }),
}));
vi.mock("@/lib/audit/record", () => ({
  recordSecurityEvent: async (e: { action: string; status: number }) => void session.events.push(e),
}));
const language = vi.hoisted(() => ({ locale: "en" as "en" | "ar" }));
vi.mock("@/lib/auth/request-preferences", () => ({
  getPreferences: async () => ({ locale: language.locale, digits: "latn", calendar: "gregory" }),
}));

const { apiRoute, publicRoute, MAX_BODY_BYTES } = await import("./handler");
const { captureLogs } = await import("@/test/capture-logs");
const { json } = await import("./responses");

const ORIGIN = "http://localhost:3000";
const admin: SessionUser = { id: "u-admin", email: "a@x.test", name: "A", role: "admin" };
const support: SessionUser = { id: "u-support", email: "s@x.test", name: "S", role: "support" };

const handle = vi.fn(async (args: { body: unknown; query: unknown; params: unknown }) =>
  json({ data: { body: args.body, query: args.query, params: args.params } }),
);

const route = apiRoute({
  permission: "unit:update",
  params: z.strictObject({ id: z.coerce.number().int().positive() }),
  query: z.strictObject({ filters: z.strictObject({ name: z.string() }).optional() }),
  body: z.strictObject({ rooms: z.number().min(1) }),
  handle,
});

function call(
  init: { method?: string; path?: string; headers?: Record<string, string>; body?: string } = {},
  params: Record<string, string> = { id: "7" },
) {
  const req = new NextRequest(`${ORIGIN}${init.path ?? "/api/v1/units/7"}`, {
    method: init.method ?? "PUT",
    headers: init.headers ?? { origin: ORIGIN, "content-type": "application/json" },
    body: init.body ?? (init.method === "GET" ? undefined : JSON.stringify({ rooms: 2 })),
  });
  return route(req, { params: Promise.resolve(params) });
}

async function errorOf(res: Response) {
  const body = (await res.json()) as {
    error: { code: string; message: string; details: Record<string, unknown> };
  };
  const { code, message, details } = body.error;
  return { status: res.status, code, message, details };
}

beforeEach(() => {
  session.user = admin;
  session.limited = null;
  session.events = [];
  handle.mockClear();
});

describe("apiRoute", () => {
  it("passes parsed params, query and body to the handler, with a request id", async () => {
    const res = await call({ path: "/api/v1/units/7?filters[name]=x" });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({
      data: { body: { rooms: 2 }, query: { filters: { name: "x" } }, params: { id: 7 } },
    });
  });

  it("answers 401 JSON (never a redirect) without a session, whatever the headers say", async () => {
    session.user = null;
    const res = await call({
      headers: {
        origin: ORIGIN,
        "content-type": "application/json",
        "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
      },
    });
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(res.headers.get("location")).toBeNull();
    expect(await errorOf(res)).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
    expect(res.headers.get("x-request-id")).toBeTruthy();
    expect(handle).not.toHaveBeenCalled();
  });

  it("answers 403 when the role lacks the permission, before looking at the body", async () => {
    session.user = support;
    const res = await call({ body: "{not json" });
    expect(await errorOf(res)).toMatchObject({ status: 403, code: "FORBIDDEN" });
    expect(handle).not.toHaveBeenCalled();
  });

  it("refuses a mutation from another origin, or with no origin at all", async () => {
    const json = { "content-type": "application/json" };
    for (const headers of [
      { ...json, origin: "https://evil.example" },
      { ...json },
      { ...json, origin: "null" },
      { ...json, origin: ORIGIN, "sec-fetch-site": "cross-site" },
    ]) {
      expect(await errorOf(await call({ headers }))).toMatchObject({
        status: 403,
        code: "CROSS_ORIGIN",
      });
    }
    expect(handle).not.toHaveBeenCalled();
  });

  it("accepts Sec-Fetch-Site same-origin, and an Origin matching the Host behind a proxy", async () => {
    const json = { "content-type": "application/json" };
    expect((await call({ headers: { ...json, "sec-fetch-site": "same-origin" } })).status).toBe(
      200,
    );
    const behindProxy = {
      ...json,
      origin: "https://desk.example",
      "x-forwarded-host": "desk.example",
    };
    expect((await call({ headers: behindProxy })).status).toBe(200);
  });

  it("refuses every request another site's page makes, reads included (Fetch Metadata)", async () => {
    const reader = apiRoute({ permission: "signed-in", handle });
    const read = (headers: Record<string, string>) =>
      reader(new NextRequest(`${ORIGIN}/api/v1/regions`, { headers }), {
        params: Promise.resolve({}),
      });
    for (const headers of [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      // A browser without Fetch Metadata: judged by Origin, else Referer.
      { origin: "https://evil.example" },
      { referer: "https://evil.example/page" },
    ] as Record<string, string>[]) {
      const res = await read(headers);
      expect(await errorOf(res), JSON.stringify(headers)).toMatchObject({
        status: 403,
        code: "CROSS_ORIGIN",
      });
    }
    expect(handle).not.toHaveBeenCalled();
    for (const headers of [
      { "sec-fetch-site": "same-origin" },
      { "sec-fetch-site": "none" },
      { referer: `${ORIGIN}/properties` },
      {},
    ] as Record<string, string>[])
      expect((await read(headers)).status, JSON.stringify(headers)).toBe(200);
  });

  it("serves a route for the dashboard's own pages (an export) to same-origin requests only", async () => {
    const own = apiRoute({ permission: "signed-in", sameOriginOnly: true, handle });
    const get = (headers: Record<string, string>) =>
      own(new NextRequest(`${ORIGIN}/api/exports/parties?format=csv`, { headers }), {
        params: Promise.resolve({}),
      });
    for (const headers of [
      { "sec-fetch-site": "none" },
      {},
      { origin: "https://evil.example" },
    ] as Record<string, string>[])
      expect((await get(headers)).status, JSON.stringify(headers)).toBe(403);
    for (const headers of [
      { "sec-fetch-site": "same-origin" },
      { referer: `${ORIGIN}/parties` },
    ] as Record<string, string>[])
      expect((await get(headers)).status, JSON.stringify(headers)).toBe(200);
  });

  it("answers 415 for a mutation that is not application/json", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", ""]) {
      const headers: Record<string, string> = { origin: ORIGIN };
      if (type) headers["content-type"] = type;
      expect(await errorOf(await call({ headers }))).toMatchObject({
        status: 415,
        code: "UNSUPPORTED_MEDIA_TYPE",
      });
    }
    const charset = { origin: ORIGIN, "content-type": "application/json; charset=utf-8" };
    expect((await call({ headers: charset })).status).toBe(200);
  });

  it("does not require origin or content type for GET", async () => {
    const get = apiRoute({ permission: "rental:read", handle: async () => json({ data: 1 }) });
    session.user = support;
    const res = await get(new NextRequest(`${ORIGIN}/api/x`), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
  });

  it("answers 400 MALFORMED_JSON for a body that is not JSON", async () => {
    expect(await errorOf(await call({ body: "{rooms: 2" }))).toMatchObject({
      status: 400,
      code: "MALFORMED_JSON",
    });
  });

  it("answers 400 with the failing fields for invalid params, query and body", async () => {
    const bad = await errorOf(await call({ body: JSON.stringify({ rooms: 0, extra: 1 }) }));
    expect(bad).toMatchObject({ status: 400, code: "VALIDATION_FAILED" });
    expect(Object.keys((bad.details as { fields: object }).fields).sort()).toEqual([
      "extra",
      "rooms",
    ]);

    const params = await errorOf(await call({}, { id: "abc" }));
    expect(params).toMatchObject({ status: 400, details: { fields: { id: expect.any(Array) } } });

    const query = await errorOf(await call({ path: "/api/v1/units/7?unknown=1" }));
    expect(query).toMatchObject({
      status: 400,
      details: { fields: { unknown: ["Unknown field"] } },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it("answers 429 with Retry-After over a rate limit, before anything else, and audits it", async () => {
    session.limited = { retryAfterSeconds: 17, scope: "user" };
    const res = await call({ body: "{not json" });
    expect(res.headers.get("retry-after")).toBe("17");
    expect(await errorOf(res)).toMatchObject({ status: 429, code: "RATE_LIMITED" });
    expect(session.events).toEqual([expect.objectContaining({ action: "request.rate-limited" })]);
    expect(handle).not.toHaveBeenCalled();
  });

  it("keeps a restricted session (password to change) to the routes that allow it", async () => {
    session.user = { ...admin, restriction: "password-change" };
    expect(await errorOf(await call())).toMatchObject({
      status: 403,
      code: "PASSWORD_CHANGE_REQUIRED",
    });
    const account = apiRoute({
      permission: "signed-in",
      allowRestricted: true,
      handle: async () => json({ data: 1 }),
    });
    const res = await account(new NextRequest(`${ORIGIN}/api/me`), { params: Promise.resolve({}) });
    expect(res.status).toBe(200);
  });

  it("audits refusals that tell of misuse: 401 after a session, 403, cross-origin", async () => {
    session.user = null;
    await call();
    session.user = support;
    await call();
    session.user = admin;
    await call({ headers: { origin: "https://evil.example", "content-type": "application/json" } });
    expect(session.events.map((e) => [e.action, e.status])).toEqual([
      ["request.unauthenticated", 401],
      ["request.forbidden", 403],
      ["request.cross-origin", 403],
    ]);
  });

  it("accepts a body-less mutation without a content type, and refuses one with a body", async () => {
    const remove = apiRoute({
      permission: "unit:update",
      params: z.strictObject({ id: z.coerce.number().int() }),
      handle: async ({ params }) => json({ data: params }),
    });
    const send = (init: ConstructorParameters<typeof NextRequest>[1]) =>
      remove(new NextRequest(`${ORIGIN}/api/v1/units/7`, { method: "DELETE", ...init }), {
        params: Promise.resolve({ id: "7" }),
      });
    expect((await send({ headers: { origin: ORIGIN } })).status).toBe(200);
    const withBody = await send({ headers: { origin: ORIGIN }, body: "{}" });
    expect(await errorOf(withBody)).toMatchObject({ status: 400, code: "BODY_NOT_ALLOWED" });
    const chunked = await send({
      headers: { origin: ORIGIN },
      body: new Blob(["x"]).stream(),
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    expect(chunked.status).toBe(400);
    expect(
      await errorOf(await send({ headers: { origin: "https://evil.example" } })),
    ).toMatchObject({
      status: 403,
      code: "CROSS_ORIGIN",
    });
  });

  it("stops reading a chunked body at the limit instead of reading it whole", async () => {
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024).fill(32);
    const fiveMegabytes = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 5 * 1024 * 1024) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const req = new NextRequest(`${ORIGIN}/api/v1/units/7`, {
      method: "PUT",
      headers: { origin: ORIGIN, "content-type": "application/json" },
      body: fiveMegabytes,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await route(req, { params: Promise.resolve({ id: "7" }) });
    expect(await errorOf(res)).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE" });
    expect(pulled).toBeLessThan(MAX_BODY_BYTES + 3 * chunk.byteLength);
  });

  it("answers in the person's language: rule keys become Arabic sentences", async () => {
    language.locale = "ar";
    try {
      const bad = await errorOf(await call({ body: JSON.stringify({ rooms: 2, extra: 1 }) }));
      expect(bad).toMatchObject({
        status: 400,
        message: "محتوى الطلب يحتوي على حقول غير صحيحة: extra.",
        details: { fields: { extra: ["حقل غير معروف"] } },
      });
      session.user = null;
      expect(await errorOf(await call())).toMatchObject({ message: "سجّل الدخول للمتابعة." });
    } finally {
      language.locale = "en";
    }
  });

  it("answers 413 for a body over the limit", async () => {
    const body = JSON.stringify({ rooms: 2, pad: "x".repeat(MAX_BODY_BYTES) });
    expect(await errorOf(await call({ body }))).toMatchObject({
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
    });
  });

  it("turns an exception into 500 without the error's text, and logs it with the request id", async () => {
    const log = captureLogs();
    handle.mockRejectedValueOnce(new Error("connect ECONNREFUSED 10.1.2.3:4010 secret-token"));
    const res = await call();
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text).error.code).toBe("INTERNAL_ERROR");
    expect(text).not.toContain("ECONNREFUSED");
    expect(text).not.toContain("secret-token");
    expect(text).not.toContain("at ");
    const id = res.headers.get("x-request-id")!;
    const failure = log.lines.find((l) => l.msg === "request failed");
    expect(failure).toMatchObject({ level: "error", requestId: id });
    expect(JSON.stringify(failure)).toContain("ECONNREFUSED");
    log.restore();
  });

  it("keeps the upstream address and secrets out of the log line", async () => {
    const log = captureLogs();
    const { env } = await import("@/lib/env");
    const cause = new Error(`connect ECONNREFUSED ${new URL(env.RENTAL_API_BASE_URL).host}`);
    handle.mockRejectedValueOnce(
      new TypeError(`fetch ${env.RENTAL_API_BASE_URL}/x with ${env.RENTAL_CLIENT_SECRET}`, {
        cause,
      }),
    );
    await call();
    const line = JSON.stringify(log.lines);
    expect(line).toContain("ECONNREFUSED");
    expect(line).toContain("[redacted]");
    expect(line).not.toContain(new URL(env.RENTAL_API_BASE_URL).hostname);
    expect(line).not.toContain(env.RENTAL_CLIENT_SECRET);
    log.restore();
  });

  it("lets any signed-in user through a 'signed-in' route", async () => {
    const me = apiRoute({
      permission: "signed-in",
      handle: async ({ user }) => json({ data: user.id }),
    });
    session.user = support;
    const res = await me(new NextRequest(`${ORIGIN}/api/me`), { params: Promise.resolve({}) });
    expect(await res.json()).toEqual({ data: "u-support" });
  });

  it("adds the request id to an immutable Response (e.g. one from fetch)", async () => {
    const upstream = await fetch("data:application/json,%7B%7D");
    const passthrough = apiRoute({ permission: "signed-in", handle: async () => upstream });
    const res = await passthrough(new NextRequest(`${ORIGIN}/api/x`), {
      params: Promise.resolve({}),
    });
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});

describe("publicRoute", () => {
  it("needs no session and still sets a request id", async () => {
    session.user = null;
    const health = publicRoute(async () => json({ data: { ok: true } }));
    const res = await health(new NextRequest(`${ORIGIN}/api/health/live`), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("refuses what another site's page sends (Fetch Metadata), sign-in included", async () => {
    const signIn = publicRoute(async () => json({ data: { ok: true } }));
    const res = await signIn(
      new NextRequest(`${ORIGIN}/api/auth/callback/credentials`, {
        method: "POST",
        headers: { "sec-fetch-site": "cross-site" },
      }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(403);
  });
});

describe("request log", () => {
  it("writes one line per request: id, user, role, method, route template, status, timings", async () => {
    const log = captureLogs();
    session.user = support;
    const res = await call({ method: "GET", path: "/api/v1/units/7?secret=x" });
    const id = res.headers.get("x-request-id");
    const lines = log.lines.filter((l) => l.msg === "request");
    log.restore();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: "warn", // support may not update units: a refused request
      requestId: id,
      userId: "u-support",
      role: "support",
      method: "GET",
      route: "/api/v1/units/{id}",
      status: 403,
      upstreamMs: 0,
      upstreamCalls: 0,
    });
    expect(typeof lines[0]!.durationMs).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("secret=x");
  });
});
