import { expect, test, type Page } from "@playwright/test";

import { chooseArabic } from "./arabic";
import { createContract, DEMO_DEED, getPropertyById } from "./helpers";
import { storageState } from "./roles";

// Nothing on a page moves once it is shown: the cumulative layout shift of the first seconds of
// each page, on a phone-sized screen (where text wraps most), stays under 0.1, what web.dev calls
// good. A shift comes from content that arrives late without room kept for it, or from text
// that wraps differently once the web font replaces the fallback.
//
// The fonts arrive late on purpose: their requests are held until the page has painted, so every
// page is first drawn in the fallback fonts and then in Plex, as on a slow phone. Left to the
// machine, whether they came before the first paint was a race: the contracts page moved by
// 0.153 on a busy CI machine (its sort buttons wrapped to a second row in Plex) and not on a
// quiet one.

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
  { name: "arrears", path: "/arrears" },
  // Not here: the vacant units and the notifications. Both change while open, from outside the
  // page, as they are meant to: a units index refresh that the page started ends and its list is
  // read again; another session's work adds notifications at the top of the list. On the run's
  // shared stack that happens within the spec's window or not (CI: 0.21 and 0.43). The vacant
  // units' status line is measured with a refresh held running on a stack of its own
  // (occupancy-refresh.spec.ts).
];

/**
 * The page's layout shifts (those not caused by input) from its start until `ms` after load, its
 * web fonts held until its first paint. The load waits for the fonts, so the swap is always
 * inside the window; what is left to catch afterwards is content that comes late (2 s, down from
 * 2.5 s before the fonts were held, which keeps the spec's time about the same).
 */
async function layoutShift(page: Page, path: string, ms = 2_000) {
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
  let painted!: () => void;
  const firstPaint = new Promise<void>((resolve) => (painted = resolve));
  await page.route("**/*.woff2", async (route) => {
    await firstPaint;
    await route.continue();
  });
  // The load event waits for the fonts, so the page is opened up to its DOMContentLoaded.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length);
  painted();
  await page.waitForLoadState("load");
  await page.waitForTimeout(ms);
  const shifts = await page.evaluate(
    () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
  );
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/**
 * Contracts for the register to show as cards (an empty register shows no table): on the first
 * units of seed property 60 (this spec's), with seed parties whose names are Arabic, also on the
 * English page.
 */
async function registerContracts(page: Page, origin: string) {
  const units = (await getPropertyById(page.request, 60)).units.slice(0, 3);
  for (const [i, unit] of units.entries()) {
    const response = await page.request.get(`/api/contracts?unit=${unit.id}`);
    const existing = ((await response.json()) as { data: { deleted: boolean }[] }).data;
    if (!existing.some((c) => !c.deleted))
      await createContract(page.request, origin, unit.id, { partiesPage: 60 + i });
  }
}

test.use({ storageState: storageState("manager"), viewport: PHONE });

for (const language of ["en", "ar"] as const) {
  test.describe(language, () => {
    if (language === "ar")
      test.beforeEach(async ({ context, baseURL }) => chooseArabic(context, baseURL!));
    for (const { name, path } of PAGES) {
      test(`${name} does not move while it loads`, async ({ page, baseURL }) => {
        if (path === "/contracts") await registerContracts(page, baseURL!);
        const { total, shifts } = await layoutShift(page, path);
        expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(GOOD);
      });
    }
  });
}

// Text drawn in the fallback while Plex loads takes Plex's room, so it does not move on the swap
// (app/globals.css, "Plex Latin Fallback": Arial or Liberation Sans scaled to Plex's metrics, one
// face a weight the UI uses).
test("Latin text in the fallback font takes the room Plex takes, at each weight", async ({
  page,
}) => {
  await page.goto("/");
  const sizes = await page.evaluate(async () => {
    const texts = [
      "Properties, contracts and parties: 1,234 units in Riyadh (2026-11-27)",
      "Contract Start End Notice deadline Updated Name Deed number Region Filters Views Columns",
    ];
    const plex = getComputedStyle(document.body).getPropertyValue("--font-latin");
    const measure = (text: string, family: string, weight: number) => {
      const span = document.createElement("span");
      span.textContent = text;
      span.style.cssText = `position:absolute;white-space:nowrap;font:${weight} 16px/normal ${family}`;
      document.body.append(span);
      const { width, height } = span.getBoundingClientRect();
      span.remove();
      return { width, height };
    };
    const out = [];
    for (const weight of [400, 500, 600])
      for (const text of texts) {
        await document.fonts.load(`${weight} 16px ${plex}`, text);
        await document.fonts.load(`${weight} 16px "Plex Latin Fallback"`, text);
        out.push({
          weight,
          text,
          plex: measure(text, plex, weight),
          fallback: measure(text, '"Plex Latin Fallback", monospace', weight),
        });
      }
    return out;
  });
  for (const { weight, text, plex, fallback } of sizes) {
    const report = `${weight} "${text}": Plex ${JSON.stringify(plex)}, fallback ${JSON.stringify(fallback)}`;
    expect(Math.abs(fallback.width / plex.width - 1), report).toBeLessThan(0.03);
    expect(Math.abs(fallback.height - plex.height), report).toBeLessThanOrEqual(1);
  }
});
