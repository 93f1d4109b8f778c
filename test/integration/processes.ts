import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { createTestDatabase, type TestDatabase } from "../databases";

// Starts the two real programs for integration tests: the rental service (tsx) and the built
// dashboard (`next start`), each on a random port with its own storage (a temp PGlite directory
// or a fresh PostgreSQL schema). Used by global-setup.ts and by tests that need a dashboard of
// their own (a cold token cache, an unreachable upstream).

export const ROOT = path.resolve(import.meta.dirname, "../..");
const BIN = path.join(ROOT, "node_modules/.bin");
/** Timeout per upstream attempt in the tested dashboards: short, so outage tests are quick. */
export const TEST_UPSTREAM_TIMEOUT_MS = 1500;

export type Running = { url: string; pid: number; logFile: string; stop(): Promise<void> };

/** Environment for a child: ours, minus anything that would point it at other storage. */
export function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(RENTAL_|AUTH_|DATABASE_|DASHBOARD_|DEMO_MODE|NODE_ENV|VITEST|TEST_)/.test(key)) continue;
    env[key] = value;
  }
  // NODE_ENV stays unset: `next start` then runs as production.
  const all: Record<string, string | undefined> = {
    ...env,
    NEXT_TELEMETRY_DISABLED: "1",
    ...extra,
  };
  return all as NodeJS.ProcessEnv;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// Process groups still running; if this process ends without stopping them (a timed-out hook,
// an interrupted run), they are killed on the way out rather than left behind.
const live = new Set<number>();
process.once("exit", () => {
  for (const pid of live) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
});

function launch(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  const log = createWriteStream(logFile, { flags: "a" });
  // Own process group, so stop() reaches tsx's and next's child processes too.
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: "pipe" });
  if (child.pid) live.add(child.pid);
  child.once("exit", () => live.delete(child.pid!));
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}

function stopper(child: ChildProcess) {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    const signal = (name: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // Already gone.
      }
    };
    signal("SIGTERM");
    const timer = setTimeout(() => signal("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
}

function tail(logFile: string): string {
  try {
    return readFileSync(logFile, "utf8").split("\n").slice(-30).join("\n");
  } catch {
    return "(no log)";
  }
}

export type ServiceOptions = { db: TestDatabase; logDir: string; port?: number; name?: string };

export async function startService(options: ServiceOptions): Promise<Running> {
  const { db } = options;
  const logFile = path.join(options.logDir, `${options.name ?? "service"}.log`);
  const env = childEnv({
    RENTAL_SERVICE_HOST: "127.0.0.1",
    RENTAL_SERVICE_PORT: String(options.port ?? 0),
    RENTAL_SERVICE_FAULTS: "1",
    RENTAL_SERVICE_SEED_PROPERTIES: "12",
    RENTAL_SERVICE_SEED_PARTIES: "20",
    ...(db.kind === "postgres"
      ? { RENTAL_SERVICE_DATABASE_URL: db.url!, RENTAL_SERVICE_DB_SCHEMA: db.pgSchema! }
      : { RENTAL_SERVICE_DATA_DIR: db.dataDir }),
  });
  const child = launch(path.join(BIN, "tsx"), ["rental-service/src/main.ts"], env, logFile);
  const url = await new Promise<string>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => reject(new Error(`rental service did not start:\n${tail(logFile)}`)),
      120_000,
    );
    child.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(seen);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`rental service exited (${code}):\n${tail(logFile)}`));
    });
  });
  return { url, pid: child.pid!, logFile, stop: stopper(child) };
}

export type DashboardOptions = {
  rentalUrl: string;
  db: TestDatabase;
  logDir: string;
  authSecret: string;
  name?: string;
  /** RENTAL_API_TIMEOUT_MS; default TEST_UPSTREAM_TIMEOUT_MS. */
  timeoutMs?: number;
};

export async function startDashboard(options: DashboardOptions): Promise<Running> {
  const { db } = options;
  const port = await freePort();
  const logFile = path.join(options.logDir, `${options.name ?? "dashboard"}.log`);
  const env = childEnv({
    RENTAL_API_BASE_URL: options.rentalUrl,
    RENTAL_API_TIMEOUT_MS: String(options.timeoutMs ?? TEST_UPSTREAM_TIMEOUT_MS),
    AUTH_SECRET: options.authSecret,
    AUTH_TRUST_HOST: "true",
    DEMO_MODE: "1",
    ...(db.kind === "postgres"
      ? { DATABASE_URL: db.url!, DATABASE_SCHEMA: db.pgSchema! }
      : { DASHBOARD_DATA_DIR: db.dataDir }),
  });
  const child = launch(
    path.join(BIN, "next"),
    ["start", "-H", "127.0.0.1", "-p", String(port)],
    env,
    logFile,
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  let exited = false;
  child.once("exit", () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`dashboard exited:\n${tail(logFile)}`);
    if (Date.now() > deadline) throw new Error(`dashboard did not start:\n${tail(logFile)}`);
    const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.status < 500 || r.status === 503,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return { url, pid: child.pid!, logFile, stop: stopper(child) };
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
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}

export function ensureDir(dir: string) {
  mkdirSync(dir, { recursive: true });
  return dir;
}
