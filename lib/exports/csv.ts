// CSV lines (RFC 4180, CRLF) written a row at a time, so an export can stream them. The file
// starts with a byte-order mark so that Excel reads it as UTF-8 (Arabic) rather than ANSI.

/** An amount of money, kept in integer halalas until it is written (as SAR with 2 decimals). */
export type Money = { halalas: number };
export type Cell = string | number | Money | null | undefined;

/** 125050 → "1250.50", -5 → "-0.05": integer arithmetic, never a float's rounding. */
export function sarText(halalas: number): string {
  const sign = halalas < 0 ? "-" : "";
  const abs = Math.abs(halalas);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

export const CSV_BOM = "\uFEFF";

// A cell that starts with = + - @ (or a tab/CR) is run as a formula by spreadsheet programs, so
// it gets a leading quote; plain signed numbers and phone numbers (+966501234567, -3) are left
// alone so the file still reads naturally.
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s.]*$))/;
const NEEDS_QUOTES = /[",\r\n]/;

function csvCell(cell: Cell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  if (typeof cell === "object")
    return Number.isSafeInteger(cell.halalas) ? sarText(cell.halalas) : "";
  // A neutralised formula is quoted too, so the quote mark stays part of the text.
  if (FORMULA_START.test(cell)) return `"'${cell.replaceAll('"', '""')}"`;
  return NEEDS_QUOTES.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** One row as a CSV line, CRLF included. */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
