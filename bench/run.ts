import { parseArgs } from "node:util";

import { benchFilters } from "./filters";

// `npm run bench [-- --properties 100000]`: filter and pagination timings on PGlite, and on
// PostgreSQL too when BENCH_DATABASE_URL is set (a schema is created and dropped).

const { values } = parseArgs({ options: { properties: { type: "string", default: "100000" } } });

async function main() {
  const count = Number(values.properties);
  if (!Number.isInteger(count) || count < 1)
    throw new Error("--properties must be a positive integer");
  await benchFilters("pglite", count);
  const url = process.env.BENCH_DATABASE_URL;
  if (url) await benchFilters("postgres", count, url);
  else console.log("\n(set BENCH_DATABASE_URL to run the same on PostgreSQL)");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
