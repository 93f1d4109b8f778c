// The Umm al-Qura calendar comes from published tables; @internationalized/date's (and Intl's)
// cover roughly 1318–1500 AH, and outside that we refuse a Hijri date. Apart from dates.ts so
// that the formatter (lib/format/calendar-days.ts) can check the range without the library.
export const HIJRI_MIN_YEAR = 1318;
export const HIJRI_MAX_YEAR = 1500;
