import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";

// Arabic specs choose the language as a person does: through the preference. The demo users'
// profiles hold no language (other specs share them), so this browser's `locale` cookie decides;
// Playwright's Chromium itself asks for English.

/** Every test of the calling file runs with Arabic chosen in this browser. */
export function inArabic(): void {
  test.beforeEach(async ({ context, baseURL }) => chooseArabic(context, baseURL!));
}

/** Arabic chosen in this browser for the dashboard at `url` (a spec's own dashboard, too). */
export async function chooseArabic(context: BrowserContext, url: string): Promise<void> {
  await context.addCookies([{ name: "locale", value: "ar", url }]);
}

/** Arabic-Indic digits (أرقام عربية) chosen in this browser, as the display menu keeps them. */
export async function chooseArabicDigits(context: BrowserContext, url: string): Promise<void> {
  await context.addCookies([{ name: "digits", value: "arab", url }]);
}

/** A toast, by its text, in the Arabic-labelled outlet. */
export function toastAr(page: Page, text: string | RegExp): Locator {
  return page.getByRole("region", { name: /الإشعارات/ }).getByText(text);
}

/** The page is Arabic and right to left. */
export async function expectRtl(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
}
