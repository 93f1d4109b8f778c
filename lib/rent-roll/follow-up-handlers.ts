import "server-only";

import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db";
import type { ResponseArgs } from "@/lib/http/handler";
import { apiError, json } from "@/lib/http/responses";
import { msg } from "@/lib/rental/messages";

import type { NoticeInput } from "./follow-up-schemas";
import { followUpsOf, recordNotice } from "./follow-ups";

// What /api/rent-roll/contracts/{id}/notices and …/follow-ups do once the request is checked
// (lib/http/handler.ts: session, permission, origin, schemas).

const notFound = () => apiError(404, "NOT_FOUND", msg("apiErrors.rentRoll.contractNotFound"));

// POST /api/rent-roll/contracts/{id}/notices — notice given on a contract (managers and admins)
export async function noticeResponse({
  user,
  params,
  body,
  requestId,
}: ResponseArgs<{ id: number }, undefined, NoticeInput>) {
  const entry = await recordNotice(await getDb(), {
    ...body,
    contractId: params.id,
    userId: user.id,
  });
  if (!entry) return notFound();
  await recordAudit({
    user,
    action: "contract.notice",
    targetType: "contract",
    targetId: String(params.id),
    status: 201,
    requestId,
    details: {
      follow_up_id: entry.id,
      recipient: entry.recipient,
      method: entry.method,
      given_on: entry.given_on,
    },
  });
  return json({ data: entry, meta: {} }, { status: 201 });
}

// GET /api/rent-roll/contracts/{id}/follow-ups — a contract's timeline (every role)
export async function followUpsResponse({ params }: ResponseArgs<{ id: number }>) {
  const entries = await followUpsOf(await getDb(), params.id);
  if (!entries) return notFound();
  return json({ data: entries, meta: {} });
}
