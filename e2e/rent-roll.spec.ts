import { expect, test, type Page } from "@playwright/test";

import { chooseArabic, expectRtl } from "./arabic";
import { createContract, getPropertyById } from "./helpers";
import { storageState } from "./roles";

// The rent roll's card on a contract page, in both languages: a manager records a partial, then
// a full payment of the first instalment, a double submit makes one payment, and a void with a
// reason shows in the statement; support sees the statement and no action. Properties 135–136
// and parties pages 135–136 belong to this spec alone. A contract created through the API starts
// today for a year: 12 monthly instalments of SAR 4,000, the first due today.

test.use({ storageState: storageState("manager") });

const WORDS = {
  en: {
    card: "Rent and payments",
    instalments: "Instalments",
    payments: "Payments",
    record: "Record payment",
    submit: "Record payment",
    amount: "Amount (SAR)",
    method: "Method",
    cash: "Cash",
    reference: "Reference",
    recorded: /Payment recorded: receipt \d{4}-\d+/,
    partly: "Partly paid",
    paid: "Paid",
    void: "Void",
    reason: "Reason",
    voidSubmit: "Void payment",
    voided: (reason: string) => `Void: ${reason}`,
    notifications: /Notifications/,
  },
  ar: {
    card: "الإيجار والمدفوعات",
    instalments: "الدفعات المستحقة",
    payments: "المدفوعات",
    record: "تسجيل دفعة",
    submit: "تسجيل الدفعة",
    amount: "المبلغ (ريال)",
    method: "طريقة الدفع",
    cash: "نقدًا",
    reference: "المرجع",
    recorded: /سُجّلت الدفعة: سند رقم/,
    partly: "مسددة جزئيًا",
    paid: "مسددة",
    void: "إلغاء",
    reason: "السبب",
    voidSubmit: "إلغاء الدفعة",
    voided: (reason: string) => `ملغاة: ${reason}`,
    notifications: /الإشعارات/,
  },
};
type Words = (typeof WORDS)["en"];

async function recordPayment(page: Page, w: Words, amount: string, reference: string) {
  await page.getByRole("button", { name: w.record, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(w.amount).fill(amount);
  await dialog.getByLabel(w.method).selectOption({ label: w.cash });
  await dialog.getByLabel(w.reference).fill(reference);
  return dialog;
}

const firstInstalment = (page: Page, w: Words) =>
  page.getByRole("table", { name: w.instalments }).getByRole("row").nth(1);
const paymentRows = (page: Page, w: Words) =>
  page.getByRole("table", { name: w.payments }).getByRole("row");

for (const [lang, w] of Object.entries(WORDS) as ["en" | "ar", Words][]) {
  test(`${lang}: record a partial and a full payment, one payment per double submit, void with a reason`, async ({
    page,
    baseURL,
    browser,
  }) => {
    if (lang === "ar") await chooseArabic(page.context(), baseURL!);
    const property = await getPropertyById(page.request, lang === "en" ? 135 : 136);
    const id = await createContract(page.request, baseURL!, property.units[0]!.id, {
      partiesPage: lang === "en" ? 135 : 136,
    });
    await page.goto(`/contracts/${id}`);
    if (lang === "ar") await expectRtl(page);
    await expect(page.getByRole("heading", { name: w.card })).toBeVisible();
    await expect(page.getByRole("table", { name: w.instalments }).getByRole("row")).toHaveCount(13);

    // A partial payment: SAR 1,500.50 of the first instalment's 4,000.
    let dialog = await recordPayment(page, w, lang === "en" ? "1500.50" : "١٥٠٠٫٥٠", "TRF-1");
    await dialog.getByRole("button", { name: w.submit, exact: true }).click();
    await expect(
      page.getByRole("region", { name: w.notifications }).getByText(w.recorded),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(firstInstalment(page, w)).toContainText(w.partly);

    // The rest, submitted twice before the first answer: one payment.
    dialog = await recordPayment(page, w, "2499.50", "TRF-2");
    // Two submits in the same task, as a double click that gets past the disabled button would:
    // two requests with one idempotency key, one payment.
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith(`/contracts/${id}/payments`))
        posts.push(request.postData() ?? "");
    });
    await dialog.locator("form").evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(dialog).toBeHidden();
    await expect(firstInstalment(page, w)).toContainText(w.paid);
    await expect(firstInstalment(page, w)).not.toContainText(w.partly);
    await expect(paymentRows(page, w)).toHaveCount(3); // the header and two payments
    expect(posts).toHaveLength(2);
    expect(new Set(posts.map((body) => JSON.parse(body).idempotency_key)).size).toBe(1);

    // Void the first payment with a reason: it stays, marked void, and the instalment is due again.
    const reason = lang === "en" ? "Transfer returned by the bank" : "أعاد البنك الحوالة";
    await paymentRows(page, w)
      .nth(1)
      .getByRole("button", { name: new RegExp(`^${w.void}`) })
      .click();
    const voidDialog = page.getByRole("dialog");
    await voidDialog.getByLabel(w.reason).fill(reason);
    await voidDialog.getByRole("button", { name: w.voidSubmit }).click();
    await expect(voidDialog).toBeHidden();
    await expect(paymentRows(page, w).nth(1)).toContainText(w.voided(reason));
    await expect(firstInstalment(page, w)).toContainText(w.partly);

    // Support reads the same statement and finds no action.
    const support = await browser.newContext({ storageState: storageState("support") });
    if (lang === "ar") await chooseArabic(support, baseURL!);
    const supportPage = await support.newPage();
    await supportPage.goto(`/contracts/${id}`);
    await expect(paymentRows(supportPage, w)).toHaveCount(3);
    await expect(paymentRows(supportPage, w).nth(1)).toContainText(w.voided(reason));
    await expect(supportPage.getByRole("button", { name: w.record })).toHaveCount(0);
    await expect(supportPage.getByRole("button", { name: new RegExp(`^${w.void}`) })).toHaveCount(
      0,
    );
    await support.close();
  });
}
