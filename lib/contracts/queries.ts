import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { isApiError } from "@/lib/query/api-error";
import { callEndpoint } from "@/lib/query/call-endpoint";
import { contractRegisterKeys, contractRegisterOptions } from "./register-queries";
import type { ContractCreateRequest, ContractUpdate } from "@/lib/rental/contract";
import { contractRoutes } from "./routes";

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
    queryFn: ({ signal }) =>
      callEndpoint(contractRoutes.getRegisteredContract, { params: { id } }, signal),
  });

export function useContract(id: number) {
  return useQuery(contractOptions(id));
}

export type { ContractRegisterParams as ContractListParams } from "./register-queries";

/** The register page's list (the register's filters, deleted contracts on request). */
export const useContractList = (params: Parameters<typeof contractRegisterOptions>[0]) =>
  useQuery({ ...contractRegisterOptions(params), placeholderData: (previous) => previous });

export function useCreateContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractCreateRequest) =>
      callEndpoint(contractRoutes.createContract, { body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: contractRegisterKeys.all }),
    // A renewal refused because the contract was renewed meanwhile: its page learns the renewal.
    onError: (error) => {
      if (isApiError(error) && error.code === "ALREADY_RENEWED")
        void client.invalidateQueries({ queryKey: contractRegisterKeys.all });
    },
  });
}

export function useUpdateContract(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractUpdate) =>
      callEndpoint(contractRoutes.updateContract, { params: { id }, body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: contractRegisterKeys.all }),
  });
}

/**
 * The dates of a contract just created (its id is known only then): a renewal is created without
 * dates, as the interface requires, and dated by this second call.
 */
export function useSetContractDates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, dates }: { id: number; dates: ContractUpdate }) =>
      callEndpoint(contractRoutes.updateContract, { params: { id }, body: dates }),
    onSuccess: () => void client.invalidateQueries({ queryKey: contractRegisterKeys.all }),
  });
}

export function useDeleteContract(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(contractRoutes.deleteContract, { params: { id } }),
    onSuccess: (answer) => {
      // A terminated contract stays, and its page shows it terminated (its rent card, what is
      // still owed): read it again. A deleted draft is gone: leaving for the list, do not refetch
      // it on the way out.
      if (answer.data.result === "terminated")
        void client.invalidateQueries({ queryKey: contractKeys.detail(id) });
      else client.removeQueries({ queryKey: contractKeys.detail(id) });
      void client.invalidateQueries({ queryKey: contractRegisterKeys.all });
    },
  });
}
