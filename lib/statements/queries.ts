import { queryOptions, useQuery } from "@tanstack/react-query";

import { callEndpoint } from "@/lib/query/call-endpoint";

import { statementRoutes } from "./routes";

// GET /api/statements/contracts/{id} and /api/statements/parties/{id}, over an optional range.
// A payment recorded or voided invalidates the rent roll's keys; a statement page is read fresh
// when it opens (its key is its own).

export type RangeQuery = { from?: string; to?: string };

/** The range as the query string carries it: empty ends are left out. */
export const rangeOnly = (range: RangeQuery) =>
  Object.fromEntries(Object.entries(range).filter(([, v]) => v)) as RangeQuery;

export const statementKeys = {
  all: ["statements"] as const,
  contract: (id: number, range: RangeQuery) =>
    [...statementKeys.all, "contract", id, range.from ?? "", range.to ?? ""] as const,
  party: (id: number, range: RangeQuery) =>
    [...statementKeys.all, "party", id, range.from ?? "", range.to ?? ""] as const,
};

export const contractStatementOptions = (id: number, range: RangeQuery) =>
  queryOptions({
    queryKey: statementKeys.contract(id, range),
    queryFn: ({ signal }) =>
      callEndpoint(
        statementRoutes.getContractStatement,
        { params: { id }, query: rangeOnly(range) },
        signal,
      ),
  });

export const partyStatementOptions = (id: number, range: RangeQuery) =>
  queryOptions({
    queryKey: statementKeys.party(id, range),
    queryFn: ({ signal }) =>
      callEndpoint(
        statementRoutes.getPartyStatement,
        { params: { id }, query: rangeOnly(range) },
        signal,
      ),
  });

export function useContractStatement(id: number, range: RangeQuery) {
  return useQuery(contractStatementOptions(id, range));
}

export function usePartyStatement(id: number, range: RangeQuery) {
  return useQuery(partyStatementOptions(id, range));
}
