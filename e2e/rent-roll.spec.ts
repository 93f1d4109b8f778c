import { expect, test, type Locator, type Page } from "@playwright/test";

import { chooseArabic, expectRtl } from "./arabic";
import { expectSoundPage } from "./fixtures";
import { createContract, daysBefore, getPropertyById, pageHeading, typeDate } from "./helpers";
import { storageState } from "./roles";
import { createFormatter } from "../lib/format/format";
import { addMonths } from "../lib/rent-roll/schedule";

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
    void: "Void payment",
    reason: "Reason",
    voidSubmit: "Void payment",
    voided: (reason: string) => `Void: ${reason}`,
    voidedBy: "Voided by Demo Manager",
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
    void: "إلغاء الدفعة",
    reason: "السبب",
    voidSubmit: "إلغاء الدفعة",
    voided: (reason: string) => `ملغاة: ${reason}`,
    voidedBy: "ألغاها Demo Manager",
    notifications: /الإشعارات/,
  },
};
type Words = (typeof WORDS)["en"];
/**
 * A row's text as shown: each cell also holds its column's name for a phone's card
 * (display: none on a wider screen), and "Paid" is a column as well as a status.
 */
const SHOWN = { useInnerText: true };
/** The demo manager's name (scripts/users.ts): the card names who recorded a payment. */
const RECORDER = "Demo Manager";

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
    // Several dialogs and a second browser: long on a busy two-core machine (load 30 met it).
    test.slow();
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
    await expect(firstInstalment(page, w)).toContainText(w.partly, SHOWN);

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
    await expect(firstInstalment(page, w)).toContainText(w.paid, SHOWN);
    await expect(firstInstalment(page, w)).not.toContainText(w.partly, SHOWN);
    await expect(paymentRows(page, w)).toHaveCount(3); // the header and two payments
    expect(posts).toHaveLength(2);
    expect(new Set(posts.map((body) => JSON.parse(body).idempotency_key)).size).toBe(1);
    // Who recorded it: the user's name, not their id.
    await expect(paymentRows(page, w).nth(1)).toContainText(RECORDER);

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
    await expect(paymentRows(page, w).nth(1)).toContainText(w.voidedBy);
    await expect(firstInstalment(page, w)).toContainText(w.partly, SHOWN);

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

// Properties 170–173 and parties pages 170–173 belong to the tests below alone: a date change of
// an active contract with a paid and a part-paid instalment (170 in English, 171 in Arabic), and
// a termination (172, 173).
const MORE = {
  en: {
    ...WORDS.en,
    settles: "This payment settles",
    inFull: (amount: string) => `${amount}, in full`,
    inPart: (amount: string, owed: string) => `${amount} of the ${owed} unpaid, in part`,
    start: "Start date",
    saveDates: "Save dates",
    datesSaved: (id: number) => `Dates of contract No. ${id} saved`,
    terminate: "Terminate contract",
    terminateTitle: (id: number) => `Terminate contract No. ${id}?`,
    cancels: (count: number, amount: string) =>
      `The ${count} unpaid instalments due after today (${amount}) are cancelled.`,
    owedAfter: (amount: string) => `Still owed after termination: ${amount}.`,
    terminated: (id: number) => `Contract No. ${id} terminated`,
    terminatedStatus: "Terminated",
    cardTerminated: (count: number) =>
      `The contract was terminated: ${count} future instalments were cancelled.`,
    stillOwed: (amount: string) => `Still owed: ${amount}.`,
    cancelled: "Cancelled",
    outstanding: "Outstanding for the term",
  },
  ar: {
    ...WORDS.ar,
    settles: "ما تسدده هذه الدفعة",
    inFull: (amount: string) => `${amount}، سدادًا كاملًا`,
    inPart: (amount: string, owed: string) => `${amount} من ${owed} غير مسددة، سدادًا جزئيًا`,
    start: "تاريخ بداية العقد",
    saveDates: "حفظ التواريخ",
    datesSaved: (id: number) => `حُفظت تواريخ العقد رقم ${id}`,
    terminate: "إنهاء العقد",
    terminateTitle: (id: number) => `إنهاء العقد رقم ${id}؟`,
    // 11 in Arabic takes the "many" form.
    cancels: (count: number, amount: string) =>
      `ستُلغى ${count} دفعة غير مسددة تستحق بعد اليوم (${amount}).`,
    owedAfter: (amount: string) => `المتبقي المستحق على المستأجر بعد الإنهاء: ${amount}.`,
    terminated: (id: number) => `أُنهي العقد رقم ${id}`,
    terminatedStatus: "مفسوخ",
    cardTerminated: (count: number) => `أُنهي العقد: أُلغيت ${count} دفعة مستقبلية.`,
    stillOwed: (amount: string) => `المتبقي المستحق على المستأجر: ${amount}.`,
    cancelled: "ملغاة",
    outstanding: "المتبقي من مدة العقد",
  },
};
type More = (typeof MORE)["en"];

