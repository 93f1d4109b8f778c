import { sql } from "drizzle-orm";

import type { ServiceDb } from "../db/open";

type Tx = Parameters<Parameters<ServiceDb["transaction"]>[0]>[0];

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/**
 * Runs a bulk load with the trigram (GIN) indexes dropped and rebuilds them afterwards from their
 * own definitions: building a GIN index once is far cheaper than updating it row by row. Inside
 * the seed transaction, so nobody ever sees the tables without them.
 */
export async function withoutTrigramIndexes<T>(tx: Tx, load: () => Promise<T>): Promise<T> {
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(
    await tx.execute(
      sql`select indexname, indexdef from pg_indexes
          where schemaname = current_schema() and indexdef like '%gin_trgm_ops%'`,
    ),
  );
  for (const { indexname } of indexes) {
    await tx.execute(sql`drop index ${sql.identifier(indexname)}`);
  }
  const result = await load();
  for (const { indexdef } of indexes) await tx.execute(sql.raw(indexdef));
  return result;
}

/**
 * Runs a bulk load of units whose properties were written with their `unit_count` already, with
 * the trigger that counts inserted units off (migration 0006_unit_count). Inside the seed
 * transaction: nobody else ever inserts units while it is off.
 */
export async function withoutUnitCounting<T>(tx: Tx, load: () => Promise<T>): Promise<T> {
  await tx.execute(sql`alter table units disable trigger units_count_insert`);
  const result = await load();
  await tx.execute(sql`alter table units enable trigger units_count_insert`);
  return result;
}
