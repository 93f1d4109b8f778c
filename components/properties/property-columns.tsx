"use client";

import { Link } from "@/components/ui/link";
import { createColumnHelper } from "@/components/ui/table-columns";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { localName } from "@/components/regions/local-name";
import { DateText, DateTimeText, Num } from "@/components/ui/formatted";
import { Digits } from "@/components/ui/digits";
import { paths } from "@/lib/paths";
import type { RegionLookup } from "@/lib/regions/queries";
import type { Property } from "@/lib/rental/records";
import { useLanguage } from "@/lib/i18n/use-language";

const column = createColumnHelper<Property>();

export function propertyHref(property: Pick<Property, "document_number">): string {
  return paths.property(property.document_number);
}

/** Columns of the properties table; name and deed number sort on the server. */
export function usePropertyColumns(lookup: RegionLookup) {
  const t = useTranslations("properties.columns");
  const td = useTranslations("dates");
  const locale = useLanguage();
  return useMemo(() => {
    const regionName = (p: Property) => localName(lookup.region(p.region_id), locale) ?? "";
    const cityName = (p: Property) => localName(lookup.city(p.city_id), locale) ?? "";
    return [
      column.accessor("property_name", {
        header: t("name"),
        enableSorting: true,
        enableHiding: false,
        meta: { className: "min-w-48" },
        cell: (info) => (
          <Link
            href={propertyHref(info.row.original)}
            className="font-medium text-foreground underline-offset-4 hover:underline"
          >
            <bdi>{info.getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor("document_number", {
        header: t("deedNumber"),
        enableSorting: true,
        cell: (info) => <Digits value={info.getValue()} />,
      }),
      column.accessor("owner_id", {
        header: t("ownerId"),
        cell: (info) => <Digits value={info.getValue()} />,
      }),
      column.accessor(regionName, {
        id: "region",
        header: t("region"),
        cell: (info) => info.getValue() || "—",
      }),
      column.accessor(cityName, {
        id: "city",
        header: t("city"),
        cell: (info) => info.getValue() || "—",
      }),
      column.accessor((p) => p.units.length, {
        id: "units",
        header: t("units"),
        meta: { numeric: true },
        cell: (info) => <Num value={info.getValue()} />,
      }),
      column.accessor("deed_date_hijri", {
        header: td("deedDate"),
        cell: (info) => (
          <DateText value={info.getValue()} calendar="islamic-umalqura" layout="stacked" />
        ),
      }),
      // null: never synced; absent: an upstream that does not say (our service's extension).
      column.accessor((p) => p.synced_at, {
        id: "synced_at",
        header: t("lastSynced"),
        enableSorting: true,
        cell: (info) => {
          const value = info.getValue();
          if (value === undefined)
            return <span className="text-muted-fg">{t("syncNotAvailable")}</span>;
          if (value === null) return <span className="text-muted-fg">{t("neverSynced")}</span>;
          return <DateTimeText value={value} layout="stacked" />;
        },
      }),
    ];
  }, [lookup, locale, t, td]);
}
