"use client";

import { useTranslations } from "next-intl";

import { unitName, unitRecord, type Translate } from "@/lib/contracts/unit-name";
import { useFormat } from "@/components/ui/use-format";
import type { KnownUnit } from "@/lib/contracts/unit-schemas";

/** The catalogue by full key, for lib/contracts/unit-name.ts. */
export function useUnitWords(): Translate {
  return useTranslations() as unknown as Translate;
}

/**
 * A contract's unit as a person reads it («أبراج الواحة — شقة 203»), its record number on a
 * smaller, muted line (still selectable and found by the register's unit filter). Without what
 * the register learned, the record number in words on one line.
 */
export function UnitName({ unit, unitId }: { unit: KnownUnit | null | undefined; unitId: string }) {
  const t = useUnitWords();
  const { digits } = useFormat();
  if (!unit) return <bdi>{unitRecord(unitId, t, digits)}</bdi>;
  return (
    <span className="grid gap-0.5">
      <bdi className="font-medium">{unitName(unit, unitId, t, digits)}</bdi>
      <span className="text-xs text-muted-fg">
        <bdi>{unitRecord(unitId, t, digits)}</bdi>
      </span>
    </span>
  );
}
