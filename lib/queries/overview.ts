import { queryOptions } from "@tanstack/react-query";

import { api } from "./api-client";
import { propertyListUrl } from "./properties";
import type { Pagination, Property } from "@/lib/rental/records";
import type { RegisterSummary } from "@/lib/register/summary";

// The overview's numbers: GET /api/contracts/summary, and property/unit totals from
// GET /api/v1/properties (the interface has no unit list, so units are counted per property).

export const overviewKeys = {
  all: ["overview"] as const,
  register: () => [...overviewKeys.all, "register-summary"] as const,
  portfolio: () => [...overviewKeys.all, "portfolio"] as const,
};

export type { RegisterSummary };

export const registerSummaryOptions = () =>
  queryOptions({
    queryKey: overviewKeys.register(),
    queryFn: ({ signal }) => api.get<RegisterSummary>("/api/contracts/summary", signal),
  });

/** Units are summed over at most this many property pages (of 100); beyond, only properties. */
export const MAX_UNIT_PAGES = 10;

export type PortfolioTotals = { properties: number; units: number | null };

async function countPortfolio(signal: AbortSignal): Promise<PortfolioTotals> {
  type Page = { data: Property[]; meta: { pagination: Pagination } };
  const fetchPage = (page: number) =>
    api.get<Property[], { pagination: Pagination }>(
      propertyListUrl({ page, pageSize: 100 }),
      signal,
    ) as Promise<Page>;
  const first = await fetchPage(1);
  const { total, pageCount } = first.meta.pagination;
  if (pageCount > MAX_UNIT_PAGES) return { properties: total, units: null };
  const rest = await Promise.all(Array.from({ length: pageCount - 1 }, (_, i) => fetchPage(i + 2)));
  const units = [first, ...rest].reduce(
    (sum, page) => sum + page.data.reduce((n, p) => n + p.units.length, 0),
    0,
  );
  return { properties: total, units };
}

export const portfolioOptions = () =>
  queryOptions({
    queryKey: overviewKeys.portfolio(),
    queryFn: ({ signal }) => countPortfolio(signal),
    staleTime: 5 * 60_000,
  });
