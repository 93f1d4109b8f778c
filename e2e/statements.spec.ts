import { readFile } from "node:fs/promises";

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { chooseArabic, expectRtl } from "./arabic";
import { createContract, getParties, getPropertyById, pageHeading, unitNameIn } from "./helpers";
import { pdfLines, pdfShows } from "./pdf-text";
import { storageState } from "./roles";
import { createFormatter, type FormatSettings } from "../lib/format/format";
import { todayInRiyadh } from "../lib/rental/gregorian";

// Statements, in both languages: on a contract of this spec's own property a payment is recorded
// and another voided with a reason; the contract's statement shows the void, its reason and the
// running balance, prints to a PDF holding them, and exports to a CSV with those rows; the
// tenant's statement lists the contract; support opens it and finds nothing to change. Properties
// 145 (English) and 146 (Arabic) and parties pages 145 and 146 belong to this spec alone. A
// contract created through the API starts today for a year: 12 monthly instalments of SAR 4,000
// (residential: no VAT), the first due today.

test.use({ storageState: storageState("manager") });

const WORDS = {
  en: {
    link: (id: number) => `Statement of contract #${id}`,
    tenantLink: "Tenant statement",
    title: (id: number) => `Statement of contract #${id}`,
    tenantTitle: (name: string) => `Statement of ${name}`,
    contract: (id: number) => `Contract #${id}`,
    opening: "Opening balance",
    closing: "Closing balance",
    charge: "Instalment 1",
    payment: (receipt: string) => `Receipt ${receipt}`,
    voidedPayment: (receipt: string) => `Receipt ${receipt} (voided later)`,
    void: (receipt: string, reason: string) => `Reversal of receipt ${receipt}: ${reason}`,
    owed: (amount: string) => `${amount} owed`,
    credit: (amount: string) => `${amount} credit`,
    settled: "Settled",
    exportMenu: "Export",
    csvHeader:
      "Date (Gregorian),Date (Hijri),Entry,Details,Method,Reference,Rent (SAR),VAT (SAR),Debit (SAR),Credit (SAR),Balance (SAR)",
    kinds: { charge: "Charge", payment: "Payment", void: "Void" },
    cash: "Cash",
    record: "Record payment",
    reason: "Transfer returned by the bank",
  },
  ar: {
    link: (id: number) => `كشف الحساب للعقد رقم ${id}`,
    tenantLink: "كشف حساب المستأجر",
    title: (id: number) => `كشف حساب العقد رقم ${id}`,
    tenantTitle: (name: string) => `كشف حساب ${name}`,
    contract: (id: number) => `العقد رقم ${id}`,
    opening: "الرصيد الافتتاحي",
    closing: "الرصيد الختامي",
    charge: "القسط 1",
    payment: (receipt: string) => `سند قبض ${receipt}`,
    voidedPayment: (receipt: string) => `سند قبض ${receipt} (أُلغي لاحقًا)`,
    void: (receipt: string, reason: string) => `عكس سند القبض ${receipt}: ${reason}`,
    owed: (amount: string) => `${amount} مستحق`,
    credit: (amount: string) => `${amount} رصيد دائن`,
    settled: "مسدد",
    exportMenu: "تصدير",
    csvHeader:
      "التاريخ (ميلادي),التاريخ (هجري),البيان,التفاصيل,طريقة الدفع,المرجع,الإيجار (ريال),ضريبة القيمة المضافة (ريال),مدين (ريال),دائن (ريال),الرصيد (ريال)",
    kinds: { charge: "استحقاق", payment: "دفعة", void: "إلغاء دفعة" },
    cash: "نقدًا",
    record: "تسجيل دفعة",
    reason: "أعاد البنك الحوالة",
  },
};
type Words = (typeof WORDS)["en"];

type Payment = { id: number; receipt_year: number; receipt_number: number };

