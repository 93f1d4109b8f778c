import { intParam } from "@/components/ui/use-url-state";
import type { AuditListParams } from "@/lib/queries/audit";
import { isGregorianDate } from "@/lib/rental/dates";

export const PAGE_SIZES = [25, 50, 100] as const;
const DEFAULT_SIZE = 50;

/** The actions the dashboard records (lib/rental-api forward() and lib/users/manage). */
export const AUDIT_ACTIONS = [
  "contract.create",
  "contract.update",
  "contract.delete",
  "party.update",
  "unit.update",
  "property.sync",
  "property.delete",
  "deed.search",
  "deed.search-remote",
  "user.create",
  "user.update",
] as const;

const day = (value: string | null) => (value && isGregorianDate(value) ? value : undefined);

// /admin/audit?userId=…&action=contract.create&from=2026-11-01&to=2026-11-22&page=2
export function parseAuditListParams(params: URLSearchParams): AuditListParams {
  const action = params.get("action")?.trim();
  return {
    userId: params.get("userId")?.trim().slice(0, 100) || undefined,
    action: action && /^[a-z][a-z.-]{0,99}$/.test(action) ? action : undefined,
    from: day(params.get("from")),
    to: day(params.get("to")),
    page: intParam(params.get("page"), 1),
    pageSize: intParam(params.get("pageSize"), DEFAULT_SIZE, PAGE_SIZES),
  };
}

export function serialiseAuditListParams(state: AuditListParams) {
  return {
    userId: state.userId,
    action: state.action,
    from: state.from,
    to: state.to,
    page: state.page > 1 ? state.page : undefined,
    pageSize: state.pageSize !== DEFAULT_SIZE ? state.pageSize : undefined,
  };
}
