import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";

import { haproxyConfig } from "./haproxy-config";
import { type Env, freePort, launch, type Proc, waitForHttp, waitForOutput } from "./processes";

// The production topology on loopback, without containers: the rental service, two standalone
// dashboard instances and HAProxy in front, all on one PostgreSQL (each program in its own
// schema). Configured as a real deployment is: a generated AUTH_SECRET, DEMO_MODE off, a
// non-demo OAuth client, TRUSTED_PROXY_HOPS=1 behind the balancer. Used by `npm run cluster`
// (scripts/cluster.ts) and the cluster integration test.

export type ClusterOptions = {
  root: string;
  /** Logs and the generated haproxy.cfg. */
  runDir: string;
  databaseUrl: string;
  serviceSchema: string;
  dashboardSchema: string;
  authSecret: string;
  client: { id: string; secret: string };
  /** Fixed ports; any left out is picked free. */
  ports?: Partial<Record<"balancer" | "stats" | "service", number>> & {
    dashboards?: number[];
    metrics?: number[];
  };
  instances?: number;
  seed?: { properties: number; parties: number };
  /** The environment the programs inherit (PATH, ...). */
  baseEnv: Env;
  serviceEnv?: Record<string, string>;
  dashboardEnv?: Record<string, string>;
  haproxyBin?: string;
};

export type Instance = { name: string; url: string; metricsUrl: string; proc: Proc };

export type Cluster = {
  url: string;
  statsUrl: string;
  serviceUrl: string;
  service: Proc;
  dashboards: Instance[];
  haproxy: Proc;
  stop(): Promise<void>;
};

const port = (fixed: number | undefined) => (fixed ? Promise.resolve(fixed) : freePort());

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { root, runDir } = options;
  const count = options.instances ?? 2;
  const started: Proc[] = [];
  const stopAll = async () => {
    // The balancer first, so that nothing new arrives; then the dashboards; then upstream.
    for (const proc of [...started].reverse()) await proc.stop();
  };
  try {
    const servicePort = await port(options.ports?.service);
    const service = launch(process.execPath, ["--import", "tsx", "rental-service/src/main.ts"], {
      cwd: root,
      logFile: path.join(runDir, "rental-service.log"),
      env: {
        ...options.baseEnv,
        RENTAL_SERVICE_HOST: "127.0.0.1",
        RENTAL_SERVICE_PORT: String(servicePort),
        RENTAL_SERVICE_DATABASE_URL: options.databaseUrl,
        RENTAL_SERVICE_DB_SCHEMA: options.serviceSchema,
        RENTAL_SERVICE_CLIENTS: `${options.client.id}:${options.client.secret}:*`,
        RENTAL_SERVICE_SEED_PROPERTIES: String(options.seed?.properties ?? 240),
        RENTAL_SERVICE_SEED_PARTIES: String(options.seed?.parties ?? 600),
        ...options.serviceEnv,
      },
    });
    started.push(service);
    const serviceUrl = await waitForOutput(service, /listening on (http:\/\/[\d.]+:\d+)/);

    const dashboards = await Promise.all(
      Array.from({ length: count }, async (_, i): Promise<Instance> => {
        const name = `dashboard-${i + 1}`;
        const [webPort, metricsPort] = await Promise.all([
          port(options.ports?.dashboards?.[i]),
          port(options.ports?.metrics?.[i]),
        ]);
        const proc = launch(process.execPath, [".next/standalone/server.js"], {
          cwd: root,
          logFile: path.join(runDir, `${name}.log`),
          env: {
            ...options.baseEnv,
            HOSTNAME: "127.0.0.1",
            PORT: String(webPort),
            NEXT_MANUAL_SIG_HANDLE: "true",
            NEXT_TELEMETRY_DISABLED: "1",
            INSTANCE_NAME: name,
            METRICS_PORT: String(metricsPort),
            DATABASE_URL: options.databaseUrl,
            DATABASE_SCHEMA: options.dashboardSchema,
            AUTH_SECRET: options.authSecret,
            AUTH_TRUST_HOST: "true",
            DEMO_MODE: "0",
            TRUSTED_PROXY_HOPS: "1",
            RENTAL_API_BASE_URL: serviceUrl,
            RENTAL_CLIENT_ID: options.client.id,
            RENTAL_CLIENT_SECRET: options.client.secret,
            RENTAL_SCOPE: "*",
            ...options.dashboardEnv,
          },
        });
        started.push(proc);
        const url = `http://127.0.0.1:${webPort}`;
        await waitForHttp(`${url}/api/health/ready`, proc);
        return { name, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, proc };
      }),
    );

    const [balancerPort, statsPort] = await Promise.all([
      port(options.ports?.balancer),
      port(options.ports?.stats),
    ]);
    const configFile = path.join(runDir, "haproxy.cfg");
    writeFileSync(
      configFile,
      haproxyConfig({
        bind: `127.0.0.1:${balancerPort}`,
        stats: `127.0.0.1:${statsPort}`,
        servers: dashboards.map((d) => ({ name: d.name, address: d.url.slice("http://".length) })),
      }),
    );
    const haproxyBin =
      options.haproxyBin ?? (existsSync("/usr/sbin/haproxy") ? "/usr/sbin/haproxy" : "haproxy");
    const haproxy = launch(haproxyBin, ["-db", "-f", configFile], {
      cwd: root,
      logFile: path.join(runDir, "haproxy.log"),
      env: options.baseEnv,
    });
    started.push(haproxy);
    const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
    await waitForHttp(`${statsUrl};csv`, haproxy, {
      timeoutMs: 30_000,
      ok: () => true,
    });
    await waitUntilUp(
      statsUrl,
      dashboards.map((d) => d.name),
    );
    return {
      url: `http://127.0.0.1:${balancerPort}`,
      statsUrl,
      serviceUrl,
      service,
      dashboards,
      haproxy,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Server states as HAProxy sees them (its CSV stats): name → UP, DOWN, ... */
export async function serverStates(statsUrl: string): Promise<Record<string, string>> {
  const csv = await (await fetch(`${statsUrl};csv`)).text();
  const states: Record<string, string> = {};
  for (const line of csv.split("\n")) {
    const [backend, server, ...rest] = line.split(",");
    if (backend === "dashboards" && server && server !== "BACKEND") states[server] = rest[15] ?? "";
  }
  return states;
}

export async function waitUntilUp(statsUrl: string, names: string[], timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = await serverStates(statsUrl);
    if (names.every((n) => states[n] === "UP")) return;
    if (Date.now() > deadline)
      throw new Error(`balancer: servers not UP: ${JSON.stringify(states)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
