import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { convert } from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import { describe, expect, it } from "vitest";

import {
  ARABIC_CODE_POINTS,
  ARABIC_WEIGHTS,
  arabicFaceFile,
  subsetArabicFace,
  unicodeRange,
} from "./arabic-subset";

const ROOT = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(ROOT, file));

async function codePointsOf(woff2: Buffer): Promise<number[]> {
  const face = new Face(new Blob(await convert(woff2, "truetype")), 0);
  return [...face.collectUnicodes()];
}

const subset = new Set(ARABIC_CODE_POINTS);

/** Characters of the Arabic blocks (Arabic, its supplements, presentation forms). */
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
const FORMAT = /\p{Cf}/u;

/** The text files under `dir` that the dashboard shows: catalogues, pages, components, data. */
function shownFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /(?<!\.test)\.(tsx?|json)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** What Intl writes in Arabic: Hijri and Gregorian dates, times, numbers, money, relative times. */
function intlArabic(): string {
  const out: string[] = [];
  for (const calendar of ["islamic-umalqura", "gregory"])
    for (const digits of ["arab", "latn"]) {
      const locale = `ar-SA-u-ca-${calendar}-nu-${digits}`;
      const date = new Intl.DateTimeFormat(locale, {
        dateStyle: "full",
        timeStyle: "long",
        timeZone: "Asia/Riyadh",
      });
      for (let day = 0; day < 400; day += 9) out.push(date.format(Date.UTC(2026, 0, 1 + day, 15)));
      out.push(
        new Intl.NumberFormat(locale, { style: "currency", currency: "SAR" }).format(-1234567.89),
        new Intl.NumberFormat(locale, { style: "percent" }).format(0.125),
        new Intl.NumberFormat(locale, { notation: "compact" }).format(1_250_000),
        ...(["second", "minute", "hour", "day", "month", "year"] as const).flatMap((unit) => [
          new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(-3, unit),
          new Intl.RelativeTimeFormat(locale, { numeric: "auto" }).format(1, unit),
        ]),
      );
    }
  return out.join(" ");
}

describe("the Arabic subset faces", () => {
  it("are what the script makes from the package (npm run fonts:arabic)", async () => {
    for (const weight of ARABIC_WEIGHTS)
      expect(read(arabicFaceFile(weight)).equals(await subsetArabicFace(weight)), weight).toBe(
        true,
      );
  });

  it("hold every character of the subset, and app/fonts.ts declares exactly those", async () => {
    for (const weight of ARABIC_WEIGHTS)
      expect(await codePointsOf(read(arabicFaceFile(weight))), weight).toEqual([...subset]);

    const fonts = read("app/fonts.ts").toString();
    const arabic = fonts.slice(fonts.indexOf("plexArabic"), fonts.indexOf("plexLatin ="));
    for (const weight of ARABIC_WEIGHTS) expect(arabic).toContain(`../${arabicFaceFile(weight)}`);
    expect(arabic).toContain(`"${unicodeRange(subset)}"`);
  });

  it("draw every Arabic letter the dashboard and the demo data write, and digits people type", () => {
    const text = ["messages", "app", "components", "rental-service/src/seed"]
      .flatMap(shownFiles)
      .map((file) => read(file).toString())
      .concat(intlArabic(), "٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹")
      .join("");
    const missing = new Set(
      [...text].filter(
        (c) => ARABIC_LETTER.test(c) && !FORMAT.test(c) && !subset.has(c.codePointAt(0)!),
      ),
    );
    expect([...missing].map((c) => `U+${c.codePointAt(0)!.toString(16)} ${c}`)).toEqual([]);
    // The check sees Arabic text: the catalogues and Intl's Hijri months.
    expect(text).toContain("ربيع الأول");
  });
});
