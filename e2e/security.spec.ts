import { expect, test } from "@playwright/test";

import { expectSoundPage } from "./fixtures";
import { pageHeading } from "./helpers";
import { DEMO_PASSWORD, ROLE_USERS } from "./roles";

// What the browser itself holds and shows: the session cookie's flags as Chromium stored them,
// the account page (signed-in browsers, password, two-step verification), and signing out
// ending the session on the server.

test.use({ storageState: { cookies: [], origins: [] } });

async function signIn(page: import("@playwright/test").Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
}

test("the session cookie is __Host-, Secure, HttpOnly and SameSite=Lax, and scripts cannot read it", async ({
  page,
  context,
}) => {
  await signIn(page, ROLE_USERS.support);
  const cookies = await context.cookies();
  const session = cookies.find((c) => c.name.includes("session-token"));
  expect(session, JSON.stringify(cookies.map((c) => c.name))).toBeDefined();
  expect(session).toMatchObject({
    name: "__Host-authjs.session-token",
    path: "/",
    httpOnly: true,
    secure: true,
    sameSite: "Lax",
  });
  expect(session!.domain).not.toMatch(/^\./);
  // Every cookie the dashboard sets is HttpOnly or carries no secret (display preferences).
  for (const cookie of cookies.filter((c) => /authjs/.test(c.name)))
    expect(cookie.httpOnly).toBe(true);
  expect(await page.evaluate(() => document.cookie)).not.toContain("session-token");
});

test("the account page lists this browser, and signing out ends the session on the server", async ({
  page,
  context,
  request,
}) => {
  await signIn(page, ROLE_USERS.manager);
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Account and security" }).click();
  await expect(pageHeading(page)).toHaveText("Account and security");
  const sessions = page.getByRole("list", { name: "Signed-in browsers" });
  await expect(sessions.getByText("This browser")).toBeVisible();
  await expect(sessions).toContainText(/Chrome on \w+/);
  await expect(page.getByRole("region", { name: "Two-step verification" })).toContainText("Off");
  await expectSoundPage(page);

  const stolen = await context.cookies();
  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
  // The cookie as it was before signing out no longer opens anything.
  const cookie = stolen.map((c) => `${c.name}=${c.value}`).join("; ");
  const res = await request.get("/api/me", { headers: { cookie } });
  expect(res.status()).toBe(401);
});

test("a wrong current password keeps what was typed and says why", async ({ page }) => {
  await signIn(page, ROLE_USERS.support);
  await page.goto("/account");
  const form = page.getByRole("region", { name: "Password" });
  await form.getByLabel("Current password").fill("not my password at all");
  await form.getByLabel("New password").fill("a brand new passphrase");
  await form.getByRole("button", { name: "Change password" }).click();
  await expect(form.getByText("Your current password is not correct")).toBeVisible();
  await expect(form.getByLabel("New password")).toHaveValue("a brand new passphrase");
});
