import * as z from "zod/mini";

import { wholeNumber } from "@/lib/rental/fields";
import { msg } from "@/lib/rental/messages";

// `?page=&pageSize=` for the dashboard's own lists (users, audit log, contract register); the
// answer carries the same `meta.pagination` as the mirrored upstream lists.

const pageNumber = z.coerce
  .number({ error: msg("validation.number") })
  .check(
    wholeNumber(msg("validation.wholeNumber")),
    z.gte(1, { error: msg("validation.atLeast", { min: 1 }) }),
    z.lte(1_000_000, { error: msg("validation.tooLarge") }),
  );

export const MAX_OWN_PAGE_SIZE = 100;

export const pageQueryShape = {
  page: z._default(pageNumber, 1),
  pageSize: z._default(
    pageNumber.check(
      z.lte(MAX_OWN_PAGE_SIZE, { error: msg("validation.atMost", { max: MAX_OWN_PAGE_SIZE }) }),
    ),
    25,
  ),
};

export type PageQuery = { page: number; pageSize: number };

export function pageOffset({ page, pageSize }: PageQuery): number {
  return (page - 1) * pageSize;
}
