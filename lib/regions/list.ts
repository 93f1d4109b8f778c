// How the regions page reads its address: one filter, free text, as typed (trimmed). The list
// (components/regions/region-list.tsx) reads it in the browser and the page on the server, which
// answers that list's first query (prefetch.ts): both must name the same query.

export const regionListParams = {
  parse: (params: Pick<URLSearchParams, "get">) => ({
    name: params.get("name")?.trim() || undefined,
  }),
};
export type RegionListState = ReturnType<typeof regionListParams.parse>;
