"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { VacancyText } from "./vacancy-text";
import { Digits } from "@/components/ui/digits";
import { Num } from "@/components/ui/formatted";
import { Link } from "@/components/ui/link";
import { createColumnHelper } from "@/components/ui/table-columns";
import type { UnitOccupancy } from "@/lib/occupancy/schemas";
import { paths } from "@/lib/paths";
import type { RegionLookup } from "@/lib/regions/queries";

const column = createColumnHelper<UnitOccupancy>();

/** The vacant-units table: property, unit, type, place, vacant since (both calendars), days. */
export function useVacantUnitColumns(lookup: RegionLookup, language: string) {
  const t = useTranslations("occupancy.columns");
  const tu = useTranslations("units.types");
  return useMemo(() => {
    const name = (place: { name: string; name_ar: string } | undefined) =>
      place ? (language === "ar" ? place.name_ar : place.name) : "";
    return [
      column.accessor("property_name", {
        header: t("property"),
        enableHiding: false,
        cell: (info) => (
          <Link
            href={paths.property(info.row.original.document_number)}
            className="font-medium underline-offset-4 hover:underline"
          >
            <bdi>{info.getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor("unit_number", {
        header: t("unit"),
        enableHiding: false,
        cell: (info) => (
          <Link
            href={paths.unit(info.row.original.unit_id, {
              property: info.row.original.document_number,
            })}
            className="underline-offset-4 hover:underline"
          >
            <Digits value={info.getValue()} />
          </Link>
        ),
      }),
      column.accessor((u) => tu(u.unit_type), { id: "type", header: t("type") }),
      column.accessor(
        (u) =>
          [name(lookup.city(u.city_id)), name(lookup.region(u.region_id))]
            .filter(Boolean)
            .join("، "),
        { id: "place", header: t("place") },
      ),
      column.accessor("vacant_since", {
        header: t("vacantSince"),
        enableHiding: false,
        cell: (info) => <VacancyText unit={info.row.original} />,
      }),
      column.accessor("days_vacant", {
        header: t("daysVacant"),
        enableHiding: false,
        meta: { numeric: true },
        cell: (info) => <Num value={info.getValue()} />,
      }),
    ];
  }, [t, tu, lookup, language]);
}
