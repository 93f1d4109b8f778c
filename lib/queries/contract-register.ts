import { queryOptions, useQuery } from "@tanstack/react-query";

import { api } from "./api-client";
import type { ContractStatus, Pagination } from "@/lib/rental/records";
import type { RegisterEntry } from "@/lib/register/schemas";

// GET /api/contracts: the dashboard's register of contracts it created or changed. Contract
// mutations invalidate `contractRegisterKeys.all`.

export type ContractRegisterParams = {
  /** Unit ids; several are sent comma-separated (a property's units). */
  units?: readonly string[];
  party?: number;
  status?: ContractStatus;
  /** End date on or before this day (YYYY-MM-DD). */
  endingBefore?: string;
  /** End date on or after this day (YYYY-MM-DD). */
  endingAfter?: string;
  sort?: string;
  page?: number;
  pageSize?: number;
};

export type { RegisterEntry };

export const contractRegisterKeys = {
  all: ["contract-register"] as const,
  lists: () => [...contractRegisterKeys.all, "list"] as const,
  list: (params: ContractRegisterParams) => [...contractRegisterKeys.lists(), params] as const,
};

export function contractRegisterUrl(params: ContractRegisterParams): string {
  const query = new URLSearchParams();
  if (params.units?.length) query.set("unit", params.units.join(","));
  if (params.party) query.set("party", String(params.party));
  if (params.status) query.set("status", params.status);
  if (params.endingBefore) query.set("endingBefore", params.endingBefore);
  if (params.endingAfter) query.set("endingAfter", params.endingAfter);
  if (params.sort) query.set("sort", params.sort);
  query.set("page", String(params.page ?? 1));
  query.set("pageSize", String(params.pageSize ?? 25));
  return `/api/contracts?${query}`;
}

export const contractRegisterOptions = (params: ContractRegisterParams) =>
  queryOptions({
    queryKey: contractRegisterKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<RegisterEntry[], { pagination: Pagination }>(contractRegisterUrl(params), signal),
  });

export function useContractRegister(params: ContractRegisterParams, enabled = true) {
  return useQuery({
    ...contractRegisterOptions(params),
    enabled,
    placeholderData: (previous) => previous,
  });
}
