import "server-only";

import { getLocale } from "next-intl/server";
import { cache } from "react";

import { createFormatter } from "./format";
import { languageOf } from "@/lib/i18n/locales";
import { getPreferences } from "@/lib/auth/request-preferences";

/** The request's formatter (server components): its language, digits and primary calendar. */
export const getFormatter = cache(async () => {
  const [locale, { digits, calendar }] = await Promise.all([getLocale(), getPreferences()]);
  return createFormatter({ locale: languageOf(locale), digits, calendar });
});
