import path from "node:path";

import { z } from "zod";

import { LOG_LEVELS, type LogLevel } from "@/lib/shared/log-levels";
import { TOKEN_SCOPES } from "@/lib/rental/token";

// The service's configuration, read once from the environment and validated. Every variable is
// listed in rental-service/README.md.

export type ClientConfig = { id: string; secret: string; scope: (typeof TOKEN_SCOPES)[number] };

const clientList = z.string().transform((text, ctx) => {
  const clients: ClientConfig[] = [];
  for (const entry of text
    .split(",")
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [id, secret, scope] = entry.split(":");
    if (!id || !secret || !scope || !(TOKEN_SCOPES as readonly string[]).includes(scope)) {
      // Never echo the entry: it holds a secret.
      ctx.addIssue({ code: "custom", message: "Each client is id:secret:scope (scope * or read)" });
      return z.NEVER;
    }
    clients.push({ id, secret, scope: scope as ClientConfig["scope"] });
  }
  if (clients.length === 0) ctx.addIssue({ code: "custom", message: "At least one client" });
  return clients;
});

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  RENTAL_SERVICE_HOST: z.string().min(1).default("127.0.0.1"),
  RENTAL_SERVICE_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  RENTAL_SERVICE_DATA_DIR: z.string().min(1).default(".data/rental-service"),
  RENTAL_SERVICE_DATABASE_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  RENTAL_SERVICE_DB_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]{0,62}$/)
    .default("rental_service"),
  RENTAL_SERVICE_SEED: flag.default(true),
  RENTAL_SERVICE_SEED_PROPERTIES: z.coerce.number().int().min(0).max(1_000_000).default(240),
  RENTAL_SERVICE_SEED_PARTIES: z.coerce.number().int().min(0).max(1_000_000).default(600),
  RENTAL_SERVICE_CLIENTS: clientList.default([
    { id: "demo-client", secret: "demo-secret", scope: "*" },
    { id: "demo-reader", secret: "demo-secret", scope: "read" },
  ]),
  RENTAL_SERVICE_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  RENTAL_SERVICE_FAULTS: flag.default(false),
  // The fault-injection routes' own secret (header x-faults-secret); required with FAULTS=1.
  RENTAL_SERVICE_FAULTS_SECRET: z
    .string()
    .min(16, { message: "At least 16 characters" })
    .optional(),
  // The demo clients (published secret) are refused unless bound to loopback or allowed here.
  RENTAL_SERVICE_ALLOW_DEMO_CLIENTS: flag.default(false),
  // Token requests a minute per client address.
  RENTAL_SERVICE_TOKEN_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(60),
  RENTAL_SERVICE_FAULT_LATENCY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  RENTAL_SERVICE_FAULT_ERROR_RATE: z.coerce.number().min(0).max(1).default(0),
  RENTAL_SERVICE_LOG: flag.default(true),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  // Readable lines for people (pino-pretty, a dev dependency) only in development.
  NODE_ENV: z.string().optional(),
});

export type ServiceConfig = {
  host: string;
  port: number;
  database: { url?: string; dataDir: string; pgSchema: string };
  seed: { enabled: boolean; properties: number; parties: number };
  clients: ClientConfig[];
  tokenTtlSeconds: number;
  faults: { enabled: boolean; latencyMs: number; errorRate: number; secret?: string };
  tokenRateLimit: number;
  log: boolean;
  logLevel: LogLevel;
  logPretty: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): ServiceConfig {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid rental service configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const unsafe = unsafeSettings(e);
  if (unsafe.length)
    throw new Error(
      `Unsafe rental service configuration:\n${unsafe.map((l) => `  ${l}`).join("\n")}`,
    );
  return {
    host: e.RENTAL_SERVICE_HOST,
    port: e.RENTAL_SERVICE_PORT,
    database: {
      url: e.RENTAL_SERVICE_DATABASE_URL ?? e.DATABASE_URL,
      dataDir: path.resolve(e.RENTAL_SERVICE_DATA_DIR),
      pgSchema: e.RENTAL_SERVICE_DB_SCHEMA,
    },
    seed: {
      enabled: e.RENTAL_SERVICE_SEED,
      properties: e.RENTAL_SERVICE_SEED_PROPERTIES,
      parties: e.RENTAL_SERVICE_SEED_PARTIES,
    },
    clients: e.RENTAL_SERVICE_CLIENTS,
    tokenTtlSeconds: e.RENTAL_SERVICE_TOKEN_TTL_SECONDS,
    faults: {
      enabled: e.RENTAL_SERVICE_FAULTS,
      latencyMs: e.RENTAL_SERVICE_FAULT_LATENCY_MS,
      errorRate: e.RENTAL_SERVICE_FAULT_ERROR_RATE,
      secret: e.RENTAL_SERVICE_FAULTS_SECRET,
    },
    tokenRateLimit: e.RENTAL_SERVICE_TOKEN_RATE_LIMIT,
    log: e.RENTAL_SERVICE_LOG,
    logLevel: e.LOG_LEVEL,
    logPretty: e.NODE_ENV === "development",
  };
}

/** Demo clients and unguarded fault injection are for a service on this machine only. */
function unsafeSettings(e: z.output<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (e.RENTAL_SERVICE_FAULTS && !e.RENTAL_SERVICE_FAULTS_SECRET)
    problems.push("RENTAL_SERVICE_FAULTS_SECRET: required when RENTAL_SERVICE_FAULTS=1");
  const demo = e.RENTAL_SERVICE_CLIENTS.some((c) => c.secret === DEMO_SECRET);
  if (demo && !isLoopback(e.RENTAL_SERVICE_HOST) && !e.RENTAL_SERVICE_ALLOW_DEMO_CLIENTS)
    problems.push(
      "RENTAL_SERVICE_CLIENTS: the demo clients' secret is published; set RENTAL_SERVICE_CLIENTS, bind RENTAL_SERVICE_HOST to loopback, or set RENTAL_SERVICE_ALLOW_DEMO_CLIENTS=1",
    );
  return problems;
}

const DEMO_SECRET = "demo-secret";

export function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127\.\d+\.\d+\.\d+$/.test(host);
}
