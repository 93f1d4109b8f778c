import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { CALENDARS, DIGIT_STYLES, PREFERENCE_LOCALES } from "@/lib/i18n/choices";

import { syncPace, syncRunItems, syncRuns } from "../deeds/sync/tables";

export { syncPace, syncRunItems, syncRuns } from "../deeds/sync/tables";

// The dashboard's own records: its users and their sessions, sign-in throttles and request
// counters (kept here so that several instances agree), the audit log and the register of
// contracts it has touched.

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(), // a UUID
    email: text("email").notNull(), // always lower-case
    name: text("name").notNull(),
    role: text("role", { enum: ["admin", "manager", "support"] }).notNull(),
    passwordHash: text("password_hash").notNull(),
    disabled: boolean("disabled").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Sessions issued before this instant are no longer accepted (see lib/auth/session.ts).
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true })
      .notNull()
      .defaultNow(),
    // Set when someone else chose the password (generated, reset): it must be changed at the
    // next sign-in before anything else can be done.
    mustChangePassword: boolean("must_change_password").notNull().default(false),
    // TOTP second factor (lib/auth/totp.ts): secrets sealed with a key derived from AUTH_SECRET.
    totpSecret: text("totp_secret"),
    totpPendingSecret: text("totp_pending_secret"),
    // The last time step accepted, so that a code is never accepted twice.
    totpLastStep: integer("totp_last_step"),
    // Display preferences (lib/preferences); null until the person chooses.
    locale: text("locale", { enum: PREFERENCE_LOCALES }),
    digits: text("digits", { enum: DIGIT_STYLES }),
    calendar: text("calendar", { enum: CALENDARS }),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

const instant = (name: string) => timestamp(name, { withTimezone: true });

// One row per signed-in browser. The session cookie (a JWT) names its row; deleting the row ends
// the session at once (sign-out, "end session", password change, an admin). See lib/auth/sessions.ts.
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(), // random, 128 bits
    userId: text("user_id").notNull(), // users.id (users are disabled, never deleted)
    createdAt: createdAt(),
    // Touched at most once a minute (not a write per request).
    lastSeenAt: instant("last_seen_at").notNull().defaultNow(),
    expiresAt: instant("expires_at").notNull(),
    userAgent: text("user_agent").notNull().default(""),
    address: text("address").notNull().default(""),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

// Sign-in throttling counters (lib/auth/throttle.ts), one row per key: an account and address
// together, an account, an address. Updated under a row lock, so parallel guesses are counted
// one by one.
export const authThrottle = pgTable(
  "auth_throttle",
  {
    key: text("key").primaryKey(),
    failures: integer("failures").notNull().default(0),
    windowStart: instant("window_start").notNull(),
    lastFailureAt: instant("last_failure_at").notNull(),
  },
  (t) => [index("auth_throttle_last_idx").on(t.lastFailureAt)],
);

// Request counters per fixed window (lib/auth/rate-limit.ts): per user, per address, and the
// audit log's own budget for security events. One upsert per request.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: instant("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("rate_limits_window_idx").on(t.windowStart)],
);

// Second-factor recovery codes: only their SHA-256 is kept; each works once.
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    userId: text("user_id").notNull(), // users.id (users are disabled, never deleted)
    codeHash: text("code_hash").notNull(),
    usedAt: instant("used_at"),
  },
  (t) => [uniqueIndex("recovery_codes_key").on(t.userId, t.codeHash)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: text("user_id").notNull(),
    userEmail: text("user_email").notNull(),
    role: text("role").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    status: integer("status").notNull(),
    requestId: text("request_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * auditSearchText(row) (lib/audit/search-text.ts): the free-text search of the log. Written
     * on insert; NULL only for rows from before the column, filled in when the database opens.
     */
    searchText: text("search_text"),
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_user_idx").on(t.userId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
    // The log only grows: `q` must stay an index search (pg_trgm, as in the rental service).
    index("audit_log_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    // Only rows whose search text is not computed yet: the check at open reads nothing.
    index("audit_log_search_pending_idx")
      .on(t.id)
      .where(sql`search_text is null`),
  ],
);

export const contractRegister = pgTable(
  "contract_register",
  {
    contractId: integer("contract_id").primaryKey(),
    unitId: text("unit_id").notNull(),
    parties: jsonb("parties").$type<{ role: string; id: number }[]>().notNull(),
    partyIds: integer("party_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * What the register learned about each party (name, ID number, phone), by party id: looked
     * up upstream when the contract was created or changed, or when the party was updated.
     * Upstream's contract names its parties by record number only.
     */
    knownParties: jsonb("known_parties")
      .$type<Record<string, { full_name: string; id_number: string; phone_number: string }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    contractType: text("contract_type").notNull(),
    duration: integer("duration").notNull(),
    totalRent: numeric("total_rent", { mode: "number" }).notNull(),
    billingType: text("billing_type").notNull(),
    terms: jsonb("terms").$type<Record<string, unknown> | null>(),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
    /** The contract's own notice period (terms.notice_period_in_days); null when it sets none. */
    noticeDays: integer("notice_days"),
    /** End date minus the notice period, or minus the configured default (decision-date.ts). */
    decisionDate: date("decision_date", { mode: "string" }),
    status: text("status").notNull(),
    deleted: boolean("deleted").notNull().default(false),
    createdBy: text("created_by").notNull(),
    updatedBy: text("updated_by").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contract_register_unit_idx").on(t.unitId),
    index("contract_register_status_idx").on(t.status, t.endDate),
    index("contract_register_end_idx").on(t.endDate),
    index("contract_register_decision_idx").on(t.decisionDate),
    index("contract_register_parties_idx").using("gin", t.partyIds),
  ],
);

// Saved views of a list page (lib/saved-views): a name and the list's URL state (filters, sort,
// page size) with its visible columns, kept per person; a shared one is read by the whole team,
// changed only by its owner. `state` is checked against the list's definition on every write
// and every read (lib/saved-views/view-state.ts), so a view saved before a list changed still
// opens with what the list accepts today.
export const savedViews = pgTable(
  "saved_views",
  {
    id: text("id").primaryKey(), // a UUID
    ownerId: text("owner_id").notNull(), // users.id (users are disabled, never deleted)
    list: text("list").notNull(), // a list id (lib/list-params/list-ids.ts)
    name: text("name").notNull(),
    state: jsonb("state").$type<unknown>().notNull(),
    shared: boolean("shared").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One name per person and list, whatever its letter case ("Ending soon" = "ending soon").
    uniqueIndex("saved_views_owner_name_key").on(t.ownerId, t.list, sql`lower(${t.name})`),
    index("saved_views_shared_idx")
      .on(t.list)
      .where(sql`${t.shared}`),
  ],
);

export const dashboardSchema = {
  users,
  sessions,
  authThrottle,
  rateLimits,
  recoveryCodes,
  auditLog,
  contractRegister,
  savedViews,
  syncRuns,
  syncRunItems,
  syncPace,
};
export type DashboardSchema = typeof dashboardSchema;
export type UserRow = typeof users.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type ContractRegisterRow = typeof contractRegister.$inferSelect;
export type SavedViewRow = typeof savedViews.$inferSelect;
