import { expect, test, type Locator, type Page } from "@playwright/test";

import { expectNoSidewaysScroll, expectSoundPage, PHONE } from "./fixtures";
import { createContract, DEMO_DEED, getUnit, pageHeading, waitForOverview } from "./helpers";
import { storageState, type DemoRole } from "./roles";

// axe on every page, as the role that uses it, once the page has its data (not a skeleton).
// Unit 401 of the README's demo property carries this spec's contract; nothing here edits it.

type PageCheck = {
  name: string;
  role: DemoRole | null;
  path: (ctx: { page: Page; baseURL: string }) => Promise<string> | string;
  ready: (page: Page) => Locator;
  /** Extra waiting for pages whose placeholders are not marked busy. */
  loaded?: (page: Page) => Promise<void>;
};

const table = (page: Page, name: string) =>
  page.getByRole("table", { name, exact: true }).getByRole("row").nth(1);

const PAGES: PageCheck[] = [
  {
    name: "sign-in",
    role: null,
    path: () => "/sign-in",
    ready: (page) => page.getByRole("button", { name: "Sign in" }),
  },
  {
    name: "overview",
    role: "manager",
    path: () => "/",
    ready: (page) => page.getByRole("heading", { name: "Contracts ending soon" }),
    loaded: waitForOverview,
  },
  {
    name: "properties",
    role: "manager",
    path: () => "/properties",
    ready: (page) => table(page, "Properties"),
  },
  {
    name: "a property",
    role: "admin",
    path: () => `/properties/${DEMO_DEED}`,
    ready: (page) => table(page, "Units"),
  },
  {
    name: "a unit (edit form)",
    role: "manager",
    path: async ({ page }) => `/units/${(await getUnit(page.request, DEMO_DEED, "401")).id}`,
    ready: (page) => page.getByLabel("Rooms", { exact: true }),
  },
  {
    name: "contracts",
    role: "manager",
    path: async ({ page, baseURL }) => {
      await contractOf(page, baseURL);
      return "/contracts";
    },
    ready: (page) => table(page, "Contracts in the register"),
  },
  {
    name: "new contract",
    role: "manager",
    path: () => "/contracts/new",
    ready: (page) => page.getByRole("group", { name: "Properties" }).getByRole("radio").first(),
  },
  {
    name: "a contract",
    role: "manager",
    path: async ({ page, baseURL }) => `/contracts/${await contractOf(page, baseURL)}`,
    ready: (page) => page.getByRole("button", { name: "Save dates" }),
  },
  {
    name: "month's rent",
    role: "support",
    path: () => "/collections",
    ready: (page) => page.getByRole("region", { name: "Due in the month", exact: true }),
  },
  {
    name: "parties",
    role: "manager",
    path: () => "/parties",
    ready: (page) => table(page, "Parties found"),
  },
  {
    name: "parties needing attention",
    role: "manager",
    path: () => "/parties/attention",
    ready: (page) => page.getByRole("heading", { level: 1, name: "Parties needing attention" }),
  },
  {
    name: "account",
    role: "manager",
    path: () => "/account",
    ready: (page) => page.getByRole("heading", { level: 1, name: "Account and security" }),
  },
  {
    name: "regions",
    role: "manager",
    path: () => "/regions",
    ready: (page) => page.getByRole("button", { name: /Riyadh/ }).first(),
  },
  {
    name: "deeds",
    role: "admin",
    path: () => "/deeds",
    ready: (page) => page.getByRole("button", { name: "Search the registry" }),
  },
  {
    name: "admin users",
    role: "admin",
    path: () => "/admin/users",
    ready: (page) => table(page, "Dashboard users"),
  },
  {
    name: "admin audit log",
    role: "admin",
    path: () => "/admin/audit",
    ready: (page) => table(page, "Audit log entries"),
  },
  {
    name: "arrears",
    role: "manager",
    path: () => "/arrears",
    ready: (page) => page.getByRole("heading", { level: 1, name: "Arrears" }),
  },
  {
    name: "vacant units",
    role: "manager",
    path: () => "/occupancy",
    ready: (page) => page.getByRole("heading", { level: 1, name: "Vacant units" }),
  },
  {
    name: "notifications",
    role: "manager",
    path: () => "/notifications",
    ready: (page) => page.getByRole("heading", { level: 1, name: "Notifications" }),
  },
  {
    name: "notification settings",
    role: "manager",
    path: () => "/notifications/settings",
    ready: (page) => page.getByRole("heading", { level: 1, name: "Notification settings" }),
  },
  {
    name: "sent mail",
    role: "admin",
    path: () => "/admin/sent-mail",
    ready: (page) => page.getByRole("heading", { level: 1, name: "Sent mail" }),
  },
  {
    name: "not allowed",
    role: "support",
    path: () => "/deeds",
    ready: (page) => pageHeading(page).filter({ hasText: "You don't have access to this page" }),
  },
  {
    name: "not found",
    role: "manager",
    path: () => "/no-such-page",
    ready: (page) => pageHeading(page).filter({ hasText: "Page not found" }),
  },
];

