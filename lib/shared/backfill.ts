import { isNull, sql } from "drizzle-orm";
import type { AnyPgColumn, PgDatabase, PgQueryResultHKT, PgTable } from "drizzle-orm/pg-core";

// Derived columns that the application computes (the `*_search_text` columns of both programs,
// from lib/rental/search-text.ts) are filled in when the database is opened, right after the
// migrations, wherever they are still NULL: rows written before the column existed (an older
// data directory, a shared PostgreSQL) get the value the application would have written. The
// computation stays in TypeScript, so there is never a second implementation of it in SQL.

export type Backfill = {
  table: PgTable;
  /** The integer primary key (integer or bigint). */
  key: AnyPgColumn;
  /** The derived column; NULL means "not computed yet". */
  target: AnyPgColumn;
  /** The columns the value is computed from, by name. */
  source: Record<string, AnyPgColumn>;
  compute: (row: Record<string, unknown>) => string;
};

type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

const BATCH = 2000;
// Two processes opening one PostgreSQL at once take turns, batch by batch.
const LOCK = 4011;

/** Fills every NULL `target`; returns how many rows it computed. */
export async function runBackfill(db: Db, backfill: Backfill): Promise<number> {
  const { table, key, target, source, compute } = backfill;
  let done = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
      const rows = await tx
        .select({ ...source, _key: key })
        .from(table)
        .where(isNull(target))
        .orderBy(key)
        .limit(BATCH);
      if (rows.length === 0) return 0;
      // One parameter for the whole batch: binding thousands of them is slow on PGlite.
      const pairs = JSON.stringify(rows.map((r) => [Number(r._key), compute(r)]));
      await tx.execute(
        sql`update ${table} set ${sql.identifier(target.name)} = v.value
            from (select (e->>0)::bigint as k, e->>1 as value
                  from jsonb_array_elements(${pairs}::jsonb) as e) as v
            where ${key} = v.k`,
      );
      return rows.length;
    });
    done += count;
    if (count < BATCH) return done;
  }
}

export async function runBackfills(db: Db, backfills: readonly Backfill[]): Promise<void> {
  for (const backfill of backfills) await runBackfill(db, backfill);
}
