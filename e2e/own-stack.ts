import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, type Browser, type Page } from "@playwright/test";

import { createTestDatabase } from "../test/databases";
import {
  freePort,
  newAuthSecret,
  startDashboard,
  startService,
  type Running,
} from "../test/integration/processes";
import { serviceControl, type ServiceControl } from "../test/integration/service";
import { DEMO_PASSWORD, ROLE_USERS, type DemoRole } from "./roles";

// A rental service and a dashboard of one spec's own, beside the run's shared servers
// (playwright.config.ts), started as the integration suite starts them (test/integration/
// processes.ts): a fresh seed whose deeds were never synced, the service's request counters
// (RENTAL_SERVICE_FAULTS, test/integration/service.ts), and a dashboard that a spec can stop and
// start again as a deployment does: same port (the page's URL stays valid), same PGlite directory,
// same AUTH_SECRET (the browser's session cookie still works).

export type OwnStack = {
  /** The dashboard's origin, the same across restarts. */
  url: string;
  service: ServiceControl;
  /** The running dashboard's log (what it wrote since its last start). */
  dashboardLog(): string;
  /** SIGTERM, as a deployment stops it; resolves with the exit code. */
  stopDashboard(): Promise<number | string>;
  /** Starts the dashboard again on the same port, storage and secret; resolves once it is ready. */
  restartDashboard(): Promise<void>;
  /** Stops both, removes their storage and logs (KEEP_TEST_LOGS=1 keeps the logs). */
  close(): Promise<void>;
};

export async function startOwnStack(
  label: string,
  dashboardEnv: Record<string, string>,
  /** The rental service's variables (its seed's size, say) over the test defaults. */
  serviceEnv: Record<string, string> = {},
): Promise<OwnStack> {
  const logDir = mkdtempSync(path.join(tmpdir(), `rental-desk-e2e-${label}-logs-`));
  const serviceDb = createTestDatabase("pglite", `e2e_${label}_service`);
  const dashboardDb = createTestDatabase("pglite", `e2e_${label}_dash`);
  const authSecret = newAuthSecret();
  const port = await freePort();
  let service: Running | undefined;
  let dashboard: Running | undefined;
  let starts = 0;

  const startOurDashboard = async (rentalUrl: string) => {
    dashboard = await startDashboard({
      rentalUrl,
      db: dashboardDb,
      logDir,
      authSecret,
      port,
      name: `${label}-dashboard-${++starts}`,
      timeoutMs: 10_000,
      extraEnv: dashboardEnv,
    });
  };
  const close = async () => {
    await dashboard?.stop();
    await service?.stop();
    await dashboardDb.cleanup();
    await serviceDb.cleanup();
    if (process.env.KEEP_TEST_LOGS !== "1") rmSync(logDir, { recursive: true, force: true });
  };

  try {
    service = await startService({
      db: serviceDb,
      logDir,
      name: `${label}-service`,
      extraEnv: serviceEnv,
    });
    await startOurDashboard(service.url);
  } catch (error) {
    await close();
    throw error;
  }
  const rentalUrl = service.url;
  return {
    url: `http://127.0.0.1:${port}`,
    service: serviceControl(rentalUrl),
    dashboardLog() {
      if (!dashboard) throw new Error("the dashboard is not running");
      return readFileSync(dashboard.logFile, "utf8");
    },
    async stopDashboard() {
      if (!dashboard) throw new Error("the dashboard is not running");
      process.kill(dashboard.pid, "SIGTERM");
      const code = await dashboard.exited;
      dashboard = undefined;
      return code;
    },
    restartDashboard: () => startOurDashboard(rentalUrl),
    close,
  };
}

/**
 * Signs `role` in on a stack's dashboard once, as auth.setup.ts does on the shared one, and keeps
 * the session in `file` for `storageState`; `prepare` runs signed in before the session is kept.
 */
export async function signInOnStack(
  browser: Browser,
  url: string,
  role: DemoRole,
  file: string,
  prepare?: (page: Page) => Promise<void>,
): Promise<string> {
  const context = await browser.newContext({
    baseURL: url,
    storageState: { cookies: [], origins: [] },
  });
  try {
    const page = await context.newPage();
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(ROLE_USERS[role]);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    // A first sign-in on a cold server: slow on a busy two-core machine.
    await expect(page).toHaveURL((u) => u.pathname === "/", { timeout: 60_000 });
    await prepare?.(page);
    await context.storageState({ path: file });
    return file;
  } finally {
    await context.close();
  }
}
