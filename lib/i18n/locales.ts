// The locale is a user preference (lib/preferences), never a URL prefix. Arabic comes first: it is
// what a Saudi office works in, and what a first visit gets when the browser names neither.
export const LOCALES = ["ar", "en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ar";

const RTL_LOCALES: readonly string[] = ["ar"];

export function isLocale(value: string | undefined): value is Locale {
  return !!value && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: string): "ltr" | "rtl" {
  return RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
}
