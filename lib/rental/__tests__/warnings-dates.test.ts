import { describe, expect, it } from "vitest";

import { gregorianToHijri, hijriToGregorian, isGregorianDate } from "@/lib/rental/dates";
import { normaliseDigits } from "@/lib/rental/digits";
import {
  idNumberWarning,
  isValidSaudiId,
  mobileWarning,
  normaliseSaudiMobile,
} from "@/lib/rental/warnings";

describe("Saudi ID checksum", () => {
  it("accepts the documented example and rejects a changed check digit", () => {
    expect(isValidSaudiId("1016690206")).toBe(true);
    expect(isValidSaudiId("1016690207")).toBe(false);
  });

  it("needs 10 digits starting with 1 (citizen) or 2 (resident)", () => {
    expect(isValidSaudiId("3016690206")).toBe(false);
    expect(isValidSaudiId("101669020")).toBe(false);
    expect(isValidSaudiId("١٠١٦٦٩٠٢٠٦")).toBe(true);
  });

  it("warns, with a sentence, only when the ID fails", () => {
    expect(idNumberWarning("1016690206")).toBeNull();
    expect(idNumberWarning("12345")).toBe("validation.idNumberWarning");
    expect(idNumberWarning("")).toBeNull();
  });
});

describe("Saudi mobile numbers", () => {
  it.each([
    ["0501234567", "+966501234567"],
    ["501234567", "+966501234567"],
    ["00966501234567", "+966501234567"],
    ["+966 50 123 4567", "+966501234567"],
    ["٠٥٠١٢٣٤٥٦٧", "+966501234567"],
    ["+4915112345678", "+4915112345678"],
  ])("%s → %s", (input, expected) => {
    expect(normaliseSaudiMobile(input)).toBe(expected);
  });

  it("warns for numbers that are not Saudi mobiles", () => {
    expect(mobileWarning("0501234567")).toBeNull();
    expect(mobileWarning("+966112345678")).toBe("validation.mobileWarning");
  });
});

describe("calendars", () => {
  it("converts by the Umm al-Qura tables both ways", () => {
    // 1 Ramadan 1445 was Monday 11 March 2024.
    expect(hijriToGregorian("1445-09-01")).toBe("2024-03-11");
    expect(gregorianToHijri("2024-03-11")).toBe("1445-09-01");
    expect(hijriToGregorian("1445-01-30")).toBeNull();
  });

  it("knows leap years", () => {
    expect(isGregorianDate("2000-02-29")).toBe(true);
    expect(isGregorianDate("1900-02-29")).toBe(false);
  });

  it("reads both kinds of Arabic digits", () => {
    expect(normaliseDigits("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789 0123456789");
  });
});
