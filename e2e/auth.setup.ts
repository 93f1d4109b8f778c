import { expect, test as setup } from "@playwright/test";

import { DEMO_PASSWORD, ROLE_USERS, storageState, type DemoRole } from "./roles";

for (const role of Object.keys(ROLE_USERS) as DemoRole[]) {
  setup(`sign in as ${role}`, async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(ROLE_USERS[role]);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/");
    await page.context().storageState({ path: storageState(role) });
  });
}
