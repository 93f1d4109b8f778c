import { AUDIT_TARGET_TYPES, type AuditAction, type AuditTargetType } from "@/lib/audit/actions";

// Audit actions and their catalogue keys (catalogue keys cannot contain dots). Shared by the audit
// log (admin.audit.actions) and the overview's recent activity (overview.activity.actions), which
// say the same actions in words. Every action has one: the type says so, and
// audit-actions.test.ts checks that both catalogues word each key.
export const AUDIT_ACTION_KEYS = {
  "contract.create": "contract_create",
  "contract.update": "contract_update",
  "contract.delete": "contract_delete",
  "deed.search": "deed_search",
  "deed.search-remote": "deed_search_remote",
  "party.update": "party_update",
  "property.delete": "property_delete",
  "property.sync": "property_sync",
  "unit.update": "unit_update",
  "user.create": "user_create",
  "user.update": "user_update",
  "auth.sign-in": "auth_sign_in",
  "auth.sign-out": "auth_sign_out",
  "auth.sign-in-failed": "auth_sign_in_failed",
  "auth.throttled": "auth_throttled",
  "request.unauthenticated": "request_unauthenticated",
  "request.forbidden": "request_forbidden",
  "request.cross-origin": "request_cross_origin",
  "request.rate-limited": "request_rate_limited",
  "audit.suppressed": "audit_suppressed",
  "user.sessions-end": "user_sessions_end",
  "user.second-factor-reset": "user_second_factor_reset",
  "account.password-change": "account_password_change",
  "account.session-end": "account_session_end",
  "account.sessions-end-others": "account_sessions_end_others",
  "account.second-factor-on": "account_second_factor_on",
  "account.second-factor-off": "account_second_factor_off",
  "account.recovery-codes": "account_recovery_codes",
  "account.step-up": "account_step_up",
  "list.export": "list_export",
  "demo.register": "demo_register",
  "deed-sync.start": "deed_sync_start",
  "deed-sync.pause": "deed_sync_pause",
  "deed-sync.resume": "deed_sync_resume",
  "deed-sync.cancel": "deed_sync_cancel",
  "payment.record": "payment_record",
  "payment.void": "payment_void",
  "office.update": "office_update",
  "occupancy.refresh": "occupancy_refresh",
  "tenant.remind": "tenant_remind",
  "contract.notice": "contract_notice",
} as const satisfies Record<AuditAction, string>;

/** The catalogue key of a stored action, or undefined for one this version does not know. */
export function auditActionKey(action: string): string | undefined {
  return Object.hasOwn(AUDIT_ACTION_KEYS, action)
    ? AUDIT_ACTION_KEYS[action as AuditAction]
    : undefined;
}

/** Whether a stored target type is one the catalogues name. */
export function isKnownTargetType(type: string): type is AuditTargetType {
  return (AUDIT_TARGET_TYPES as readonly string[]).includes(type);
}