/** Amounts as the card writes them (the demo users keep Latin digits and the Gregorian calendar). */
const amountIn = (lang: "en" | "ar") =>
  createFormatter({ locale: lang, digits: "latn", calendar: "gregory" }).amount;

const instalmentRow = (page: Page, w: Words, n: number) =>
  page.getByRole("table", { name: w.instalments }).getByRole("row").nth(n);
const dueOn = (row: Locator, day: string) => row.locator(`time[datetime="${day}"]`);

async function contractDates(page: Page, id: number) {
  const response = await page.request.get(`/api/contracts/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { start_date: string; end_date: string } }).data;
}

async function openRecordDialog(page: Page, w: More) {
  await page.getByRole("button", { name: w.record, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(w.method).selectOption({ label: w.cash });
  return dialog;
}

for (const [lang, w] of Object.entries(MORE) as ["en" | "ar", More][]) {
  const amount = amountIn(lang);

  test(`${lang}: a date change moves the unpaid instalments and never rewrites a paid one`, async ({
    page,
    baseURL,
  }) => {
    // Several dialogs and a second browser: long on a busy two-core machine (load 30 met it).
    test.slow();
    if (lang === "ar") await chooseArabic(page.context(), baseURL!);
    const property = await getPropertyById(page.request, lang === "en" ? 170 : 171);
    const id = await createContract(page.request, baseURL!, property.units[0]!.id, {
      partiesPage: lang === "en" ? 170 : 171,
    });
    const { start_date: start } = await contractDates(page, id);
    await page.goto(`/contracts/${id}`);
    await expect(page.getByRole("heading", { name: w.card })).toBeVisible();
    await expect(instalmentRow(page, w, 1)).toBeVisible();
    await expectSoundPage(page);

    // The first instalment falls due today: the dialog starts at it, and says it settles it.
    let dialog = await openRecordDialog(page, w);
    await expect(dialog.getByLabel(w.amount)).toHaveValue("4000");
    const settles = dialog.getByRole("region", { name: w.settles });
    await expect(settles).toContainText(w.inFull(amount(4000)));
    await dialog.getByRole("button", { name: w.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(instalmentRow(page, w, 1)).toContainText(w.paid, SHOWN);
    await expect(paymentRows(page, w).nth(1)).toContainText(RECORDER);

    // Nothing is due now: the dialog starts at the next instalment; SAR 1,000 of it, in part.
    dialog = await openRecordDialog(page, w);
    await expect(dialog.getByLabel(w.amount)).toHaveValue("4000");
    await dialog.getByLabel(w.amount).fill("1000");
    await expect(dialog.getByRole("region", { name: w.settles })).toContainText(
      w.inPart(amount(1000), amount(4000)),
    );
    await dialog.getByRole("button", { name: w.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(instalmentRow(page, w, 2)).toContainText(w.partly, SHOWN);
    await expect(dueOn(instalmentRow(page, w, 3), addMonths(start, 2))).toHaveCount(1);

    // The start moves ten days earlier (the contract stays active, its end the same).
    const newStart = daysBefore(start, 10);
    await typeDate(page.getByRole("group", { name: w.start }), newStart);
    await page.getByRole("button", { name: w.saveDates }).click();
    await expect(
      page.getByRole("region", { name: w.notifications }).getByText(w.datesSaved(id)),
    ).toBeVisible();

    // The paid and the part-paid instalments stay as they were; the unpaid ones follow the new
    // start (the third now due two months after it), and a short thirteenth period ends the term.
    await expect(page.getByRole("table", { name: w.instalments }).getByRole("row")).toHaveCount(14);
    await expect(dueOn(instalmentRow(page, w, 1), start)).toHaveCount(1);
    await expect(instalmentRow(page, w, 1)).toContainText(w.paid, SHOWN);
    await expect(dueOn(instalmentRow(page, w, 2), addMonths(start, 1))).toHaveCount(1);
    await expect(instalmentRow(page, w, 2)).toContainText(w.partly, SHOWN);
    await expect(instalmentRow(page, w, 2)).toContainText(amount(1000));
    await expect(dueOn(instalmentRow(page, w, 3), addMonths(newStart, 2))).toHaveCount(1);
    await expect(dueOn(instalmentRow(page, w, 3), addMonths(start, 2))).toHaveCount(0);
    await expect(dueOn(instalmentRow(page, w, 13), addMonths(newStart, 12))).toHaveCount(1);
  });

  test(`${lang}: terminating an active contract cancels its future instalments and the card says what is still owed`, async ({
    page,
    baseURL,
    browser,
  }) => {
    // Several dialogs and a second browser: long on a busy two-core machine (load 30 met it).
    test.slow();
    if (lang === "ar") await chooseArabic(page.context(), baseURL!);
    const property = await getPropertyById(page.request, lang === "en" ? 172 : 173);
    const id = await createContract(page.request, baseURL!, property.units[0]!.id, {
      partiesPage: lang === "en" ? 172 : 173,
    });
    await page.goto(`/contracts/${id}`);
    await expect(instalmentRow(page, w, 1)).toBeVisible();

    // SAR 1,500 of the 4,000 due today: 2,500 of it stays owed.
    const dialog = await openRecordDialog(page, w);
    await dialog.getByLabel(w.amount).fill("1500");
    await dialog.getByRole("button", { name: w.submit, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(instalmentRow(page, w, 1)).toContainText(w.partly, SHOWN);

    // The confirmation says what termination does to the rent before anything is sent.
    await page.getByRole("button", { name: w.terminate }).click();
    const confirm = page.getByRole("alertdialog", { name: w.terminateTitle(id) });
    await expect(confirm).toContainText(w.cancels(11, amount(44_000)));
    await expect(confirm).toContainText(w.owedAfter(amount(2_500)));
    await confirm.getByRole("button", { name: w.terminate }).click();
    await expect(
      page.getByRole("region", { name: w.notifications }).getByText(w.terminated(id)),
    ).toBeVisible();

    // The page stays on the terminated contract; its card says what was cancelled and what is owed.
    await expect(page).toHaveURL(new RegExp(`/contracts/${id}$`));
    await expect(pageHeading(page)).toContainText(w.terminatedStatus);
    const note = page.getByRole("note").filter({ hasText: w.cardTerminated(11) });
    await expect(note).toContainText(w.stillOwed(amount(2_500)));
    const rows = page.getByRole("table", { name: w.instalments }).getByRole("row");
    await expect(rows.filter({ hasText: w.cancelled })).toHaveCount(11);
    await expect(instalmentRow(page, w, 1)).toContainText(w.partly, SHOWN);
    await expect(page.locator('[data-total="outstanding"]')).toHaveText(amount(2_500));

    // Support, on a phone: the same card, each instalment a card, no sideways scroll, no action.
    const support = await browser.newContext({
      storageState: storageState("support"),
      viewport: { width: 390, height: 844 },
    });
    if (lang === "ar") await chooseArabic(support, baseURL!);
    const phone = await support.newPage();
    await phone.goto(`/contracts/${id}`);
    // On a phone the tables' header rows are hidden: each row is a card with its own labels.
    await expect(
      phone.getByRole("note").filter({ hasText: w.stillOwed(amount(2_500)) }),
    ).toBeVisible();
    const cards = phone.getByRole("table", { name: w.instalments }).getByRole("row");
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText(w.partly, SHOWN);
    await expect(cards.filter({ hasText: w.cancelled })).toHaveCount(11);
    await expect(paymentRows(phone, w)).toHaveCount(1);
    await expect(paymentRows(phone, w).first()).toContainText(RECORDER);
    await expect(phone.getByRole("button", { name: w.record })).toHaveCount(0);
    await expect(phone.getByRole("button", { name: new RegExp(`^${w.void}`) })).toHaveCount(0);
    const sideways = await phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(sideways).toBeLessThanOrEqual(0);
    await support.close();
  });
}
