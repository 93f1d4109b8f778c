import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";

import { chooseArabicDigits, expectRtl, inArabic, toastAr } from "./arabic";
import {
  createContract,
  expectDate,
  getParties,
  getPropertyById,
  isoDate,
  pageHeading,
  toArabicIndic,
  typeDate,
  unitNameIn,
} from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("manager") });
inArabic();

// The manager's contract flow in Arabic, with Arabic names for every role and label. Property 2's
// last unit (V3) and parties 47–48 belong to this spec alone.

test("مدير العقارات ينشئ عقدًا ويغيّر تواريخه ثم يحذفه", async ({ page }) => {
  const property = await getPropertyById(page.request, 2);
  const unit = property.units.at(-1)!;
  const [lessor, tenant] = await getParties(page.request, 24);
  const arabicName = property.property_name.split(" - ")[0]!;

  await page.goto("/contracts/new");
  await expectRtl(page);
  await expect(pageHeading(page)).toHaveText("عقد جديد");

  // 1. الوحدة
  await expect(page.getByRole("heading", { name: "اختر الوحدة" })).toBeVisible();
  await page.getByLabel("البحث عن العقارات بالاسم").fill(arabicName);
  await page.getByRole("radio", { name: new RegExp(`الصك ${property.document_number}`) }).check();
  const units = page.getByRole("group", { name: `وحدات ${property.property_name}` });
  await units.getByRole("radio", { name: new RegExp(`^الوحدة ${unit.unit_number} `) }).check();
  await page.getByRole("button", { name: "متابعة" }).click();

  // 2. الأطراف: المؤجر برقم الهوية، والمستأجر بالاسم.
  await expect(page.getByRole("heading", { name: "اختر الأطراف" })).toBeVisible();
  const lessorBox = page.getByRole("region", { name: "المؤجر" });
  await lessorBox.getByLabel("البحث عن المؤجر حسب").selectOption({ label: "رقم الهوية" });
  await lessorBox.getByLabel("البحث عن المؤجر", { exact: true }).fill(lessor!.id_number);
  await lessorBox.getByRole("radio", { name: new RegExp(lessor!.id_number) }).check();
  const tenantBox = page.getByRole("region", { name: "المستأجر" });
  await tenantBox.getByLabel("البحث عن المستأجر", { exact: true }).fill(tenant!.full_name);
  await tenantBox.getByRole("radio", { name: new RegExp(tenant!.id_number) }).check();
  await page.getByRole("button", { name: "متابعة" }).click();

  // 3. الشروط: a rule broken in the form speaks Arabic.
  await expect(page.getByRole("heading", { name: "حدد الشروط" })).toBeVisible();
  await page.getByLabel("نوع العقد").selectOption({ label: "سكني" });
  const duration = page.getByLabel("مدة العقد (بالسنوات)");
  await duration.fill("31");
  await page.getByRole("button", { name: "متابعة" }).click();
  await expect(duration).toHaveAccessibleDescription(/الحد الأقصى 30 سنة/);
  await duration.fill("2");
  await page.getByLabel("إجمالي الإيجار للمدة (ريال)").fill("٦٠٠٠٠");
  await page.getByLabel("مدة الإشعار (بالأيام)").fill("60");
  await page.getByLabel("تجديد تلقائي").check();
  await page.getByRole("button", { name: "متابعة" }).click();

  // 4. المراجعة
  await expect(page.getByRole("heading", { name: "المراجعة والإنشاء" })).toBeVisible();
  const main = page.getByRole("main");
  for (const text of [arabicName, lessor!.full_name, tenant!.full_name, "سنتان", "60 يومًا"]) {
    await expect(main).toContainText(text);
  }
  await page.getByRole("button", { name: "إنشاء العقد" }).click();

  await expect(page).toHaveURL(/\/contracts\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(toastAr(page, `تم إنشاء العقد رقم ${id}`)).toBeVisible();
  await expect(pageHeading(page)).toContainText(`عقد رقم ${id}`);
  await expect(pageHeading(page)).toContainText("ساري");

  // الأطراف بأسمائهم، ورقم الهوية رابط إلى البحث في صفحة الأطراف.
  const parties = page.getByRole("main").locator("dl").filter({ hasText: "المستأجر" });
  await expect(parties).toContainText(`المؤجر${lessor!.full_name}`);
  await expect(parties).toContainText(`المستأجر${tenant!.full_name}`);
  await expect(
    page.getByRole("link", {
      name: `البحث عن ${lessor!.full_name} (رقم الهوية ${lessor!.id_number}) في الأطراف`,
    }),
  ).toHaveAttribute("href", `/parties?field=id_number&q=${lessor!.id_number}`);

  // العقار والوحدة بالاسم ورقم الصك، ورقم سجل الوحدة سطرًا ثانويًا.
  const unitName = unitNameIn("ar", property, unit);
  await expect(page.getByRole("main")).toContainText(unitName);
  const place = page.getByRole("main").locator("dl").filter({ hasText: "رقم الصك" });
  await expect(place).toContainText(`العقار${property.property_name}`);
  await expect(place).toContainText(`رقم الصك${property.document_number}`);
  await expect(place).toContainText(`رقم سجل الوحدة ${unit.id}`);

  // التواريخ: نهاية قبل البداية تُرفض بجانب الحقل، بالعربية؛ the days typed in Arabic-Indic digits.
  const start = page.getByRole("group", { name: "تاريخ بداية العقد" });
  const end = page.getByRole("group", { name: "تاريخ نهاية العقد" });
  const endDay = end.getByRole("spinbutton").first();
  await typeDate(end, isoDate(-10), toArabicIndic);
  await pageHeading(page).click(); // leave the field
  await expect(endDay).toHaveAttribute("aria-invalid", "true");
  await expect(endDay).toHaveAccessibleDescription(/يجب أن يكون تاريخ النهاية بعد تاريخ البداية/);
  const newStart = isoDate(30);
  const newEnd = isoDate(30 + 364);
  await typeDate(start, newStart, toArabicIndic);
  await typeDate(end, newEnd, toArabicIndic);
  await expect(endDay).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "حفظ التواريخ" }).click();
  await expect(toastAr(page, `حُفظت تواريخ العقد رقم ${id}`)).toBeVisible();
  await expect(pageHeading(page)).toContainText("مسودة");
  await page.reload();
  await expectDate(page.getByRole("group", { name: "تاريخ بداية العقد" }), newStart);
  await expectDate(page.getByRole("group", { name: "تاريخ نهاية العقد" }), newEnd);

  // الحذف، بعد التأكيد.
  await page.getByRole("button", { name: "حذف المسودة" }).click();
  const dialog = page.getByRole("alertdialog", { name: `حذف مسودة العقد رقم ${id}؟` });
  await dialog.getByRole("button", { name: "حذف المسودة" }).click();
  await expect(toastAr(page, `حُذفت مسودة العقد رقم ${id}`)).toBeVisible();
  await expect(page).toHaveURL(/\/contracts$/);
  await expectRtl(page);

  // السجل: العقد المحذوف بأسماء طرفيه.
  await page.goto(`/contracts?unit=${unit.id}&deleted=1`);
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: `فتح العقد رقم ${id}`, exact: true }) });
  await expect(row).toContainText("محذوف");
  await expect(row).toContainText(lessor!.full_name);
  await expect(row).toContainText(tenant!.full_name);
  await expect(row).toContainText(unitName);

  // على الجوال (390×844) يسمّي السجل الوحدة كذلك.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("main").getByText(unitName)).toBeVisible();
});

