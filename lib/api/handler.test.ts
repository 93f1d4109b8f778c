import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

import type { SessionUser } from "@/lib/auth/session-user";

const session = vi.hoisted(() => ({ user: null as SessionUser | null }));
vi.mock("@/lib/auth/session", () => ({ getSessionUser: async () => session.user }));

const { apiRoute, publicRoute, MAX_BODY_BYTES } = await import("./handler");
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
  const body = (await res.json()) as { error: { code: string; details: Record<string, unknown> } };
  return { status: res.status, code: body.error.code, details: body.error.details };
}

beforeEach(() => {
  session.user = admin;
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

  it("answers 413 for a body over the limit", async () => {
    const body = JSON.stringify({ rooms: 2, pad: "x".repeat(MAX_BODY_BYTES) });
    expect(await errorOf(await call({ body }))).toMatchObject({
      status: 413,
      code: "PAYLOAD_TOO_LARGE",
    });
  });

  it("turns an exception into 500 without the error's text, and logs it with the request id", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    handle.mockRejectedValueOnce(new Error("connect ECONNREFUSED 10.1.2.3:4010 secret-token"));
    const res = await call();
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(JSON.parse(text).error.code).toBe("INTERNAL_ERROR");
    expect(text).not.toContain("ECONNREFUSED");
    expect(text).not.toContain("secret-token");
    expect(text).not.toContain("at ");
    const id = res.headers.get("x-request-id")!;
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toContain(id);
    expect(line).toContain("ECONNREFUSED");
    log.mockRestore();
  });

  it("keeps the upstream address and secrets out of the log line", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const { env } = await import("@/lib/env");
    const cause = new Error(`connect ECONNREFUSED ${new URL(env.RENTAL_API_BASE_URL).host}`);
    handle.mockRejectedValueOnce(
      new TypeError(`fetch ${env.RENTAL_API_BASE_URL}/x with ${env.RENTAL_CLIENT_SECRET}`, {
        cause,
      }),
    );
    await call();
    const line = String(log.mock.calls[0]?.[0]);
    expect(line).toContain("ECONNREFUSED");
    expect(line).toContain("[redacted]");
    expect(line).not.toContain(new URL(env.RENTAL_API_BASE_URL).hostname);
    expect(line).not.toContain(env.RENTAL_CLIENT_SECRET);
    log.mockRestore();
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
    const res = await health(new NextRequest(`${ORIGIN}/api/health`), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });
});
