import { parseArgs } from "node:util";

import { sql } from "drizzle-orm";

import { todayInRiyadh } from "@/lib/rental/dates";

import { loadConfig } from "./config";
import { openServiceDatabase } from "./db/open";
import { seedDatabase } from "./seed/seed";

// `npm run service:seed -- --properties 100000 [--parties 5000] [--reset]`: seeds the configured
// database (RENTAL_SERVICE_DATA_DIR or RENTAL_SERVICE_DATABASE_URL). An already seeded database
// is left alone unless --reset empties it first.

const { values } = parseArgs({
  options: {
    properties: { type: "string" },
    parties: { type: "string" },
    reset: { type: "boolean", default: false },
  },
});

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 1_000_000)
    throw new Error(`--${name} must be 0..1000000`);
  return n;
}

async function main() {
  const config = loadConfig();
  const properties = count(values.properties, config.seed.properties, "properties");
  const parties = count(
    values.parties,
    Math.max(config.seed.parties, Math.min(properties, 20_000)),
    "parties",
  );
  const db = openServiceDatabase(config.database);
  try {
    const handle = await db.get();
    if (values.reset) {
      await handle.execute(
        sql`truncate contracts, units, properties, registry_deeds, parties, cities, regions restart identity cascade`,
      );
    }
    const started = performance.now();
    const summary = await seedDatabase(handle, { properties, parties, today: todayInRiyadh() });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!summary.seeded) console.log("Already seeded; nothing done (use --reset to start over).");
    else console.log(`Seeded in ${seconds}s:`, summary);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
