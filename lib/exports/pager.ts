import { MAX_EXPORT_ROWS } from "./formats";
import { pause } from "@/lib/upstream/pause";

// Reads a list a page at a time for an export: one request at a time, never in parallel, each
// started no sooner than `minIntervalMs` after the one before (the upstream's pace), until the
// first page's total is read, a page comes back empty or the export's cap is reached. When the
// signal aborts (the browser cancelled) no further page is asked for, and a pause is cut short.

export type Page<R> = { rows: R[]; total: number };
export type ReadPage<R> = (page: number, pageSize: number) => Promise<Page<R>>;

export type PagerOptions = {
  signal: AbortSignal;
  /** 100: the largest page the interface takes. */
  pageSize: number;
  /** Least time between the starts of two requests; 0 for our own database. */
  minIntervalMs: number;
  maxRows?: number;
};

/** Pages of rows; the first page's `total` (capped) is what the export promises. */
export async function* readAllPages<R>(
  read: ReadPage<R>,
  { signal, pageSize, minIntervalMs, maxRows = MAX_EXPORT_ROWS }: PagerOptions,
): AsyncGenerator<Page<R>> {
  let rowsRead = 0;
  let expected = Infinity;
  let lastStart = -Infinity;
  for (let page = 1; rowsRead < Math.min(expected, maxRows); page++) {
    signal.throwIfAborted();
    // Timers round to whole milliseconds and may wake a little early: wait until it is time.
    const due = lastStart + minIntervalMs;
    while (performance.now() < due) await pause(Math.ceil(due - performance.now()), signal);
    const request = read(page, pageSize);
    // Counted once the request has gone, so that a slow start cannot shorten the next interval.
    lastStart = performance.now();
    const { rows, total } = await request;
    signal.throwIfAborted();
    if (page === 1) expected = total;
    const kept = rows.slice(0, Math.max(0, maxRows - rowsRead));
    rowsRead += kept.length;
    yield { rows: kept, total: Math.min(expected, maxRows) };
    if (rows.length === 0) break;
  }
}
