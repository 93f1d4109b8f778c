import { CalendarDate, GregorianCalendar } from "@internationalized/date";
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { gregorianDaysInMonth, isGregorianDate } from "@/lib/rental/gregorian";

// gregorian.ts checks Gregorian days by arithmetic so that pages without a Hijri field do not
// load @internationalized/date; it must agree with the library the Hijri side still uses.
const gregorian = new GregorianCalendar();

describe("Gregorian days without the calendar library", () => {
  it("has as many days in each month as @internationalized/date", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const days = gregorian.getDaysInMonth(new CalendarDate(gregorian, y, m, 1));
        expect(gregorianDaysInMonth(y, m)).toBe(days);
      }),
    );
  });

  it("knows leap days and refuses days that do not exist", () => {
    expect(isGregorianDate("2024-02-29")).toBe(true);
    expect(isGregorianDate("2000-02-29")).toBe(true);
    expect(isGregorianDate("1900-02-29")).toBe(false);
    expect(isGregorianDate("2025-04-31")).toBe(false);
    expect(isGregorianDate("2025-13-01")).toBe(false);
    expect(isGregorianDate("2025-1-01")).toBe(false);
  });
});
