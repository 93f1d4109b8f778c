import {
  columnParams,
  defaultColumns,
  visibleColumns,
  type ListColumns,
} from "@/lib/list-params/columns";
import type { ListParams } from "@/lib/list-params/define";
import type { ListId } from "@/lib/list-params/list-ids";
import type { AnyListState, FilterShapes, ListShape } from "@/lib/list-params/shape";

// A saved view's state: a list page's URL parameters (filters, sort, page size; never the page
// number) and the optional columns it shows. The URL stays the page's one source of truth:
// saving reads the state from the address, opening a view writes it back there. The server
// checks a view against its list's definition when it is saved (a clear 400: view-state-check.ts)
// and again when it is read (values the list no longer accepts are dropped, as a page drops them
// from an address). No zod here: the Views menu of every list page loads this module.

export type ViewState = {
  /** URL parameters as the page writes them: `{ name: "برج", sort: "property_name:asc" }`. */
  params: Record<string, string>;
  /** The optional columns shown, in the table's order. */
  columns: string[];
};

/** What the server needs of a list's definition (lists.ts) to check and read a saved view. */
export type ViewList = Pick<ListShape, "id" | "columns"> &
  Pick<ListParams<FilterShapes, never, string>, "viewParams" | "paramIssues">;

/** What the Views menu knows of the list page it is on: its current state's parameters. */
export type ViewPage = {
  id: ListId;
  columns: ListColumns;
  /** The page's state as a view keeps it (shape.viewParamsOf). */
  params: Record<string, string>;
  /** How many of its filters are set (the toolbar's "Filters (2)" on a phone). */
  activeFilters: number;
};

/** The Views menu's view of a list page showing `state`. */
export function viewPage(shape: ListShape, state: AnyListState): ViewPage {
  return {
    id: shape.id,
    columns: shape.columns,
    params: shape.viewParamsOf(state),
    activeFilters: shape.countFilters(state),
  };
}

/** The state of the page at this address (its columns are read from the address). */
export function viewStateOf(page: ViewPage, search: URLSearchParams): ViewState {
  return { params: page.params, columns: visibleColumns(page.columns, search) };
}

/** The query string that opens a view (its page number is the first). */
export function viewSearch(list: Pick<ViewPage, "columns">, state: ViewState): string {
  const search = new URLSearchParams(state.params);
  const { hide, show } = columnParams(list.columns, state.columns);
  if (hide) search.set("hide", hide);
  if (show) search.set("show", show);
  return search.toString();
}

/** Whether two states show the same thing (the menu marks the view the page is showing). */
export function sameViewState(a: ViewState, b: ViewState): boolean {
  const key = (s: ViewState) =>
    JSON.stringify([Object.entries(s.params).sort(), [...s.columns].sort()]);
  return key(a) === key(b);
}

/**
 * A stored state as the list reads it today: parameters it no longer accepts and columns it
 * no longer has are dropped, never passed on. Anything that is not a state is the defaults.
 */
export function readViewState(list: ViewList, stored: unknown): ViewState {
  const raw = (typeof stored === "object" && stored !== null ? stored : {}) as Partial<
    Record<"params" | "columns", unknown>
  >;
  const search = new URLSearchParams();
  if (typeof raw.params === "object" && raw.params !== null)
    for (const [name, value] of Object.entries(raw.params))
      if (typeof value === "string") search.set(name, value);
  const columns = Array.isArray(raw.columns)
    ? list.columns.optional.filter((id) => (raw.columns as unknown[]).includes(id))
    : defaultColumns(list.columns);
  return { params: list.viewParams(search), columns };
}
