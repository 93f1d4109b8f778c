import { describe, expect, it } from "vitest";

import { convertDay } from "./calendar-days";
import { convertIsoDate, HIJRI_MAX_YEAR, HIJRI_MIN_YEAR } from "@/lib/rental/dates";

// The formatter converts through Intl (calendar-days.ts); forms and date pickers through
// @internationalized/date (lib/rental/dates.ts). They must agree on every day.

const DAY_MS = 86_400_000;
const pad = (n: number, w = 2) => String(n).padStart(w, "0");

describe("the formatter's conversions agree with @internationalized/date", () => {
  it("on every Gregorian day around the Umm al-Qura tables", () => {
    const wrong: string[] = [];
    for (let ms = Date.UTC(1900, 0, 1); ms <= Date.UTC(2078, 11, 31); ms += DAY_MS) {
      const day = new Date(ms).toISOString().slice(0, 10);
      const expected = convertIsoDate(day, "gregory", "islamic-umalqura");
      if (convertDay(day, "gregory", "islamic-umalqura") !== expected) wrong.push(day);
    }
    expect(wrong).toEqual([]);
  });

  it("on every Hijri day of the supported years, and on 30ths that do not exist", () => {
    const wrong: string[] = [];
    for (let y = HIJRI_MIN_YEAR - 1; y <= HIJRI_MAX_YEAR + 1; y++)
      for (let m = 1; m <= 12; m++)
        for (let d = 1; d <= 30; d++) {
          const day = `${y}-${pad(m)}-${pad(d)}`;
          const expected = convertIsoDate(day, "islamic-umalqura", "gregory");
          if (convertDay(day, "islamic-umalqura", "gregory") !== expected) wrong.push(day);
          if (convertDay(day, "islamic-umalqura", "islamic-umalqura") !== (expected && day))
            wrong.push(`${day} (same calendar)`);
        }
    expect(wrong).toEqual([]);
  });

  it("reads Arabic-Indic digits and refuses what is not a day", () => {
    expect(convertDay("١٤٤٥-١٢-٣٠", "islamic-umalqura", "gregory")).toBe(
      convertIsoDate("1445-12-30", "islamic-umalqura", "gregory"),
    );
    expect(convertDay("2025-02-29", "gregory", "gregory")).toBeNull();
    expect(convertDay("1445-13-01", "islamic-umalqura", "gregory")).toBeNull();
    expect(convertDay("soon", "gregory", "islamic-umalqura")).toBeNull();
  });
});
