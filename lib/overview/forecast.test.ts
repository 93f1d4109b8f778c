import { describe, expect, it } from "vitest";

import {
  annualRent,
  buildForecast,
  forecastEnd,
  forecastMonths,
  type EndingGroup,
} from "./forecast";

// Month edges are written out by hand from the published Umm al-Qura calendar (Ramadan 1447:
// 18 Feb – 19 Mar 2026, 30 days; Shawwal 1447: 20 Mar – 17 Apr 2026, 29 days), not recomputed
// with the library under test.

const group = (endDate: string, over: Partial<EndingGroup> = {}): EndingGroup => ({
  endDate,
  duration: 1,
  contracts: 1,
  totalRent: 48_000,
  ...over,
});

describe("forecastMonths", () => {
  it("gives twelve Gregorian months, the current one from today, across the year's end", () => {
    const months = forecastMonths("2026-11-23", "gregory");
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual([
      { key: "2026-11", start: "2026-11-23", end: "2026-11-30" },
      { key: "2026-12", start: "2026-12-01", end: "2026-12-31" },
      { key: "2027-01", start: "2027-01-01", end: "2027-01-31" },
    ]);
    expect(months.at(-1)).toEqual({ key: "2027-10", start: "2027-10-01", end: "2027-10-31" });
  });

  it("on the last day of a year, the current month is that one day; February has 28 days", () => {
    const months = forecastMonths("2026-12-31", "gregory");
    expect(months[0]).toEqual({ key: "2026-12", start: "2026-12-31", end: "2026-12-31" });
    expect(months[2]).toEqual({ key: "2027-02", start: "2027-02-01", end: "2027-02-28" });
    expect(months.at(-1)?.key).toBe("2027-11");
    expect(forecastMonths("2028-01-01", "gregory")[1]?.end).toBe("2028-02-29");
  });

  it("gives Umm al-Qura months of 30 and 29 days from the tables", () => {
    expect(forecastMonths("2026-02-18", "islamic-umalqura").slice(0, 2)).toEqual([
      { key: "1447-09", start: "2026-02-18", end: "2026-03-19" },
      { key: "1447-10", start: "2026-03-20", end: "2026-04-17" },
    ]);
  });

  it("on the last day of a Hijri month, the current month is that day alone", () => {
    expect(forecastMonths("2026-03-19", "islamic-umalqura").slice(0, 2)).toEqual([
      { key: "1447-09", start: "2026-03-19", end: "2026-03-19" },
      { key: "1447-10", start: "2026-03-20", end: "2026-04-17" },
    ]);
  });

  it("crosses the Hijri year's end (Dhu al-Hijjah 1447 to Muharram 1448)", () => {
    const keys = forecastMonths("2026-03-20", "islamic-umalqura").map((m) => m.key);
    expect(keys).toEqual([
      "1447-10",
      "1447-11",
      "1447-12",
      "1448-01",
      "1448-02",
      "1448-03",
      "1448-04",
      "1448-05",
      "1448-06",
      "1448-07",
      "1448-08",
      "1448-09",
    ]);
  });

  it("leaves no day out and counts none twice", () => {
    for (const calendar of ["gregory", "islamic-umalqura"] as const) {
      const months = forecastMonths("2026-11-23", calendar);
      for (let i = 1; i < months.length; i++) {
        const dayAfter = new Date(Date.parse(`${months[i - 1]!.end}T00:00:00Z`) + 86_400_000);
        expect(months[i]!.start).toBe(dayAfter.toISOString().slice(0, 10));
      }
    }
  });

  it("reads to the later of the two calendars' last days", () => {
    // Twelve Hijri months are about 354 days: sometimes the Gregorian window ends later, sometimes
    // the Hijri one (Ramadan 1447 to Sha'ban 1448, which ends on 7 Feb 2027).
    expect(forecastEnd("2026-11-23")).toBe("2027-10-31");
    expect(forecastEnd("2026-02-18")).toBe("2027-02-07");
  });
});

describe("buildForecast", () => {
  it("counts contracts by their month's edges in each calendar", () => {
    const forecast = buildForecast("2026-02-18", [
      group("2026-02-28"), // Gregorian February, Hijri Ramadan
      group("2026-03-19"), // Gregorian March, last day of Ramadan
      group("2026-03-20", { contracts: 2, totalRent: 96_000 }), // March, first day of Shawwal
      group("2026-04-17"), // April, last day of Shawwal
    ]);
    const g = forecast.gregory.map((m) => [m.key, m.contracts]);
    expect(g.slice(0, 3)).toEqual([
      ["2026-02", 1],
      ["2026-03", 3],
      ["2026-04", 1],
    ]);
    const h = forecast["islamic-umalqura"].map((m) => [m.key, m.contracts]);
    expect(h.slice(0, 3)).toEqual([
      ["1447-09", 2],
      ["1447-10", 3],
      ["1447-11", 0],
    ]);
  });

  it("puts one year's rent at stake: the total rent over the duration in years", () => {
    const [first] = buildForecast("2026-11-23", [
      group("2026-11-30", { duration: 3, totalRent: 150_000 }), // 50,000 a year
      group("2026-11-23", { contracts: 2, totalRent: 60_000.5 }), // two one-year contracts
    ]).gregory;
    expect(first).toMatchObject({ contracts: 3, rentAtStake: 110_000.5 });
    expect(annualRent(36_000, 0)).toBe(36_000);
  });

  it("leaves out contracts that ended before today or end after the twelfth month", () => {
    const forecast = buildForecast("2026-11-23", [
      group("2026-11-22"),
      group("2027-11-01"),
      group("2026-11-23"),
      group("2027-10-31"),
    ]);
    const total = forecast.gregory.reduce((n, m) => n + m.contracts, 0);
    expect(total).toBe(2);
    expect(forecast.gregory.at(-1)?.contracts).toBe(1);
  });

  it("gives both calendars twelve months with no contracts at all", () => {
    const forecast = buildForecast("2026-11-23", []);
    expect(forecast.gregory).toHaveLength(12);
    expect(forecast["islamic-umalqura"]).toHaveLength(12);
    expect(
      forecast["islamic-umalqura"].every((m) => m.contracts === 0 && m.rentAtStake === 0),
    ).toBe(true);
  });
});
