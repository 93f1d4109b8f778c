import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import * as OTPAuth from "otpauth";

import { startCluster, type Cluster } from "../../../scripts/cluster/start-cluster";
import { createTestDatabase, type TestDatabase } from "../../databases";
import { attemptSignIn, type Client } from "../http";
import { childEnv, ROOT } from "../processes";
import { TEST_FAULTS_SECRET } from "../service";

// The cluster of `npm run cluster` for one test run: fresh PostgreSQL schemas, a generated
// AUTH_SECRET and OAuth client, users added with `npm run users` (as an operator would), fault
// injection on in the rental service for its request counters.

/** Requests per user per minute on the cluster's dashboards: above what the load test's
 * manager sends in a minute, low enough for one test to go past it. */
export const CLUSTER_USER_LIMIT = 1200;

export type ClusterUser = {
  email: string;
  password: string;
  role: "admin" | "manager" | "support";
};

export type ClusterRun = {
  cluster: Cluster;
  runDir: string;
  secrets: { authSecret: string; client: { id: string; secret: string } };
  users: Record<ClusterUser["role"], ClusterUser>;
  stop(): Promise<void>;
};

function addUser(env: NodeJS.ProcessEnv, user: ClusterUser): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = ["run", "--silent", "users", "--", "add", user.email];
    args.push("--name", `Cluster ${user.role}`, "--role", user.role, "--password", "-");
    const child = spawn("npm", args, { cwd: ROOT, env, stdio: ["pipe", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.stdin.end(`${user.password}\n`);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run users failed (${code}): ${output}`)),
    );
  });
}

export async function startClusterRun(): Promise<ClusterRun> {
  const runDir = mkdtempSync(path.join(tmpdir(), "rental-desk-cluster-"));
  const serviceDb: TestDatabase = createTestDatabase("postgres", "cluster_service");
  const dashboardDb: TestDatabase = createTestDatabase("postgres", "cluster_dashboard");
  const secrets = {
    authSecret: randomBytes(32).toString("base64url"),
    client: { id: "rental-desk-cluster", secret: randomBytes(24).toString("base64url") },
  };
  const baseEnv = childEnv({});
  const cluster = await startCluster({
    root: ROOT,
    runDir,
    databaseUrl: serviceDb.url!,
    serviceSchema: serviceDb.pgSchema!,
    dashboardSchema: dashboardDb.pgSchema!,
    authSecret: secrets.authSecret,
    client: secrets.client,
    seed: { properties: 24, parties: 20 },
    baseEnv,
    serviceEnv: { RENTAL_SERVICE_FAULTS: "1", RENTAL_SERVICE_FAULTS_SECRET: TEST_FAULTS_SECRET },
    // Short upstream timeout, as in the other integration tests. Every request comes from the
    // balancer's address, so the per-address limit is out of the way of the per-user one.
    dashboardEnv: {
      RENTAL_API_TIMEOUT_MS: "3000",
      RATE_LIMIT_USER_PER_MINUTE: String(CLUSTER_USER_LIMIT),
      RATE_LIMIT_ADDRESS_PER_MINUTE: "1000000",
    },
  }).catch(async (error: unknown) => {
    await Promise.all([serviceDb.cleanup(), dashboardDb.cleanup()]);
    throw error;
  });
  const password = () => `${randomBytes(12).toString("base64url")}-Aa1`;
  const users = {
    admin: { email: "cluster-admin@example.test", password: password(), role: "admin" },
    manager: { email: "cluster-manager@example.test", password: password(), role: "manager" },
    support: { email: "cluster-support@example.test", password: password(), role: "support" },
  } satisfies Record<string, ClusterUser>;
  const usersEnv = {
    ...baseEnv,
    DATABASE_URL: dashboardDb.url!,
    DATABASE_SCHEMA: dashboardDb.pgSchema!,
    AUTH_SECRET: secrets.authSecret,
    DEMO_MODE: "0",
  };
  try {
    await Promise.all(Object.values(users).map((u) => addUser(usersEnv, u)));
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    cluster,
    runDir,
    secrets,
    users,
    async stop() {
      await cluster.stop();
      await Promise.all([serviceDb.cleanup(), dashboardDb.cleanup()]);
      if (process.env.KEEP_TEST_LOGS !== "1") rmSync(runDir, { recursive: true, force: true });
    },
  };
}

export type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };

export function readLog(file: string): LogLine[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as LogLine);
}

/** requestId → the instance whose request log has it. */
export function servedBy(cluster: Cluster): Map<string, string> {
  const map = new Map<string, string>();
  for (const instance of cluster.dashboards) {
    for (const line of readLog(instance.proc.logFile)) {
      if (line.msg === "request" && typeof line.requestId === "string")
        map.set(line.requestId, instance.name);
    }
  }
  return map;
}

/** Like servedBy, waiting (briefly) until every id is in a log: output reaches the files late. */
export async function whoServed(cluster: Cluster, ids: string[]): Promise<(string | undefined)[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const served = servedBy(cluster);
    const found = ids.map((id) => served.get(id));
    if (found.every(Boolean) || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A user added with `npm run users` signs in as they would the first time: chooses a password
 * of their own (one set by someone else must be changed) and, an admin in production, turns on
 * two-step verification with an authenticator app. `user.password` becomes the new one.
 */
export async function firstSignIn(baseUrl: string, user: ClusterUser): Promise<Client> {
  const attempt = await attemptSignIn(baseUrl, user.email, user.password);
  if (!attempt.signedIn) throw new Error(`${user.email} could not sign in: ${attempt.location}`);
  const { client } = attempt;
  const expect200 = (what: string, answer: { status: number; text: string }) => {
    if (answer.status !== 200) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  };
  const newPassword = `${user.password}-own`;
  expect200(
    "password change",
    await client.request("POST", "/api/account/password", {
      currentPassword: user.password,
      newPassword,
    }),
  );
  user.password = newPassword;
  if (user.role === "admin") {
    const setup = await client.request("POST", "/api/account/second-factor");
    expect200("second-factor setup", setup);
    const { uri } = (setup.json as { data: { uri: string } }).data;
    const code = OTPAuth.URI.parse(uri).generate();
    expect200(
      "second-factor confirmation",
      await client.request("PUT", "/api/account/second-factor", { code }),
    );
  }
  return client;
}
