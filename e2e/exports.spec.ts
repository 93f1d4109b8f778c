import { readFile } from "node:fs/promises";

import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";

import { chooseArabicDigits, inArabic, toastAr } from "./arabic";
import { DEMO_DEED, getProperty, toArabicIndic, toast } from "./helpers";
import { storageState } from "./roles";

// Exports of a whole filtered list, as a person does them: filter the properties by a name,
// Export → CSV or Excel, open the downloaded file. Its rows are exactly the filtered total (more
// than the page on screen) and hold a property the rental service lists for that name.

test.use({ storageState: storageState("support") });

type Property = { document_number: string; property_name: string };
type Listed = { data: Property[]; meta: { pagination: { total: number } } };

/** The rental service's own count for the filter, and one property it lists. */
async function filtered(page: Page, name: string) {
  const query = `filters[property_name][$contains]=${encodeURIComponent(name)}&pagination[pageSize]=1`;
  const response = await page.request.get(`/api/v1/properties?${query}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as Listed;
  return { total: body.meta.pagination.total, known: body.data[0]! };
}

async function exportAs(page: Page, menu: string, item: RegExp) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: menu }).click();
  await page.getByRole("menuitem", { name: item }).click();
  return download;
}

/** Rows of a CSV (no quoted line breaks in property data), header first. */
function csvRows(text: string): string[] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1).split("\r\n").filter(Boolean);
}

async function xlsxSheet(path: string) {
  const workbook = new ExcelJS.Workbook();
  const bytes = await readFile(path);
  await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
  return workbook.worksheets[0]!;
}

test.describe("in English", () => {
  const NAME = "Tower";

  test("exports every property matching a name, as CSV and as Excel", async ({ page }) => {
    const { total, known } = await filtered(page, NAME);
    expect(total).toBeGreaterThan(25); // more than the page on screen
    await page.goto(`/properties?name=${NAME}`);
    await expect(page.getByRole("table", { name: "Properties" }).getByRole("row")).toHaveCount(26);

    const csv = await exportAs(page, "Export", /^CSV/);
    expect(csv.suggestedFilename()).toMatch(/^properties-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(toast(page, `Downloaded ${csv.suggestedFilename()}.`)).toBeVisible();
    const rows = csvRows(await readFile((await csv.path())!, "utf8"));
    expect(rows[0]).toMatch(/^Name,Deed number,Owner ID,Region,City,Units,Deed date \(Gregorian\)/);
    expect(rows).toHaveLength(total + 1);
    expect(rows.some((r) => r.includes(known.document_number))).toBe(true);
    expect(rows.slice(1).every((r) => r.includes(NAME))).toBe(true);

    const xlsx = await exportAs(page, "Export", /^Excel/);
    expect(xlsx.suggestedFilename()).toMatch(/^properties-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await xlsxSheet((await xlsx.path())!);
    expect(sheet.views[0]?.rightToLeft).toBe(false);
    expect(sheet.getRow(1).getCell(1).value).toBe("Name");
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getColumn(2).values).toContain(known.document_number);
  });

  test("an export can be cancelled while it runs", async ({ page }) => {
    await page.goto("/properties");
    let downloaded = false;
    page.on("download", () => (downloaded = true));
    await page.getByRole("button", { name: "Export" }).click();
    await page.getByRole("menuitem", { name: /^CSV/ }).click();
    await expect(page.getByRole("progressbar", { name: "Export progress" })).toBeVisible();
    await page.getByRole("button", { name: "Cancel export" }).click();
    await expect(toast(page, "Export cancelled.")).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Export" })).toBeVisible();
    expect(downloaded).toBe(false);
  });
});

test.describe("in Arabic", () => {
  inArabic();
  const NAME = "أبراج";

  test("يصدّر كل العقارات المطابقة للاسم بصيغتي CSV وExcel", async ({ page }) => {
    const { total, known } = await filtered(page, NAME);
    expect(total).toBeGreaterThan(0);
    await page.goto(`/properties?name=${encodeURIComponent(NAME)}`);
    await expect(page.getByRole("table", { name: "العقارات" })).toBeVisible();

    const csv = await exportAs(page, "تصدير", /^ملف CSV/);
    expect(csv.suggestedFilename()).toMatch(/^properties-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(toastAr(page, `تم تنزيل الملف ${csv.suggestedFilename()}.`)).toBeVisible();
    const rows = csvRows(await readFile((await csv.path())!, "utf8"));
    expect(rows[0]).toMatch(/^الاسم,رقم الصك,هوية المالك,المنطقة,المدينة,الوحدات,/);
    expect(rows).toHaveLength(total + 1);
    const row = rows.find((r) => r.includes(known.document_number));
    expect(row).toContain(known.property_name);

    const xlsx = await exportAs(page, "تصدير", /^ملف Excel/);
    const sheet = await xlsxSheet((await xlsx.path())!);
    expect(sheet.name).toBe("العقارات");
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe("الاسم");
    expect(sheet.rowCount).toBe(total + 1);
    expect(sheet.getColumn(1).values).toContain(known.property_name);
  });

  test("يمكن إلغاء التصدير أثناء تنفيذه", async ({ page }) => {
    await page.goto("/properties");
    await page.getByRole("button", { name: "تصدير" }).click();
    await page.getByRole("menuitem", { name: /^ملف Excel/ }).click();
    await expect(page.getByRole("progressbar", { name: "تقدّم التصدير" })).toBeVisible();
    await page.getByRole("button", { name: "إلغاء التصدير" }).click();
    await expect(toastAr(page, "تم إلغاء التصدير.")).toBeVisible();
    await expect(page.getByRole("button", { name: "تصدير" })).toBeVisible();
  });

  test("وحدات العقار تُصدَّر إلى Excel بأرقام إنجليزية ولو ظهرت بالأرقام العربية", async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseArabicDigits(context, baseURL!);
    const property = await getProperty(page.request, DEMO_DEED);
    expect(property.units.length).toBeGreaterThan(1);
    await page.goto(`/properties/${DEMO_DEED}`);
    const units = page.getByRole("table", { name: "الوحدات" });
    const first = property.units[0]!;
    await expect(units.getByRole("link", { name: toArabicIndic(first.unit_number) })).toBeVisible();

    const xlsx = await exportAs(page, "تصدير", /^ملف Excel/);
    expect(xlsx.suggestedFilename()).toMatch(/^units-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const sheet = await xlsxSheet((await xlsx.path())!);
    expect(sheet.name).toBe("الوحدات");
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "الوحدة",
      "النوع",
      "الاستخدام",
      "الدور",
      "الغرف",
      "المساحة (م²)",
    ]);
    expect(sheet.rowCount).toBe(property.units.length + 1);
    expect(sheet.getColumn(1).values.slice(2)).toEqual(property.units.map((u) => u.unit_number));
    expect(sheet.getRow(2).getCell(5).value).toBe(first.rooms); // a number, not text
    expect(sheet.getColumn(1).width).toBeGreaterThanOrEqual(12);
  });
});
