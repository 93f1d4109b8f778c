import { DEFAULT_LOCALE, LOCALES } from "@/lib/i18n/locales";

// The choices of each display preference (schema.ts validates them), apart from zod: the user
// menu and the root layout's provider need them on every page.

/** The languages that ship a catalogue (lib/i18n/locales.ts). */
export const PREFERENCE_LOCALES = LOCALES;
/** Intl numbering systems: Latin digits (0-9) or Arabic-Indic digits (٠-٩). */
export const DIGIT_STYLES = ["latn", "arab"] as const;
/** Intl calendar identifiers: Gregorian or Hijri Umm al-Qura. */
export const CALENDARS = ["gregory", "islamic-umalqura"] as const;

export type PreferenceLocale = (typeof PREFERENCE_LOCALES)[number];
export type DigitStyle = (typeof DIGIT_STYLES)[number];
export type CalendarId = (typeof CALENDARS)[number];

// Saudi offices work in Arabic first. Latin digits keep identifiers and amounts the same in both
// languages; the Gregorian calendar is the civil and contract calendar, Hijri is shown beside it.
// (The type is spelled out: schema.ts's Preferences is read from this module's lists.)
export const DEFAULT_PREFERENCES: {
  locale: PreferenceLocale;
  digits: DigitStyle;
  calendar: CalendarId;
} = {
  locale: DEFAULT_LOCALE,
  digits: "latn",
  calendar: "gregory",
};
