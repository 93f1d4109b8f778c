import { readFile } from "node:fs/promises";

import { expect, test, type Locator, type Page } from "@playwright/test";

import { PHONE } from "./fixtures";
import {
  DEMO_DEED,
  expectDate,
  getParties,
  getProperty,
  isoDate,
  pageHeading,
  toast,
  typeDate,
  unitNameIn,
} from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("manager") });

// Unit 301 of the README's demo property is used by this spec only (no seeded contract on it).
const UNIT_NUMBER = "301";

test("a manager creates a contract, changes its dates and deletes it", async ({ page }) => {
  const property = await getProperty(page.request, DEMO_DEED);
  const [lessor, tenant] = await getParties(page.request, 30);

  await page.goto("/contracts/new");
  await expect(pageHeading(page)).toHaveText("New contract");

  // 1. Unit: search the property by name, choose it, then one of its units.
  await expect(page.getByRole("heading", { name: "Choose the unit" })).toBeVisible();
  await page.getByLabel("Search properties by name").fill("Al Qirawan Building 1");
  await page.getByRole("radio", { name: new RegExp(`Deed ${DEMO_DEED}`) }).check();
  const units = page.getByRole("group", { name: `Units of ${property.property_name}` });
  await units.getByRole("radio", { name: new RegExp(`^Unit ${UNIT_NUMBER} `) }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  // 2. Parties: the lessor found by ID number, the tenant by name.
  await expect(page.getByRole("heading", { name: "Choose the parties" })).toBeVisible();
  const lessorBox = page.getByRole("region", { name: "Lessor" });
  await lessorBox.getByLabel("Search lessors by").selectOption({ label: "ID number" });
  await lessorBox.getByLabel("Search for the lessor").fill(lessor!.id_number);
  await lessorBox.getByRole("radio", { name: new RegExp(lessor!.id_number) }).check();
  const tenantBox = page.getByRole("region", { name: "Tenant" });
  await tenantBox.getByLabel("Search for the tenant").fill(tenant!.full_name);
  await tenantBox.getByRole("radio", { name: new RegExp(tenant!.id_number) }).check();
  await page.getByRole("button", { name: "Continue" }).click();

  // 3. Terms.
  await expect(page.getByRole("heading", { name: "Set the terms" })).toBeVisible();
  await page.getByLabel("Contract type").selectOption({ label: "Residential" });
  await page.getByLabel("Duration (years)").fill("2");
  await page.getByLabel("Total rent for the term (SAR)").fill("60000");
  await page.getByLabel("Notice period (days)").fill("60");
  await page.getByLabel("Renew automatically").check();
  await page.getByRole("button", { name: "Continue" }).click();

  // 4. Summary: everything chosen, before anything is created.
  await expect(page.getByRole("heading", { name: "Check and create" })).toBeVisible();
  const main = page.getByRole("main");
  for (const text of [
    property.property_name,
    `Unit ${UNIT_NUMBER}`,
    lessor!.full_name,
    tenant!.full_name,
    "2 years",
    "SAR 60,000",
    "60 days",
  ]) {
    await expect(main).toContainText(text);
  }
  await page.getByRole("button", { name: "Create contract" }).click();

  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(toast(page, `Contract No. ${id} created`)).toBeVisible();
  await expect(pageHeading(page)).toContainText(`Contract No. ${id}`);
  await expect(pageHeading(page)).toContainText("Active");

  // The parties by name (the register looked them up), each ID number a search on the parties page.
  const parties = page.getByRole("main").locator("dl").filter({ hasText: "Tenant" });
  await expect(parties).toContainText(`Lessor${lessor!.full_name}`);
  await expect(parties).toContainText(`Tenant${tenant!.full_name}`);
  for (const party of [lessor!, tenant!]) {
    const name = `Find ${party.full_name} (ID number ${party.id_number}) among the parties`;
    await expect(page.getByRole("link", { name })).toHaveAttribute(
      "href",
      `/parties?field=id_number&q=${party.id_number}`,
    );
  }

  // Where: the property by name, deed number and address, the unit by its type and number (the
  // wizard sent the property; the register looked it up), the record number a muted line below.
  const chosen = property.units.find((u) => u.unit_number === UNIT_NUMBER)!;
  const unitName = unitNameIn("en", property, chosen);
  await expect(page.getByRole("main")).toContainText(unitName);
  const place = page.getByRole("main").locator("dl").filter({ hasText: "Deed number" });
  await expect(place).toContainText(`Property${property.property_name}`);
  await expect(place).toContainText(`Deed number${DEMO_DEED}`);
  await expect(place).toContainText(`Unit record #${chosen.id}`);
  await expect(place.getByRole("link", { name: property.property_name })).toHaveAttribute(
    "href",
    `/properties/${DEMO_DEED}`,
  );

  // Dates (the date picker, typed): an end before the start is refused beside the end date,
  // before anything is sent.
  const start = page.getByRole("group", { name: "Start date" });
  const end = page.getByRole("group", { name: "End date" });
  const endDay = end.getByRole("spinbutton").first();
  await typeDate(end, isoDate(-10));
  await pageHeading(page).click(); // leave the field
  await expect(endDay).toHaveAttribute("aria-invalid", "true");
  await expect(endDay).toHaveAccessibleDescription(/The end date must be after the start date/);

  // Then valid dates: a start next month makes the contract a draft. The Hijri day shows live.
  const newStart = isoDate(30);
  const newEnd = isoDate(30 + 364);
  await typeDate(start, newStart);
  await typeDate(end, newEnd);
  await expect(endDay).not.toHaveAttribute("aria-invalid", "true");
  await expect(endDay).toHaveAccessibleDescription(/Hijri: .+ AH/);
  await page.getByRole("button", { name: "Save dates" }).click();
  await expect(toast(page, `Dates of contract No. ${id} saved`)).toBeVisible();
  await expect(pageHeading(page)).toContainText("Draft");
  await page.reload();
  await expectDate(page.getByRole("group", { name: "Start date" }), newStart);
  await expectDate(page.getByRole("group", { name: "End date" }), newEnd);
  // A change keeps the names.
  await expect(parties).toContainText(`Tenant${tenant!.full_name}`);

  // Delete, with confirmation; back on the register.
  await page.getByRole("button", { name: "Delete draft" }).click();
  const dialog = page.getByRole("alertdialog", { name: `Delete draft contract No. ${id}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Delete draft" }).click();
  await expect(toast(page, `Draft contract No. ${id} deleted`)).toBeVisible();
  await expect(page).toHaveURL(/\/contracts$/);

  // The register filtered by this unit: nothing live; with "Show deleted", the contract, marked.
  const unit = property.units.find((u) => u.unit_number === UNIT_NUMBER)!;
  await page.goto(`/contracts?unit=${unit.id}`);
  await expect(page.getByText("No contracts match these filters")).toBeVisible();
  // The box follows the URL, so it is checked once the new address is in place.
  await page.getByLabel("Show deleted").click();
  await expect(page.getByLabel("Show deleted")).toBeChecked();
  const link = page.getByRole("link", { name: `Open contract No. ${id}`, exact: true });
  await expect(link).toBeVisible();
  const row = page.getByRole("row").filter({ has: link });
  await expect(row).toContainText("Deleted");
  // The register shows the parties by name too, with their ID numbers.
  await expect(row).toContainText(`${lessor!.full_name} (${lessor!.id_number})`);
  await expect(row).toContainText(`${tenant!.full_name} (${tenant!.id_number})`);
  // And the unit by its property and number, its record number beneath.
  await expect(row).toContainText(unitName);
  await expect(row).toContainText(`Unit record #${unit.id}`);

  // The export names them too: the unit by its property and number, its record and deed beside,
  // the parties by name.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: /^CSV/ }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  const [header, ...lines] = csv.slice(1).split("\r\n").filter(Boolean);
  expect(header).toMatch(/^Contract,Unit,Unit record,Deed number,Lessor,Tenant,/);
  const line = lines.find((l) => l.startsWith(`${id},`));
  expect(line).toContain(`${unitName},${chosen.id},${DEMO_DEED},`);
  expect(line).toContain(`${lessor!.full_name} (${lessor!.id_number})`);

  // On a phone (390×844) the register names the unit too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("main").getByText(unitName)).toBeVisible();
});

test("on a phone, Continue and Back take the person to the heading of the step they reach, clear of the top bar", async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto("/contracts/new");
  await page.getByLabel("Search properties by name").fill("Al Qirawan Building 1");
  await page.getByRole("radio", { name: new RegExp(`Deed ${DEMO_DEED}`) }).check();
  await page
    .getByRole("group", { name: /^Units of / })
    .getByRole("radio")
    .last()
    .check();

  // Continue sits below the list: the person has scrolled down to it.
  await page.getByRole("button", { name: "Continue" }).click();
  const parties = page.getByRole("heading", { name: "Choose the parties" });
  await expect(parties).toBeFocused();
  await expectInSight(page, parties);

  await page.getByRole("button", { name: "Back" }).click();
  const unit = page.getByRole("heading", { name: "Choose the unit" });
  await expect(unit).toBeFocused();
  await expectInSight(page, unit);
});

/** The element is on screen, and the sticky top bar does not cover it. */
async function expectInSight(page: Page, element: Locator) {
  const bar = (await page.getByRole("banner").boundingBox())!;
  const box = (await element.boundingBox())!;
  expect(box.y, "below the top bar").toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(box.y + box.height, "above the screen's bottom").toBeLessThanOrEqual(
    page.viewportSize()!.height,
  );
}
