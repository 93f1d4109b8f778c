import { expect, test, type Page } from "@playwright/test";

import { chooseArabic, chooseArabicDigits, expectRtl } from "./arabic";
import { createContract, getPropertyById, isoDate, toArabicIndic } from "./helpers";
import { storageState } from "./roles";
import { createFormatter } from "../lib/format/format";

// The arrears list in both languages (English with Latin digits, Arabic with Arabic-Indic ones):
// a manager's contract that started 75 days ago owes its first three monthly instalments
// (SAR 4,000 each, residential: no VAT) and shows in the 61–90 days bucket of its own property;
// Remind opens a wa.me link with the amount and the contract number and records "reminded
// today"; a partial payment on the contract's page lowers the amount and moves the row to
// 31–60 days (its oldest unpaid instalment is now the second), a full one takes the row away.
// Support reads the list and finds neither Remind nor Record payment. Properties 150–151 and
// parties pages 150–151 belong to this spec alone; nothing here counts the whole portfolio.

test.use({ storageState: storageState("manager") });
// Seven page loads, two payments and a second browser: more than the default minute on a busy CI.
test.setTimeout(180_000);

const WORDS = {
  en: {
    table: "Arrears by contract",
    open: (id: string) => `Open contract ${id}`,
    property: "Property (deed number)",
    bucket61: "61–90 days",
    bucket31: "31–60 days",
    remind: "Remind",
    send: /^Open WhatsApp to /,
    recorded: /Reminder recorded on contract/,
    remindedToday: "Reminded today",
    noneMatch: "No arrears match these filters",
    record: "Record payment",
    submit: "Record payment",
    card: "Rent and payments",
    amount: "Amount (SAR)",
    method: "Method",
    cash: "Cash",
    paid: /Payment recorded/,
    contractNo: (id: string) => `rental contract no. ${id}`,
    notifications: /Notifications/,
  },
  ar: {
    table: "المتأخرات حسب العقد",
    open: (id: string) => `فتح العقد ${toArabicIndic(id)}`,
    property: "العقار (رقم الصك)",
    bucket61: "٦١–٩٠ يومًا",
    bucket31: "٣١–٦٠ يومًا",
    remind: "تذكير",
    send: /^فتح واتساب إلى /,
    recorded: /سُجّل التذكير على العقد/,
    remindedToday: "ذُكّر اليوم",
    noneMatch: "لا متأخرات تطابق هذه التصفية",
    record: "تسجيل دفعة",
    submit: "تسجيل الدفعة",
    card: "الإيجار والمدفوعات",
    amount: "المبلغ (ريال)",
    method: "طريقة الدفع",
    cash: "نقدًا",
    paid: /سُجّلت الدفعة/,
    contractNo: (id: string) => `عقد الإيجار رقم ${id}`,
    notifications: /الإشعارات/,
  },
};
type Lang = keyof typeof WORDS;

const FORMATS = {
  en: createFormatter({ locale: "en", digits: "latn", calendar: "gregory" }),
  ar: createFormatter({ locale: "ar", digits: "arab", calendar: "gregory" }),
};

