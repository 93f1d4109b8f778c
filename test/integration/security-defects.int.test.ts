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

  // Security, second pass (issue 34): reproductions 1, 4 and 7 against the production build.
  // Reproduction 2 (step-up) is rate-limit.int.test.ts's, whose dashboard has a short step-up
  // window; 3 and 6 are request-guards.int.test.ts's, 5 rate-limit.int.test.ts's.

  it("issue 34 reproduction 1: every password check answers 429 after the sign-in throttle's limit", async () => {
    // Wrong current passwords answered 400 eight times in a row, never 429, then 200 to the
    // right one. Each check here comes from an address of its own (the pair counter's key).
    const checks: [string, string, (guess: string) => unknown, number][] = [
      ["DELETE", "/api/account/second-factor", (g) => ({ currentPassword: g }), 400],
      ["POST", "/api/account/second-factor/recovery-codes", (g) => ({ currentPassword: g }), 400],
    ];
    for (const [i, [method, path, body, wrong]] of checks.entries()) {
      const owner = await newUser();
      const session = new Client(env.dashboardUrl, fetchFrom(`127.0.0.${21 + i}`));
      expect((await session.signInWith(owner.email, owner.password)).ok).toBe(true);
      const statuses: number[] = [];
      for (let n = 0; n < 6; n++)
        statuses.push((await session.request(method, path, body(`guess-${n}`))).status);
      expect(statuses, path).toEqual([wrong, wrong, wrong, wrong, wrong, 429]);
      const last = await session.request(method, path, body(owner.password));
      expect(last.status, path).toBe(429);
      expect(last.json).toMatchObject({ error: { code: "THROTTLED" } });
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    }
    // An admin's own password, asked before setting someone else's.
    const target = await newUser();
    const users = await as.admin.get(`/api/users?q=${encodeURIComponent(target.email)}`);
    const targetId = (users.json as { data: { id: string }[] }).data[0]!.id;
    const admin = new Client(env.dashboardUrl, fetchFrom("127.0.0.23"));
    expect((await admin.signInWith("admin@demo.test", DEMO_PASSWORD)).ok).toBe(true);
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const res = await admin.request("PATCH", `/api/users/${targetId}`, {
        password: "another perfectly long passphrase",
        adminPassword: `guess-${n}`,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    // The demo admin's right password from here is refused too until the window ends.
    const right = await admin.request("PATCH", `/api/users/${targetId}`, {
      password: "another perfectly long passphrase",
      adminPassword: DEMO_PASSWORD,
    });
    expect(right.status).toBe(429);
  });

  it("issue 34 reproduction 4: a third export at once answers 429 with Retry-After; upstream keeps to the budget", async () => {
    // Six exports started at once all ran, each paced on its own. Slow upstream answers keep
    // the first two running while the third asks (within the tested per-attempt timeout).
    const headers = { "sec-fetch-site": "same-origin" };
    await service.setFaults({ latencyMs: 1000 });
    try {
      const three = await Promise.all(
        [0, 1, 2].map(() => as.manager.get("/api/exports/parties?format=csv", headers)),
      );
      const statuses = three.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 200, 429]);
      const refused = three.find((r) => r.status === 429)!;
      expect(refused.json).toMatchObject({ error: { code: "TOO_MANY_EXPORTS" } });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    } finally {
      await service.resetFaults();
    }

    // Two each for three people at once: six exports, one budget of UPSTREAM_BACKGROUND_RPS (5)
    // requests a second, so their upstream requests take at least (n - 1) / 5 seconds.
    await service.resetStats();
    const started = Date.now();
    const six = await Promise.all(
      (["support", "manager", "admin"] as const).flatMap((who) =>
        [0, 1].map(() => as[who].get("/api/exports/parties?format=csv", headers)),
      ),
    );
    const elapsedMs = Date.now() - started;
    expect(six.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const sent = await service.businessCalls();
    expect(sent).toBeGreaterThanOrEqual(6);
    expect(elapsedMs).toBeGreaterThanOrEqual(((sent - 1) / 5) * 1000 - 50);
  });

  it("issue 34 reproduction 7: prototype keys in preferences and saved views answer 400 with the envelope", async () => {
    // A body key `constructor`, `toString`, `hasOwnProperty` or `__proto__` answered 500.
    for (const key of ["constructor", "toString", "hasOwnProperty", "__proto__"])
      for (const [method, path] of [
        ["PUT", "/api/me/preferences"],
        ["POST", "/api/saved-views"],
      ] as const) {
        // Written as JSON text: an object literal's __proto__ would set its prototype instead.
        const res = await as.manager.request(method, path, `{"${key}": {"push": 1}}`);
        expect(res.status, `${method} ${path} ${key}: ${res.text}`).toBe(400);
        expect(res.json).toMatchObject({
          error: { code: "VALIDATION_FAILED", details: { fields: {} } },
        });
      }
  });
});
