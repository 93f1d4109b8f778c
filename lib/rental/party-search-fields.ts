// Fields the party search filters on (our decision; the interface leaves them open). Apart from
// list-query.ts (the query rules, with zod) because the party pickers offer them as choices.
export const PARTY_FILTER_FIELDS = ["full_name", "id_number", "phone_number"] as const;
