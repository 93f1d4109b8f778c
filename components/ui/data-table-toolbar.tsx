"use client";

import { Columns3, Download } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import { Button } from "./button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";
import { ExportMenu } from "./export-menu";
import { saveFile } from "./save-file";
import {
  columnLabel,
  type ColumnDef,
  type OnChangeFn,
  type VisibilityState,
} from "./table-columns";
import { CSV_BOM, csvLine, type Cell } from "@/lib/exports/csv";
import type { ExportList } from "@/lib/exports/formats";

/**
 * A table that shows all its rows (a property's units) → CSV: visible columns, rows as displayed.
 * Paged lists export every matching row from the server instead (ExportMenu).
 */
export function tableToCsv<T>(columns: readonly ColumnDef<T>[], rows: readonly T[]): string {
  const withValues = columns.filter((c) => c.meta?.csv || c.value);
  const headers = withValues.map((c) => columnLabel(c));
  const lines = rows.map((row) =>
    withValues.map((c): Cell => {
      const csv = c.meta?.csv;
      if (csv) return csv(row);
      const value = c.value?.(row);
      return value === null || value === undefined || typeof value === "object"
        ? ""
        : typeof value === "boolean"
          ? String(value)
          : (value as Cell);
    }),
  );
  return CSV_BOM + [headers, ...lines].map(csvLine).join("");
}

type ToolbarProps<T> = {
  columns: readonly ColumnDef<T>[];
  visibility: VisibilityState;
  onVisibilityChange: OnChangeFn<VisibilityState>;
  /** The rows shown (for the CSV of a table that shows all its rows). */
  rows: readonly T[];
  /** Filters and other controls, shown at the start. */
  children?: ReactNode;
  /** The columns a person may hide (a list page's definition); else every column that allows it. */
  hideable?: readonly string[];
  /** The saved views menu of a list page. */
  views?: ReactNode;
  /** File name of a CSV of the rows shown, for a table that shows all its rows. */
  csvFileName?: string;
  /** The paged list whose every matching row the Export menu downloads. */
  exportList?: ExportList;
  /** The export's parameters when they are not the page's URL (ExportMenu). */
  exportParams?: Record<string, string>;
};

export function DataTableToolbar<T>({
  columns,
  visibility,
  onVisibilityChange,
  rows,
  children,
  hideable: allowed,
  views,
  csvFileName,
  exportList,
  exportParams,
}: ToolbarProps<T>) {
  const t = useTranslations("common.table");
  const hideable = columns.filter((c) => c.enableHiding && (!allowed || allowed.includes(c.id)));
  const isShown = (id: string) => visibility[id] !== false;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
      <div className="flex min-w-[min(100%,16rem)] flex-1 flex-wrap items-end gap-3">
        {children}
      </div>
      <div className="flex items-center gap-2">
        {views}
        {hideable.length ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm">
                <Columns3 aria-hidden />
                {t("columns")}
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuLabel>{t("showColumns")}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              {hideable.map((column) => (
                <DropdownMenuCheckboxItem
                  key={column.id}
                  checked={isShown(column.id)}
                  onCheckedChange={(checked) =>
                    onVisibilityChange((now) => ({ ...now, [column.id]: checked === true }))
                  }
                  onSelect={(e) => e.preventDefault()}
                >
                  {columnLabel(column)}
                </DropdownMenuCheckboxItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
        {csvFileName ? (
          <Button
            variant="outline"
            size="sm"
            disabled={rows.length === 0}
            onClick={() =>
              saveFile(
                new Blob(
                  [
                    tableToCsv(
                      columns.filter((c) => isShown(c.id)),
                      rows,
                    ),
                  ],
                  { type: "text/csv;charset=utf-8" },
                ),
                `${csvFileName}.csv`,
              )
            }
          >
            <Download aria-hidden />
            {t("exportCsv")}
          </Button>
        ) : null}
        {exportList ? <ExportMenu list={exportList} params={exportParams} /> : null}
      </div>
    </div>
  );
}
