import { mkdirSync } from "node:fs";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import {
  createContract,
  DEMO_DEED,
  getPropertyById,
  getUnit,
  pageHeading,
  waitForOverview,
} from "./helpers";
import { storageState, type DemoRole } from "./roles";

// Screenshots of the main pages for the README, at 1280x800 in light mode:
//   SCREENSHOTS=1 npx playwright test screenshots
// Skipped in ordinary runs. Each waits for the page's data, never a fixed time.

const OUT = path.join(import.meta.dirname, "..", "docs", "screenshots");

test.skip(!process.env.SCREENSHOTS, "set SCREENSHOTS=1 to write docs/screenshots/*.png");
test.use({ viewport: { width: 1280, height: 800 }, colorScheme: "light" });
test.describe.configure({ mode: "serial" });

async function shoot(page: Page, name: string) {
  mkdirSync(OUT, { recursive: true });
  // Some placeholders (overview numbers, region names) are not marked busy: wait for the
  // requests behind them to finish too.
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
  // Fonts are local; wait until they are ready so that text is drawn in its final face.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(OUT, `${name}.png`) });
}

function as(role: DemoRole) {
  test.use({ storageState: storageState(role) });
}

test.describe("as a manager", () => {
  as("manager");

  test("overview", async ({ page, baseURL }) => {
    // A few contracts in the register, so that the overview has something to count.
    for (const id of [5, 7, 11]) {
      const property = await getPropertyById(page.request, id);
      await createContract(page.request, baseURL!, property.units.at(-1)!.id);
    }
    await page.goto("/");
    await waitForOverview(page);
    await shoot(page, "overview");
  });

  test("properties", async ({ page }) => {
    // The list's Region column stays "—" when the regions arrive after the rows (reported UI
    // bug: table rows cache accessor values). Come from a page that has loaded them already.
    await page.goto(`/properties/${DEMO_DEED}`);
    await expect(page.getByText("Jawf")).toBeVisible();
    await page.getByRole("link", { name: "All properties" }).click();
    await expect(page.getByRole("table", { name: "Properties" }).getByRole("row")).toHaveCount(26);
    await expect(page.getByRole("cell", { name: "Jawf" }).first()).toBeVisible();
    await shoot(page, "properties");
  });

  test("unit edit form", async ({ page }) => {
    const unit = await getUnit(page.request, DEMO_DEED, "201");
    await page.goto(`/units/${unit.id}?property=${DEMO_DEED}`);
    await expect(page.getByRole("heading", { name: "Edit unit" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Back to/ })).toBeVisible();
    await shoot(page, "unit-edit");
  });

  test("new-contract wizard", async ({ page }) => {
    await page.goto("/contracts/new");
    await page.getByRole("radio", { name: new RegExp(`Deed ${DEMO_DEED}`) }).check();
    await expect(page.getByRole("group", { name: /^Units of/ })).toBeVisible();
    await shoot(page, "new-contract");
  });

  test("parties", async ({ page }) => {
    await page.goto("/parties");
    await expect(page.getByRole("table", { name: "Parties found" }).getByRole("row")).toHaveCount(
      26,
    );
    await shoot(page, "parties");
  });
});

test.describe("as an admin", () => {
  as("admin");

  test("a property", async ({ page }) => {
    await page.goto(`/properties/${DEMO_DEED}`);
    await expect(page.getByRole("table", { name: "Units", exact: true })).toBeVisible();
    await expect(pageHeading(page)).toContainText("Al Qirawan Building 1");
    await shoot(page, "property");
  });

  test("deeds", async ({ page }) => {
    await page.goto("/deeds");
    const local = page
      .getByRole("main")
      .locator("form")
      .filter({ has: page.getByRole("button", { name: "Search", exact: true }) });
    await local.getByLabel("Deed number").fill(DEMO_DEED);
    await local.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("link", { name: "Open the property" })).toBeVisible();
    await expect(page.getByRole("status").getByText("Jawf")).toBeVisible();
    await shoot(page, "deeds");
  });

  test("admin users", async ({ page }) => {
    await page.goto("/admin/users");
    await expect(page.getByRole("table", { name: "Dashboard users" })).toContainText(
      "support@demo.test",
    );
    await shoot(page, "admin-users");
  });
});

// The same main pages in Arabic (ar-*.png), the language chosen as a person does: the cookie
// the language switch sets.
test.describe("in Arabic", () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: "locale", value: "ar", url: baseURL! }]);
  });

  test.describe("as a manager", () => {
    as("manager");

    test("overview, properties, new contract, parties, account menu", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { name: "عقود تنتهي قريبًا" })).toBeVisible();
      await expect(page.getByRole("link", { name: /^ساري\s*[\d,]+$/ })).toBeVisible();
      await expect(page.getByRole("main")).toContainText(/العقارات\s*[\d,]+/);
      await expect(page.getByRole("main")).toContainText(/الوحدات\s*[\d,—]+/);
      await shoot(page, "ar-overview");

      await page.goto(`/properties/${DEMO_DEED}`);
      await expect(page.getByText("منطقة الجوف")).toBeVisible();
      await page.getByRole("link", { name: "كل العقارات" }).click();
      await expect(page.getByRole("cell", { name: "منطقة الجوف" }).first()).toBeVisible();
      await shoot(page, "ar-properties");

      await page.goto("/contracts/new");
      await page.getByRole("radio", { name: new RegExp(`الصك ${DEMO_DEED}`) }).check();
      await expect(page.getByRole("group", { name: /^وحدات/ })).toBeVisible();
      await shoot(page, "ar-new-contract");

      await page.goto("/parties");
      await expect(
        page.getByRole("table", { name: "الأطراف المطابقة" }).getByRole("row"),
      ).toHaveCount(26);
      await page.getByRole("button", { name: /^قائمة حساب/ }).click();
      await expect(page.getByRole("group", { name: "اللغة" })).toBeVisible();
      await shoot(page, "ar-parties-menu");
    });
  });

  test.describe("as an admin", () => {
    as("admin");

    test("a property, deeds", async ({ page }) => {
      await page.goto(`/properties/${DEMO_DEED}`);
      await expect(page.getByRole("table", { name: "الوحدات", exact: true })).toBeVisible();
      await shoot(page, "ar-property");

      await page.goto("/deeds");
      const local = page
        .getByRole("main")
        .locator("form")
        .filter({ has: page.getByRole("button", { name: "بحث", exact: true }) });
      await local.getByLabel("رقم الصك").fill(DEMO_DEED);
      await local.getByRole("button", { name: "بحث", exact: true }).click();
      await expect(page.getByRole("link", { name: "فتح العقار" })).toBeVisible();
      await shoot(page, "ar-deeds");
    });
  });
});
