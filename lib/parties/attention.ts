import "server-only";

import { pageOffset } from "@/lib/http/page-query";
import { listBody } from "@/lib/http/responses";
import type { SessionUser } from "@/lib/auth/session-user";
import { MAX_PAGE_SIZE } from "@/lib/rental/page-size";
import { PARTY_PROBLEMS, partyProblems, type PartyProblem } from "@/lib/rental/party-checks";
import type { Party } from "@/lib/rental/records";
import { searchParties } from "@/lib/parties/upstream";
import { readInBackground } from "@/lib/upstream/background";
import { backgroundBudget, type UpstreamBudget } from "@/lib/upstream/budget";

import type { AttentionEntry, AttentionQuery, AttentionMeta } from "./attention-schemas";

// The data-quality queue: the interface cannot ask "which parties are wrong", so the scan reads
// every party through the one upstream function (searchParties, which checks the caller's
// permission) and keeps those with problems (lib/rental/party-checks.ts).
//
// Upstream's limits: SERVICE-INTERFACE.md §8 publishes no rate limit and no page size. So the
// scan reads the largest page our list schema allows (MAX_PAGE_SIZE, what the rental service
// takes), one request at a time and never in parallel, with one scan per process at a time
// (requests that arrive meanwhile wait for it), each request in a slot of the upstream budget
// that every background reader shares (lib/upstream/budget.ts): a scan is many requests no
// person asked for one by one. It stops after MAX_SCAN_PAGES pages and says so
// (`complete: false`) rather than read without end. Retries are the client's alone (429 and 5xx,
// honouring Retry-After); a failed scan is not kept, and its UpstreamError reaches the route.
//
// Cache: a finished scan is kept for SCAN_TTL_MS (60 s), in this process only (a cache that is
// safe to lose, like the access token): another page, another filter or another person within
// the minute costs upstream nothing. A party saved through this process (PUT
// /api/v1/parties/{id}) is re-checked in the kept scan at once, so a fix leaves the list without
// waiting; a party changed through another instance or directly upstream shows within a minute.

export const SCAN_TTL_MS = 60_000;
/** 20,000 parties at 100 a page. */
export const MAX_SCAN_PAGES = 200;

export type Scan = {
  /** Parties with at least one problem, by record number. */
  entries: AttentionEntry[];
  checked: number;
  complete: boolean;
  checkedAt: Date;
};

export type AttentionCacheOptions = {
  ttlMs?: number;
  pageSize?: number;
  maxPages?: number;
  now?: () => number;
  /** The process's share of the upstream budget unless given. */
  budget?: () => UpstreamBudget;
};

// A scan is shared by whoever asks while it runs: no one caller's going away stops it.
const NEVER = new AbortController().signal;

export type AttentionCache = {
  /** The kept scan while it is fresh; otherwise a new one (shared with concurrent callers). */
  scan(user: SessionUser): Promise<Scan>;
  /** A party was saved: re-check it in the kept scan (and in one under way). */
  noteSaved(party: Party): void;
};

function withParty(entries: AttentionEntry[], party: Party): AttentionEntry[] {
  const rest = entries.filter((e) => e.id !== party.id);
  const problems = partyProblems(party);
  if (problems.length === 0) return rest;
  return [...rest, { ...party, problems }].sort((a, b) => a.id - b.id);
}

async function readAll(user: SessionUser, pageSize: number, maxPages: number): Promise<Scan> {
  const checkedAt = new Date();
  // By record number: a party that moves between pages while we read is counted once.
  const found = new Map<number, AttentionEntry>();
  const seen = new Set<number>();
  let pageCount = 1;
  let page = 1;
  for (; page <= Math.min(pageCount, maxPages); page++) {
    const { data, meta } = await searchParties(user, { pagination: { page, pageSize } });
    pageCount = meta.pagination.pageCount;
    for (const party of data) {
      seen.add(party.id);
      const problems = partyProblems(party);
      if (problems.length) found.set(party.id, { ...party, problems });
    }
    if (data.length === 0) break;
  }
  return {
    entries: [...found.values()].sort((a, b) => a.id - b.id),
    checked: seen.size,
    complete: pageCount <= maxPages,
    checkedAt,
  };
}

export function createAttentionCache(options: AttentionCacheOptions = {}): AttentionCache {
  const ttlMs = options.ttlMs ?? SCAN_TTL_MS;
  const pageSize = options.pageSize ?? MAX_PAGE_SIZE;
  const maxPages = options.maxPages ?? MAX_SCAN_PAGES;
  const now = options.now ?? Date.now;
  const budget = options.budget ?? backgroundBudget;
  let kept: { scan: Scan; at: number } | null = null;
  let running: Promise<Scan> | null = null;
  // Parties saved while a scan is under way: its pages may have been read before the save.
  let savedDuringRun: Party[] = [];

  function start(user: SessionUser): Promise<Scan> {
    savedDuringRun = [];
    const startedAt = now();
    const run = readInBackground(budget(), NEVER, () => readAll(user, pageSize, maxPages))
      .then((scan) => {
        const entries = savedDuringRun.reduce(withParty, scan.entries);
        kept = { scan: { ...scan, entries }, at: startedAt };
        return kept.scan;
      })
      .finally(() => {
        running = null;
      });
    running = run;
    return run;
  }

  return {
    scan(user) {
      if (kept && now() - kept.at < ttlMs) return Promise.resolve(kept.scan);
      return running ?? start(user);
    },
    noteSaved(party) {
      if (running) savedDuringRun.push(party);
      if (kept)
        kept = { ...kept, scan: { ...kept.scan, entries: withParty(kept.scan.entries, party) } };
    },
  };
}

// One per process, on globalThis: each route is its own bundle, and the attention route and the
// party update route must share it.
const KEY = Symbol.for("rental-desk.party-attention");
type Holder = { [KEY]?: AttentionCache };

export function partyAttention(): AttentionCache {
  const scope = globalThis as Holder;
  scope[KEY] ??= createAttentionCache();
  return scope[KEY];
}

/** One page of the queue, filtered by kind, with the totals of every kind. */
export function attentionPage(scan: Scan, query: AttentionQuery) {
  const { kind, page, pageSize } = query;
  const matching = kind ? scan.entries.filter((e) => e.problems.includes(kind)) : scan.entries;
  const start = pageOffset(query);
  const body = listBody(matching.slice(start, start + pageSize), {
    page,
    pageSize,
    total: matching.length,
  });
  const totals = Object.fromEntries(
    PARTY_PROBLEMS.map((p) => [p, scan.entries.filter((e) => e.problems.includes(p)).length]),
  ) as Record<PartyProblem, number>;
  const meta: AttentionMeta = {
    ...body.meta,
    totals,
    checked: scan.checked,
    complete: scan.complete,
    checkedAt: scan.checkedAt.toISOString(),
  };
  return { data: body.data, meta };
}
