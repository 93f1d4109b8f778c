import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, readFileSync } from "node:fs";
import path from "node:path";

import { childEnv, ROOT } from "../test/integration/processes";

// The programs under measurement, each in its own process group on a fixed loopback port
// (5800-5899), with its output in a log file of this run.

const BIN = path.join(ROOT, "node_modules/.bin");

export type Proc = { url: string; pid: number; logFile: string; stop(): Promise<void> };

const live = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of live) signal(child, "SIGKILL");
});

function signal(child: ChildProcess, name: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, name);
  } catch {
    // Already gone.
  }
}

function launch(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  const log = createWriteStream(logFile, { flags: "a" });
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: "pipe" });
  live.add(child);
  child.once("exit", () => live.delete(child));
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  return child;
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    signal(child, "SIGTERM");
    const timer = setTimeout(() => signal(child, "SIGKILL"), 15_000);
    await exited;
    clearTimeout(timer);
  };
}

const tail = (file: string) => readFileSync(file, "utf8").split("\n").slice(-20).join("\n");

export type ServiceSetup = {
  port: number;
  logFile: string;
  /** PGlite directory, or a PostgreSQL URL and schema. */
  storage: { dataDir: string } | { url: string; schema: string };
  seedProperties?: number;
  readyTimeoutMs?: number;
};

/** The fault routes' secret (x-faults-secret) of the benchmarked service: a local run's own. */
export const BENCH_FAULTS_SECRET = "bench-faults-secret-0123456789abcdef";

/** The rental service with /__stats counters on (RENTAL_SERVICE_FAULTS=1, no fault set). */
export async function startService(setup: ServiceSetup): Promise<Proc> {
  const storage: Record<string, string> =
    "dataDir" in setup.storage
      ? { RENTAL_SERVICE_DATA_DIR: setup.storage.dataDir }
      : {
          RENTAL_SERVICE_DATABASE_URL: setup.storage.url,
          RENTAL_SERVICE_DB_SCHEMA: setup.storage.schema,
        };
  const env = childEnv({
    RENTAL_SERVICE_HOST: "127.0.0.1",
    RENTAL_SERVICE_PORT: String(setup.port),
    RENTAL_SERVICE_FAULTS: "1",
    RENTAL_SERVICE_FAULTS_SECRET: BENCH_FAULTS_SECRET,
    RENTAL_SERVICE_LOG: "0",
    ...(setup.seedProperties
      ? { RENTAL_SERVICE_SEED_PROPERTIES: String(setup.seedProperties) }
      : {}),
    ...storage,
  });
  const child = launch(path.join(BIN, "tsx"), ["rental-service/src/main.ts"], env, setup.logFile);
  const url = await new Promise<string>((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(
      () => reject(new Error(`rental service did not start:\n${tail(setup.logFile)}`)),
      setup.readyTimeoutMs ?? 120_000,
    );
    child.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(seen);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve(match[1]);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`rental service exited (${code}):\n${tail(setup.logFile)}`));
    });
  });
  return { url, pid: child.pid!, logFile: setup.logFile, stop: stopper(child) };
}

export type DashboardSetup = {
  port: number;
  logFile: string;
  rentalUrl: string;
  dataDir: string;
  /** Extra environment (`--env KEY=VALUE`), e.g. rate limits raised for the load test. */
  extraEnv?: Record<string, string>;
  /** Node flags for the server process, e.g. --cpu-prof (not allowed in NODE_OPTIONS). */
  nodeArgs?: string[];
};

/** `next start` of the bench's build (with its own routes: BENCH_ROUTES=1), demo users on. */
export async function startDashboard(setup: DashboardSetup): Promise<Proc> {
  const env = childEnv({
    AUTH_SECRET: randomBytes(33).toString("base64url"),
    AUTH_TRUST_HOST: "true",
    DEMO_MODE: "1",
    // Measured without the demo register being made in the background.
    DEMO_REGISTER: "0",
    // The load comes from one address and a few users: the API's rate limits would answer 429.
    RATE_LIMIT_USER_PER_MINUTE: "1000000",
    RATE_LIMIT_ADDRESS_PER_MINUTE: "1000000",
    RENTAL_API_BASE_URL: setup.rentalUrl,
    DASHBOARD_DATA_DIR: setup.dataDir,
    ...setup.extraEnv,
  });
  // Node runs Next's CLI itself, so that Node flags reach the server process (`next start`
  // serves from the process it was started in).
  const args = [
    ...(setup.nodeArgs ?? []),
    path.join(ROOT, "node_modules/next/dist/bin/next"),
    ...["start", "-H", "127.0.0.1", "-p", String(setup.port)],
  ];
  const child = launch(process.execPath, args, env, setup.logFile);
  const url = `http://127.0.0.1:${setup.port}`;
  await waitUntilUp(child, setup.logFile, "dashboard", { ms: 120_000, everyMs: 300 }, () =>
    fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(5_000) }),
  );
  return { url, pid: child.pid!, logFile: setup.logFile, stop: stopper(child) };
}

/** Asks `probe` until it answers 2xx; fails when the child exits or the time is up. */
async function waitUntilUp(
  child: ChildProcess,
  logFile: string,
  what: string,
  wait: { ms: number; everyMs: number },
  probe: () => Promise<Response>,
) {
  const deadline = Date.now() + wait.ms;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited:\n${tail(logFile)}`);
    if (Date.now() > deadline) throw new Error(`${what} did not start:\n${tail(logFile)}`);
    const up = await probe().then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    await new Promise((r) => setTimeout(r, wait.everyMs));
  }
}

/**
 * The instant stand-in upstream (bench/instant-upstream.mjs): a token, and `page` (the service's
 * recorded answer) for every property list, answered without delay.
 */
export function startInstantUpstream(setup: {
  port: number;
  logFile: string;
  pageFile: string;
}): Promise<Proc> {
  return startScript("instant-upstream.mjs", "stand-in", setup, [setup.pageFile], {}, (url) =>
    fetch(`${url}/oauth/token`, { method: "POST" }),
  );
}

/**
 * The plain pass-through proxy (bench/passthrough-proxy.mjs) in front of `serviceUrl`, asking it
 * with `token`; up when it answers a property list.
 */
export function startPassthroughProxy(setup: {
  port: number;
  logFile: string;
  serviceUrl: string;
  token: string;
}): Promise<Proc> {
  return startScript(
    "passthrough-proxy.mjs",
    "pass-through proxy",
    setup,
    [setup.serviceUrl],
    { PASSTHROUGH_TOKEN: setup.token },
    (url) => fetch(`${url}/api/v1/properties`),
  );
}

/** One of the bench's own small programs (bench/<script> <port> ...args), started and waited for. */
async function startScript(
  script: string,
  label: string,
  setup: { port: number; logFile: string },
  args: string[],
  env: Record<string, string>,
  check: (url: string) => Promise<Response>,
): Promise<Proc> {
  const child = launch(
    process.execPath,
    [path.join(ROOT, "bench", script), String(setup.port), ...args],
    childEnv(env),
    setup.logFile,
  );
  const url = `http://127.0.0.1:${setup.port}`;
  await waitUntilUp(child, setup.logFile, label, { ms: 30_000, everyMs: 100 }, () => check(url));
  return { url, pid: child.pid!, logFile: setup.logFile, stop: stopper(child) };
}
