import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it, vi } from "vitest";

import { openDashboardDatabase } from "../../lib/db/database";
import { createUser } from "../../lib/auth/users";
import { Client } from "./http";
import { childEnv, freePort, newAuthSecret, ROOT } from "./processes";

// Defect 4 of issue 8, against the production build: `next start` (NODE_ENV=production) without
// DEMO_MODE refuses to start with demo or insecure settings, naming the variable and never its
// value; with a sound configuration, demo accounts cannot sign in and the session cookie is
// `__Host-` prefixed.

// Each case starts a production server of its own; on a busy machine that takes a while.
vi.setConfig({ testTimeout: 150_000 });

type Started = { code: Promise<number | null>; output: () => string; url: string; stop(): void };

async function startProduction(extra: Record<string, string>, dataDir: string): Promise<Started> {
  const port = await freePort();
  let output = "";
  const child = spawn(
    path.join(ROOT, "node_modules/.bin/next"),
    ["start", "-H", "127.0.0.1", "-p", String(port)],
    {
      cwd: ROOT,
      detached: true,
      env: childEnv({
        AUTH_TRUST_HOST: "true",
        DASHBOARD_DATA_DIR: dataDir,
        DEMO_MODE: "0",
        ...extra,
      }),
    },
  );
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const code = new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  return {
    code,
    output: () => output,
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      try {
        process.kill(-child.pid!, "SIGKILL");
      } catch {
        // already gone
      }
    },
  };
}

/** Resolves "exited" when the process ends, "serving" once it answers HTTP. */
async function outcome(started: Started): Promise<"exited" | "serving"> {
  const deadline = Date.now() + 90_000;
  let exited = false;
  void started.code.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) return "exited";
    const up = await fetch(`${started.url}/sign-in`, { signal: AbortSignal.timeout(3_000) }).then(
      (r) => r.status > 0,
      () => false,
    );
    if (up) return "serving";
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`neither started nor exited:\n${started.output()}`);
}

const sound = {
  AUTH_SECRET: newAuthSecret(),
  RENTAL_API_BASE_URL: "http://127.0.0.1:9",
  RENTAL_CLIENT_SECRET: "an-operator-issued-secret-7f3a9c",
};

describe("production configuration (defect 4)", () => {
  const dirs: string[] = [];
  const running: Started[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), "rental-desk-prodcfg-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const r of running) r.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const refusals: [string, Record<string, string>, string, string][] = [
    [
      "the demo client secret",
      { ...sound, RENTAL_CLIENT_SECRET: "demo-secret" },
      "RENTAL_CLIENT_SECRET",
      "demo-secret",
    ],
    [
      "an http:// upstream that is not loopback",
      { ...sound, RENTAL_API_BASE_URL: "http://rental.internal.example:8080" },
      "RENTAL_API_BASE_URL",
      "rental.internal.example",
    ],
    [
      "a weak AUTH_SECRET",
      { ...sound, AUTH_SECRET: "passwordpasswordpasswordpassword" },
      "AUTH_SECRET",
      "passwordpassword",
    ],
  ];

  it.each(refusals)(
    "refuses to start with %s, naming the variable",
    async (_, env, name, value) => {
      const started = await startProduction(env, dataDir());
      running.push(started);
      expect(await outcome(started), started.output()).toBe("exited");
      expect(await started.code).not.toBe(0);
      expect(started.output()).toContain(name);
      expect(started.output()).not.toContain(value);
    },
  );

  it("with a sound configuration: demo accounts are refused, the cookie is __Host-", async () => {
    const dir = dataDir();
    const handle = openDashboardDatabase({ dataDir: dir });
    const db = await handle.get();
    await createUser(db, {
      email: "admin@demo.test",
      name: "Left over from a demo",
      role: "admin",
      password: "demo-password",
    });
    await createUser(db, {
      email: "nadia@example.test",
      name: "Nadia",
      role: "manager",
      password: "a sound passphrase for nadia",
    });
    await handle.close();

    const started = await startProduction(sound, dir);
    running.push(started);
    expect(await outcome(started), started.output()).toBe("serving");

    const demo = await new Client(started.url).signInWith("admin@demo.test", "demo-password");
    expect(demo.ok).toBe(false);

    const person = new Client(started.url);
    const res = await person.raw("/api/auth/csrf");
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    const signIn = await person.raw("/api/auth/callback/credentials", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: started.url },
      body: new URLSearchParams({
        csrfToken,
        email: "nadia@example.test",
        password: "a sound passphrase for nadia",
        callbackUrl: `${started.url}/`,
      }).toString(),
    });
    await signIn.text();
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => /session-token=/.test(c) && !/max-age=0/i.test(c));
    expect(cookie, signIn.headers.getSetCookie().join("\n")).toMatch(/^__Host-/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).not.toMatch(/;\s*Domain=/i);
    expect((await person.get("/api/me")).status).toBe(200);
  });
});
