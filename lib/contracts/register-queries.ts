import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";

import { callEndpoint } from "@/lib/query/call-endpoint";
import type { ContractListState } from "@/lib/contracts/list";
import type { RegisterEntry, registerListQuerySchema, RegisterSort } from "@/lib/contracts/schemas";
import type { ContractStatus } from "@/lib/rental/records";
import { contractRoutes } from "./routes";
import type { DueSet, EndingSet } from "./windows";

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
  /** Decision date (end date minus the notice period) on or before this day (YYYY-MM-DD). */
  decisionBefore?: string;
  /** The overview's decisions due: overdue, or within 7, 30 or 60 days. */
  due?: DueSet;
  /** The overview's contracts ending within 30, 60 or 90 days. */
  ending?: EndingSet;
  sort?: RegisterSort;
  page?: number;
  pageSize?: number;
  /** Deleted contracts are left out unless asked for. */
  includeDeleted?: boolean;
};

export type { RegisterEntry };

export const contractRegisterKeys = {
  all: ["contract-register"] as const,
  lists: () => [...contractRegisterKeys.all, "list"] as const,
  list: (params: ContractRegisterParams) => [...contractRegisterKeys.lists(), params] as const,
};

/** The contract page's state as the register's query. */
export function toRegisterParams(state: ContractListState): ContractRegisterParams {
  return {
    status: state.status,
    endingAfter: state.endingAfter,
    endingBefore: state.endingBefore,
    decisionBefore: state.decisionBefore,
    due: state.due,
    ending: state.ending,
    units: state.unit ? [state.unit] : undefined,
    party: state.party,
    includeDeleted: state.includeDeleted || undefined,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
  };
}

type RegisterQuery = z.input<typeof registerListQuerySchema>;

/** The parameters as the register's query schema reads them. */
export function contractRegisterQuery(params: ContractRegisterParams): RegisterQuery {
  return {
    unit: params.units?.length ? params.units.join(",") : undefined,
    party: params.party,
    status: params.status,
    endingBefore: params.endingBefore,
    endingAfter: params.endingAfter,
    decisionBefore: params.decisionBefore,
    due: params.due,
    ending: params.ending,
    includeDeleted: params.includeDeleted ? "true" : undefined,
    sort: params.sort,
    page: params.page ?? 1,
    pageSize: params.pageSize ?? 25,
  };
}

export const contractRegisterOptions = (params: ContractRegisterParams) =>
  queryOptions({
    queryKey: contractRegisterKeys.list(params),
    queryFn: ({ signal }) =>
      callEndpoint(
        contractRoutes.listContractRegister,
        { query: contractRegisterQuery(params) },
        signal,
      ),
  });

export function useContractRegister(params: ContractRegisterParams, enabled = true) {
  return useQuery({
    ...contractRegisterOptions(params),
    enabled,
    placeholderData: (previous) => previous,
  });
}

// The register accepts at most 100 unit ids per request.
const MAX_UNITS = 100;

/** A property page's contracts: the register's entries for its units, soonest ending first. */
export function propertyContractsParams(units: readonly { id: number }[]): ContractRegisterParams {
  return {
    units: units.slice(0, MAX_UNITS).map((u) => String(u.id)),
    pageSize: 100,
    sort: "end_date:asc",
  };
}