// Arabic-Indic digits (issue 37): every number on a contract's page is written in them, contract,
// unit, ID and phone numbers too, while what leaves the page (a copied phone, a tel: link, an
// exported file) keeps Latin digits. Property 46's last unit and parties 91–92 (page 46) belong
// to this test alone; a retry reuses the contract it made.
test("بالأرقام العربية تظهر أرقام العقد والوحدة والهوية والجوال بها، ويُنسخ الجوال ويُصدَّر بالأرقام الإنجليزية", async ({
  page,
  context,
  baseURL,
}) => {
  await chooseArabicDigits(context, baseURL!);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const unit = (await getPropertyById(page.request, 46)).units.at(-1)!;
  const [lessor, tenant] = await getParties(page.request, 46);
  const listed = await page.request.get(`/api/contracts?unit=${unit.id}`);
  const existing = ((await listed.json()) as { data: { id: number; deleted: boolean }[] }).data;
  const id =
    existing.find((c) => !c.deleted)?.id ??
    (await createContract(page.request, baseURL!, unit.id, { partiesPage: 46 }));
  const arabic = (value: string | number) => toArabicIndic(String(value));

  await page.goto(`/contracts/${id}`);
  await expectRtl(page);
  await expect(pageHeading(page)).toHaveText(new RegExp(`عقد رقم ${arabic(id)}`));
  const main = page.getByRole("main");
  // The unit by its number or its record number, in Arabic-Indic digits either way.
  const unitLink = main.getByRole("link", {
    name: new RegExp(`${arabic(unit.unit_number)}|${arabic(unit.id)}`),
  });
  await expect(unitLink.first()).toBeVisible();
  for (const party of [lessor!, tenant!]) {
    await expect(main).toContainText(arabic(party.id_number));
    await expect(main.locator(`a[href="tel:${party.phone_number}"]`)).toHaveText(
      arabic(party.phone_number),
    );
  }
  // No number on the page's content is left in Latin digits.
  expect(await main.innerText()).not.toMatch(/[0-9]/);

  // Copied: the stored Latin number.
  await main.getByRole("button", { name: `نسخ رقم جوال ${tenant!.full_name}` }).click();
  await expect(toastAr(page, "تم النسخ")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(tenant!.phone_number);

  // Exported: the register's row for this contract, in Latin digits.
  await page.goto(`/contracts?unit=${unit.id}`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "تصدير" }).click();
  await page.getByRole("menuitem", { name: /^ملف CSV/ }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv).not.toMatch(/[\u0660-\u0669]/);
  const row = csv.split("\r\n").find((line) => line.startsWith(`${id},`));
  expect(row, csv).toContain(",48000,"); // the rent, a plain Latin number
});
