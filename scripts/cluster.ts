import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { startCluster } from "./cluster/start-cluster";

// `npm run cluster`: the production topology on this machine (README, "Deployment"). Reads
// DATABASE_URL (default: the local PostgreSQL's `test` database) and CLUSTER_PORT (the
// balancer; the stats page, service, dashboards and metrics take the next six ports). Secrets
// are generated once and kept in .data/cluster/secrets.json (mode 600).

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.join(root, ".data/cluster");
const base = Number(process.env.CLUSTER_PORT ?? 8080);
const databaseUrl = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

type Secrets = { authSecret: string; clientId: string; clientSecret: string };

function secrets(): Secrets {
  const file = path.join(dataDir, "secrets.json");
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as Secrets;
  const made: Secrets = {
    authSecret: randomBytes(32).toString("base64url"),
    clientId: "rental-desk",
    clientSecret: randomBytes(24).toString("base64url"),
  };
  writeFileSync(file, JSON.stringify(made, null, 2), { mode: 0o600 });
  return made;
}

async function main() {
  if (!Number.isInteger(base) || base < 1 || base > 65528) throw new Error("CLUSTER_PORT: a port");
  mkdirSync(path.join(dataDir, "logs"), { recursive: true });
  const s = secrets();
  const cluster = await startCluster({
    root,
    runDir: path.join(dataDir, "logs"),
    databaseUrl,
    serviceSchema: "cluster_rental_service",
    dashboardSchema: "cluster_dashboard",
    authSecret: s.authSecret,
    client: { id: s.clientId, secret: s.clientSecret },
    ports: {
      balancer: base,
      stats: base + 1,
      service: base + 2,
      dashboards: [base + 3, base + 4],
      metrics: [base + 5, base + 6],
    },
    // Only what the programs need from this shell; their configuration is set explicitly.
    baseEnv: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      LOG_LEVEL: process.env.LOG_LEVEL,
    },
  });
  const db = new URL(databaseUrl);
  db.password = db.password ? "***" : "";
  const lines = [
    `Rental Desk cluster on ${db.toString()} (schemas cluster_dashboard, cluster_rental_service)`,
    `  balancer      ${cluster.url}`,
    `  HAProxy stats ${cluster.statsUrl}`,
    `  rental service ${cluster.serviceUrl}`,
    ...cluster.dashboards.map((d) => `  ${d.name}   ${d.url}  (metrics ${d.metricsUrl})`),
    `  logs          ${path.relative(root, path.join(dataDir, "logs"))}/`,
    "",
    "First time? Add an admin (prints a password once):",
    `  DATABASE_URL='${databaseUrl}' DATABASE_SCHEMA=cluster_dashboard \\`,
    `    npm run users -- add you@example.com --name "Your Name" --role admin`,
    "Ctrl-C stops everything.",
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    cluster.stop().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`cluster: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
