import { queryOptions, useQuery } from "@tanstack/react-query";

import { callEndpoint, endpointUrl } from "@/lib/query/call-endpoint";
import type { AuditEntry } from "@/lib/users/audit-schemas";
import { userRoutes } from "./routes";

// GET /api/audit (admins): the audit log, newest first. Read-only: nothing in the UI changes it.

export type AuditListParams = {
  /** Free text: email, action, target, request id, details (Arabic-aware on the server). */
  q?: string;
  userId?: string;
  action?: string;
  /** One bulk job's entries (a deed sync's run id); without it a job is one row. */
  groupId?: string;
  /** YYYY-MM-DD (a Riyadh day), inclusive. */
  from?: string;
  /** YYYY-MM-DD (a Riyadh day), inclusive (to the end of that day). */
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

// Times are shown in Riyadh time, so a day picked in the filter is a Riyadh day (UTC+3 all year):
// it is sent as the instants that bound it, which the API takes as well as UTC days.
const RIYADH_DAY = { from: "T00:00:00.000+03:00", to: "T23:59:59.999+03:00" } as const;

/** `/api/audit?…` for these filters (the page's link to the same list, tests). */
export function auditListUrl(params: AuditListParams): string {
  return endpointUrl(userRoutes.listAudit, { query: auditQuery(params) });
}

/**
 * The filters as the audit route's query (a Riyadh day as the instants that bound it). The log
 * has one order (newest first): a list state's `sort` is not passed on, as the route refuses it.
 */
export function auditQuery({
  from,
  to,
  sort: _oneOrder,
  ...rest
}: AuditListParams & { sort?: unknown }) {
  return {
    ...rest,
    from: from ? `${from}${RIYADH_DAY.from}` : undefined,
    to: to ? `${to}${RIYADH_DAY.to}` : undefined,
  };
}

export const auditListOptions = (params: AuditListParams) =>
  queryOptions({
    queryKey: auditKeys.list(params),
    queryFn: ({ signal }) =>
      callEndpoint(userRoutes.listAudit, { query: auditQuery(params) }, signal),
  });

export function useAuditList(params: AuditListParams) {
  return useQuery({ ...auditListOptions(params), placeholderData: (previous) => previous });
}
