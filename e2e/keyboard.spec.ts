import { expect, test } from "@playwright/test";

import { expectFocusVisible, getPropertyById, pageHeading, tabTo, toast } from "./helpers";
import { DEMO_PASSWORD, ROLE_USERS, storageState } from "./roles";

// Keyboard alone: Tab, Space, typing and Enter; no clicks. The unit edited here (the first of
// seed property 9) belongs to this spec alone.
test.use({ storageState: { cookies: [], origins: [] } });

test("sign in and edit a unit with the keyboard alone, focus always visible", async ({
  page,
  browser,
}) => {
  const lookup = await browser.newContext({ storageState: storageState("manager") });
  const property = await getPropertyById(lookup.request, 9);
  await lookup.close();
  const unit = property.units[0]!;
  const rooms = unit.rooms === 2 ? 3 : 2;

  await page.goto("/sign-in");
  // The email field has focus on arrival.
  const email = page.getByLabel("Email");
  await expect(email).toBeFocused();
  await page.keyboard.type(ROLE_USERS.manager);
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await expectFocusVisible(page);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/");

  // Skip link first, then the navigation.
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expectFocusVisible(page);

  const nav = page.getByRole("navigation", { name: "Main" });
  await tabTo(page, nav.getByRole("link", { name: "Properties" }));
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(pageHeading(page)).toHaveText("Properties");

  const filter = page.getByLabel("Filter by name");
  await tabTo(page, filter);
  await expectFocusVisible(page);
  await page.keyboard.type(property.property_name.split(" - ")[1]!);
  await expect(page).toHaveURL(/name=/);
  const propertyLink = page.getByRole("link", { name: property.property_name, exact: true });
  await expect(propertyLink).toBeVisible();
  await tabTo(page, propertyLink);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(pageHeading(page)).toHaveText(property.property_name);

  const unitLink = page
    .getByRole("table", { name: "Units", exact: true })
    .getByRole("link", { name: unit.unit_number, exact: true });
  await tabTo(page, unitLink);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(pageHeading(page)).toHaveText(`Unit ${unit.unit_number}`);

  const roomsField = page.getByLabel("Rooms", { exact: true });
  await tabTo(page, roomsField);
  await expectFocusVisible(page);
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(String(rooms));
  // Enter in a field submits the form.
  await page.keyboard.press("Enter");
  await expect(toast(page, `Unit ${unit.unit_number} saved`)).toBeVisible();
  await expect(roomsField).toHaveValue(String(rooms));

  // The save button is reachable too and shows its focus.
  await tabTo(page, page.getByRole("button", { name: "Save changes" }));
  await expectFocusVisible(page);
});

test("the new-contract wizard's choices work with Tab, Space and Enter", async ({ page }) => {
  await page.goto("/sign-in");
  await page.keyboard.type(ROLE_USERS.manager);
  await page.keyboard.press("Tab");
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL((url) => url.pathname === "/");
  await page.goto("/contracts/new");

  const properties = page.getByRole("group", { name: "Properties" }).getByRole("radio");
  await expect(properties.first()).toBeVisible();
  await tabTo(page, properties);
  await expectFocusVisible(page);
  // Space chooses the focused property; its units appear.
  await page.keyboard.press("Space");
  await expect(properties.first()).toBeChecked();
  const units = page.getByRole("group", { name: /^Units of/ }).getByRole("radio");
  await expect(units.first()).toBeVisible();

  // Continue without a unit: the step stays and says what is missing.
  const next = page.getByRole("button", { name: "Continue" });
  await tabTo(page, next);
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Choose a unit", { exact: true })).toBeVisible();

  await tabTo(page, units, 30, "Shift+Tab");
  await expectFocusVisible(page);
  await page.keyboard.press("Space");
  await expect(page.getByText("Choose a unit", { exact: true })).toBeHidden();
  await tabTo(page, next);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Choose the parties" })).toBeVisible();
});
