import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { test as base, expect, type Page } from "@playwright/test";

import { chooseArabic } from "./arabic";
import { translator } from "./messages";
import { signInOnStack, startOwnStack, type OwnStack } from "./own-stack";

// The vacant-units page on a phone while the units index is being refreshed: when the refresh
// ends, the status line says when, with how many properties and units, in the room the
// "refreshing" line kept for it, so that the list below does not move (it moved by 0.165 on a
// phone, Lighthouse's CLS of the page). The refresh is held running by the rental service
// answering slowly (its latency fault), on a rental service and dashboard of this spec's own: on
// the run's shared one, a slow service would slow every other spec.

type OwnDesk = { stack: OwnStack; manager: string };

const test = base.extend<object, { own: OwnDesk }>({
  own: [
    async ({ browser }, provide, workerInfo) => {
      const stack = await startOwnStack(`occupancy-refresh-${workerInfo.workerIndex}`, {});
      const dir = mkdtempSync(path.join(tmpdir(), "rental-desk-e2e-occupancy-refresh-auth-"));
      try {
        const manager = await signInOnStack(
          browser,
          stack.url,
          "manager",
          path.join(dir, "manager.json"),
        );
        await provide({ stack, manager });
      } finally {
        await stack.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    { scope: "worker", timeout: 180_000 },
  ],
  // (`provide` is Playwright's `use`: a React hook's name to the linter.)
  baseURL: async ({ own }, provide) => provide(own.stack.url),
  storageState: async ({ own }, provide) => provide(own.manager),
});

test.use({ viewport: { width: 412, height: 823 } });

/** What web.dev calls no visible shift: far under its "good" 0.1. */
const STILL = 0.01;

/** The page's layout shifts (not caused by input) from its start, kept for the spec to read. */
async function watchShifts(page: Page) {
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
}

for (const language of ["en", "ar"] as const) {
  test(`${language}: the vacant units do not move when the index's refresh ends`, async ({
    page,
    baseURL,
    own,
  }) => {
    const t = translator(language);
    if (language === "ar") await chooseArabic(page.context(), baseURL!);
    const running = page.getByText(t("occupancy.index.running"));
    // A first visit refreshes the index if it never was (and reads the regions, which the server
    // then keeps): the status line says when, with nothing held.
    await page.goto("/occupancy");
    const button = page.getByRole("button", { name: t("occupancy.index.refresh") });
    await expect(button).toBeEnabled({ timeout: 30_000 });
    await expect(running).toHaveCount(0, { timeout: 30_000 });

    // Each request to the rental service now takes 8 s: the refresh started here runs that long,
    // and the page opened again meanwhile shows it running, then (a read every 3 s) ended.
    await own.stack.service.setFaults({ latencyMs: 8_000 });
    try {
      await button.click();
      await expect(running).toBeVisible();
      await watchShifts(page);
      await page.reload();
      await expect(running).toBeVisible();
      await expect(running).toHaveCount(0, { timeout: 30_000 });
    } finally {
      await own.stack.service.resetFaults();
    }
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts,
    );
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(STILL);
    // The line names the refresh's time (not the code of a function) and its counts.
    const status = page
      .getByRole("status")
      .filter({ hasText: /[\d٠-٩]/ })
      .first();
    await expect(status).toBeVisible();
    await expect(status).not.toContainText("=>");
  });
}
