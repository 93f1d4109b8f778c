import { expect, test } from "@playwright/test";

import { chooseArabicDigits, expectRtl, inArabic, toastAr } from "./arabic";
import { getParties, getPropertyById, pageHeading, toArabicIndic } from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("manager") });
inArabic();

test("مدير العقارات يعدّل وحدة: أخطاء الحقول بالعربية، من النموذج ومن خدمة الإيجار", async ({
  page,
}) => {
  // The third unit of seed property 3 belongs to this spec alone; its first unit's number is taken.
  const property = await getPropertyById(page.request, 3);
  const unit = property.units[2]!;
  const taken = property.units[0]!.unit_number;
  const rooms = unit.rooms === 4 ? 5 : 4;

  await page.goto(`/units/${unit.id}?property=${property.document_number}`);
  await expectRtl(page);
  await expect(pageHeading(page)).toHaveText(`الوحدة ${unit.unit_number}`);
  const field = page.getByLabel("عدد الغرف", { exact: true });
  // Its digits left to right, the field's text by its label on the right.
  await expect(field).toHaveCSS("direction", "ltr");
  await expect(field).toHaveCSS("text-align", "right");
  await field.fill("0");
  await field.blur();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/يجب ألا يقل عن 1/);

  // A refusal from the rental service (a duplicate unit number) is told in Arabic too.
  await field.fill(String(rooms));
  const number = page.getByLabel("رقم الوحدة");
  await number.fill(taken);
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(number).toHaveAccessibleDescription(/يوجد في هذا العقار وحدة أخرى بهذا الرقم/);
  await expect(toastAr(page, "لم تُحفظ الوحدة")).toBeVisible();

  await number.fill(unit.unit_number);
  await page.getByRole("button", { name: "حفظ التغييرات" }).click();
  await expect(toastAr(page, `تم حفظ الوحدة ${unit.unit_number}`)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("عدد الغرف", { exact: true })).toHaveValue(String(rooms));
});

test("مدير العقارات يعدّل رقم جوال طرف بالصيغة المحلية فيُحفظ بصيغة دولية", async ({ page }) => {
  // Party 45 (page 23 of two) belongs to this spec alone.
  const [party] = await getParties(page.request, 23);
  const mobile = party!.id_number.endsWith("7") ? "0551234567" : "0557654321";

  await page.goto("/parties");
  await expectRtl(page);
  await page.getByLabel("البحث حسب").selectOption({ label: "رقم الهوية" });
  await page.getByLabel("البحث في الأطراف").fill(party!.id_number);
  await expect(page).toHaveURL(new RegExp(`q=${party!.id_number}`));
  await page.getByRole("button", { name: `تعديل ${party!.full_name}` }).click();

  const dialog = page.getByRole("dialog", { name: `تعديل ${party!.full_name}` });
  const phone = dialog.getByLabel("رقم الجوال");
  await phone.fill("12345");
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription(/أدخل الرقم مع رمز الدولة/);
  await phone.fill(mobile);
  await phone.blur();
  await expect(phone).toHaveValue(`+966${mobile.slice(1)}`);
  await dialog.getByRole("button", { name: "حفظ الطرف" }).click();
  await expect(toastAr(page, `تم حفظ ${party!.full_name}`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  const row = page.getByRole("row").filter({ hasText: party!.id_number });
  await expect(row).toContainText(`+966${mobile.slice(1)}`);
});

test("بالأرقام العربية تظهر أرقام الوحدة والهوية والجوال بها، ويُبحث عنها بأي الأرقام", async ({
  page,
  context,
  baseURL,
}) => {
  await chooseArabicDigits(context, baseURL!);
  // Read only: property 3's second unit and party 46 (page 23), which the tests above change.
  const property = await getPropertyById(page.request, 3);
  const unit = property.units[1]!;
  const [, party] = await getParties(page.request, 23);

  await page.goto(`/units/${unit.id}?property=${property.document_number}`);
  await expectRtl(page);
  await expect(pageHeading(page)).toContainText(toArabicIndic(unit.unit_number));
  // The form's hints too: their numbers are the catalogue's arguments, not literal text.
  await expect(page.getByText("من ٠ إلى ١٠.").first()).toBeVisible();

  // Typed in Arabic-Indic digits, the ID finds the party; the row shows ID and mobile in them.
  const typed = toArabicIndic(party!.id_number);
  await page.goto(`/parties?field=id_number&q=${encodeURIComponent(typed)}`);
  const row = page.getByRole("row").filter({ hasText: party!.full_name });
  await expect(row).toContainText(typed);
  await expect(row).toContainText(toArabicIndic(party!.phone_number));
  await expect(row).not.toContainText(party!.id_number);
});
