import { expect, test } from "@playwright/test";

import { storageState } from "./roles";

test.use({ storageState: storageState("support") });

test("the property list names each property's region, even when regions load after the rows", async ({
  page,
}) => {
  await page.goto("/properties");
  const table = page.getByRole("table", { name: "Properties" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  // Every demo property has a region: a dash would mean the name never arrived.
  await expect(table.getByRole("cell", { name: "—", exact: true })).toHaveCount(0);
  await expect(table.getByRole("columnheader", { name: /Region/ })).toBeVisible();
});
