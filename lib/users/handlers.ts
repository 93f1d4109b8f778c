import "server-only";

import type { ResponseArgs } from "@/lib/http/handler";
import { apiError, json, listBody } from "@/lib/http/responses";
import { recordAudit } from "@/lib/audit/record";
import { generatePassword } from "@/lib/auth/password";
import { reauthenticate } from "@/lib/auth/reauthenticate";
import { env } from "@/lib/env";
import { reauthenticationFailed } from "@/lib/http/step-up";
import { clientAddress } from "@/lib/net/client-address";
import { endSessionsOf } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db";
import { msg } from "@/lib/rental/messages";
import { passwordProblems } from "@/lib/auth/password-rules";
import type { CreateUserInput, UpdateUserInput } from "@/lib/users/schemas";
import { createUser, EmailTakenError, findUserById, listUsers, updateUser } from "@/lib/auth/users";

// What /api/users does for admins. Every change is audited (never with a password in it), and
// an admin cannot lock themselves out: no disabling or demoting their own account. A password an
// admin sets (or has generated) must be changed by its owner at the next sign-in; setting one
// needs the admin's own password again, and ends the owner's sessions.

type UserListQuery = { page: number; pageSize: number; q?: string };

/** One page of the users (the route's body; the users page's first view). */
export async function userListBody(query: UserListQuery) {
  const { rows, total } = await listUsers(await getDb(), query);
  return listBody(rows, { ...query, total });
}

export async function listUsersResponse({ query }: ResponseArgs<undefined, UserListQuery>) {
  return json(await userListBody(query));
}

export async function addUserResponse({
  user,
  body,
  requestId,
}: ResponseArgs<undefined, undefined, CreateUserInput>) {
  const generated = body.password === undefined;
  const password = body.password ?? generatePassword();
  const audit = {
    user,
    action: "user.create" as const,
    targetType: "user" as const,
    requestId,
  } as const;
  const problems = generated ? [] : await passwordProblems(password, body);
  if (problems.length) return weakPassword("password", problems);
  try {
    const created = await createUser(await getDb(), {
      ...body,
      password,
      mustChangePassword: true,
    });
    await recordAudit({
      ...audit,
      targetId: created.id,
      status: 201,
      details: { email: created.email, role: created.role },
    });
    // A generated password is shown once, to the admin who created the account.
    return json(
      { data: { user: created, ...(generated ? { password } : {}) }, meta: {} },
      { status: 201 },
    );
  } catch (error) {
    if (!(error instanceof EmailTakenError)) throw error;
    await recordAudit({ ...audit, targetId: null, status: 409, details: { email: body.email } });
    return apiError(409, "CONFLICT", msg("apiErrors.emailTaken"), {
      fields: { email: [msg("apiErrors.emailTaken")] },
    });
  }
}

export async function updateUserResponse({
  req,
  user,
  params,
  body,
  requestId,
}: ResponseArgs<{ id: string }, undefined, UpdateUserInput>) {
  const changed = Object.entries(body)
    .filter(([k, v]) => k !== "adminPassword" && v !== undefined)
    .map(([k]) => k);
  const details: Record<string, unknown> = { changed };
  if (body.role) details.role = body.role;
  if (body.disabled !== undefined) details.disabled = body.disabled;
  const audit = {
    user,
    action: "user.update" as const,
    targetType: "user" as const,
    targetId: params.id,
    requestId,
    details,
  };

  if (params.id === user.id && (body.disabled === true || (body.role && body.role !== user.role))) {
    await recordAudit({ ...audit, status: 403 });
    const field = body.disabled === true ? "disabled" : "role";
    return apiError(403, "SELF_LOCKOUT", msg("apiErrors.selfLockout"), {
      fields: { [field]: [msg("apiErrors.selfLockoutField")] },
    });
  }
  const db = await getDb();
  const target = await findUserById(db, params.id);
  if (!target) {
    await recordAudit({ ...audit, status: 404 });
    return apiError(404, "NOT_FOUND", msg("apiErrors.userNotFound"));
  }
  if (body.password !== undefined) {
    // The admin's own password, checked under the sign-in throttle like every password check.
    const admin = await findUserById(db, user.id);
    if (!admin) return apiError(401, "UNAUTHENTICATED", msg("apiErrors.unauthenticated"));
    const checked = await reauthenticate(db, admin, {
      password: body.adminPassword ?? "",
      address: clientAddress(req.headers, env.TRUSTED_PROXY_HOPS),
    });
    if (!checked.ok) {
      const status = checked.reason === "throttled" ? 429 : 403;
      await recordAudit({ ...audit, status, details: { ...details, reauthenticated: false } });
      return reauthenticationFailed(checked, "adminPassword", {
        status: 403,
        passwordMessage: msg("apiErrors.ownPasswordWrong"),
      });
    }
    const problems = await passwordProblems(body.password, target);
    if (problems.length) return weakPassword("password", problems);
  }
  const self = params.id === user.id;
  const updated = await updateUser(db, params.id, {
    ...body,
    mustChangePassword: !self,
    keepSession: self ? user.sessionId : undefined,
  });
  if (!updated) return apiError(404, "NOT_FOUND", msg("apiErrors.userNotFound"));
  await recordAudit({ ...audit, status: 200 });
  return json({ data: updated, meta: {} });
}

export async function endUserSessionsResponse({
  user,
  params,
  requestId,
}: ResponseArgs<{ id: string }, undefined, undefined>) {
  const db = await getDb();
  const audit = {
    user,
    action: "user.sessions-end" as const,
    targetType: "user" as const,
    targetId: params.id,
    requestId,
  };
  if (!(await findUserById(db, params.id))) {
    await recordAudit({ ...audit, status: 404 });
    return apiError(404, "NOT_FOUND", msg("apiErrors.userNotFound"));
  }
  // An admin ending their own sessions keeps the one they are using.
  const ended = await endSessionsOf(
    db,
    params.id,
    params.id === user.id ? user.sessionId : undefined,
  );
  await recordAudit({ ...audit, status: 200, details: { ended } });
  return json({ data: { ended }, meta: {} });
}

function weakPassword(field: string, problems: string[]) {
  return apiError(400, "VALIDATION_FAILED", msg("apiErrors.passwordRejected"), {
    fields: { [field]: problems },
  });
}
