import "server-only";

import type { ResponseArgs } from "@/lib/http/handler";
import { apiError, json } from "@/lib/http/responses";
import { recordAudit } from "@/lib/audit/record";
import type { AccountSession } from "@/lib/account/schemas";
import { endSession, endSessionsOf, listSessions } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db";
import { msg } from "@/lib/rental/messages";

// One's own sessions: the list (browser, address, when), ending one, ending all the others.

export async function listOwnSessionsResponse({ user }: ResponseArgs<undefined>) {
  const rows = await listSessions(await getDb(), user.id);
  const data: AccountSession[] = rows.map((s) => ({
    id: s.id,
    current: s.id === user.sessionId,
    userAgent: s.userAgent,
    address: s.address,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
  }));
  return json({ data, meta: {} });
}

export async function endOwnSessionResponse({
  user,
  params,
  requestId,
}: ResponseArgs<{ id: string }>) {
  const ended = await endSession(await getDb(), user.id, params.id);
  const audit = {
    user,
    action: "account.session-end" as const,
    targetType: "session" as const,
    requestId,
  };
  await recordAudit({ ...audit, targetId: null, status: ended ? 200 : 404 });
  if (!ended) return apiError(404, "NOT_FOUND", msg("apiErrors.sessionNotFound"));
  return json({ data: { ended: 1, current: params.id === user.sessionId }, meta: {} });
}

export async function endOtherSessionsResponse({ user, requestId }: ResponseArgs<undefined>) {
  // Without a known current session nothing is kept; that cannot happen after apiRoute.
  const ended = user.sessionId ? await endSessionsOf(await getDb(), user.id, user.sessionId) : 0;
  await recordAudit({
    user,
    action: "account.sessions-end-others" as const,
    targetType: "user" as const,
    targetId: user.id,
    status: 200,
    requestId,
    details: { ended },
  });
  return json({ data: { ended }, meta: {} });
}
