import type { Page } from "@playwright/test";

import { launchChromium } from "./browser";
import { cannon } from "./cannon";
import { type BenchContext, type Details, ownDashboard } from "./context";
import { browserCookies, dashboardSession, resetServiceStats, serviceStats } from "./session";

// Upstream economy, counted where it happens: at the rental service (/__stats counts every
// request it receives).

/** A fresh dashboard (empty token cache) gets 200 concurrent requests: how many tokens? */
export async function measureColdToken(ctx: BenchContext, details: Details) {
  const dashboard = await ownDashboard(ctx, "cold-dashboard");
  try {
    const session = await dashboardSession(dashboard.url, "manager");
    await resetServiceStats(ctx.service.url);
    const result = await cannon({
      url: `${dashboard.url}/api/v1/properties`,
      headers: { cookie: session.cookie },
      connections: 200,
      amount: 200,
    });
    const stats = await serviceStats(ctx.service.url);
    ctx.results.token.requests_for_200_cold = stats.tokenRequests;
    details.push(
      "A second dashboard, started for this and never used before (its token cache empty), signed",
      "in over HTTP as the manager (sign-in does not call upstream), then 200 concurrent",
      "`GET /api/v1/properties` (autocannon, 200 connections, 200 requests). Counted at the",
      "rental service:",
      "",
      `- token requests: ${stats.tokenRequests}`,
      `- business requests: ${JSON.stringify(stats.requests)}`,
      `- answers to the 200: ${JSON.stringify(result.statuses)}, socket errors ${result.errors}`,
    );
  } finally {
    await dashboard.stop();
  }
}

const settle = (page: Page) => page.waitForLoadState("networkidle");

/** A person's walk in Chromium: which upstream calls does it repeat? */
export async function measureEconomy(ctx: BenchContext, details: Details) {
  const browser = await launchChromium(ctx.chromePath);
  try {
    const context = await browser.newContext({ baseURL: ctx.dashboard.url });
    await context.addCookies(browserCookies(ctx.manager, ctx.dashboard.url));
    const page = await context.newPage();
    await resetServiceStats(ctx.service.url);
    const steps: [string, () => Promise<unknown>][] = [
      ["open /properties", () => page.goto("/properties")],
      ["click the first property", () => clickThrough(page, 'a[href^="/properties/"]')],
      ["click its first unit", () => clickThrough(page, 'a[href^="/units/"]')],
      ["back to the property", () => page.goBack()],
    ];
    const totals = new Map<string, number>();
    const lines = ["| step | at | upstream calls (method path: count) |", "| --- | --- | --- |"];
    for (const [label, act] of steps) {
      await act();
      await settle(page);
      const { requests } = await serviceStats(ctx.service.url);
      await resetServiceStats(ctx.service.url);
      for (const [key, count] of Object.entries(requests))
        totals.set(key, (totals.get(key) ?? 0) + count);
      const calls = Object.entries(requests).map(([k, n]) => `${k}: ${n}`);
      lines.push(`| ${label} | ${new URL(page.url()).pathname} | ${calls.join("; ") || "none"} |`);
    }
    const repeated = [...totals].filter(([, n]) => n > 1);
    ctx.results.economy.repeat_fetches = repeated.reduce((sum, [, n]) => sum + n - 1, 0);
    details.push(
      "Chromium (Playwright), signed in as the manager: list → property → unit → back → property,",
      "each step waiting for the network to go quiet. Upstream calls counted at the rental service",
      "per step (method and path; the service's counters leave out query strings). A repeat is",
      "every call of a method and path beyond its first within the walk.",
      "",
      ...lines,
      "",
      repeated.length
        ? `Repeated: ${repeated.map(([k, n]) => `${k} ×${n}`).join("; ")}.`
        : "No upstream call was repeated.",
    );
  } finally {
    await browser.close();
  }
}

async function clickThrough(page: Page, selector: string) {
  const link = page.locator(`main ${selector}`).first();
  const href = await link.getAttribute("href");
  await link.click();
  await page.waitForURL((url) => href !== null && url.pathname === href.split("?")[0]);
}
