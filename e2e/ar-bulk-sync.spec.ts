import { expect, test } from "@playwright/test";

import { expectRtl, inArabic } from "./arabic";
import { DESKTOP, expectListOnPhone, expectNotCutOff, PHONE_390 } from "./fixtures";
import { pageHeading, toArabicIndic } from "./helpers";
import { storageState } from "./roles";

test.use({ storageState: storageState("admin") });
inArabic();

// The same flow in Arabic, right to left, with the days typed in Arabic-Indic digits. It takes
// the 3rd and 4th stale properties from the highest id (bulk-sync.spec.ts syncs the first two,
// and synced deeds drop out of the stale list, so the two specs never pick the same deeds).

test("مسؤول النظام يصفّي الصكوك غير المحدَّثة ويختار صكين ويزامنهما ويقرأ النتائج", async ({
  page,
}) => {
  await page.goto("/properties?sort=id:desc");
  await expectRtl(page);
  await expect(pageHeading(page)).toHaveText("العقارات");
  const table = page.getByRole("table", { name: "العقارات", exact: true });
  await expect(table.getByRole("columnheader", { name: "آخر مزامنة" })).toBeVisible();

  await page.getByLabel("لم تُحدَّث منذ (أيام)").fill(toArabicIndic("90"));
  await expect(page).toHaveURL(/[?&]stale=90\b/);
  const rows = table.getByRole("row");
  // Rows 3 and 4: the English spec may be syncing rows 1 and 2 at this moment.
  const picked = [rows.nth(3), rows.nth(4)];
  const names: string[] = [];
  for (const row of picked) {
    await expect(row).toContainText("لم تُحدَّث قط");
    names.push((await row.getByRole("link").first().textContent())!);
  }
  const bar = page.getByRole("region", { name: "مزامنة بيانات الصكوك" });
  for (const name of names) await page.getByRole("checkbox", { name: `تحديد ${name}` }).check();
  await expect(bar).toContainText("صكان محدَّدان");
  await bar.getByRole("button", { name: "مزامنة بيانات المحدَّد" }).click();

  const confirm = page.getByRole("alertdialog", {
    name: "مزامنة بيانات صكين مع السجل العقاري الوطني؟",
  });
  await confirm.getByRole("button", { name: "بدء المزامنة" }).click();

  await expect(page).toHaveURL(/\/deeds\/sync\/[0-9a-f-]{36}$/);
  const runId = new URL(page.url()).pathname.split("/").pop()!;
  await expectRtl(page);
  await expect(pageHeading(page)).toContainText("مزامنة بيانات الصكوك");
  const progress = page.getByRole("progressbar", { name: "الصكوك المحدَّثة" });
  await expect(progress).toHaveAttribute("aria-valuetext", "2 من 2 صك", { timeout: 30_000 });
  await expect(pageHeading(page)).toContainText("اكتملت");
  await expect(page.getByText("صكوك مختارة")).toBeVisible();
  const results = page.getByRole("region", { name: "النتائج" });
  for (const name of names) await expect(results.getByRole("link", { name })).toBeVisible();
  await expect(page.getByRole("region", { name: /^فشلت/ })).toContainText("لا شيء");

  await page.getByRole("link", { name: "كل عمليات مزامنة بيانات الصكوك" }).click();
  await expect(pageHeading(page)).toHaveText("عمليات مزامنة بيانات الصكوك");
  await expect(
    page.getByRole("table", { name: "عمليات مزامنة بيانات الصكوك" }).getByRole("row").nth(1),
  ).toContainText("اكتملت");

  // سجل التدقيق: قيدا الصكين صفّ واحد للعملية (مع قيد بدئها)، يفتح لوحة تفاصيل وقيوده.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin/audit?q=${runId}`);
  const log = page.getByRole("table", { name: "قيود سجل التدقيق" });
  await expect(log.getByRole("row")).toHaveCount(3);
  const job = log.getByRole("row").nth(1);
  await expect(job).toContainText("مزامنة جماعية · قيدان");
  await expect(job).toContainText(/نجحت: (2|٢)/);
  await job.getByRole("button", { name: "تفاصيل هذا القيد: مزامنة بيانات صك" }).click();
  const panel = page.getByRole("dialog", { name: "مزامنة جماعية لبيانات الصكوك" });
  await expect(panel).toContainText(runId);
  await panel.getByRole("button", { name: /^عرض قيد/ }).click();
  await expect(page).toHaveURL(new RegExp(`groupId=${runId}`));
  await expect(log.getByText("مزامنة جماعية · قيدان")).toHaveCount(0);
  await expect(log.getByRole("row")).toHaveCount(3);
  const details = log
    .getByRole("row")
    .nth(1)
    .getByRole("button", { name: /^تفاصيل هذا القيد/ });
  await details.click();
  const detail = page.getByRole("dialog", { name: "قيد في سجل التدقيق" });
  for (const text of ["من قام به", "رقم الطلب", "نجحت", "admin@demo.test"])
    await expect(detail).toContainText(text);
  await page.keyboard.press("Escape");
  await expect(details).toBeFocused();
  await expectNotCutOff(page.getByLabel("البحث في سجل العمليات"));

  // على الجوال: الصفوف أولًا وزر «فتح» داخل الشاشة، وعوامل التصفية (البحث والعملية) خلف زرها.
  await page.setViewportSize(PHONE_390);
  await expectListOnPhone(page, /^عوامل التصفية \((2|٢)\)$/);
});
