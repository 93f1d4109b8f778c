import { describe, expect, it } from "vitest";

import { createFormatter } from "@/lib/format/format";

import { gregorianToHijri } from "@/lib/rental/dates";
import { decisionDate, noticePeriodOf } from "@/lib/rental/decision-date";

// Expected days are counted by hand on a calendar; the Hijri ones are the Saudi official days
// (Umm al-Qura), as in calendar-edges.test.ts.

describe("decision date: end date minus the notice period", () => {
  it.each([
    // Month ends: 30 days back from a 31st, and into a shorter month.
    ["2026-03-31", 30, "2026-03-01"],
    ["2026-03-31", 31, "2026-02-28"],
    ["2026-05-01", 1, "2026-04-30"],
    ["2026-07-31", 61, "2026-05-31"],
    // Year ends: back across 31 December.
    ["2027-01-01", 1, "2026-12-31"],
    ["2027-01-15", 30, "2026-12-16"],
    ["2027-02-28", 90, "2026-11-30"],
    // No notice at all: the end date itself.
    ["2026-12-31", 0, "2026-12-31"],
    // Leap days: 29 February exists in 2024, 2028 and 2000, not in 2025 or 2100.
    ["2024-03-30", 30, "2024-02-29"],
    ["2025-03-30", 30, "2025-02-28"],
    ["2028-03-01", 1, "2028-02-29"],
    ["2000-03-01", 1, "2000-02-29"],
    ["2100-03-01", 1, "2100-02-28"],
    // 365 days back over a leap day lands on it.
    ["2025-02-28", 365, "2024-02-29"],
    ["2026-02-28", 365, "2025-02-28"],
  ])("ends %s, %i days' notice: decide by %s", (end, notice, expected) => {
    expect(decisionDate(end, notice)).toBe(expected);
  });

  it("counts back the default when the contract sets no notice period", () => {
    expect(decisionDate("2026-12-31", null)).toBe("2026-11-01"); // 60 days
    expect(decisionDate("2026-12-31", null, 90)).toBe("2026-10-02");
    expect(decisionDate("2026-12-31", 30, 90)).toBe("2026-12-01"); // the contract's own wins
  });

  it("has none without a valid end date", () => {
    expect(decisionDate(null, 30)).toBeNull();
    expect(decisionDate(undefined, 30)).toBeNull();
    expect(decisionDate("2026-02-30", 30)).toBeNull();
    expect(decisionDate("31/12/2026", 30)).toBeNull();
  });
});

describe("a contract's own notice period", () => {
  it("is a whole number of days from 0 to 365", () => {
    expect(noticePeriodOf({ notice_period_in_days: 60, residential_auto_renewal: 1 })).toBe(60);
    expect(noticePeriodOf({ notice_period_in_days: 0 })).toBe(0);
    expect(noticePeriodOf({ notice_period_in_days: 365 })).toBe(365);
  });

  it("is missing when absent or not what the interface accepts", () => {
    expect(noticePeriodOf(null)).toBeNull();
    expect(noticePeriodOf(undefined)).toBeNull();
    expect(noticePeriodOf({})).toBeNull();
    expect(noticePeriodOf({ notice_period_in_days: "30" })).toBeNull();
    expect(noticePeriodOf({ notice_period_in_days: 30.5 })).toBeNull();
    expect(noticePeriodOf({ notice_period_in_days: -1 })).toBeNull();
    expect(noticePeriodOf({ notice_period_in_days: 366 })).toBeNull();
  });
});

describe("decision dates at Umm al-Qura month and year edges", () => {
  const english = createFormatter({ locale: "en", digits: "latn", calendar: "gregory" });
  const arabic = createFormatter({ locale: "ar", digits: "latn", calendar: "islamic-umalqura" });

  it.each([
    // Ramadan 1446 had 29 days: 1 Ramadan was 1 March 2025, Eid al-Fitr (1 Shawwal) 30 March.
    ["2025-03-30", 1, "2025-03-29", "1446-09-29"],
    ["2025-03-31", 30, "2025-03-01", "1446-09-01"],
    ["2025-03-01", 1, "2025-02-28", "1446-08-29"],
    // Dhu al-Hijjah 1445 had 30 days; 1 Muharram 1446 was 7 July 2024.
    ["2024-07-07", 1, "2024-07-06", "1445-12-30"],
    ["2024-08-06", 30, "2024-07-07", "1446-01-01"],
    // Dhu al-Hijjah 1446 had 29 days; 1 Muharram 1447 was 26 June 2025.
    ["2025-06-26", 1, "2025-06-25", "1446-12-29"],
    ["2025-07-26", 30, "2025-06-26", "1447-01-01"],
  ])("ends %s, %i days' notice: %s, which is %s AH", (end, notice, gregorian, hijri) => {
    const day = decisionDate(end, notice);
    expect(day).toBe(gregorian);
    expect(gregorianToHijri(day!)).toBe(hijri);
  });

  it("renders in both calendars the way the pages show it", () => {
    // The last day of Ramadan 1446 and the first of Muharram 1447.
    expect(english.dual(decisionDate("2025-03-30", 1)!, "gregory", "long")).toMatchObject({
      primary: "29 March 2025",
      secondary: "29 Ramadan 1446 AH",
    });
    expect(english.dual(decisionDate("2025-07-26", 30)!, "gregory", "long")).toMatchObject({
      primary: "26 June 2025",
      secondary: "1 Muharram 1447 AH",
    });
    const hijriFirst = arabic.dual(decisionDate("2024-07-07", 1)!, "gregory", "long")!;
    expect(hijriFirst.primary).toMatch(/^30 ذو الحجة 1445/);
    expect(hijriFirst.secondary).toMatch(/^6 يوليو 2024/);
  });
});
