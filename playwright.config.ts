import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { defineConfig, devices } from "@playwright/test";

import { CHROMIUM_ARGS } from "./e2e/chromium-args";

// End-to-end runs against the standalone build (`npm run build`) plus the rental service, each with fresh
// data for this run. The directory is made once by the main process; workers inherit it.
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(tmpdir(), "rental-desk-e2e-"));
const runDir = process.env.E2E_RUN_DIR;

const servicePort = Number(process.env.E2E_SERVICE_PORT ?? 4110);
const webPort = Number(process.env.E2E_WEB_PORT ?? 3110);
export const baseURL = `http://127.0.0.1:${webPort}`;

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  },
};

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  // The PGlite template (test/pglite-template.ts) for the databases a spec starts of its own
  // (own-stack.ts); the run's shared servers below start from empty directories, as a deployment.
  globalSetup: "./test/pglite-template.ts",
  use: {
    baseURL,
    // A failed test keeps its trace (every action with the page's DOM before and after) and a
    // screenshot of the end. The trace's filmstrip (a screencast of every test, kept or not) is
    // off: it cost about a tenth of the suite's time on a two-core machine.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/, use: chromium },
    { name: "e2e", testMatch: /.*\.spec\.ts/, dependencies: ["setup"], use: chromium },
  ],
  webServer: [
    {
      command: "npx tsx rental-service/src/main.ts",
      url: `http://127.0.0.1:${servicePort}/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        RENTAL_SERVICE_PORT: String(servicePort),
        RENTAL_SERVICE_DATA_DIR: path.join(runDir, "rental-service"),
        RENTAL_SERVICE_DATABASE_URL: "",
        DATABASE_URL: "",
      },
    },
    {
      // The standalone server, as production runs it (`npm run build` copies its assets in).
      command: "node .next/standalone/server.js",
      url: `${baseURL}/api/health/live`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        HOSTNAME: "127.0.0.1",
        PORT: String(webPort),
        NEXT_MANUAL_SIG_HANDLE: "true",
        NEXT_TELEMETRY_DISABLED: "1",
        // Idle sockets stay open a minute instead of Node's 5 s. Playwright's request client
        // (`page.request`) reuses an idle socket without heeding `Keep-Alive: timeout=5` and,
        // unlike a browser, does not retry when the server closes it at that moment: a spec's
        // API read 6 s after its previous one met ECONNRESET on a busy machine. In production
        // HAProxy opens a connection per request (`http-server-close`), so this never arises.
        KEEP_ALIVE_TIMEOUT: "60000",
        AUTH_SECRET: "e2e-secret-0123456789abcdefghijklmnopqrstuvwxyz",
        AUTH_TRUST_HOST: "true",
        AUTH_URL: baseURL,
        DEMO_MODE: "1",
        // The specs make their own contracts on units they name and count what they made: the
        // demo register would lease units under them (test/integration/demo-register.int.test.ts
        // proves the demo register on a dashboard of its own).
        DEMO_REGISTER: "0",
        // Specs load many pages a minute; the limits are proven in the integration suite.
        RATE_LIMIT_USER_PER_MINUTE: "100000",
        RATE_LIMIT_ADDRESS_PER_MINUTE: "100000",
        AUDIT_SECURITY_EVENTS_PER_MINUTE: "100000",
        // Stored sessions (auth.setup.ts) are signed in once for the whole run, which lasts longer
        // than the default 10 minutes; specs that add users would then meet the step-up dialog.
        // Step-up itself is proven on a dashboard of its own (step-up.spec.ts, 10 s).
        STEP_UP_MAX_AGE_SECONDS: "86400",
        // A slow pace, so that an export of all properties (3 pages) runs long enough to be
        // cancelled by a spec on a busy machine; filtered exports are one page and never wait.
        EXPORT_UPSTREAM_RPS: "0.2",
        RENTAL_API_BASE_URL: `http://127.0.0.1:${servicePort}`,
        DASHBOARD_DATA_DIR: path.join(runDir, "dashboard"),
        DATABASE_URL: "",
      },
    },
  ],
});
