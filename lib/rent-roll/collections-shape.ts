import { addDays } from "@/lib/rental/contract-period";

import { monthOf } from "./arrears-shape";

// The month's collections page's fixed values and month arithmetic, with no schema: the
// browser's page loads this module (collections.ts says how the lists are worked out).

/** The page's two lists: the instalments falling due in the month, the payments dated in it. */
export const COLLECTION_LISTS = ["due", "payments"] as const;
export type CollectionList = (typeof COLLECTION_LISTS)[number];

export const COLLECTIONS_PAGE_SIZE = 50;
export const COLLECTIONS_PAGE_SIZES = [COLLECTIONS_PAGE_SIZE, 100] as const;

/** A month as the address writes it: YYYY-MM (Gregorian, Riyadh's calendar days). */
export const MONTH_PATTERN = /^(19|20)\d{2}-(0[1-9]|1[0-2])$/;

/** The month (YYYY-MM) of a day (YYYY-MM-DD). */
export const monthOfDay = (day: string) => day.slice(0, 7);

/** The month's first day and the next month's first day, the range [start, next). */
export const monthRange = (month: string) => monthOf(`${month}-01`);

export const nextMonth = (month: string) => monthRange(month).next.slice(0, 7);

export const previousMonth = (month: string) => addDays(`${month}-01`, -1).slice(0, 7);

/** The month's last day (YYYY-MM-DD). */
export const lastDayOf = (month: string) => addDays(monthRange(month).next, -1);

/** The page's state: its month, the list shown, the page and its size (collections-list.ts reads it). */
export type CollectionsUrlState = {
  month: string;
  list: CollectionList;
  page: number;
  pageSize: number;
};

/** The address of a state, as the page writes it (defaults left out, the month always in). */
export function collectionsSearch(state: CollectionsUrlState) {
  return {
    month: state.month,
    list: state.list === "due" ? undefined : state.list,
    page: state.page > 1 ? state.page : undefined,
    pageSize: state.pageSize !== COLLECTIONS_PAGE_SIZE ? state.pageSize : undefined,
  };
}
