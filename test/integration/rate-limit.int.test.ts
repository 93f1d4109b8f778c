import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { environments } from "./environments";
import { Client } from "./http";
import { fetchFrom } from "./peer-fetch";
import { startOwnDashboard, type Running } from "./processes";

// API rate limits with real limits (the shared test dashboards set them high): a user over
// theirs gets 429 with Retry-After, others carry on; an address over its own (here anonymous
// requests from one address) too; and the refusals are in the audit log. The counts live in the
// database, so the same holds across instances sharing it. Its dashboard also has the shortest
// step-up window (STEP_UP_MAX_AGE_SECONDS=10), for issue 34's reproduction 2.

// Each phase may wait up to 20 s for a fresh minute.
vi.setConfig({ testTimeout: 120_000 });

const PER_USER = 15;
const PER_ADDRESS = 25;
const STEP_UP_SECONDS = 10;

/** Starts a phase early in a minute, so that the fixed window does not roll over mid-phase. */
async function freshWindow() {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 20_000) await new Promise((r) => setTimeout(r, left + 200));
}

describe.each(environments())("rate limits on $kind", (env) => {
  let dashboard: Running;
  beforeAll(async () => {
    dashboard = await startOwnDashboard(env.kind, env.serviceUrl, "ratelimit", undefined, {
      RATE_LIMIT_USER_PER_MINUTE: String(PER_USER),
      RATE_LIMIT_ADDRESS_PER_MINUTE: String(PER_ADDRESS),
      STEP_UP_MAX_AGE_SECONDS: String(STEP_UP_SECONDS),
    });
  });
  afterAll(() => dashboard?.stop());

  const from = (address: string) => new Client(dashboard.url, fetchFrom(address));

  it("answers 429 with Retry-After once a user is over their limit; others carry on", async () => {
    const user = from("127.0.0.11");
    expect((await user.signInWith("support@demo.test", "demo-password")).ok).toBe(true);
    const other = from("127.0.0.12");
    expect((await other.signInWith("manager@demo.test", "demo-password")).ok).toBe(true);
    await freshWindow();
    const statuses: number[] = [];
    for (let i = 0; i < PER_USER; i++) statuses.push((await user.get("/api/me")).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await user.get("/api/me");
    expect(over.status).toBe(429);
    expect(over.json).toMatchObject({ error: { code: "RATE_LIMITED" } });
    const retry = Number(over.headers.get("retry-after"));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await other.get("/api/me")).status).toBe(200);
  });

  it("a cookie of an ended session never spends its owner's limit", async () => {
    // Security pass 2, item 5: after "sign out other browsers", requests with the ended
    // session's cookie were counted under its owner, whose live session then got 429.
    const old = from("127.0.0.14");
    expect((await old.signInWith("manager@demo.test", "demo-password")).ok).toBe(true);
    const live = from("127.0.0.15");
    expect((await live.signInWith("manager@demo.test", "demo-password")).ok).toBe(true);
    expect((await live.request("DELETE", "/api/account/sessions")).status).toBe(200);
    await freshWindow();
    const statuses = new Set<number>();
    for (let i = 0; i < PER_USER + 5; i++) statuses.add((await old.get("/api/me")).status);
    expect([...statuses].every((s) => s === 401 || s === 429)).toBe(true);
    expect((await live.get("/api/me")).status).toBe(200);
  });

  it("limits one address, signed in or not, and audits the refusals", async () => {
    const crowd = from("127.0.0.13");
    await freshWindow();
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS + 2; i++)
      statuses.push((await crowd.get("/api/v1/regions")).status);
    expect(statuses.slice(0, PER_ADDRESS).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(PER_ADDRESS)).toEqual([429, 429]);

    const admin = from("127.0.0.14");
    expect((await admin.signInWith("admin@demo.test", "demo-password")).ok).toBe(true);
    const audit = await admin.get("/api/audit?action=request.rate-limited&pageSize=100");
    expect(audit.status, audit.text).toBe(200);
    const rows = (audit.json as { data: { details: { address?: string; scope?: string } }[] }).data;
    expect(
      rows.some((r) => r.details.address === "127.0.0.13" && r.details.scope === "address"),
    ).toBe(true);
    expect(rows.some((r) => r.details.address === "127.0.0.11" && r.details.scope === "user")).toBe(
      true,
    );
  });

  it("issue 34 reproduction 2: enrolling a second factor needs a step-up, and ends the other sessions", async () => {
    // POST /api/account/second-factor answered 200 with a fresh secret to a session signed in
    // long before, and enrolling left a copied cookie's session alive.
    const admin = from("127.0.0.16");
    expect((await admin.signInWith("admin@demo.test", "demo-password")).ok).toBe(true);
    const email = `step-up-${env.kind}-${Date.now()}@x.test`;
    const password = "a perfectly long passphrase";
    const created = await admin.request("POST", "/api/users", {
      email,
      name: "Step Up",
      role: "support",
      password,
    });
    expect(created.status, created.text).toBe(201);
    // A password someone else set is changed at the first sign-in; then two browsers.
    const first = from("127.0.0.17");
    expect((await first.signInWith(email, password)).ok).toBe(true);
    const own = "another perfectly long passphrase";
    const changed = await first.request("POST", "/api/account/password", {
      currentPassword: password,
      newPassword: own,
    });
    expect(changed.status, changed.text).toBe(200);
    const old = from("127.0.0.18");
    expect((await old.signInWith(email, own)).ok).toBe(true);
    const other = from("127.0.0.19");
    expect((await other.signInWith(email, own)).ok).toBe(true);

    // The sign-in's step-up lapses: wait for the window (a clock, not an ordering, to pass).
    await new Promise((r) => setTimeout(r, (STEP_UP_SECONDS + 1) * 1000));
    const refused = await old.request("POST", "/api/account/second-factor");
    expect(refused.status, refused.text).toBe(403);
    expect(refused.json).toMatchObject({ error: { code: "STEP_UP_REQUIRED" } });

    const stepUp = await old.request("POST", "/api/account/step-up", { password: own });
    expect(stepUp.status, stepUp.text).toBe(200);
    const begun = await old.request("POST", "/api/account/second-factor");
    expect(begun.status, begun.text).toBe(200);
    const { uri } = (begun.json as { data: { uri: string } }).data;
    const code = (OTPAuth.URI.parse(uri) as OTPAuth.TOTP).generate();
    const confirmed = await old.request("PUT", "/api/account/second-factor", { code });
    expect(confirmed.status, confirmed.text).toBe(200);

    // The other browser's session ended; this one carries on.
    const elsewhere = await other.get("/api/me");
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.json).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
    expect((await old.get("/api/me")).status).toBe(200);
  });
});
