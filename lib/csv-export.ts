import type { CsvCell } from "./csv";

/**
 * Builds the CSV and offers it as a download named `fileName`. The CSV writer (papaparse) loads
 * with the first export, not with every page that has an export button.
 */
export async function exportCsv(
  fileName: string,
  headers: readonly string[],
  rows: readonly (readonly CsvCell[])[],
): Promise<void> {
  const { downloadCsv, toCsv } = await import("./csv");
  downloadCsv(fileName, toCsv(headers, rows));
}
