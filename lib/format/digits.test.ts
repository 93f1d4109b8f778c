import { describe, expect, it } from "vitest";

import { createFormatter, type FormatSettings } from "./format";
import { normaliseDigits } from "@/lib/rental/digits";

// Record numbers, IDs and phones follow the digit setting like amounts and dates do, and only
// their digits change; what leaves the page (normaliseDigits: the clipboard, inputs) is Latin.

const en: FormatSettings = { locale: "en", digits: "latn", calendar: "gregory" };
const arLatn: FormatSettings = { locale: "ar", digits: "latn", calendar: "gregory" };
const arArab: FormatSettings = { locale: "ar", digits: "arab", calendar: "gregory" };
const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/g, "");

describe("digits: numbers written as digits, in the person's digits", () => {
  const arab = createFormatter(arArab);

  it("Arabic-Indic: IDs, phones, contract, unit and deed numbers keep their form", () => {
    expect(arab.digits("1090000025")).toBe("١٠٩٠٠٠٠٠٢٥");
    expect(arab.digits("+966501234567")).toBe("+٩٦٦٥٠١٢٣٤٥٦٧");
    expect(arab.digits("050 123 4567")).toBe("٠٥٠ ١٢٣ ٤٥٦٧");
    expect(arab.digits(1062)).toBe("١٠٦٢"); // a record number: never grouped
    expect(arab.digits("A-12")).toBe("A-١٢");
    expect(arab.digits("#37")).toBe("#٣٧");
    expect(arab.digits(null)).toBe("");
  });

  it("Latin digits in Arabic, and always in English, whatever the setting", () => {
    for (const settings of [arLatn, en, { ...en, digits: "arab" } satisfies FormatSettings]) {
      const f = createFormatter(settings);
      expect(f.digits("+966501234567")).toBe("+966501234567");
      expect(f.digits(1062)).toBe("1062");
    }
  });

  it("amounts and counts follow the same setting on the same line", () => {
    expect(plain(arab.amount(48000))).toBe("٤٨٬٠٠٠\u00a0ر.س.");
    expect(arab.number(240)).toBe("٢٤٠");
    expect(plain(createFormatter(arLatn).amount(48000))).toBe("48,000\u00a0ر.س.");
  });

  it("what is copied or submitted reads back as the stored Latin value", () => {
    for (const value of ["1090000025", "+966501234567", "1062", "A-12"])
      expect(normaliseDigits(arab.digits(value))).toBe(value);
  });
});
