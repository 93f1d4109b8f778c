import { expect, test, type Page } from "@playwright/test";

import { chooseArabic } from "./arabic";
import { DEMO_DEED } from "./helpers";
import { storageState } from "./roles";

// Nothing on a page moves once it is shown: the cumulative layout shift of the first seconds of
// each page, on a phone-sized screen (where text wraps most), stays under 0.1, what web.dev calls
// good. A shift comes from content that arrives late without room kept for it, or from text
// that wraps differently once the web font replaces the fallback.

const GOOD = 0.1;
const PHONE = { width: 412, height: 823 };

const PAGES = [
  { name: "overview", path: "/" },
  { name: "properties", path: "/properties" },
  { name: "a property", path: `/properties/${DEMO_DEED}` },
  { name: "a unit", path: "/units/1" },
  { name: "new contract", path: "/contracts/new" },
  { name: "contracts", path: "/contracts" },
  { name: "parties", path: "/parties" },
];

/** The page's layout shifts (those not caused by input) from its start until `ms` after load. */
async function layoutShift(page: Page, path: string, ms = 2_500) {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] &
        { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : String(s.node?.nodeName),
        );
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await page.waitForLoadState("load");
  await page.waitForTimeout(ms);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
  );
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

test.use({ storageState: storageState("manager"), viewport: PHONE });

for (const language of ["en", "ar"] as const) {
  test.describe(language, () => {
    if (language === "ar")
      test.beforeEach(async ({ context, baseURL }) => chooseArabic(context, baseURL!));
    for (const { name, path } of PAGES) {
      test(`${name} does not move while it loads`, async ({ page }) => {
        const { total, shifts } = await layoutShift(page, path);
        expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(GOOD);
      });
    }
  });
}
