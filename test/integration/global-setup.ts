import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { TestProject } from "vitest/node";

import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../databases";
import setUpPgliteTemplate from "../pglite-template";
import {
  childEnv,
  newAuthSecret,
  ROOT,
  STANDALONE_SERVER,
  startDashboard,
  startService,
  type Running,
} from "./processes";

// Integration tests run against the real programs: for each database kind (PGlite always,
// PostgreSQL when TEST_DATABASE_URL is set) one rental service process (fault injection on, a
// small seed) and one built dashboard (standalone server) pointed at it, each with fresh storage.
// Tests receive the addresses through inject("environments").

export type TestEnvironment = {
  kind: TestDatabase["kind"];
  dashboardUrl: string;
  serviceUrl: string;
  authSecret: string;
  logDir: string;
};

declare module "vitest" {
  export interface ProvidedContext {
    environments: TestEnvironment[];
  }
}

function ensureBuild() {
  if (existsSync(STANDALONE_SERVER) && existsSync(path.join(ROOT, ".next/standalone/public")))
    return;
  console.log("[integration] no production build found: running `npm run build` once");
  // The build gets the default (demo) configuration: the values the bundle scan looks for.
  const result = spawnSync("bash", [path.join(ROOT, "scripts/build.sh")], {
    cwd: ROOT,
    env: childEnv({}),
    stdio: "inherit",
  });
  if (result.status !== 0)
    throw new Error("`npm run build` failed; integration tests need a build");
}

export default async function setup(project: TestProject) {
  ensureBuild();
  const removeTemplate = await setUpPgliteTemplate();
  const processes: Running[] = [];
  const databases: TestDatabase[] = [];
  const logDirs: string[] = [];

  async function teardown() {
    await Promise.all(processes.map((p) => p.stop()));
    await Promise.all(databases.map((d) => d.cleanup().catch(() => {})));
    removeTemplate();
    if (process.env.KEEP_TEST_LOGS !== "1") {
      for (const dir of logDirs) rmSync(dir, { recursive: true, force: true });
    }
  }

  try {
    const environments = await Promise.all(
      testDatabaseKinds().map(async (kind): Promise<TestEnvironment> => {
        const logDir = mkdtempSync(path.join(tmpdir(), `rental-desk-int-${kind}-`));
        logDirs.push(logDir);
        const serviceDb = createTestDatabase(kind, "int_service");
        const dashboardDb = createTestDatabase(kind, "int_dashboard");
        databases.push(serviceDb, dashboardDb);
        const service = await startService({ db: serviceDb, logDir });
        processes.push(service);
        const authSecret = newAuthSecret();
        const dashboard = await startDashboard({
          rentalUrl: service.url,
          db: dashboardDb,
          logDir,
          authSecret,
        });
        processes.push(dashboard);
        return { kind, dashboardUrl: dashboard.url, serviceUrl: service.url, authSecret, logDir };
      }),
    );
    project.provide("environments", environments);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
