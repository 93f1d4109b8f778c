import { readFile } from "node:fs/promises";

import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { chooseArabic, expectRtl } from "./arabic";
import { createContract, getPropertyById } from "./helpers";
import { storageState } from "./roles";

// Occupancy, in both languages, on this spec's own properties (160 in English, 161 in Arabic;
// parties pages 160–161): the property page's occupancy card counts its units, a contract made
// on one of its vacant units makes that unit leased and takes it off the vacant-units list
// (filtered by the property), and the list downloads. No portfolio-wide number is asserted:
// other specs make contracts at the same time.

test.use({ storageState: storageState("manager") });

const WORDS = {
  en: {
    card: "Occupancy",
    units: "The property's units and their occupancy",
    leased: "Leased",
    vacant: "Vacant",
    list: "Vacant units",
    deed: "Deed number",
    export: "Export",
    format: /^CSV/,
    file: /^vacant-units-\d{4}-\d{2}-\d{2}\.csv$/,
    header: /^Property,Deed number,Unit,Unit record,Type,Region,City,/,
  },
  ar: {
    card: "الإشغال",
    units: "وحدات العقار وحالة إشغالها",
    leased: "مؤجرة",
    vacant: "شاغرة",
    list: "الوحدات الشاغرة",
    deed: "رقم الصك",
    export: "تصدير",
    format: /^ملف Excel/,
    file: /^vacant-units-\d{4}-\d{2}-\d{2}\.xlsx$/,
    header: null,
  },
};
type Words = (typeof WORDS)["en"] | (typeof WORDS)["ar"];

type Occupancy = {
  counts: { units: number; leased: number; reserved: number; vacant: number };
  units: { unit_id: string; unit_number: string; status: string }[];
};
async function occupancyOf(request: APIRequestContext, deed: string): Promise<Occupancy> {
  const response = await request.get(`/api/occupancy/properties/${deed}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Occupancy }).data;
}

const count = (page: Page, key: string) => page.getByTestId(`occupancy-${key}`);

for (const [lang, w] of Object.entries(WORDS) as ["en" | "ar", Words][]) {
  test(`${lang}: a contract on a vacant unit leases it and takes it off the vacant list; the list downloads`, async ({
    page,
    baseURL,
  }) => {
    if (lang === "ar") await chooseArabic(page.context(), baseURL!);
    const property = await getPropertyById(page.request, lang === "en" ? 160 : 161);
    const deed = property.document_number;

    // The property page reads the property, which puts its units in the index; the card counts.
    await page.goto(`/properties/${deed}`);
    if (lang === "ar") await expectRtl(page);
    await expect(page.getByRole("heading", { name: w.card, exact: true })).toBeVisible();
    await expect(count(page, "units")).toHaveText(String(property.units.length));
    const before = await occupancyOf(page.request, deed);
    expect(before.counts.units).toBe(property.units.length);
    await expect(count(page, "leased")).toHaveText(String(before.counts.leased));
    await expect(count(page, "vacant")).toHaveText(String(before.counts.vacant));
    const rows = page.getByRole("table", { name: w.units }).getByRole("row");
    await expect(rows).toHaveCount(property.units.length + 1);
    const vacantUnit = before.units.findLast((u) => u.status === "vacant");
    expect(vacantUnit, "a vacant unit of the property").toBeDefined();
    const unitRow = rows.filter({
      has: page.getByRole("link", { name: vacantUnit!.unit_number, exact: true }),
    });
    await expect(unitRow).toContainText(w.vacant);

    // The vacant-units list filtered by this property (its deed number in the URL) lists it.
    await page.goto(`/occupancy?property=${deed}`);
    await expect(page.getByLabel(w.deed)).toHaveValue(deed);
    const list = page.getByRole("table", { name: w.list });
    const listed = () => list.getByRole("link", { name: vacantUnit!.unit_number, exact: true });
    await expect(listed()).toBeVisible();
    await expect(list.getByRole("row")).toHaveCount(before.counts.vacant + 1);

    // A contract on it through the dashboard's API (as the wizard sends it): leased from today.
    await createContract(page.request, baseURL!, Number(vacantUnit!.unit_id), {
      partiesPage: lang === "en" ? 160 : 161,
      documentNumber: deed,
    });

    await page.reload();
    await expect(listed()).toHaveCount(0);
    await expect(list.getByRole("row")).toHaveCount(before.counts.vacant);

    // The export: the list as filtered, through the one export path.
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: w.export }).click();
    await page.getByRole("menuitem", { name: w.format }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(w.file);
    if (w.header) {
      const text = await readFile((await file.path())!, "utf8");
      const lines = text.slice(1).split("\r\n").filter(Boolean);
      expect(lines[0]).toMatch(w.header);
      expect(lines).toHaveLength(before.counts.vacant); // the header and one fewer unit
      expect(lines.slice(1).every((line) => line.includes(deed))).toBe(true);
    }

    // Back on the property page: the unit is leased, the counts follow.
    await page.goto(`/properties/${deed}`);
    await expect(count(page, "leased")).toHaveText(String(before.counts.leased + 1));
    await expect(count(page, "vacant")).toHaveText(String(before.counts.vacant - 1));
    await expect(unitRow).toContainText(w.leased);
  });
}
