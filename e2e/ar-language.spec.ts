import { expect, test, type Page } from "@playwright/test";

import { expectRtl } from "./arabic";
import { createUser, pageHeading } from "./helpers";

// Choosing the language: at once, without leaving the page; before sign-in it stays in this
// browser, after sign-in it is kept on the profile and follows the person to another browser.
// Playwright's Chromium asks for English, so a first visit is English.

async function signIn(
  page: Page,
  { email, password }: { email: string; password: string },
  labels: { email: string; password: string; submit: string },
) {
  await page.getByLabel(labels.email).fill(email);
  await page.getByLabel(labels.password).fill(password);
  await page.getByRole("button", { name: labels.submit }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
}

const ENGLISH = { email: "Email", password: "Password", submit: "Sign in" };
const ARABIC = { email: "البريد الإلكتروني", password: "كلمة المرور", submit: "دخول" };

test("the sign-in page switches language at once and keeps it in this browser", async ({
  page,
}) => {
  await page.goto("/sign-in?callbackUrl=%2Fproperties");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await page.getByRole("button", { name: "العربية" }).click();
  await expectRtl(page);
  await expect(pageHeading(page)).toHaveText("تسجيل الدخول");
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe("/properties");
  await page.reload();
  await expectRtl(page);
  await page.getByRole("button", { name: "English" }).click();
  await expect(pageHeading(page)).toHaveText("Sign in");
});

test("the account menu's language, digits and calendar are kept on the profile", async ({
  browser,
  baseURL,
}) => {
  // A user of this test's own, so that its profile's language concerns nobody else.
  const user = await createUser(browser, baseURL!, {
    role: "support",
    name: "Language Tester",
    prefix: "language",
  });
  const first = await browser.newPage();
  await first.goto("/sign-in");
  await signIn(first, user, ENGLISH);
  await expect(first.locator("html")).toHaveAttribute("lang", "en");

  await first.getByRole("button", { name: /^Account menu/ }).click();
  await first.getByRole("menuitemradio", { name: "العربية" }).click();
  await expectRtl(first);
  await expect(first.getByRole("navigation", { name: "القائمة الرئيسية" })).toBeVisible();
  await expect(first).toHaveURL((url) => url.pathname === "/");

  // Digits and calendar go the same way; the menu shows the new choice.
  await first.getByRole("button", { name: /^قائمة حساب/ }).click();
  await first.getByRole("menuitemradio", { name: "هجري (أم القرى)" }).click();
  await first.getByRole("button", { name: /^قائمة حساب/ }).click();
  await expect(first.getByRole("menuitemradio", { name: "هجري (أم القرى)" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await first.getByRole("menuitemradio", { name: /أرقام عربية/ }).click();
  await first.getByRole("button", { name: /^قائمة حساب/ }).click();
  await expect(first.getByRole("menuitemradio", { name: /أرقام عربية/ })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await first.keyboard.press("Escape");
  await first.close();

  // Another browser: English sign-in page (its own first visit), Arabic once signed in.
  const elsewhere = await browser.newContext();
  const second = await elsewhere.newPage();
  await second.goto("/sign-in");
  await expect(second.locator("html")).toHaveAttribute("lang", "en");
  await signIn(second, user, ENGLISH);
  await expectRtl(second);
  await expect(pageHeading(second)).toContainText("مرحبًا بعودتك");
  const prefs = await second.request.get("/api/me/preferences");
  expect(await prefs.json()).toMatchObject({
    data: { locale: "ar", digits: "arab", calendar: "islamic-umalqura" },
  });
  await elsewhere.close();
});

test("a browser that chose Arabic before signing in signs in with Arabic labels", async ({
  browser,
  baseURL,
}) => {
  // A user of this test's own, so that its profile's language concerns nobody else.
  const user = await createUser(browser, baseURL!, {
    role: "support",
    name: "Language Tester",
    prefix: "language",
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "العربية" }).click();
  await expectRtl(page);
  await signIn(page, user, ARABIC);
  await expectRtl(page);
  await context.close();
});
