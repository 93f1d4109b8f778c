import { expect, test } from "@playwright/test";

import { chooseArabic, expectRtl } from "./arabic";
import { pageHeading, toArabicIndic } from "./helpers";
import { translator } from "./messages";
import { startOwnStack, type OwnStack } from "./own-stack";
import { DEMO_PASSWORD, ROLE_USERS } from "./roles";

// Issue 10's proof as a person sees it: an admin bulk-syncs every stale deed, the dashboard is
// stopped (SIGTERM, as a deployment does) while the run goes on and started again, the admin
// reloads the run's page, and the run finishes with every deed synced exactly once, as its results
// list them and as the rental service itself counts the sync requests it received.
// test/integration/deed-sync-restart.int.test.ts proves the same over HTTP, with the pace and the
// audit log. Each language has a rental service and a dashboard of its own (own-stack.ts): the
// run's shared ones count no requests, and other specs sync their deeds.

const DEEDS = 12; // startService's seed (test/integration/processes.ts), none ever synced
const DAYS = 30;
// One deed a second: the run lasts about DEEDS seconds, long enough to stop it midway when the
// machine is busy.
const RPS = 1;
const SYNC_REQUEST = "POST /tenant/v1/properties/sync-deed/";

/** Sync requests the rental service received, by "POST …/sync-deed/{id}" key. */
async function syncsByDeed(stack: OwnStack): Promise<Record<string, number>> {
  const { requests } = await stack.service.stats();
  return Object.fromEntries(Object.entries(requests).filter(([k]) => k.startsWith(SYNC_REQUEST)));
}
const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

for (const language of ["en", "ar"] as const) {
  test.describe(`bulk deed sync across a dashboard restart (${language})`, () => {
    const t = translator(language);
    let stack: OwnStack | undefined;

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      stack = await startOwnStack(`bulk-sync-restart-${language}`, {
        UPSTREAM_BACKGROUND_RPS: String(RPS),
      });
    });
    test.afterAll(async () => {
      await stack?.close();
    });

    test(`an admin bulk-syncs stale deeds, the dashboard restarts midway, nothing is synced twice (${language})`, async ({
      page,
      context,
    }) => {
      test.setTimeout(240_000);
      const own = stack!;
      if (language === "ar") await chooseArabic(context, own.url);

      // Signed in on this dashboard (the stored sessions are the shared dashboard's).
      await page.goto(`${own.url}/sign-in`);
      await page.getByLabel(t("auth.email")).fill(ROLE_USERS.admin);
      await page.getByLabel(t("auth.password")).fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: t("auth.submit") }).click();
      await expect(page).toHaveURL((url) => url.pathname === "/");
      if (language === "ar") await expectRtl(page);

      // The properties not synced within 30 days (all of them), and a sync of every one.
      await page.goto(`${own.url}/properties`);
      await expect(pageHeading(page)).toHaveText(t("properties.title"));
      const days = language === "ar" ? toArabicIndic(String(DAYS)) : String(DAYS);
      await page.getByLabel(t("properties.staleLabel")).fill(days);
      await expect(page).toHaveURL(new RegExp(`[?&]stale=${DAYS}\\b`));
      const bar = page.getByRole("region", { name: t("deedSync.bar.label") });
      await bar
        .getByRole("button", { name: t("deedSync.bar.syncStale", { count: DEEDS }) })
        .click();
      const confirm = page.getByRole("alertdialog", {
        name: t("deedSync.confirm.staleTitle", { count: DEEDS, days: DAYS }),
      });
      await confirm.getByRole("button", { name: t("deedSync.confirm.confirm") }).click();

      // The run's page: some deeds synced, not all.
      await expect(page).toHaveURL(/\/deeds\/sync\/[0-9a-f-]{36}$/);
      await expect(pageHeading(page)).toContainText(t("deedSync.run.title"));
      const progress = page.getByRole("progressbar", { name: t("deedSync.run.progressLabel") });
      const doneOnPage = async () => Number(await progress.getAttribute("aria-valuenow"));
      await expect.poll(doneOnPage, { timeout: 60_000 }).toBeGreaterThanOrEqual(2);
      const seen = await doneOnPage();
      expect(seen).toBeLessThan(DEEDS);
      await expect(pageHeading(page)).toContainText(t("deedSync.status.running"));

      // Stopped as a deployment stops it, midway by the rental service's own count.
      expect(await own.stopDashboard()).toBe(0);
      const before = await syncsByDeed(own);
      expect(total(before)).toBeGreaterThanOrEqual(seen);
      expect(total(before)).toBeLessThan(DEEDS);

      // Started again on the same address: the page reloads with the same session, and the run
      // goes on by itself to the end.
      await own.restartDashboard();
      await page.reload();
      await expect(pageHeading(page)).toContainText(t("deedSync.status.done"), {
        timeout: 90_000,
      });
      await expect(progress).toHaveAttribute(
        "aria-valuetext",
        t("deedSync.run.progressText", { done: String(DEEDS), total: DEEDS, shown: String(DEEDS) }),
      );

      // The results list each deed once, under one outcome.
      const results = page.getByRole("region", { name: t("deedSync.run.results") });
      const links = results.getByRole("link");
      await expect(links).toHaveCount(DEEDS);
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")));
      expect(new Set(hrefs).size).toBe(DEEDS);
      let listed = 0;
      for (const outcome of ["changed", "unchanged", "failed", "synced"] as const) {
        const group = results.getByRole("region", {
          name: startsWith(t(`deedSync.counts.${outcome}`)),
        });
        listed += await group.getByRole("link").count();
      }
      expect(listed).toBe(DEEDS);

      // The rental service's own count: each deed's sync request arrived exactly once.
      const after = await syncsByDeed(own);
      expect(Object.keys(after)).toHaveLength(DEEDS);
      for (const [request, count] of Object.entries(after)) expect(count, request).toBe(1);
    });
  });
}
