import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "./api-client";
import type { AuditEntry } from "@/lib/audit/schemas";
import type { Pagination } from "@/lib/rental/records";

// GET /api/audit (admins): the audit log, newest first. Read-only: nothing in the UI changes it.

export type AuditListParams = {
  userId?: string;
  action?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  /** YYYY-MM-DD, inclusive (to the end of that day). */
  to?: string;
  page: number;
  pageSize: number;
};

export type { AuditEntry };

export const auditKeys = {
  all: ["audit"] as const,
  lists: () => [...auditKeys.all, "list"] as const,
  list: (params: AuditListParams) => [...auditKeys.lists(), params] as const,
};

export function auditListUrl(params: AuditListParams): string {
  const query = new URLSearchParams();
  for (const key of ["userId", "action", "from", "to"] as const) {
    const value = params[key];
    if (value) query.set(key, value);
  }
  query.set("page", String(params.page));
  query.set("pageSize", String(params.pageSize));
  return `/api/audit?${query}`;
}

export const auditListOptions = (params: AuditListParams) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<AuditEntry[], { pagination: Pagination }>(auditListUrl(params), signal),
  });

export function useAuditList(params: AuditListParams) {
  return useQuery({ ...auditListOptions(params), placeholderData: (previous) => previous });
}
