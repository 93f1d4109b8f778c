// Counts the statements a database handle sends, at the driver: PGlite's `query`, postgres.js's
// `unsafe` (what drizzle's sessions call for every statement). For tests that hold a function to
// a fixed number of queries whatever the number of rows.

type Client = Record<string, unknown>;

export function countQueries(db: object): { readonly count: number; restore(): void } {
  const client = (db as { session: { client: Client } }).session.client;
  const method = typeof client.unsafe === "function" ? "unsafe" : "query";
  const original = client[method] as (...args: unknown[]) => unknown;
  let count = 0;
  client[method] = function (this: unknown, ...args: unknown[]) {
    count++;
    return original.apply(this, args);
  };
  return {
    get count() {
      return count;
    },
    restore() {
      client[method] = original;
    },
  };
}
