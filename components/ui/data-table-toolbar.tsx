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
import type { CsvCell } from "@/lib/csv";
import { exportCsv } from "@/lib/csv-export";

export function columnLabel<T>(table: Table<T>, id: string): string {
  const column = table.getColumn(id);
  const header = column?.columnDef.header;
  return column?.columnDef.meta?.label ?? (typeof header === "string" ? header : id);
}

/** Current view → CSV: visible columns, rows as displayed (filters and sort already applied). */
export function tableToCsv<T>(table: Table<T>): { headers: string[]; rows: CsvCell[][] } {
  const columns = table
    .getVisibleLeafColumns()
    .filter((c) => c.columnDef.meta?.csv || c.accessorFn);
  const headers = columns.map((c) => columnLabel(table, c.id));
  const rows = table.getRowModel().rows.map((row) =>
    columns.map((c): CsvCell => {
      const csv = c.columnDef.meta?.csv;
      if (csv) return csv(row.original);
      const value = row.getValue(c.id);
      return value === null || value === undefined || typeof value === "object"
        ? ""
        : (value as CsvCell);
    }),
  );
  return { headers, rows };
}

type ToolbarProps<T> = {
  table: Table<T>;
  /** Filters and other controls, shown at the start. */
  children?: ReactNode;
  /** File name of the CSV export; no export button without it. */
  csvFileName?: string;
};

export function DataTableToolbar<T>({ table, children, csvFileName }: ToolbarProps<T>) {
  const t = useTranslations("common.table");
  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  return (
    <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
      <div className="flex min-w-[min(100%,16rem)] flex-1 flex-wrap items-end gap-3">
        {children}
      </div>
      <div className="flex items-center gap-2">
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
            onClick={() => {
              const { headers, rows } = tableToCsv(table);
              void exportCsv(csvFileName, headers, rows);
            }}
          >
            <Download aria-hidden />
            {t("exportCsv")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
