import { WINDOW_MS, windowOf } from "@/lib/db/counters";

// The rate-limit counters of a database that lives inside this process (PGlite). No other
// process can open a PGlite directory, so this process is the only instance there is: counting
// here gives exactly the counts the rate_limits table would, without a write to the database on
// every API request. Same fixed windows as counters.ts; a window's counts are forgotten when the
// next one starts (a restart forgets the current minute's, which the table would have kept).
// With PostgreSQL every instance counts in the shared table (counters.ts), as before.

type Count = { window: number; count: number };
type Store = { counts: Map<string, Count>; window: number };

// One set of counts per database for the whole process, whichever route bundle counts (Next.js
// may evaluate this module more than once): else each bundle would allow the limit again.
const STORES = Symbol.for("rental-desk.memory-counters");
const scope = globalThis as { [STORES]?: WeakMap<object, Store> };
const stores = (scope[STORES] ??= new WeakMap());

/** The keys' counts after this hit, per database; keys counted once however often given. */
export function countHitsInMemory(
  db: object,
  keys: string[],
  now: Date = new Date(),
): Map<string, number> {
  const window = windowOf(now, WINDOW_MS).getTime();
  let store = stores.get(db);
  if (!store) stores.set(db, (store = { counts: new Map(), window }));
  if (window > store.window) {
    // A new minute: every count of an older one is over.
    for (const [key, count] of store.counts) if (count.window < window) store.counts.delete(key);
    store.window = window;
  }
  const hits = new Map<string, number>();
  for (const key of keys) {
    if (hits.has(key)) continue;
    const current = store.counts.get(key);
    const count = current && current.window === window ? current.count + 1 : 1;
    store.counts.set(key, { window, count });
    hits.set(key, count);
  }
  return hits;
}
