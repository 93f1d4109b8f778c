import { expect, test, type Locator, type Page } from "@playwright/test";

import { chooseArabic, chooseArabicDigits, expectRtl } from "./arabic";
import { createContract, getPropertyById, isoDate, toArabicIndic } from "./helpers";
import { translator } from "./messages";
import { storageState } from "./roles";
import { createFormatter } from "../lib/format/format";
import { todayInRiyadh } from "../lib/rental/gregorian";

test.use({ storageState: storageState("manager") });

// A contract's follow-up (issue 36), in English with Latin digits and in Arabic with
// Arabic-Indic ones: a contract whose notice deadline passed 276 days ago while it runs, and
// whose rent is all overdue, shows on the overview's decisions due and in the arrears. Its
// page's Follow-up card is empty; a WhatsApp reminder made from the arrears page then shows on
// it, with the amount, the manager's name and "today"; a notice given (to the tenant, by
// written letter, today) shows above it, and beside the notice deadline, and the contract leaves
// the overview's decisions due and the register's overdue list. Support reads the card and
// finds no button; on a phone the page does not scroll sideways. Seed properties 210 (English)
// and 211 (Arabic), their last units, and parties pages 210 and 211 belong to this spec alone.

test.setTimeout(180_000);

const MANAGER = "Demo Manager"; // lib/auth/demo-users.ts

const LANGS = {
  en: { property: 210, digits: (s: string) => s, toTenant: "to the tenant" },
  ar: { property: 211, digits: toArabicIndic, toTenant: "إلى المستأجر" },
} as const;
type Lang = keyof typeof LANGS;

const FORMATS = {
  en: createFormatter({ locale: "en", digits: "latn", calendar: "gregory" }),
  ar: createFormatter({ locale: "ar", digits: "arab", calendar: "gregory" }),
};

