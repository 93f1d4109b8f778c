import { createTranslator } from "use-intl/core";

import arApiErrors from "../messages/ar/apiErrors.json" with { type: "json" };
import arAuth from "../messages/ar/auth.json" with { type: "json" };
import arDeedSync from "../messages/ar/deedSync.json" with { type: "json" };
import arProperties from "../messages/ar/properties.json" with { type: "json" };
import enApiErrors from "../messages/en/apiErrors.json" with { type: "json" };
import enAuth from "../messages/en/auth.json" with { type: "json" };
import enDeedSync from "../messages/en/deedSync.json" with { type: "json" };
import enProperties from "../messages/en/properties.json" with { type: "json" };

// The dashboard's own words, from its message catalogues, for specs that run in either language.
// Only the namespaces such specs read; add one when a spec needs it.
const catalogues = {
  en: { apiErrors: enApiErrors, auth: enAuth, deedSync: enDeedSync, properties: enProperties },
  ar: { apiErrors: arApiErrors, auth: arAuth, deedSync: arDeedSync, properties: arProperties },
};
export type Language = keyof typeof catalogues;

/** `t("deedSync.run.title")`, as the dashboard says it in `language` (Latin digits, its default). */
export function translator(language: Language) {
  return createTranslator({
    locale: language === "ar" ? "ar-u-nu-latn" : "en",
    // Both catalogues have the same keys (lib/i18n/catalogue.test.ts); the English one types them.
    messages: catalogues[language] as (typeof catalogues)["en"],
  });
}
