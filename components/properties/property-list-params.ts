import { intParam } from "@/components/ui/use-url-state";
import { PROPERTY_SORT_FIELDS } from "@/lib/rental/list-query";
import type { PropertyListParams } from "@/lib/queries/properties";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_SIZE = 25;
const SORT = new RegExp(`^(${PROPERTY_SORT_FIELDS.join("|")}):(asc|desc)$`);

// /properties?name=…&page=2&pageSize=50&sort=property_name:asc
export function parsePropertyListParams(params: URLSearchParams): PropertyListParams {
  const sort = params.get("sort") ?? undefined;
  return {
    name: params.get("name")?.trim() || undefined,
    page: intParam(params.get("page"), 1),
    pageSize: intParam(params.get("pageSize"), DEFAULT_SIZE, PAGE_SIZES),
    sort: sort && SORT.test(sort) ? sort : undefined,
  };
}

export function serialisePropertyListParams(state: PropertyListParams) {
  return {
    name: state.name,
    page: state.page > 1 ? state.page : undefined,
    pageSize: state.pageSize !== DEFAULT_SIZE ? state.pageSize : undefined,
    sort: state.sort,
  };
}
