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

/**
 * The locale next-intl formats messages with: the language, with the person's digits for Arabic
 * (`ar-u-nu-arab`), so that numbers inside messages (a plural's `#`) follow the digit setting
 * like every other number. English always uses Latin digits.
 */
export function messageLocale(language: Locale, digits: "latn" | "arab"): string {
  return language === "ar" ? `ar-u-nu-${digits}` : language;
}

/** The language of a message locale (`ar-u-nu-arab` → `ar`). */
export function languageOf(locale: string): Locale {
  const language = locale.split("-")[0];
  return isLocale(language) ? language : DEFAULT_LOCALE;
}
