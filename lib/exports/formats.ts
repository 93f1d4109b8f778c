// What the export routes offer and how the browser and the server name a file and its size.
// No secrets and no Node APIs: the Export menu imports it too.

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_LISTS = [
  "properties",
  "parties",
  "parties-attention",
  "contracts",
  "audit",
  "users",
  "units",
  "contract-statement",
  "party-statement",
  "vacant-units",
  "arrears",
  "month-due",
  "month-payments",
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** Rows the file will hold (the first page's total, capped at MAX_EXPORT_ROWS). */
export const EXPORT_TOTAL_HEADER = "x-export-total";

/** The most rows one export writes: 1,000 pages of 100. */
export const MAX_EXPORT_ROWS = 100_000;

export const EXPORT_MEDIA_TYPES = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const satisfies Record<ExportFormat, string>;

/** `properties-2026-11-22.xlsx`: what and when (the Riyadh day), Latin in every language. */
export function exportFileName(list: ExportList, format: ExportFormat, now = new Date()): string {
  const day = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Riyadh",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return `${list}-${day}.${format}`;
}
