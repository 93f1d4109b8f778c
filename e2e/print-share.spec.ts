import { expect, test, type Page } from "@playwright/test";

import { expectRtl, inArabic, toastAr } from "./arabic";
import {
  createContract,
  expectFocusVisible,
  getParties,
  getPropertyById,
  pageHeading,
  tabTo,
  toast,
  unitNameIn,
  type PartyRecord,
  type PropertyRecord,
  type UnitRecord,
} from "./helpers";
import { storageState } from "./roles";
import { pdfLines, pdfShows } from "./pdf-text";
import { createFormatter, type FormatSettings } from "../lib/format/format";
import { todayInRiyadh } from "../lib/rental/gregorian";

test.use({ storageState: storageState("manager") });

// Printing and sharing a contract. The contracts are this spec's own: seed property 21's last unit
// (past the 16 properties the seed gives contracts) with parties 25 and 26 (page 13 of two), sent
// with their ID numbers so that the register knows their names and phones; and its unit before
// last with parties 27 and 28 (page 14), sent without, so that the register knows them by record
// number only. No other spec touches these. The demo manager has no display preferences: Latin
// digits, Gregorian first. WhatsApp is never opened: the link's address is read, and wa.me is
// blocked regardless.

const PROPERTY_ID = 21;
const PARTY_PAGE = 13;
const UNNAMED_PARTY_PAGE = 14;

type Fixture = {
  id: number;
  start: string;
  property: PropertyRecord;
  unit: UnitRecord;
  lessor: PartyRecord;
  tenant: PartyRecord;
};

async function contractOfThisSpec(page: Page, named = true): Promise<Fixture> {
  const origin = test.info().project.use.baseURL!;
  const property = await getPropertyById(page.request, PROPERTY_ID);
  const units = property.units;
  expect(units.length, `units of property ${PROPERTY_ID}`).toBeGreaterThan(1);
  const unit = named ? units.at(-1)! : units.at(-2)!;
  const partiesPage = named ? PARTY_PAGE : UNNAMED_PARTY_PAGE;
  const [lessor, tenant] = await getParties(page.request, partiesPage);
  const listed = await page.request.get(`/api/contracts?unit=${unit.id}`);
  const existing = ((await listed.json()) as { data: { id: number; deleted: boolean }[] }).data;
  const id =
    existing.find((c) => !c.deleted)?.id ??
    (await createContract(page.request, origin, unit.id, {
      partiesPage,
      withIdNumbers: named,
      // As the wizard does, the named contract comes with its unit's property.
      ...(named ? { documentNumber: property.document_number } : {}),
    }));
  const record = await page.request.get(`/api/contracts/${id}`);
  const start = ((await record.json()) as { data: { start_date: string } }).data.start_date;
  return { id, start, property, unit, lessor: lessor!, tenant: tenant! };
}

/** Counts requests to WhatsApp (and stops them): sharing must send nothing before the click. */
async function blockWhatsApp(page: Page): Promise<() => number> {
  let requests = 0;
  await page.context().route("https://wa.me/**", (route) => {
    requests++;
    return route.abort();
  });
  return () => requests;
}

