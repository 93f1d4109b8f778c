"use client";

import { createColumnHelper } from "@/components/ui/table-columns";
import { Pencil } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { localName } from "@/components/regions/local-name";
import { Button } from "@/components/ui/button";
import { DateText } from "@/components/ui/formatted";
import { Digits } from "@/components/ui/digits";
import type { RegionLookup } from "@/lib/regions/queries";
import type { Party } from "@/lib/rental/records";
import { useLanguage } from "@/lib/i18n/use-language";

const column = createColumnHelper<Party>();

/** Columns of the party search results; name and record number sort on the server. */
export function usePartyColumns(lookup: RegionLookup, onEdit: ((party: Party) => void) | null) {
  const t = useTranslations("parties");
  const locale = useLanguage();
  return useMemo(() => {
    const columns = [
      column.accessor("full_name", {
        header: t("columns.full_name"),
        enableSorting: true,
        enableHiding: false,
        cell: (info) => <span className="font-medium">{info.getValue()}</span>,
      }),
      column.accessor("id_number", {
        header: t("columns.id_number"),
        cell: (info) => <Digits value={info.getValue()} />,
      }),
      column.accessor("phone_number", {
        header: t("columns.phone_number"),
        cell: (info) => <Digits value={info.getValue()} />,
      }),
      column.accessor((p) => p.date_of_birth ?? "", {
        id: "date_of_birth",
        header: t("columns.date_of_birth"),
        // Both calendars; a party with only a Hijri date of birth shows it converted.
        cell: (info) => {
          const { date_of_birth: gregorian, date_of_birth_hijri: hijri } = info.row.original;
          return gregorian || !hijri ? (
            <DateText value={gregorian} layout="stacked" />
          ) : (
            <DateText value={hijri} calendar="islamic-umalqura" layout="stacked" />
          );
        },
      }),
      column.accessor((p) => p.date_of_birth_hijri ?? "", {
        id: "date_of_birth_hijri",
        header: t("columns.date_of_birth_hijri"),
        cell: (info) => (
          <DateText value={info.getValue()} calendar="islamic-umalqura" layout="stacked" />
        ),
      }),
      column.accessor((p) => localName(lookup.region(p.region_id), locale) ?? "", {
        id: "region",
        header: t("columns.region"),
        cell: (info) => info.getValue() || "—",
      }),
      column.accessor((p) => localName(lookup.city(p.city_id), locale) ?? "", {
        id: "city",
        header: t("columns.city"),
        cell: (info) => info.getValue() || "—",
      }),
      column.accessor("id", {
        header: t("columns.id"),
        enableSorting: true,
        meta: { numeric: true },
        cell: (info) => <Digits value={`#${info.getValue()}`} />,
      }),
    ];
    if (!onEdit) return columns;
    return [
      ...columns,
      column.display({
        id: "actions",
        header: () => <span className="sr-only">{t("columns.actions")}</span>,
        enableHiding: false,
        meta: { label: t("columns.actions") },
        cell: (info) => (
          <Button
            variant="outline"
            size="sm"
            onClick={() => onEdit(info.row.original)}
            aria-label={t("edit.button", { name: info.row.original.full_name })}
          >
            <Pencil aria-hidden />
            {t("edit.short")}
          </Button>
        ),
      }),
    ];
  }, [lookup, locale, onEdit, t]);
}
