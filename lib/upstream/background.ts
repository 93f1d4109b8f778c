import "server-only";

import { AsyncLocalStorage } from "node:async_hooks";

import type { UpstreamBudget } from "./budget";

// Background reading: work no person waits on request by request (an export's pages, a bulk
// deed sync, the demo register, the needs-attention scan) calls upstream through the one client
// like any other code, inside `readInBackground`. The client (client.ts) then starts every
// attempt of every request in that work only in a slot of the budget: the first attempt, a
// GET's retry and the repeat after a renewed token alike, since each reaches the vendor. The
// slot is taken once the access token is in hand, so that it times the request and not a token
// fetch in front of it. Outside any such work (a person's page read or save) nothing waits.

type Work = { budget: UpstreamBudget; signal: AbortSignal; slotTaken: boolean };

const current = new AsyncLocalStorage<Work>();

export type BackgroundOptions = {
  /**
   * The work is one request whose slot the reader has already taken (budget.next, where it
   * keeps its own checkpoint: bulk deed sync): only its further attempts take slots.
   */
  slotTaken?: boolean;
};

/** Runs `work` as background reading on `budget`; `signal` stops its waits for a slot. */
export function readInBackground<T>(
  budget: UpstreamBudget,
  signal: AbortSignal,
  work: () => Promise<T>,
  { slotTaken = false }: BackgroundOptions = {},
): Promise<T> {
  return current.run({ budget, signal, slotTaken }, work);
}

/**
 * For one upstream request: waits, before each attempt, for that attempt's slot (at once outside
 * background reading). When no slot comes (the work was stopped, the database is down), the
 * attempt is not made: the first fails with why; a further one with the error of the attempt
 * before it (`previous`), which is what the caller would have had without the retry.
 */
export function attemptGate(): (previous?: unknown) => Promise<void> {
  const work = current.getStore();
  if (!work) return async () => {};
  return async (previous) => {
    if (work.slotTaken) {
      work.slotTaken = false;
      return;
    }
    try {
      await work.budget.next(work.signal);
    } catch (error) {
      throw previous ?? error;
    }
  };
}
