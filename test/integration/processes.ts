import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import {
  freePort,
  launch,
  type Proc,
  waitForHttp,
  waitForOutput,
} from "../../scripts/cluster/processes";
import { createTestDatabase, type TestDatabase } from "../databases";
import { signIn } from "./http";
import { TEST_FAULTS_SECRET } from "./service";

// Starts the two real programs for integration tests: the rental service (tsx) and the built
// dashboard (its standalone server), each on a random port with its own storage (a temp PGlite
// directory or a fresh PostgreSQL schema). Used by global-setup.ts, by tests that need a dashboard of
// their own (a cold token cache, an unreachable upstream), and by e2e/own-stack.ts (Playwright).

export const ROOT = path.resolve(import.meta.dirname, "../..");
const BIN = path.join(ROOT, "node_modules/.bin");
export const STANDALONE_SERVER = path.join(ROOT, ".next/standalone/server.js");
/** Timeout per upstream attempt in the tested dashboards: short, so outage tests are quick. */
export const TEST_UPSTREAM_TIMEOUT_MS = 1500;

export type Running = {
  url: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<number | string>;
};

/** Environment for a child: ours, minus anything that would point it at other storage. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(RENTAL_|AUTH_|DATABASE_|DASHBOARD_|DEMO_MODE|NODE_ENV|VITEST|TEST_)/.test(key)) continue;
    env[key] = value;
  }
  // NODE_ENV stays unset: the standalone server runs as production.
  const all: Record<string, string | undefined> = {
    ...env,
    NEXT_TELEMETRY_DISABLED: "1",
    ...extra,
  };
  return all as NodeJS.ProcessEnv;
}

export { freePort };

/** A started program as the tests see it (scripts/cluster/processes.ts launches it). */
function running(proc: Proc, url: string): Running {
  return {
    url,
    pid: proc.pid,
    logFile: proc.logFile,
    exited: proc.exited,
    stop: () => proc.stop(5_000),
  };
}

export type ServiceOptions = {
  db: TestDatabase;
  logDir: string;
  port?: number;
  name?: string;
  /** More variables (they win over the test defaults below), e.g. a larger seed. */
  extraEnv?: Record<string, string>;
};

export async function startService(options: ServiceOptions): Promise<Running> {
  const { db } = options;
  const logFile = path.join(options.logDir, `${options.name ?? "service"}.log`);
  const env = childEnv({
    RENTAL_SERVICE_HOST: "127.0.0.1",
    RENTAL_SERVICE_PORT: String(options.port ?? 0),
    RENTAL_SERVICE_FAULTS: "1",
    RENTAL_SERVICE_FAULTS_SECRET: TEST_FAULTS_SECRET,
    RENTAL_SERVICE_SEED_PROPERTIES: "12",
    RENTAL_SERVICE_SEED_PARTIES: "20",
    ...options.extraEnv,
    ...(db.kind === "postgres"
      ? { RENTAL_SERVICE_DATABASE_URL: db.url!, RENTAL_SERVICE_DB_SCHEMA: db.pgSchema! }
      : { RENTAL_SERVICE_DATA_DIR: db.dataDir }),
  });
  const proc = launch(path.join(BIN, "tsx"), ["rental-service/src/main.ts"], {
    cwd: ROOT,
    env,
    logFile,
  });
  const url = await waitForOutput(proc, /listening on (http:\/\/[\d.]+:\d+)/).catch(
    async (error: unknown) => {
      await proc.stop();
      throw error;
    },
  );
  return running(proc, url);
}

export type DashboardOptions = {
  rentalUrl: string;
  db: TestDatabase;
  logDir: string;
  authSecret: string;
  name?: string;
  /** A port of its own; default a free one. A restart passes the same port to keep URLs valid. */
  port?: number;
  /** RENTAL_API_TIMEOUT_MS; default TEST_UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: number;
  /** More variables (they win over the test defaults above). */
  extraEnv?: Record<string, string>;
};

export async function startDashboard(options: DashboardOptions): Promise<Running> {
  const { db } = options;
  const port = options.port ?? (await freePort());
  const logFile = path.join(options.logDir, `${options.name ?? "dashboard"}.log`);
  const env = childEnv({
    HOSTNAME: "127.0.0.1",
    PORT: String(port),
    NEXT_MANUAL_SIG_HANDLE: "true",
    RENTAL_API_BASE_URL: options.rentalUrl,
    RENTAL_API_TIMEOUT_MS: String(options.timeoutMs ?? TEST_UPSTREAM_TIMEOUT_MS),
    AUTH_SECRET: options.authSecret,
    AUTH_TRUST_HOST: "true",
    DEMO_MODE: "1",
    // No demo register: the suites count upstream requests and contracts of their own;
    // demo-register.int.test.ts turns it on for its own dashboards.
    DEMO_REGISTER: "0",
    // The suites send many requests a minute on purpose; rate-limit.int.test.ts starts its own
    // dashboard with the defaults to prove the limits.
    RATE_LIMIT_USER_PER_MINUTE: "100000",
    RATE_LIMIT_ADDRESS_PER_MINUTE: "100000",
    AUDIT_SECURITY_EVENTS_PER_MINUTE: "100000",
    ...options.extraEnv,
    ...(db.kind === "postgres"
      ? { DATABASE_URL: db.url!, DATABASE_SCHEMA: db.pgSchema! }
      : { DASHBOARD_DATA_DIR: db.dataDir }),
  });
  // The standalone server, as production runs it (scripts/start.sh, the Dockerfile).
  const proc = launch(process.execPath, [STANDALONE_SERVER], { cwd: ROOT, env, logFile });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health/live`, proc);
    // Live is not ready: the database opens (migrations, demo users) after start. A sign-in
    // waits for it without touching upstream (readiness would fetch a token, and some tests
    // need a cold token cache), so no test pays for the start-up.
    await signIn(url, "support");
  } catch (error) {
    await proc.stop();
    throw error;
  }
  return running(proc, url);
}

export function newAuthSecret(): string {
  return randomBytes(33).toString("base64url");
}

/** A dashboard with its own fresh storage; stop() also removes the storage. */
export async function startOwnDashboard(
  kind: TestDatabase["kind"],
  rentalUrl: string,
  label: string,
  timeoutMs?: number,
  extraEnv?: Record<string, string>,
): Promise<Running & { logDir: string }> {
  const logDir = mkdtempSync(path.join(tmpdir(), `rental-desk-${label}-logs-`));
  const db = createTestDatabase(kind, `${label}_dash`);
  let dashboard: Running;
  try {
    dashboard = await startDashboard({
      rentalUrl,
      db,
      logDir,
      authSecret: newAuthSecret(),
      name: label,
      timeoutMs,
      extraEnv,
    });
  } catch (error) {
    await db.cleanup();
    throw error;
  }
  return {
    ...dashboard,
    logDir,
    stop: async () => {
      await dashboard.stop();
      await db.cleanup();
      if (process.env.KEEP_TEST_LOGS !== "1") rmSync(logDir, { recursive: true, force: true });
    },
  };
}

export function ensureDir(dir: string) {
  mkdirSync(dir, { recursive: true });
  return dir;
}
