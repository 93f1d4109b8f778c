import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { test as base, expect, type Locator, type Page } from "@playwright/test";

import { chooseArabic, chooseArabicDigits, expectRtl } from "./arabic";
import { DESKTOP, PHONE_390 } from "./fixtures";
import { translator, type Language } from "./messages";
import { signInOnStack, startOwnStack, type OwnStack } from "./own-stack";

// Issue 37's proof that every count on the overview is the number of rows of the list it opens,
// as a manager checks it: read the count on its card, follow its link, and count the rows of the
// list it opens, page by page, beside the list's own total. In English (Latin digits) and in
// Arabic (Arabic-Indic digits, read back as numbers), on the desktop and on a 390×844 phone
// (where the list's rows are cards). The cards: decisions overdue and due within 7/30/60 days,
// contracts ending within 30/60/90 days, properties, contracts in the register, contracts by
// status, occupancy's vacant units (both occupancy cards link to them), and each month of the
// forecast that has contracts.
//
// The counts are the whole portfolio's: on the run's shared dashboard other specs make and end
// contracts at any moment, so this runs on a dashboard of its own (own-stack.ts) with the demo
// register on (lib/contracts/demo/plan.ts: contracts in every window the overview counts, drafts,
// expired, terminated and deleted ones), which nothing else writes to while the four tests read.
type OwnDesk = { stack: OwnStack; state: string };

const test = base.extend<object, { own: OwnDesk }>({
  own: [
    async ({ browser }, provide, workerInfo) => {
      const stack = await startOwnStack(
        `cards-${workerInfo.workerIndex}`,
        // Made in a few seconds instead of half a minute (demo-register.int.test.ts does the same).
        { DEMO_REGISTER: "1", UPSTREAM_BACKGROUND_RPS: "50" },
        // The demo's own seed size: units and parties enough for the demo register.
        { RENTAL_SERVICE_SEED_PROPERTIES: "40", RENTAL_SERVICE_SEED_PARTIES: "60" },
      );
      const dir = mkdtempSync(path.join(tmpdir(), "rental-desk-e2e-cards-auth-"));
      try {
        // The demo register is made in the background after start: wait for its log line.
        await expect
          .poll(() => /demo register: \d+ contracts made/.test(stack.dashboardLog()), {
            timeout: 120_000,
          })
          .toBe(true);
        // The demo manager, whose register it is, signed in once.
        const state = await signInOnStack(
          browser,
          stack.url,
          "manager",
          path.join(dir, "manager.json"),
        );
        await provide({ stack, state });
      } finally {
        await stack.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 240_000 },
  ],
  // (`provide` is Playwright's `use`: a React hook's name to the linter.)
  baseURL: async ({ own }, provide) => provide(own.stack.url),
  storageState: async ({ own }, provide) => provide(own.state),
});

// About 25 lists opened and counted, the longest over several pages.
test.setTimeout(240_000);

/** Latin and Arabic-Indic digits alike, as numbers: "عرض ١–٢٤ من ٢٤" is [1, 24, 24]. */
function numbersIn(text: string): number[] {
  const latin = text.replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660));
  return (latin.match(/\d[\d,\u066c]*/g) ?? []).map((n) => Number(n.replace(/[,\u066c]/g, "")));
}

/** The one number an element shows, in the page's digits (Arabic-Indic in Arabic). */
async function countIn(element: Locator, language: Language): Promise<number> {
  const text = (await element.innerText()).trim();
  expect(text, "a count in the page's digits").toMatch(
    language === "ar" ? /^[\u0660-\u0669\u066c]+$/ : /^[\d,]+$/,
  );
  const [value] = numbersIn(text);
  return value!;
}

type Seen = { card: string; count: number; list: string; total: number; rows: number };

/**
 * The list the page shows (its table, by caption), counted: its total ("Showing 1–25 of 40") and
 * its rows, at 100 a page, following Next to the last page; none when it says it has none.
 */
async function countList(
  page: Page,
  language: Language,
  caption: string,
  phone: boolean,
): Promise<{ total: number; rows: number }> {
  const t = translator(language);
  const main = page.getByRole("main");
  const table = main.getByRole("table", { name: caption });
  const rows = table.locator("tbody > tr");
  const nav = main.getByRole("navigation", { name: t("common.pagination.label") });
  const showing = nav.locator("p[aria-live]");
  const shown = async () => numbersIn(await showing.innerText()) as [number, number, number];
  const settled = async () => {
    await expect(table).toBeVisible();
    await expect(main.locator("[aria-busy=true]")).toHaveCount(0);
  };
  const none = main.getByText(t("contracts.emptyFiltered.title"), { exact: true });
  await expect(table.or(none)).toBeVisible();
  if (await none.isVisible()) return { total: 0, rows: 0 };
  await settled();
  if (phone) await expect(rows.first(), "rows as cards on the phone").toHaveCSS("display", "flex");
  let [from, to, total] = await shown();
  if (to < total) {
    await nav.getByLabel(t("common.pagination.pageSize")).selectOption("100");
    await expect.poll(async () => (await shown())[1]).toBe(Math.min(100, total));
    await settled();
    [from, to, total] = await shown();
  }
  expect(from).toBe(1);
  let counted = await rows.count();
  while (to < total) {
    await nav.getByRole("button", { name: t("common.pagination.next") }).click();
    await expect.poll(async () => (await shown())[0]).toBe(to + 1);
    await settled();
    [from, to] = await shown();
    counted += await rows.count();
  }
  return { total, rows: counted };
}

