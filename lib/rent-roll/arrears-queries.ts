import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";

import type { ArrearsListState } from "./arrears-list";
import { rentRollKeys } from "./queries";
import { rentRollRoutes } from "./routes";

// GET /api/rent-roll/arrears and POST /api/rent-roll/contracts/{id}/reminders. The arrears live
// under the rent roll's keys: a payment recorded or voided (queries.ts) refreshes them too.

export type ArrearsParams = Pick<
  ArrearsListState,
  "property" | "region" | "bucket" | "page" | "pageSize"
>;

export const arrearsKeys = {
  all: [...rentRollKeys.all, "arrears"] as const,
  list: (params: ArrearsParams) => [...arrearsKeys.all, params] as const,
};

/** The page's state as the endpoint's query. */
export function arrearsParams(state: ArrearsListState): ArrearsParams {
  const { property, region, bucket, page, pageSize } = state;
  return { property, region, bucket, page, pageSize };
}

export const arrearsOptions = (params: ArrearsParams) =>
  queryOptions({
    queryKey: arrearsKeys.list(params),
    queryFn: ({ signal }) => callEndpoint(rentRollRoutes.listArrears, { query: params }, signal),
  });

export function useArrears(params: ArrearsParams) {
  return useQuery({ ...arrearsOptions(params), placeholderData: (previous) => previous });
}

export function useRemindTenant(contractId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: number) =>
      callEndpoint(rentRollRoutes.remindTenant, {
        params: { id: contractId },
        body: { kind: "whatsapp_reminder", amount },
      }),
    // The arrears list's "reminded" column, and the contract's timeline.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: arrearsKeys.all });
      void client.invalidateQueries({ queryKey: rentRollKeys.followUps(contractId) });
    },
  });
}
