import { normaliseDigits } from "./digits";

// Fields the party search filters on (our decision; the interface leaves them open). Apart from
// list-query.ts (the query rules, with zod) because the party pickers offer them as choices.
export const PARTY_FILTER_FIELDS = ["full_name", "id_number", "phone_number"] as const;
export type PartyFilterField = (typeof PARTY_FILTER_FIELDS)[number];

/** The parties page's choices: `any` finds by what the text looks like (partyFieldOf). */
export const PARTY_SEARCH_FIELDS = ["any", ...PARTY_FILTER_FIELDS] as const;

/**
 * The field a typed search is for: digits (either numeral system, with spaces, dashes or a `+`)
 * that start like a Saudi mobile (05…, 5…, +966…, 00966…) are a mobile number, other digits an
 * ID number, anything else a name.
 */
export function partyFieldOf(text: string): PartyFilterField {
  const compact = normaliseDigits(text).replace(/[\s\-()]/g, "");
  if (!/^\+?\d+$/.test(compact)) return "full_name";
  return /^(\+966|00966|966|0?5)/.test(compact) ? "phone_number" : "id_number";
}
