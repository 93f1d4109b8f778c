import { expect, test } from "@playwright/test";

import { translator } from "./messages";
import { startOwnStack, type OwnStack } from "./own-stack";
import { DEMO_PASSWORD, ROLE_USERS } from "./roles";

// Step-up as a person meets it: some time after signing in, turning on two-step verification
// asks for the password again in a dialog, and once it is given the setup carries on by itself
// (the request waited behind the dialog and was sent again). A dashboard of its own
// (own-stack.ts) with STEP_UP_MAX_AGE_SECONDS=10: the run's shared one keeps a day, as its
// stored sessions are signed in once per run.

const MAX_AGE_SECONDS = 10;
const t = translator("en");
let stack: OwnStack | undefined;

test.use({ storageState: { cookies: [], origins: [] } });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack = await startOwnStack("step-up", { STEP_UP_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS) });
});
test.afterAll(async () => {
  await stack?.close();
});

test("a stale session confirms the password in a dialog, then setting up two-step verification carries on", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const own = stack!;
  await page.goto(`${own.url}/sign-in`);
  await page.getByLabel(t("auth.email")).fill(ROLE_USERS.manager);
  await page.getByLabel(t("auth.password")).fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: t("auth.submit") }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto(`${own.url}/account`);
  const card = page.getByRole("region", { name: t("account.secondFactor.title") });
  await expect(card.getByRole("button", { name: t("account.secondFactor.setUp") })).toBeVisible();

  // The sign-in's step-up grows old.
  await page.waitForTimeout((MAX_AGE_SECONDS + 1) * 1000);
  await card.getByRole("button", { name: t("account.secondFactor.setUp") }).click();
  const dialog = page.getByRole("dialog", { name: t("account.stepUp.title") });
  await expect(dialog).toBeVisible();
  // The password field has focus: typing and Enter is enough.
  const password = dialog.getByLabel(t("account.stepUp.password"));
  await expect(password).toBeFocused();
  await password.fill("not my password");
  await password.press("Enter");
  await expect(dialog.getByText(t("apiErrors.ownPasswordWrong")).first()).toBeVisible();
  await password.fill(DEMO_PASSWORD);
  await password.press("Enter");
  await expect(dialog).toBeHidden();
  // What the person was doing carries on: the QR code of the new secret.
  await expect(page.getByAltText(t("account.secondFactor.qrAlt"))).toBeVisible();
});
