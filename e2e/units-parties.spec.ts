import { expect, test } from "@playwright/test";

import {
  expectDate,
  getParties,
  getPropertyById,
  dayText,
  pageHeading,
  toArabicIndic,
  toast,
  typeDate,
} from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("manager") });

test("a manager edits a unit: rooms 0 is refused beside the field, a valid value is saved", async ({
  page,
}) => {
  // The second unit of seed property 3 belongs to this spec alone.
  const property = await getPropertyById(page.request, 3);
  const unit = property.units[1]!;
  const rooms = unit.rooms === 4 ? 5 : 4;

  await page.goto(`/units/${unit.id}?property=${property.document_number}`);
  await expect(pageHeading(page)).toHaveText(`Unit ${unit.unit_number}`);
  const field = page.getByLabel("Rooms", { exact: true });
  await expect(field).toHaveValue(String(unit.rooms));

  await field.fill("0");
  await field.blur();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/at least 1/i);
  // Saving is refused too, and nothing typed is lost.
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("0");

  await field.fill(String(rooms));
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, `Unit ${unit.unit_number} saved`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Rooms", { exact: true })).toHaveValue(String(rooms));
});

test("a manager sets a party's date of birth in Hijri, sees the Gregorian date, and it persists", async ({
  page,
}) => {
  // Party 41 (page 21 of two) belongs to this spec alone.
  const [party] = await getParties(page.request, 21);
  // 1410-10-22 AH is 1990-05-17 (Umm al-Qura); another pair if the party already has it.
  const [hijri, gregorian] =
    party!.date_of_birth_hijri === "1410-10-22"
      ? ["1400-01-01", "1979-11-21"]
      : ["1410-10-22", "1990-05-17"];

  await page.goto("/parties");
  await page.getByLabel("Search by").selectOption({ label: "ID number" });
  await page.getByLabel("Search parties").fill(party!.id_number);
  await expect(page).toHaveURL(new RegExp(`q=${party!.id_number}`));
  await page.getByRole("button", { name: `Edit ${party!.full_name}` }).click();

  const dialog = page.getByRole("dialog", { name: `Edit ${party!.full_name}` });
  // The picker switched to Hijri, the day typed there; the Gregorian day shows live.
  const dob = dialog.getByRole("group", { name: "Date of birth" });
  await dialog.getByRole("radio", { name: "Hijri" }).check();
  await typeDate(dob, hijri);
  const gregorianText = `Gregorian: ${dayText(gregorian, "gregory")}`;
  await expect(dob.getByRole("spinbutton").first()).toHaveAccessibleDescription(
    new RegExp(gregorianText),
  );
  await expect(dialog.getByText(gregorianText)).toBeVisible();
  await dialog.getByRole("button", { name: "Save party" }).click();
  await expect(toast(page, `${party!.full_name} saved`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // After a reload, the search (kept in the URL) shows the saved date, and so does the form.
  await page.reload();
  // The list shows the date of birth in both calendars (Gregorian first, the default).
  const row = page.getByRole("row").filter({ hasText: party!.id_number });
  await expect(row).toContainText(dayText(gregorian, "gregory", "medium"));
  await expect(row).toContainText(dayText(gregorian, "islamic-umalqura", "medium"));
  await page.getByRole("button", { name: `Edit ${party!.full_name}` }).click();
  const again = page.getByRole("dialog", { name: `Edit ${party!.full_name}` });
  await expectDate(again.getByRole("group", { name: "Date of birth" }), gregorian);
  await expect(again.getByText(`Hijri: ${dayText(gregorian, "islamic-umalqura")}`)).toBeVisible();
});

test("one search box finds a party by ID number or by mobile, and the edit dialog selects nothing", async ({
  page,
}) => {
  const [party] = await getParties(page.request, 22);
  const local = party!.phone_number.replace(/^\+966/, "0");
  await page.goto("/parties");
  // Nothing chosen in "Search by": the box reads what is typed.
  for (const typed of [party!.id_number, local, toArabicIndic(local)]) {
    await page.getByLabel("Search parties").fill(typed);
    await expect(page.getByRole("button", { name: `Edit ${party!.full_name}` })).toBeVisible();
  }
  await page.getByRole("button", { name: `Edit ${party!.full_name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${party!.full_name}` });
  const name = dialog.getByLabel("Full name");
  await expect(name).toBeFocused();
  // The cursor at the end of the name, nothing selected: one key does not wipe it.
  const length = party!.full_name.length;
  expect(
    await name.evaluate((input: HTMLInputElement) => [input.selectionStart, input.selectionEnd]),
  ).toEqual([length, length]);
  await dialog.getByRole("button", { name: "Cancel" }).click();
});
