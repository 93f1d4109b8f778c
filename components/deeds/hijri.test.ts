import { describe, expect, it } from "vitest";

import { clampHijri, formatHijri, parseHijri, umalqura } from "./hijri";
import { CalendarDate } from "@internationalized/date";

describe("Hijri helpers", () => {
  it("parses Hijri dates typed with Arabic-Indic digits", () => {
    const date = parseHijri("١٤٣٤-٠٩-٢٩");
    expect(date && formatHijri(date)).toBe("1434-09-29");
  });

  it("refuses days that the Umm al-Qura calendar does not have", () => {
    expect(parseHijri("1445-13-01")).toBeNull();
    expect(parseHijri("1317-01-01")).toBeNull();
    expect(parseHijri("1445-9-1")).toBeNull();
  });

  it("formats the Hijri fields, not the ISO (Gregorian) date", () => {
    expect(formatHijri(new CalendarDate(umalqura, 1448, 6, 2))).toBe("1448-06-02");
  });

  it("keeps navigation inside the supported years", () => {
    expect(formatHijri(clampHijri(new CalendarDate(umalqura, 1300, 5, 5)))).toBe("1318-01-01");
  });
});
