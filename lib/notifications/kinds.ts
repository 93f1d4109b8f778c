import type { Permission } from "@/lib/auth/permissions";

// The kinds of notification, who may receive each, and the defaults of a person's settings.
// Browser-safe: the settings form and the list read it too.

export const NOTIFICATION_KINDS = [
  "notice_deadline",
  "instalment_overdue",
  "contract_ending",
  "deed_sync",
  "export",
  "payment_voided",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Kinds the daily sweep makes (due.ts); the others are made where the event happens. */
export const TIME_KINDS = ["notice_deadline", "instalment_overdue", "contract_ending"] as const;

/**
 * Who gets a kind: the permission to act on it (lib/auth/permissions.ts). Support changes
 * nothing, so it is not told of a notice to decide (contract:update) or rent to chase
 * (tenant:remind); it is told of contracts ending (a tenant asks about it) and of its own exports.
 * A deed sync run and an export reach only whoever started it; a voided payment every manager
 * and admin (payment:void) but the one who voided it.
 */
export const KIND_PERMISSIONS = {
  notice_deadline: "contract:update",
  instalment_overdue: "tenant:remind",
  contract_ending: "rental:read",
  deed_sync: "property:sync",
  export: "rental:read",
  payment_voided: "payment:void",
} as const satisfies Record<NotificationKind, Permission>;

/** Thresholds (days before the date) a person may choose, and the defaults. */
export const THRESHOLD_MIN_DAYS = 1;
export const THRESHOLD_MAX_DAYS = 180;
export const DEFAULT_NOTICE_DAYS = 30;
export const DEFAULT_ENDING_DAYS = 60;

/** What an item shows: names the register knew when it was made, not record numbers. */
export type ContractDetails = {
  contractId: number;
  /**
   * The property's name and the unit's number and type (the register's known_unit), and the
   * property's record number, which names it when it has no name (absent from older items).
   */
  unit: {
    property_id?: number;
    property_name: string;
    unit_number: string;
    unit_type: string;
  } | null;
  unitId: string;
  tenant: string | null;
};

export type NotificationDetails =
  | (ContractDetails & { kind: "notice_deadline"; decisionDate: string; endDate: string })
  | (ContractDetails & { kind: "contract_ending"; endDate: string })
  | (ContractDetails & { kind: "instalment_overdue"; dueDate: string; amount: number })
  | (ContractDetails & {
      kind: "payment_voided";
      paymentId: number;
      amount: number;
      receipt: string;
      reason: string;
      by: string;
    })
  | { kind: "deed_sync"; runId: string; outcome: "done" | "failed"; scope: string }
  | {
      kind: "export";
      list: string;
      format: string;
      outcome: "done" | "failed";
      rows: number;
    };
