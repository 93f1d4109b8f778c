import "server-only";

import { cookies, headers } from "next/headers";
import { cache } from "react";

import { getSessionRow } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { users } from "@/lib/auth/tables";
import { eq } from "drizzle-orm";

import { DEFAULT_PREFERENCES } from "@/lib/i18n/choices";
import {
  negotiateLocale,
  PREFERENCE_COOKIES,
  preferencesSchema,
  type Preferences,
  type PreferencesPatch,
} from "@/lib/i18n/preferences";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * This request's preferences, each from the first place that has one: the signed-in user's
 * profile, this browser's cookie, then (for the language) Accept-Language, then the default.
 */
export const getPreferences = cache(async (): Promise<Preferences> => {
  const [row, jar, head] = await Promise.all([getSessionRow(), cookies(), headers()]);
  const shape = preferencesSchema.shape;
  const pick = <K extends keyof Preferences>(key: K, fallback: Preferences[K]): Preferences[K] => {
    const stored = shape[key].safeParse(row?.[key]);
    if (stored.success) return stored.data as Preferences[K];
    const cookie = shape[key].safeParse(jar.get(PREFERENCE_COOKIES[key])?.value);
    return cookie.success ? (cookie.data as Preferences[K]) : fallback;
  };
  return {
    locale: pick(
      "locale",
      negotiateLocale(head.get("accept-language")) ?? DEFAULT_PREFERENCES.locale,
    ),
    digits: pick("digits", DEFAULT_PREFERENCES.digits),
    calendar: pick("calendar", DEFAULT_PREFERENCES.calendar),
  };
});

/** Stores the changed preferences on the user's profile (when signed in) and in this browser. */
export async function savePreferences(userId: string | null, patch: PreferencesPatch) {
  if (userId) {
    const db = await getDb();
    await db.update(users).set(patch).where(eq(users.id, userId));
  }
  const jar = await cookies();
  for (const [key, value] of Object.entries(patch) as [keyof Preferences, string][]) {
    jar.set(PREFERENCE_COOKIES[key], value, {
      path: "/",
      maxAge: ONE_YEAR_SECONDS,
      sameSite: "lax",
      httpOnly: false, // not a secret; read by nothing but the server today
    });
  }
}
