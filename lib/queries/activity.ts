import { queryOptions } from "@tanstack/react-query";

import { api } from "./api-client";
import { auditListUrl, type AuditEntry } from "./audit";
import type { Pagination } from "@/lib/rental/records";

// Recent activity for the overview: admins read the whole audit log (GET /api/audit), everyone
// else their own entries (GET /api/me/activity).

export type ActivityScope = "all" | "own";

export const activityKeys = {
  all: ["activity"] as const,
  recent: (scope: ActivityScope, pageSize: number) =>
    [...activityKeys.all, scope, pageSize] as const,
};

export const recentActivityOptions = (scope: ActivityScope, pageSize = 8) =>
  queryOptions({
    queryKey: activityKeys.recent(scope, pageSize),
    queryFn: ({ signal }) =>
      api.get<AuditEntry[], { pagination: Pagination }>(
        scope === "all"
          ? auditListUrl({ page: 1, pageSize })
          : `/api/me/activity?page=1&pageSize=${pageSize}`,
        signal,
      ),
  });
