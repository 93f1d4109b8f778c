import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";

import { createXlsxSheet } from "./xlsx";

// The streamed workbook, read back with exceljs as a spreadsheet program would open it.

async function written(rightToLeft: boolean, headers: string[], rows: (string | number)[][]) {
  const sheet = createXlsxSheet({ sheetName: "العقارات", headers, rightToLeft });
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

  it("reads left to right in English", async () => {
    const ws = await written(false, ["Name"], [["Beach Tower 48"]]);
    expect(ws.views[0]?.rightToLeft).toBe(false);
    expect(ws.getRow(2).getCell(1).value).toBe("Beach Tower 48");
  });
});
