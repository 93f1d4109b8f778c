import { randomUUID } from "node:crypto";

import type { SessionUser } from "@/lib/auth/session-user";
import type { DashboardDb } from "@/lib/db/database";
import type { Property } from "@/lib/rental/records";
import { createUser } from "@/lib/auth/users";

import { requesterOf } from "@/lib/deeds/sync/live-upstream";
import { createRun, type NewItem } from "@/lib/deeds/sync/store";
import type { Failure, SliceDeps, SliceUpstream } from "@/lib/deeds/sync/slice";
import { createBudget } from "@/lib/upstream/budget";

// A rental service in memory for the job's tests: properties with a synced_at, a sync that
// records every call (when, which deed, under which request id) and can be made to fail, a list
// with the stale filter, and hooks to act in the middle of a call (pause, cancel, shut down).

export type FakeProperty = {
  id: number;
  document_number: string;
  property_name: string;
  synced_at: string | null;
  /** The registry differs: a sync reports a change. */
  drift?: boolean;
};

export class FakeUpstreamError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.error.code);
  }
}

export const FAILURES = {
  notFound: {
    error: { code: "NOT_FOUND", message: "apiErrors.upstream.notFound" },
    status: 404,
    notSent: false,
    transient: false,
  },
  tooMany: {
    error: { code: "UPSTREAM_UNAVAILABLE", message: "apiErrors.upstream.unavailable" },
    status: 502,
    notSent: true,
    transient: true,
  },
  timeout: {
    error: { code: "UPSTREAM_TIMEOUT", message: "apiErrors.upstream.timeout" },
    status: 504,
    notSent: false,
    transient: true,
  },
} satisfies Record<string, Failure>;

export function properties(count: number, from = 1): FakeProperty[] {
  return Array.from({ length: count }, (_, i) => ({
    id: from + i,
    document_number: String(310_000_000_000 + from + i),
    property_name: `Property ${from + i}`,
    synced_at: null,
    drift: (from + i) % 3 === 0,
  }));
}

export function fakeUpstream(list: FakeProperty[]) {
  const byId = new Map(list.map((p) => [p.id, p]));
  const syncs: { id: number; at: number; requestId: string }[] = [];
  const reads: string[] = [];
  const failures = new Map<number, Failure>();
  const hooks: { onSync?: (id: number, n: number) => void | Promise<void> } = {};
  // The access token: fetched once, taking `tokenMs`, by ready() or else by the first request.
  const token = { ms: 0, fetching: null as Promise<void> | null };
  const haveToken = () =>
    (token.fetching ??= new Promise((resolve) => setTimeout(resolve, token.ms)));
  const record = (p: FakeProperty): Property => ({
    ...p,
    owner_id: "1000000001",
    deed_date_hijri: "1445-01-01",
    region_id: null,
    city_id: null,
    units: [],
  });
  const upstream: SliceUpstream = {
    async sync(_user, requestId, id) {
      await haveToken();
      syncs.push({ id, at: performance.now(), requestId });
      await hooks.onSync?.(id, syncs.length);
      const failure = failures.get(id);
      if (failure) throw new FakeUpstreamError(failure);
      const p = byId.get(id)!;
      p.synced_at = new Date().toISOString();
      const changes = p.drift ? [{ field: "property_name", from: p.property_name, to: "New" }] : [];
      p.drift = false;
      return { changes, syncedAt: p.synced_at };
    },
    async read(_user, _requestId, documentNumber) {
      reads.push(documentNumber);
      return [...byId.values()].find((p) => p.document_number === documentNumber)!.synced_at;
    },
    async list(_user, _requestId, staleBefore, page, pageSize) {
      const stale = [...byId.values()]
        .filter((p) => p.synced_at === null || p.synced_at < staleBefore)
        .sort((a, b) => a.id - b.id);
      return {
        rows: stale.slice((page - 1) * pageSize, page * pageSize).map(record),
        pageCount: Math.ceil(stale.length / pageSize),
      };
    },
    failure: (error) => (error instanceof FakeUpstreamError ? error.failure : null),
    ready: haveToken,
  };
  /** How many times each deed was synced. */
  const syncCounts = () => {
    const counts = new Map<number, number>();
    for (const { id } of syncs) counts.set(id, (counts.get(id) ?? 0) + 1);
    return counts;
  };
  return { upstream, byId, syncs, reads, failures, hooks, syncCounts, token };
}

export async function makeAdmin(db: DashboardDb, email = `admin-${randomUUID()}@x.test`) {
  const row = await createUser(db, {
    email,
    name: "Admin",
    role: "admin",
    password: "x".repeat(16),
  });
  return { id: row.id, email: row.email, name: row.name, role: "admin" } satisfies SessionUser;
}

export function sliceDeps(
  db: DashboardDb,
  upstream: SliceUpstream,
  options: { rps?: number; sliceMs?: number; signal?: AbortSignal; abandonedAfterMs?: number } = {},
) {
  const audits: Parameters<SliceDeps["audit"]>[0][] = [];
  const deps: SliceDeps = {
    db,
    upstream,
    budget: createBudget(db, options.rps ?? 50),
    requester: (userId) => requesterOf(db, userId),
    audit: async (entry) => void audits.push(entry),
    signal: options.signal ?? new AbortController().signal,
    sliceMs: options.sliceMs ?? 60_000,
    abandonedAfterMs: options.abandonedAfterMs ?? 60_000,
  };
  return { deps, audits };
}

export const asItems = (list: FakeProperty[]): NewItem[] =>
  list.map((p) => ({
    propertyId: p.id,
    documentNumber: p.document_number,
    propertyName: p.property_name,
    previousSyncedAt: p.synced_at,
  }));

export async function newRun(
  db: DashboardDb,
  user: SessionUser,
  run: { scope: "selected"; deeds: FakeProperty[] } | { scope: "stale"; days: number },
  rps = 50,
) {
  const base = { id: randomUUID(), requestedBy: user.id, requestedByEmail: user.email, rps };
  if (run.scope === "selected")
    return createRun(
      db,
      { ...base, scope: "selected", staleDays: null, staleBefore: null },
      asItems(run.deeds),
    );
  const staleBefore = new Date(Date.now() - run.days * 86_400_000);
  return createRun(db, { ...base, scope: "stale", staleDays: run.days, staleBefore });
}
