import * as z from "zod/mini";

import { auditListQuerySchema } from "@/lib/audit/schemas";
import { staleDaysSchema } from "@/lib/deed-sync/stale";
import { attentionQuerySchema } from "@/lib/party-attention/schemas";
import type { ContractRegisterParams } from "@/lib/queries/contract-register";
import { registerListQuerySchema } from "@/lib/register/schemas";
import { normaliseDigits } from "@/lib/rental/digits";
import { gregorianDate, withDigits } from "@/lib/rental/fields";
import {
  containsText,
  PARTY_FILTER_FIELDS,
  partySearchQuerySchema,
  propertyListQuerySchema,
} from "@/lib/rental/list-query";
import { MAX_PAGE_SIZE } from "@/lib/rental/page-size";
import { userListQuerySchema } from "@/lib/users/schemas";

import { defineListParams } from "./define";

// The URL state of the six list pages, each read with the server's own query schemas, and the
// columns of each page's table that a person may hide (the ids of its column definitions under
// components/; the table warns in development about an id it does not have).

const PAGE_SIZES = [10, 25, 50, MAX_PAGE_SIZE] as const;
const register = registerListQuerySchema.shape;

// /properties?name=…&stale=30&page=2&pageSize=50&sort=synced_at:asc
// `stale`: not synced within that many days (never-synced included).
export const propertyListParams = defineListParams({
  id: "properties",
  columns: {
    optional: [
      "document_number",
      "owner_id",
      "region",
      "city",
      "units",
      "deed_date_hijri",
      "synced_at",
    ],
    hidden: ["deed_date_hijri", "city"],
  },
  filters: { name: { schema: containsText }, staleDays: { schema: staleDaysSchema, url: "stale" } },
  sort: propertyListQuerySchema.shape.sort,
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
});

// /parties?field=id_number&q=1016&page=2&pageSize=50&sort=full_name:asc
export const partySearchParams = defineListParams({
  id: "parties",
  columns: {
    optional: [
      "id_number",
      "phone_number",
      "date_of_birth",
      "date_of_birth_hijri",
      "region",
      "city",
      "id",
    ],
    hidden: ["date_of_birth_hijri", "city", "id"],
  },
  filters: {
    field: { schema: z.enum(PARTY_FILTER_FIELDS), fallback: "full_name" as const },
    q: { schema: containsText },
  },
  sort: partySearchQuerySchema.shape.sort,
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
  // IDs and phones typed with Arabic-Indic digits are stored with ASCII digits.
  finish: (state) =>
    state.q && state.field !== "full_name" ? { ...state, q: normaliseDigits(state.q) } : state,
});

// /parties/attention?kind=mobile-not-saudi&page=2&pageSize=50
export const partyAttentionParams = defineListParams({
  id: "party-attention",
  columns: { optional: ["id_number", "phone_number", "id"] },
  filters: { kind: { schema: attentionQuerySchema.shape.kind.def.innerType } },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
});

// /contracts?status=active&endingAfter=2026-12-01&endingBefore=2027-01-01&decisionBefore=2026-12-01
//   &unit=12&party=7&deleted=1&sort=id:desc
export const contractListParams = defineListParams({
  id: "contracts",
  columns: {
    optional: [
      "unit_id",
      "lessor",
      "tenant",
      "contract_type",
      "status",
      "start_date",
      "end_date",
      "decision_date",
      "duration",
      "rent",
      "updated_at",
    ],
    hidden: ["duration", "updated_at"],
  },
  filters: {
    status: { schema: register.status.def.innerType },
    endingAfter: { schema: register.endingAfter.def.innerType },
    endingBefore: { schema: register.endingBefore.def.innerType },
    decisionBefore: { schema: register.decisionBefore.def.innerType },
    unit: { schema: withDigits(z.string().check(z.maxLength(50))) },
    party: { schema: register.party.def.innerType },
    includeDeleted: {
      schema: z.pipe(
        z.literal("1"),
        z.transform(() => true),
      ),
      url: "deleted",
      fallback: false,
      write: (deleted: boolean) => (deleted ? 1 : undefined),
    },
  },
  sort: register.sort.def.innerType,
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
});
export type ContractListState = ReturnType<typeof contractListParams.parse>;

/** The contract page's state as the register's query. */
export function toRegisterParams(state: ContractListState): ContractRegisterParams {
  return {
    status: state.status,
    endingAfter: state.endingAfter,
    endingBefore: state.endingBefore,
    decisionBefore: state.decisionBefore,
    units: state.unit ? [state.unit] : undefined,
    party: state.party,
    includeDeleted: state.includeDeleted || undefined,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
  };
}

// /admin/audit?q=…&userId=…&action=contract.create&from=2026-11-01&to=2026-11-22&page=2
export const auditListParams = defineListParams({
  id: "audit",
  columns: {
    optional: ["userEmail", "role", "action", "target", "status", "requestId", "details"],
    hidden: ["requestId", "details"],
  },
  filters: {
    q: { schema: auditListQuerySchema.shape.q.def.innerType },
    userId: { schema: auditListQuerySchema.shape.userId.def.innerType },
    action: { schema: auditListQuerySchema.shape.action.def.innerType },
    // The page picks whole days; the server also takes instants.
    from: { schema: gregorianDate },
    to: { schema: gregorianDate },
  },
  pageSizes: [25, 50, MAX_PAGE_SIZE],
  defaultPageSize: 50,
});

// /admin/users?q=…&page=2&pageSize=50
export const userListParams = defineListParams({
  id: "users",
  columns: {
    optional: ["email", "role", "status", "createdAt", "passwordChangedAt"],
    hidden: ["passwordChangedAt"],
  },
  filters: { q: { schema: userListQuerySchema.shape.q.def.innerType } },
  pageSizes: PAGE_SIZES,
  defaultPageSize: 25,
});
