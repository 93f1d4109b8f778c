import * as z from "zod/mini";

import { auditListQuerySchema } from "@/lib/users/audit-schemas";
import { staleDaysSchema } from "@/lib/properties/stale";
import { attentionQuerySchema } from "@/lib/parties/attention-schemas";
import { registerListQuerySchema } from "@/lib/contracts/schemas";
import { normaliseDigits } from "@/lib/rental/digits";
import { gregorianDate, withDigits } from "@/lib/rental/fields";
import {
  containsText,
  PARTY_FILTER_FIELDS,
  partySearchQuerySchema,
  propertyListQuerySchema,
} from "@/lib/rental/list-query";
import { userListQuerySchema } from "@/lib/users/schemas";

import { defineListParams } from "./define";
import {
  auditListShape,
  contractListShape,
  partyAttentionShape,
  partySearchShape,
  propertyListShape,
  userListShape,
} from "./list-shapes";

// How the server reads the six list pages' addresses: each filter of the page's shape
// (list-shapes.ts, which the browser writes with) read with the server's own query schema for
// that list. The page reads its address here and hands the state to the browser.

const register = registerListQuerySchema.shape;

export const propertyListParams = defineListParams(propertyListShape, {
  read: { name: containsText, staleDays: staleDaysSchema },
  sort: propertyListQuerySchema.shape.sort,
});
export type PropertyListState = ReturnType<typeof propertyListParams.parse>;

export const partySearchParams = defineListParams(partySearchShape, {
  read: { field: z.enum(PARTY_FILTER_FIELDS), q: containsText },
  sort: partySearchQuerySchema.shape.sort,
  // IDs and phones typed with Arabic-Indic digits are stored with ASCII digits.
  finish: (state) =>
    state.q && state.field !== "full_name" ? { ...state, q: normaliseDigits(state.q) } : state,
});
export type PartySearchState = ReturnType<typeof partySearchParams.parse>;

export const partyAttentionParams = defineListParams(partyAttentionShape, {
  read: { kind: attentionQuerySchema.shape.kind.def.innerType },
});
export type PartyAttentionState = ReturnType<typeof partyAttentionParams.parse>;

export const contractListParams = defineListParams(contractListShape, {
  read: {
    status: register.status.def.innerType,
    endingAfter: register.endingAfter.def.innerType,
    endingBefore: register.endingBefore.def.innerType,
    decisionBefore: register.decisionBefore.def.innerType,
    unit: withDigits(z.string().check(z.maxLength(50))),
    party: register.party.def.innerType,
    includeDeleted: z.pipe(
      z.literal("1"),
      z.transform(() => true),
    ),
  },
  sort: register.sort.def.innerType,
});
export type ContractListState = ReturnType<typeof contractListParams.parse>;

export const auditListParams = defineListParams(auditListShape, {
  read: {
    q: auditListQuerySchema.shape.q.def.innerType,
    userId: auditListQuerySchema.shape.userId.def.innerType,
    action: auditListQuerySchema.shape.action.def.innerType,
    // The page picks whole days; the server also takes instants.
    from: gregorianDate,
    to: gregorianDate,
  },
});
export type AuditListState = ReturnType<typeof auditListParams.parse>;

export const userListParams = defineListParams(userListShape, {
  read: { q: userListQuerySchema.shape.q.def.innerType },
});
export type UserListState = ReturnType<typeof userListParams.parse>;
