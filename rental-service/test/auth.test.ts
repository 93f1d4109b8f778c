import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { testDatabaseKinds } from "@/test/databases";

import { type Harness, START_TIMEOUT, startHarness } from "./harness";

describe.each(testDatabaseKinds())("tokens, headers and errors (%s)", (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(kind, "auth");
  }, START_TIMEOUT);
  afterAll(async () => h?.stop());

  const tokenRequest = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${h.service.url}/oauth/token`, { method: "POST", body, headers });
  const fields = (over: Record<string, string> = {}) => ({
    grant_type: "client_credentials",
    client_id: "demo-client",
    client_secret: "demo-secret",
    scope: "*",
    ...over,
  });
  const multipart = (over: Record<string, string> = {}) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields(over))) form.set(k, v);
    return form;
  };

  it("issues a signed token for multipart, JSON and urlencoded requests", async () => {
    for (const res of [
      await tokenRequest(multipart()),
      await tokenRequest(JSON.stringify(fields({ scope: "read" })), {
        "content-type": "application/json",
      }),
      await tokenRequest(new URLSearchParams(fields())),
    ]) {
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({ token_type: "Bearer", expires_in: 3600 });
      expect(body.access_token.split(".")).toHaveLength(3);
    }
  });

  it("refuses a wrong secret or unknown client with 401, an unknown scope with 400", async () => {
    const wrong = await tokenRequest(multipart({ client_secret: "nope" }));
    expect(wrong.status).toBe(401);
    // RFC 6749 §5.2, with our envelope's code, message and details beside it.
    expect(await wrong.json()).toMatchObject({
      error: "invalid_client",
      error_description: expect.any(String),
      code: "INVALID_CLIENT",
    });
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Basic/);
    expect((await tokenRequest(multipart({ client_id: "ghost" }))).status).toBe(401);
    const scope = await tokenRequest(multipart({ scope: "admin" }));
    expect(scope.status).toBe(400);
    expect(await scope.json()).toMatchObject({
      error: "invalid_scope",
      details: { fields: { scope: expect.any(Array) } },
    });
    const grant = await tokenRequest(multipart({ grant_type: "password" }));
    expect(await grant.json()).toMatchObject({
      error: "unsupported_grant_type",
      details: { fields: { grant_type: expect.any(Array) } },
    });
    const text = await tokenRequest("x", { "content-type": "text/plain" });
    expect(text.status).toBe(415);
    expect((await text.json()).error).toBe("invalid_request");
  });

  it("cuts off oversized bodies while reading, and refuses tokens without exp or iat", async () => {
    const huge = await tokenRequest(new URLSearchParams({ ...fields(), pad: "x".repeat(20_000) }));
    expect(huge.status).toBe(413);
    const body = JSON.stringify({ unit_number: "1", pad: "x".repeat(70_000) });
    const business = await h.call("PUT", "/tenant/v1/units/1", { body });
    expect(business.status).toBe(413);
    expect(business.body.error.code).toBe("PAYLOAD_TOO_LARGE");
    const key = await h.service.db
      .get()
      .then(async (db) => (await import("../src/auth/signing-key")).loadSigningKey(db));
    const forever = await new SignJWT({ scope: "*" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("demo-client")
      .setIssuer("rental-service")
      .setAudience("rental-service/tenant/v1")
      .setIssuedAt()
      .sign(key);
    const noExp = await h.call("GET", "/tenant/v1/regions", { token: forever });
    expect(noExp.status).toBe(401);
    expect(noExp.body.error.code).toBe("INVALID_TOKEN");
  });

  it("answers 401 without, with a forged and with an expired token", async () => {
    const none = await h.call("GET", "/tenant/v1/regions", { token: null });
    expect(none.status).toBe(401);
    expect(none.body.error.code).toBe("UNAUTHENTICATED");

    const forged = await new SignJWT({ scope: "*" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("demo-client")
      .setIssuer("rental-service")
      .setAudience("rental-service/tenant/v1")
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not-the-service-secret-but-long-enough"));
    const bad = await h.call("GET", "/tenant/v1/regions", { token: forged });
    expect(bad.status).toBe(401);
    expect(bad.body.error.code).toBe("INVALID_TOKEN");
    const token = await h.token();
    const tampered = token.slice(0, -3) + (token.endsWith("A") ? "BBB" : "AAA");
    expect((await h.call("GET", "/tenant/v1/regions", { token: tampered })).status).toBe(401);

    expect((await h.call("GET", "/tenant/v1/regions", { token })).status).toBe(200);
    h.clock.offsetMs = 3601_000;
    try {
      const expired = await h.call("GET", "/tenant/v1/regions", { token });
      expect(expired.status).toBe(401);
      expect(expired.body.error.code).toBe("TOKEN_EXPIRED");
    } finally {
      h.clock.offsetMs = 0;
    }
  });

  it("lets a read-only token GET but not write (403)", async () => {
    const reader = await h.token("demo-reader", "*"); // narrowed to read
    expect((await h.call("GET", "/tenant/v1/units/1", { token: reader })).status).toBe(200);
    const put = await h.call("DELETE", "/tenant/v1/contracts/1", { token: reader });
    expect(put.status).toBe(403);
    expect(put.body.error.code).toBe("INSUFFICIENT_SCOPE");
    const readScoped = await h.token("demo-client", "read");
    expect(
      (await h.call("POST", "/tenant/v1/properties/search-deed", { token: readScoped, body: {} }))
        .status,
    ).toBe(403);
  });

  it("requires Accept: application/json (406) and a JSON body (415, malformed 400)", async () => {
    for (const accept of ["", "*/*", "text/html", "application/json;q=0"]) {
      const res = await h.call("GET", "/tenant/v1/regions", { headers: { accept } });
      expect(res.status, accept).toBe(406);
      expect(res.body.error.code).toBe("NOT_ACCEPTABLE");
    }
    const list = await h.call("GET", "/tenant/v1/regions", {
      headers: { accept: "text/html, application/json" },
    });
    expect(list.status).toBe(200);
    const plain = await h.call("PUT", "/tenant/v1/units/1", {
      body: "{}",
      headers: { "content-type": "text/plain" },
    });
    expect(plain.status).toBe(415);
    const broken = await h.call("PUT", "/tenant/v1/units/1", { body: "{not json" });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe("MALFORMED_JSON");
  });

  it("answers unknown routes with a JSON 404 and serves health and OpenAPI", async () => {
    const missing = await h.call("GET", "/tenant/v1/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe("NOT_FOUND");
    expect((await h.call("GET", "/nope", { token: null })).status).toBe(404);
    expect((await h.call("GET", "/__faults", { token: null })).status).toBe(404);
    const health = await h.call("GET", "/health", { token: null });
    expect(health.body.data).toEqual({ status: "ok", database: kind });
    const doc = await h.call("GET", "/openapi.json", { token: null });
    expect(doc.body.openapi).toBe("3.1.0");
    expect(Object.keys(doc.body.paths)).toHaveLength(12);
    const unit = doc.body.components.schemas.UnitUpdate;
    expect(unit.properties.rooms.minimum).toBe(1);
    expect(unit.properties.amenities_bedrooms.maximum).toBe(10);
  });
});
