import { sql } from "drizzle-orm";

import type { ServiceDb } from "./open";
import { rowsOf } from "@/lib/shared/connect";

/**
 * pg_trgm takes trigrams from Arabic only under a UTF-8 LC_CTYPE (PGlite: C.UTF-8). Under a plain
 * C ctype Arabic filters stay correct but scan every row; say so once at start.
 */
export async function arabicTrigramWarning(db: ServiceDb): Promise<string | null> {
  const result = await db.execute(sql`select coalesce(array_length(show_trgm('نخيل'), 1), 0) as n`);
  const rows = rowsOf<{ n: number | string }>(result);
  return Number(rows[0]?.n ?? 0) > 0
    ? null
    : "warning: this database's LC_CTYPE yields no trigrams for Arabic text; Arabic $contains filters will scan instead of using the index (use a UTF-8 locale such as C.UTF-8)";
}
