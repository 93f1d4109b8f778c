import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";
import { twMerge } from "tailwind-merge";

/**
 * Fails on any serious or critical accessibility violation on the current page, and on any
 * element whose classes set one property twice (which of the two wins would depend on the
 * stylesheet's order: `cn` joins classes without merging them).
 */
export async function expectSoundPage(page: Page) {
  await expectNoClassConflicts(page);
  await expectNoSeriousA11yViolations(page);
}

async function expectNoClassConflicts(page: Page) {
  const lists = await page.evaluate(() => [
    ...new Set([...document.querySelectorAll("[class]")].map((e) => e.getAttribute("class") ?? "")),
  ]);
  const conflicts = lists.flatMap((list) => {
    const classes = list.split(/\s+/).filter(Boolean);
    const kept = new Set(twMerge(classes).split(" "));
    const dropped = classes.filter((c) => !kept.has(c));
    return dropped.length
      ? [`"${classes.join(" ")}" sets again what ${dropped.join(", ")} set`]
      : [];
  });
  expect(conflicts, "classes that set one property twice").toEqual([]);
}

async function expectNoSeriousA11yViolations(page: Page) {
  // Legacy mode: one `axe.run` in the page and its frames. The default runs axe in each frame,
  // then again in a new blank page to join the results, for cross-origin frames, which these
  // pages do not have: the same results, and 1.5 s more a scan on a busy two-core machine.
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const serious = results.violations.filter(
    (v) => v.impact === "serious" || v.impact === "critical",
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** A small phone's screen, in CSS pixels: the narrowest the dashboard is laid out for. */
export const PHONE = { width: 360, height: 740 };

/**
 * At a phone's width (PHONE), the page as a whole does not scroll sideways: wide content such
 * as a table scrolls inside its own box. Resizes the page and leaves it at that width.
 */
export async function expectNoSidewaysScroll(page: Page) {
  await page.setViewportSize(PHONE);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "how far the page scrolls sideways at 360 px").toBeLessThanOrEqual(0);
}

/** The phone and the desktop issue 37 was tried on, in CSS pixels. */
export const PHONE_390 = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

async function pageWidth(page: Page) {
  return page.evaluate(() => {
    const { scrollWidth, clientWidth } = document.scrollingElement!;
    return { scrollWidth, clientWidth };
  });
}

/**
 * A list page as a phone shows it (call at PHONE_390, the page loaded): the page does not scroll
 * sideways; the first row's action (its last link or button: Edit, Open…) lies inside the screen
 * without scrolling; the row starts on the first screen; and the filters wait behind a
 * disclosure button that says how many are set (`filters`: its name), which opens and closes
 * them.
 */
export async function expectListOnPhone(page: Page, filters?: RegExp) {
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0); // rows, not placeholders
  const { scrollWidth, clientWidth } = await pageWidth(page);
  expect(scrollWidth, "the page's scroll width on the phone").toBeLessThanOrEqual(clientWidth);
  // The first row of cells (a phone hides the header row when it has no sort buttons).
  const table = page.getByRole("table").first();
  const row = table
    .getByRole("row")
    .filter({ has: page.getByRole("cell") })
    .first();
  await expect(row).toBeVisible();
  const action = row.locator("a, button").last();
  const box = (await action.boundingBox())!;
  expect(box.x, "the row action's start").toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, "the row action's end").toBeLessThanOrEqual(clientWidth);
  if (!filters) return;
  // A list page (one with filters) shows rows on its first screen, not its filters.
  expect((await row.boundingBox())!.y, "where the first row starts").toBeLessThan(PHONE_390.height);
  const button = page.getByRole("button", { name: filters });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  await expect(panel).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  expect((await pageWidth(page)).scrollWidth).toBeLessThanOrEqual(clientWidth);
  await button.click();
  await expect(panel).toBeHidden();
}

/**
 * The same list on a desktop (DESKTOP): a table with its column headers, the filters shown
 * without a button, and no sideways scroll.
 */
export async function expectListOnDesktop(page: Page, filters?: RegExp) {
  const table = page.getByRole("table").first();
  await expect(table.getByRole("columnheader").first()).toBeVisible();
  if (filters) await expect(page.getByRole("button", { name: filters })).toBeHidden();
  const { scrollWidth, clientWidth } = await pageWidth(page);
  expect(scrollWidth, "the page's scroll width on the desktop").toBeLessThanOrEqual(clientWidth);
}

/**
 * The control's text is not cut off: the selected option of a <select>, or the hint
 * (placeholder) of an <input>, fits inside the box beside its padding (and a select's arrow).
 */
export async function expectNotCutOff(control: Locator) {
  const { text, room } = await control.evaluate((el: HTMLInputElement | HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const shown =
      el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? "") : el.placeholder;
    const padding = parseFloat(style.paddingInlineStart) + parseFloat(style.paddingInlineEnd);
    return {
      text: { shown, width: context.measureText(shown).width },
      room: el.clientWidth - padding,
    };
  });
  expect(text.width, `"${text.shown}" fits its box`).toBeLessThanOrEqual(room);
}
