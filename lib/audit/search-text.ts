import type { Backfill } from "@/lib/shared/backfill";
import { auditLog } from "@/lib/audit/tables";
import { searchTextOf } from "@/lib/rental/search-text";

// The audit log's free-text search (`q`) runs over one stored column built here, by the same
// searchText as every other search: who (email), what (action), on what ("contract 12"), the
// request id and the values recorded in `details` (error codes, emails, roles).

type AuditFields = {
  userEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  requestId: string;
  details: Record<string, unknown>;
};

// Details are small today; the cap keeps one odd entry from bloating the trigram index.
const MAX_LENGTH = 2000;

function leafValues(value: unknown, out: string[], depth = 0): void {
  if (value === null || value === undefined || depth > 4) return;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    out.push(String(value));
  } else if (Array.isArray(value)) {
    for (const item of value) leafValues(item, out, depth + 1);
  } else if (typeof value === "object") {
    for (const item of Object.values(value)) leafValues(item, out, depth + 1);
  }
}

export function auditSearchText(entry: AuditFields): string {
  const details: string[] = [];
  leafValues(entry.details, details);
  return searchTextOf([
    entry.userEmail,
    entry.action,
    // One field, so "contract 12" (spaces are dropped) finds the target.
    entry.targetId ? `${entry.targetType} ${entry.targetId}` : entry.targetType,
    entry.requestId,
    ...details,
  ]).slice(0, MAX_LENGTH);
}

/** Rows recorded before the column existed get their search text when the database opens. */
export const auditBackfill: Backfill = {
  table: auditLog,
  key: auditLog.id,
  target: auditLog.searchText,
  source: {
    userEmail: auditLog.userEmail,
    action: auditLog.action,
    targetType: auditLog.targetType,
    targetId: auditLog.targetId,
    requestId: auditLog.requestId,
    details: auditLog.details,
  },
  compute: (row) => auditSearchText(row as AuditFields),
};
