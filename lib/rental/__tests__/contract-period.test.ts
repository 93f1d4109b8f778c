import { describe, expect, it } from "vitest";

import { addDays, endForDuration, renewalPeriod } from "@/lib/rental/contract-period";

describe("contract periods (end date inclusive)", () => {
  it("runs a one-year contract to the day before the same date a year on", () => {
    expect(endForDuration("2026-11-22", 1)).toBe("2027-11-21");
    expect(endForDuration("2026-01-01", 3)).toBe("2028-12-31");
  });

  it("ends a contract from 29 February on 28 February", () => {
    expect(endForDuration("2028-02-29", 1)).toBe("2029-02-28");
    expect(endForDuration("2028-02-29", 4)).toBe("2032-02-28");
  });

  it("counts days across month and year ends and 29 February", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
  });
});

describe("renewalPeriod", () => {
  it.each([
    // old end, years, renewal start, renewal end
    ["2027-11-21", 1, "2027-11-22", "2028-11-21"],
    ["2026-01-31", 1, "2026-02-01", "2027-01-31"],
    ["2026-04-30", 2, "2026-05-01", "2028-04-30"],
    ["2026-12-31", 1, "2027-01-01", "2027-12-31"],
    // Leap years: the renewal of a contract ending on 28 February 2028 starts on the 29th.
    ["2028-02-28", 1, "2028-02-29", "2029-02-28"],
    ["2028-02-29", 1, "2028-03-01", "2029-02-28"],
    ["2027-02-28", 1, "2027-03-01", "2028-02-29"],
    ["2028-02-28", 4, "2028-02-29", "2032-02-28"],
  ])("after %s, %i year(s): %s to %s", (oldEnd, years, start, end) => {
    expect(renewalPeriod(oldEnd, years)).toEqual({ start_date: start, end_date: end });
  });

  it("gives a renewal whose period starts right after the old one, with no gap or overlap", () => {
    const first = { start_date: "2026-03-01", end_date: endForDuration("2026-03-01", 1) };
    const second = renewalPeriod(first.end_date, 1);
    expect(addDays(first.end_date, 1)).toBe(second.start_date);
    expect(second.end_date).toBe("2028-02-29");
  });
});
