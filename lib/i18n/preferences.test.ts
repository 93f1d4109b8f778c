import { describe, expect, it } from "vitest";

import { negotiateLocale, preferencesPatchSchema } from "./preferences";

describe("negotiateLocale", () => {
  it("picks the first supported language by quality, then order", () => {
    expect(negotiateLocale("ar-SA,ar;q=0.9,en;q=0.8")).toBe("ar");
    expect(negotiateLocale("en-GB,en;q=0.9,ar;q=0.8")).toBe("en");
    expect(negotiateLocale("fr-FR,fr;q=0.9,en;q=0.5,ar;q=0.7")).toBe("ar");
    expect(negotiateLocale("de;q=1, en;q=0")).toBeNull();
    expect(negotiateLocale("")).toBeNull();
    expect(negotiateLocale(null)).toBeNull();
  });
});

describe("preferencesPatchSchema", () => {
  it("takes any of the three preferences and refuses anything else", () => {
    expect(preferencesPatchSchema.safeParse({ locale: "en" }).success).toBe(true);
    expect(preferencesPatchSchema.safeParse({ calendar: "islamic-umalqura" }).success).toBe(true);
    expect(preferencesPatchSchema.safeParse({}).success).toBe(false);
    expect(preferencesPatchSchema.safeParse({ locale: "fr" }).success).toBe(false);
    expect(preferencesPatchSchema.safeParse({ theme: "dark" }).success).toBe(false);
  });
});
