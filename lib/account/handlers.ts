import "server-only";

import type { ResponseArgs } from "@/lib/http/handler";
import type { SessionUser } from "@/lib/auth/session-user";
import { apiError, json } from "@/lib/http/responses";
import { recordAudit } from "@/lib/audit/record";
import type {
  AccountSession,
  ChangePasswordInput,
  SecondFactorSetup,
  SecondFactorStatus,
} from "@/lib/account/schemas";
import { endSession, endSessionsOf, listSessions } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db";
import { msg } from "@/lib/rental/messages";
import { reauthenticate } from "@/lib/auth/reauthenticate";
import { reauthenticationFailed } from "@/lib/http/step-up";
import { env, authSecretValue } from "@/lib/env";
import { clientAddress } from "@/lib/net/client-address";
import { passwordProblems } from "@/lib/auth/password-rules";
import { findUserById, updateUser } from "@/lib/auth/users";
import type { AuditAction } from "@/lib/audit/actions";
import QRCode from "qrcode";
import { secondFactorRequired } from "@/lib/auth/restriction";
import { sealingKey } from "@/lib/auth/seal";
import {
  beginEnrolment,
  confirmEnrolment,
  removeSecondFactor,
  replaceRecoveryCodes,
  unusedRecoveryCodes,
} from "@/lib/auth/second-factor";

// One's own sessions: the list (browser, address, when), ending one, ending all the others.

/** One's own sessions, this browser's marked (the route's body; the account page's first view). */
export async function ownSessions(user: SessionUser) {
  const rows = await listSessions(await getDb(), user.id);
  const data: AccountSession[] = rows.map((s) => ({
    id: s.id,
    current: s.id === user.sessionId,
    userAgent: s.userAgent,
    address: s.address,
    createdAt: s.createdAt.toISOString(),
    lastSeenAt: s.lastSeenAt.toISOString(),
  }));
  return { data, meta: {} };
}

