import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { UpstreamError } from "@/lib/upstream/errors";
import { createTokenSource } from "@/lib/upstream/token";
import { startFakeUpstream, type FakeUpstream } from "./fake-upstream";

let fake: FakeUpstream;
beforeEach(async () => {
  fake = await startFakeUpstream();
});
afterEach(() => fake.close());

function source(now?: () => number, timeoutMs = 5_000) {
  return createTokenSource({
    baseUrl: `${fake.url}/`,
    clientId: "client-a",
    clientSecret: "secret-a",
    scope: "*",
    timeoutMs,
    now,
  });
}

let issued = 0;
function issue(expiresIn = 3600) {
  issued = 0;
  fake.handle = () => ({
    json: { access_token: `tok-${++issued}`, token_type: "Bearer", expires_in: expiresIn },
    delayMs: 20,
  });
}

describe("token source", () => {
  it("never follows a redirect: the client secret goes to the configured address only", async () => {
    // Issue 8, defect 5: a 3xx from the token endpoint would resend the form, secret and all.
    const elsewhere = await startFakeUpstream();
    try {
      elsewhere.handle = () => ({
        json: { access_token: "stolen", token_type: "Bearer", expires_in: 3600 },
      });
      for (const status of [301, 302, 303, 307, 308]) {
        fake.handle = () => ({ status, headers: { location: `${elsewhere.url}/oauth/token` } });
        const error = await source()
          .get()
          .catch((e: unknown) => e);
        expect(error, String(status)).toBeInstanceOf(UpstreamError);
        expect(error).toMatchObject({ kind: "status", status });
      }
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it("asks for a token by multipart form with the configured scope", async () => {
    issue();
    await expect(source().get()).resolves.toBe("tok-1");
    const [req] = fake.requests;
    expect(req?.method).toBe("POST");
    expect(req?.path).toBe("/oauth/token");
    expect(req?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(req?.form).toEqual({
      grant_type: "client_credentials",
      client_id: "client-a",
      client_secret: "secret-a",
      scope: "*",
    });
  });

  it("makes one token request for 200 concurrent callers with a cold cache", async () => {
    issue();
    const tokens = source();
    const got = await Promise.all(Array.from({ length: 200 }, () => tokens.get()));
    expect(new Set(got)).toEqual(new Set(["tok-1"]));
    expect(fake.requests).toHaveLength(1);
  });

  it("reuses the token until 60 s before expiry, then renews", async () => {
    issue(3600);
    let clock = 1_000_000;
    const tokens = source(() => clock);
    await tokens.get();
    clock += 3600_000 - 60_000 - 1;
    await expect(tokens.get()).resolves.toBe("tok-1");
    clock += 1;
    await expect(tokens.get()).resolves.toBe("tok-2");
    expect(fake.requests).toHaveLength(2);
  });

  it("renews a short-lived token at half its life", async () => {
    issue(10);
    let clock = 0;
    const tokens = source(() => clock);
    await tokens.get();
    clock = 4_999;
    await expect(tokens.get()).resolves.toBe("tok-1");
    clock = 5_000;
    await expect(tokens.get()).resolves.toBe("tok-2");
  });

  it("invalidate drops only the stale token, once, for many concurrent callers", async () => {
    issue();
    const tokens = source();
    const stale = await tokens.get();
    tokens.invalidate(stale);
    const renewed = await Promise.all(Array.from({ length: 20 }, () => tokens.get()));
    for (let i = 0; i < 20; i++) tokens.invalidate(stale);
    await expect(tokens.get()).resolves.toBe("tok-2");
    expect(new Set(renewed)).toEqual(new Set(["tok-2"]));
    expect(fake.requests).toHaveLength(2);
  });

  it("refused credentials are an auth error and are not cached", async () => {
    fake.handle = () => ({ status: 401, json: { error: { code: "INVALID_CLIENT" } } });
    const tokens = source();
    await expect(tokens.get()).rejects.toMatchObject({ kind: "auth" });
    await expect(tokens.get()).rejects.toBeInstanceOf(UpstreamError);
    expect(fake.requests).toHaveLength(2);
  });

  it("classifies a hung token endpoint as a timeout and a closed port as unreachable", async () => {
    fake.handle = () => ({ delayMs: 2_000, json: {} });
    await expect(source(undefined, 300).get()).rejects.toMatchObject({ kind: "timeout" });
    const url = fake.url;
    await fake.close();
    const closed = createTokenSource({
      baseUrl: url,
      clientId: "c",
      clientSecret: "s",
      scope: "*",
      timeoutMs: 500,
    });
    await expect(closed.get()).rejects.toMatchObject({ kind: "unreachable" });
  });

  it("refuses a token answer without access_token", async () => {
    fake.handle = () => ({ json: { token_type: "Bearer", expires_in: 3600 } });
    await expect(source().get()).rejects.toMatchObject({ kind: "invalid-response" });
  });
});
