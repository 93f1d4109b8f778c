import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

import type { ServiceDb } from "../db/open";

type Tx = Parameters<Parameters<ServiceDb["transaction"]>[0]>[0];

const CHUNK = 1000;

/**
 * Seed data only (generated here, never request input): literal SQL. Binding ~10,000 parameters
 * per statement is what made bulk loads slow on PGlite (about 8x slower than literals).
 */
function literal(value: unknown): string {
  if (value === undefined) return "default";
  if (value === null) return "null";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error("Seed values must be finite numbers");
    return String(value);
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === "string"
        ? value
        : JSON.stringify(value);
  // standard_conforming_strings is on in every supported PostgreSQL: only quotes need doubling.
  return `'${text.replace(/'/g, "''")}'`;
}

/** Multi-row INSERTs of up to 1,000 rows, columns taken from the Drizzle table. */
export async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T["$inferInsert"][]) {
  if (rows.length === 0) return;
  const columns = Object.entries(getTableColumns(table)).filter(([key]) =>
    rows.some((r) => (r as Record<string, unknown>)[key] !== undefined),
  );
  const names = columns.map(([, c]) => `"${c.name}"`).join(", ");
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows
      .slice(i, i + CHUNK)
      .map(
        (r) =>
          `(${columns.map(([key]) => literal((r as Record<string, unknown>)[key])).join(", ")})`,
      )
      .join(",\n");
    await tx.execute(sql.raw(`insert into "${getTableName(table)}" (${names}) values ${values}`));
  }
}
