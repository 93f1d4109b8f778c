import { expect, test } from "@playwright/test";

import { expectSoundPage } from "./fixtures";
import { pageHeading } from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("admin") });

// An admin filters the properties not synced for a while, picks two, syncs them in the
// background and watches the run to its end. The two properties with the highest ids are this
// spec's (ar-bulk-sync.spec.ts takes the next two; no other spec uses them).

test("an admin filters stale deeds, picks two, syncs them and reads the results", async ({
  page,
}) => {
  await page.goto("/properties?sort=id:desc");
  await expect(pageHeading(page)).toHaveText("Properties");
  const table = page.getByRole("table", { name: "Properties", exact: true });
  await expect(table.getByRole("columnheader", { name: "Last synced" })).toBeVisible();

  // "Not updated in (days)": the URL keeps it; never-synced deeds are included.
  await page.getByLabel("Not updated in (days)").fill("30");
  await expect(page).toHaveURL(/[?&]stale=30\b/);
  const rows = table.getByRole("row");
  const names = [
    (await rows.nth(1).getByRole("link").first().textContent())!,
    (await rows.nth(2).getByRole("link").first().textContent())!,
  ];
  for (const row of [rows.nth(1), rows.nth(2)]) await expect(row).toContainText("Never");

  const bar = page.getByRole("region", { name: "Deed data sync" });
  await expect(bar).toContainText("No deeds selected");
  for (const name of names) await page.getByRole("checkbox", { name: `Select ${name}` }).check();
  await expect(bar).toContainText("2 deeds selected");
  await expect(bar.getByRole("button", { name: /Sync all \d+ deeds not updated/ })).toBeVisible();
  await bar.getByRole("button", { name: "Sync selected" }).click();

  const confirm = page.getByRole("alertdialog", {
    name: "Sync 2 deeds with the national registry?",
  });
  await expect(confirm).toContainText("runs in the background");
  await confirm.getByRole("button", { name: "Start sync" }).click();

  // The run's page: progress to the end, then each deed under its outcome.
  await expect(page).toHaveURL(/\/deeds\/sync\/[0-9a-f-]{36}$/);
  await expect(pageHeading(page)).toContainText("Deed data sync");
  const progress = page.getByRole("progressbar", { name: "Deeds updated" });
  await expect(progress).toHaveAttribute("aria-valuetext", "2 of 2 deeds", { timeout: 30_000 });
  await expect(pageHeading(page)).toContainText("Done");
  await expect(page.getByText("Picked deeds")).toBeVisible();
  await expect(page.getByText("Started by admin@demo.test")).toBeVisible();
  await expect(page.getByRole("button", { name: "Pause" })).toHaveCount(0);
  const results = page.getByRole("region", { name: "Results" });
  for (const name of names) await expect(results.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Failed/ })).toContainText("None");
  await expectSoundPage(page);

  // Synced: no longer stale, and the list says when.
  await page.goto("/properties?sort=id:desc&stale=30");
  for (const name of names) await expect(page.getByRole("link", { name })).toHaveCount(0);
  await page.goto("/properties?sort=id:desc");
  await expect(table.getByRole("row").nth(1)).not.toContainText("Never");

  // The runs list has it, newest first.
  await page.goto("/deeds/sync");
  await expect(pageHeading(page)).toHaveText("Deed data syncs");
  const first = page.getByRole("table", { name: "Deed data syncs" }).getByRole("row").nth(1);
  await expect(first).toContainText("Picked deeds");
  await expect(first).toContainText("Done");
  await expect(first).toContainText("2 / 2");
});

test("support staff see when deeds were synced but cannot sync them", async ({ browser }) => {
  const context = await browser.newContext({ storageState: storageState("support") });
  const page = await context.newPage();
  await page.goto("/properties?stale=3650");
  await expect(page.getByLabel("Not updated in (days)")).toHaveValue("3650");
  await expect(page.getByRole("columnheader", { name: "Last synced" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Deed data sync" })).toHaveCount(0);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await context.close();
});
