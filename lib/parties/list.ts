import { defineListParams } from "@/lib/list-params/define";
import * as z from "zod/mini";
import { attentionQuerySchema } from "./attention-schemas";
import { normaliseDigits } from "@/lib/rental/digits";
import { containsText, partySearchQuerySchema } from "@/lib/rental/list-query";
import { partyFieldOf, PARTY_SEARCH_FIELDS } from "@/lib/rental/party-search-fields";
import { partySearchShape, partyAttentionShape } from "./list-shape";

// How the server reads the list page's address: each filter of its shape (list-shape.ts)
// read with the server's own query schema for that list.

export const partySearchParams = defineListParams(partySearchShape, {
  read: { field: z.enum(PARTY_SEARCH_FIELDS), q: containsText },
  sort: partySearchQuerySchema.shape.sort,
  // IDs and phones typed with Arabic-Indic digits are stored with ASCII digits.
  finish: (state) =>
    state.q && (state.field === "any" ? partyFieldOf(state.q) : state.field) !== "full_name"
      ? { ...state, q: normaliseDigits(state.q) }
      : state,
});
export type PartySearchState = ReturnType<typeof partySearchParams.parse>;

export const partyAttentionParams = defineListParams(partyAttentionShape, {
  read: { kind: attentionQuerySchema.shape.kind.def.innerType },
});
export type PartyAttentionState = ReturnType<typeof partyAttentionParams.parse>;
