import { expect, test, type Page } from "@playwright/test";

import { pageHeading, tabTo } from "./helpers";
import { storageState } from "./roles";

// Radix (menus, dialogs) and sonner (toasts) are not part of a page's first load: a trigger is a
// plain button until it is wanted (components/ui/lazy-primitives.tsx). Its first use must feel
// like every later one.

test.use({ storageState: storageState("manager") });

/** Records whether any script the page loads contains one of these strings. */
function watchScripts(page: Page, markers: Record<string, string>) {
  const seen = new Set<string>();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    for (const [name, marker] of Object.entries(markers)) if (body.includes(marker)) seen.add(name);
  });
  return seen;
}

test("the user menu loads Radix on first use and opens on the first key press", async ({
  page,
}) => {
  const seen = watchScripts(page, { radix: "data-radix-", sonner: "data-sonner-toaster" });
  await page.goto("/properties");
  await expect(pageHeading(page)).toHaveText("Properties");
  await page.waitForLoadState("networkidle");
  expect([...seen], "scripts of the first load").toEqual([]);

  const trigger = page.getByRole("button", { name: /^Account menu for / });
  await expect(trigger).toHaveAttribute("aria-haspopup", "menu");
  await expect(trigger).toHaveAttribute("aria-expanded", "false");

  // Keyboard: Enter opens the menu on the first item, as with Radix's own trigger.
  await tabTo(page, trigger);
  await page.keyboard.press("Enter");
  const account = page.getByRole("menuitem", { name: "Account and security" });
  await expect(account).toBeFocused();
  expect(seen.has("radix")).toBe(true);
  await expect(trigger).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("ArrowDown");
  await expect(account).not.toBeFocused();

  // Escape closes it and gives focus back to the trigger, now Radix's.
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("ArrowDown");
  await expect(account).toBeFocused();
});

test("a menu opens on the first click, its code loading on the way", async ({ page }) => {
  await page.goto("/properties");
  await expect(pageHeading(page)).toHaveText("Properties");
  const exportMenu = page.getByRole("button", { name: "Export" });
  await exportMenu.click();
  await expect(page.getByRole("menuitem", { name: /^CSV/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("menu")).toHaveCount(0);
});

test("the phone navigation drawer opens and closes by keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/properties");
  await expect(pageHeading(page)).toHaveText("Properties");
  const open = page.getByRole("button", { name: "Open menu" });
  await expect(open).toHaveAttribute("aria-haspopup", "dialog");
  await tabTo(page, open);
  await page.keyboard.press("Enter");
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  await expect
    .poll(() => drawer.evaluate((el) => el.contains(document.activeElement)), {
      message: "focus is in the drawer",
    })
    .toBe(true);
  await page.keyboard.press("Escape");
  await expect(drawer).toHaveCount(0);
  await expect(open).toBeFocused();
});
