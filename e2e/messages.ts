import { createTranslator } from "use-intl/core";

import arAccount from "../messages/ar/account.json" with { type: "json" };
import arArrears from "../messages/ar/arrears.json" with { type: "json" };
import arApiErrors from "../messages/ar/apiErrors.json" with { type: "json" };
import arAuth from "../messages/ar/auth.json" with { type: "json" };
import arCommon from "../messages/ar/common.json" with { type: "json" };
import arCollections from "../messages/ar/collections.json" with { type: "json" };
import arContracts from "../messages/ar/contracts.json" with { type: "json" };
import arUnits from "../messages/ar/units.json" with { type: "json" };
import arDeedSync from "../messages/ar/deedSync.json" with { type: "json" };
import arOccupancy from "../messages/ar/occupancy.json" with { type: "json" };
import arOverview from "../messages/ar/overview.json" with { type: "json" };
import arProperties from "../messages/ar/properties.json" with { type: "json" };
import arRenewal from "../messages/ar/renewal.json" with { type: "json" };
import enAccount from "../messages/en/account.json" with { type: "json" };
import enArrears from "../messages/en/arrears.json" with { type: "json" };
import enApiErrors from "../messages/en/apiErrors.json" with { type: "json" };
import enAuth from "../messages/en/auth.json" with { type: "json" };
import enCommon from "../messages/en/common.json" with { type: "json" };
import enCollections from "../messages/en/collections.json" with { type: "json" };
import enContracts from "../messages/en/contracts.json" with { type: "json" };
import enUnits from "../messages/en/units.json" with { type: "json" };
import enDeedSync from "../messages/en/deedSync.json" with { type: "json" };
import enOccupancy from "../messages/en/occupancy.json" with { type: "json" };
import enOverview from "../messages/en/overview.json" with { type: "json" };
import enProperties from "../messages/en/properties.json" with { type: "json" };
import enRenewal from "../messages/en/renewal.json" with { type: "json" };

// The dashboard's own words, from its message catalogues, for specs that run in either language.
// Only the namespaces such specs read; add one when a spec needs it.
const catalogues = {
  en: {
    account: enAccount,
    arrears: enArrears,
    apiErrors: enApiErrors,
    auth: enAuth,
    common: enCommon,
    collections: enCollections,
    contracts: enContracts,
    units: enUnits,
    deedSync: enDeedSync,
    occupancy: enOccupancy,
    overview: enOverview,
    properties: enProperties,
    renewal: enRenewal,
  },
  ar: {
    account: arAccount,
    arrears: arArrears,
    apiErrors: arApiErrors,
    auth: arAuth,
    common: arCommon,
    collections: arCollections,
    contracts: arContracts,
    units: arUnits,
    deedSync: arDeedSync,
    occupancy: arOccupancy,
    overview: arOverview,
    properties: arProperties,
    renewal: arRenewal,
  },
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
