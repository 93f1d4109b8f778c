import { readFile } from "node:fs/promises";

import { expect, test, type APIRequestContext } from "@playwright/test";
import ExcelJS from "exceljs";

import { expectRtl, inArabic, toastAr } from "./arabic";
import { DESKTOP, expectListOnPhone, expectSoundPage, PHONE_390 } from "./fixtures";
import { getParties, pageHeading, toArabicIndic, toast, type PartyRecord } from "./helpers";
import { storageState } from "./roles";

// The data-quality queue (/parties/attention). Each test spoils one seed party through the API,
// finds it in the list, and (as a manager) fixes it there. Parties 51, 53, 55 and 57 belong to this
// spec alone (other specs use 5, 20–24, 30, 39–48 and 59–60 by their pages of getParties).

type Party = PartyRecord & { phone_number: string };

async function partyNo(request: APIRequestContext, id: number): Promise<Party> {
  const [party] = await getParties(request, id, 1);
  expect(party!.id).toBe(id);
  return party as Party;
}

/** Replaces the party's fields through the dashboard's API, as the edit dialog would. */
async function putParty(request: APIRequestContext, party: Party, change: Partial<Party>) {
  const next = { ...party, ...change };
  const saved = await request.put(`/api/v1/parties/${party.id}`, {
    headers: { Origin: test.info().project.use.baseURL! },
    data: {
      id_number: next.id_number,
      full_name: next.full_name,
      phone_number: next.phone_number,
      date_of_birth: next.date_of_birth ?? undefined,
      date_of_birth_hijri: next.date_of_birth_hijri ?? undefined,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The same ID with its check digit off by one (exactly one check digit fits). */
const wrongCheckDigit = (id: string) => id.slice(0, -1) + String((Number(id.at(-1)) + 1) % 10);

test.describe("a manager", () => {
  test.use({ storageState: storageState("manager") });

  test("finds a party with a foreign mobile, fixes it from the list, and it leaves the list", async ({
    page,
  }) => {
    const party = await partyNo(page.request, 51);
    await putParty(page.request, party, { phone_number: "+4915112345678" });

    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Needs attention" })
      .click();
    await expect(pageHeading(page)).toHaveText("Parties needing attention");
    await expect(page.getByRole("link", { name: "Needs attention" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("link", { name: "Parties", exact: true })).not.toHaveAttribute(
      "aria-current",
    );
    await page.getByLabel("Show", { exact: true }).selectOption("mobile-not-saudi");
    await expect(page).toHaveURL(/kind=mobile-not-saudi/);

    const row = page.getByRole("row").filter({ hasText: party.id_number });
    await expect(row).toContainText("+4915112345678");
    await expect(row).toContainText("Not a Saudi mobile");
    await expect(row).not.toContainText("No date of birth");
    await expectSoundPage(page);
    // On a phone the rows are cards, each Fix button on the screen, the one filter folded.
    await page.setViewportSize(PHONE_390);
    await expectListOnPhone(page, /^Filters \(1\)$/);
    await expectSoundPage(page);
    await page.setViewportSize(DESKTOP);

    await row.getByRole("button", { name: `Fix ${party.full_name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${party.full_name}` });
    const phone = dialog.getByLabel("Phone number");
    await phone.fill("0501234567");
    await phone.blur();
    await expect(phone).toHaveValue("+966501234567");
    await dialog.getByRole("button", { name: "Save party" }).click();
    await expect(toast(page, `${party.full_name} saved`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    // The server's list agrees (not just this browser's copy).
    await page.reload();
    await expect(pageHeading(page)).toHaveText("Parties needing attention");
    await expect(
      page.getByRole("status").filter({ hasText: /Checked [\d,]+ parties/ }),
    ).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: party.id_number })).toHaveCount(0);
  });
});

test.describe("مدير العقارات", () => {
  test.use({ storageState: storageState("manager") });
  inArabic();

  test("يجد طرفًا رقم هويته غير صحيح، فيصحّحه بالأرقام العربية فيخرج من القائمة", async ({
    page,
  }) => {
    const party = await partyNo(page.request, 53);
    const wrong = wrongCheckDigit(party.id_number);
    await putParty(page.request, party, { id_number: wrong });

    await page.goto("/parties/attention?kind=id-check-digit");
    await expectRtl(page);
    await expect(pageHeading(page)).toHaveText("بيانات تحتاج إلى مراجعة");
    const row = page.getByRole("row").filter({ hasText: wrong });
    await expect(row).toContainText("رقم الهوية غير صحيح");

    await row.getByRole("button", { name: `تصحيح بيانات ${party.full_name}` }).click();
    const dialog = page.getByRole("dialog", { name: `تعديل ${party.full_name}` });
    await dialog.getByLabel("رقم الهوية الوطنية أو الإقامة").fill(toArabicIndic(party.id_number));
    await dialog.getByRole("button", { name: "حفظ الطرف" }).click();
    await expect(toastAr(page, `تم حفظ ${party.full_name}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    await page.reload();
    await expect(pageHeading(page)).toHaveText("بيانات تحتاج إلى مراجعة");
    await expect(page.getByRole("status").filter({ hasText: /تم فحص/ })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: wrong })).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: party.id_number })).toHaveCount(0);
  });
});

test.describe("the whole queue", () => {
  test.use({ storageState: storageState("manager") });

  test("exports every party of a problem as CSV and as a right-to-left Excel sheet in Arabic", async ({
    page,
  }) => {
    const party = await partyNo(page.request, 57);
    await putParty(page.request, party, { phone_number: "+447700900123" });
    const listed = await page.request.get(
      "/api/parties/attention?kind=mobile-not-saudi&pageSize=10",
    );
    const { total } = ((await listed.json()) as { meta: { pagination: { total: number } } }).meta
      .pagination;
    expect(total).toBeGreaterThanOrEqual(1);

    await page.goto("/parties/attention?kind=mobile-not-saudi");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    await page.getByRole("menuitem", { name: /^CSV/ }).click();
    const csv = await download;
    expect(csv.suggestedFilename()).toMatch(/^parties-attention-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile((await csv.path())!, "utf8");
    const rows = text.slice(1).split("\r\n").filter(Boolean);
    expect(rows[0]).toMatch(/^Name,ID number,Phone,What to fix,/);
    expect(rows).toHaveLength(total + 1);
    const row = rows.find((r) => r.includes(party.id_number));
    expect(row).toContain("+447700900123");
    expect(row).toContain("Not a Saudi mobile");
    expect(rows.slice(1).every((r) => r.includes("Not a Saudi mobile"))).toBe(true);

    await putParty(page.request, party, { phone_number: party.phone_number });
  });
});

test.describe("القائمة كاملة", () => {
  inArabic();
  test.use({ storageState: storageState("manager") });

  test("تُصدَّر أطراف الملاحظة المختارة إلى ملف Excel يُقرأ من اليمين إلى اليسار", async ({ page }) => {
    const listed = await page.request.get("/api/parties/attention?pageSize=10");
    const { total } = ((await listed.json()) as { meta: { pagination: { total: number } } }).meta
      .pagination;
    await page.goto("/parties/attention");
    await expectRtl(page);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "تصدير" }).click();
    await page.getByRole("menuitem", { name: /Excel/ }).click();
    const xlsx = await download;
    expect(xlsx.suggestedFilename()).toMatch(/^parties-attention-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    const bytes = await readFile((await xlsx.path())!);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe("بيانات تحتاج إلى مراجعة");
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(4).value).toBe("المطلوب تصحيحه");
    expect(sheet.rowCount).toBe(total + 1);
  });
});

test.describe("support", () => {
  test.use({ storageState: storageState("support") });

  test("sees a party without a date of birth, with no way to edit it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Support may not change parties: the manager's session spoils this one.
    const manager = await playwright.request.newContext({
      baseURL,
      storageState: storageState("manager"),
    });
    const party = await partyNo(manager, 55);
    await putParty(manager, party, { date_of_birth: null, date_of_birth_hijri: null });
    await manager.dispose();

    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Needs attention" })
      .click();
    await expect(pageHeading(page)).toHaveText("Parties needing attention");
    await page.getByLabel("Show", { exact: true }).selectOption("no-date-of-birth");
    const row = page.getByRole("row").filter({ hasText: party.id_number });
    await expect(row).toContainText("No date of birth");
    await expect(row.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Fix / })).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: "Actions" })).toHaveCount(0);
  });
});
