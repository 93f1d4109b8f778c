import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";

import type { Cell } from "./csv";
import { createXlsxSheet, type XlsxColumn } from "./xlsx";

// The streamed workbook, read back with exceljs as a spreadsheet program would open it.

async function written(rightToLeft: boolean, headers: (string | XlsxColumn)[], rows: Cell[][]) {
  const columns = headers.map((h) => (typeof h === "string" ? { header: h } : h));
  const sheet = createXlsxSheet({ sheetName: "العقارات", columns, rightToLeft });
  const bytes = new Response(sheet.body).arrayBuffer();
  for (const row of rows) sheet.addRow(row);
  await sheet.finish();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await bytes);
  return workbook.worksheets[0]!;
}

describe("createXlsxSheet", () => {
  it("keeps Arabic headers and text, numbers as numbers, in a right-to-left sheet", async () => {
    const ws = await written(
      true,
      ["الاسم", "الإيجار الإجمالي (ر.س)"],
      [
        ["برج الشاطئ 48", 48000],
        ["فيلا النخيل", 120000.5],
      ],
    );
    expect(ws.name).toBe("العقارات");
    expect(ws.views[0]?.rightToLeft).toBe(true);
    expect(ws.getRow(1).values).toEqual([undefined, "الاسم", "الإيجار الإجمالي (ر.س)"]);
    expect(ws.getRow(2).values).toEqual([undefined, "برج الشاطئ 48", 48000]);
    expect(ws.getRow(3).getCell(2).value).toBe(120000.5);
    expect(ws.rowCount).toBe(3);
  });

  it("writes Gregorian days as dates, and sets every column's width", async () => {
    const ws = await written(
      false,
      ["Contract", { header: "End date (Gregorian)", date: true }, "End date (Hijri)"],
      [
        ["7", "2026-12-31", "1448-07-21"],
        ["8", "", ""],
      ],
    );
    const end = ws.getRow(2).getCell(2);
    expect(end.value).toEqual(new Date("2026-12-31T00:00:00Z"));
    expect(end.numFmt).toBe("yyyy-mm-dd");
    expect(ws.getRow(2).getCell(3).value).toBe("1448-07-21"); // Hijri stays text
    expect(ws.getRow(3).getCell(2).value).toBeNull(); // no day: an empty cell
    for (const i of [1, 2, 3]) expect(ws.getColumn(i).width).toBeGreaterThanOrEqual(12);
  });

  it("reads left to right in English", async () => {
    const ws = await written(false, ["Name"], [["Beach Tower 48"]]);
    expect(ws.views[0]?.rightToLeft).toBe(false);
    expect(ws.getRow(2).getCell(1).value).toBe("Beach Tower 48");
  });

  it("writes amounts kept in halalas as numbers of riyals shown with two decimals", async () => {
    const ws = await written(
      false,
      ["Receipt", { header: "Balance (SAR)", money: true }],
      [
        ["2026-1", { halalas: 125_050 }],
        ["2026-2", { halalas: -35_000 }],
      ],
    );
    const balance = ws.getRow(2).getCell(2);
    expect(balance.value).toBe(1250.5);
    expect(balance.numFmt).toBe("#,##0.00");
    expect(ws.getRow(3).getCell(2).value).toBe(-350);
  });
});
