import { normaliseNumberText } from "@/lib/rental/digits";

// Amounts as a person types them (riyals, up to two decimals, in any digits) and as the ledger
// keeps them (integer halalas), converted without floating point. No zod here: the Record
// payment dialog uses these on the page's first load, the rules (schemas.ts) with its first check.

/** SAR 100,000,000 at most in one payment (a term's whole rent is at most SAR 1,000,000,000). */
export const SAR = /^\d{1,9}(\.\d{1,2})?$/;

/** "1250.5" → 125050: integer arithmetic on the digits, never a float. */
export function sarToHalalas(text: string): number {
  const [riyals = "0", halalas = ""] = normaliseNumberText(text).split(".");
  return Number(riyals) * 100 + Number(halalas.padEnd(2, "0") || "0");
}

/** The amount a person typed, in halalas, or null while it is not an amount. */
export function typedHalalas(text: string): number | null {
  const value = normaliseNumberText(text.trim());
  return SAR.test(value) ? sarToHalalas(value) : null;
}

/** 125050 → "1250.50", 400000 → "4000": what a person would type (Latin digits). */
export function halalasToSarText(halalas: number): string {
  const riyals = Math.floor(halalas / 100);
  const rest = halalas % 100;
  return rest === 0 ? String(riyals) : `${riyals}.${String(rest).padStart(2, "0")}`;
}