async function pay(request: APIRequestContext, origin: string, id: number, amount: string) {
  const response = await request.post(`/api/rent-roll/contracts/${id}/payments`, {
    headers: { Origin: origin },
    data: {
      amount,
      paid_on: todayInRiyadh(),
      method: "cash",
      idempotency_key: `statements-${id}-${amount.replace(".", "_")}-${Date.now()}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Payment }).data;
}

const receiptOf = (p: Payment) => `${p.receipt_year}-${p.receipt_number}`;
const rows = (page: Page, id: number, w: Words) =>
  page.getByRole("table", { name: w.title(id) }).getByRole("row");

async function exportCsv(page: Page, w: Words): Promise<string[]> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: w.exportMenu, exact: true }).click();
  await page.getByRole("menuitem", { name: /CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^contract-statement-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1).split("\r\n").filter(Boolean);
}

for (const [lang, w] of Object.entries(WORDS) as ["en" | "ar", Words][]) {
  const settings: FormatSettings = { locale: lang, digits: "latn", calendar: "gregory" };
  const format = createFormatter(settings);
  const sar = (riyals: number) => format.amount(riyals);

  test(`${lang}: a contract's statement shows a void with its reason and the running balance; it prints, exports and the tenant's lists it`, async ({
    page,
    baseURL,
    browser,
  }) => {
    if (lang === "ar") await chooseArabic(page.context(), baseURL!);
    const propertyId = lang === "en" ? 145 : 146;
    const partiesPage = lang === "en" ? 145 : 146;
    const property = await getPropertyById(page.request, propertyId);
    const unit = property.units[0]!;
    const [, tenant] = await getParties(page.request, partiesPage);
    const id = await createContract(page.request, baseURL!, unit.id, {
      partiesPage,
      documentNumber: property.document_number,
    });
    // The first instalment paid in full, then SAR 1,000.50 more, voided with a reason.
    const paid = await pay(page.request, baseURL!, id, "4000");
    const extra = await pay(page.request, baseURL!, id, "1000.50");
    const voided = await page.request.post(
      `/api/rent-roll/contracts/${id}/payments/${extra.id}/void`,
      { headers: { Origin: baseURL! }, data: { reason: w.reason } },
    );
    expect(voided.status(), await voided.text()).toBe(200);

    // From the rent card to the statement.
    await page.goto(`/contracts/${id}`);
    if (lang === "ar") await expectRtl(page);
    await page.getByRole("link", { name: w.link(id) }).click();
    await expect(page).toHaveURL(new RegExp(`/contracts/${id}/statement$`));
    await expect(pageHeading(page)).toHaveText(w.title(id));
    // The tenant and the unit by name, never record numbers.
    const main = page.getByRole("main");
    await expect(main.getByText(tenant!.full_name, { exact: true })).toBeVisible();
    const unitLine = unitNameIn(lang, property, unit);
    await expect(main.getByText(unitLine, { exact: true })).toBeVisible();

    // Opening, charge 1, the payment, the voided payment, its void, charges 2–12, closing.
    const table = rows(page, id, w);
    await expect(table).toHaveCount(1 + 1 + 1 + 2 + 1 + 11 + 1);
    await expect(table.nth(1)).toContainText(w.opening);
    await expect(table.nth(2)).toContainText(w.charge);
    await expect(table.nth(2)).toContainText(w.owed(sar(4000)));
    await expect(table.nth(3)).toContainText(w.payment(receiptOf(paid)));
    await expect(table.nth(3)).toContainText(w.settled);
    await expect(table.nth(4)).toContainText(w.voidedPayment(receiptOf(extra)));
    await expect(table.nth(4)).toContainText(w.credit(sar(1000.5)));
    const voidRow = table.nth(5);
    await expect(voidRow).toContainText(w.void(receiptOf(extra), w.reason));
    await expect(voidRow).toContainText(w.settled);
    await expect(table.last()).toContainText(w.closing);
    await expect(table.last()).toContainText(w.owed(sar(44_000)));

    // Printed: the statement's heading, the void's reason, the start date in both calendars.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: w.exportMenu, exact: true })).toBeHidden();
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const lines = await pdfLines(pdf);
    const dual = format.dual(todayInRiyadh())!;
    // The reason wraps in its narrow column: its words are read across the lines.
    expect(pdfShows([lines.join(" ")], w.reason), lines.join("\n")).toBe(true);
    for (const text of [
      w.title(id),
      tenant!.full_name,
      `${dual.primary} ${dual.secondary}`,
      w.closing,
    ])
      expect(pdfShows(lines, text), `${text}\n${lines.join("\n")}`).toBe(true);
    await page.emulateMedia({ media: "screen" });

    // Exported: the same rows, amounts in SAR with two decimals.
    const csv = await exportCsv(page, w);
    expect(csv[0]).toBe(w.csvHeader);
    expect(csv).toHaveLength(1 + 16 + 1);
    const today = todayInRiyadh();
    expect(csv[2]).toMatch(
      new RegExp(
        `^${today},[^,]+,${w.kinds.charge},${w.charge},,,4000\\.00,0\\.00,4000\\.00,,4000\\.00$`,
      ),
    );
    expect(csv[3]).toContain(
      `,${w.kinds.payment},${w.payment(receiptOf(paid))},${w.cash},,,,,4000.00,0.00`,
    );
    expect(csv[4]).toContain(`,,,,1000.50,-1000.50`);
    expect(csv[5]).toContain(
      `${w.kinds.void},${w.void(receiptOf(extra), w.reason)},${w.cash},,,,1000.50,,0.00`,
    );
    expect(csv.at(-1)).toMatch(/,44000\.00$/);

    // The tenant's statement lists this contract.
    await page.goto(`/contracts/${id}`);
    await page.getByRole("link", { name: w.tenantLink }).first().click();
    await expect(page).toHaveURL(new RegExp(`/parties/${tenant!.id}/statement$`));
    await expect(pageHeading(page)).toHaveText(w.tenantTitle(tenant!.full_name));
    await expect(page.getByRole("link", { name: w.contract(id), exact: true })).toBeVisible();
    await expect(rows(page, id, w).filter({ hasText: w.reason })).toHaveCount(1);

    // Support reads the statement, prints and exports it, and finds nothing to change.
    const support = await browser.newContext({ storageState: storageState("support") });
    if (lang === "ar") await chooseArabic(support, baseURL!);
    const supportPage = await support.newPage();
    await supportPage.goto(`/contracts/${id}/statement`);
    await expect(rows(supportPage, id, w).nth(5)).toContainText(w.void(receiptOf(extra), w.reason));
    await expect(
      supportPage.getByRole("button", { name: w.exportMenu, exact: true }),
    ).toBeVisible();
    await expect(supportPage.getByRole("button", { name: w.record })).toHaveCount(0);
    const supportCsv = await exportCsv(supportPage, w);
    expect(supportCsv).toHaveLength(csv.length);
    await support.close();
  });
}
