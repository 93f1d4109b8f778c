import "server-only";

import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session-user";
import type { DashboardDb } from "@/lib/db/database";
import { runWithRequestContext } from "@/lib/observability/request-context";
import { msg } from "@/lib/rental/messages";
import { mapUpstreamError, UpstreamError } from "@/lib/upstream/errors";
import { getProperty, listProperties } from "@/lib/properties/server";
import { syncDeed } from "@/lib/deeds/upstream";
import { recordProperty } from "@/lib/contracts/server";
import { indexPropertyUnits } from "@/lib/occupancy/server";
import { upstreamTokens } from "@/lib/upstream/upstream";
import { PermissionError } from "@/lib/upstream/upstream-function";
import { findUserById } from "@/lib/auth/users";

import type { Failure, SliceUpstream } from "./slice";

// The job's upstream: the same upstream functions the route handlers call (permission check,
// one client, normalisation), each call under a request id of its own, which goes upstream as
// X-Request-Id and into the audit row, so the service's log line and ours can be matched.

function inContext<T>(user: SessionUser, requestId: string, run: () => Promise<T>): Promise<T> {
  const context = { requestId, userId: user.id, role: user.role, upstreamMs: 0, upstreamCalls: 0 };
  return runWithRequestContext(context, run);
}

/** What a failed call means for the run (worker.ts, Failure). */
export function failureOf(error: unknown): Failure | null {
  if (error instanceof PermissionError)
    return {
      error: { code: "FORBIDDEN", message: msg("apiErrors.forbidden") },
      status: 403,
      notSent: true,
      transient: false,
    };
  if (!(error instanceof UpstreamError)) return null;
  const { status, body } = mapUpstreamError(error);
  const upstreamStatus = error.status ?? 0;
  return {
    error: { code: body.error.code, message: body.error.message },
    status,
    // Refused before doing anything: too many requests, or our credentials.
    notSent: upstreamStatus === 429 || error.kind === "auth",
    transient:
      error.kind === "timeout" ||
      error.kind === "unreachable" ||
      upstreamStatus === 429 ||
      upstreamStatus >= 500,
  };
}

export const liveUpstream: SliceUpstream = {
  sync: (user, requestId, id) =>
    inContext(user, requestId, async () => {
      const { data, meta } = await syncDeed(user, id);
      // The register's contracts on its units learn the name the registry gave it; the units
      // index its units.
      await Promise.all([recordProperty(data), indexPropertyUnits(data)]);
      return { changes: meta.changes, syncedAt: meta.synced_at };
    }),
  read: (user, requestId, documentNumber) =>
    inContext(
      user,
      requestId,
      async () => (await getProperty(user, documentNumber)).data.synced_at,
    ),
  list: (user, requestId, staleBefore, page, pageSize) =>
    inContext(user, requestId, async () => {
      const { data, meta } = await listProperties(user, {
        filters: { synced_at: { $lt: staleBefore } },
        pagination: { page, pageSize },
        sort: "id:asc",
      });
      return { rows: data, pageCount: meta.pagination.pageCount };
    }),
  failure: failureOf,
  ready: async () => {
    await upstreamTokens().get();
  },
};

/** The admin who started a run, as the job acts for them: while they still may sync deeds. */
export async function requesterOf(db: DashboardDb, userId: string): Promise<SessionUser | null> {
  const row = await findUserById(db, userId);
  if (!row || row.disabled || !can(row.role, "property:sync")) return null;
  return { id: row.id, email: row.email, name: row.name, role: row.role };
}
