import { expect, test, type Page } from "@playwright/test";

import { chooseArabic } from "./arabic";
import { DEMO_DEED, getUnit, pageHeading } from "./helpers";
import { storageState } from "./roles";

// A page's first load builds no Intl formatter in the browser: hydration shows the numbers and
// dates the server rendered (lib/format/seed.ts). The first Intl.NumberFormat or DateTimeFormat
// of a page costs Chromium 30-75 ms of main thread, all of it inside hydration before this.

test.use({ storageState: storageState("manager") });

const INTL = ["DateTimeFormat", "NumberFormat", "RelativeTimeFormat", "ListFormat", "DisplayNames"];

/** Counts, from before the page's first script, every Intl formatter the page builds. */
async function countIntl(page: Page) {
  await page.addInitScript((names: string[]) => {
    const built: string[] = [];
    (window as unknown as { __intlBuilt: string[] }).__intlBuilt = built;
    const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
    for (const name of names) {
      const Original = intl[name]!;
      intl[name] = new Proxy(Original, {
        construct(target, args) {
          built.push(`${name}(${JSON.stringify(args)})`);
          return Reflect.construct(target, args);
        },
      });
    }
  }, INTL);
}

const built = (page: Page) =>
  page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt);

/**
 * The overview's forecast chart loads after hydration, when its place comes within 200 px of the
 * screen (which depends on the data above it), and formats its axis then. Returns how many
 * formatters had been built when its script was asked for: those after it are the chart's.
 */
async function beforeTheChart(page: Page): Promise<() => number> {
  let count = Infinity;
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes("recharts-wrapper"))
      count = Math.min(count, (await built(page)).length);
    await route.fulfill({ response });
  });
  return () => count;
}

// The pages whose first view the server renders with its data. A page that fetches its data in
// the browser formats it there, after hydration.
const PAGES: { name: string; path: (page: Page) => Promise<string> | string }[] = [
  { name: "overview", path: () => "/" },
  { name: "properties", path: () => "/properties" },
  { name: "a property", path: () => `/properties/${DEMO_DEED}` },
  {
    name: "a unit",
    path: async (p) => `/units/${(await getUnit(p.request, DEMO_DEED, "401")).id}`,
  },
  { name: "new contract", path: () => "/contracts/new" },
  { name: "contracts", path: () => "/contracts" },
  { name: "parties", path: () => "/parties" },
  { name: "parties needing attention", path: () => "/parties/attention" },
  { name: "regions", path: () => "/regions" },
];

for (const language of ["en", "ar"] as const) {
  test.describe(`first load in ${language === "en" ? "English" : "Arabic"}`, () => {
    if (language === "ar")
      test.beforeEach(({ context, baseURL }) => chooseArabic(context, baseURL!));

    for (const { name, path } of PAGES) {
      test(`${name} builds no Intl formatter`, async ({ page }) => {
        await countIntl(page);
        const chartAt = await beforeTheChart(page);
        await page.goto(await path(page));
        await expect(pageHeading(page)).toBeVisible();
        await page.waitForLoadState("networkidle");
        expect((await built(page)).slice(0, chartAt())).toEqual([]);
      });
    }
  });
}

test("numbers and dates shown after the first load are still formatted in the browser", async ({
  page,
}) => {
  await countIntl(page);
  await page.goto("/properties");
  await expect(pageHeading(page)).toHaveText("Properties");
  await page.waitForLoadState("networkidle");
  expect(await built(page)).toEqual([]);
  // The second page of the list holds rows the server never rendered.
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => built(page)).not.toEqual([]);
});
