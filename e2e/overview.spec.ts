import { expect, test, type Page } from "@playwright/test";

import { getParties, waitForOverview } from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("manager") });

/** The top bar's bell holds this event stream open on every page: a channel, not a read. */
const NOTIFICATION_STREAM = "/api/notifications/stream";

/**
 * The dashboard API calls the browser makes from now on (sign-in's own calls and the bell's
 * event stream left out).
 */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (
      url.pathname.startsWith("/api/") &&
      !url.pathname.startsWith("/api/auth/") &&
      url.pathname !== NOTIFICATION_STREAM
    )
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return calls;
}

type Overview = {
  data: { portfolio: { status: string; properties: number; units: number | null } };
};

test("the overview arrives rendered: the figures are in the first HTML, the browser asks nothing again", async ({
  page,
}) => {
  // The summary the page is made from: units counted by the rental service (meta.units_total),
  // not by paging through properties.
  const { data } = (await (await page.request.get("/api/overview")).json()) as Overview;
  expect(data.portfolio).toMatchObject({ status: "ok", units: expect.any(Number) });
  const { properties, units } = data.portfolio;
  expect(units).toBeGreaterThan(properties);
  const format = (n: number) => n.toLocaleString("en-US");

  // The server's HTML response already holds the figures (streamed after the page's shell).
  const html = await (await page.request.get("/")).text();
  expect(html).toContain(format(units!));

  // In a browser: hydrated from that HTML, with no second fetch of the same data.
  const calls = apiCalls(page);
  await page.goto("/");
  await waitForOverview(page);
  await expect(page.getByRole("main")).toContainText(`Units${format(units!)}`);
  expect(calls).toEqual([]);
});

test("list and detail pages arrive with their rows and records in the first HTML", async ({
  page,
}) => {
  const html = async (path: string) => (await page.request.get(path)).text();
  expect(await html("/properties?name=Al%20Qirawan%20Building%201")).toContain(
    "Al Qirawan Building 1",
  );
  expect(await html("/properties/310100000398")).toContain("Al Qirawan Building 1");
  const [party] = await getParties(page.request, 1, 1);
  expect(await html(`/parties?field=id_number&q=${party!.id_number}`)).toContain(party!.full_name);
});

test("a property's page, its contracts card included, asks the browser for nothing on load", async ({
  page,
}) => {
  const calls = apiCalls(page);
  await page.goto("/properties/310100000398");
  // The card shows its contracts or says there are none (other specs' contracts come and go).
  await expect(
    page
      .getByRole("table", { name: "Contracts for these units" })
      .or(page.getByText("No contract for these units is in the register yet.")),
  ).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]);
});

test("a unit opened from a link to it shows the way back to its property from the first HTML", async ({
  page,
}) => {
  const calls = apiCalls(page);
  await page.goto("/units/1?property=310100000398");
  await expect(page.getByRole("link", { name: /Al Qirawan Building 1/ })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(calls).toEqual([]);
});

for (const path of ["/properties", "/parties", "/contracts"]) {
  test(`${path} arrives with its rows and saved views: the browser asks nothing on load`, async ({
    page,
  }) => {
    const calls = apiCalls(page);
    await page.goto(path);
    await expect(page.getByRole("button", { name: "Views" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(calls).toEqual([]);
  });
}
