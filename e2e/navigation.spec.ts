import { expect, test } from "@playwright/test";

import { pageHeading } from "./helpers";
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
    page.getByRole("table", { name: "Units" }).getByRole("link", { name: "101", exact: true }),
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
