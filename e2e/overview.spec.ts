import { expect, test } from "@playwright/test";

import { pageHeading, waitForOverview } from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("manager") });

type Overview = {
  data: { portfolio: { status: string; properties: number; units: number | null } };
};

test("the overview arrives rendered: the figures are in the first HTML, the browser asks nothing again", async ({
  page,
  browser,
  baseURL,
}) => {
  // The summary the page is made from: units counted by the rental service (meta.units_total),
  // not by paging through properties.
  const { data } = (await (await page.request.get("/api/overview")).json()) as Overview;
  expect(data.portfolio).toMatchObject({ status: "ok", units: expect.any(Number) });
  const { properties, units } = data.portfolio;
  expect(units).toBeGreaterThan(properties);
  const format = (n: number) => n.toLocaleString("en-US");

  // Without JavaScript: the server's HTML alone shows the figures.
  const noScript = await browser.newContext({
    baseURL,
    storageState: storageState("manager"),
    javaScriptEnabled: false,
  });
  const bare = await noScript.newPage();
  await bare.goto("/");
  await expect(bare.getByRole("main")).toContainText(`Properties${format(properties)}`);
  await expect(bare.getByRole("main")).toContainText(`Units${format(units!)}`);
  await noScript.close();

  // In a browser: hydrated from that HTML, with no second fetch of the same data.
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/") && !url.pathname.startsWith("/api/auth/"))
      calls.push(`${request.method()} ${url.pathname}`);
  });
  await page.goto("/");
  await waitForOverview(page);
  await expect(page.getByRole("main")).toContainText(`Units${format(units!)}`);
  expect(calls).toEqual([]);
});

test("list and detail pages arrive with their rows and records in the first HTML", async ({
  browser,
  baseURL,
}) => {
  const noScript = await browser.newContext({
    baseURL,
    storageState: storageState("manager"),
    javaScriptEnabled: false,
  });
  const page = await noScript.newPage();
  await page.goto("/properties?name=Al%20Qirawan%20Building%201");
  await expect(page.getByRole("link", { name: /Al Qirawan Building 1/ }).first()).toBeVisible();
  await page.goto("/properties/310100000398");
  await expect(pageHeading(page)).toContainText("Al Qirawan Building 1");
  await page.goto("/contracts");
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await noScript.close();
});
