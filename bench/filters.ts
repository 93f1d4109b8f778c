import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { count, sql } from "drizzle-orm";
import postgres from "postgres";

import { todayInRiyadh } from "@/lib/rental/dates";
import { propertyListQuerySchema } from "@/lib/rental/list-query";

import { openServiceDatabase, type ServiceDb } from "../rental-service/src/db/open";
import { properties } from "../rental-service/src/db/schema";
import { containsSearch } from "../rental-service/src/domain/list";
import { listProperties } from "../rental-service/src/domain/properties";
import { seedDatabase } from "../rental-service/src/seed/seed";

// Seeds N properties into fresh storage, then times the property list endpoint's queries
// (the same code the HTTP handler runs) for Latin and Arabic `$contains` filters and pages,
// and prints the plans that show the pg_trgm GIN index at work.

type Kind = "pglite" | "postgres";

async function time(fn: () => Promise<unknown>, runs = 7): Promise<number> {
  await fn(); // warm up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/**
 * EXPLAIN ANALYZE of the two queries the list runs (built by the same filter code): the total,
 * and the page of 25 by id.
 */
async function plans(db: ServiceDb, text: string): Promise<string> {
  const where = containsSearch(properties.propertyNameSearch, text);
  const out: string[] = [];
  for (const query of [
    db.select({ total: count() }).from(properties).where(where),
    db.select().from(properties).where(where).orderBy(properties.id).limit(25),
  ]) {
    const result = await db.execute(sql`explain (analyze, costs off) ${query.getSQL()}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
      "QUERY PLAN": string;
    }[];
    out.push(rows.map((r) => `    ${r["QUERY PLAN"]}`).join("\n"));
  }
  return out.join("\n\n");
}

export async function benchFilters(kind: Kind, count: number, url?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rental-bench-"));
  const pgSchema = `bench_${randomBytes(4).toString("hex")}`;
  const handle = openServiceDatabase({
    url: kind === "postgres" ? url : undefined,
    dataDir,
    pgSchema,
  });
  try {
    const db = await handle.get();
    const started = performance.now();
    const summary = await seedDatabase(db, {
      properties: count,
      parties: Math.min(count, 5000),
      today: todayInRiyadh(),
    });
    const seedSeconds = ((performance.now() - started) / 1000).toFixed(1);
    await db.execute(sql`analyze`);
    console.log(
      `\n## ${kind}: ${summary.properties} properties, ${summary.units} units, seeded in ${seedSeconds}s`,
    );

    const list = (query: Record<string, unknown>) =>
      listProperties(db, propertyListQuerySchema.parse(query));
    const cases: [string, Record<string, unknown>][] = [
      ["page 1 (no filter)", {}],
      ["page 2000 (no filter, offset 49,975)", { pagination: { page: "2000" } }],
      ["sort property_name:desc, page 1", { sort: "property_name:desc" }],
      ["Latin, common: 'nakheel'", { filters: { property_name: { $contains: "nakheel" } } }],
      [
        "Latin, rare: 'Qirawan Tower 17'",
        { filters: { property_name: { $contains: "Qirawan Tower 17" } } },
      ],
      ["Arabic, common: 'النخيل'", { filters: { property_name: { $contains: "النخيل" } } }],
      [
        "Arabic, rare: 'برج القيروان 17'",
        { filters: { property_name: { $contains: "برج القيروان 17" } } },
      ],
      ["Arabic, no match: 'قصر'", { filters: { property_name: { $contains: "قصر" } } }],
      // Spelling variants: found through the normalised column (none of these was found before).
      [
        "Arabic variant: 'ابراج' (stored 'أبراج')",
        { filters: { property_name: { $contains: "ابراج" } } },
      ],
      [
        "Arabic variant, rare: 'ابراج الاندلس 17'",
        { filters: { property_name: { $contains: "ابراج الاندلس 17" } } },
      ],
      ["Arabic with tashkeel: 'النَّخِيل'", { filters: { property_name: { $contains: "النَّخِيل" } } }],
    ];
    console.log("| query | matches | median ms (7 runs, page of 25 + total) |\n|---|---|---|");
    for (const [label, query] of cases) {
      const { pagination } = await list(query);
      const ms = await time(() => list(query));
      console.log(`| ${label} | ${pagination.total} | ${ms.toFixed(1)} |`);
    }
    for (const text of ["Qirawan Tower 17", "برج القيروان 17", "النخيل", "ابراج"]) {
      console.log(`\nEXPLAIN ANALYZE, filter '${text}':\n${await plans(db, text)}`);
    }
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === "postgres" && url) {
      const client = postgres(url, { max: 1, onnotice: () => {} });
      await client.unsafe(`drop schema if exists "${pgSchema}" cascade`);
      await client.end();
    }
  }
}
