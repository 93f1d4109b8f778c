import { and, inArray, lt } from "drizzle-orm";

import type { AuditTargetType } from "@/lib/audit/actions";
import { insertAudit } from "@/lib/audit/store";
import { countHits } from "@/lib/db/counters";
import type { DashboardDb } from "@/lib/db/database";
import { auditLog } from "@/lib/audit/tables";

// Security events in the audit log: failed sign-ins, throttling, refused requests. An attacker
// decides how many of these happen, so they are budgeted: at most `perSource` rows a minute for
// one action from one address, and `global` rows a minute in all (AUDIT_SECURITY_EVENTS_PER_MINUTE). The first event over a budget
// writes one `audit.suppressed` row saying so; the rest of that minute is dropped (counted, not
// stored). Security events older than KEEP_DAYS are pruned (changes people made are kept).
// Worst case: global × 60 × 24 × keepDays rows (≈ 7.8 million at the default 60, a few GB),
// however long a flood lasts.

export const SECURITY_EVENTS = [
  "auth.sign-in-failed",
  "auth.throttled",
  "request.unauthenticated",
  "request.forbidden",
  "request.cross-origin",
  "request.rate-limited",
  "audit.suppressed",
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

export const AUDIT_BUDGET = { perSource: 10, global: 60, keepDays: 90 } as const;

export type SecurityEventEntry = {
  action: SecurityEvent;
  /** Who it concerns, as far as known ("" when nobody). */
  userId: string;
  userEmail: string;
  role: string;
  address: string;
  status: number;
  requestId: string;
  targetType?: AuditTargetType;
  targetId?: string | null;
  details?: Record<string, unknown>;
};

/** Writes the event unless its budget is spent; returns whether a row was written. */
export async function writeSecurityEvent(
  db: DashboardDb,
  entry: SecurityEventEntry,
  now: Date = new Date(),
  budget: { perSource: number; global: number } = AUDIT_BUDGET,
): Promise<boolean> {
  const source = `audit:${entry.action}:${entry.address}`;
  const row = {
    userId: entry.userId,
    userEmail: entry.userEmail,
    role: entry.role,
    targetType: entry.targetType ?? "request",
    targetId: entry.targetId ?? null,
    status: entry.status,
    requestId: entry.requestId,
  };
  // The first event over a budget says so, once; the rest of the minute is dropped.
  const suppressed = (which: "per-source" | "global") =>
    insertAudit(db, {
      ...row,
      action: "audit.suppressed",
      details: { address: entry.address, suppressed: entry.action, budget: which },
    });
  // One source's flood spends its own budget, not everyone's: the global count only sees
  // events within their source's budget.
  const mine = (await countHits(db, [source], now)).get(source) ?? 0;
  if (mine > budget.perSource) {
    if (mine === budget.perSource + 1) await suppressed("per-source");
    return false;
  }
  const all = (await countHits(db, ["audit:*"], now)).get("audit:*") ?? 0;
  if (all === 1) await prune(db, now); // once a minute at most
  if (all > budget.global) {
    if (all === budget.global + 1) await suppressed("global");
    return false;
  }
  await insertAudit(db, {
    ...row,
    action: entry.action,
    details: { address: entry.address, ...entry.details },
  });
  return true;
}

async function prune(db: DashboardDb, now: Date) {
  const before = new Date(now.getTime() - AUDIT_BUDGET.keepDays * 86_400_000);
  await db
    .delete(auditLog)
    .where(and(inArray(auditLog.action, [...SECURITY_EVENTS]), lt(auditLog.createdAt, before)));
}
