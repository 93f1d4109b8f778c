"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, type MouseEvent, type ReactNode } from "react";

import { cn } from "./cn";
import { DataTableToolbar } from "./data-table-toolbar";
import { ViewsMenu } from "./saved-views/views-menu";
import { Skeleton } from "./skeleton";
import {
  columnLabel,
  nextSorting,
  type ColumnDef,
  type OnChangeFn,
  type SortingState,
  type VisibilityState,
} from "./table-columns";
import { useColumnVisibility } from "./use-column-visibility";
import type { ExportList } from "@/lib/exports/formats";
import type { ViewPage } from "@/lib/saved-views/view-state";

export type DataTableProps<T> = {
  columns: ColumnDef<T>[];
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
  list?: ViewPage;
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
  /** The export's parameters when they are not the page's URL (a property's units). */
  exportParams?: Record<string, string>;
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
  exportParams,
  footer,
}: DataTableProps<T>) {
  const router = useRouter();
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(
    list?.columns,
    initialColumnVisibility,
  );
  const shown = columns.filter((column) => columnVisibility[column.id] !== false);
  const sort = sorting?.[0];
  const rowKey = (row: T, index: number) => (getRowId ? getRowId(row) : String(index));

  const openRow = (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return; // the user is selecting text
    if (event.metaKey || event.ctrlKey) window.open(href, "_blank", "noopener");
    else router.push(href);
  };

  useEffect(() => {
    if (process.env.NODE_ENV === "production" || !list) return;
    const ids = new Set(columns.map((c) => c.id));
    const unknown = list.columns.optional.filter((id) => !ids.has(id));
    if (unknown.length)
      console.warn(`List ${list.id} names columns its table does not have: ${unknown.join(", ")}`);
  }, [list, columns]);

  const showEmpty = !isLoading && data.length === 0 && empty;

  return (
    <div className="space-y-3">
      {showEmpty && !toolbar ? null : (
        <DataTableToolbar
          columns={columns}
          visibility={columnVisibility}
          onVisibilityChange={setColumnVisibility}
          rows={data}
          hideable={list?.columns.optional}
          views={list ? <ViewsMenu list={list} /> : null}
          csvFileName={csvFileName}
          exportList={exportList}
          exportParams={exportParams}
        >
          {toolbar}
        </DataTableToolbar>
      )}
      {showEmpty ? (
        empty
      ) : (
        // `relative`: the box holds the table's visually hidden texts (sr-only is absolutely
        // positioned), or one at the end of a wide row, the actions column's header, would
        // stretch the page past a phone's screen instead of scrolling with the table.
        <div className="relative overflow-x-auto rounded-lg border border-border bg-card print:overflow-visible">
          <table className="w-full border-collapse text-sm" aria-busy={isLoading || undefined}>
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-muted/60 text-muted-fg">
              <tr>
                {shown.map((column) => {
                  const meta = column.meta;
                  const sorted = sort?.id === column.id ? (sort.desc ? "desc" : "asc") : false;
                  const content =
                    typeof column.header === "string" ? column.header : column.header();
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      aria-sort={
                        sorted === "asc"
                          ? "ascending"
                          : sorted === "desc"
                            ? "descending"
                            : undefined
                      }
                      className={cn(
                        "h-10 px-3 font-medium whitespace-nowrap",
                        meta?.numeric || meta?.alignEnd ? "text-end" : "text-start",
                        meta?.className,
                      )}
                    >
                      {column.enableSorting && onSortingChange ? (
                        <button
                          type="button"
                          onClick={() => onSortingChange((now) => nextSorting(now, column.id))}
                          className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-foreground"
                          title={columnLabel(column)}
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
            </thead>
            <tbody>
              {isLoading
                ? Array.from({ length: skeletonRows }, (_, i) => (
                    <tr key={`skeleton-${i}`} className="border-t border-border">
                      {shown.map((column) => (
                        <td key={column.id} className="px-3 py-3">
                          <Skeleton className="h-4 w-full max-w-40" />
                        </td>
                      ))}
                    </tr>
                  ))
                : data.map((row, index) => {
                    const href = rowHref?.(row);
                    return (
                      <tr
                        key={rowKey(row, index)}
                        onClick={href ? (e) => openRow(e, href) : undefined}
                        className={cn(
                          "border-t border-border",
                          href && "cursor-pointer hover:bg-muted/50 focus-within:bg-muted/50",
                        )}
                      >
                        {shown.map((column) => (
                          <td
                            key={column.id}
                            className={cn(
                              "px-3 py-2.5 align-middle",
                              (column.meta?.numeric || column.meta?.alignEnd) && "text-end",
                              column.meta?.numeric && "tabular-nums",
                              column.meta?.className,
                            )}
                          >
                            {column.cell(row)}
                          </td>
                        ))}
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
