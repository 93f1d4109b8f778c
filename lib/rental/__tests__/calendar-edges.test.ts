import { CalendarDate } from "@internationalized/date";
import { describe, expect, it } from "vitest";

import {
  CALENDAR_OF,
  convertIsoDate,
  formatIsoDate,
  gregorianToHijri,
  hijriToGregorian,
  isHijriDate,
  parseIsoDate,
} from "@/lib/rental/dates";

// Reference days are the Saudi official ones (Umm al-Qura), not values read back from the library.
describe("Umm al-Qura conversions at month and year edges", () => {
  it.each([
    // Ramadan 1445 had 30 days: Eid al-Fitr (1 Shawwal) was Wednesday 10 April 2024.
    ["1445-09-30", "2024-04-09"],
    ["1445-10-01", "2024-04-10"],
    // Eid al-Fitr 1444 was Friday 21 April 2023.
    ["1444-10-01", "2023-04-21"],
    // Dhu al-Hijjah 1445 had 30 days; 1 Muharram 1446 was Sunday 7 July 2024.
    ["1445-12-29", "2024-07-05"],
    ["1445-12-30", "2024-07-06"],
    ["1446-01-01", "2024-07-07"],
    // The Gregorian new year 2025 fell on 1 Rajab 1446.
    ["1446-06-30", "2024-12-31"],
    ["1446-07-01", "2025-01-01"],
    // Gregorian leap day.
    ["1445-08-19", "2024-02-29"],
    ["1445-08-20", "2024-03-01"],
  ])("%s AH is %s, both ways", (hijri, gregorian) => {
    expect(hijriToGregorian(hijri)).toBe(gregorian);
    expect(gregorianToHijri(gregorian)).toBe(hijri);
  });

  it("knows which months have 29 days and which 30", () => {
    expect(isHijriDate("1445-01-29")).toBe(true);
    expect(isHijriDate("1445-01-30")).toBe(false); // Muharram 1445 had 29 days
    expect(isHijriDate("1445-12-30")).toBe(true);
    expect(hijriToGregorian("1445-01-30")).toBeNull();
  });

  it("covers 1318–1500 AH and refuses days outside the tables", () => {
    expect(hijriToGregorian("1318-01-01")).toBe("1900-04-30");
    expect(hijriToGregorian("1317-12-29")).toBeNull();
    expect(hijriToGregorian("1500-12-30")).toBe("2077-11-16");
    expect(gregorianToHijri("2077-11-17")).toBeNull();
    expect(gregorianToHijri("1900-04-29")).toBeNull();
  });
});

describe("parseIsoDate / formatIsoDate / convertIsoDate", () => {
  it("reads YYYY-MM-DD in either calendar, typed in any of the three digit sets", () => {
    expect(formatIsoDate(parseIsoDate("١٤٣٤-٠٩-٢٩", "islamic-umalqura")!)).toBe("1434-09-29");
    expect(formatIsoDate(parseIsoDate("۱۴۴۶-۰۱-۰۱", "islamic-umalqura")!)).toBe("1446-01-01");
    expect(formatIsoDate(parseIsoDate(" 2024-02-29 ", "gregory")!)).toBe("2024-02-29");
    expect(parseIsoDate("2023-02-29", "gregory")).toBeNull();
    expect(parseIsoDate("1445-13-01", "islamic-umalqura")).toBeNull();
    expect(parseIsoDate("1445-9-1", "islamic-umalqura")).toBeNull();
  });

  it("writes a date's own calendar fields, not the ISO (Gregorian) day", () => {
    const date = new CalendarDate(CALENDAR_OF["islamic-umalqura"], 1448, 6, 2);
    expect(formatIsoDate(date)).toBe("1448-06-02");
    expect(date.toString()).not.toBe("1448-06-02");
  });

  it("converts between the calendars, and within one only validates", () => {
    expect(convertIsoDate("٢٠٢٤-٠٧-٠٧", "gregory", "islamic-umalqura")).toBe("1446-01-01");
    expect(convertIsoDate("1446-01-01", "islamic-umalqura", "gregory")).toBe("2024-07-07");
    expect(convertIsoDate("۲۰۲۴-۰۷-۰۷", "gregory", "gregory")).toBe("2024-07-07");
    expect(convertIsoDate("2024-02-30", "gregory", "gregory")).toBeNull();
  });
});
