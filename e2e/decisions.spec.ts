import { expect, test } from "@playwright/test";

import {
  dayText,
  daysBefore,
  endDateOf,
  getParties,
  getPropertyById,
  pageHeading,
  toast,
  typeDate,
  unitNameIn,
} from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("manager") });

// Decision dates (issue 10): a manager creates a contract with a notice period and finds its
// decision date (end date minus the notice period) on the contract, on the overview and in the
// register filtered by "decision due on or before". Seed property 40's last unit and parties
// 69–70 belong to this spec alone (no other spec uses property 40 or parties page 35).

const NOTICE_DAYS = 350; // a one-year contract: the decision falls about two weeks from today

test("a manager sees a contract's decision date on the overview and filters the register by it", async ({
  page,
}) => {
  const property = await getPropertyById(page.request, 40);
  const unit = property.units.at(-1)!;
  const [lessor, tenant] = await getParties(page.request, 35);
  const englishName = property.property_name.split(" - ").at(-1)!;

  // The contract, through the wizard, with 350 days' notice and automatic renewal.
  await page.goto("/contracts/new");
  await page.getByLabel("Search properties by name").fill(englishName);
  await page.getByRole("radio", { name: new RegExp(`Deed ${property.document_number}`) }).check();
  const units = page.getByRole("group", { name: `Units of ${property.property_name}` });
  await units.getByRole("radio", { name: new RegExp(`^Unit ${unit.unit_number} `) }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page
    .getByRole("region", { name: "Lessor" })
    .getByLabel("Search for the lessor")
    .fill(lessor!.full_name);
  await page
    .getByRole("region", { name: "Lessor" })
    .getByRole("radio", { name: new RegExp(lessor!.id_number) })
    .check();
  await page
    .getByRole("region", { name: "Tenant" })
    .getByLabel("Search for the tenant")
    .fill(tenant!.full_name);
  await page
    .getByRole("region", { name: "Tenant" })
    .getByRole("radio", { name: new RegExp(tenant!.id_number) })
    .check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Contract type").selectOption({ label: "Residential" });
  await page.getByLabel("Duration (years)").fill("1");
  await page.getByLabel("Total rent for the term (SAR)").fill("42000");
  await page.getByLabel("Notice period (days)").fill(String(NOTICE_DAYS));
  await page.getByLabel("Renew automatically").check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Create contract" }).click();
  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(toast(page, `Contract No. ${id} created`)).toBeVisible();

  const end = await endDateOf(page, id);
  const decision = daysBefore(end, NOTICE_DAYS);
  const gregorian = dayText(decision, "gregory", "medium");
  const hijri = dayText(decision, "islamic-umalqura", "medium");

  // The contract page: the decision date beside the end date, in both calendars.
  const decisionFact = page.locator('dt:text-is("Notice deadline") + dd');
  await expect(decisionFact.locator(`time[datetime="${decision}"]`)).toHaveText(gregorian);
  await expect(decisionFact).toContainText(hijri);
  await expect(decisionFact).toContainText("the end date minus the notice period");
  await expect(page.locator('dt:text-is("End date") + dd time')).toHaveAttribute("datetime", end);

  // The overview: the first card lists it among the decisions due, with both dates.
  await page.goto("/");
  const due = page.getByRole("list", { name: "Most urgent first" });
  const item = due.getByRole("listitem").filter({
    has: page.getByRole("link", { name: new RegExp(`#${id}(?!\\d)`) }),
  });
  // Named by its property and unit (the wizard sent the property: the register learned them).
  const unitName = unitNameIn("en", property, unit);
  await expect(item).toContainText(unitName);
  await expect(item.locator(`time[datetime="${end}"]`)).toBeVisible();
  await expect(item.locator(`time[datetime="${decision}"]`)).toHaveText(gregorian);
  await expect(item).toContainText("Notice deadline");
  await expect(item).toContainText(hijri);

  // The register, this unit only: due a day before the decision date, nothing; on it, the contract.
  await page.goto(`/contracts?unit=${unit.id}`);
  const field = page.getByRole("group", { name: "Notice deadline on or before" });
  await typeDate(field, daysBefore(decision, 1));
  await expect(page).toHaveURL(new RegExp(`decisionBefore=${daysBefore(decision, 1)}`));
  await expect(page.getByText("No contracts match these filters")).toBeVisible();
  await typeDate(field, decision);
  await expect(page).toHaveURL(new RegExp(`decisionBefore=${decision}`));
  const link = page.getByRole("link", { name: `Open contract No. ${id}`, exact: true });
  await expect(link).toBeVisible();
  const row = page.getByRole("row").filter({ has: link });
  await expect(row).toContainText(unitName);
  await expect(row).toContainText(`Unit record #${unit.id}`);
  await expect(row.locator(`time[datetime="${decision}"]`)).toHaveText(gregorian);
  await expect(row).toContainText(hijri);
  await expect(page.getByRole("columnheader", { name: /Notice deadline/ })).toBeVisible();

  // Leave no live contract behind (the overview of other specs stays as it was).
  await link.click();
  await expect(pageHeading(page)).toContainText(`Contract No. ${id}`);
  await page.getByRole("button", { name: "Terminate contract" }).click();
  await page
    .getByRole("alertdialog", { name: `Terminate contract No. ${id}?` })
    .getByRole("button", { name: "Terminate contract" })
    .click();
  await expect(toast(page, `Contract No. ${id} terminated`)).toBeVisible();

  // The unit's page, opened without saying where from, leads back to the property the register
  // learned for it.
  await page.goto(`/units/${unit.id}`);
  await expect(
    page.getByRole("link", { name: `Back to ${property.property_name}` }),
  ).toHaveAttribute("href", `/properties/${property.document_number}`);
});
