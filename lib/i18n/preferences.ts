import * as z from "zod/mini";

import { CALENDARS, DIGIT_STYLES, PREFERENCE_LOCALES, type PreferenceLocale } from "./choices";
import { msg } from "@/lib/rental/messages";

// A person's display preferences: the language, how digits are shown in Arabic, and the primary
// calendar (the other one is always beside it or one hover away). They are stored on the user's
// profile, so they follow the person to another browser, and mirrored in cookies so that pages
// seen before sign-in (the sign-in page itself) follow the last choice made in this browser.

export const preferencesSchema = z.object({
  locale: z.enum(PREFERENCE_LOCALES),
  digits: z.enum(DIGIT_STYLES),
  calendar: z.enum(CALENDARS),
});
export type Preferences = z.output<typeof preferencesSchema>;

/** PUT /api/me/preferences: any of the three, at least one. */
export const preferencesPatchSchema = z
  .strictObject(z.partial(preferencesSchema).shape)
  .check(z.refine((p) => Object.keys(p).length > 0, { error: msg("validation.onePreference") }));
export type PreferencesPatch = z.output<typeof preferencesPatchSchema>;

/** What a user row holds: null where the person has not chosen yet. */
export type StoredPreferences = { [K in keyof Preferences]: Preferences[K] | null };

/** Cookie names that mirror the preferences in this browser. */
export const PREFERENCE_COOKIES = {
  locale: "locale",
  digits: "digits",
  calendar: "calendar",
} as const satisfies Record<keyof Preferences, string>;

/**
 * The first supported language in an Accept-Language header, by quality then order
 * (`ar-SA,ar;q=0.9,en;q=0.8` → `ar`), or null when it names none of ours.
 */
export function negotiateLocale(header: string | null | undefined): PreferenceLocale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.toLowerCase().split("-")[0] ?? "", quality, index };
    })
    .filter((r) => Number.isFinite(r.quality) && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  const match = ranked.find((r) => (PREFERENCE_LOCALES as readonly string[]).includes(r.language));
  return (match?.language as PreferenceLocale | undefined) ?? null;
}
