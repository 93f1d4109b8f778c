import type { OnChangeFn, SortingState } from "./table-columns";

/** `field:asc|desc` (the API's sort parameter) → the table's sorting state. */
export function sortParamToState(sort: string | undefined): SortingState {
  if (!sort) return [];
  const [id, direction] = sort.split(":");
  return id ? [{ id, desc: direction === "desc" }] : [];
}

/** The table's sorting state → `field:asc|desc`, or undefined for the server's default order. */
export function sortStateToParam(state: SortingState): string | undefined {
  const first = state[0];
  return first ? `${first.id}:${first.desc ? "desc" : "asc"}` : undefined;
}

/** The table's controlled sorting props for a sort kept as a parameter (in the URL, say). */
export function sortParamProps(
  sort: string | undefined,
  onSort: (sort: string | undefined) => void,
): { sorting: SortingState; onSortingChange: OnChangeFn<SortingState> } {
  const sorting = sortParamToState(sort);
  return {
    sorting,
    onSortingChange: (updater) =>
      onSort(sortStateToParam(typeof updater === "function" ? updater(sorting) : updater)),
  };
}
