import { expect, test, type Page } from "@playwright/test";

import { chooseArabic, toastAr } from "./arabic";
import { toast } from "./helpers";
import { translator } from "./messages";
import { storageState } from "./roles";

// A person with two exports running (other tabs, say) who starts a third from the Export menu is
// told in words, in their language, why it did not start; once those end, an export runs again.
// The run's dashboard paces an export of all properties at EXPORT_UPSTREAM_RPS=0.2
// (playwright.config.ts): its three pages take some ten seconds, so the two stay running while
// the third is tried. The admin is the only role here whose exports no other spec runs.

test.use({ storageState: storageState("admin") });

type Tabs = Window & { exportsRunning?: AbortController[] };

/** Two exports of every property, started as two other tabs would, left running. */
async function twoRunning(page: Page) {
  const statuses = await page.evaluate(() => {
    const tabs = window as Tabs;
    tabs.exportsRunning = [new AbortController(), new AbortController()];
    return Promise.all(
      tabs.exportsRunning.map((c) =>
        fetch("/api/exports/properties?format=csv", { signal: c.signal }).then((r) => r.status),
      ),
    );
  });
  expect(statuses).toEqual([200, 200]);
}

const cancelThem = (page: Page) =>
  page.evaluate(() => (window as Tabs).exportsRunning?.forEach((c) => c.abort()));

for (const language of ["en", "ar"] as const) {
  test(`a third export at once is refused in words (${language})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const t = translator(language);
    const words = t("apiErrors.tooManyExports", { limit: 2 });
    const said = language === "ar" ? toastAr(page, words) : toast(page, words);
    const menu = language === "ar" ? "تصدير" : "Export";
    const csv = language === "ar" ? /^ملف CSV/ : /^CSV/;
    if (language === "ar") await chooseArabic(context, baseURL!);

    await page.goto("/properties");
    await twoRunning(page);
    await page.getByRole("button", { name: menu }).click();
    await page.getByRole("menuitem", { name: csv }).click();
    await expect(said).toBeVisible();
    // Nothing was left running: the menu is back.
    await expect(page.getByRole("button", { name: menu })).toBeVisible();

    // The two end (cancelled): an export runs again.
    await cancelThem(page);
    await expect(async () => {
      const status = await page.evaluate(async () => {
        const stop = new AbortController();
        const res = await fetch("/api/exports/properties?format=csv&name=x", {
          signal: stop.signal,
        });
        stop.abort();
        return res.status;
      });
      expect(status).toBe(200);
    }).toPass({ timeout: 10_000 });
  });
}
