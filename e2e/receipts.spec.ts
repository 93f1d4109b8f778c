import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { chooseArabic, expectRtl } from "./arabic";
import { expectSoundPage } from "./fixtures";
import { createContract, getPropertyById, pageHeading, unitNameIn } from "./helpers";
import { pdfLines, pdfShows } from "./pdf-text";
import { storageState } from "./roles";
import { createFormatter, type FormatSettings } from "../lib/format/format";
import { todayInRiyadh } from "../lib/rental/gregorian";
import { amountInWords } from "../lib/receipts/amount-words";

// Payment receipts, in both languages: a payment recorded on this spec's own contract opens its
// receipt from the rent card, and the receipt prints on A4 with its number, the amount in
// figures and in words and the payment's date in both calendars. A commercial contract's payment,
// once the office has a VAT registration number, is a simplified tax invoice with ZATCA's QR
// code; a residential one never is. Support opens a receipt (a voided one says so) and has no
// office settings. Seed properties 140–143 and parties pages 140–143 are this spec's alone. The
// VAT number is global: this spec alone sets it (in its commercial test) and no assertion here
// depends on it being unset. Contracts created through the API start today: 12 monthly
// instalments of SAR 4,000 (+ SAR 600 VAT when commercial), the first due today.

test.use({ storageState: storageState("manager") });

const VAT_NUMBER = "300000000000003";
const today = todayInRiyadh();

async function contractOn(
  request: APIRequestContext,
  origin: string,
  seed: number,
  contractType: "residential" | "commercial" = "residential",
) {
  const property = await getPropertyById(request, seed);
  const unit = property.units[0]!;
  const id = await createContract(request, origin, unit.id, {
    partiesPage: seed,
    documentNumber: property.document_number,
    contractType,
  });
  return { id, property, unit };
}

type Payment = { id: number; receipt_year: number; receipt_number: number };

