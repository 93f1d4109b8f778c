import { expect, test, type Page } from "@playwright/test";

import { chooseArabic, expectRtl } from "./arabic";
import { createContract, getPropertyById, isoDate } from "./helpers";
import { storageState } from "./roles";

// Notifications in both languages, as a manager: with the notifications page open, a contract
// that fell behind on its rent shows in the list and in the bell's count without a reload (an
// admin runs the day's sweep, as the daily job does; the tab hears of it through the event
// stream); mark all read clears the count; turning "Overdue instalments" off in the settings
// means the next contract behind on its rent makes no item. Properties 180 (en) and 181 (ar)
// belong to this spec alone. One manager's items and settings: the two languages run in turn.

test.use({ storageState: storageState("manager") });
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

const WORDS = {
  en: {
    bell: /^Notifications: \d+ unread$/,
    bellNone: "Notifications",
    markAll: "Mark all read",
    settings: "Notification settings",
    overdueKind: "Overdue instalments",
    save: "Save settings",
    saved: "Notification settings saved",
    overdue: /Rent overdue since/,
  },
  ar: {
    bell: /^الإشعارات: /,
    bellNone: "الإشعارات",
    markAll: "تعليم الكل كمقروء",
    settings: "إعدادات الإشعارات",
    overdueKind: "الأقساط المتأخرة",
    save: "حفظ الإعدادات",
    saved: "حُفظت إعدادات الإشعارات",
    overdue: /إيجار متأخر منذ/,
  },
};

/** A contract on the property's unit `n` that started 40 days ago: its first instalment is overdue. */
async function behindOnRent(page: Page, baseURL: string, propertyId: number, n: number) {
  const property = await getPropertyById(page.request, propertyId);
  const unit = property.units[n % property.units.length]!;
  const id = await createContract(page.request, baseURL, unit.id, {
    partiesPage: propertyId,
    documentNumber: property.document_number,
  });
  const moved = await page.request.put(`/api/v1/contracts/${id}`, {
    headers: { Origin: baseURL },
    data: { start_date: isoDate(-40), end_date: isoDate(-40 + 364) },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  return { id, property };
}

for (const lang of ["en", "ar"] as const) {
  test(`${lang}: an overdue contract reaches the open tab, mark all read, a kind turned off`, async ({
    page,
    baseURL,
    browser,
  }, testInfo) => {
    const w = WORDS[lang];
    const propertyId = lang === "en" ? 180 : 181;
    if (lang === "ar") await chooseArabic(page.context(), baseURL!);
    const admin = await browser.newContext({ storageState: storageState("admin") });
    const sweep = async () => {
      const answer = await admin.request.post("/api/notifications/sweep", {
        headers: { Origin: baseURL! },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
    };

    await page.goto("/notifications");
    if (lang === "ar") await expectRtl(page);
    const bell = page.getByRole("banner").getByRole("link", { name: w.bell });
    const bellNone = page.getByRole("banner").getByRole("link", { name: w.bellNone, exact: true });
    await expect(bell.or(bellNone)).toBeVisible();

    // Behind on rent: made by the sweep, told to this tab without a reload.
    const first = await behindOnRent(page, baseURL!, propertyId, testInfo.retry * 2);
    await sweep();
    const item = page.getByRole("listitem").filter({
      has: page.locator(`a[href="/contracts/${first.id}"]`),
    });
    await expect(item).toContainText(w.overdue);
    await expect(item).toContainText(first.property.property_name);
    await expect(bell).toBeVisible();

    // Mark all read: the count goes.
    await page.getByRole("button", { name: w.markAll }).click();
    await expect(bellNone).toBeVisible();

    // Overdue instalments turned off: the next contract behind on its rent makes no item.
    await page.getByRole("link", { name: w.settings }).click();
    const kind = page.getByRole("checkbox", { name: w.overdueKind });
    await expect(kind).toBeChecked();
    await kind.uncheck();
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    const second = await behindOnRent(page, baseURL!, propertyId, testInfo.retry * 2 + 1);
    await sweep();
    await page.goto("/notifications");
    await expect(page.getByRole("listitem").first()).toBeVisible();
    await expect(page.locator(`a[href="/contracts/${second.id}"]`)).toHaveCount(0);

    // Back on, for the next run; the item is made then.
    await page.goto("/notifications/settings");
    await page.getByRole("checkbox", { name: w.overdueKind }).check();
    await page.getByRole("button", { name: w.save }).click();
    await expect(page.getByText(w.saved)).toBeVisible();
    await sweep();
    await page.goto("/notifications");
    await expect(page.locator(`a[href="/contracts/${second.id}"]`)).toBeVisible();
    await admin.close();
  });
}

// The thresholds are checked in the form by the server's own rules, and take Arabic-Indic digits.
// As support (told of contracts ending only: one threshold), whose settings no other spec reads;
// the threshold is put back at the end.
test.describe("thresholds", () => {
  test.use({ storageState: storageState("support") });

  test("a threshold out of range is refused beside the field before anything is sent; ٤٥ is saved as 45", async ({
    page,
    context,
    baseURL,
  }) => {
    await chooseArabic(context, baseURL!);
    const before = (await (await page.request.get("/api/notifications/settings")).json()) as {
      data: { disabledKinds: string[]; noticeDays: number; endingDays: number };
    };
    const puts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().endsWith("/api/notifications/settings"))
        puts.push(r.url());
    });
    await page.goto("/notifications/settings");
    const days = page.getByLabel("الأيام قبل انتهاء العقد");
    await days.fill("٠");
    await page.getByRole("button", { name: WORDS.ar.save }).click();
    await expect(days).toHaveAttribute("aria-invalid", "true");
    await expect(days).toBeFocused();
    expect(puts).toHaveLength(0);
    await expect(days).toHaveValue("٠"); // what was typed stays

    await days.fill("٤٥");
    await page.getByRole("button", { name: WORDS.ar.save }).click();
    await expect(page.getByText(WORDS.ar.saved)).toBeVisible();
    const saved = (await (await page.request.get("/api/notifications/settings")).json()) as {
      data: { endingDays: number };
    };
    expect(saved.data.endingDays).toBe(45);

    const { disabledKinds, noticeDays, endingDays } = before.data;
    const restored = await page.request.put("/api/notifications/settings", {
      headers: { Origin: baseURL! },
      data: { disabledKinds, noticeDays, endingDays },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  });
});