/** The id of this spec's contract: found in the register, or created once. */
let contractId: number | null = null;
async function contractOf(page: Page, baseURL: string): Promise<number> {
  if (contractId !== null) return contractId;
  const unit = await getUnit(page.request, DEMO_DEED, "401");
  const response = await page.request.get(`/api/contracts?unit=${unit.id}`);
  const existing = ((await response.json()) as { data: { id: number; deleted: boolean }[] }).data;
  contractId =
    existing.find((c) => !c.deleted)?.id ?? (await createContract(page.request, baseURL, unit.id));
  return contractId;
}

/** Waits for the page's content, then for no loading state anywhere in it. */
async function open(page: Page, check: PageCheck, baseURL: string) {
  await page.goto(await check.path({ page, baseURL }));
  await expect(check.ready(page)).toBeVisible();
  await check.loaded?.(page);
  // Some placeholders (overview numbers, region names) are not marked busy: let their
  // requests finish too, so that axe sees the page as a user does.
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
}

function session(role: DemoRole | null) {
  return role ? storageState(role) : { cookies: [], origins: [] };
}

for (const check of PAGES) {
  test.describe(() => {
    test.use({ storageState: session(check.role) });
    test(`axe: ${check.name} (${check.role ?? "anonymous"})`, async ({ page, baseURL }) => {
      await open(page, check, baseURL!);
      await expectSoundPage(page);
      await expectNoSidewaysScroll(page);
    });
  });
}

test.describe("with a dialog open", () => {
  test.use({ storageState: storageState("manager") });

  test("axe: party edit dialog (manager)", async ({ page }) => {
    await page.goto("/parties");
    await page
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").getByLabel("Region")).toBeEnabled();
    await expectSoundPage(page);
  });
});

const byName = (name: string) => PAGES.find((p) => p.name === name)!;

test.describe("at 360 px wide", () => {
  test.use({ viewport: PHONE });
  // The list pages as cards (issue 37), beside the forms.
  const lists = [
    "properties",
    "a property",
    "contracts",
    "month's rent",
    "parties",
    "admin users",
    "admin audit log",
    "arrears",
    "vacant units",
    "notifications",
  ];
  for (const name of [...lists, "new contract", "sign-in"]) {
    const check = byName(name);
    test.describe(() => {
      test.use({ storageState: session(check.role) });
      test(`360 px: ${name}`, async ({ page, baseURL }) => {
        await open(page, check, baseURL!);
        await expectNoSidewaysScroll(page);
        await expectSoundPage(page);
      });
    });
  }
});

test.describe("in dark mode", () => {
  test.use({ colorScheme: "dark" });
  for (const name of ["sign-in", "overview", "properties", "a unit (edit form)"]) {
    const check = byName(name);
    test.describe(() => {
      test.use({ storageState: session(check.role) });
      test(`dark: ${name}`, async ({ page, baseURL }) => {
        await open(page, check, baseURL!);
        expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(
          true,
        );
        await expectSoundPage(page);
      });
    });
  }
});
