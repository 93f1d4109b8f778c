import "server-only";

import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db";
import type { ResponseArgs } from "@/lib/http/handler";
import { apiError, json } from "@/lib/http/responses";
import { msg } from "@/lib/rental/messages";

import { arrearsListBody, arrearsPage } from "./arrears";
import type { ArrearsQuery, ReminderInput } from "./arrears-schemas";
import { recordFollowUp } from "./follow-ups";

// What /api/rent-roll/arrears and …/reminders do once the request is checked
// (lib/http/handler.ts: session, permission, origin, schemas).

// GET /api/rent-roll/arrears — the arrears, a page of them with the totals (every role)
export async function arrearsResponse({ query }: ResponseArgs<undefined, ArrearsQuery>) {
  const { page, pageSize, ...filters } = query;
  return json(arrearsListBody(await arrearsPage(await getDb(), filters, { page, pageSize })));
}

// POST /api/rent-roll/contracts/{id}/reminders — a WhatsApp reminder opened (managers and admins)
export async function remindResponse({
  user,
  params,
  body,
  requestId,
}: ResponseArgs<{ id: number }, undefined, ReminderInput>) {
  const followUp = await recordFollowUp(await getDb(), {
    contractId: params.id,
    kind: body.kind,
    amount: body.amount,
    userId: user.id,
  });
  if (!followUp) return apiError(404, "NOT_FOUND", msg("apiErrors.rentRoll.contractNotFound"));
  await recordAudit({
    user,
    action: "tenant.remind",
    targetType: "contract",
    targetId: String(params.id),
    status: 201,
    requestId,
    details: { follow_up_id: followUp.id, kind: followUp.kind, amount: followUp.amount },
  });
  return json({ data: followUp, meta: {} }, { status: 201 });
}
