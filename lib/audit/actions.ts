// What the audit log records, as typed unions: every writer names one of these, and the admin's
// action filter and the overview's activity labels list the same ones.

export const AUDIT_ACTIONS = [
  "contract.create",
  "contract.update",
  "contract.delete",
  "party.update",
  "unit.update",
  "property.sync",
  "property.delete",
  "deed.search",
  "deed.search-remote",
  "user.create",
  "user.update",
  "auth.sign-in",
  "auth.sign-out",
  // Security events (lib/audit/security-events.ts), written within a budget.
  "auth.sign-in-failed",
  "auth.throttled",
  "request.unauthenticated",
  "request.forbidden",
  "request.cross-origin",
  "request.rate-limited",
  "audit.suppressed",
  // Sessions, passwords and two-step verification.
  "user.sessions-end",
  "user.second-factor-reset",
  "account.password-change",
  "account.session-end",
  "account.sessions-end-others",
  "account.second-factor-on",
  "account.second-factor-off",
  "account.recovery-codes",
  "account.step-up",
  // A whole list downloaded as CSV or Excel (lib/exports): which list, how many rows.
  "list.export",
  // The demo register made on a demo's first start (lib/contracts/demo), once: its contracts
  // are audited one by one as contract.create and the others.
  "demo.register",
  // Bulk deed sync (lib/deeds/sync): a run started, paused, resumed or cancelled. Each deed it
  // syncs is a property.sync row of its own, under the admin who started the run.
  "deed-sync.start",
  "deed-sync.pause",
  "deed-sync.resume",
  "deed-sync.cancel",
  // The rent roll (lib/rent-roll): a payment recorded on a contract, or voided with a reason.
  "payment.record",
  "payment.void",
  // The office settings (lib/office): its names or VAT registration number changed.
  "office.update",
  // Occupancy (lib/occupancy): a refresh of the units index started by a manager or admin.
  "occupancy.refresh",
  // Arrears (lib/rent-roll/arrears.ts): a WhatsApp reminder opened for a contract's tenant.
  "tenant.remind",
  // A contract's timeline (lib/rent-roll/follow-ups.ts): notice given before its decision date.
  "contract.notice",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  "contract",
  "party",
  "unit",
  "property",
  "deed",
  "user",
  "request",
  "session",
  "list",
  "sync-run",
  "office",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}
