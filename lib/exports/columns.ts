import { gregorianToHijri, hijriToGregorian } from "@/lib/rental/dates";
import type { Region } from "@/lib/rental/records";

import type { Cell } from "./csv";

// What an export's columns are made of: a translated header and a cell per row. Dates are ISO
// (YYYY-MM-DD) beside a Hijri column, amounts are numbers with the currency in the header, and
// codes (statuses, roles, types) are words in the person's language.

export type Translate = (key: string, params?: Record<string, string | number>) => string;
/**
 * `date`: the cells are Gregorian days (YYYY-MM-DD), written as dates in a workbook. `money`: the
 * cells are amounts ({ halalas }), written as SAR with 2 decimals.
 */
export type Column<R> = {
  header: string;
  value: (row: R) => Cell;
  date?: boolean;
  money?: boolean;
};

/** A date the list shows: its Gregorian ISO day, then its Hijri day. */
export function dateColumns<R>(
  t: Translate,
  header: string,
  gregorian: (row: R) => string | null | undefined,
): Column<R>[] {
  return [
    {
      header: t("exports.headers.gregorian", { column: header }),
      value: (r) => gregorian(r) ?? "",
      date: true,
    },
    {
      header: t("exports.headers.hijri", { column: header }),
      value: (r) => {
        const day = gregorian(r);
        return day ? (gregorianToHijri(day) ?? "") : "";
      },
    },
  ];
}

/** A date kept in Hijri (a deed's date): the Gregorian day worked out, then the Hijri one. */
export function hijriDateColumns<R>(
  t: Translate,
  header: string,
  hijri: (row: R) => string | null | undefined,
): Column<R>[] {
  return [
    {
      header: t("exports.headers.gregorian", { column: header }),
      value: (r) => {
        const day = hijri(r);
        return day ? (hijriToGregorian(day) ?? "") : "";
      },
      date: true,
    },
    { header: t("exports.headers.hijri", { column: header }), value: (r) => hijri(r) ?? "" },
  ];
}

/** Region and city names in the person's language, from the one region list. */
export function placeNames(regions: readonly Region[], locale: string) {
  const name = (place: { name: string; name_ar: string } | undefined) =>
    place ? (locale === "ar" ? place.name_ar : place.name) : "";
  const byId = new Map(regions.map((r) => [r.id, r]));
  const cities = new Map(regions.flatMap((r) => r.cities.map((c) => [c.id, c] as const)));
  return {
    region: (id: number | null | undefined) => name(id == null ? undefined : byId.get(id)),
    city: (id: number | null | undefined) => name(id == null ? undefined : cities.get(id)),
  };
}
