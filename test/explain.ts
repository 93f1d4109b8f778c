import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

// EXPLAIN ANALYZE with sequential scans off, in a transaction that is rolled back (so `setup`
// may drop an index for the plan's sake): proves that a search is answered from an index.

export type PlanNode = {
  "Node Type": string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  Plans?: PlanNode[];
};

type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

class Rollback extends Error {}

export async function planWithoutSeqScan(db: Db, query: SQL, setup: SQL[] = []): Promise<PlanNode> {
  let plan: PlanNode | null = null;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const statement of setup) await tx.execute(statement);
      const result = await tx.execute(sql`explain (analyze, format json) ${query}`);
      const rows = (
        Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
      ) as Record<string, unknown>[];
      const cell = rows[0]!["QUERY PLAN"];
      plan = ((typeof cell === "string" ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }])[0].Plan;
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  if (!plan) throw new Error("no plan");
  return plan;
}

export function findIndexScan(node: PlanNode, index: string): PlanNode | null {
  if (node["Index Name"] === index) return node;
  for (const child of node.Plans ?? []) {
    const found = findIndexScan(child, index);
    if (found) return found;
  }
  return null;
}
