import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { api } from "./api-client";
import {
  contractRegisterKeys,
  contractRegisterUrl,
  type ContractRegisterParams,
  type RegisterEntry,
} from "./contract-register";
import type { ContractCreate, ContractUpdate } from "@/lib/rental/contract";
import type { Contract, Pagination } from "@/lib/rental/records";

// GET /api/contracts/{id} (the register's record), POST /api/v1/contracts,
// PUT /api/v1/contracts/{id}, DELETE /api/v1/contracts/{id}.
// Detail keys live under the register's keys, so invalidating `contractRegisterKeys.all` after a
// mutation refreshes lists and records alike.

export const contractKeys = {
  details: () => [...contractRegisterKeys.all, "detail"] as const,
  detail: (id: number) => [...contractKeys.details(), id] as const,
};

export const contractOptions = (id: number) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: ({ signal }) => api.get<RegisterEntry>(`/api/contracts/${id}`, signal),
  });

export function useContract(id: number) {
  return useQuery(contractOptions(id));
}

/** The register page's list: the register's filters plus deleted contracts on request. */
export type ContractListParams = ContractRegisterParams & { includeDeleted?: boolean };

export function useContractList(params: ContractListParams) {
  const { includeDeleted, ...register } = params;
  const url = contractRegisterUrl(register) + (includeDeleted ? "&includeDeleted=true" : "");
  return useQuery({
    queryKey: contractRegisterKeys.list(params),
    queryFn: ({ signal }) => api.get<RegisterEntry[], { pagination: Pagination }>(url, signal),
    placeholderData: (previous) => previous,
  });
}

export function useCreateContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractCreate) => api.post<Contract>("/api/v1/contracts", body),
    onSuccess: () => void client.invalidateQueries({ queryKey: contractRegisterKeys.all }),
  });
}

export function useUpdateContract(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractUpdate) => api.put<Contract>(`/api/v1/contracts/${id}`, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: contractRegisterKeys.all }),
  });
}

export function useDeleteContract(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(`/api/v1/contracts/${id}`),
    onSuccess: () => {
      // Leaving for the list: do not refetch this record on the way out.
      client.removeQueries({ queryKey: contractKeys.detail(id) });
      void client.invalidateQueries({ queryKey: contractRegisterKeys.all });
    },
  });
}
