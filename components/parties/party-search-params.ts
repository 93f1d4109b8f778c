import { intParam } from "@/components/ui/use-url-state";
import type { PartySearchParams, PartySearchField } from "@/lib/queries/parties";
import { normaliseDigits } from "@/lib/rental/digits";
import { PARTY_FILTER_FIELDS } from "@/lib/rental/party";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_SIZE = 25;
const SORT = /^(id|full_name):(asc|desc)$/;

// /parties?field=id_number&q=1016&page=2&pageSize=50&sort=full_name:asc
export function parsePartySearchParams(params: URLSearchParams): PartySearchParams {
  const field = params.get("field");
  const sort = params.get("sort") ?? undefined;
  const q = params.get("q")?.trim().slice(0, 200) || undefined;
  const chosen = (PARTY_FILTER_FIELDS as readonly string[]).includes(field ?? "")
    ? (field as PartySearchField)
    : "full_name";
  return {
    field: chosen,
    // IDs and phones typed with Arabic-Indic digits are stored with ASCII digits.
    q: q && chosen !== "full_name" ? normaliseDigits(q) : q,
    page: intParam(params.get("page"), 1),
    pageSize: intParam(params.get("pageSize"), DEFAULT_SIZE, PAGE_SIZES),
    sort: sort && SORT.test(sort) ? sort : undefined,
  };
}

export function serialisePartySearchParams(state: PartySearchParams) {
  return {
    field: state.field !== "full_name" ? state.field : undefined,
    q: state.q,
    page: state.page > 1 ? state.page : undefined,
    pageSize: state.pageSize !== DEFAULT_SIZE ? state.pageSize : undefined,
    sort: state.sort,
  };
}
