import { expect, test, type APIRequestContext } from "@playwright/test";

import { chooseArabic } from "./arabic";
import { DESKTOP, expectListOnDesktop, expectListOnPhone, PHONE_390 } from "./fixtures";
import { createContract, DEMO_DEED, getPropertyById, pageHeading, toArabicIndic } from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("manager") });

// A page's first HTML holds its content in place (no route-level Suspense boundary revealing it
// after the shell), and a link whose page answers slowly shows the page skeleton meanwhile.

test("with JavaScript off, a property's page shows its name and units from the first HTML", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: storageState("manager"),
  });
  const page = await context.newPage();
  await page.goto("/properties/310100000398");
  await expect(pageHeading(page)).toHaveText("عمارة القيروان 1 - Al Qirawan Building 1");
  await expect(
    page
      .getByRole("table", { name: "Units", exact: true })
      .getByRole("link", { name: "101", exact: true }),
  ).toBeVisible();
  await context.close();
});

test("a link to a page that answers slowly shows the page skeleton until the page arrives", async ({
  page,
}) => {
  await page.goto("/properties");
  const link = page.getByRole("link", { name: "عمارة القيروان 1 - Al Qirawan Building 1" });
  await expect(link).toBeVisible();

  // The property page's server render (an RSC request) answers after 5 s: long enough that a
  // slow machine checks the skeleton before it arrives (2 s was not, CI on 2026-11-27).
  let answered = false;
  await page.route(
    (url) => url.pathname === "/properties/310100000398" && url.searchParams.has("_rsc"),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue().catch(() => {});
      answered = true;
    },
  );
  await link.click();
  const skeleton = page.locator("main [aria-busy=true]");
  await expect(skeleton).toBeVisible();
  await expect(skeleton.getByRole("status")).toHaveText("Loading…");
  expect(answered).toBe(false);

  await expect(pageHeading(page)).toHaveText("عمارة القيروان 1 - Al Qirawan Building 1");
  await expect(skeleton).toHaveCount(0);
  await expect(page).toHaveURL(/\/properties\/310100000398$/);
});

test("a list's links cost the server nothing until one is followed, then one request", async ({
  page,
}) => {
  // Every page is dynamic with no loading boundary: Next's prefetch of a link in view would
  // fetch only the route's tree and <head>, a server render per link (30 on this list).
  const rendered: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["rsc"]) rendered.push(new URL(request.url()).pathname);
  });
  await page.goto("/properties");
  const link = page.getByRole("link", { name: "عمارة القيروان 1 - Al Qirawan Building 1" });
  await expect(link).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(rendered).toEqual([]);

  await link.click();
  await expect(pageHeading(page)).toHaveText("عمارة القيروان 1 - Al Qirawan Building 1");
  await page.waitForLoadState("networkidle");
  expect(rendered).toEqual(["/properties/310100000398"]);
});

// Issue 37: on a 390×844 phone every list page shows its rows first, as cards, with each row's
// action on the screen and the filters folded behind a button that counts them; a 1366×900
// desktop keeps the table. In both languages. (The queue of parties needing attention is empty
// until attention.spec.ts spoils some: that spec checks it on a phone; bulk-sync.spec.ts the
// runs and the audit log.)
const LISTS = [
  // Two filters set (the register's wide ending range and the deleted ones shown).
  { role: "manager", path: "/contracts?endingAfter=2000-01-01&deleted=1", filters: 2 },
  { role: "manager", path: "/properties?stale=3650", filters: 1 },
  { role: "manager", path: `/properties/${DEMO_DEED}` },
  { role: "manager", path: "/parties", filters: 0 },
  { role: "admin", path: "/admin/users", filters: 0 },
  { role: "admin", path: "/admin/audit", filters: 0 },
] as const;

const filtersButton = (language: "en" | "ar", count: number) => {
  const word = language === "ar" ? "عوامل التصفية" : "Filters";
  const digits = count ? ` \\((${count}|${toArabicIndic(String(count))})\\)` : "";
  return new RegExp(`^${word}${digits}$`);
};

/** A contract for the register to list: on the last unit of seed property 12 (this spec's). */
async function registerContract(request: APIRequestContext, origin: string) {
  const unit = (await getPropertyById(request, 12)).units.at(-1)!;
  const response = await request.get(`/api/contracts?unit=${unit.id}`);
  const existing = ((await response.json()) as { data: { deleted: boolean }[] }).data;
  if (!existing.some((c) => !c.deleted)) await createContract(request, origin, unit.id);
}

for (const language of ["en", "ar"] as const) {
  test(`list pages on a phone show rows with their actions in reach, and tables on a desktop (${language})`, async ({
    browser,
    baseURL,
  }) => {
    for (const role of ["manager", "admin"] as const) {
      const context = await browser.newContext({ storageState: storageState(role) });
      if (language === "ar") await chooseArabic(context, baseURL!);
      const page = await context.newPage();
      if (role === "manager") await registerContract(page.request, baseURL!);
      for (const list of LISTS.filter((l) => l.role === role)) {
        const filters = "filters" in list ? filtersButton(language, list.filters) : undefined;
        await test.step(`${list.path} at 390×844`, async () => {
          await page.setViewportSize(PHONE_390);
          await page.goto(list.path);
          await expectListOnPhone(page, filters);
        });
        await test.step(`${list.path} at 1366×900`, async () => {
          await page.setViewportSize(DESKTOP);
          await expectListOnDesktop(page, filters);
        });
      }
      await context.close();
    }
  });
}
