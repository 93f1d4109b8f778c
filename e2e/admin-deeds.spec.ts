import { expect, test, type Page } from "@playwright/test";

import { getPropertyById, dayText, pageHeading, toast, typeDate } from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("admin") });

// A registry-only deed from rental-service/README.md ("Demo data"); used by this spec alone.
const REMOTE = {
  deed: "510100000003",
  owner: "1422385482",
  hijri: "1425-03-21",
  gregorian: "2004-05-10",
  name: "سكن الروضة 70 - Al Rawdah Residence 70",
};

function registryForm(page: Page) {
  return page
    .getByRole("main")
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "Search the registry" }) });
}

test("an admin finds a registry deed, opens its property, syncs it and deletes it", async ({
  page,
}) => {
  await page.goto("/deeds");
  await expect(pageHeading(page)).toHaveText("Deeds");

  const form = registryForm(page);
  await form.getByLabel("Deed number").fill(REMOTE.deed);
  await form.getByLabel("Owner ID number").fill(REMOTE.owner);
  // The Hijri date typed in the picker (Hijri by default for this field), the Gregorian day live.
  await typeDate(form.getByRole("group", { name: "Deed date (Hijri)" }), REMOTE.hijri);
  await expect(form.getByText(`Gregorian: ${dayText(REMOTE.gregorian, "gregory")}`)).toBeVisible();
  await form.getByRole("button", { name: "Search the registry" }).click();

  const result = page.getByRole("status").filter({ hasText: `Deed ${REMOTE.deed}` });
  await expect(result).toContainText("Found in the national registry.");
  await expect(result).toContainText(REMOTE.name);
  await result.getByRole("link", { name: "Open the property" }).click();

  await expect(page).toHaveURL(`/properties/${REMOTE.deed}`);
  await expect(pageHeading(page)).toHaveText(REMOTE.name);

  // Sync: confirm, then the result says what changed (a fresh import has nothing new).
  await page.getByRole("button", { name: "Sync deed data" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Sync the deed data of ${REMOTE.name}?` });
  await confirm.getByRole("button", { name: "Sync deed data" }).click();
  const synced = page.getByRole("dialog", { name: "Deed data synced" });
  await expect(synced).toContainText("Already up to date");
  await expect(toast(page, `Deed data of ${REMOTE.deed} synced`)).toBeVisible();
  await synced.getByRole("button", { name: "Close" }).first().click();
  await expect(synced).toBeHidden();

  // Delete: the confirmation names the property and wants the deed number typed.
  await page.getByRole("button", { name: "Delete property" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Delete ${REMOTE.name}?` });
  const confirmDelete = dialog.getByRole("button", { name: "Delete property" });
  await expect(confirmDelete).toBeDisabled();
  await dialog.getByLabel(`Type the deed number ${REMOTE.deed} to confirm`).fill("510100000004");
  await expect(confirmDelete).toBeDisabled();
  await dialog.getByLabel(`Type the deed number ${REMOTE.deed} to confirm`).fill(REMOTE.deed);
  await confirmDelete.click();

  await expect(toast(page, `${REMOTE.name} was deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/properties$/);
  await page.getByLabel("Filter by name").fill("Al Rawdah Residence 70");
  await expect(page.getByText("No property name contains “Al Rawdah Residence 70”")).toBeVisible();
  await page.goto(`/properties/${REMOTE.deed}`);
  await expect(page.getByText(`No property has the deed number ${REMOTE.deed}.`)).toBeVisible();
});

test("an admin syncs a deed the registry has changed and sees each change", async ({ page }) => {
  // Seed property 18 has a newer deed in the registry (README: every twelfth from 6 on).
  const property = await getPropertyById(page.request, 18);
  await page.goto(`/properties/${property.document_number}`);
  await expect(pageHeading(page)).toHaveText(property.property_name);

  await page.getByRole("button", { name: "Sync deed data" }).click();
  const confirm = page.getByRole("alertdialog", { name: /^Sync the deed data of/ });
  await confirm.getByRole("button", { name: "Sync deed data" }).click();
  const synced = page.getByRole("dialog", { name: "Deed data synced" });
  await expect(synced).toContainText(/\d+ changes? pulled from the registry/);
  await expect(synced.getByRole("listitem").first()).toBeVisible();
  await synced.getByRole("button", { name: "Close" }).first().click();
  // The page shows the registry's data now: name changes appear in the heading.
  const changedName = await page.request
    .get(`/api/v1/properties/${property.document_number}`)
    .then(async (r) => ((await r.json()) as { data: { property_name: string } }).data);
  await expect(pageHeading(page)).toHaveText(changedName.property_name);
});
