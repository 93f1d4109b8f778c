import { expect, test, type APIRequestContext } from "@playwright/test";

import { expectRtl, inArabic, toastAr } from "./arabic";
import { expectNoSeriousA11yViolations } from "./fixtures";
import { getParties, pageHeading, toArabicIndic, toast, type PartyRecord } from "./helpers";
import { storageState } from "./roles";

// The data-quality queue (/parties/attention). Each test spoils one seed party through the API,
// finds it in the list, and (as a manager) fixes it there. Parties 51, 53 and 55 belong to this
// spec alone (other specs use 5, 20–24, 30, 39–48 and 59–60 by their pages of getParties).

type Party = PartyRecord & { phone_number: string };

async function partyNo(request: APIRequestContext, id: number): Promise<Party> {
  const [party] = await getParties(request, id, 1);
  expect(party!.id).toBe(id);
  return party as Party;
}

/** Replaces the party's fields through the dashboard's API, as the edit dialog would. */
async function putParty(request: APIRequestContext, party: Party, change: Partial<Party>) {
  const next = { ...party, ...change };
  const saved = await request.put(`/api/v1/parties/${party.id}`, {
    headers: { Origin: test.info().project.use.baseURL! },
    data: {
      id_number: next.id_number,
      full_name: next.full_name,
      phone_number: next.phone_number,
      date_of_birth: next.date_of_birth ?? undefined,
      date_of_birth_hijri: next.date_of_birth_hijri ?? undefined,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

/** The same ID with its check digit off by one (exactly one check digit fits). */
const wrongCheckDigit = (id: string) => id.slice(0, -1) + String((Number(id.at(-1)) + 1) % 10);

test.describe("a manager", () => {
  test.use({ storageState: storageState("manager") });

  test("finds a party with a foreign mobile, fixes it from the list, and it leaves the list", async ({
    page,
  }) => {
    const party = await partyNo(page.request, 51);
    await putParty(page.request, party, { phone_number: "+4915112345678" });

    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Needs attention" })
      .click();
    await expect(pageHeading(page)).toHaveText("Parties needing attention");
    await expect(page.getByRole("link", { name: "Needs attention" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByRole("link", { name: "Parties", exact: true })).not.toHaveAttribute(
      "aria-current",
    );
    await page.getByLabel("Show", { exact: true }).selectOption("mobile-not-saudi");
    await expect(page).toHaveURL(/kind=mobile-not-saudi/);

    const row = page.getByRole("row").filter({ hasText: party.id_number });
    await expect(row).toContainText("+4915112345678");
    await expect(row).toContainText("Not a Saudi mobile");
    await expect(row).not.toContainText("No date of birth");
    await expectNoSeriousA11yViolations(page);

    await row.getByRole("button", { name: `Fix ${party.full_name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${party.full_name}` });
    const phone = dialog.getByLabel("Phone number");
    await phone.fill("0501234567");
    await phone.blur();
    await expect(phone).toHaveValue("+966501234567");
    await dialog.getByRole("button", { name: "Save party" }).click();
    await expect(toast(page, `${party.full_name} saved`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    // The server's list agrees (not just this browser's copy).
    await page.reload();
    await expect(pageHeading(page)).toHaveText("Parties needing attention");
    await expect(
      page.getByRole("status").filter({ hasText: /Checked [\d,]+ parties/ }),
    ).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: party.id_number })).toHaveCount(0);
  });
});

test.describe("مدير العقارات", () => {
  test.use({ storageState: storageState("manager") });
  inArabic();

  test("يجد طرفًا رقم هويته غير صحيح، فيصحّحه بالأرقام العربية فيخرج من القائمة", async ({
    page,
  }) => {
    const party = await partyNo(page.request, 53);
    const wrong = wrongCheckDigit(party.id_number);
    await putParty(page.request, party, { id_number: wrong });

    await page.goto("/parties/attention?kind=id-check-digit");
    await expectRtl(page);
    await expect(pageHeading(page)).toHaveText("بيانات تحتاج إلى مراجعة");
    const row = page.getByRole("row").filter({ hasText: wrong });
    await expect(row).toContainText("رقم الهوية غير صحيح");

    await row.getByRole("button", { name: `تصحيح بيانات ${party.full_name}` }).click();
    const dialog = page.getByRole("dialog", { name: `تعديل ${party.full_name}` });
    await dialog.getByLabel("رقم الهوية الوطنية أو الإقامة").fill(toArabicIndic(party.id_number));
    await dialog.getByRole("button", { name: "حفظ الطرف" }).click();
    await expect(toastAr(page, `تم حفظ ${party.full_name}`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);

    await page.reload();
    await expect(pageHeading(page)).toHaveText("بيانات تحتاج إلى مراجعة");
    await expect(page.getByRole("status").filter({ hasText: /تم فحص/ })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: wrong })).toHaveCount(0);
    await expect(page.getByRole("row").filter({ hasText: party.id_number })).toHaveCount(0);
  });
});

test.describe("support", () => {
  test.use({ storageState: storageState("support") });

  test("sees a party without a date of birth, with no way to edit it", async ({
    page,
    playwright,
    baseURL,
  }) => {
    // Support may not change parties: the manager's session spoils this one.
    const manager = await playwright.request.newContext({
      baseURL,
      storageState: storageState("manager"),
    });
    const party = await partyNo(manager, 55);
    await putParty(manager, party, { date_of_birth: null, date_of_birth_hijri: null });
    await manager.dispose();

    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Needs attention" })
      .click();
    await expect(pageHeading(page)).toHaveText("Parties needing attention");
    await page.getByLabel("Show", { exact: true }).selectOption("no-date-of-birth");
    const row = page.getByRole("row").filter({ hasText: party.id_number });
    await expect(row).toContainText("No date of birth");
    await expect(row.getByRole("button")).toHaveCount(0);
    await expect(page.getByRole("button", { name: /^Fix / })).toHaveCount(0);
    await expect(page.getByRole("columnheader", { name: "Actions" })).toHaveCount(0);
  });
});
