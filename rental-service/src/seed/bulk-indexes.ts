import { sql } from "drizzle-orm";

import type { ServiceDb } from "../db/open";
import { rowsOf } from "@/lib/shared/connect";

type Tx = Parameters<Parameters<ServiceDb["transaction"]>[0]>[0];

/**
 * This schema's trigram (GIN) indexes, with their definitions. Other schemas' indexes are never
 * read: `pg_get_indexdef` of an index that another session drops meanwhile fails with "could not
 * open relation with OID", and a filter on `pg_indexes.indexdef` ran it on every index of the
 * database (91 of 5,528 queries failed in a probe while another schema's tables came and went,
 * as the test suites' schemas do). So the indexes are chosen by schema and operator class, and
 * only theirs are described.
 */
export async function trigramIndexes(
  db: Pick<Tx, "execute">,
): Promise<{ indexname: string; indexdef: string }[]> {
  return rowsOf(
    await db.execute(
      sql`select i.relname as indexname, pg_get_indexdef(i.oid) as indexdef
          from pg_index x
          join pg_class i on i.oid = x.indexrelid
          join pg_class t on t.oid = x.indrelid
          where t.relnamespace = (select oid from pg_namespace where nspname = current_schema())
            and exists (select 1 from pg_opclass o
                        where o.oid = any (x.indclass) and o.opcname = 'gin_trgm_ops')
          order by i.relname`,
    ),
  );
}

/**
 * Runs a bulk load with the trigram (GIN) indexes dropped and rebuilds them afterwards from their
 * own definitions: building a GIN index once is far cheaper than updating it row by row. Inside
 * the seed transaction, so nobody ever sees the tables without them.
 */
export async function withoutTrigramIndexes<T>(tx: Tx, load: () => Promise<T>): Promise<T> {
  const indexes = await trigramIndexes(tx);
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
