import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";

import { unitLabel, unitName, unitRecord, type Translate } from "./unit-name";
import type { KnownUnit } from "./unit-schemas";

// The catalogues as the app loads them: one object per namespace file.
function translator(locale: "ar" | "en"): Translate {
  const dir = path.join(process.cwd(), "messages", locale);
  const messages = Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(path.join(dir, f), "utf8")) as object]),
  );
  // The catalogues are read at run time, so the type checker knows none of their keys.
  return createTranslator({ locale, messages }) as unknown as Translate;
}

const waha: KnownUnit = {
  unit_number: "203",
  unit_type: "apartment",
  property_id: 7,
  document_number: "410000007",
  property_name: "أبراج الواحة",
  region_id: 1,
  city_id: 3,
};

describe("a unit's name", () => {
  const ar = translator("ar");
  const en = translator("en");

  it("names the property and the unit in the words of its type", () => {
    expect(unitName(waha, "8", ar)).toBe("أبراج الواحة — شقة 203");
    expect(unitName({ ...waha, property_name: "Al Waha Towers" }, "8", en)).toBe(
      "Al Waha Towers — Apartment 203",
    );
    expect(unitLabel({ unit_type: "villa", unit_number: "12" }, ar)).toBe("فيلا 12");
    expect(unitLabel({ unit_type: "drivers_room", unit_number: "3" }, en)).toBe("Driver's room 3");
  });

  it("says 'unit' for the type 'other' or a type the catalogue does not know", () => {
    expect(unitLabel({ unit_type: "other", unit_number: "G-2" }, ar)).toBe("الوحدة G-2");
    expect(unitLabel({ unit_type: "kiosk", unit_number: "G-2" }, en)).toBe("Unit G-2");
  });

  it("falls back to the record number in words, never a bare number", () => {
    expect(unitName(null, "8", ar)).toBe("رقم سجل الوحدة 8");
    expect(unitName(undefined, 8, en)).toBe("Unit record #8");
    expect(unitRecord("1062", ar)).toBe("رقم سجل الوحدة 1062");
    // A property without a name is named by its record number.
    expect(unitName({ ...waha, property_name: "" }, "8", en)).toBe(
      "Property record #7 — Apartment 203",
    );
    expect(unitName({ ...waha, property_name: "" }, "8", ar)).toBe("رقم سجل العقار 7 — شقة 203");
  });
});