/** The overview's card (a section) titled `title`. */
function card(page: Page, title: string): Locator {
  return page
    .getByRole("main")
    .locator("section")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** A headline card (StatCard, an occupancy card) by its label: a section without a title. */
function statCard(scope: Locator, label: string): Locator {
  return scope.locator("section").filter({ has: scope.page().getByText(label, { exact: true }) });
}

for (const language of ["en", "ar"] as const) {
  for (const [device, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE_390],
  ] as const) {
    test(`${language}, ${device}: every overview count is the number of rows its link opens`, async ({
      page,
      context,
      baseURL,
    }) => {
      const t = translator(language);
      const phone = device === "phone";
      await page.setViewportSize(viewport);
      if (language === "ar") {
        await chooseArabic(context, baseURL!);
        await chooseArabicDigits(context, baseURL!);
      }
      await page.goto("/");
      if (language === "ar") await expectRtl(page);
      const overview = page.url();
      const seen: Seen[] = [];

      /** Reads `count`, follows `link` and counts the list it opens (`caption`), then comes back. */
      const check = async (
        name: string,
        count: Locator,
        link: Locator,
        caption: string,
        { zero = false } = {},
      ) => {
        const value = await countIn(count, language);
        expect(value > 0, `${name}: a count worth proving (${value})`).toBe(!zero);
        await link.click();
        await expect(page).not.toHaveURL(overview);
        const list = new URL(page.url());
        const { total, rows } = await countList(page, language, caption, phone);
        seen.push({ card: name, count: value, list: list.pathname + list.search, total, rows });
        expect({ total, rows }, `${name}: the list ${list.pathname + list.search}`).toEqual({
          total: value,
          rows: value,
        });
        // Back to the overview (a page size or a page chosen above is a step of its own).
        for (let back = 0; back < 5 && page.url() !== overview; back++) await page.goBack();
        await expect(page).toHaveURL(overview);
      };

      const contracts = t("contracts.tableCaption");

      // Decisions due: overdue, within 7, 30 and 60 days (in that order).
      const decisions = card(page, t("overview.decisions.title")).getByRole("list").first();
      const decisionLabels = [
        t("overview.decisions.overdue"),
        ...[7, 30, 60].map((days) => t("overview.decisions.within", { days })),
      ];
      for (const [i, label] of decisionLabels.entries()) {
        const link = decisions.getByRole("link").nth(i);
        await check(`Decisions: ${label}`, link.locator(":scope > :last-child"), link, contracts);
      }

      // Contracts ending within 30, 60 and 90 days.
      const ending = card(page, t("overview.ending.title")).getByRole("list").first();
      for (const [i, days] of [30, 60, 90].entries()) {
        const link = ending.getByRole("link").nth(i);
        const label = `Ending: ${t("overview.ending.within", { days })}`;
        await check(label, link.locator(":scope > :last-child"), link, contracts);
      }

      // Properties and the register's contracts.
      for (const [label, linkLabel, caption] of [
        [t("overview.counts.properties"), t("overview.counts.viewProperties"), "properties"],
        [t("overview.counts.contracts"), t("overview.counts.viewContracts"), contracts],
      ] as const) {
        const stat = statCard(page.getByRole("main"), label);
        const listCaption = caption === "properties" ? t("properties.tableCaption") : caption;
        await check(
          label,
          stat.locator("p").nth(1),
          stat.getByRole("link", { name: linkLabel }),
          listCaption,
        );
      }

      // Contracts by status: draft, active, expired, terminated. A contract terminated in the
      // dashboard (DELETE on an active one) is flagged deleted as it ends (lib/contracts/
      // register.ts): "Terminated" counts those and opens the register with deleted ones shown
      // (the demo register terminated one).
      const statuses = card(page, t("overview.byStatus")).getByRole("link");
      await expect(statuses).toHaveCount(4);
      for (let i = 0; i < 4; i++) {
        const link = statuses.nth(i);
        const label = `By status: ${(await link.locator(":scope > :first-child").innerText()).trim()}`;
        await check(label, link.locator(":scope > :last-child"), link, contracts);
      }

      // Occupancy: the vacant units, the list both cards open.
      const occupancy = page.getByRole("region", { name: t("occupancy.overview.title") });
      const vacant = statCard(occupancy, t("occupancy.counts.vacant"));
      const rate = statCard(occupancy, t("occupancy.counts.rate"));
      for (const [label, from] of [
        ["Occupancy: vacant", vacant],
        ["Occupancy: rate", rate],
      ] as const) {
        await check(
          label,
          vacant.locator("p").nth(1),
          from.getByRole("link", { name: t("occupancy.overview.viewVacant") }),
          t("occupancy.tableCaption"),
        );
      }

      // The forecast's months, as its table shows them: each month with contracts.
      const forecast = card(page, t("overview.forecast.title"));
      const months = forecast
        .getByRole("table", { name: t("overview.forecast.caption") })
        .locator("tbody > tr");
      const showTable = async () => {
        const toggle = forecast.getByRole("button", { name: t("overview.forecast.showTable") });
        if ((await toggle.getAttribute("aria-pressed")) !== "true") await toggle.click();
        await expect(months).toHaveCount(12);
      };
      await showTable();
      const withContracts: number[] = [];
      for (let i = 0; i < 12; i++)
        if ((await countIn(months.nth(i).getByRole("cell").first(), language)) > 0)
          withContracts.push(i);
      // The demo register's endings fall in most months of the year ahead.
      expect(withContracts.length).toBeGreaterThanOrEqual(8);
      for (const i of withContracts) {
        await showTable();
        const month = months.nth(i);
        const link = month.getByRole("link");
        const label = `Forecast: ${(await link.innerText()).trim()}`;
        await check(label, month.getByRole("cell").first(), link, contracts);
      }

      test.info().annotations.push({
        type: "counts",
        description: seen
          .map((s) => `${s.card} = ${s.count} (list ${s.list}: ${s.total} total, ${s.rows} rows)`)
          .join("\n"),
      });
    });
  }
}
