import { asc, desc, ilike, like, sql, type AnyColumn, type SQL } from "drizzle-orm";

import type { Pagination } from "@/lib/rental/records";
import { DEFAULT_PAGE_SIZE, type ListQuery } from "@/lib/rental/list-query";

// Shared pieces of the list endpoints: `$contains` as an escaped ILIKE (served by the pg_trgm
// GIN indexes), `sort=field:dir` and page arithmetic.

/** `%text%` with LIKE's own wildcards escaped, so `50%` means the characters "50%". */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function contains(column: AnyColumn, text: string | undefined): SQL | undefined {
  return text === undefined || text === "" ? undefined : ilike(column, containsPattern(text));
}

/**
 * `$contains` on a column that holds lower(<field>) (see properties.property_name_search): the
 * needle is lower-cased by the same database function, so the match stays case-insensitive.
 */
export function containsLowered(column: AnyColumn, text: string | undefined): SQL | undefined {
  return text === undefined || text === ""
    ? undefined
    : like(column, sql`lower(${containsPattern(text)})`);
}

export function orderBy<F extends string>(
  sort: string | undefined,
  columns: Record<F, AnyColumn>,
  fallback: AnyColumn,
): SQL[] {
  const [field, dir] = (sort ?? "").split(":") as [F | "", string | undefined];
  const column = field ? columns[field] : undefined;
  if (!column) return [asc(fallback)];
  const direction = dir === "desc" ? desc : asc;
  // The id breaks ties so that pages never overlap or skip rows.
  return column === fallback ? [direction(column)] : [direction(column), direction(fallback)];
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
