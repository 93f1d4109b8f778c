import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DEMO_AUTH_SECRET } from "../../lib/env";
import { environments } from "./environments";
import { leaks, signIn } from "./http";
import { childEnv, ROOT } from "./processes";

// The built client output carries no secret: scripts/scan-client-bundle.ts over `.next` (built
// with the default demo configuration, whose values it knows), and proof that the scan can fail.

function runScan(dir: string, values: string[] = []) {
  const args = ["scripts/scan-client-bundle.ts", "--dir", dir];
  for (const v of values) args.push("--value", v);
  return spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), args, {
    cwd: ROOT,
    env: childEnv({}),
    encoding: "utf8",
  });
}

describe("client bundle scan", () => {
  it("finds none of the secrets in the production build", () => {
    const values = [DEMO_AUTH_SECRET, ...environments().map((e) => e.authSecret)];
    const result = runScan(path.join(ROOT, ".next"), values);
    expect(result.stderr).toBe("");
    expect(result.stdout).toMatch(/client bundle scan: \d+ files, no secrets/);
    expect(result.status).toBe(0);
  });

  it("fails, naming the file but not the value, when a secret is planted", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "planted-build-"));
    try {
      mkdirSync(path.join(dir, "static/chunks"), { recursive: true });
      writeFileSync(path.join(dir, "static/chunks/clean.js"), "export const a = 1;");
      writeFileSync(path.join(dir, "static/chunks/leaky.js"), 'fetch("http://127.0.0.1:4010/x")');
      const result = runScan(dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain("leaky.js: contains the upstream address");
      expect(result.stderr).not.toContain("clean.js");
      expect(result.stderr + result.stdout).not.toContain("127.0.0.1:4010");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(environments())("pages served by the dashboard on $kind", (env) => {
  it("carry no upstream address, token, client secret or AUTH_SECRET", async () => {
    const admin = await signIn(env.dashboardUrl, "admin");
    for (const page of ["/sign-in", "/", "/properties", "/contracts", "/api/me"]) {
      const res = await admin.get(page);
      const text = res.text;
      expect(leaks(text, env.serviceUrl), page).toEqual([]);
      expect(text, page).not.toContain(env.authSecret);
    }
  });
});
