import { getRequestConfig } from "next-intl/server";

import { DEFAULT_LOCALE, isLocale, messageLocale } from "@/lib/i18n/locales";
import { loadMessages } from "@/lib/i18n/messages";
import { getPreferences } from "@/lib/auth/request-preferences";

// next-intl without locale routing: the locale is a preference (lib/preferences: the profile,
// then this browser's cookie, then Accept-Language), never part of the URL. A preferred locale
// whose catalogue does not ship falls back to the default.
export default getRequestConfig(async () => {
  const { locale: preferred, digits } = await getPreferences();
  const language = isLocale(preferred) ? preferred : DEFAULT_LOCALE;
  return {
    // Components read the language with useLanguage() (lib/i18n/use-language.ts).
    locale: messageLocale(language, digits),
    messages: await loadMessages(language),
    timeZone: "Asia/Riyadh",
  };
});
