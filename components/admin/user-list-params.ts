import { intParam } from "@/components/ui/use-url-state";
import type { UserListParams } from "@/lib/queries/users";

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const DEFAULT_SIZE = 25;

// /admin/users?q=…&page=2&pageSize=50
export function parseUserListParams(params: URLSearchParams): UserListParams {
  return {
    q: params.get("q")?.trim().slice(0, 100) || undefined,
    page: intParam(params.get("page"), 1),
    pageSize: intParam(params.get("pageSize"), DEFAULT_SIZE, PAGE_SIZES),
  };
}

export function serialiseUserListParams(state: UserListParams) {
  return {
    q: state.q,
    page: state.page > 1 ? state.page : undefined,
    pageSize: state.pageSize !== DEFAULT_SIZE ? state.pageSize : undefined,
  };
}
