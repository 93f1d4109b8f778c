import { expect, test, type Browser, type Page } from "@playwright/test";

import { expectRtl } from "./arabic";
import { expectSoundPage } from "./fixtures";
import { storageState } from "./roles";

// Saved views, in both languages: a manager filters and sorts the properties, hides a column,
// saves the page as a named view, comes back to a plain list and reopens the view from the
// Views menu; then shares it. Support sees it read-only, with its owner, and can open it but
// not delete it. Each run names its views anew: the demo users are shared with other specs.

const LABELS = {
  en: {
    caption: "Properties",
    filter: "Filter by name",
    deedNumber: "Deed number",
    // Each language hides a column of its own: two views showing the same state would share
    // the menu's check mark, and the two languages run at once.
    hidden: "Owner ID",
    hiddenParam: /hide=owner_id/,
    columns: "Columns",
    views: "Views",
    save: "Save current view…",
    saveTitle: "Save current view",
    name: "Name",
    submit: "Save view",
    cancel: "Cancel",
    saved: (name: string) => `View “${name}” saved`,
    taken: "You already have a view with this name for this list",
    manage: "Manage views…",
    manageTitle: "Saved views",
    edit: (name: string) => `Edit ${name}`,
    share: "Share with the team",
    saveChanges: "Save changes",
    updated: (name: string) => `View “${name}” updated`,
    sharedBy: "Shared by Demo Manager",
    readOnly: "Read-only",
    open: (name: string) => `Open ${name}`,
    delete: (name: string) => `Delete ${name}`,
    deleteConfirm: "Delete view",
    deleted: (name: string) => `View “${name}” deleted`,
    notifications: /Notifications/,
    viewName: "Towers, newest deed first",
  },
  ar: {
    caption: "العقارات",
    filter: "التصفية بالاسم",
    deedNumber: "رقم الصك",
    hidden: "المنطقة",
    hiddenParam: /hide=region/,
    columns: "الأعمدة",
    views: "العروض",
    save: "حفظ العرض الحالي…",
    saveTitle: "حفظ العرض الحالي",
    name: "الاسم",
    submit: "حفظ العرض",
    cancel: "إلغاء",
    saved: (name: string) => `تم حفظ العرض «${name}»`,
    taken: "لديك عرض محفوظ بهذا الاسم لهذه القائمة",
    manage: "إدارة العروض…",
    manageTitle: "العروض المحفوظة",
    edit: (name: string) => `تعديل ${name}`,
    share: "مشاركة مع الفريق",
    saveChanges: "حفظ التغييرات",
    updated: (name: string) => `تم تحديث العرض «${name}»`,
    sharedBy: "شاركه Demo Manager",
    readOnly: "للقراءة فقط",
    open: (name: string) => `فتح ${name}`,
    delete: (name: string) => `حذف ${name}`,
    deleteConfirm: "حذف العرض",
    deleted: (name: string) => `تم حذف العرض «${name}»`,
    notifications: /الإشعارات/,
    viewName: "الأبراج بأحدث صك",
  },
} as const;
type Language = keyof typeof LABELS;
type Labels = (typeof LABELS)[Language];

const FILTER = "أبراج";
const SORTED = /sort=document_number(%3A|:)desc/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function signedIn(
  browser: Browser,
  baseURL: string,
  role: "manager" | "support",
  lang: Language,
) {
  const context = await browser.newContext({ baseURL, storageState: storageState(role) });
  // Arabic is chosen as a person does: the language preference (see arabic.ts).
  if (lang === "ar") await context.addCookies([{ name: "locale", value: "ar", url: baseURL }]);
  return context.newPage();
}

const toast = (page: Page, l: Labels, text: string) =>
  page.getByRole("region", { name: l.notifications }).getByText(text);

/** The page shows the saved view: filter, order, and one column hidden. */
async function expectTheView(page: Page, l: Labels) {
  await expect(page).toHaveURL(/name=/);
  await expect(page).toHaveURL(SORTED);
  await expect(page).toHaveURL(l.hiddenParam);
  await expect(page.getByLabel(l.filter)).toHaveValue(FILTER);
  const table = page.getByRole("table", { name: l.caption });
  await expect(table.getByRole("columnheader", { name: l.deedNumber })).toHaveAttribute(
    "aria-sort",
    "descending",
  );
  await expect(table.getByRole("columnheader", { name: l.hidden })).toHaveCount(0);
  await expect(table.getByRole("row").nth(1).getByRole("cell").first()).toContainText(FILTER);
}

