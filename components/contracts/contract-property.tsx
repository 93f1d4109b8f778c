"use client";

import { useTranslations } from "next-intl";

import { useUnitWords } from "./unit-name";
import { localName } from "@/components/regions/local-name";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { Link } from "@/components/ui/link";
import { Digits } from "@/components/ui/digits";
import { useFormat } from "@/components/ui/use-format";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { unitLabel, unitRecord } from "@/lib/contracts/unit-name";
import { useLanguage } from "@/lib/i18n/use-language";
import { paths } from "@/lib/paths";
import { UNIT_TYPES } from "@/lib/rental/unit-kinds";
import { useRegionLookup } from "@/lib/regions/queries";

const TYPES = new Set<string>(UNIT_TYPES);
const linkClass = "font-medium text-primary underline-offset-4 hover:underline";

/**
 * Where the contract is: the property's name, deed number and address, the unit's number and
 * type (what the register learned, lib/contracts/unit-names.ts), on screen and in print.
 */
export function ContractProperty({
  contract,
  className,
}: {
  contract: RegisterEntry;
  className?: string;
}) {
  const t = useTranslations("contracts.place");
  const words = useUnitWords();
  const { digits } = useFormat();
  const locale = useLanguage();
  const { lookup } = useRegionLookup();
  const known = contract.known_unit;
  const record = <bdi className="text-muted-fg">{unitRecord(contract.unit_id, words, digits)}</bdi>;
  if (!known) {
    return (
      <Card className={className}>
        <CardHeader>
          <CardTitle>{t("title")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3">
          <Link href={paths.unit(contract.unit_id)} className={linkClass}>
            {unitRecord(contract.unit_id, words, digits)}
          </Link>
          <p className="text-xs text-muted-fg">{t("unknown")}</p>
        </CardContent>
      </Card>
    );
  }
  const address = [
    localName(lookup.city(known.city_id), locale),
    localName(lookup.region(known.region_id), locale),
  ].filter(Boolean);
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
      </CardHeader>
      <CardContent>
        <DescriptionList
          items={[
            {
              label: t("property"),
              value: (
                <Link href={paths.property(known.document_number)} className={linkClass}>
                  <bdi>{known.property_name || t("unnamed")}</bdi>
                </Link>
              ),
            },
            { label: t("deed"), value: <Digits value={known.document_number} /> },
            {
              label: t("address"),
              value: address.length > 0 ? address.join(t("separator")) : "—",
            },
            {
              label: t("unit"),
              value: (
                <span className="grid gap-0.5">
                  <Link
                    href={paths.unit(contract.unit_id, { property: known.document_number })}
                    className={linkClass}
                  >
                    <bdi>{unitLabel(known, words, digits)}</bdi>
                  </Link>
                  <span className="text-xs">{record}</span>
                </span>
              ),
            },
            {
              label: t("unitType"),
              value: TYPES.has(known.unit_type)
                ? words(`units.types.${known.unit_type}`)
                : known.unit_type,
            },
          ]}
        />
      </CardContent>
    </Card>
  );
}