/** The overview's "Most urgent first" list of decisions due, and this contract's item in it. */
function decisionItem(page: Page, lang: Lang, id: number): Locator {
  const t = translator(lang);
  return page
    .getByRole("list", { name: t("overview.decisions.listTitle") })
    .locator(`a[href="/contracts/${id}"]`);
}

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: a reminder and a notice on a contract's timeline; the notice ends its decision due`, async ({
    page,
    baseURL,
    browser,
  }) => {
    const t = translator(lang);
    const format = FORMATS[lang];
    const digits = LANGS[lang].digits;
    if (lang === "ar") {
      await chooseArabic(page.context(), baseURL!);
      await chooseArabicDigits(page.context(), baseURL!);
    }

    // Started 340 days ago, ends in 24 days, 300 days' notice: decided by 276 days ago.
    const property = await getPropertyById(page.request, LANGS[lang].property);
    const unit = property.units.at(-1)!;
    const id = await createContract(page.request, baseURL!, unit.id, {
      partiesPage: LANGS[lang].property,
      noticeDays: 300,
      documentNumber: property.document_number,
    });
    const moved = await page.request.put(`/api/v1/contracts/${id}`, {
      headers: { Origin: baseURL! },
      data: { start_date: isoDate(-340), end_date: isoDate(24) },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    const shownId = digits(String(id));

    // The overview lists it among the decisions due (overdue, so among the first).
    await page.goto("/");
    await expect(decisionItem(page, lang, id)).toBeVisible();

    // Its page: nothing followed up yet.
    await page.goto(`/contracts/${id}`);
    if (lang === "ar") await expectRtl(page);
    const card = page.getByRole("region", { name: t("contracts.followUp.title"), exact: true });
    await expect(card.getByText(t("contracts.followUp.empty"))).toBeVisible();

    // The arrears page: remind the tenant on WhatsApp (the link is answered here, not by wa.me).
    await page
      .context()
      .route("https://wa.me/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<p>WhatsApp</p>" }),
      );
    await page.goto(`/arrears?property=${property.document_number}`);
    const row = page
      .getByRole("table", { name: t("arrears.tableCaption") })
      .getByRole("row")
      .filter({
        has: page.getByRole("link", { name: t("arrears.openContract", { id: shownId }) }),
      });
    await row.getByRole("button", { name: new RegExp(t("arrears.remind.button")) }).click();
    const popup = page.waitForEvent("popup");
    await page
      .getByRole("dialog")
      .getByRole("link", { name: new RegExp(`^${t("arrears.remind.send", { name: "" })}`) })
      .click();
    await (await popup).close();
    await expect(row).toContainText(t("arrears.reminded", { days: 0, shown: digits("0") }));
    const arrears = await page.request.get(
      `/api/rent-roll/arrears?property=${property.document_number}`,
    );
    const owed = ((await arrears.json()) as { data: { amount: number }[] }).data[0]!.amount;

    // The contract's timeline: the reminder, how, how much, by whom, today.
    await page.goto(`/contracts/${id}`);
    const timeline = card.getByRole("list", {
      name: t("contracts.followUp.list", { id: shownId }),
    });
    const entries = timeline.getByRole("listitem");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText(
      t("contracts.followUp.reminder", {
        method: t("contracts.followUp.methods.whatsapp"),
        amount: format.amount(owed / 100),
      }),
    );
    await expect(entries.first()).toContainText(t("contracts.followUp.by", { name: MANAGER }));
    await expect(entries.first()).toContainText(
      t("contracts.followUp.ago", { days: 0, shown: digits("0") }),
    );

    // Notice given to the tenant by written letter, today (the default), with a note.
    await card.getByRole("button", { name: t("contracts.followUp.give") }).click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByLabel(t("contracts.followUp.dialog.recipient"))
      .selectOption({ label: t("contracts.followUp.recipients.tenant") });
    await dialog
      .getByLabel(t("contracts.followUp.dialog.method"))
      .selectOption({ label: t("contracts.followUp.methods.letter") });
    const note = lang === "en" ? "Handed over at the unit" : "سُلّم الخطاب في الوحدة";
    await dialog.getByLabel(t("contracts.followUp.dialog.note")).fill(note);
    await dialog.getByRole("button", { name: t("contracts.followUp.dialog.submit") }).click();
    await expect(
      page
        .getByRole("region", { name: lang === "en" ? /Notifications/ : /الإشعارات/ })
        .getByText(t("contracts.followUp.dialog.recorded", { id: shownId })),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // Newest first: the notice, then the reminder.
    const today = todayInRiyadh();
    await expect(entries).toHaveCount(2);
    const notice = entries.first();
    await expect(notice).toContainText(t("contracts.followUp.methods.letter"));
    await expect(notice).toContainText(LANGS[lang].toTenant);
    await expect(notice.locator(`time[datetime="${today}"]`)).toHaveText(format.date(today));
    await expect(notice).toContainText(note);
    await expect(notice).toContainText(t("contracts.followUp.by", { name: MANAGER }));
    await expect(entries.nth(1)).toContainText(t("contracts.followUp.methods.whatsapp"));
    // Beside the notice deadline: given today, by letter.
    const given = page.locator("[data-notice-given]");
    await expect(given).toContainText(t("contracts.followUp.methods.letter"));
    await expect(given.locator(`time[datetime="${today}"]`)).toBeVisible();

    // No longer a decision due: gone from the overview's list and the register's overdue list.
    await page.goto("/");
    await expect(page.getByRole("heading", { name: t("overview.decisions.title") })).toBeVisible();
    await expect(decisionItem(page, lang, id)).toHaveCount(0);
    await page.goto(`/contracts?unit=${unit.id}&due=overdue`);
    await expect(page.getByText(t("contracts.emptyFiltered.title"))).toBeVisible();

    if (lang === "en") {
      // On a phone: the timeline wraps, the page does not scroll sideways.
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(`/contracts/${id}`);
      await expect(entries).toHaveCount(2);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      // Support reads the timeline and finds no button to record a notice.
      const support = await browser.newContext({ baseURL, storageState: storageState("support") });
      const supportPage = await support.newPage();
      await supportPage.goto(`/contracts/${id}`);
      const supportCard = supportPage.getByRole("region", {
        name: t("contracts.followUp.title"),
        exact: true,
      });
      await expect(supportCard.getByRole("listitem")).toHaveCount(2);
      await expect(
        supportPage.getByRole("button", { name: t("contracts.followUp.give") }),
      ).toHaveCount(0);
      await support.close();
    }

    // Leave no live contract behind (the other specs' overview stays as it was).
    const ended = await page.request.delete(`/api/v1/contracts/${id}`, {
      headers: { Origin: baseURL! },
    });
    expect(ended.ok(), await ended.text()).toBe(true);
  });
}
