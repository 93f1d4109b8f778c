import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, numeric, pgTable, text } from "drizzle-orm/pg-core";

import { createdAt, instant, updatedAt } from "@/lib/db/columns";
import type { KnownUnit } from "./unit-schemas";

// The register of the contracts the dashboard has created or changed (upstream lists none).

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
    /**
     * What the register learned about the contract's unit and its property (unit number and
     * type, the property's name, deed number and place), looked up upstream when the contract was
     * created, or when the property or unit was read, updated or synced here; null until then.
     * Upstream's contract names its unit by record number only (unit-names.ts).
     */
    knownUnit: jsonb("known_unit").$type<KnownUnit>(),
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
    /** The contract this one renews, when it was created as a renewal (renewal-store.ts). */
    renewalOf: integer("renewal_of"),
    /** The contract that renews this one: set once, so that a second renewal is refused. */
    renewedAs: integer("renewed_as"),
    /** A renewal of this contract being created upstream since then (a claim; renewal-store.ts). */
    renewalClaimedAt: instant("renewal_claimed_at"),
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
    // A property's contracts by its deed number (the arrears list's property filter).
    index("contract_register_deed_idx").on(sql`(${t.knownUnit} ->> 'document_number')`),
  ],
);

export type ContractRegisterRow = typeof contractRegister.$inferSelect;
