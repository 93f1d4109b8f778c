import { expect, test, type Browser, type Page } from "@playwright/test";

import { expectRtl } from "./arabic";
import { expectSoundPage } from "./fixtures";
import { createContract, createUser, getPropertyById, toArabicIndic } from "./helpers";
import { createFormatter, type FormatSettings } from "../lib/format/format";
import { forecastMonths, type ForecastMonth } from "../lib/overview/forecast";
import { todayInRiyadh, type CalendarSystem } from "../lib/rental/dates";

// The overview's "Next 12 months" (issue 10): a manager's contract, moved to end in a known
// month, is counted in that month's row of the table and its bar of the chart; the month opens
// the register filtered to it. Each test signs in as a manager of its own (preferences live on
// the profile). Seed property 50 (its first two units) and parties 99–100 (page 50 of two)
// belong to this spec alone: no other spec uses property 50 or parties page 50. The months
// chosen (the 8th Gregorian month ahead, the 5th Hijri month ahead) hold no other spec's
// contracts: theirs end within 90 days, in the past, or a year or more ahead.

const PROPERTY_ID = 50;
const PARTIES_PAGE = 50;

type OverviewBody = { data: { forecast: Record<CalendarSystem, ForecastMonth[]> } };

/** A new manager with these preferences, signed in on a page of its own. */
async function signInWith(browser: Browser, preferences: Partial<FormatSettings>): Promise<Page> {
  const origin = test.info().project.use.baseURL!;
  const { email, password } = await createUser(browser, origin, {
    role: "manager",
    name: "Forecast Tester",
    prefix: "forecast",
  });
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  const saved = await page.request.put("/api/me/preferences", {
    headers: { Origin: origin },
    data: preferences,
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return page;
}

/** The month `ahead` months from now in `calendar`, as the overview counts it (Riyadh's today). */
function monthAhead(calendar: CalendarSystem, ahead: number) {
  const month = forecastMonths(todayInRiyadh(), calendar)[ahead]!;
  const plus = (days: number) =>
    new Date(Date.parse(`${month.start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  // The 10th day of the month: inside it whatever its length.
  return { ...month, day: plus(9) };
}

/** The month's count and rent at stake as the server has them now. */
async function counted(page: Page, calendar: CalendarSystem, key: string) {
  const body = (await (await page.request.get("/api/overview")).json()) as OverviewBody;
  const month = body.data.forecast[calendar].find((m) => m.key === key);
  expect(month, `month ${key}`).toBeDefined();
  return month!;
}

/** A contract of this spec's own on the property's unit, moved to end on `end`. */
async function contractEnding(page: Page, unitIndex: number, end: string): Promise<number> {
  const origin = test.info().project.use.baseURL!;
  const unit = (await getPropertyById(page.request, PROPERTY_ID)).units[unitIndex]!;
  const id = await createContract(page.request, origin, unit.id, { partiesPage: PARTIES_PAGE });
  const moved = await page.request.put(`/api/v1/contracts/${id}`, {
    headers: { Origin: origin },
    data: { end_date: end },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  return id;
}

const PHONE = { width: 390, height: 664 };

/** The forecast's card, by its heading. */
const card = (page: Page, title: string) =>
  page.locator("section").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

test("a contract ending in a month is counted in its row; the month opens the register filtered to it", async ({
  browser,
}) => {
  const page = await signInWith(browser, { locale: "en", calendar: "gregory", digits: "latn" });
  const month = monthAhead("gregory", 7);
  const before = await counted(page, "gregory", month.key);
  const id = await contractEnding(page, 0, month.day);

  const f = createFormatter({ locale: "en", digits: "latn", calendar: "gregory" });
  const label = f.month(month.day);
  // On a phone the card is far below the fold, whatever the cards above it hold today.
  await page.setViewportSize(PHONE);
  await page.goto("/");
  const forecast = card(page, "Next 12 months");
  const top = await forecast.evaluate((el) => el.getBoundingClientRect().top);
  expect(
    top,
    "the card starts more than 200 px (the chart's margin) below the fold",
  ).toBeGreaterThan(PHONE.height + 200);
  // The chart's script waits until its card comes near the screen.
  await page.waitForLoadState("networkidle");
  await expect(forecast.getByRole("link")).toHaveCount(0);
  await forecast.scrollIntoViewIfNeeded();
  // Then the chart arrives: its bars are links named by month, count and rent.
  const bar = forecast.getByRole("link", { name: new RegExp(`^${label}: `) });
  await expect(bar).toHaveAccessibleName(
    `${label}: ${f.number(before.contracts + 1)} contract${before.contracts ? "s end" : " ends"}, rent at stake ${f.amount(before.rentAtStake + 48_000)}`,
  );
  await expectSoundPage(page);

  // The same months as a table: this month's row counts the contract and its year's rent.
  const toggle = forecast.getByRole("button", { name: "Show as table" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  const table = forecast.getByRole("table", { name: "Contracts ending and rent at stake" });
  await expect(table.getByRole("row")).toHaveCount(13);
  const link = table.getByRole("link", { name: label, exact: true });
  const row = table.getByRole("row").filter({
    has: page.getByRole("link", { name: label, exact: true }),
  });
  await expect(row.getByRole("cell")).toHaveText([
    f.number(before.contracts + 1),
    f.amount(before.rentAtStake + 48_000),
  ]);
  await expectSoundPage(page);

  // The month opens the register, filtered to its days, with the contract in it.
  await link.click();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/contracts" &&
      url.searchParams.get("endingAfter") === month.start &&
      url.searchParams.get("endingBefore") === month.end,
  );
  await expect(
    page.getByRole("link", { name: `Open contract No. ${id}`, exact: true }),
  ).toBeVisible();
  // On the phone the two date filters wait behind the Filters button, which counts them.
  await page.getByRole("button", { name: "Filters (2)" }).click();
  await expect(page.getByRole("group", { name: "Ending on or after" })).toBeVisible();
});

test("in Arabic with Hijri months: the chart runs right to left, a bar opens by keyboard", async ({
  browser,
}) => {
  const page = await signInWith(browser, {
    locale: "ar",
    calendar: "islamic-umalqura",
    digits: "arab",
  });
  const month = monthAhead("islamic-umalqura", 4);
  const before = await counted(page, "islamic-umalqura", month.key);
  const id = await contractEnding(page, 1, month.day);

  const f = createFormatter({ locale: "ar", digits: "arab", calendar: "islamic-umalqura" });
  const label = f.month(month.day);
  expect(label).toMatch(/^.+ [٠-٩]{4} هـ$/);
  await page.goto("/");
  await expectRtl(page);
  const forecast = card(page, "الأشهر الاثنا عشر القادمة");
  await forecast.scrollIntoViewIfNeeded();
  const bar = forecast.getByRole("link", { name: new RegExp(`^${label}: `) });
  await expect(bar).toHaveAccessibleName(new RegExp(`${f.amount(before.rentAtStake + 48_000)}$`));

  // Time runs right to left: this month's bar stands right of the months after it.
  const first = f.month(forecastMonths(todayInRiyadh(), "islamic-umalqura")[0]!.end);
  const firstBox = await forecast
    .getByRole("link", { name: new RegExp(`^${first}: `) })
    .boundingBox();
  const barBox = await bar.boundingBox();
  expect(firstBox!.x).toBeGreaterThan(barBox!.x);
  await expectSoundPage(page);

  // The table: the month's row, in Arabic-Indic digits.
  await forecast.getByRole("button", { name: "العرض في جدول" }).click();
  const row = forecast
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: label, exact: true }) });
  await expect(row.getByRole("cell").first()).toHaveText(f.number(before.contracts + 1));

  // Back to the chart; the bar by keyboard: focus, then Enter.
  await forecast.getByRole("button", { name: "العرض في جدول" }).click();
  await bar.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/contracts" &&
      url.searchParams.get("endingAfter") === month.start &&
      url.searchParams.get("endingBefore") === month.end,
  );
  // The id is a number in the message: shown in Latin or Arabic-Indic digits.
  const opens = new RegExp(`^فتح العقد رقم (${id}|${toArabicIndic(String(id))})$`);
  await expect(page.getByRole("link", { name: opens })).toBeVisible();
});
