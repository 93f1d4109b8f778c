"use client";

import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
  type VisibilityState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useMemo, type MouseEvent, type ReactNode } from "react";

import "./data-table-types";
import { cn } from "./cn";
import { columnLabel, DataTableToolbar } from "./data-table-toolbar";
import { ViewsMenu } from "./saved-views/views-menu";
import { Skeleton } from "./skeleton";
import { useColumnVisibility } from "./use-column-visibility";
import type { ExportList } from "@/lib/exports/formats";
import type { ViewList } from "@/lib/list-params/view-state";

export type DataTableProps<T> = {
  // Columns hold values of different types; ColumnDef is invariant in its value type, so the
  // array is typed loosely here and each column stays precisely typed where it is defined.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  data: readonly T[];
  /** Accessible name of the table (visually hidden caption). */
  caption: string;
  getRowId?: (row: T) => string;
  /**
   * Makes each row open this address on click. Keyboard users follow the link that one cell
   * must render (a <Link> to the same address), so rows stay real links.
   */
  rowHref?: (row: T) => string;
  /** Sorting done by the server: controlled state. Only columns with enableSorting sort. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** Columns shown at first, for a table that is not a list page's. */
  initialColumnVisibility?: VisibilityState;
  /**
   * A list page's definition (lib/list-params/lists.ts): its columns are shown and hidden in the
   * URL beside its filters, and the toolbar's Views menu saves and opens named views of both.
   */
  list?: ViewList;
  isLoading?: boolean;
  /** Placeholder rows while loading. */
  skeletonRows?: number;
  /** Shown instead of the table when there are no rows (and not loading). */
  empty?: ReactNode;
  /** Filters and other controls for the toolbar. */
  toolbar?: ReactNode;
  /** File name of a CSV of the rows shown: only for a table that shows all its rows. */
  csvFileName?: string;
  /** A paged list: the Export menu downloads every row matching its filters (lib/exports). */
  exportList?: ExportList;
  footer?: ReactNode;
};

const INTERACTIVE = "a,button,input,select,textarea,label,[role=button],[role=menuitem]";

export function DataTable<T>({
  columns,
  data,
  caption,
  getRowId,
  rowHref,
  sorting,
  onSortingChange,
  initialColumnVisibility,
  list,
  isLoading = false,
  skeletonRows = 8,
  empty,
  toolbar,
  csvFileName,
  exportList,
  footer,
}: DataTableProps<T>) {
  const router = useRouter();
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(
    list?.columns,
    initialColumnVisibility,
  );
  // Rows cache their accessor values until the data changes. Columns built from data that
  // arrives later (region names from a lookup) must refresh those values, so new columns mean
  // new rows.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `columns` is the reason for a new copy
  const tableData = useMemo(() => [...data] as T[], [data, columns]);
  // TanStack Table returns fresh functions each render; the compiler skipping memoisation is fine.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: tableData,
    columns,
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableSortingRemoval: true,
    // Always start ascending (the automatic choice depends on the first row, absent while loading).
    sortDescFirst: false,
    defaultColumn: { enableSorting: false },
    state: { sorting: sorting ?? [], columnVisibility },
    onSortingChange,
    onColumnVisibilityChange: setColumnVisibility,
  });

  const openRow = (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return; // the user is selecting text
    if (event.metaKey || event.ctrlKey) window.open(href, "_blank", "noopener");
    else router.push(href);
  };

  useEffect(() => {
    if (process.env.NODE_ENV === "production" || !list) return;
    const ids = new Set(table.getAllLeafColumns().map((c) => c.id));
    const unknown = list.columns.optional.filter((id) => !ids.has(id));
    if (unknown.length)
      console.warn(`List ${list.id} names columns its table does not have: ${unknown.join(", ")}`);
  }, [list, table]);

  const visible = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  const showEmpty = !isLoading && rows.length === 0 && empty;

  return (
    <div className="space-y-3">
      {showEmpty && !toolbar ? null : (
        <DataTableToolbar
          table={table}
          hideable={list?.columns.optional}
          views={list ? <ViewsMenu list={list} /> : null}
          csvFileName={csvFileName}
          exportList={exportList}
        >
          {toolbar}
        </DataTableToolbar>
      )}
      {showEmpty ? (
        empty
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border bg-card print:overflow-visible">
          <table className="w-full border-collapse text-sm" aria-busy={isLoading || undefined}>
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-muted/60 text-muted-fg">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const meta = header.column.columnDef.meta;
                    const sorted = header.column.getIsSorted();
                    const content = header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          sorted === "asc"
                            ? "ascending"
                            : sorted === "desc"
                              ? "descending"
                              : undefined
                        }
                        className={cn(
                          "h-10 px-3 text-start font-medium whitespace-nowrap",
                          meta?.numeric && "text-end",
                          meta?.className,
                        )}
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            onClick={header.column.getToggleSortingHandler()}
                            className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground"
                            title={columnLabel(table, header.column.id)}
                          >
                            {content}
                            {sorted === "asc" ? (
                              <ArrowUp aria-hidden className="size-3.5" />
                            ) : sorted === "desc" ? (
                              <ArrowDown aria-hidden className="size-3.5" />
                            ) : (
                              <ArrowUpDown aria-hidden className="size-3.5 opacity-50" />
                            )}
                          </button>
                        ) : (
                          content
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {isLoading
                ? Array.from({ length: skeletonRows }, (_, i) => (
                    <tr key={`skeleton-${i}`} className="border-t border-border">
                      {Array.from({ length: visible }, (_, j) => (
                        <td key={j} className="px-3 py-3">
                          <Skeleton className="h-4 w-full max-w-40" />
                        </td>
                      ))}
                    </tr>
                  ))
                : rows.map((row) => {
                    const href = rowHref?.(row.original);
                    return (
                      <tr
                        key={row.id}
                        onClick={href ? (e) => openRow(e, href) : undefined}
                        className={cn(
                          "border-t border-border",
                          href && "cursor-pointer hover:bg-muted/50 focus-within:bg-muted/50",
                        )}
                      >
                        {row.getVisibleCells().map((cell) => {
                          const meta = cell.column.columnDef.meta;
                          return (
                            <td
                              key={cell.id}
                              className={cn(
                                "px-3 py-2.5 align-middle",
                                meta?.numeric && "text-end tabular-nums",
                                meta?.className,
                              )}
                            >
                              {flexRender(cell.column.columnDef.cell, cell.getContext())}
                            </td>
                          );
                        })}
                      </tr>
                    );
                  })}
            </tbody>
          </table>
        </div>
      )}
      {footer}
    </div>
  );
}
