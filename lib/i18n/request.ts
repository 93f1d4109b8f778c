import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";

import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE } from "./locales";
import { loadMessages } from "./messages";

// next-intl without locale routing: the locale comes from the user's `locale` cookie (only
// supported values are honoured), never from the URL.
export default getRequestConfig(async () => {
  const requested = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: "Asia/Riyadh",
  };
});
