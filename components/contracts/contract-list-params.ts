import { intParam } from "@/components/ui/use-url-state";
import type { ContractListParams } from "@/lib/queries/contracts";
import { isGregorianDate } from "@/lib/rental/dates";
import { normaliseDigits } from "@/lib/rental/digits";
import { CONTRACT_STATUSES, type ContractStatus } from "@/lib/rental/records";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_SIZE = 25;
// The register's sort fields (lib/register/schemas REGISTER_SORTS); updated_at:desc is its default.
const SORT = /^(updated_at|end_date|start_date|id):(asc|desc)$/;
const ID = /^[1-9]\d{0,15}$/;

export type ContractListState = {
  status?: ContractStatus;
  endingBefore?: string;
  unit?: string;
  party?: number;
  includeDeleted: boolean;
  page: number;
  pageSize: number;
  sort?: string;
};

// /contracts?status=active&endingBefore=2027-01-01&unit=12&party=7&page=2&pageSize=50&sort=id:desc
export function parseContractListParams(params: URLSearchParams): ContractListState {
  const status = params.get("status");
  const ending = params.get("endingBefore");
  const unit = normaliseDigits(params.get("unit")?.trim() ?? "");
  const party = normaliseDigits(params.get("party")?.trim() ?? "");
  const sort = params.get("sort") ?? undefined;
  return {
    status: (CONTRACT_STATUSES as readonly string[]).includes(status ?? "")
      ? (status as ContractStatus)
      : undefined,
    endingBefore: ending && isGregorianDate(ending) ? ending : undefined,
    unit: unit && unit.length <= 50 ? unit : undefined,
    party: ID.test(party) ? Number(party) : undefined,
    includeDeleted: params.get("deleted") === "1",
    page: intParam(params.get("page"), 1),
    pageSize: intParam(params.get("pageSize"), DEFAULT_SIZE, PAGE_SIZES),
    sort: sort && SORT.test(sort) ? sort : undefined,
  };
}

export function serialiseContractListParams(state: ContractListState) {
  return {
    status: state.status,
    endingBefore: state.endingBefore,
    unit: state.unit,
    party: state.party,
    deleted: state.includeDeleted ? 1 : undefined,
    page: state.page > 1 ? state.page : undefined,
    pageSize: state.pageSize !== DEFAULT_SIZE ? state.pageSize : undefined,
    sort: state.sort,
  };
}

export function toRegisterParams(state: ContractListState): ContractListParams {
  return {
    status: state.status,
    endingBefore: state.endingBefore,
    units: state.unit ? [state.unit] : undefined,
    party: state.party,
    includeDeleted: state.includeDeleted || undefined,
    page: state.page,
    pageSize: state.pageSize,
    sort: state.sort,
  };
}

export function hasFilters(state: ContractListState): boolean {
  return !!(
    state.status ||
    state.endingBefore ||
    state.unit ||
    state.party ||
    state.includeDeleted
  );
}
