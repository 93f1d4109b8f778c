// CSV lines (RFC 4180, CRLF) written a row at a time, so an export can stream them. The file
// starts with a byte-order mark so that Excel reads it as UTF-8 (Arabic) rather than ANSI.

export type Cell = string | number | null | undefined;

export const CSV_BOM = "\uFEFF";

// A cell that starts with = + - @ (or a tab/CR) is run as a formula by spreadsheet programs, so
// it gets a leading quote; plain signed numbers and phone numbers (+966501234567, -3) are left
// alone so the file still reads naturally.
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s.]*$))/;
const NEEDS_QUOTES = /[",\r\n]/;

function csvCell(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  // A neutralised formula is quoted too, so the quote mark stays part of the text.
  if (FORMULA_START.test(cell)) return `"'${cell.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One row as a CSV line, CRLF included. */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
