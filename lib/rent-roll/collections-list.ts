import * as z from "zod/mini";

import { pageQueryShape } from "@/lib/http/page-query";
import { todayInRiyadh } from "@/lib/rental/dates";

import { monthSchema } from "./collections-schemas";
import {
  COLLECTION_LISTS,
  COLLECTIONS_PAGE_SIZE,
  COLLECTIONS_PAGE_SIZES,
  monthOfDay,
  type CollectionsUrlState,
} from "./collections-shape";

// How the server reads /collections?month=2026-11&list=payments&page=2: the month with the
// endpoint's own schema (Arabic-Indic digits read too), this Riyadh month when it is missing or
// does not parse; a list, page or page size that does not parse is its default.

const read = <T>(schema: z.core.$ZodType<T, unknown>, raw: string | null): T | undefined => {
  const parsed = z.safeParse(schema, raw?.trim() ?? "");
  return raw && parsed.success ? parsed.data : undefined;
};

export const collectionsAddress = {
  parse(params: URLSearchParams, now: Date = new Date()): CollectionsUrlState {
    const pageSize = read(pageQueryShape.pageSize, params.get("pageSize"));
    return {
      month: read(monthSchema, params.get("month")) ?? monthOfDay(todayInRiyadh(now)),
      list: read(z.enum(COLLECTION_LISTS), params.get("list")) ?? "due",
      page: read(pageQueryShape.page, params.get("page")) ?? 1,
      pageSize:
        pageSize !== undefined && (COLLECTIONS_PAGE_SIZES as readonly number[]).includes(pageSize)
          ? pageSize
          : COLLECTIONS_PAGE_SIZE,
    };
  },
};
