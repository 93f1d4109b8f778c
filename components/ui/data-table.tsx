"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, type MouseEvent, type ReactNode } from "react";

import { cardClasses, cardLabelled, cardOrder, isActions } from "./cards";
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
  /**
   * Makes a click on a row call this (a detail panel). As with rowHref, keyboard users press the
   * button that one cell must render to do the same.
   */
  onRowOpen?: (row: T) => void;
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
  /** Filters and other controls for the toolbar (behind a "Filters" button on a phone). */
  toolbar?: ReactNode;
  /** How many filters are set, for a table without a list page's definition (`list` has it). */
  activeFilters?: number;
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
  onRowOpen,
  sorting,
  onSortingChange,
  initialColumnVisibility,
  list,
  isLoading = false,
  skeletonRows = 8,
  empty,
  toolbar,
  activeFilters,
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

  const openRow = (event: MouseEvent<HTMLTableRowElement>, row: T, href: string | undefined) => {
    if ((event.target as HTMLElement).closest(INTERACTIVE)) return;
    if (window.getSelection()?.toString()) return; // the user is selecting text
    if (!href) onRowOpen?.(row);
    else if (event.metaKey || event.ctrlKey) window.open(href, "_blank", "noopener");
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
  const isSortable = (column: ColumnDef<T>) => !!(column.enableSorting && onSortingChange);
  const headerOnCards = (column: ColumnDef<T>) =>
    isSortable(column) || !!column.meta?.headerOnCards;

  return (
    <div className="space-y-3">
      {showEmpty && !toolbar ? null : (
        <DataTableToolbar
          columns={columns}
          visibility={columnVisibility}
          onVisibilityChange={setColumnVisibility}
          hideable={list?.columns.optional}
          views={list ? <ViewsMenu list={list} /> : null}
          exportList={exportList}
          exportParams={exportParams}
          activeFilters={activeFilters ?? list?.activeFilters}
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
        // Below md each row is a card (cards.ts): a phone never scrolls sideways to a row's action.
        <div className={cardClasses.box}>
          <table className={cardClasses.table} aria-busy={isLoading || undefined} role="table">
            <caption className="sr-only">{caption}</caption>
            {/* On a phone only sort buttons and a select-all box stay up here; with none, no row. */}
            <thead
              className={cn(
                cardClasses.head,
                shown.some(headerOnCards) ? "max-md:block" : "max-md:hidden",
              )}
              role="rowgroup"
            >
              <tr role="row" className={cardClasses.headRow}>
                {shown.map((column) => {
                  const meta = column.meta;
                  const sorted = sort?.id === column.id ? (sort.desc ? "desc" : "asc") : false;
                  const sortable = isSortable(column);
                  const content =
                    typeof column.header === "string" ? column.header : column.header();
                  return (
                    <th
                      key={column.id}
                      scope="col"
                      role="columnheader"
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
                        headerOnCards(column) ? cardClasses.headCell : "max-md:hidden",
                      )}
                    >
                      {sortable ? (
                        <button
                          type="button"
                          onClick={() => onSortingChange?.((now) => nextSorting(now, column.id))}
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
            <tbody role="rowgroup" className={cardClasses.body}>
              {isLoading
                ? Array.from({ length: skeletonRows }, (_, i) => (
                    <tr key={`skeleton-${i}`} role="row" className={cardClasses.row}>
                      {shown.map((column) => (
                        <td key={column.id} role="cell" className="px-3 py-3">
                          <Skeleton className="h-4 w-full max-w-40" />
                        </td>
                      ))}
                    </tr>
                  ))
                : data.map((row, index) => {
                    const href = rowHref?.(row);
                    const opens = !!(href || onRowOpen);
                    return (
                      <tr
                        key={rowKey(row, index)}
                        role="row"
                        onClick={opens ? (e) => openRow(e, row, href) : undefined}
                        className={cn(
                          cardClasses.row,
                          opens && "cursor-pointer hover:bg-muted/50 focus-within:bg-muted/50",
                        )}
                      >
                        {shown.map((column, position) => (
                          <td
                            key={column.id}
                            role="cell"
                            // On a card the cells that matter come first (meta.card).
                            style={{ order: cardOrder(column, position) }}
                            className={cn(
                              cardClasses.cell,
                              (column.meta?.numeric || column.meta?.alignEnd) && "md:text-end",
                              column.meta?.numeric && "tabular-nums",
                              isActions(column) ? cardClasses.actions : cardClasses.fact,
                              column.meta?.className,
                            )}
                          >
                            {cardLabelled(column) ? (
                              <span className={cardClasses.label}>{columnLabel(column)}</span>
                            ) : null}
                            <div className={cardClasses.value}>{column.cell(row)}</div>
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
