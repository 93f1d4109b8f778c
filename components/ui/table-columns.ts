import type { ReactNode } from "react";

// The columns of our tables. Sorting and paging happen on the server and rows arrive ready to
// show, so a table needs only a list of columns, which columns are shown and which one sorts: a
// few lines here rather than a table engine in every list page's first-load JavaScript. The
// helper's shape (`accessor`, `display`, `info.getValue()`, `info.row.original`) is the one
// TanStack Table made familiar.

/** Sorting by one column, as the API sorts (`field:asc|desc`); empty for the server's order. */
export type SortingState = { id: string; desc: boolean }[];
/** Column id → shown; a column absent from it is shown. */
export type VisibilityState = Record<string, boolean>;
/** A controlled state's setter: the next state, or a function of the current one. */
export type OnChangeFn<S> = (updater: S | ((current: S) => S)) => void;

export type ColumnMeta = {
  /** Plain-text name for the column menu and a phone's card (required when header is a node). */
  label?: string;
  /** Numbers and amounts align to the end of the cell (in tabular figures). */
  numeric?: boolean;
  /** Align header and cells to the end (an actions column); numeric implies it. */
  alignEnd?: boolean;
  /** Width and the like; alignment goes through numeric or alignEnd. */
  className?: string;
  /**
   * Its place on a phone's card (components/ui/cards.ts): a small number puts it first; "actions"
   * makes it the card's foot (as a column with the id "actions" is).
   */
  card?: number | "actions";
  /** Keep its header above a phone's cards (a select-all box); sortable headers stay anyway. */
  headerOnCards?: boolean;
};

export type CellInfo<T, V> = { row: { original: T }; getValue: () => V };

export type ColumnDef<T> = {
  id: string;
  header: string | (() => ReactNode);
  /** The column's value (CSV, the default cell); a display column has none. */
  value?: (row: T) => unknown;
  cell: (row: T) => ReactNode;
  /** Whether the server can sort by it. */
  enableSorting: boolean;
  enableHiding: boolean;
  meta?: ColumnMeta;
};

type Options<T, V> = {
  id?: string;
  header: ColumnDef<T>["header"];
  cell?: (info: CellInfo<T, V>) => ReactNode;
  enableSorting?: boolean;
  enableHiding?: boolean;
  meta?: ColumnMeta;
};

function plain(value: unknown): ReactNode {
  return value === null || value === undefined ? null : String(value);
}

function define<T, V>(id: string, read: ((row: T) => V) | undefined, options: Options<T, V>) {
  const { cell, enableSorting = false, enableHiding = true, header, meta } = options;
  return {
    id,
    header,
    value: read,
    cell: (row: T) =>
      cell
        ? cell({ row: { original: row }, getValue: () => read?.(row) as V })
        : plain(read?.(row)),
    enableSorting,
    enableHiding,
    meta,
  } satisfies ColumnDef<T>;
}

export function createColumnHelper<T>() {
  function accessor<K extends keyof T & string>(key: K, options: Options<T, T[K]>): ColumnDef<T>;
  function accessor<V>(read: (row: T) => V, options: Options<T, V> & { id: string }): ColumnDef<T>;
  function accessor<V>(
    key: (keyof T & string) | ((row: T) => V),
    options: Options<T, V>,
  ): ColumnDef<T> {
    if (typeof key === "function") return define(options.id!, key, options);
    return define(options.id ?? key, (row: T) => row[key] as V, options);
  }
  /** A column with no value of its own (a row's checkbox). */
  const display = (options: Options<T, never> & { id: string }): ColumnDef<T> =>
    define<T, never>(options.id, undefined, options);
  return { accessor, display };
}

/** A column's plain-text name. */
export function columnLabel<T>(column: ColumnDef<T>): string {
  return column.meta?.label ?? (typeof column.header === "string" ? column.header : column.id);
}

/**
 * The next sorting when a person activates a column's header: unsorted → ascending → descending
 * → the server's order again.
 */
export function nextSorting(current: SortingState, id: string): SortingState {
  const now = current[0]?.id === id ? current[0] : undefined;
  if (!now) return [{ id, desc: false }];
  return now.desc ? [] : [{ id, desc: true }];
}
