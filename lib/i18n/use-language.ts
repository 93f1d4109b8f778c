import { useLocale } from "next-intl";

import { languageOf, type Locale } from "./locales";

/** The page's language (`ar`, `en`): next-intl's locale also carries the digit setting. */
export function useLanguage(): Locale {
  return languageOf(useLocale());
}
