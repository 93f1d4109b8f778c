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

// The dashboard's own records: its users, failed sign-ins (throttling is counted here so that
// several instances agree), the audit log and the register of contracts it has touched.

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
  },
  (t) => [uniqueIndex("users_email_key").on(t.email)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    address: text("address").notNull(),
    // Set when the account later signs in: its failures no longer count against the account,
    // but still count against the address.
    accountCleared: boolean("account_cleared").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_attempts_email_idx").on(t.email, t.createdAt),
    index("login_attempts_address_idx").on(t.address, t.createdAt),
    index("login_attempts_created_idx").on(t.createdAt),
  ],
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
    createdAt: createdAt(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt),
    index("audit_log_user_idx").on(t.userId, t.createdAt),
    index("audit_log_action_idx").on(t.action, t.createdAt),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
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
    contractType: text("contract_type").notNull(),
    duration: integer("duration").notNull(),
    totalRent: numeric("total_rent", { mode: "number" }).notNull(),
    billingType: text("billing_type").notNull(),
    terms: jsonb("terms").$type<Record<string, unknown> | null>(),
    startDate: date("start_date", { mode: "string" }),
    endDate: date("end_date", { mode: "string" }),
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
    index("contract_register_parties_idx").using("gin", t.partyIds),
  ],
);

export const dashboardSchema = { users, loginAttempts, auditLog, contractRegister };
export type DashboardSchema = typeof dashboardSchema;
export type UserRow = typeof users.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type ContractRegisterRow = typeof contractRegister.$inferSelect;
