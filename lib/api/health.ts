import "server-only";

import { describeError } from "@/lib/api/redact";
import { sql } from "drizzle-orm";

import { getDb } from "@/lib/db";
import { env } from "@/lib/env";

// GET /api/health: is this instance up, can it reach its database, and is the rental service
// reachable? It says only up/down: never an address, a version or an error text.

const UPSTREAM_TIMEOUT_MS = 2_000;
const DATABASE_TIMEOUT_MS = 3_000;

export type Health = {
  status: "ok" | "degraded" | "down";
  dashboard: "up";
  database: "up" | "down";
  upstream: "up" | "down";
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timeout")), ms).unref()),
  ]);
}

async function databaseUp(): Promise<boolean> {
  try {
    await withTimeout(
      getDb().then((db) => db.execute(sql`select 1`)),
      DATABASE_TIMEOUT_MS,
    );
    return true;
  } catch (error) {
    console.error(`health: dashboard database check failed: ${describeError(error)}`);
    return false;
  }
}

async function upstreamUp(): Promise<boolean> {
  try {
    const res = await fetch(`${env.RENTAL_API_BASE_URL}/health`, {
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
      redirect: "manual",
      cache: "no-store",
    });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

export async function checkHealth(): Promise<Health> {
  const [database, upstream] = await Promise.all([databaseUp(), upstreamUp()]);
  return {
    // Without its database the dashboard cannot serve anyone; without upstream it still can
    // show its own records.
    status: !database ? "down" : upstream ? "ok" : "degraded",
    dashboard: "up",
    database: database ? "up" : "down",
    upstream: upstream ? "up" : "down",
  };
}
