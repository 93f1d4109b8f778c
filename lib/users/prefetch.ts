import "server-only";

import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import { listBody } from "@/lib/http/responses";
import { asReceived, type Prefetch } from "@/lib/upstream/prefetch";
import { inputAsRouted } from "@/lib/upstream/server-read";

import { listAuditForPeople } from "./audit-groups";
import { auditListOptions, auditQuery, type AuditListParams } from "./audit-queries";
import { userEndpoints } from "./endpoints";
import { userListBody } from "./handlers";
import { userListOptions, type UserListParams } from "./queries";

// The admin pages' first lists, answered on the server from the dashboard's database under the
// browser's query keys (lib/upstream/prefetch.ts): the pages then load no response schema
// (lib/answers.ts, zod) to show them.

export const userPrefetch = {
  /** The users page's list, and the audit log's user filter (USERS_TO_FILTER_BY). */
  userList: (user: SessionUser, params: UserListParams): Prefetch => ({
    queryKey: userListOptions(params).queryKey,
    queryFn: async () => {
      // A role that may not list users: the browser asks, and is refused, as before.
      if (!can(user.role, "user:manage")) throw new Error(`${user.role} may not list users`);
      const { query } = inputAsRouted(userEndpoints.listUsers, { query: params });
      return asReceived(userEndpoints.listUsers, await userListBody(query));
    },
  }),
  /** The audit log's page: one job's entries, or else the log with each job as one row. */
  auditList: (params: AuditListParams): Prefetch => ({
    queryKey: auditListOptions(params).queryKey,
    queryFn: async () => {
      const { query } = inputAsRouted(userEndpoints.listAudit, { query: auditQuery(params) });
      const { rows, total } = await listAuditForPeople(await getDb(), query);
      return asReceived(userEndpoints.listAudit, listBody(rows, { ...query, total }));
    },
  }),
};
