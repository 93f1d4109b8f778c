import { expect, test } from "@playwright/test";

import { waitForOverview } from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("manager") });

test("the overview asks the dashboard once and shows the units total", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/auth/"))
      calls.push(`${request.method()} ${url.pathname}`);
  });
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/overview");
  await page.goto("/");
  const { data } = (await (await answer).json()) as {
    data: { portfolio: { status: string; properties: number; units: number | null } };
  };
  await waitForOverview(page);
  // Counted by the rental service (meta.units_total), not by paging through properties.
  expect(data.portfolio).toMatchObject({ status: "ok", units: expect.any(Number) });
  const { properties, units } = data.portfolio;
  expect(units).toBeGreaterThan(properties);
  const main = page.getByRole("main");
  const format = (n: number) => n.toLocaleString("en-US");
  await expect(main).toContainText(`Properties${format(properties)}`);
  await expect(main).toContainText(`Units${format(units!)}`);
  expect(calls).toEqual(["GET /api/overview"]);
});
