import { beforeAll, describe, expect, it } from "vitest";

import { clientsFor, environments, type Who } from "./environments";
import { Client, DEMO_PASSWORD, signIn } from "./http";
import { fetchFrom } from "./peer-fetch";
import { serviceControl } from "./service";

// Issue 8's defects, each tried as an attacker would against the built dashboard (`next start`)
// and the real rental service. Every test here failed on the code before the fix (see the
// report of the security branch). Defect 4 (production refusals) is production-config.int.test.ts;
// defect 5 (token redirects) is lib/upstream/__tests__/token.test.ts; defect 7 is the
// interface's.

type AuditRow = {
  action: string;
  userEmail: string;
  status: number;
  details: Record<string, unknown>;
};

describe.each(environments())("security defects on $kind", (env) => {
  const service = serviceControl(env.serviceUrl);
  let as: Record<Who, Client>;
  let suffix = 0;

  beforeAll(async () => {
    as = await clientsFor(env.dashboardUrl);
  });

  async function audit(action: string): Promise<AuditRow[]> {
    const res = await as.admin.get(`/api/audit?action=${action}&pageSize=100`);
    expect(res.status, res.text).toBe(200);
    return (res.json as { data: AuditRow[] }).data;
  }

  /** A user of this test's own, so that throttling it disturbs nobody else. */
  async function newUser(password = "a perfectly long passphrase") {
    const email = `sec-${env.kind}-${Date.now()}-${suffix++}@x.test`;
    const res = await as.admin.request("POST", "/api/users", {
      email,
      name: "Security Test",
      role: "support",
      password,
    });
    expect(res.status, res.text).toBe(201);
    return { email, password };
  }

  it("defect 1: a signed-in visit to sign-in never redirects off the dashboard", async () => {
    const tricks = [
      "%2F.%2F%2Fevil.example",
      "/..//evil.example",
      "/.//evil.example/x",
      "%2F%5Cevil.example",
      "/%5C%5Cevil.example",
      "%2F%2Fevil.example",
      "/%2F%2Fevil.example",
      "%2F%252F%252Fevil.example",
      "/%2e%2e//evil.example",
      "https%3A%2F%2Fevil.example",
      "%09/evil.example",
      "/properties/..//..//evil.example",
    ];
    for (const trick of tricks) {
      const res = await as.support.raw(`/sign-in?callbackUrl=${trick}`);
      await res.text();
      expect(res.status, trick).toBeGreaterThanOrEqual(300);
      expect(res.status, trick).toBeLessThan(400);
      const target = new URL(res.headers.get("location")!, env.dashboardUrl);
      expect(target.origin, `${trick} → ${res.headers.get("location")}`).toBe(env.dashboardUrl);
      expect(target.pathname.startsWith("//"), trick).toBe(false);
    }
  });

  it("defect 2: a session cookie copied before sign-out gets 401 after it", async () => {
    const user = await signIn(env.dashboardUrl, "support");
    const stolen = user.cookieHeader();
    const thief = new Client(env.dashboardUrl);
    expect((await thief.get("/api/me", { cookie: stolen })).status).toBe(200);
    await user.signOut();
    const after = await thief.get("/api/me", { cookie: stolen });
    expect(after.status).toBe(401);
    expect(after.json).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
  });

  it("defect 3: wrong passwords from one address do not lock the owner out elsewhere", async () => {
    const victim = await newUser();
    const attacker = new Client(env.dashboardUrl, fetchFrom("127.0.0.2"));
    const codes: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await attacker.signInWith(victim.email, `wrong guess ${i}`)).code);
    // The attacker's own address is throttled for this account...
    expect(codes.at(-1)).toMatch(/^throttled:/);
    // ...but the owner, from another address, signs in with the right password.
    const owner = new Client(env.dashboardUrl, fetchFrom("127.0.0.3"));
    const result = await owner.signInWith(victim.email, victim.password);
    expect(result, JSON.stringify(result)).toMatchObject({ ok: true });
  });

  it("defect 3: 30 parallel wrong guesses get at most 5 passwords checked", async () => {
    const target = await newUser();
    const attacker = () => new Client(env.dashboardUrl, fetchFrom("127.0.0.4"));
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => attacker().signInWith(target.email, `guess ${i}`)),
    );
    const checked = results.filter((r) => r.code === "invalid_credentials");
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(results.filter((r) => r.code?.startsWith("throttled:")).length).toBeGreaterThanOrEqual(
      25,
    );
  });

  it("defect 6: body-less DELETE and sync-deed need no content type, and refuse a body", async () => {
    const origin = { origin: env.dashboardUrl };
    await service.resetStats();
    for (const [method, path] of [
      ["DELETE", "/api/v1/contracts/987654"],
      ["DELETE", "/api/v1/properties/987654"],
      ["POST", "/api/v1/properties/sync-deed/987654"],
    ] as const) {
      const res = await as.admin.raw(path, { method, headers: origin });
      const text = await res.text();
      expect(res.status, `${method} ${path}: ${text}`).toBe(404);
      expect(await service.calls(method, path.replace("/api/v1", ""))).toBe(1);

      const withBody = await as.admin.request(method, path, { unexpected: true });
      expect(withBody.status, withBody.text).toBe(400);
      expect(withBody.json).toMatchObject({ error: { code: "BODY_NOT_ALLOWED" } });
      const foreign = await as.admin.raw(path, {
        method,
        headers: { origin: "https://evil.example" },
      });
      await foreign.text();
      expect(foreign.status).toBe(403);
      expect(await service.calls(method, path.replace("/api/v1", ""))).toBe(1);
    }
  });

  it("defect 8: failed sign-ins, throttling and refused requests reach the audit log", async () => {
    const target = await newUser();
    const guesser = new Client(env.dashboardUrl, fetchFrom("127.0.0.5"));
    for (let i = 0; i < 6; i++) await guesser.signInWith(target.email, `nope ${i}`);
    const failed = await audit("auth.sign-in-failed");
    expect(failed.filter((r) => r.userEmail === target.email).length).toBeGreaterThanOrEqual(5);
    const throttled = await audit("auth.throttled");
    expect(throttled.some((r) => r.userEmail === target.email)).toBe(true);

    // Refusals are audited within a budget per event and address (a flood cannot fill the
    // disk), and other tests refuse requests from 127.0.0.1 too: these come from addresses
    // of their own.
    const support = new Client(env.dashboardUrl, fetchFrom("127.0.0.6"));
    expect((await support.signInWith("support@demo.test", DEMO_PASSWORD)).ok).toBe(true);
    expect((await support.get("/api/users")).status).toBe(403);
    expect(
      (await audit("request.forbidden")).some((r) => r.userEmail === "support@demo.test"),
    ).toBe(true);

    const manager = new Client(env.dashboardUrl, fetchFrom("127.0.0.7"));
    expect((await manager.signInWith("manager@demo.test", DEMO_PASSWORD)).ok).toBe(true);
    const foreign = await manager.request(
      "PUT",
      "/api/v1/units/1",
      {},
      {
        origin: "https://evil.example",
      },
    );
    expect(foreign.status).toBe(403);
    expect(
      (await audit("request.cross-origin")).some((r) => r.userEmail === "manager@demo.test"),
    ).toBe(true);

    const user = await signIn(env.dashboardUrl, "manager");
    const stolen = user.cookieHeader();
    await user.signOut();
    const replay = await new Client(env.dashboardUrl).get("/api/me", { cookie: stolen });
    expect(replay.status).toBe(401);
    expect(
      (await audit("request.unauthenticated")).some((r) => r.userEmail === "manager@demo.test"),
    ).toBe(true);
  });
});
