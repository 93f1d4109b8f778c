import Papa from "papaparse";

export type CsvCell = string | number | boolean | null | undefined;

// A cell that starts with = + - @ (or a tab/CR) is run as a formula by spreadsheet programs.
// Papaparse prefixes such cells with a quote; plain signed numbers and phone numbers
// (+966501234567, -3) are left alone so the file still reads naturally.
const FORMULA_START = /^(?:[=@\t\r]|[+-](?![\d\s.]*$))/;

/** CSV text with a header row. Starts with a byte-order mark so Excel reads it as UTF-8 (Arabic). */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const body = Papa.unparse(
    { fields: [...headers], data: rows.map((row) => row.map((cell) => cell ?? "")) },
    { escapeFormulae: FORMULA_START, newline: "\r\n" },
  );
  return `\uFEFF${body}`;
}

/** Offers `text` to the user as a download named `fileName` (browser only). */
export function downloadCsv(fileName: string, text: string): void {
  const blob = new Blob([text], { type: "text/csv;charset=utf-8" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName.endsWith(".csv") ? fileName : `${fileName}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