async function recordThroughApi(
  request: APIRequestContext,
  origin: string,
  contractId: number,
  amount: string,
): Promise<Payment> {
  const response = await request.post(`/api/rent-roll/contracts/${contractId}/payments`, {
    headers: { Origin: origin },
    data: {
      amount,
      paid_on: today,
      method: "bank_transfer",
      reference: "RCPT-E2E",
      idempotency_key: `receipts-${contractId}-${amount.replace(".", "_")}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Payment }).data;
}

/** Records a payment through the rent card's dialog and answers the receipt link of its row. */
async function recordInCard(page: Page, words: { record: string; amount: string; submit: string }) {
  await page.getByRole("button", { name: words.record, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(words.amount).fill("1500.50");
  await dialog.getByRole("button", { name: words.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  // The "recorded" toast, then its leaving: axe checks the receipt page once no toast is fading
  // in or out over it (a half-transparent toast failed colour contrast).
  const toasts = page.locator("[data-sonner-toast]");
  await expect(toasts.first()).toBeVisible();
  await expect(toasts).toHaveCount(0, { timeout: 20_000 });
}

const WORDS = {
  en: {
    seed: 140,
    settings: { locale: "en", digits: "latn", calendar: "gregory" } as FormatSettings,
    record: "Record payment",
    amount: "Amount (SAR)",
    submit: "Record payment",
    link: /^Receipt \d{4}-\d+$/,
    linkPrefix: "Receipt ",
    title: (n: string) => `Receipt ${n}`,
    kind: "Payment receipt",
    words: (halalas: number) => `${amountInWords(halalas, "en")} only`,
    tenant: "Received from (tenant)",
    print: (n: string) => `Print Receipt ${n}`,
    qr: /ZATCA QR code/,
  },
  ar: {
    seed: 141,
    settings: { locale: "ar", digits: "latn", calendar: "gregory" } as FormatSettings,
    record: "تسجيل دفعة",
    amount: "المبلغ (ريال)",
    submit: "تسجيل الدفعة",
    link: /^السند \d{4}-\d+$/,
    linkPrefix: "السند ",
    title: (n: string) => `سند قبض رقم ${n}`,
    kind: "سند قبض",
    words: (halalas: number) => `فقط ${amountInWords(halalas, "ar")} لا غير`,
    tenant: "استلمنا من (المستأجر)",
    print: (n: string) => `طباعة سند قبض رقم ${n}`,
    qr: /رمز الاستجابة السريعة/,
  },
};

for (const [lang, w] of Object.entries(WORDS) as [keyof typeof WORDS, (typeof WORDS)["en"]][]) {
  test(`${lang}: a payment's receipt opens from its row and prints on A4 with the amount in words and both calendars`, async ({
    page,
    baseURL,
  }) => {
    if (lang === "ar") await chooseArabic(page.context(), baseURL!);
    const { id, property, unit } = await contractOn(page.request, baseURL!, w.seed);
    await page.goto(`/contracts/${id}`);
    if (lang === "ar") await expectRtl(page);
    await recordInCard(page, w);

    // The row's link names the receipt; it leads to the receipt's page.
    const link = page.getByRole("link", { name: w.link });
    await expect(link).toHaveCount(1);
    const receipt = (await link.getAttribute("aria-label"))!.slice(w.linkPrefix.length);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/contracts/${id}/payments/\\d+/receipt$`));
    await expect(pageHeading(page)).toHaveText(w.title(receipt));
    const main = page.getByRole("main");
    await expect(main).toContainText(w.kind);
    await expect(main).toContainText(w.words(150050));
    const format = createFormatter(w.settings);
    await expect(main).toContainText(format.amount(1500.5));
    // A residential contract's payment is never a tax invoice, whatever the office's VAT number.
    await expect(page.getByRole("img", { name: w.qr })).toHaveCount(0);
    const tenantField = main.locator("dl > div").filter({ hasText: w.tenant });
    await expect(tenantField).not.toContainText("#");
    await expectSoundPage(page);

    const print = page.getByRole("button", { name: w.print(receipt) });
    await expect(print).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(print).toBeHidden();
    const pdf = await page.pdf({ preferCSSPageSize: true });
    await page.emulateMedia({ media: "screen" });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const lines = await pdfLines(pdf);
    const text = lines.join("\n");
    const dual = format.dual(today)!;
    const unitLine = unitNameIn(lang, property, unit).split(" — ").at(-1)!;
    for (const shown of [
      receipt,
      format.amount(1500.5),
      w.words(150050),
      `${dual.primary} ${dual.secondary}`,
      unitLine,
      property.document_number,
    ])
      expect(pdfShows(lines, shown), `${shown}\n${text}`).toBe(true);
    // One A4 page.
    const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const document = await getDocument({ data: new Uint8Array(pdf) }).promise;
    const { view } = await document.getPage(1);
    expect(Math.round(view[2]!), "A4 width in points").toBe(595);
    await document.destroy();
  });
}

test("a commercial contract's payment is a simplified tax invoice with ZATCA's QR code once the office has a VAT number", async ({
  page,
  baseURL,
  browser,
}) => {
  // Two people's work and two accessibility scans in one test: three times the usual time.
  test.slow();
  // The admin sets the office's VAT number (an invalid one first: refused, what was typed kept).
  const admin = await browser.newContext({ storageState: storageState("admin") });
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/office");
  await expect(pageHeading(adminPage)).toHaveText("Office settings");
  await adminPage.getByLabel("Office name (Arabic)").fill("مكتب السندات للعقار");
  await adminPage.getByLabel("Office name (English)").fill("Receipts Realty");
  const vat = adminPage.getByLabel("VAT registration number");
  await vat.fill("123456789012345");
  await adminPage.getByRole("button", { name: "Save settings" }).click();
  await expect(
    adminPage.getByText("A VAT registration number is 15 digits, starting and ending with 3"),
  ).toBeVisible();
  await expect(vat).toHaveValue("123456789012345");
  await vat.fill(VAT_NUMBER);
  await adminPage.getByRole("button", { name: "Save settings" }).click();
  await expect(
    adminPage.getByRole("region", { name: /Notifications/ }).getByText("Office settings saved"),
  ).toBeVisible();
  await adminPage.reload();
  await expect(adminPage.getByLabel("VAT registration number")).toHaveValue(VAT_NUMBER);
  // The configured VAT rate is shown, read-only.
  await expect(adminPage.getByRole("main")).toContainText("15%");
  await expectSoundPage(adminPage);
  await admin.close();

  const { id } = await contractOn(page.request, baseURL!, 142, "commercial");
  // The first instalment: SAR 4,000 rent and SAR 600 VAT.
  const payment = await recordThroughApi(page.request, baseURL!, id, "4600");
  const receipt = `${payment.receipt_year}-${payment.receipt_number}`;
  await page.goto(`/contracts/${id}`);
  await page.getByRole("link", { name: `Receipt ${receipt}` }).click();
  await expect(pageHeading(page)).toHaveText(`Simplified tax invoice ${receipt}`);
  const qr = page.getByRole("img", {
    name: `ZATCA QR code of simplified tax invoice ${receipt}`,
  });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;base64,/);
  const main = page.getByRole("main");
  await expect(main).toContainText(`VAT registration number: ${VAT_NUMBER}`);
  const format = createFormatter({ locale: "en", digits: "latn", calendar: "gregory" });
  const totals = main.locator("dl > div");
  await expect(totals.filter({ hasText: "Total excluding VAT" })).toContainText(
    format.amount(4000),
  );
  await expect(totals.filter({ hasText: /^VAT/ })).toContainText(format.amount(600));
  await expect(totals.filter({ hasText: "Total including VAT" })).toContainText(
    format.amount(4600),
  );
  await expect(main).toContainText(`${amountInWords(460000, "en")} only`);
  await expectSoundPage(page);

  // In Arabic: «فاتورة ضريبية مبسطة», with the QR code.
  await chooseArabic(page.context(), baseURL!);
  await page.reload();
  await expect(pageHeading(page)).toHaveText(`فاتورة ضريبية مبسطة رقم ${receipt}`);
  await expect(page.getByRole("img", { name: /رمز الاستجابة السريعة/ })).toBeVisible();
});

test("support opens a voided payment's receipt, marked void with its reason, and has no office settings", async ({
  page,
  baseURL,
  browser,
}) => {
  const { id } = await contractOn(page.request, baseURL!, 143);
  const payment = await recordThroughApi(page.request, baseURL!, id, "4000");
  const reason = "Cheque returned unpaid";
  const voided = await page.request.post(
    `/api/rent-roll/contracts/${id}/payments/${payment.id}/void`,
    { headers: { Origin: baseURL! }, data: { reason } },
  );
  expect(voided.ok(), await voided.text()).toBe(true);
  // A manager has no office settings either.
  await page.goto("/admin/office");
  await expect(pageHeading(page)).toHaveText("You don't have access to this page");

  const support = await browser.newContext({ storageState: storageState("support") });
  const supportPage = await support.newPage();
  await supportPage.goto(`/contracts/${id}`);
  const receipt = `${payment.receipt_year}-${payment.receipt_number}`;
  await supportPage.getByRole("link", { name: `Receipt ${receipt}` }).click();
  await expect(pageHeading(supportPage)).toHaveText(`Receipt ${receipt}`);
  const alert = supportPage.getByRole("main").getByRole("alert");
  await expect(alert).toContainText("VOID");
  await expect(alert).toContainText(reason);
  await expect(alert).toContainText("Voided on");
  await expect(supportPage.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(supportPage.getByRole("link", { name: "Office settings" })).toHaveCount(0);
  const response = await supportPage.request.get("/api/office");
  expect(response.status()).toBe(403);
  await supportPage.goto("/admin/office");
  await expect(pageHeading(supportPage)).toHaveText("You don't have access to this page");
  await expect(supportPage.getByLabel("VAT registration number")).toHaveCount(0);

  // In Arabic the stamp is «ملغى».
  await chooseArabic(support, baseURL!);
  await supportPage.goto(`/contracts/${id}/payments/${payment.id}/receipt`);
  await expect(supportPage.getByRole("main").getByRole("alert")).toContainText("ملغى");
  await support.close();
});
