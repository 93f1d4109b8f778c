import type { KnownUnit } from "./unit-schemas";
import { UNIT_TYPES } from "@/lib/rental/unit-kinds";

// How a contract's unit reads to a person: the property's name and the unit's number in the
// words the catalogue gives its type («أبراج الواحة — شقة 203», "Al Waha Towers — Apartment
// 203"). Without what the register learned, the record number in words («وحدة رقم السجل 8»),
// never a bare number that reads like a unit number. A unit number is a label ("203", "A-12"), not
// a quantity: `digits` only writes its digits in the person's numerals on a page (lib/format's
// `digits`); a file or a copied text keeps upstream's Latin digits (the default).

/** A catalogue lookup by full key (next-intl's useTranslations() or createTranslator). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
/** How the digits of a number written as digits are shown (Formatter["digits"]). */
export type Digits = (value: string | number) => string;
const latin: Digits = (value) => String(value);

const TYPES = new Set<string>(UNIT_TYPES);

/** "Apartment 203"; "Unit 203" for the type "other" or one the catalogue does not know. */
export function unitLabel(
  unit: Pick<KnownUnit, "unit_type" | "unit_number">,
  t: Translate,
  digits: Digits = latin,
): string {
  const known = TYPES.has(unit.unit_type) && unit.unit_type !== "other";
  return known
    ? t("contracts.unitName.typed", {
        type: t(`units.types.${unit.unit_type}`),
        number: digits(unit.unit_number),
      })
    : t("contracts.unitName.untyped", { number: digits(unit.unit_number) });
}

/** "Al Waha Towers — Apartment 203", or the unit's record number in words. */
export function unitName(
  unit: KnownUnit | null | undefined,
  unitId: string | number,
  t: Translate,
  digits: Digits = latin,
): string {
  if (!unit) return unitRecord(unitId, t, digits);
  return t("contracts.unitName.full", {
    property:
      unit.property_name ||
      t("contracts.unitName.propertyRecord", { id: digits(unit.property_id) }),
    unit: unitLabel(unit, t, digits),
  });
}

/** "Unit record #8": the secondary line under a name, and the name when none is known. */
export function unitRecord(unitId: string | number, t: Translate, digits: Digits = latin): string {
  return t("contracts.unitName.record", { id: digits(unitId) });
}
