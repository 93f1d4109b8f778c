import { encode } from "next-auth/jwt";
import { beforeEach, describe, expect, it } from "vitest";

import { forgetSessionTokens, readSessionClaim, sessionTokenOf } from "./session-token";

// The session cookie as every request reads it: tokens that Auth.js issued (its own encode, the
// cookie's name as salt) give their user and session; anything else gives none, remembered or not.

const SECRET = "a-test-secret-of-enough-length-0123456789";
const SALT = "authjs.session-token";
const HOUR = 3600;

async function issue(
  token: Record<string, unknown> = { sub: "user-1", sid: "session-1" },
  options: { secret?: string; salt?: string; maxAge?: number } = {},
) {
  return encode({
    token,
    secret: options.secret ?? SECRET,
    salt: options.salt ?? SALT,
    maxAge: options.maxAge ?? 8 * HOUR,
  });
}

/** Flips one character of the token's part `index` (header, key, iv, ciphertext, tag). */
function tamper(token: string, index: number): string {
  const parts = token.split(".");
  const part = parts[index]!;
  const flipped = part[5] === "A" ? "B" : "A";
  parts[index] = `${part.slice(0, 5)}${flipped}${part.slice(6)}`;
  return parts.join(".");
}

describe("readSessionClaim", () => {
  beforeEach(() => forgetSessionTokens());

  it("reads the user and session of a token Auth.js issued", async () => {
    const token = await issue();
    expect(await readSessionClaim(token, SECRET, SALT)).toEqual({
      userId: "user-1",
      sessionId: "session-1",
    });
    // Again, now remembered: the same answer.
    expect(await readSessionClaim(token, SECRET, SALT)).toEqual({
      userId: "user-1",
      sessionId: "session-1",
    });
  });

  it("refuses a token sealed with another secret or for another cookie", async () => {
    const token = await issue();
    expect(await readSessionClaim(token, "another-secret-of-enough-length-9876543", SALT)).toBe(
      null,
    );
    expect(await readSessionClaim(token, SECRET, "__Host-authjs.session-token")).toBe(null);
    // Accepted for its own cookie afterwards: a refusal is not remembered as the answer for it.
    expect(await readSessionClaim(token, SECRET, SALT)).not.toBe(null);
    // ...and being remembered for its own cookie does not make it valid for another one.
    expect(await readSessionClaim(token, SECRET, "__Host-authjs.session-token")).toBe(null);
  });

  it("refuses a token changed in any part, after a genuine copy was remembered too", async () => {
    const token = await issue();
    expect(await readSessionClaim(token, SECRET, SALT)).not.toBe(null);
    for (const index of [0, 2, 3, 4]) {
      expect(await readSessionClaim(tamper(token, index), SECRET, SALT)).toBe(null);
    }
    expect(await readSessionClaim(`${token}x`, SECRET, SALT)).toBe(null);
    expect(await readSessionClaim("not.a.token", SECRET, SALT)).toBe(null);
  });

  it("refuses an expired token, and a remembered one once it expires", async () => {
    const expired = await issue(undefined, { maxAge: -60 });
    expect(await readSessionClaim(expired, SECRET, SALT)).toBe(null);

    const token = await issue(undefined, { maxAge: HOUR });
    const now = Date.now();
    expect(await readSessionClaim(token, SECRET, SALT, now)).not.toBe(null);
    expect(await readSessionClaim(token, SECRET, SALT, now + HOUR * 1000 - 1000)).not.toBe(null);
    // Auth.js tolerates 15 s of clock difference; beyond that the remembered token is gone.
    expect(await readSessionClaim(token, SECRET, SALT, now + HOUR * 1000 + 20_000)).toBe(null);
  });

  it("a genuine token without a user or a session names none", async () => {
    expect(await readSessionClaim(await issue({ sub: "user-1" }), SECRET, SALT)).toBe(null);
    expect(await readSessionClaim(await issue({ sid: "session-1" }), SECRET, SALT)).toBe(null);
  });
});

describe("sessionTokenOf", () => {
  const name = "authjs.session-token";

  it("takes the cookie of that name, ignoring others", () => {
    const cookies = [
      { name: "authjs.csrf-token", value: "csrf" },
      { name, value: "abc" },
      { name: `${name}-other`, value: "no" },
    ];
    expect(sessionTokenOf(cookies, name)).toBe("abc");
    expect(sessionTokenOf([{ name: "other", value: "x" }], name)).toBe(null);
    expect(sessionTokenOf([{ name, value: "" }], name)).toBe(null);
  });

  it("joins a split token's chunks in order, as Auth.js writes them", () => {
    const cookies = [
      { name: `${name}.2`, value: "c" },
      { name: `${name}.0`, value: "a" },
      { name: `${name}.10`, value: "d" },
      { name: `${name}.1`, value: "b" },
    ];
    expect(sessionTokenOf(cookies, name)).toBe("abcd");
  });
});
