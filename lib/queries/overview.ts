import { queryOptions } from "@tanstack/react-query";

import { callEndpoint } from "./call-endpoint";
import { ownRoutes as e } from "@/lib/api/endpoint-routes";

// GET /api/overview: the overview's counts, register summary, contracts ending soon and recent
// activity in one answer. Contract and property mutations make it stale with everything else.

export const overviewKeys = {
  all: ["overview"] as const,
};

export const overviewOptions = () =>
  queryOptions({
    queryKey: overviewKeys.all,
    queryFn: ({ signal }) => callEndpoint(e.overview, {}, signal),
  });
