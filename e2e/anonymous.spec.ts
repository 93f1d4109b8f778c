import { expect, test } from "@playwright/test";

import { mainAlert, pageHeading } from "./helpers";
import { DEMO_PASSWORD, ROLE_USERS } from "./roles";

// No stored session: a visitor who has not signed in.
test.use({ storageState: { cookies: [], origins: [] } });

test("an anonymous visitor is sent to sign-in and comes back to the page asked for", async ({
  page,
}) => {
  await page.goto("/properties?name=Qirawan&pageSize=10");
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe(
    "/properties?name=Qirawan&pageSize=10",
  );
  await expect(pageHeading(page)).toHaveText("Sign in");

  await page.getByLabel("Email").fill(ROLE_USERS.manager);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/properties" &&
      url.searchParams.get("name") === "Qirawan" &&
      url.searchParams.get("pageSize") === "10",
  );
  await expect(pageHeading(page)).toHaveText("Properties");
  await expect(page.getByLabel("Filter by name")).toHaveValue("Qirawan");
  const rows = page.getByRole("table", { name: "Properties" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Qirawan");
});

test("a wrong password shows why and keeps the typed email", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(ROLE_USERS.support);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();

  await expect(mainAlert(page)).toHaveText("Email or password is incorrect.");
  await expect(page).toHaveURL((url) => url.pathname === "/sign-in");
  await expect(page.getByLabel("Email")).toHaveValue(ROLE_USERS.support);
  // The password is cleared and focused for the next attempt.
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByLabel("Password")).toBeFocused();
});

test("the API answers an anonymous request with JSON 401, not a redirect", async ({ request }) => {
  const response = await request.get("/api/v1/properties", { maxRedirects: 0 });
  expect(response.status()).toBe(401);
  expect(response.headers()["content-type"]).toContain("application/json");
  const body = (await response.json()) as { error: { code: string } };
  expect(body.error.code).toBe("UNAUTHENTICATED");
});
