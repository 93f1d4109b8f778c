import "server-only";

import type { HandleArgs } from "@/lib/api/handler";
import { apiError, json, listBody } from "@/lib/api/responses";
import { recordAudit } from "@/lib/audit/record";
import { generatePassword } from "@/lib/auth/password";
import { getDb } from "@/lib/db";
import type { CreateUserInput, UpdateUserInput } from "@/lib/users/schemas";
import {
  createUser,
  EmailTakenError,
  findUserById,
  listUsers,
  updateUser,
} from "@/lib/users/service";

// What /api/users does for admins. Every change is audited (never with a password in it), and
// an admin cannot lock themselves out: no disabling or demoting their own account.

type Args<P, Q, B> = Omit<
  HandleArgs<undefined, undefined, undefined>,
  "params" | "query" | "body"
> & {
  params: P;
  query: Q;
  body: B;
};

export async function listUsersResponse({
  query,
}: Args<undefined, { page: number; pageSize: number; q?: string }, undefined>) {
  const { rows, total } = await listUsers(await getDb(), query);
  return json(listBody(rows, { ...query, total }));
}

export async function addUserResponse({
  user,
  body,
  requestId,
}: Args<undefined, undefined, CreateUserInput>) {
  const generated = body.password === undefined;
  const password = body.password ?? generatePassword();
  const audit = { user, action: "user.create", targetType: "user", requestId };
  try {
    const created = await createUser(await getDb(), { ...body, password });
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
    return apiError(409, "CONFLICT", "A user with this email already exists.", {
      fields: { email: ["A user with this email already exists"] },
    });
  }
}

export async function updateUserResponse({
  user,
  params,
  body,
  requestId,
}: Args<{ id: string }, undefined, UpdateUserInput>) {
  const changed = Object.keys(body).filter((k) => body[k as keyof UpdateUserInput] !== undefined);
  const details: Record<string, unknown> = { changed };
  if (body.role) details.role = body.role;
  if (body.disabled !== undefined) details.disabled = body.disabled;
  const audit = {
    user,
    action: "user.update",
    targetType: "user",
    targetId: params.id,
    requestId,
    details,
  };

  if (params.id === user.id && (body.disabled === true || (body.role && body.role !== user.role))) {
    await recordAudit({ ...audit, status: 403 });
    const field = body.disabled === true ? "disabled" : "role";
    return apiError(
      403,
      "SELF_LOCKOUT",
      "You cannot disable your own account or change your own role.",
      {
        fields: { [field]: ["You cannot change this for your own account"] },
      },
    );
  }
  const db = await getDb();
  if (!(await findUserById(db, params.id))) {
    await recordAudit({ ...audit, status: 404 });
    return apiError(404, "NOT_FOUND", "No such user.");
  }
  const updated = await updateUser(db, params.id, body);
  if (!updated) return apiError(404, "NOT_FOUND", "No such user.");
  await recordAudit({ ...audit, status: 200 });
  return json({ data: updated, meta: {} });
}
