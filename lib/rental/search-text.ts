import { normaliseDigits } from "./digits";

// Arabic-aware search: the one normalisation that both programs apply to stored text (into the
// `*_search` columns) and to every `$contains` / `q` needle, so that the two always agree and a
// plain LIKE on the stored form, served by a pg_trgm index, does the matching.
//
// What a search ignores, in order:
// 1. Compatibility forms (NFKD): Arabic presentation forms and ligatures (ﻻ → لا, ﷲ → الله),
//    full-width Latin, superscripts.
// 2. Case (Latin and every other cased script).
// 3. Diacritics: Arabic tashkeel (fatha … sukun, shadda, tanween), the superscript alef, Quranic
//    marks, tatweel (ـ), and Latin accents (é → e).
// 4. Spacing: every space and invisible format character (ZWJ, ZWNJ, bidi marks) is dropped, on
//    both sides, so "عبد الله" and "عبدالله" — or "Al Nakheel" and "AlNakheel" — are one text.
//    Word boundaries are therefore not significant: "برج 1" also finds "برج 17" (as before).
// 5. Letter variants: أ إ آ ٱ ٲ ٳ → ا; ة → ه; ى → ي; the Persian ی and ک → ي and ك.
//    The hamza on و and ي (ؤ ئ) is kept: those are distinct letters, not spelling variants.
// 6. Digits: Arabic-Indic and Persian digits read as ASCII.
//
// Stored forms are written by the application on every insert and update, and filled in at
// start-up where they are NULL (lib/db/search-backfill.ts). If the output of searchText ever
// changes, add a custom migration that sets the `*_search` columns back to NULL: the next
// start-up recomputes them with the new rules.

// Marks removed after NFKD. U+0653–U+0655 (madda, hamza above/below) are kept for a moment:
// NFC puts them back onto their letters (ا + ٔ → أ), which step 5 then folds or keeps.
const MARKS =
  /[\u0300-\u036f\u0610-\u061a\u064b-\u0652\u0656-\u065f\u0670\u06d6-\u06dc\u06df-\u06e4\u06e7\u06e8\u06ea-\u06ed\u08d3-\u08ff]/g;
const TATWEEL_SPACE_FORMAT = /[\s\u0640\p{Cf}]/gu;
const LOOSE_HAMZA = /[\u0653-\u0655]/g;
const LETTERS: Record<string, string> = {
  "\u0622": "\u0627", // آ
  "\u0623": "\u0627", // أ
  "\u0625": "\u0627", // إ
  "\u0671": "\u0627", // ٱ alef wasla
  "\u0672": "\u0627", // ٲ
  "\u0673": "\u0627", // ٳ
  "\u0629": "\u0647", // ة → ه
  "\u0649": "\u064a", // ى → ي
  "\u06cc": "\u064a", // ی (Persian yeh) → ي
  "\u06a9": "\u0643", // ک (Persian kaf) → ك
};
const LETTER_VARIANTS = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");

/** The searchable form of a text: see the rules above. Idempotent. */
export function searchText(value: string): string {
  const folded = value
    .normalize("NFKD")
    .toLowerCase()
    .replace(MARKS, "")
    .replace(TATWEEL_SPACE_FORMAT, "")
    .normalize("NFC")
    .replace(LOOSE_HAMZA, "")
    .replace(LETTER_VARIANTS, (ch) => LETTERS[ch] ?? ch);
  return normaliseDigits(folded);
}

/**
 * Several fields in one stored column (audit log, region names): each normalised, separated by a
 * line break. A needle never contains one (searchText drops all whitespace), so a match can
 * never straddle two fields.
 */
export function searchTextOf(values: readonly (string | null | undefined)[]): string {
  return values
    .filter((v): v is string => typeof v === "string" && v !== "")
    .map(searchText)
    .join("\n");
}

/**
 * The LIKE pattern that finds `needle` in a column of searchText values: `%…%` around the
 * normalised needle, LIKE's own wildcards escaped (so `50%` means the characters "50%"). Null
 * when nothing searchable is left (only spaces or diacritics): such a search filters nothing.
 */
export function searchPattern(needle: string): string | null {
  const text = searchText(needle);
  return text === "" ? null : `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}
