import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { test as base, expect, type Page } from "@playwright/test";

import { chooseArabic, chooseArabicDigits, expectRtl } from "./arabic";
import { createContract, getPropertyById, isoDate, pageHeading, toArabicIndic } from "./helpers";
import { translator } from "./messages";
import { signInOnStack, startOwnStack, type OwnStack } from "./own-stack";
import { createFormatter } from "../lib/format/format";
import { ARREARS_BUCKETS, type ArrearsBucket } from "../lib/rent-roll/arrears-shape";

// The arrears list in both languages (English with Latin digits, Arabic with Arabic-Indic ones):
// a manager's contract that started 75 days ago owes its first three monthly instalments
// (SAR 4,000 each, residential: no VAT) and shows in the 61–90 days bucket of its own property;
// Remind opens a wa.me link with the amount and the contract number and records "reminded
// today"; a partial payment on the contract's page lowers the amount and moves the row to
// 31–60 days (its oldest unpaid instalment is now the second), a full one takes the row away.
// Support reads the list and finds neither Remind nor Record payment. Odd properties and parties
// page 1 in English, even ones and page 2 in Arabic, of the dashboard of its own below (its
// rental service seeds 12 properties and 20 parties).
//
// Around each step the overview's money is read as a manager reads it, each figure in the card
// its label names ("Collected this month", the "61–90 days" link of "Arrears by days late"), and
// must have moved by exactly this contract's step: SAR 12,000 into 61–90 days when it falls
// behind, then the SAR 5,000 payment collected and the row's SAR 7,000 moved to 31–60 days, then
// the SAR 7,000 collected and the bucket back where it was; what falls due this month never moves
// with a payment. Each card's link then opens its list (the arrears filtered to the bucket, the
// vacant units). Those figures are the whole portfolio's, and on the run's shared dashboard the
// other specs record payments (rent-roll, receipts, statements: dated today, so "Collected this
// month") and void them, and make contracts that fall behind (notifications: 31–60 days), at any
// moment between two readings: no difference taken there could be pinned to this payment, only
// bounded, and a void elsewhere breaks even the bound. So this spec runs on a rental service and
// a dashboard of its own (own-stack.ts, one per worker: a retry or a --repeat-each group starts
// afresh), where nothing but this spec writes and every figure is exact; its two tests run one
// after the other on it (English, then Arabic), each reading its "before" when it starts. The
// "before" comes from GET /api/overview (halalas and counts, whatever earlier tests left), and
// what the page must show is that plus the step, written by the page's own formatter and words.
type OwnDesk = { stack: OwnStack; states: { manager: string; support: string } };

