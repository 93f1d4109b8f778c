import { expect, test } from "@playwright/test";

import {
  DESKTOP,
  expectListOnPhone,
  expectNotCutOff,
  expectSoundPage,
  PHONE_390,
} from "./fixtures";
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
  const runId = new URL(page.url()).pathname.split("/").pop()!;
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
  await page.setViewportSize(PHONE_390);
  await expectListOnPhone(page);

  // The audit log (issue 37): the run's entries, one per deed, are one row for the job with
  // their count and outcome (found by the run's id, with the entry of its start); it opens in a
  // detail panel.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin/audit?q=${runId}`);
  const log = page.getByRole("table", { name: "Audit log entries" });
  await expect(log.getByRole("row")).toHaveCount(3);
  await expect(log.getByRole("row").nth(2)).toContainText("Bulk deed sync started");
  const job = log.getByRole("row").nth(1);
  await expect(job).toContainText("Bulk sync · 2 entries");
  await expect(job).toContainText("Succeeded: 2");
  const open = job.getByRole("button", { name: "Details of this entry: Deed synced" });
  await open.click();
  const panel = page.getByRole("dialog", { name: "Bulk sync" });
  await expect(panel).toContainText(runId);
  await expect(panel).toContainText("Succeeded: 2");
  await panel.getByRole("button", { name: "Show its 2 entries" }).click();

  // Its own entries, flat, each with its detail: who, what, when, the record, the request id.
  await expect(page).toHaveURL(new RegExp(`groupId=${runId}`));
  await expect(page.getByText("Showing the entries of one bulk sync.")).toBeVisible();
  await expect(log.getByText("Bulk sync · 2 entries")).toHaveCount(0);
  await expect(log.getByRole("row")).toHaveCount(3);
  const entry = log.getByRole("row").nth(1);
  await expect(entry).toContainText("Succeeded");
  const details = entry.getByRole("button", { name: "Details of this entry: Deed synced" });
  await details.press("Enter");
  const detail = page.getByRole("dialog", { name: "Audit entry" });
  for (const text of ["admin@demo.test", "Deed synced", "Succeeded", "HTTP status 200", runId])
    await expect(detail).toContainText(text);
  await expect(detail.getByText("Request ID")).toBeVisible();
  await expectSoundPage(page);
  await page.keyboard.press("Escape");
  await expect(detail).toBeHidden();
  await expect(details).toBeFocused();

  // Nothing cut off: the search box's hint and a chosen user's name and address.
  const user = page.getByLabel("User", { exact: true });
  const admin = await user.locator("option", { hasText: "admin@demo.test" }).textContent();
  await user.selectOption({ label: admin! });
  await expect(page).toHaveURL(/userId=/);
  await expectNotCutOff(user);
  await expectNotCutOff(page.getByLabel("Search the log"));

  // On the phone: the rows first, each one's Open button on the screen; the three filters (the
  // search, the job, the user) folded.
  await page.setViewportSize(PHONE_390);
  await expectListOnPhone(page, /^Filters \(3\)$/);
  await page.getByRole("button", { name: "Filters (3)" }).click();
  await expectNotCutOff(user);
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
