import "server-only";

import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db";
import type { ResponseArgs } from "@/lib/http/handler";
import { apiError, json } from "@/lib/http/responses";
import { msg } from "@/lib/rental/messages";

import { sarToHalalas } from "./amounts";
import { recordPaymentAudited, voidPaymentAudited } from "./payment-actions";
import { IDEMPOTENCY_KEY, type RecordPaymentInput, type VoidPaymentInput } from "./schemas";
import { statementOf } from "./statement";
import { LedgerError, type LedgerRefusal } from "./store";

// What /api/rent-roll does once the request is checked (lib/http/handler.ts: session,
// permission, origin, schemas). Recording and voiding are audited on the contract, with the
// payment's id, amount (halalas) and receipt number; a replayed request is not audited twice
// (payment-actions.ts, which the demo's history and the bench run too).

const REFUSALS: Record<LedgerRefusal, () => Response> = {
  NOT_FOUND: () => apiError(404, "NOT_FOUND", msg("apiErrors.rentRoll.notFound")),
  NOT_OPEN: () => apiError(409, "CONFLICT", msg("apiErrors.rentRoll.draft")),
  KEY_REUSED: () =>
    apiError(409, "CONFLICT", msg("apiErrors.rentRoll.keyReused"), {
      fields: { idempotency_key: [msg("apiErrors.rentRoll.keyReused")] },
    }),
  ALREADY_VOIDED: () => apiError(409, "CONFLICT", msg("apiErrors.rentRoll.alreadyVoided")),
};

function refused(error: unknown): Response {
  if (error instanceof LedgerError) return REFUSALS[error.code]();
  throw error;
}

// GET /api/rent-roll/contracts/{id} — the contract's statement (every role)
export async function statementResponse({ params }: ResponseArgs<{ id: number }>) {
  const statement = await statementOf(await getDb(), params.id);
  if (!statement) return REFUSALS.NOT_FOUND();
  return json({ data: statement, meta: {} });
}

/** The request's idempotency key: the header or the body's, which must agree when both come. */
function keyOf(header: string | null, body: string | undefined): string | Response {
  const invalid = (key: string) =>
    apiError(
      400,
      "VALIDATION_FAILED",
      msg("validation.invalidFields", { where: "body", fields: "idempotency_key" }),
      {
        fields: { idempotency_key: [msg(key)] },
      },
    );
  if (header !== null && !IDEMPOTENCY_KEY.test(header)) return invalid("validation.idempotencyKey");
  if (header !== null && body !== undefined && header !== body)
    return invalid("apiErrors.rentRoll.keyMismatch");
  return header ?? body ?? invalid("apiErrors.rentRoll.keyRequired");
}

// POST /api/rent-roll/contracts/{id}/payments — record a payment (managers and admins)
export async function recordPaymentResponse({
  req,
  user,
  params,
  body,
  requestId,
}: ResponseArgs<{ id: number }, undefined, RecordPaymentInput>) {
  const key = keyOf(req.headers.get("idempotency-key"), body.idempotency_key);
  if (key instanceof Response) return key;
  const db = await getDb();
  try {
    const { payment, replayed } = await recordPaymentAudited(
      db,
      {
        contractId: params.id,
        amount: sarToHalalas(body.amount),
        paidOn: body.paid_on,
        method: body.method,
        reference: body.reference || null,
        idempotencyKey: key,
        userId: user.id,
      },
      (entry) => recordAudit({ user, requestId, ...entry }),
    );
    return json({ data: payment, meta: {} }, { status: replayed ? 200 : 201 });
  } catch (error) {
    return refused(error);
  }
}

// POST /api/rent-roll/contracts/{id}/payments/{paymentId}/void — void with a reason (managers and admins)
export async function voidPaymentResponse({
  user,
  params,
  body,
  requestId,
}: ResponseArgs<{ id: number; paymentId: number }, undefined, VoidPaymentInput>) {
  const db = await getDb();
  try {
    const payment = await voidPaymentAudited(
      db,
      {
        contractId: params.id,
        paymentId: params.paymentId,
        reason: body.reason,
        userId: user.id,
      },
      (entry) => recordAudit({ user, requestId, ...entry }),
    );
    return json({ data: payment, meta: {} });
  } catch (error) {
    return refused(error);
  }
}
