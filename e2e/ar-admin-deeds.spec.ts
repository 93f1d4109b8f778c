import { expect, test } from "@playwright/test";

import { expectRtl, inArabic, toastAr } from "./arabic";
import { pageHeading, toArabicIndic, typeDate } from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("admin") });
inArabic();

// A registry-only deed from rental-service/README.md ("Demo data"); used by this spec alone.
const REMOTE = {
  deed: "510100001120",
  owner: "2149678662",
  hijri: "1434-09-29",
  name: "فلل النخيل 86 - Al Nakheel Villas 86",
};

test("مسؤول النظام يستعلم عن صك من السجل الوطني ويفتح عقاره ويحدّثه ويحذفه", async ({ page }) => {
  await page.goto("/deeds");
  await expectRtl(page);
  await expect(pageHeading(page)).toHaveText("الصكوك");

  const form = page
    .getByRole("main")
    .locator("form")
    .filter({ has: page.getByRole("button", { name: "الاستعلام من السجل" }) });
  // A wrong owner: the registry's refusal is told in Arabic beside the field.
  await form.getByLabel("رقم الصك").fill(REMOTE.deed);
  await form.getByLabel("رقم هوية المالك").fill("1016690206");
  // The Hijri deed date, typed in Arabic-Indic digits.
  await typeDate(
    form.getByRole("group", { name: "تاريخ الصك (هجري)" }),
    REMOTE.hijri,
    toArabicIndic,
  );
  await form.getByRole("button", { name: "الاستعلام من السجل" }).click();
  await expect(form.getByLabel("رقم هوية المالك")).toHaveAccessibleDescription(
    /رقم هوية المالك أو التاريخ لا يطابق هذا الصك/,
  );
  // Arabic-Indic digits are accepted in the owner's ID.
  await form.getByLabel("رقم هوية المالك").fill("٢١٤٩٦٧٨٦٦٢");
  await form.getByRole("button", { name: "الاستعلام من السجل" }).click();

  const result = page.getByRole("status").filter({ hasText: `الصك ${REMOTE.deed}` });
  await expect(result).toContainText("وُجد في السجل العقاري الوطني.");
  await expect(result).toContainText(REMOTE.name);
  await result.getByRole("link", { name: "فتح العقار" }).click();
  await expect(page).toHaveURL(`/properties/${REMOTE.deed}`);
  await expect(pageHeading(page)).toHaveText(REMOTE.name);

  await page.getByRole("button", { name: "مزامنة بيانات الصك" }).click();
  const confirm = page.getByRole("alertdialog", { name: `مزامنة بيانات صك ${REMOTE.name}؟` });
  await confirm.getByRole("button", { name: "مزامنة بيانات الصك" }).click();
  const synced = page.getByRole("dialog", { name: "تمت مزامنة بيانات الصك" });
  await expect(synced).toContainText("البيانات محدّثة");
  await expect(toastAr(page, `تمت مزامنة بيانات الصك ${REMOTE.deed}`)).toBeVisible();
  await synced.getByRole("button", { name: "إغلاق" }).first().click();

  await page.getByRole("button", { name: "حذف العقار" }).click();
  const dialog = page.getByRole("alertdialog", { name: `حذف ${REMOTE.name}؟` });
  await dialog.getByLabel(`اكتب رقم الصك ${REMOTE.deed} للتأكيد`).fill(REMOTE.deed);
  await dialog.getByRole("button", { name: "حذف العقار" }).click();
  await expect(toastAr(page, `تم حذف ${REMOTE.name}`)).toBeVisible();
  await expect(page).toHaveURL(/\/properties$/);
});