const waLink = (phone: string, text: string) =>
  `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;

test.describe("in English", () => {
  const en: FormatSettings = { locale: "en", digits: "latn", calendar: "gregory" };

  test("a contract prints on A4 with both calendars, without navigation or buttons", async ({
    page,
  }) => {
    const { id, start, property, unit } = await contractOfThisSpec(page);
    await page.goto(`/contracts/${id}`);
    await expect(pageHeading(page)).toContainText(`Contract No. ${id}`);

    // The Print button opens the browser's print dialog (replaced here: headless has none).
    await page.evaluate(() => {
      const w = window as Window & { printed?: number };
      w.printed = 0;
      w.print = () => void (w.printed = (w.printed ?? 0) + 1);
    });
    const print = page.getByRole("button", { name: `Print Contract No. ${id}` });
    await tabTo(page, print);
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

    const dual = createFormatter(en).dual(start)!;
    const startDate = page.locator("dd").filter({ hasText: dual.primary }).first();
    // On screen: navigation, buttons and the dates form; the print header is not.
    const onScreenOnly = [
      page.getByRole("navigation", { name: "Main" }),
      print,
      page.getByRole("button", { name: `Share contract No. ${id}` }),
      page.getByRole("button", { name: "Save dates" }),
    ];
    for (const element of onScreenOnly) await expect(element).toBeVisible();
    const printed = page.getByRole("main").getByText("Printed:");
    await expect(printed).toBeHidden();

    await page.emulateMedia({ media: "print" });
    for (const element of onScreenOnly) await expect(element).toBeHidden();
    // A browser starts printing with `beforeprint`: the header takes the time of the print then.
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await expect(printed).toBeVisible();
    await expect(printed).toContainText(createFormatter(en).date(todayInRiyadh()));
    await expect(page.getByRole("main").getByText("Rental Desk", { exact: true })).toBeVisible();
    await expect(startDate).toBeVisible();
    await expect(startDate).toContainText(`(${dual.secondary})`);

    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // The PDF itself shows the start date in both calendars on one line, and the contract.
    const lines = await pdfLines(pdf);
    expect(pdfShows(lines, `${dual.primary} ${dual.secondary}`), lines.join("\n")).toBe(true);
    expect(pdfShows(lines, `Contract No. ${id}`), lines.join("\n")).toBe(true);
    // The property block: its name, deed number and address, the unit's number and type.
    const english = property.property_name.split(" - ").at(-1)!;
    for (const text of [english, "Deed number", property.document_number, "Address"])
      expect(pdfShows(lines, text), `${text}\n${lines.join("\n")}`).toBe(true);
    const unitLine = unitNameIn("en", property, unit).split(" — ").at(-1)!;
    expect(pdfShows(lines, unitLine), `${unitLine}\n${lines.join("\n")}`).toBe(true);

    await page.emulateMedia({ media: "screen" });
    await expect(print).toBeVisible();
  });

  test("Share copies the summary with the parties' names and sends it straight to their mobiles", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const whatsAppRequests = await blockWhatsApp(page);
    const { id, start, property, unit, lessor, tenant } = await contractOfThisSpec(page);
    const format = createFormatter(en);
    const dual = format.dual(start)!;
    await page.goto(`/contracts/${id}`);
    await expect(pageHeading(page)).toContainText(`Contract No. ${id}`);

    // By keyboard: the Share button, then its first item.
    const share = page.getByRole("button", { name: `Share contract No. ${id}` });
    await tabTo(page, share);
    await expectFocusVisible(page);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("menuitem", { name: "Copy summary" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, `Summary of contract No. ${id} copied`)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split("\n");
    expect(lines[0]).toBe(`Rental contract No. ${id}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        // The unit by its type and number, the property by its name and deed.
        `Unit: ${unitNameIn("en", property, unit).split(" — ").at(-1)} (unit record #${unit.id})`,
        `Property: ${property.property_name} (deed ${property.document_number})`,
        `Lessor: ${lessor.full_name}`,
        `Tenant: ${tenant.full_name}`,
        `Start date: ${dual.primary} (${dual.secondary})`,
        `Total rent for the term: ${format.amount(48000)}`,
      ]),
    );

    // The register knows both parties' mobiles: each item is the WhatsApp link itself.
    await share.click();
    const toTenant = page.getByRole("menuitem", {
      name: `Send on WhatsApp to ${tenant.full_name} (tenant)`,
    });
    await expect(toTenant).toHaveAttribute("href", waLink(tenant.phone_number, copied));
    await expect(toTenant).toHaveAttribute("target", "_blank");
    await expect(toTenant).toHaveAttribute("rel", "noopener noreferrer");
    const toLessor = page.getByRole("menuitem", {
      name: `Send on WhatsApp to ${lessor.full_name} (lessor)`,
    });
    await expect(toLessor).toHaveAttribute("href", waLink(lessor.phone_number, copied));
    await expect(page.getByRole("menuitem", { name: /to the tenant…/ })).toHaveCount(0);
    expect(whatsAppRequests(), "nothing is sent before the click").toBe(0);
  });

  test("a contract recorded without its parties' names: record numbers, and WhatsApp through a search", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const whatsAppRequests = await blockWhatsApp(page);
    const { id, lessor, tenant } = await contractOfThisSpec(page, false);
    await page.goto(`/contracts/${id}`);
    await expect(pageHeading(page)).toContainText(`Contract No. ${id}`);
    const parties = page.getByRole("main").locator("dl").filter({ hasText: "Lessor" });
    await expect(parties).toContainText(`Party #${lessor.id}`);
    await expect(parties).toContainText(`Party #${tenant.id}`);
    await expect(parties).not.toContainText(lessor.full_name);
    await expect(
      page.getByText("A party shown by record number was recorded before the register kept"),
    ).toBeVisible();

    const share = page.getByRole("button", { name: `Share contract No. ${id}` });
    await share.click();
    await page.getByRole("menuitem", { name: "Copy summary" }).click();
    await expect(toast(page, `Summary of contract No. ${id} copied`)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split("\n")).toEqual(
      expect.arrayContaining([`Lessor: Party #${lessor.id}`, `Tenant: Party #${tenant.id}`]),
    );

    await share.click();
    await page.getByRole("menuitem", { name: "Send on WhatsApp to the tenant…" }).click();
    const dialog = page.getByRole("dialog", { name: "Send the summary on WhatsApp" });
    await expect(dialog).toContainText(`party record #${tenant.id}`);
    const search = dialog.getByRole("searchbox", { name: "Search for the tenant" });

    // Someone else (the lessor) is not offered the link. Seed names repeat: a result is told
    // apart by its ID number.
    await search.fill(lessor.full_name);
    await dialog.getByRole("radio", { name: lessor.id_number }).check();
    await expect(dialog.getByRole("status")).toContainText(
      `${lessor.full_name} is not the tenant of this contract`,
    );
    await expect(dialog.getByRole("link")).toHaveCount(0);

    await search.fill(tenant.full_name);
    await dialog.getByRole("radio", { name: tenant.id_number }).check();
    const send = dialog.getByRole("link", { name: `Send on WhatsApp to ${tenant.full_name}` });
    // The summary may have gained the unit's number since it was copied (the unit loads after the
    // page): the link is compared by number and by its party lines.
    const mobile = tenant.phone_number.replace(/\D/g, "");
    await expect(send).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${mobile}\\?text=`));
    const sent = new URL((await send.getAttribute("href"))!).searchParams.get("text");
    expect(sent).toContain(`Lessor: Party #${lessor.id}\nTenant: Party #${tenant.id}`);
    await expect(send).toHaveAttribute("target", "_blank");
    await expect(send).toHaveAttribute("rel", "noopener noreferrer");
    expect(whatsAppRequests(), "nothing is sent before the click").toBe(0);
  });
});

