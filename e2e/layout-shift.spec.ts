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

// Text drawn in the fallback while Plex loads takes Plex's room, so it does not move on the swap
// (app/globals.css, "Plex Latin Fallback": Arial or Liberation Sans scaled to Plex's metrics).
test("Latin text in the fallback font takes the room Plex takes", async ({ page }) => {
  await page.goto("/");
  const sizes = await page.evaluate(async () => {
    const text = "Properties, contracts and parties: 1,234 units in Riyadh (2026-11-27)";
    const plex = getComputedStyle(document.body).getPropertyValue("--font-latin");
    const measure = (family: string, weight: number) => {
      const span = document.createElement("span");
      span.textContent = text;
      span.style.cssText = `position:absolute;white-space:nowrap;font:${weight} 16px/normal ${family}`;
      document.body.append(span);
      const { width, height } = span.getBoundingClientRect();
      span.remove();
      return { width, height };
    };
    const out = [];
    for (const weight of [400, 600]) {
      await document.fonts.load(`${weight} 16px ${plex}`, text);
      await document.fonts.load(`${weight} 16px "Plex Latin Fallback"`, text);
      out.push({
        weight,
        plex: measure(plex, weight),
        fallback: measure('"Plex Latin Fallback", monospace', weight),
      });
    }
    return out;
  });
  for (const { weight, plex, fallback } of sizes) {
    const report = `${weight}: Plex ${JSON.stringify(plex)}, fallback ${JSON.stringify(fallback)}`;
    expect(Math.abs(fallback.width / plex.width - 1), report).toBeLessThan(0.03);
    expect(Math.abs(fallback.height - plex.height), report).toBeLessThanOrEqual(1);
  }
});
