import "server-only";

import { sql } from "drizzle-orm";

import { describeError } from "@/lib/observability/redact";
import { getDb } from "@/lib/db";
import { logger } from "@/lib/observability/logger";
import { isShuttingDown } from "@/lib/observability/shutdown-state";
import { upstreamTokens } from "@/lib/upstream/upstream";

// Readiness: may this instance take traffic? Its database answers and an upstream access token
// can be had (the cached one, or a fresh one from the token endpoint; the interface documents
// no health path, so none is called). The answer is cached for a few seconds, so a load
// balancer probing every second costs one check per interval, and says only up or down: the
// reason goes to the log, never to the caller. An instance that is shutting down is not ready.

const CACHE_MS = 3_000;
const TIMEOUT_MS = 3_000;

export type Readiness = { ready: boolean };

type Cached = { at: number; result: Promise<boolean> };
const KEY = Symbol.for("rental-desk.readiness");
const scope = globalThis as typeof globalThis & { [KEY]?: Cached };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), ms).unref()),
  ]);
}

async function check(name: string, run: () => Promise<unknown>): Promise<boolean> {
  try {
    await withTimeout(run(), TIMEOUT_MS);
    return true;
  } catch (error) {
    logger().warn({ check: name, err: describeError(error) }, "readiness check failed");
    return false;
  }
}

async function probe(): Promise<boolean> {
  const [database, token] = await Promise.all([
    check("database", () => getDb().then((db) => db.execute(sql`select 1`))),
    check("upstream-token", () => upstreamTokens().get()),
  ]);
  return database && token;
}

export async function readiness(now = Date.now()): Promise<Readiness> {
  if (isShuttingDown()) return { ready: false };
  const cached = scope[KEY];
  if (cached && now - cached.at < CACHE_MS) return { ready: await cached.result };
  const result = probe();
  scope[KEY] = { at: now, result };
  return { ready: await result };
}
