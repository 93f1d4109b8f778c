"use client";

import type { Table } from "@tanstack/react-table";
import { Columns3, Download } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

import "./data-table-types";
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
import { CSV_BOM, csvLine, type Cell } from "@/lib/exports/csv";
import type { ExportList } from "@/lib/exports/formats";

export function columnLabel<T>(table: Table<T>, id: string): string {
  const column = table.getColumn(id);
  const header = column?.columnDef.header;
  return column?.columnDef.meta?.label ?? (typeof header === "string" ? header : id);
}

/**
 * A table that shows all its rows (a property's units) → CSV: visible columns, rows as displayed.
 * Paged lists export every matching row from the server instead (ExportMenu).
 */
export function tableToCsv<T>(table: Table<T>): string {
  const columns = table
    .getVisibleLeafColumns()
    .filter((c) => c.columnDef.meta?.csv || c.accessorFn);
  const headers = columns.map((c) => columnLabel(table, c.id));
  const rows = table.getRowModel().rows.map((row) =>
    columns.map((c): Cell => {
      const csv = c.columnDef.meta?.csv;
      if (csv) return csv(row.original);
      const value = row.getValue(c.id);
      return value === null || value === undefined || typeof value === "object"
        ? ""
        : typeof value === "boolean"
          ? String(value)
          : (value as Cell);
    }),
  );
  return CSV_BOM + [headers, ...rows].map(csvLine).join("");
}

type ToolbarProps<T> = {
  table: Table<T>;
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
};

export function DataTableToolbar<T>({
  table,
  children,
  hideable: allowed,
  views,
  csvFileName,
  exportList,
}: ToolbarProps<T>) {
  const t = useTranslations("common.table");
  const hideable = table
    .getAllLeafColumns()
    .filter((c) => c.getCanHide() && (!allowed || allowed.includes(c.id)));
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
                  checked={column.getIsVisible()}
                  onCheckedChange={(checked) => column.toggleVisibility(checked === true)}
                  onSelect={(e) => e.preventDefault()}
                >
                  {columnLabel(table, column.id)}
                </DropdownMenuCheckboxItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
        {csvFileName ? (
          <Button
            variant="outline"
            size="sm"
            disabled={table.getRowModel().rows.length === 0}
            onClick={() =>
              saveFile(
                new Blob([tableToCsv(table)], { type: "text/csv;charset=utf-8" }),
                `${csvFileName}.csv`,
              )
            }
          >
            <Download aria-hidden />
            {t("exportCsv")}
          </Button>
        ) : null}
        {exportList ? <ExportMenu list={exportList} /> : null}
      </div>
    </div>
  );
}
