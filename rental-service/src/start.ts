import type { AddressInfo } from "node:net";

import { serve, type ServerType } from "@hono/node-server";

import type { Logger } from "@/lib/shared/logger";
import { todayInRiyadh } from "@/lib/rental/dates";

import { createApp } from "./app";
import type { ServiceConfig } from "./config";
import { arabicTrigramWarning } from "./db/check-trigrams";
import { openServiceDatabase, type ServiceDbHandle } from "./db/open";
import { seedDatabase } from "./seed/seed";

export type RunningService = {
  url: string;
  port: number;
  db: ServiceDbHandle;
  close(): Promise<void>;
};

/** Opens storage (migrating), seeds an empty database, and serves. Used by main.ts and tests. */
export async function startService(
  config: ServiceConfig,
  options: { log?: Logger; now?: () => Date } = {},
): Promise<RunningService> {
  const log = options.log;
  const db = openServiceDatabase(config.database);
  try {
    const handle = await db.get();
    const trigramWarning = await arabicTrigramWarning(handle);
    if (trigramWarning) log?.warn(trigramWarning);
    if (config.seed.enabled) {
      const started = performance.now();
      const summary = await seedDatabase(handle, {
        properties: config.seed.properties,
        parties: config.seed.parties,
        today: todayInRiyadh(options.now?.() ?? new Date()),
      });
      if (summary.seeded) {
        const ms = Math.round(performance.now() - started);
        log?.info({ ms, ...summary }, "seeded demo data");
      }
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  const app = createApp({
    db,
    config,
    now: options.now,
    log: config.log ? log : undefined,
    onUnexpectedError: (error) => log?.error({ error: describeError(error) }, "unexpected error"),
  });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () =>
      resolve(s),
    );
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://${config.host}:${port}`;
  return {
    url,
    port,
    db,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

/**
 * Names the error without its details: a database error's text can carry query parameters,
 * which may hold request data.
 */
function describeError(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  const code = (cause as { code?: unknown })?.code ?? (error as { code?: unknown })?.code;
  const name = error instanceof Error ? error.name : typeof error;
  return `${name}${code ? ` (${String(code)})` : ""}`;
}
