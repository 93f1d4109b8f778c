import type { RowData } from "@tanstack/react-table";

import type { Cell } from "@/lib/exports/csv";

declare module "@tanstack/react-table" {
  // Extra per-column facts the DataTable reads. Type parameters must match the library's.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Plain-text name for the column menu and the CSV header (required when header is a node). */
    label?: string;
    /** The cell's CSV value; defaults to the accessor value. Return null to leave it empty. */
    csv?: (row: TData) => Cell;
    /** Numbers and amounts align to the end of the cell. */
    numeric?: boolean;
    className?: string;
  }
}

export {};
