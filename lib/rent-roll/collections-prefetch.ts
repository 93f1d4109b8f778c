import "server-only";

import { getDb } from "@/lib/db";
import { asReceived, type Prefetch } from "@/lib/upstream/prefetch";

import { dueListPage, paymentListPage } from "./collections";
import {
  monthDueOptions,
  monthPaymentsOptions,
  type CollectionsParams,
} from "./collections-queries";
import { rentRollEndpoints } from "./endpoints";

// The collections page's first read (the list it opens on), answered on the server under the
// browser's query key.

export const collectionsPrefetch = {
  due: (params: CollectionsParams): Prefetch => ({
    queryKey: monthDueOptions(params).queryKey,
    queryFn: async () =>
      asReceived(rentRollEndpoints.listMonthDue, await dueListPage(await getDb(), params)),
  }),
  payments: (params: CollectionsParams): Prefetch => ({
    queryKey: monthPaymentsOptions(params).queryKey,
    queryFn: async () =>
      asReceived(rentRollEndpoints.listMonthPayments, await paymentListPage(await getDb(), params)),
  }),
};
