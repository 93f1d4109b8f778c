import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import type { DashboardDb } from "@/lib/db/database";
import type { Property } from "@/lib/rental/records";
import type { SyncChange } from "@/lib/rental/results";
import { readInBackground } from "@/lib/upstream/background";
import type { UpstreamBudget } from "@/lib/upstream/budget";

import type { SyncError } from "./schemas";

// What a slice of a run works with (lib/deeds/sync/worker.ts), shared with the recovery of a deed
// a stopped worker left mid-request (recover.ts): its dependencies, how an upstream call fails,
// and the request ids a run sends.

/**
 * What a failed upstream call becomes: the error as the run records it and the status the
 * person would have seen; `notSent` when the request certainly did not take effect (refused for
 * too many requests, our credentials refused), so sending it again cannot sync a deed twice;
 * `transient` when upstream is in trouble (unreachable, timing out, 5xx) and the run should wait
 * before its next request.
 */
export type Failure = { error: SyncError; status: number; notSent: boolean; transient: boolean };

/** How long a run waits, when upstream is in trouble, before its next request. */
export const RETRY_DELAY_MS = 15_000;

export type SliceUpstream = {
  sync(
    user: SessionUser,
    requestId: string,
    id: number,
  ): Promise<{ changes: SyncChange[]; syncedAt: string | null }>;
  /** synced_at as upstream says now: undefined when it does not say. */
  read(
    user: SessionUser,
    requestId: string,
    documentNumber: string,
  ): Promise<string | null | undefined>;
  list(
    user: SessionUser,
    requestId: string,
    staleBefore: string,
    page: number,
    pageSize: number,
  ): Promise<{ rows: Property[]; pageCount: number }>;
  /** An upstream (or permission) error as the run records it; anything else is rethrown. */
  failure(error: unknown): Failure | null;
  /**
   * Gets what a request needs before it can leave (the access token), so that the slot times
   * the requests and not a token fetch in front of one: after a restart the first request
   * waited for a token and reached upstream less than a pace interval before the next.
   */
  ready(): Promise<void>;
};

export type SliceDeps = {
  db: DashboardDb;
  upstream: SliceUpstream;
  /** The upstream budget every background reader draws from (lib/upstream/budget.ts). */
  budget: UpstreamBudget;
  /** The admin who started the run, if they may still sync deeds. */
  requester(userId: string): Promise<SessionUser | null>;
  audit(entry: {
    user: SessionUser;
    requestId: string;
    /** The run: the audit log lists its entries as one row. */
    runId: string;
    propertyId: number;
    status: number;
    details: Record<string, unknown>;
  }): Promise<void>;
  /** Aborts when the process shuts down: the slice stops after the deed in hand. */
  signal: AbortSignal;
  /** How long one slice may keep a run before handing it on. */
  sliceMs: number;
  /** A deed `syncing` for longer than this has no request in flight any more. */
  abandonedAfterMs: number;
};

/** `continue`: hand the run on to another job (after `delayMs`); `idle`: nothing more to do. */
export type SliceResult = { next: "idle" } | { next: "continue"; delayMs: number };

export const requestIdOf = (runId: string, what: string | number) => `sync-${runId}-${what}`;

/**
 * Runs an upstream call whose slot of the budget the slice has taken (a retry or repeat of it
 * takes its own); an upstream error becomes a Failure, anything else is thrown.
 */
export async function attempt<T>(
  deps: Pick<SliceDeps, "upstream" | "budget" | "signal">,
  call: () => Promise<T>,
): Promise<{ value: T } | { failure: Failure }> {
  try {
    return { value: await readInBackground(deps.budget, deps.signal, call, { slotTaken: true }) };
  } catch (error) {
    const failure = deps.upstream.failure(error);
    if (!failure) throw error;
    return { failure };
  }
}
