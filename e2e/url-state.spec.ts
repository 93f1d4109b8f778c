import { expect, test, type Locator, type Page } from "@playwright/test";

import { wakeDate } from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("manager") });

// A list's filters live in the URL. When a person changes a filter and changes it back before
// the first navigation has landed, the URL must end on what the field shows, not on the
// change in between.

test("a date filter changed and changed back, faster than the page answers, keeps the last value", async ({
  page,
}) => {
  await page.goto("/contracts?decisionBefore=2026-12-17");
  const field = page.getByRole("group", { name: "Notice deadline on or before" });
  await wakeDate(field);
  const month = field.getByRole("spinbutton").and(field.locator('[data-type="month"]'));
  await expect(month).toHaveAttribute("aria-valuenow", "12");

  // The navigation to January answers late, as on a slow connection.
  let slowAnswered!: () => void;
  const slow = new Promise<void>((resolve) => (slowAnswered = resolve));
  await page.route(/decisionBefore=2026-01-17/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => {});
    slowAnswered();
  });

  // Typing "12" into the month: "1" is January (a whole date, so it goes to the URL), "2" makes
  // it December again, while January is still on its way.
  await month.click();
  await page.keyboard.type("1");
  await expect(month).toHaveAttribute("aria-valuenow", "1");
  await page.keyboard.type("2");
  await expect(month).toHaveAttribute("aria-valuenow", "12");

  await slow;
  await page.waitForLoadState("networkidle");
  await expect(page).toHaveURL(/decisionBefore=2026-12-17/);
  await expect(month).toHaveAttribute("aria-valuenow", "12");
});

test("typing on while the search box's first filter is on its way keeps every letter", async ({
  page,
}) => {
  await page.goto("/properties");
  const box = page.getByLabel("Filter by name");

  // The page for the first pause in typing ("Al Rabie") answers only once typing has gone on.
  let asked!: () => void;
  const firstAsked = new Promise<void>((resolve) => (asked = resolve));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/[?&]name=Al\+Rabie(&|$)/, async (route) => {
    asked();
    await held;
    await route.continue().catch(() => {});
  });

  await expect(box).toBeVisible();
  await box.pressSequentially("Al Rabie");
  await firstAsked;
  // It lands while the person types on, a letter every 100 ms (the box filters again only
  // after 300 ms without typing): it is the box's own filter, not a change to show.
  release();
  await box.pressSequentially(" Residence 159", { delay: 100 });

  await expect(box).toHaveValue("Al Rabie Residence 159");
  await expect(page).toHaveURL(/[?&]name=Al\+Rabie\+Residence\+159(&|$)/);
  await expect(
    page.getByRole("link", { name: "سكن الربيع 159 - Al Rabie Residence 159", exact: true }),
  ).toBeVisible();
});

/**
 * Opens /properties with its scripts held back, as on a slow phone, types `text` into the field
 * labelled `label` (the server's HTML until then) once it shows (the list streams in after the
 * page's head), then lets the scripts arrive. Returns the field.
 */
async function typeBeforeScripts(page: Page, label: string, text: string): Promise<Locator> {
  let arrive!: () => void;
  const scripts = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    await scripts;
    await route.continue().catch(() => {});
  });
  await page.goto("/properties", { waitUntil: "domcontentloaded" });
  const field = page.getByLabel(label);
  await expect(field).toBeVisible();
  await field.pressSequentially(text);
  await expect(field).toHaveValue(text);
  arrive();
  return field;
}

test("letters typed into the search box before the page has come to life are kept, and filter", async ({
  page,
}) => {
  const box = await typeBeforeScripts(page, "Filter by name", "Al Rabie Residence 159");

  await expect(page).toHaveURL(/[?&]name=Al\+Rabie\+Residence\+159(&|$)/);
  await expect(box).toHaveValue("Al Rabie Residence 159");
  await expect(
    page.getByRole("link", { name: "سكن الربيع 159 - Al Rabie Residence 159", exact: true }),
  ).toBeVisible();
});

test("the stale filter filters by the days typed, and keeps the digits the person typed", async ({
  page,
}) => {
  await page.goto("/properties");
  const days = page.getByLabel("Not updated in (days)");
  await expect(days).toBeVisible();
  await page.waitForLoadState("networkidle");
  await days.pressSequentially("٣٠");

  // The URL changes with the page's new view, in the same render.
  await expect(page).toHaveURL(/[?&]stale=30(&|$)/);
  await expect(days).toHaveValue("٣٠");
});

test("days typed into the stale filter before the page has come to life are kept, and filter", async ({
  page,
}) => {
  const days = await typeBeforeScripts(page, "Not updated in (days)", "٣٠");

  await expect(page).toHaveURL(/[?&]stale=30(&|$)/);
  await expect(days).toHaveValue("٣٠");
});
