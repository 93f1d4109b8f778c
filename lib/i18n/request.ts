import { getRequestConfig } from "next-intl/server";

import { DEFAULT_LOCALE, isLocale } from "./locales";
import { loadMessages } from "./messages";
import { getPreferences } from "@/lib/preferences/server";

// next-intl without locale routing: the locale is a preference (lib/preferences: the profile,
// then this browser's cookie, then Accept-Language), never part of the URL. A preferred locale
// whose catalogue does not ship falls back to the default.
export default getRequestConfig(async () => {
  const { locale: preferred } = await getPreferences();
  const locale = isLocale(preferred) ? preferred : DEFAULT_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: "Asia/Riyadh",
  };
});
