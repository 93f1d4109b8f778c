import { toCurrency as arabicWords } from "to-words/ar-SA";
import { toCurrency as englishWords } from "to-words/en-SA";

import type { Locale } from "@/lib/i18n/locales";

// An amount in words, as Saudi receipts write it beside the figures (تفقيط): riyals and halalas
// in the receipt's language, by to-words (its ar-SA and en-SA locales know the riyal and the
// halala, with the Arabic dual and plural forms: ريالان، ثلاثة ريالات، خمس هللات). The amount
// goes to it as decimal text built from integer halalas ("1500.50"), never as a float; halalas
// that are zero are left out. The "only" of a cheque is the catalogue's (receipts.amountInWords).

/** Halalas as riyals text with two decimals, without floating point: 150050 → "1500.50". */
function decimalText(halalas: number): string {
  if (!Number.isSafeInteger(halalas) || halalas < 0) throw new RangeError(`bad amount ${halalas}`);
  return `${Math.trunc(halalas / 100)}.${String(halalas % 100).padStart(2, "0")}`;
}

/** «ألف و خمسمائة ريال و خمسون هللة», "One Thousand Five Hundred Riyals And Fifty Halalas". */
export function amountInWords(halalas: number, locale: Locale): string {
  const words = locale === "ar" ? arabicWords : englishWords;
  return words(decimalText(halalas), { doNotAddOnly: true, ignoreZeroCurrency: false });
}
