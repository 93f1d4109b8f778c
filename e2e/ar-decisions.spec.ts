import { expect, test } from "@playwright/test";

import { expectRtl, inArabic, toastAr } from "./arabic";
import {
  createContract,
  daysBefore,
  endDateOf,
  getPropertyById,
  pageHeading,
  toArabicIndic,
  typeDate,
  unitNameIn,
} from "./helpers";
import { storageState } from "./roles";
import { createFormatter } from "../lib/format/format";

test.use({ storageState: storageState("manager") });
inArabic();

// تاريخ القرار in Arabic: a contract with 340 days' notice, on the overview, the contract page and
// the register filtered by "موعد القرار". Seed property 41's last unit and parties 71–72 belong to
// this spec alone (no other spec uses property 41 or parties page 36).

const NOTICE_DAYS = 340;
// The demo manager's display settings: Arabic, Latin digits, Gregorian first.
const arabic = createFormatter({ locale: "ar", digits: "latn", calendar: "gregory" });

test("مدير العقارات يرى تاريخ القرار في الرئيسية ويصفّي السجل بموعد القرار", async ({
  page,
  baseURL,
}) => {
  const property = await getPropertyById(page.request, 41);
  const unit = property.units.at(-1)!;
  const id = await createContract(page.request, baseURL!, unit.id, {
    partiesPage: 36,
    noticeDays: NOTICE_DAYS,
    documentNumber: property.document_number,
  });
  const end = await endDateOf(page, id);
  const decision = daysBefore(end, NOTICE_DAYS);
  const { primary, secondary } = arabic.dual(decision)!;

  // الرئيسية: البطاقة الأولى «قرارات التجديد المستحقة».
  await page.goto("/");
  await expectRtl(page);
  await expect(page.getByText("قرارات التجديد المستحقة")).toBeVisible();
  const item = page
    .getByRole("list", { name: "الأكثر إلحاحًا أولًا" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: new RegExp(`#${id}(?!\\d)`) }) });
  // العقار ورقم الوحدة بالكلمات، ورقم السجل سطرًا ثانويًا.
  const unitName = unitNameIn("ar", property, unit);
  await expect(item).toContainText(unitName);
  await expect(item).toContainText(`رقم سجل الوحدة ${unit.id}`);
  await expect(item).toContainText("آخر موعد للإشعار");
  await expect(item.locator(`time[datetime="${decision}"]`)).toHaveText(primary);
  await expect(item).toContainText(secondary);

  // صفحة العقد: تاريخ القرار بجانب تاريخ النهاية.
  await item.getByRole("link").click();
  await expect(pageHeading(page)).toContainText(`عقد رقم ${id}`);
  const fact = page.locator('dt:text-is("آخر موعد للإشعار") + dd');
  await expect(fact.locator(`time[datetime="${decision}"]`)).toHaveText(primary);
  await expect(fact).toContainText(secondary);
  await expect(fact).toContainText("تاريخ نهاية العقد ناقصًا مدة الإشعار");

  // السجل: موعد القرار مكتوبًا بالأرقام العربية؛ قبله بيوم لا شيء، وفي يومه يظهر العقد.
  await page.goto(`/contracts?unit=${unit.id}`);
  const field = page.getByRole("group", { name: "آخر موعد للإشعار في تاريخ أقصاه" });
  await typeDate(field, daysBefore(decision, 1), toArabicIndic);
  await expect(page).toHaveURL(new RegExp(`decisionBefore=${daysBefore(decision, 1)}`));
  await expect(page.getByText("لا توجد عقود تطابق عوامل التصفية")).toBeVisible();
  await typeDate(field, decision, toArabicIndic);
  await expect(page).toHaveURL(new RegExp(`decisionBefore=${decision}`));
  const link = page.getByRole("link", { name: `فتح العقد رقم ${id}`, exact: true });
  await expect(link).toBeVisible();
  const row = page.getByRole("row").filter({ has: link });
  await expect(row.locator(`time[datetime="${decision}"]`)).toHaveText(primary);
  await expect(row).toContainText(unitName);

  // على الجوال (390×844): الرئيسية والسجل وصفحة العقد تسمّي العقار والوحدة كذلك.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const phoneItem = page
    .getByRole("list", { name: "الأكثر إلحاحًا أولًا" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: new RegExp(`#${id}(?!\\d)`) }) });
  await expect(phoneItem.getByText(unitName)).toBeVisible();
  await page.goto(`/contracts?unit=${unit.id}`);
  await expect(page.getByRole("main").getByText(unitName)).toBeVisible();
  await page.goto(`/contracts/${id}`);
  await expect(page.getByText("العقار والوحدة")).toBeVisible();
  const place = page.locator("dl").filter({ hasText: "رقم الصك" });
  await expect(place).toContainText(property.property_name);
  await expect(place).toContainText(property.document_number);
  await expect(place.getByRole("link", { name: property.property_name })).toHaveAttribute(
    "href",
    `/properties/${property.document_number}`,
  );

  // لا يبقى عقد ساري بعد الاختبار.
  await page.getByRole("button", { name: "إنهاء العقد" }).click();
  await page
    .getByRole("alertdialog", { name: `إنهاء العقد رقم ${id}؟` })
    .getByRole("button", { name: "إنهاء العقد" })
    .click();
  await expect(toastAr(page, `أُنهي العقد رقم ${id}`)).toBeVisible();
});
