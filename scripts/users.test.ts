import { spawnSync } from "node:child_process";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { listAudit } from "@/lib/users/audit-log";
import { auditListQuerySchema } from "@/lib/users/audit-schemas";
import { openDashboardDatabase, type DashboardDbHandle } from "@/lib/db/database";
import { runUsersCommand, UsageError } from "@/lib/users/cli";
import { findUserByEmail } from "@/lib/auth/users";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@/test/databases";

// `npm run users`: every change it makes is in the audit log (issue 8, defect 8), as the command
// line and the operator; new passwords follow the dashboard's rules and must be changed at the
// next sign-in. One real process proves the wiring; the commands run in-process on both databases.

vi.setConfig({ testTimeout: 120_000 });

const ROOT = path.resolve(import.meta.dirname, "..");

describe("npm run users (a real process)", () => {
  let testDb: TestDatabase;
  beforeAll(() => {
    testDb = createTestDatabase("pglite", "users_cli");
  });
  afterAll(() => testDb.cleanup());

  it("adds a user and records it in the audit log as the command line", async () => {
    const env: Record<string, string> = {};
    for (const [k, v] of Object.entries(process.env))
      if (v !== undefined && !/^(DATABASE_|DASHBOARD_|VITEST|NODE_ENV|TEST_)/.test(k)) env[k] = v;
    const args = ["--conditions=react-server", "scripts/users.ts", "add", "cli-user@x.test"];
    const result = spawnSync(
      path.join(ROOT, "node_modules/.bin/tsx"),
      [...args, "--name", "Cli User", "--role", "support"],
      {
        cwd: ROOT,
        env: { ...env, DASHBOARD_DATA_DIR: testDb.dataDir } as unknown as NodeJS.ProcessEnv,
        encoding: "utf8",
      },
    );
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    const handle = openDashboardDatabase({ dataDir: testDb.dataDir });
    try {
      const db = await handle.get();
      const user = await findUserByEmail(db, "cli-user@x.test");
      const { rows } = await listAudit(db, auditListQuerySchema.parse({ action: "user.create" }));
      expect(rows).toEqual([
        expect.objectContaining({
          targetId: user!.id,
          role: "cli",
          userEmail: expect.stringMatching(/^cli:/),
        }),
      ]);
      expect(user!.mustChangePassword).toBe(true);
    } finally {
      await handle.close();
    }
  });
});

describe.each(testDatabaseKinds())("npm run users commands (%s)", (kind) => {
  let testDb: TestDatabase;
  let handle: DashboardDbHandle;
  const out: string[] = [];
  const io = {
    out: (l: string) => out.push(l),
    warn: (l: string) => out.push(l),
    stdin: async () => "",
  };
  beforeAll(async () => {
    testDb = createTestDatabase(kind, "users_cmds");
    handle = openDashboardDatabase(testDb);
    await handle.get();
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await testDb.cleanup();
  });
  const run = async (...argv: string[]) => runUsersCommand(await handle.get(), argv, io);

  it("records every change, never with a password in it", async () => {
    const email = "ops@x.test";
    await run(
      "add",
      email,
      "--name",
      "Ops",
      "--role",
      "support",
      "--password",
      "a long passphrase here",
    );
    await run("role", email, "manager");
    await run("disable", email);
    await run("enable", email);
    await run("reset-password", email);
    await run("end-sessions", email);
    await run("reset-2fa", email);
    const db = await handle.get();
    const user = (await findUserByEmail(db, email))!;
    const { rows } = await listAudit(db, auditListQuerySchema.parse({ targetId: user.id }));
    expect(rows.reverse().map((r) => [r.action, r.details])).toEqual([
      ["user.create", { email, role: "support" }],
      ["user.update", { changed: ["role"], role: "manager" }],
      ["user.update", { changed: ["disabled"], disabled: true }],
      ["user.update", { changed: ["disabled"], disabled: false }],
      ["user.update", { changed: ["password"] }],
      ["user.sessions-end", { ended: 0 }],
      ["user.second-factor-reset", {}],
    ]);
    expect(JSON.stringify(rows)).not.toContain("a long passphrase here");
    expect(rows.every((r) => r.role === "cli" && r.userEmail.startsWith("cli:"))).toBe(true);
  });

  it("applies the dashboard's password rules, and says why in English", async () => {
    const refusals = {
      short: "Invalid password: At least 12 characters",
      password1234: "Invalid password: This password is too common; choose one nobody would guess",
      qwertyuiop123: "Invalid password: This password is too common; choose one nobody would guess",
      "ops2@x.test-secret":
        "Invalid password: Do not use your email address or name in the password",
    };
    for (const [password, message] of Object.entries(refusals)) {
      const attempt = run(
        ...["add", "ops2@x.test", "--name", "Ops Two", "--role", "support", "--password", password],
      );
      await expect(attempt).rejects.toBeInstanceOf(UsageError);
      await expect(attempt).rejects.toThrow(message);
    }
    await expect(run("add", "not-an-email")).rejects.toThrow(
      "Invalid email: Enter a valid email address",
    );
    expect(await findUserByEmail(await handle.get(), "ops2@x.test")).toBeNull();
  });
});
