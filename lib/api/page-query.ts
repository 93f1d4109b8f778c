import { z } from "zod";

// `?page=&pageSize=` for the dashboard's own lists (users, audit log, contract register); the
// answer carries the same `meta.pagination` as the mirrored upstream lists.

const pageNumber = z.coerce
  .number({ error: "Must be a number" })
  .int({ error: "Must be a whole number" })
  .min(1, { error: "Must be at least 1" })
  .max(1_000_000, { error: "Too large" });

export const MAX_OWN_PAGE_SIZE = 100;

export const pageQueryShape = {
  page: pageNumber.default(1),
  pageSize: pageNumber
    .max(MAX_OWN_PAGE_SIZE, { error: `At most ${MAX_OWN_PAGE_SIZE}` })
    .default(25),
};

export type PageQuery = { page: number; pageSize: number };

export function pageOffset({ page, pageSize }: PageQuery): number {
  return (page - 1) * pageSize;
}
