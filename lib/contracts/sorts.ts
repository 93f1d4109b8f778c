// The register's sorts, apart from its schemas: the contract list writes them in the browser,
// which loads no schema (lib/list-params/shape.ts).
export const REGISTER_SORTS = [
  "updated_at:desc",
  "updated_at:asc",
  "end_date:asc",
  "end_date:desc",
  "start_date:asc",
  "start_date:desc",
  "decision_date:asc",
  "decision_date:desc",
  "id:asc",
  "id:desc",
] as const;
export type RegisterSort = (typeof REGISTER_SORTS)[number];
