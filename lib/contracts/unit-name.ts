import type { KnownUnit } from "./unit-schemas";
import { UNIT_TYPES } from "@/lib/rental/unit-kinds";

// How a contract's unit reads to a person: the property's name and the unit's number in the
// words the catalogue gives its type («أبراج الواحة — شقة 203», "Al Waha Towers — Apartment
// 203"). Without what the register learned, the record number in words («وحدة رقم السجل 8»),
// never a bare number that reads like a unit number. Numbers stay as upstream wrote them: a unit
// number is a label ("203", "A-12"), not a quantity.

/** A catalogue lookup by full key (next-intl's useTranslations() or createTranslator). */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const TYPES = new Set<string>(UNIT_TYPES);

/** "Apartment 203"; "Unit 203" for the type "other" or one the catalogue does not know. */
export function unitLabel(
  unit: Pick<KnownUnit, "unit_type" | "unit_number">,
  t: Translate,
): string {
  const known = TYPES.has(unit.unit_type) && unit.unit_type !== "other";
  return known
    ? t("contracts.unitName.typed", {
        type: t(`units.types.${unit.unit_type}`),
        number: unit.unit_number,
      })
    : t("contracts.unitName.untyped", { number: unit.unit_number });
}

/** "Al Waha Towers — Apartment 203", or the unit's record number in words. */
export function unitName(
  unit: KnownUnit | null | undefined,
  unitId: string | number,
  t: Translate,
): string {
  if (!unit) return unitRecord(unitId, t);
  return t("contracts.unitName.full", {
    property:
      unit.property_name ||
      t("contracts.unitName.propertyRecord", { id: String(unit.property_id) }),
    unit: unitLabel(unit, t),
  });
}

/** "Unit record #8": the secondary line under a name, and the name when none is known. */
export function unitRecord(unitId: string | number, t: Translate): string {
  return t("contracts.unitName.record", { id: String(unitId) });
}