for (const lang of ["en", "ar"] as const) {
  const l = LABELS[lang];

  test(`${lang}: a manager saves a view, reopens it and shares it; support opens it read-only`, async ({
    browser,
    baseURL,
  }) => {
    // Two signed-in browsers, some sixty steps and two accessibility scans: on a slow machine
    // this took 42-60 s of the default 60 s (CI, 2026-11-27), so it gets three times that.
    test.slow();
    const name = `${l.viewName} ${Date.now().toString(36)}`;
    const page = await signedIn(browser, baseURL!, "manager", lang);
    await page.goto("/properties");
    if (lang === "ar") await expectRtl(page);
    const table = page.getByRole("table", { name: l.caption });

    // Filter, hide a column, sort by deed number (descending: two presses); the column stays
    // hidden as the filter and the order change.
    await page.getByLabel(l.filter).fill(FILTER);
    await expect(page).toHaveURL(/name=/);
    await page.getByRole("button", { name: l.columns }).click();
    await page.getByRole("menuitemcheckbox", { name: l.hidden }).click();
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(l.hiddenParam);
    const deedHeader = table.getByRole("columnheader", { name: l.deedNumber });
    await deedHeader.getByRole("button").click();
    await expect(deedHeader).toHaveAttribute("aria-sort", "ascending");
    await deedHeader.getByRole("button").click();
    await expect(page).toHaveURL(SORTED);
    await expectTheView(page, l);

    // Save it; a second save under the same name is refused beside the field, keeping the name.
    await page.getByRole("button", { name: l.views }).click();
    await page.getByRole("menuitem", { name: l.save }).click();
    let dialog = page.getByRole("dialog", { name: l.saveTitle });
    await dialog.getByLabel(l.name).fill(name);
    await dialog.getByRole("button", { name: l.submit }).click();
    await expect(toast(page, l, l.saved(name))).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: l.views }).click();
    await page.getByRole("menuitem", { name: l.save }).click();
    await dialog.getByLabel(l.name).fill(name.toUpperCase());
    await dialog.getByRole("button", { name: l.submit }).click();
    await expect(dialog.getByLabel(l.name)).toHaveAccessibleDescription(l.taken);
    await expect(dialog.getByLabel(l.name)).toHaveValue(name.toUpperCase());
    await dialog.getByRole("button", { name: l.cancel }).click();

    // Away and back to a plain list, then the view from the menu.
    await page.goto("/contracts");
    await page.goto("/properties");
    await expect(table.getByRole("columnheader", { name: l.hidden })).toBeVisible();
    await expect(page.getByLabel(l.filter)).toHaveValue("");
    await page.getByRole("button", { name: l.views }).click();
    const item = page.getByRole("menuitemradio", { name: new RegExp(escape(name)) });
    await expect(item).toHaveAttribute("aria-checked", "false");
    await item.click();
    await expectTheView(page, l);
    await page.getByRole("button", { name: l.views }).click();
    await expect(item).toHaveAttribute("aria-checked", "true");
    await page.keyboard.press("Escape");

    // Share it with the team.
    await page.getByRole("button", { name: l.views }).click();
    await page.getByRole("menuitem", { name: l.manage }).click();
    const manage = page.getByRole("dialog", { name: l.manageTitle });
    await manage.getByRole("button", { name: l.edit(name) }).click();
    dialog = page.getByRole("dialog", { name: new RegExp(escape(name)) });
    await dialog.getByRole("checkbox", { name: l.share }).check();
    await dialog.getByRole("button", { name: l.saveChanges }).click();
    await expect(toast(page, l, l.updated(name))).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(manage).toBeHidden();

    // Support sees it with its owner, opens it, and may not delete it.
    const support = await signedIn(browser, baseURL!, "support", lang);
    await support.goto("/properties");
    await support.getByRole("button", { name: l.views }).click();
    const shared = support.getByRole("menuitemradio", { name: new RegExp(escape(name)) });
    await expect(shared).toContainText(l.sharedBy);
    await shared.click();
    await expectTheView(support, l);
    await support.getByRole("button", { name: l.views }).click();
    await support.getByRole("menuitem", { name: l.manage }).click();
    const readOnly = support.getByRole("dialog", { name: l.manageTitle });
    const row = readOnly.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText(l.readOnly);
    await expect(row.getByRole("button", { name: l.open(name) })).toBeVisible();
    await expect(readOnly.getByRole("button", { name: l.delete(name) })).toHaveCount(0);
    await expectSoundPage(support);
    const views = (await (
      await support.request.get("/api/saved-views?list=properties")
    ).json()) as {
      data: { id: string; name: string; editable: boolean }[];
    };
    const view = views.data.find((v) => v.name === name)!;
    expect(view.editable).toBe(false);
    const refused = await support.request.delete(`/api/saved-views/${view.id}`, {
      headers: { Origin: baseURL! },
    });
    expect(refused.status()).toBe(403);
    await support.context().close();

    // The owner deletes it, after confirming.
    await page.getByRole("button", { name: l.views }).click();
    await page.getByRole("menuitem", { name: l.manage }).click();
    await manage.getByRole("button", { name: l.delete(name) }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: l.deleteConfirm }).click();
    await expect(toast(page, l, l.deleted(name))).toBeVisible();
    await expect(manage.getByText(name)).toHaveCount(0);
    await page.context().close();
  });
}
