import type { ListColumns } from "./columns";
import type { ListId } from "./list-ids";
import { MAX_PAGE_SIZE } from "@/lib/rental/page-size";

// How a list page's state is written into its URL: the names, defaults and page sizes, with no
// schema. The browser writes addresses with this alone; reading an address is the server's work
// (define.ts, with the server's query schemas), and the page hands the state it read to the
// browser. So no list page's script carries a validation library for its address.

/** How one filter sits in the URL. */
/** The page sizes most lists offer. */
export const PAGE_SIZES = [10, 25, 50, MAX_PAGE_SIZE] as const;

export type FilterShape = {
  /** Its name in the URL when it differs from the state's. */
  url?: string;
  /** The value when the URL has none (also left out of the URL). */
  fallback?: unknown;
  /** The URL's text for a value; undefined leaves it out. */
  // `any`: each filter's value has a type of its own, which its schema (define.ts) gives.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  write?: (value: any) => string | number | undefined;
};

export type FilterShapes = Record<string, FilterShape>;

/** Any list's state, as the writer sees it: values by filter name, then page, size and sort. */
export type AnyListState = {
  page: number;
  pageSize: number;
  sort?: string;
  [filter: string]: unknown;
};

export type ListShape<F extends FilterShapes = FilterShapes, S extends string = string> = {
  id: ListId;
  columns: ListColumns;
  filters: F;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** The sorts the server takes, where it takes a fixed set (a table header asks for others). */
  sorts?: readonly S[];
  /** The URL's parameters for a state; undefined leaves a parameter (its default) out. */
  serialise: (state: AnyListState) => Record<string, string | number | undefined>;
  /** Whether any filter differs from its default (for "no results for this filter"). */
  hasFilters: (state: AnyListState) => boolean;
  /** How many filters differ from their defaults (the "Filters (2)" button on a phone). */
  countFilters: (state: AnyListState) => number;
  /** The state's parameters as a saved view keeps them: defaults and the page number left out. */
  viewParamsOf: (state: AnyListState) => Record<string, string>;
  /** A sort a table header asks for, if the server takes it (any, for a list without `sorts`). */
  sortFrom: (value: string | undefined) => S | undefined;
};

export function defineListShape<F extends FilterShapes, S extends string = string>(def: {
  id: ListId;
  /** The table's columns a person may hide; the rest are always shown. */
  columns: { optional: readonly string[]; hidden?: readonly string[] };
  filters: F;
  pageSizes: readonly number[];
  defaultPageSize: number;
  sorts?: readonly S[];
}): ListShape<F, S> {
  const entries = Object.entries(def.filters);
  const isDefault = (filter: FilterShape, value: unknown) =>
    value === undefined || value === filter.fallback;
  const valuesOf = (state: AnyListState): Record<string, unknown> => state;

  const shape: ListShape<F, S> = {
    id: def.id,
    columns: { optional: def.columns.optional, hidden: def.columns.hidden ?? [] },
    filters: def.filters,
    pageSizes: def.pageSizes,
    defaultPageSize: def.defaultPageSize,
    sorts: def.sorts,
    serialise(state) {
      const values = valuesOf(state);
      const filters = Object.fromEntries(
        entries.map(([name, filter]) => {
          const value = values[name];
          const url = filter.url ?? name;
          if (isDefault(filter, value)) return [url, undefined];
          return [url, filter.write ? filter.write(value) : String(value)];
        }),
      );
      return {
        ...filters,
        page: state.page > 1 ? state.page : undefined,
        pageSize: state.pageSize !== def.defaultPageSize ? state.pageSize : undefined,
        sort: state.sort,
      };
    },
    hasFilters(state) {
      return shape.countFilters(state) > 0;
    },
    countFilters(state) {
      const values = valuesOf(state);
      return entries.filter(([name, filter]) => !isDefault(filter, values[name])).length;
    },
    viewParamsOf(state) {
      const { page: _page, ...written } = shape.serialise(state);
      return Object.fromEntries(
        Object.entries(written)
          .filter(([, value]) => value !== undefined && value !== "")
          .map(([name, value]) => [name, String(value)]),
      );
    },
    sortFrom: (value) =>
      def.sorts ? def.sorts.find((sort) => sort === value) : (value as S | undefined),
  };
  return shape;
}
