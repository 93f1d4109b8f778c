import "server-only";

import { PassThrough, Readable } from "node:stream";

import ExcelJS from "exceljs";

import type { Cell } from "./csv";

// An .xlsx workbook written a row at a time with exceljs's streaming writer: each committed row
// leaves for the zip stream at once, so a 100,000-row export never sits whole in memory. Arabic
// sheets read right to left; columns are as wide as their headers ask (rows are written before
// their widths could be measured), and Gregorian days are dates a spreadsheet can sort and add to.

/** A column of the sheet: its header, and whether its cells are Gregorian days (YYYY-MM-DD). */
export type XlsxColumn = { header: string; date?: boolean; money?: boolean };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const widthOf = (header: string) => Math.min(40, Math.max(12, header.length + 4));

export type XlsxSheet = {
  /** Web bytes of the workbook, to hand to a Response. */
  body: ReadableStream<Uint8Array>;
  addRow(cells: readonly Cell[]): void;
  /** Writes the closing parts; the body ends after them. */
  finish(): Promise<void>;
  /** Ends the body with an error (the upstream failed, the browser left). */
  fail(error: unknown): void;
};

export function createXlsxSheet(options: {
  sheetName: string;
  columns: readonly XlsxColumn[];
  rightToLeft: boolean;
}): XlsxSheet {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(options.sheetName.slice(0, 31), {
    views: [{ rightToLeft: options.rightToLeft, state: "frozen", ySplit: 1 }],
  });
  sheet.columns = options.columns.map((column) => ({
    width: widthOf(column.header),
    style: column.date ? { numFmt: "yyyy-mm-dd" } : column.money ? { numFmt: "#,##0.00" } : {},
  }));
  const header = sheet.addRow(options.columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();
  return {
    body: Readable.toWeb(out) as ReadableStream<Uint8Array>,
    addRow(cells) {
      sheet
        .addRow(
          cells.map((cell, i) =>
            options.columns[i]?.date && typeof cell === "string" && DAY.test(cell)
              ? new Date(`${cell}T00:00:00Z`)
              : typeof cell === "object" && cell !== null
                ? // The number nearest the exact amount; shown with its 2 decimals.
                  cell.halalas / 100
                : (cell ?? null),
          ),
        )
        .commit();
    },
    async finish() {
      sheet.commit();
      await workbook.commit();
    },
    fail(error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  };
}
