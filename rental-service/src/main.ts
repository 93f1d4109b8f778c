import { createLogger } from "@/lib/shared/logger";

import { loadConfig } from "./config";
import { startService } from "./start";

// `npm run service`: the rental service on RENTAL_SERVICE_HOST:RENTAL_SERVICE_PORT, logging JSON
// lines (pino) to stdout; LOG_LEVEL chooses how much, NODE_ENV=development makes them readable.

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    // Before the logger exists: the message names the variables, never their values.
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
  const log = createLogger({
    name: "rental-service",
    level: config.logLevel,
    pretty: config.logPretty,
  });
  const storage = config.database.url
    ? { storage: "postgresql", schema: config.database.pgSchema }
    : { storage: "pglite", dataDir: config.database.dataDir };
  log.info(storage, "opening storage");
  const service = await startService(config, { log }).catch((error: unknown) => {
    log.fatal({ err: error }, "start failed");
    process.exit(1);
  });
  // A parent process (tests, scripts/cluster.ts) reads the port from this exact message, so it
  // is written whatever LOG_LEVEL says.
  const listening = `listening on ${service.url}`;
  if (log.isLevelEnabled("info")) log.info({ url: service.url }, listening);
  else process.stdout.write(`${listening}\n`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, "shutting down: finishing requests, closing the database");
    service.close().then(
      () => {
        log.info("stopped");
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

void main();
