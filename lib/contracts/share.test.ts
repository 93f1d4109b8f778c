import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import {
  contractSummaryText,
  whatsAppUrl,
  type ContractSummaryInput,
  type Translate,
} from "./share";
import { createFormatter, type FormatSettings } from "@/lib/format/format";

// The catalogues as the app loads them: one object per namespace file.
function messages(locale: string) {
  const dir = path.join(process.cwd(), "messages", locale);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(dir, f), "utf8")) as object]),
  );
}

function summary(settings: FormatSettings, input: ContractSummaryInput) {
  // The catalogues are read at run time, so the type checker knows none of their keys.
  const t = createTranslator({
    locale: settings.locale,
    messages: messages(settings.locale),
  }) as unknown as Translate;
  return contractSummaryText(input, t, createFormatter(settings));
}

// Intl marks Arabic currency strings with right-to-left marks; compare without them.
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");

const input: ContractSummaryInput = {
  contract: {
    id: 1234,
    status: "active",
    unit_id: "5678",
    parties: [
      { role: "lessor", id: 25, full_name: "سارة العتيبي" },
      { role: "tenant", id: 26, full_name: "Omar Haddad" },
    ],
    contract_type: "residential",
    duration: 1,
    start_date: "2025-01-01",
    end_date: "2025-12-31",
    rental_fee: { total_units_rent: 48000, billing_type: "monthly" },
  },
  unit: { unit_number: "401", property_id: 14 },
};

describe("contract summary text", () => {
  it("English: the parties' names, record numbers, both calendars and SAR", () => {
    expect(summary({ locale: "en", digits: "latn", calendar: "gregory" }, input)).toBe(
      [
        "Rental contract No. 1234",
        "Status: Active",
        "Unit: 401 (unit record #5678)",
        "Property: Property record #14",
        "Lessor: سارة العتيبي",
        "Tenant: Omar Haddad",
        "Contract type: Residential",
        "Duration: 1 year",
        "Start date: 1 Jan 2025 (1 Raj. 1446 AH)",
        "End date: 31 Dec 2025 (11 Raj. 1447 AH)",
        "Total rent for the term: SAR\u00a048,000",
        "Payment cycle: Monthly",
      ].join("\n"),
    );
  });

  it("Arabic: Hijri first and Arabic-Indic digits when chosen, IDs in Latin digits", () => {
    const text = plain(
      summary({ locale: "ar", digits: "arab", calendar: "islamic-umalqura" }, input),
    );
    expect(text.split("\n")).toEqual([
      "عقد إيجار رقم 1234",
      "الحالة: ساري",
      "الوحدة: 401 (رقم سجل الوحدة 5678)",
      "العقار: رقم سجل العقار 14",
      "المؤجر: سارة العتيبي",
      "المستأجر: Omar Haddad",
      "نوع العقد: سكني",
      "مدة العقد: سنة واحدة",
      "تاريخ بداية العقد: ١ رجب ١٤٤٦ هـ (٠١/٠١/٢٠٢٥)",
      "تاريخ نهاية العقد: ١١ رجب ١٤٤٧ هـ (٣١/١٢/٢٠٢٥)",
      "إجمالي الإيجار للمدة: ٤٨٬٠٠٠\u00a0ر.س.",
      "دورة السداد: شهري",
    ]);
  });

  it("parties whose names the register never learned: their record numbers", () => {
    const parties = [
      { role: "lessor", id: 25 },
      { role: "tenant", id: 26, full_name: "Omar Haddad" },
    ];
    const contract = { ...input.contract, parties };
    const en = summary({ locale: "en", digits: "latn", calendar: "gregory" }, { contract });
    expect(en).toContain("Lessor: Party #25\nTenant: Omar Haddad");
    const ar = summary({ locale: "ar", digits: "arab", calendar: "gregory" }, { contract });
    expect(ar).toContain("المؤجر: الطرف رقم 25\nالمستأجر: Omar Haddad");
  });

  it("with the unit the register learned: the property's name and deed, the unit's type and number", () => {
    const known_unit = {
      unit_number: "203",
      unit_type: "apartment",
      property_id: 237,
      document_number: "410000007",
      property_name: "أبراج الواحة",
      region_id: 1,
      city_id: 3,
    };
    const contract = { ...input.contract, known_unit };
    const en = summary({ locale: "en", digits: "latn", calendar: "gregory" }, { contract });
    expect(en).toContain(
      "Unit: Apartment 203 (unit record #5678)\nProperty: أبراج الواحة (deed 410000007)",
    );
    const ar = plain(summary({ locale: "ar", digits: "arab", calendar: "gregory" }, { contract }));
    expect(ar).toContain(
      "الوحدة: شقة 203 (رقم سجل الوحدة 5678)\nالعقار: أبراج الواحة (رقم الصك 410000007)",
    );
    expect(ar).not.toContain("رقم سجل العقار");
  });

  it("without the unit record: the unit's record number only, no property line", () => {
    const text = summary(
      { locale: "en", digits: "latn", calendar: "gregory" },
      { ...input, unit: null },
    );
    expect(text).toContain("Unit: Unit record #5678");
    expect(text).not.toContain("Property:");
  });
});

describe("WhatsApp link", () => {
  it.each(["+966501234567", "0501234567", "00966 50 123 4567", "٠٥٠١٢٣٤٥٦٧"])(
    "%s → the +966 number's digits and the encoded text",
    (phone) => {
      expect(whatsAppUrl(phone, "Contract #1 — عقد\nline 2 & more")).toBe(
        "https://wa.me/966501234567?text=Contract%20%231%20%E2%80%94%20%D8%B9%D9%82%D8%AF%0Aline%202%20%26%20more",
      );
    },
  );

  it.each(["", "+971501234567", "0401234567", "05012345"])(
    "%o is not a Saudi mobile: no link",
    (phone) => {
      expect(whatsAppUrl(phone, "text")).toBeNull();
    },
  );
});