async function recordPayment(page: Page, lang: Lang, riyals: string) {
  const w = WORDS[lang];
  await page.getByRole("button", { name: w.record, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(w.amount).fill(riyals);
  await dialog.getByLabel(w.method).selectOption({ label: w.cash });
  await dialog.getByRole("button", { name: w.submit, exact: true }).click();
  await expect(page.getByRole("region", { name: w.notifications }).getByText(w.paid)).toBeVisible();
  await expect(dialog).toBeHidden();
}

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: a contract 75 days behind in its bucket, reminded on WhatsApp, paid in part then in full`, async ({
    page,
    baseURL,
    browser,
  }, testInfo) => {
    const w = WORDS[lang];
    const format = FORMATS[lang];
    if (lang === "ar") {
      await chooseArabic(page.context(), baseURL!);
      await chooseArabicDigits(page.context(), baseURL!);
    }
    const property = await getPropertyById(page.request, lang === "en" ? 150 : 151);
    // A unit of its own for each attempt: a retry's contract must not overlap the last one's.
    const unit = property.units[testInfo.retry % property.units.length]!;
    const id = await createContract(page.request, baseURL!, unit.id, {
      partiesPage: lang === "en" ? 150 : 151,
      documentNumber: property.document_number,
    });
    // Started 75 days ago: instalments fell due 75, about 45 and about 14 days ago.
    const moved = await page.request.put(`/api/v1/contracts/${id}`, {
      headers: { Origin: baseURL! },
      data: { start_date: isoDate(-75), end_date: isoDate(-75 + 364) },
    });
    expect(moved.ok(), await moved.text()).toBe(true);

    // The list filtered by the property's deed number, typed as a person does.
    await page.goto("/arrears");
    if (lang === "ar") await expectRtl(page);
    await page.getByLabel(w.property).fill(property.document_number);
    await expect(page).toHaveURL(new RegExp(`property=${property.document_number}`));
    const table = page.getByRole("table", { name: w.table });
    const row = table
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: w.open(String(id)) }) });
    await expect(row).toContainText(w.bucket61);
    await expect(row).toContainText(format.amount(12_000));

    // Remind: the message names the amount and the contract; opening WhatsApp records it.
    await page
      .context()
      .route("https://wa.me/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<p>WhatsApp</p>" }),
      );
    await row.getByRole("button", { name: new RegExp(w.remind) }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(w.contractNo(String(id)));
    // What leaves the page carries Latin digits, whatever the page shows.
    const latinAmount = createFormatter({ locale: lang, digits: "latn", calendar: "gregory" });
    await expect(dialog).toContainText(latinAmount.amount(12_000));
    const link = dialog.getByRole("link", { name: w.send });
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/9665\d{8}\?text=/);
    const text = decodeURIComponent(href.split("?text=")[1]!);
    expect(text).toContain(latinAmount.amount(12_000));
    expect(text).toContain(String(id));
    const popup = page.waitForEvent("popup");
    await link.click();
    await (await popup).close();
    await expect(
      page.getByRole("region", { name: w.notifications }).getByText(w.recorded),
    ).toBeVisible();
    await expect(row).toContainText(w.remindedToday);

    // A partial payment of SAR 5,000: the first instalment and SAR 1,000 of the second.
    await page.goto(`/contracts/${id}`);
    await recordPayment(page, lang, "5000");
    await page.goto(`/arrears?property=${property.document_number}`);
    await expect(row).toContainText(format.amount(7_000));
    await expect(row).toContainText(w.bucket31);

    // Support reads the same row, with no Remind and no Record payment.
    const support = await browser.newContext({ storageState: storageState("support") });
    if (lang === "ar") {
      await chooseArabic(support, baseURL!);
      await chooseArabicDigits(support, baseURL!);
    }
    const supportPage = await support.newPage();
    await supportPage.goto(`/arrears?property=${property.document_number}`);
    const supportRow = supportPage
      .getByRole("table", { name: w.table })
      .getByRole("row")
      .filter({ has: supportPage.getByRole("link", { name: w.open(String(id)) }) });
    await expect(supportRow).toContainText(format.amount(7_000));
    await expect(supportPage.getByRole("button", { name: new RegExp(w.remind) })).toHaveCount(0);
    await supportPage.goto(`/contracts/${id}`);
    await expect(supportPage.getByRole("heading", { name: w.card })).toBeVisible();
    await expect(supportPage.getByRole("button", { name: w.record, exact: true })).toHaveCount(0);
    await support.close();

    // The rest: the row goes; nothing else of this property is overdue.
    await page.goto(`/contracts/${id}`);
    await recordPayment(page, lang, "7000");
    await page.goto(`/arrears?property=${property.document_number}`);
    await expect(page.getByText(w.noneMatch)).toBeVisible();
  });
}
