import { expect, test, type Page } from "@playwright/test";

import {
  createContract,
  DEMO_DEED,
  getParties,
  getProperty,
  getUnit,
  pageHeading,
} from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("support") });

/** No button or link on the page that would change anything. */
async function expectNoChangeControls(page: Page) {
  const main = page.getByRole("main");
  await expect(main.getByRole("button", { name: /edit|delete|sync|save/i })).toHaveCount(0);
  await expect(main.getByRole("link", { name: /new contract|edit|delete/i })).toHaveCount(0);
}

test("support searches parties and sees results without an edit button", async ({ page }) => {
  const [party] = await getParties(page.request, 5, 1);
  await page.goto("/parties");
  await page.getByLabel("Search by").selectOption({ label: "ID number" });
  await page.getByLabel("Search parties").fill(party!.id_number);
  const row = page.getByRole("row").filter({ hasText: party!.id_number });
  await expect(row).toContainText(party!.full_name);
  await expect(page.getByRole("table", { name: "Parties found" })).not.toHaveAttribute(
    "aria-busy",
    "true",
  );
  await expectNoChangeControls(page);
  await expect(page.getByRole("columnheader", { name: "Actions" })).toHaveCount(0);
});

test("support sees a property, a unit and the contracts without change controls", async ({
  page,
  browser,
  baseURL,
}) => {
  // A contract in the register for support to look at, created by a manager.
  const manager = await browser.newContext({ storageState: storageState("manager") });
  const unit = await getUnit(manager.request, DEMO_DEED, "201");
  const contractId = await createContract(manager.request, baseURL!, unit.id);
  await manager.close();

  const property = await getProperty(page.request, DEMO_DEED);
  await page.goto(`/properties/${DEMO_DEED}`);
  await expect(pageHeading(page)).toHaveText(property.property_name);
  await expect(page.getByRole("table", { name: "Units", exact: true })).toContainText("201");
  await expectNoChangeControls(page);

  await page.goto(`/units/${unit.id}`);
  await expect(pageHeading(page)).toHaveText("Unit 201");
  await expect(page.getByText("Your role can view this unit but not change it.")).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expectNoChangeControls(page);

  await page.goto("/contracts");
  await expect(
    page.getByRole("link", { name: `Open contract No. ${contractId}`, exact: true }),
  ).toBeVisible();
  await expectNoChangeControls(page);

  await page.goto(`/contracts/${contractId}`);
  await expect(pageHeading(page)).toContainText(`Contract No. ${contractId}`);
  await expect(page.getByLabel("Start date")).toHaveCount(0);
  await expectNoChangeControls(page);
});

for (const path of ["/contracts/new", "/deeds", "/admin/users", "/admin/audit"]) {
  test(`support typing ${path} gets "not allowed"`, async ({ page }) => {
    await page.goto(path);
    await expect(pageHeading(page)).toHaveText("You don't have access to this page");
    await expect(page.getByRole("main")).toContainText("Your role (Support) does not allow");
  });
}

test("support's navigation shows only the pages it may use", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText([
    "Overview",
    "Properties",
    "Vacant units",
    "Contracts",
    "Arrears",
    "Month's rent",
    "Parties",
    "Needs attention",
    "Regions",
  ]);
  await expect(page.getByRole("link", { name: "New contract" })).toHaveCount(0);
  // The decisions due are listed for support to read, without a call to act on them.
  await expect(page.getByText("Decisions due")).toBeVisible();
  await expect(page.getByText(/renew, renegotiate or give notice/)).toHaveCount(0);
  await expect(page.getByText(/is near, most urgent first/)).toBeVisible();
});
