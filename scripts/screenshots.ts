import path from "node:path";

import { chromium, expect, type Page } from "@playwright/test";

// The README's screenshots (docs/screenshots/*.png), taken from a running demo: start
// `npm run demo`, wait for its banner (the demo register made), then `npm run screenshots`.
// 1366×900, light; the overview as a whole page (its forecast chart loads when scrolled to).
//   BASE=http://127.0.0.1:3000  ONLY=overview,ar-overview  npm run screenshots

const BASE = process.env.BASE ?? "http://127.0.0.1:3000";
const OUT = path.join(import.meta.dirname, "..", "docs", "screenshots");
const DEED = "310100000398";
const ONLY = process.env.ONLY?.split(",");
const want = (name: string) => !ONLY || ONLY.includes(name);

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

async function signedIn(email: string, language: "en" | "ar"): Promise<Page> {
  const context = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 1366, height: 900 },
    colorScheme: "light",
    locale: "en-US",
  });
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill("demo-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/", { timeout: 20_000 });
  // The language as a person picks it: the cookie the language switch sets.
  if (language === "ar") await context.addCookies([{ name: "locale", value: "ar", url: BASE }]);
  return page;
}

async function shoot(page: Page, name: string, wholePage = false) {
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 20_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.mouse.move(0, 899); // no hover state in the picture
  await page.evaluate(() => window.scrollTo(0, 0));
  // A whole page is shot with a viewport as tall as the page, so that the sidebar (the
  // viewport's height) reaches its bottom.
  if (wholePage) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 1366, height });
    await page.waitForLoadState("networkidle");
  }
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
  if (wholePage) await page.setViewportSize({ width: 1366, height: 900 });
  console.log(`${name}.png`);
}

for (const language of ["en", "ar"] as const) {
  const p = language === "ar" ? "ar-" : "";
  const page = await signedIn("manager@demo.test", language);
  if (want(`${p}overview`)) {
    await page.goto("/");
    await page.mouse.wheel(0, 1200);
    await expect(page.locator(".recharts-bar-rectangle").first()).toBeVisible({ timeout: 20_000 });
    await shoot(page, `${p}overview`, true);
  }
  if (want(`${p}contracts`)) {
    await page.goto("/contracts");
    await expect(page.getByRole("main").getByRole("table").getByRole("row").nth(5)).toBeVisible();
    await shoot(page, `${p}contracts`);
  }
  if (want(`${p}property`)) {
    await page.goto(`/properties/${DEED}`);
    await expect(page.getByRole("main").getByRole("table").first()).toBeVisible();
    await shoot(page, `${p}property`);
  }
  if (want(`${p}new-contract`)) {
    await page.goto("/contracts/new");
    const deed = language === "ar" ? `الصك ${DEED}` : `Deed ${DEED}`;
    await page.getByRole("radio", { name: new RegExp(deed) }).check();
    const units = language === "ar" ? /^وحدات/ : /^Units of/;
    await expect(page.getByRole("group", { name: units })).toBeVisible();
    await shoot(page, `${p}new-contract`);
  }
  if (language === "ar" && want("ar-parties")) {
    await page.goto("/parties");
    const found = page.getByRole("table", { name: "الأطراف المطابقة" });
    await expect(found.getByRole("row").nth(5)).toBeVisible();
    await shoot(page, "ar-parties");
  }
  await page.context().close();
}

if (want("admin-users")) {
  const page = await signedIn("admin@demo.test", "en");
  await page.goto("/admin/users");
  const users = page.getByRole("table", { name: "Dashboard users" });
  await expect(users).toContainText("support@demo.test");
  await shoot(page, "admin-users");
  await page.context().close();
}
await browser.close();