test.describe("in Arabic", () => {
  inArabic();
  const ar: FormatSettings = { locale: "ar", digits: "latn", calendar: "gregory" };

  test("the contract prints right to left and its summary is Arabic", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const whatsAppRequests = await blockWhatsApp(page);
    const { id, start, property, unit, lessor, tenant } = await contractOfThisSpec(page);
    const format = createFormatter(ar);
    const dual = format.dual(start)!;
    await page.goto(`/contracts/${id}`);
    await expectRtl(page);
    await expect(pageHeading(page)).toContainText(`عقد رقم ${id}`);

    const nav = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    const print = page.getByRole("button", { name: `طباعة عقد رقم ${id}` });
    await expect(nav).toBeVisible();
    await expect(print).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(nav).toBeHidden();
    await expect(print).toBeHidden();
    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    const printedOn = page.getByRole("main").getByText("تاريخ الطباعة:");
    await expect(printedOn).toBeVisible();
    await expect(printedOn).toContainText(format.date(todayInRiyadh()));
    const startDate = page.locator("dd").filter({ hasText: dual.primary }).first();
    await expect(startDate).toBeVisible();
    await expect(startDate).toContainText(dual.secondary);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const printed = await pdfLines(pdf);
    expect(pdfShows(printed, `${dual.primary} ${dual.secondary}`), printed.join("\n")).toBe(true);
    expect(pdfShows(printed, `عقد رقم ${id}`), printed.join("\n")).toBe(true);
    // كتلة العقار: رقم الصك والعنوان مطبوعان.
    for (const text of ["رقم الصك", property.document_number, "العنوان"])
      expect(pdfShows(printed, text), `${text}\n${printed.join("\n")}`).toBe(true);
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("button", { name: `مشاركة العقد رقم ${id}` }).click();
    await page.getByRole("menuitem", { name: "نسخ ملخص العقد" }).click();
    await expect(toastAr(page, `تم نسخ ملخص العقد رقم ${id}`)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    const lines = copied.split("\n");
    expect(lines[0]).toBe(`عقد إيجار رقم ${id}`);
    expect(lines).toEqual(
      expect.arrayContaining([
        `المؤجر: ${lessor.full_name}`,
        `المستأجر: ${tenant.full_name}`,
        `الوحدة: ${unitNameIn("ar", property, unit).split(" — ").at(-1)} (رقم سجل الوحدة ${unit.id})`,
        `العقار: ${property.property_name} (رقم الصك ${property.document_number})`,
        `تاريخ بداية العقد: ${dual.primary} (${dual.secondary})`,
        `إجمالي الإيجار للمدة: ${format.amount(48000)}`,
      ]),
    );

    await page.getByRole("button", { name: `مشاركة العقد رقم ${id}` }).click();
    const send = page.getByRole("menuitem", {
      name: `إرسال عبر واتساب إلى ${lessor.full_name} (المؤجر)`,
    });
    await expect(send).toHaveAttribute("href", waLink(lessor.phone_number, copied));
    expect(whatsAppRequests(), "nothing is sent before the click").toBe(0);
  });
});
