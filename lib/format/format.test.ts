import { describe, expect, it } from "vitest";

import { createFormatter, intlLocale, type FormatSettings } from "./format";
import { intlUmalqura, umalquraMonthEdges } from "./umalqura-edges";

const en: FormatSettings = { locale: "en", digits: "latn", calendar: "gregory" };
const arLatn: FormatSettings = { locale: "ar", digits: "latn", calendar: "gregory" };
const arArab: FormatSettings = { locale: "ar", digits: "arab", calendar: "gregory" };
// Intl marks Arabic currency strings with right-to-left marks; compare without them.
const plain = (text: string | undefined) => text?.replace(/[\u200e\u200f\u061c]/g, "");

describe("SAR amounts", () => {
  it("English: SAR before the number, halalas only when there are any", () => {
    const f = createFormatter(en);
    expect(f.amount(60000)).toBe("SAR\u00a060,000");
    expect(f.amount(60000.5)).toBe("SAR\u00a060,000.50");
    expect(f.amount(0.25)).toBe("SAR\u00a00.25");
  });

  it("Arabic: ر.س. after the number, with the chosen digits and Arabic separators", () => {
    expect(plain(createFormatter(arArab).amount(60000.5))).toBe("٦٠٬٠٠٠٫٥٠\u00a0ر.س.");
    expect(plain(createFormatter(arArab).amount(1250))).toBe("١٬٢٥٠\u00a0ر.س.");
    expect(plain(createFormatter(arLatn).amount(60000.5))).toBe("60,000.50\u00a0ر.س.");
  });
});

describe("numbers follow the digit preference in Arabic only", () => {
  it.each([
    [en, "1,234,567"],
    [{ ...en, digits: "arab" } as FormatSettings, "1,234,567"],
    [arLatn, "1,234,567"],
    [arArab, "١٬٢٣٤٬٥٦٧"],
  ])("%o → %s", (settings, expected) => {
    expect(createFormatter(settings).number(1234567)).toBe(expected);
  });

  it("builds the Intl locale from language, digits and calendar", () => {
    expect(intlLocale(arArab, "islamic-umalqura")).toBe("ar-SA-u-ca-islamic-umalqura-nu-arab");
    expect(intlLocale({ locale: "en", digits: "arab" }, "gregory")).toBe(
      "en-GB-u-ca-gregory-nu-latn",
    );
  });
});

describe("dates in both calendars", () => {
  it("Gregorian primary: the Hijri day beside it", () => {
    expect(createFormatter(en).dual("2024-07-07")).toEqual({
      iso: "2024-07-07",
      primary: "7 Jul 2024",
      secondary: "1 Muh. 1446 AH",
      primaryCalendar: "gregory",
    });
  });

  it("Hijri primary: the Gregorian day beside it, in Arabic with Arabic-Indic digits", () => {
    const f = createFormatter({ ...arArab, calendar: "islamic-umalqura" });
    const dual = f.dual("2024-07-07", "gregory", "long");
    expect(dual?.primary).toBe("١ محرم ١٤٤٦ هـ");
    expect(dual?.secondary).toBe("٧ يوليو ٢٠٢٤");
  });

  it("takes Hijri days (deed dates, Hijri dates of birth) as well", () => {
    const f = createFormatter({ ...en, calendar: "islamic-umalqura" });
    expect(f.dual("1445-12-30", "islamic-umalqura", "long")).toMatchObject({
      iso: "2024-07-06",
      primary: "30 Dhuʻl-Hijjah 1445 AH",
      secondary: "6 July 2024",
    });
  });

  it("shows no Hijri day outside the Umm al-Qura tables, and nothing for a non-day", () => {
    const f = createFormatter(en);
    expect(f.dual("2090-01-01")?.secondary).toBe("—");
    expect(f.dual("2024-02-30")).toBeNull();
    expect(f.date("not a date")).toBe("—");
  });

  it("shows instants in Riyadh time; the other calendar's day is Riyadh's day", () => {
    const f = createFormatter(en);
    // 21:30 UTC on 6 July is 00:30 on 7 July in Riyadh: 1 Muharram 1446.
    expect(f.dateTime("2024-07-06T21:30:00Z")).toEqual({
      iso: "2024-07-06T21:30:00.000Z",
      primary: "7 Jul 2024, 00:30",
      secondary: "1 Muh. 1446 AH",
    });
    expect(f.dateTime("nonsense")).toBeNull();
  });
});

describe("months", () => {
  it("name the month of a day in the primary calendar, with its year in the long style", () => {
    const hijri = createFormatter({ ...arArab, calendar: "islamic-umalqura" });
    // 31 Dec 2026 is 21 Rajab 1448.
    expect(createFormatter(en).month("2026-12-31")).toBe("December 2026");
    expect(createFormatter(en).month("2026-12-31", "short")).toBe("Dec");
    expect(hijri.month("2026-12-31")).toBe("رجب ١٤٤٨ هـ");
    expect(createFormatter(arArab).month("2026-12-31")).toBe("ديسمبر ٢٠٢٦");
    expect(hijri.month("2090-01-01")).toBe("—");
  });
});

describe("Node's ICU and @internationalized/date agree on Umm al-Qura", () => {
  it("on the first and last day of every month, 1318–1500 AH", () => {
    const edges = umalquraMonthEdges();
    expect(edges).toHaveLength((1500 - 1318 + 1) * 12 * 2);
    const disagreements = edges.filter(
      (e) => intlUmalqura(e.gregorian).join("-") !== e.hijri.join("-"),
    );
    expect(disagreements).toEqual([]);
  });
});

describe("a day in numbers, as a date field's segments show it", () => {
  const text = (settings: FormatSettings, iso: string, calendar: "gregory" | "islamic-umalqura") =>
    plain(
      createFormatter(settings)
        .dayParts(iso, calendar)
        .map((p) => p.value)
        .join(""),
    );

  it("day, month and year in the language's order and digits, two-digit day and month", () => {
    expect(text(en, "2030-01-05", "gregory")).toBe("05/01/2030");
    expect(text(arArab, "2030-01-05", "gregory")).toBe("٠٥/٠١/٢٠٣٠");
  });

  it("leaves the era out of a Hijri day (the field's calendar switch names it)", () => {
    const parts = createFormatter(en).dayParts("2030-01-15", "islamic-umalqura");
    expect(parts.map((p) => p.type)).toEqual(["day", "literal", "month", "literal", "year"]);
    expect(text(en, "2030-01-15", "islamic-umalqura")).toBe("11/09/1451");
  });
});
