import { describe, expect, it } from "vitest";

import { createBearerVerifier, signToken } from "../src/auth/tokens";
import { ApiError } from "../src/http/errors";

// The bearer check remembers the tokens it accepted: a remembered token answers like a verified
// one, still expires on time, and remembering one token never lets another text or key through.

const KEY = new TextEncoder().encode("the-service-signing-key-for-tests-0123456789");
const OTHER_KEY = new TextEncoder().encode("another-signing-key-for-tests-9876543210abcd");
const T0 = new Date("2026-11-23T10:00:00Z");
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

async function refusal(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return (error as ApiError).body().error.code;
}

describe("createBearerVerifier", () => {
  it("accepts a token again from memory, and refuses it once it has expired", async () => {
    const verify = createBearerVerifier();
    const token = await signToken(KEY, { clientId: "demo-client", scope: "read" }, 60, T0);
    const header = `Bearer ${token}`;
    const claims = { clientId: "demo-client", scope: "read" };
    expect(await verify(KEY, header, T0)).toEqual(claims);
    expect(await verify(KEY, header, at(59))).toEqual(claims);
    expect(await refusal(verify(KEY, header, at(60)))).toBe("TOKEN_EXPIRED");
    expect(await refusal(verify(KEY, header, at(61)))).toBe("TOKEN_EXPIRED");
  });

  it("refuses a changed token and another key's view of a remembered one", async () => {
    const verify = createBearerVerifier();
    const token = await signToken(KEY, { clientId: "demo-client", scope: "*" }, 3600, T0);
    expect(await verify(KEY, `Bearer ${token}`, T0)).toMatchObject({ scope: "*" });
    const tampered = token.slice(0, -3) + (token.endsWith("A") ? "BBB" : "AAA");
    expect(await refusal(verify(KEY, `Bearer ${tampered}`, T0))).toBe("INVALID_TOKEN");
    expect(await refusal(verify(OTHER_KEY, `Bearer ${token}`, T0))).toBe("INVALID_TOKEN");
    expect(await refusal(verify(KEY, undefined, T0))).toBe("UNAUTHENTICATED");
  });
});
