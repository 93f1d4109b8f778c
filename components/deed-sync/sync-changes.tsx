"use client";

import { useTranslations } from "next-intl";

import { localName } from "@/components/regions/local-name";
import { useFormat } from "@/components/ui/use-format";
import { useLanguage } from "@/lib/i18n/use-language";
import { useRegionLookup } from "@/lib/regions/queries";
import type { SyncChange } from "@/lib/rental/results";

const FIELDS = ["property_name", "owner_id", "deed_date_hijri", "region_id", "city_id"] as const;
type KnownField = (typeof FIELDS)[number];
const isKnown = (field: string): field is KnownField =>
  (FIELDS as readonly string[]).includes(field);

/**
 * What a deed sync changed, field by field (old struck out, new after it), with region and city
 * ids shown as names and the Hijri deed date in both calendars: one deed's sync and a bulk run's.
 */
export function SyncChanges({ changes }: { changes: SyncChange[] }) {
  const t = useTranslations("properties.sync");
  const locale = useLanguage();
  const { lookup } = useRegionLookup();
  const format = useFormat();

  const show = (field: string, value: string | number | null) => {
    if (value === null) return "—";
    if (field === "region_id")
      return localName(lookup.region(Number(value)), locale) ?? String(value);
    if (field === "city_id") return localName(lookup.city(Number(value)), locale) ?? String(value);
    if (field === "deed_date_hijri") {
      const day = format.dual(String(value), "islamic-umalqura", "long");
      return day ? `${day.primary} (${day.secondary})` : String(value);
    }
    return String(value);
  };

  return (
    <ul className="grid gap-2 text-sm">
      {changes.map((change, i) => (
        <li key={i} className="rounded-md border border-border px-3 py-2">
          {"action" in change ? (
            t("unitAdded", { unitNumber: format.digits(change.unit_number) })
          ) : (
            <>
              <span className="font-medium">
                {isKnown(change.field) ? t(`fields.${change.field}`) : change.field}
              </span>
              <span className="mt-1 flex flex-wrap items-center gap-2 text-muted-fg">
                <del>
                  <bdi>{show(change.field, change.from)}</bdi>
                </del>
                <span aria-hidden className="inline-block rtl:-scale-x-100">
                  →
                </span>
                <ins className="text-foreground no-underline">
                  <bdi>{show(change.field, change.to)}</bdi>
                </ins>
              </span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
