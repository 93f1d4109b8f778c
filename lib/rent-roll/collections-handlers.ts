import "server-only";

import { getDb } from "@/lib/db";
import type { ResponseArgs } from "@/lib/http/handler";
import { json } from "@/lib/http/responses";

import { dueListPage, paymentListPage } from "./collections";
import type { CollectionsQuery } from "./collections-schemas";

// What /api/rent-roll/collections/due and …/payments do once the request is checked
// (lib/http/handler.ts: session, permission, origin, schemas). Reads only: every role.

// GET /api/rent-roll/collections/due — the month's instalments and its totals
export async function monthDueResponse({ query }: ResponseArgs<undefined, CollectionsQuery>) {
  return json(await dueListPage(await getDb(), query));
}

// GET /api/rent-roll/collections/payments — the month's payments and its totals
export async function monthPaymentsResponse({ query }: ResponseArgs<undefined, CollectionsQuery>) {
  return json(await paymentListPage(await getDb(), query));
}