export async function listOwnSessionsResponse({ user }: ResponseArgs<undefined>) {
  return json(await ownSessions(user));
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

// POST /api/account/password: change one's own password. The current password is required and
// checked through the sign-in throttle (a stolen session cannot guess it quickly); the new one
// must meet the rules; every other session of the account ends, this one stays.

export async function changePasswordResponse({
  req,
  user,
  body,
  requestId,
}: ResponseArgs<undefined, undefined, ChangePasswordInput>) {
  const db = await getDb();
  const row = await findUserById(db, user.id);
  if (!row) return apiError(401, "UNAUTHENTICATED", msg("apiErrors.unauthenticated"));
  const audit = {
    user,
    action: "account.password-change" as const,
    targetType: "user" as const,
    targetId: user.id,
    requestId,
  };

  const checked = await reauthenticate(db, row, {
    password: body.currentPassword,
    address: clientAddress(req.headers, env.TRUSTED_PROXY_HOPS),
  });
  if (!checked.ok) {
    const status = checked.reason === "throttled" ? 429 : 400;
    await recordAudit({ ...audit, status, details: { reason: "current-password" } });
    return reauthenticationFailed(checked, "currentPassword");
  }
  const problems = await passwordProblems(body.newPassword, row);
  if (body.newPassword === body.currentPassword)
    problems.push(msg("validation.passwordSameAsCurrent"));
  if (problems.length)
    return apiError(400, "VALIDATION_FAILED", msg("apiErrors.newPasswordRejected"), {
      fields: { newPassword: problems },
    });
  await updateUser(db, user.id, {
    password: body.newPassword,
    mustChangePassword: false,
    keepSession: user.sessionId,
  });
  await recordAudit({ ...audit, status: 200 });
  return json({ data: { changed: true }, meta: {} });
}

// /api/account/second-factor: two-step verification of one's own account. Setting up shows a QR
// code drawn on the server (an SVG: no image service sees the secret); the first code from the
// app turns it on and returns ten recovery codes, once. Turning it off or replacing the codes
// needs the current password; it cannot be turned off where it is required.

const key = () => sealingKey(authSecretValue(), "totp");
const context = () => ({ production: env.NODE_ENV === "production", demoMode: env.DEMO_MODE });

async function own(userId: string) {
  const db = await getDb();
  const row = await findUserById(db, userId);
  return { db, row };
}

/** Whether one's second factor is on or required, and the codes left; null: no such user. */
export async function secondFactorStatus(user: SessionUser) {
  const { db, row } = await own(user.id);
  if (!row) return null;
  const data: SecondFactorStatus = {
    enabled: row.totpSecret !== null,
    required: secondFactorRequired(row, context()),
    recoveryCodesLeft: row.totpSecret ? await unusedRecoveryCodes(db, row.id) : 0,
  };
  return { data, meta: {} };
}

export async function secondFactorStatusResponse({ user }: ResponseArgs<undefined>) {
  const body = await secondFactorStatus(user);
  return body ? json(body) : apiError(401, "UNAUTHENTICATED", msg("apiErrors.unauthenticated"));
}

export async function beginSecondFactorResponse({ user }: ResponseArgs<undefined>) {
  const { db, row } = await own(user.id);
  if (!row) return apiError(401, "UNAUTHENTICATED", msg("apiErrors.unauthenticated"));
  if (row.totpSecret) return apiError(409, "CONFLICT", msg("apiErrors.secondFactorAlreadyOn"));
  const { secret, uri } = await beginEnrolment(db, row, key());
  const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  const data: SecondFactorSetup = { secret, uri, qrSvg };
  return json({ data, meta: {} });
}

export async function confirmSecondFactorResponse({
  user,
  body,
  requestId,
}: ResponseArgs<undefined, undefined, { code: string }>) {
  const codes = await confirmEnrolment(await getDb(), user.id, body.code, key());
  const audit = {
    user,
    action: "account.second-factor-on" as const,
    targetType: "user" as const,
    targetId: user.id,
    requestId,
  };
  if (!codes) {
    await recordAudit({ ...audit, status: 400 });
    return apiError(400, "VALIDATION_FAILED", msg("apiErrors.codeMismatch"), {
      fields: { code: [msg("validation.totpMismatch")] },
    });
  }
  const ended = await endOtherSessions(user);
  await recordAudit({ ...audit, status: 200, details: { endedSessions: ended } });
  return json({ data: { recoveryCodes: codes }, meta: {} });
}

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserById>>>;
type Db = Awaited<ReturnType<typeof getDb>>;

/** A change to one's second factor ends every other session of the account: a copied cookie too. */
async function endOtherSessions(user: ResponseArgs["user"]): Promise<number> {
  return user.sessionId ? endSessionsOf(await getDb(), user.id, user.sessionId) : 0;
}

/**
 * A change that needs the current password again: checks it under the sign-in throttle, runs
 * `change` (which answers an error Response, or the data to send), ends the account's other
 * sessions, and audits the outcome under `action`.
 */
async function reauthenticatedChange(
  { req, user, body, requestId }: ResponseArgs<undefined, undefined, { currentPassword: string }>,
  action: AuditAction,
  change: (db: Db, row: UserRow) => Promise<Response | object>,
): Promise<Response> {
  const { db, row } = await own(user.id);
  const audit = { user, action, targetType: "user" as const, targetId: user.id, requestId };
  if (!row) return apiError(401, "UNAUTHENTICATED", msg("apiErrors.unauthenticated"));
  const checked = await reauthenticate(db, row, {
    password: body.currentPassword,
    address: clientAddress(req.headers, env.TRUSTED_PROXY_HOPS),
  });
  if (!checked.ok) {
    await recordAudit({ ...audit, status: checked.reason === "throttled" ? 429 : 400 });
    return reauthenticationFailed(checked, "currentPassword");
  }
  const result = await change(db, row);
  if (result instanceof Response) return result;
  const ended = await endOtherSessions(user);
  await recordAudit({ ...audit, status: 200, details: { endedSessions: ended } });
  return json({ data: result, meta: {} });
}

export function removeSecondFactorResponse(
  args: ResponseArgs<undefined, undefined, { currentPassword: string }>,
) {
  return reauthenticatedChange(args, "account.second-factor-off", async (db, row) => {
    if (secondFactorRequired(row, context()))
      return apiError(403, "SECOND_FACTOR_REQUIRED", msg("apiErrors.secondFactorRequiredForRole"));
    await removeSecondFactor(db, row.id);
    return { enabled: false };
  });
}

export function replaceRecoveryCodesResponse(
  args: ResponseArgs<undefined, undefined, { currentPassword: string }>,
) {
  return reauthenticatedChange(args, "account.recovery-codes", async (db, row) => {
    if (!row.totpSecret) return apiError(409, "CONFLICT", msg("apiErrors.secondFactorOff"));
    return { recoveryCodes: await replaceRecoveryCodes(db, row.id) };
  });
}
