import { asc, desc, ilike, like, type AnyColumn, type SQL } from "drizzle-orm";

import type { Pagination } from "@/lib/rental/records";
import type { ListQuery } from "@/lib/rental/list-query";
import { DEFAULT_PAGE_SIZE } from "@/lib/rental/page-size";
import { searchPattern } from "@/lib/rental/search-text";

// Shared pieces of the list endpoints: `$contains` as an escaped LIKE on a normalised column
// (served by the pg_trgm GIN indexes), `sort=field:dir` and page arithmetic.

/**
 * `$contains` on a `*_search_text` column, which holds searchText(<field>): the needle goes
 * through the same function, so letter variants, diacritics, tatweel, spacing, case and digits
 * agree on both sides and a plain LIKE decides. A needle with nothing left (only spaces or
 * diacritics) filters nothing.
 */
export function containsSearch(column: AnyColumn, text: string | undefined): SQL | undefined {
  const pattern = text === undefined ? null : searchPattern(text);
  return pattern === null ? undefined : like(column, pattern);
}

/**
 * `$contains` on a stored identifier (ID number, phone number): those are kept in one canonical
 * form (ASCII digits, no spaces; lib/rental/fields.ts), so only the needle is normalised, and
 * ILIKE covers the odd letter in an ID.
 */
export function containsIdentifier(column: AnyColumn, text: string | undefined): SQL | undefined {
  const pattern = text === undefined ? null : searchPattern(text);
  return pattern === null ? undefined : ilike(column, pattern);
}

/** A sort column, or for nullable columns how to order it in each direction. */
export type SortColumn = AnyColumn | { order: (dir: "asc" | "desc") => SQL };

export function orderBy<F extends string>(
  sort: string | undefined,
  columns: Record<F, SortColumn>,
  fallback: AnyColumn,
): SQL[] {
  const [field, dir] = (sort ?? "").split(":") as [F | "", string | undefined];
  // The sort schema names the fields; the own-property check keeps `constructor` off the table.
  const column = field && Object.hasOwn(columns, field) ? columns[field] : undefined;
  if (!column) return [asc(fallback)];
  const direction = dir === "desc" ? desc : asc;
  const first =
    "order" in column ? column.order(dir === "desc" ? "desc" : "asc") : direction(column);
  // The id breaks ties so that pages never overlap or skip rows.
  return column === fallback ? [first] : [first, direction(fallback)];
}

export function pageOf(query: ListQuery): { page: number; pageSize: number; offset: number } {
  const page = query.pagination?.page ?? 1;
  const pageSize = query.pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export function pagination(page: number, pageSize: number, total: number): Pagination {
  return { page, pageSize, pageCount: Math.ceil(total / pageSize), total };
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
