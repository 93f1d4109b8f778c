import { mkdirSync } from "node:fs";

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

import { runBackfills, type Backfill } from "./backfill";

// One connection factory for both programs (the dashboard and the rental service): PGlite in a
// directory by default, PostgreSQL when a URL is given. It opens lazily, on first use, so that
// `next build` never opens a database; a failed start is forgotten so the next call retries.

export type Database<S extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, S>;

export type DatabaseOptions<S extends Record<string, unknown>> = {
  schema: S;
  migrationsFolder: string;
  /** PostgreSQL URL; when absent, PGlite stores data in `dataDir`. */
  url?: string;
  dataDir: string;
  /** PostgreSQL schema that holds the tables (tests use one per run). Default `public`. */
  pgSchema?: string;
  /** Derived columns filled in after the migrations, where still NULL (lib/shared/backfill.ts). */
  backfills?: readonly Backfill[];
  /**
   * Tables whose every write bumps the database's change generation (changeGeneration), on
   * PGlite only: it lives in this process alone, so a cache of these tables' rows here can be
   * exact. With PostgreSQL other instances write too, and nothing is watched.
   */
  watch?: readonly string[];
};

export type DatabaseHandle<S extends Record<string, unknown>> = {
  get(): Promise<Database<S>>;
  close(): Promise<void>;
  readonly kind: "pglite" | "postgres";
};

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

// One map per process, on globalThis: each Next route is its own bundle with its own copy of
// this module, and a database opened through one copy is used through another's.
const KINDS = Symbol.for("rental-desk.database-kinds");
type Kinds = WeakMap<object, DatabaseHandle<never>["kind"]>;
const kinds: Kinds = ((globalThis as { [KINDS]?: Kinds })[KINDS] ??= new WeakMap());

/**
 * Where a database opened here lives: PGlite runs inside this process (and no other process may
 * open its directory), PostgreSQL is shared by every instance.
 */
export function databaseKind(db: object): DatabaseHandle<never>["kind"] {
  const kind = kinds.get(db);
  if (!kind) throw new Error("not a database opened by lib/shared/connect.ts");
  return kind;
}

export function createDatabase<S extends Record<string, unknown>>(
  options: DatabaseOptions<S>,
): DatabaseHandle<S> {
  let opening: Promise<{ db: Database<S>; close: () => Promise<void> }> | null = null;

  async function open() {
    if (options.url) return openPostgres(options, options.url);
    return openPglite(options);
  }

  return {
    kind: options.url ? "postgres" : "pglite",
    async get() {
      opening ??= open().catch((error: unknown) => {
        opening = null;
        throw error;
      });
      return (await opening).db;
    },
    async close() {
      const current = opening;
      opening = null;
      if (current) await (await current).close();
    },
  };
}

const GENERATIONS = Symbol.for("rental-desk.database-generations");
type Generations = WeakMap<object, { value: number }>;
const generations: Generations = ((globalThis as { [GENERATIONS]?: Generations })[GENERATIONS] ??=
  new WeakMap());

/**
 * A number that changes whenever a watched table (DatabaseOptions.watch) is written, at the
 * latest when the write's statement (or its transaction) completes; undefined when this
 * database is not watched. A cache takes it before a read and keeps what it read only if it is
 * unchanged after: a write that ran in between must not be undone by a late read.
 */
export function changeGeneration(db: object): number | undefined {
  return generations.get(db)?.value;
}

const CHANGED = "rental_desk_changed";

// A statement-level trigger on each watched table notifies; PGlite delivers the notification to
// this process before the write's query returns (after COMMIT inside a transaction).
async function watchTables(client: PGlite, db: object, tables: readonly string[]) {
  if (tables.length === 0) return;
  for (const table of tables)
    if (!SCHEMA_NAME.test(table)) throw new Error(`Invalid table: ${table}`);
  const generation = { value: 0 };
  await client.exec(`
    CREATE OR REPLACE FUNCTION rental_desk_notify_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN PERFORM pg_notify('${CHANGED}', TG_TABLE_NAME); RETURN NULL; END $$;
    ${tables
      .map(
        (table) => `CREATE OR REPLACE TRIGGER rental_desk_changed AFTER INSERT OR UPDATE OR DELETE
        OR TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION rental_desk_notify_changed();`,
      )
      .join("\n")}`);
  await client.listen(CHANGED, () => void generation.value++);
  generations.set(db, generation);
}

async function openPglite<S extends Record<string, unknown>>(options: DatabaseOptions<S>) {
  mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  try {
    const db = drizzlePglite(client, { schema: options.schema });
    await createExtension(db);
    await migratePglite(db, { migrationsFolder: options.migrationsFolder });
    await runBackfills(db, options.backfills ?? []);
    await watchTables(client, db, options.watch ?? []);
    kinds.set(db, "pglite");
    return { db: db as unknown as Database<S>, close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres<S extends Record<string, unknown>>(
  options: DatabaseOptions<S>,
  url: string,
) {
  const schemaName = options.pgSchema ?? "public";
  if (!SCHEMA_NAME.test(schemaName))
    throw new Error(`Invalid PostgreSQL schema name: ${schemaName}`);
  // Extensions live in `public` so every schema (one per test run) can use them.
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    connection: { search_path: `${schemaName},public`, application_name: "rental-desk" },
  });
  try {
    const db = drizzlePostgres(client, { schema: options.schema });
    // Several instances starting together (a cluster, compose) prepare the schema one at a
    // time: the others wait on this advisory lock, then find the schema and migrations there.
    const key = `rental-desk-migrate:${schemaName}`;
    const lock = await client.reserve();
    try {
      await lock`select pg_advisory_lock(hashtext(${key}))`;
      await db.execute(sql.raw(`CREATE SCHEMA IF NOT EXISTS "${schemaName}"`));
      await createExtension(db);
      await migratePostgres(db, {
        migrationsFolder: options.migrationsFolder,
        migrationsSchema: schemaName,
      });
      await runBackfills(db, options.backfills ?? []);
    } finally {
      await lock`select pg_advisory_unlock(hashtext(${key}))`;
      lock.release();
    }
    kinds.set(db, "postgres");
    return { db: db as unknown as Database<S>, close: () => client.end({ timeout: 5 }) };
  } catch (error) {
    await client.end({ timeout: 1 });
    throw error;
  }
}

/**
 * pg_trgm backs the `$contains` filters and the dashboard's searches; created before the
 * migrations, which build trigram indexes. Two processes may race to create it; one wins.
 */
async function createExtension(db: {
  execute: (query: ReturnType<typeof sql.raw>) => Promise<unknown>;
}) {
  const create = () =>
    db.execute(sql.raw("CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public"));
  try {
    await create();
  } catch {
    await create();
  }
}

/** The rows of db.execute(): postgres-js answers an array, PGlite an object with `rows`. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : ((result as { rows?: T[] }).rows ?? [])) as T[];
}
