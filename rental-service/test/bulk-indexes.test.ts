import postgres from "postgres";
import { describe, expect, it } from "vitest";

import { testDatabaseKinds } from "@/test/databases";

import { trigramIndexes, withoutTrigramIndexes } from "../src/seed/bulk-indexes";
import { serviceDatabase } from "./harness";

// The seed's bulk load drops the trigram indexes of its own schema and builds them again from
// their definitions. Other schemas of the same database (the test suites' own, PostgreSQL) come
// and go meanwhile; reading them made the seed fail now and then with "could not open relation
// with OID".

/** The schema's trigram indexes (src/db/schema.ts), by name. */
const TRIGRAM_INDEXES = [
  "parties_full_name_search_trgm_idx",
  "parties_id_number_trgm_idx",
  "parties_phone_trgm_idx",
  "properties_name_search_trgm_idx",
];

describe.each(testDatabaseKinds())("the seed's trigram indexes (%s)", (kind) => {
  const { storage, db: opened } = serviceDatabase(kind, "bulk_indexes");

  it("are this schema's, and come back with the same definitions after a bulk load", async () => {
    const db = await opened();
    const before = await trigramIndexes(db);
    expect(before.map((i) => i.indexname)).toEqual(TRIGRAM_INDEXES);
    for (const { indexdef } of before) expect(indexdef).toContain("gin_trgm_ops");

    const during = await db.transaction((tx) =>
      withoutTrigramIndexes(tx, () => trigramIndexes(tx)),
    );
    expect(during).toEqual([]);
    expect(await trigramIndexes(db)).toEqual(before);
  });

  it.runIf(kind === "postgres")(
    "are read undisturbed while another schema's indexes are dropped",
    async () => {
      const db = await opened();
      const churnSchema = `${storage.pgSchema}_churn`;
      const churn = postgres(storage.url!, { max: 1, onnotice: () => {} });
      await churn.unsafe(`create schema "${churnSchema}"`);
      let stop = false;
      // Tables with indexes made and dropped as fast as PostgreSQL allows, as other suites do.
      const churning = (async () => {
        while (!stop) {
          await churn.unsafe(`create table "${churnSchema}".t (a text, b text, c text)`);
          await churn.unsafe(
            `create index on "${churnSchema}".t (a); create index on "${churnSchema}".t (b);
             create index on "${churnSchema}".t (c)`,
          );
          await churn.unsafe(`drop table "${churnSchema}".t`);
        }
      })();
      const failures: string[] = [];
      let reads = 0;
      try {
        // The old query failed about once in 60 reads under this churn: 3 s is some 800 reads.
        const until = Date.now() + 3_000;
        while (Date.now() < until) {
          await trigramIndexes(db).then(
            (found) => expect(found.map((i) => i.indexname)).toEqual(TRIGRAM_INDEXES),
            (error: Error) => failures.push(error.message),
          );
          reads++;
        }
      } finally {
        stop = true;
        await churning;
        await churn.unsafe(`drop schema "${churnSchema}" cascade`);
        await churn.end({ timeout: 5 });
      }
      expect(reads).toBeGreaterThan(100);
      expect(failures).toEqual([]);
    },
  );
});
