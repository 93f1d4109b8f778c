// Arabic text may carry Arabic-Indic (٠-٩) or Eastern Arabic-Indic (۰-۹) digits; an ID, deed
// number, date or amount typed that way is accepted and read as ASCII digits.
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

export function normaliseDigits(value: string): string {
  return value.replace(ARABIC_INDIC, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** For z.preprocess: normalise digits in strings, leave everything else alone. */
export function normaliseDigitsIn(value: unknown): unknown {
  return typeof value === "string" ? normaliseDigits(value.trim()) : value;
}

// Arabic keyboards type the Arabic decimal separator (٫) and thousands separator (٬).
const ARABIC_DECIMAL = /\u066B/g;
const GROUPING = /[,\u066C\u060C\s]/g;

/**
 * A number as typed, in any of the three digit sets, with Arabic or Latin separators:
 * "١٢٬٥٠٠٫٥" and "12,500.5" → "12500.5". Anything else is left for the schema to refuse.
 */
export function normaliseNumberText(value: string): string {
  return normaliseDigits(value).replace(ARABIC_DECIMAL, ".").replace(GROUPING, "");
}

const LATIN = /[0-9]/g;

/**
 * Latin digits written in Arabic-Indic (٠-٩): "1062" → "١٠٦٢", "+966 50 123 4567" →
 * "+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧". Only the digits change (no grouping, no separators), so record numbers,
 * IDs, deed numbers and phones keep their form; normaliseDigits reads them back.
 */
export function arabicIndicDigits(value: string): string {
  return value.replace(LATIN, (d) => String.fromCharCode(0x0660 + d.charCodeAt(0) - 48));
}
