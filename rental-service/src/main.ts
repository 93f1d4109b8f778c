import { loadConfig } from "./config";
import { startService } from "./start";

// `npm run service`: the rental service on RENTAL_SERVICE_HOST:RENTAL_SERVICE_PORT.

const log = (line: string) => console.log(line);

async function main() {
  const config = loadConfig();
  const where = config.database.url
    ? `PostgreSQL schema ${config.database.pgSchema}`
    : `PGlite ${config.database.dataDir}`;
  log(`rental service: storage ${where}`);
  const service = await startService(config, { log });
  // A parent process (tests, the demo script) reads the port from this exact line.
  log(`listening on ${service.url}`);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: shutting down`);
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGINT", () => shutdown("SIGINT"));
  process.on("SIGTERM", () => shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
