import { queryOptions, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";

import { callEndpoint } from "@/lib/query/call-endpoint";
import type { RegionListQuery } from "@/lib/rental/list-query";
import { MAX_PAGE_SIZE } from "@/lib/rental/page-size";
import type { City, Region } from "@/lib/rental/records";
import { regionRoutes } from "./routes";

// GET /api/v1/regions (each region carries its cities)

export type RegionListParams = { name?: string; page: number; pageSize: number };

export const regionKeys = {
  all: ["regions"] as const,
  lists: () => [...regionKeys.all, "list"] as const,
  list: (params: RegionListParams) => [...regionKeys.lists(), params] as const,
};

/** The list's state as the server's query (also what a server component passes upstream). */
export function regionListQuery({ name, page, pageSize }: RegionListParams) {
  return {
    filters: name ? { name: { $contains: name } } : undefined,
    pagination: { page, pageSize },
    sort: "name:asc",
  } satisfies RegionListQuery;
}

export const regionListOptions = (params: RegionListParams) =>
  queryOptions({
    queryKey: regionKeys.list(params),
    queryFn: ({ signal }) =>
      callEndpoint(regionRoutes.listRegions, { query: regionListQuery(params) }, signal),
  });

export function useRegionList(params: RegionListParams) {
  return useQuery({ ...regionListOptions(params), placeholderData: (previous) => previous });
}

// Regions change rarely (13 administrative regions): one page holds them all, kept for long.
export const ALL_REGIONS = { page: 1, pageSize: MAX_PAGE_SIZE } satisfies RegionListParams;
export const REGIONS_FRESH_MS = 60 * 60_000;
export const regionLookupOptions = () =>
  queryOptions({ ...regionListOptions(ALL_REGIONS), staleTime: REGIONS_FRESH_MS });

export type RegionLookup = {
  region: (id: number | null | undefined) => Region | undefined;
  city: (id: number | null | undefined) => (City & { regionId: number }) | undefined;
  regions: readonly Region[];
};

/** Region and city names by id, for tables and detail pages. */
export function useRegionLookup() {
  const query = useQuery(regionLookupOptions());
  const lookup = useMemo<RegionLookup>(() => {
    const regions = query.data?.data ?? [];
    const byId = new Map(regions.map((r) => [r.id, r]));
    const cities = new Map(
      regions.flatMap((r) => r.cities.map((c) => [c.id, { ...c, regionId: r.id }] as const)),
    );
    return {
      regions,
      region: (id) => (id == null ? undefined : byId.get(id)),
      city: (id) => (id == null ? undefined : cities.get(id)),
    };
  }, [query.data]);
  return { ...query, lookup };
}
