import { queryOptions, useQuery } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";

import { rentRollKeys } from "./queries";
import { rentRollRoutes } from "./routes";

// GET /api/rent-roll/collections/due and …/payments. Under the rent roll's keys: a payment
// recorded or voided refreshes them too.

export type CollectionsParams = { month: string; page: number; pageSize: number };

export const collectionsKeys = {
  all: [...rentRollKeys.all, "collections"] as const,
  due: (params: CollectionsParams) => [...collectionsKeys.all, "due", params] as const,
  payments: (params: CollectionsParams) => [...collectionsKeys.all, "payments", params] as const,
};

export const monthDueOptions = (params: CollectionsParams) =>
  queryOptions({
    queryKey: collectionsKeys.due(params),
    queryFn: ({ signal }) => callEndpoint(rentRollRoutes.listMonthDue, { query: params }, signal),
  });

export const monthPaymentsOptions = (params: CollectionsParams) =>
  queryOptions({
    queryKey: collectionsKeys.payments(params),
    queryFn: ({ signal }) =>
      callEndpoint(rentRollRoutes.listMonthPayments, { query: params }, signal),
  });

export function useMonthDue(params: CollectionsParams, enabled = true) {
  return useQuery({
    ...monthDueOptions(params),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useMonthPayments(params: CollectionsParams, enabled = true) {
  return useQuery({
    ...monthPaymentsOptions(params),
    enabled,
    placeholderData: (previous) => previous,
  });
}
