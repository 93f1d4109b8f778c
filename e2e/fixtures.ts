import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
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