const test = base.extend<object, { own: OwnDesk }>({
  own: [
    async ({ browser }, provide, workerInfo) => {
      const stack = await startOwnStack(`arrears-${workerInfo.workerIndex}`, {});
      const dir = mkdtempSync(path.join(tmpdir(), "rental-desk-e2e-arrears-auth-"));
      try {
        // Signed in once per role, as auth.setup.ts does on the shared dashboard.
        const states = { manager: "", support: "" };
        for (const role of ["manager", "support"] as const)
          states[role] = await signInOnStack(
            browser,
            stack.url,
            role,
            path.join(dir, `${role}.json`),
          );
        await provide({ stack, states });
      } finally {
        await stack.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  // (`provide` is Playwright's `use`: a React hook's name to the linter.)
  baseURL: async ({ own }, provide) => provide(own.stack.url),
  storageState: async ({ own }, provide) => provide(own.states.manager),
});

// Seven page loads, two payments, the overview read four times with its eight links, and a
// second browser: more than the default minute on a busy CI.
test.setTimeout(240_000);

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

type Totals = { contracts: number; amount: number };
/** The overview's money as GET /api/overview answers it (lib/rent-roll arrears-schemas.ts). */
type Money = {
  dueThisMonth: number;
  collectedThisMonth: number;
  collectionRate: number | null;
  arrears: Totals & { buckets: Record<ArrearsBucket, Totals> };
};

async function moneyNow(page: Page): Promise<Money> {
  const response = await page.request.get("/api/overview");
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { money: Money } }).data.money;
}

/** `money` with `halalas` and `contracts` added to `bucket` (and to the arrears' total). */
function moved(money: Money, bucket: ArrearsBucket, halalas: number, contracts: number): Money {
  const was = money.arrears.buckets[bucket];
  return {
    ...money,
    arrears: {
      contracts: money.arrears.contracts + contracts,
      amount: money.arrears.amount + halalas,
      buckets: {
        ...money.arrears.buckets,
        [bucket]: { contracts: was.contracts + contracts, amount: was.amount + halalas },
      },
    },
  };
}

/** `money` with `halalas` more collected this month (the rate follows, rounded down). */
function collected(money: Money, halalas: number): Money {
  const sum = money.collectedThisMonth + halalas;
  const due = money.dueThisMonth;
  return {
    ...money,
    collectedThisMonth: sum,
    collectionRate: due > 0 ? Math.floor((sum * 10_000) / due) : null,
  };
}

const moneyCard = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

function bucketLink(page: Page, lang: Lang, bucket: ArrearsBucket) {
  const t = translator(lang);
  const label = bucketLabel(lang, bucket);
  return moneyCard(page, t("overview.money.arrears")).getByRole("link", {
    name: new RegExp(`^${label}`),
  });
}

function bucketLabel(lang: Lang, bucket: ArrearsBucket) {
  const t = translator(lang);
  const n = (v: number) => FORMATS[lang].number(v);
  return bucket === "over_90"
    ? t("arrears.buckets.over", { days: n(90) })
    : t("arrears.buckets.range", {
        from: n(Number(bucket.split("_")[0])),
        to: n(Number(bucket.split("_")[1])),
      });
}

/**
 * The overview shows `money`: each figure right after the label of its card (a card's text is
 * its label, its figure and its note, so a longer amount ending the same cannot pass), and each
 * bucket's link, which is its label, amount and contracts, in full.
 */
async function expectOverview(page: Page, lang: Lang, money: Money) {
  const t = translator(lang);
  const format = FORMATS[lang];
  const sar = (halalas: number) => format.amount(halalas / 100);
  const contracts = (count: number) =>
    t("overview.money.contracts", { count, shown: format.number(count) });
  await page.goto("/");
  const due = t("overview.money.due");
  const collectedLabel = t("overview.money.collected");
  const rate = t("overview.money.rate");
  await expect(moneyCard(page, due)).toContainText(`${due}${sar(money.dueThisMonth)}`);
  await expect(moneyCard(page, collectedLabel)).toContainText(
    `${collectedLabel}${sar(money.collectedThisMonth)}`,
  );
  await expect(moneyCard(page, rate)).toContainText(
    money.collectionRate === null
      ? `${rate}—`
      : `${rate}${format.number(money.collectionRate / 10_000, { style: "percent", maximumFractionDigits: 1 })}`,
  );
  const arrears = moneyCard(page, t("overview.money.arrears"));
  await expect(
    arrears.getByRole("link", {
      name: t("overview.money.arrearsTotal", {
        amount: sar(money.arrears.amount),
        count: money.arrears.contracts,
        shown: format.number(money.arrears.contracts),
      }),
      exact: true,
    }),
  ).toBeVisible();
  for (const bucket of ARREARS_BUCKETS) {
    const totals = money.arrears.buckets[bucket];
    await expect(bucketLink(page, lang, bucket)).toHaveText(
      `${bucketLabel(lang, bucket)}${sar(totals.amount)}${contracts(totals.contracts)}`,
    );
  }
}

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: a contract 75 days behind in its bucket, reminded on WhatsApp, paid in part then in full`, async ({
    page,
    baseURL,
    browser,
    own,
  }) => {
    const w = WORDS[lang];
    const format = FORMATS[lang];
    if (lang === "ar") {
      await chooseArabic(page.context(), baseURL!);
      await chooseArabicDigits(page.context(), baseURL!);
    }
    const t = translator(lang);
    // The overview before this contract: what earlier tests on this dashboard left.
    const before = await moneyNow(page);
    await expectOverview(page, lang, before);

    // A unit no contract has held: the seed leases the first unit of each of its first
    // properties, so the last unit of the first property with two or more (odd properties in
    // English, even ones in Arabic, so the two tests never share one).
    let property = await getPropertyById(page.request, lang === "en" ? 1 : 2);
    while (property.units.length < 2)
      property = await getPropertyById(page.request, property.id + 2);
    const unit = property.units.at(-1)!;
    const id = await createContract(page.request, baseURL!, unit.id, {
      partiesPage: lang === "en" ? 1 : 2,
      documentNumber: property.document_number,
    });
    // Started 75 days ago: instalments fell due 75, about 45 and about 14 days ago.
    const movedDates = await page.request.put(`/api/v1/contracts/${id}`, {
      headers: { Origin: baseURL! },
      data: { start_date: isoDate(-75), end_date: isoDate(-75 + 364) },
    });
    expect(movedDates.ok(), await movedDates.text()).toBe(true);

    // On the overview: SAR 12,000 more in 61–90 days, on one more contract; one of its
    // instalments falls due this month (monthly: one in every month of the term), none is paid.
    const behind = moved(before, "61_90", 1_200_000, 1);
    behind.dueThisMonth += 400_000;
    behind.collectionRate = collected(behind, 0).collectionRate;
    await expectOverview(page, lang, behind);

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
    // On the overview: SAR 5,000 more collected, the contract out of 61–90 days and its
    // SAR 7,000 in 31–60; what falls due this month is the same.
    const partly = moved(
      moved(collected(behind, 500_000), "61_90", -1_200_000, -1),
      "31_60",
      700_000,
      1,
    );
    await expectOverview(page, lang, partly);

    // Each card's link opens its list. The 31–60 days bucket: the arrears of that bucket, this
    // row among them, and with the property's filter the row alone.
    await bucketLink(page, lang, "31_60").click();
    await expect(page).toHaveURL(/\/arrears\?bucket=31_60$/);
    await expect(row).toContainText(format.amount(7_000));
    await expect(row).toContainText(w.bucket31);
    await page.getByLabel(w.property).fill(property.document_number);
    await expect(page).toHaveURL(new RegExp(`property=${property.document_number}`));
    await expect(table.getByRole("row")).toHaveCount(2); // the header and this contract
    await expect(row).toContainText(format.amount(7_000));
    // The other buckets: their own arrears, this contract not among them.
    for (const bucket of ["1_30", "61_90", "over_90"] as const) {
      await page.goto("/");
      await bucketLink(page, lang, bucket).click();
      await expect(page).toHaveURL(new RegExp(`/arrears\\?bucket=${bucket}$`));
      await expect(pageHeading(page)).toHaveText(t("arrears.title"));
      await expect(page.getByRole("link", { name: w.open(String(id)) })).toHaveCount(0);
    }
    // The rate's "View arrears" and the arrears' total: the whole list, this row in it.
    const sar = (halalas: number) => format.amount(halalas / 100);
    const links = [
      moneyCard(page, t("overview.money.rate")).getByRole("link", {
        name: t("overview.money.viewArrears"),
      }),
      moneyCard(page, t("overview.money.arrears")).getByRole("link", {
        name: t("overview.money.arrearsTotal", {
          amount: sar(partly.arrears.amount),
          count: partly.arrears.contracts,
          shown: format.number(partly.arrears.contracts),
        }),
        exact: true,
      }),
    ];
    for (const link of links) {
      await page.goto("/");
      await link.click();
      await expect(page).toHaveURL(/\/arrears$/);
      await expect(row).toContainText(format.amount(7_000));
    }
    // The occupancy rate's and the vacant units' links: the vacant units.
    for (const n of [0, 1]) {
      await page.goto("/");
      await page
        .getByRole("region", { name: t("occupancy.overview.title"), exact: true })
        .getByRole("link", { name: t("occupancy.overview.viewVacant") })
        .nth(n)
        .click();
      await expect(page).toHaveURL(/\/occupancy$/);
      await expect(pageHeading(page)).toHaveText(t("occupancy.title"));
    }

    // Support reads the same row, with no Remind and no Record payment.
    const support = await browser.newContext({ baseURL, storageState: own.states.support });
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
    // On the overview: SAR 7,000 more collected and the contract out of the arrears: the buckets
    // as they were before it fell behind.
    await expectOverview(page, lang, moved(collected(partly, 700_000), "31_60", -700_000, -1));
  });
}
