"use client";

import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";

import { UnitName } from "@/components/contracts/unit-name";
import { localName } from "@/components/regions/local-name";
import { Badge } from "@/components/ui/badge";
import { Digits } from "@/components/ui/digits";
import { DateText, Num } from "@/components/ui/formatted";
import { Link } from "@/components/ui/link";
import { createColumnHelper } from "@/components/ui/table-columns";
import { useFormat } from "@/components/ui/use-format";
import { useLanguage } from "@/lib/i18n/use-language";
import { paths } from "@/lib/paths";
import type { RegionLookup } from "@/lib/regions/queries";
import type { ArrearsRow } from "@/lib/rent-roll/arrears-schemas";
import { bucketWords } from "@/lib/rent-roll/arrears-shape";

import { daysBetween, Sar } from "./arrears-words";

const column = createColumnHelper<ArrearsRow>();

export const arrearsHref = (row: Pick<ArrearsRow, "contract_id">) =>
  paths.contract(row.contract_id);

const BUCKET_LOOK = {
  "1_30": "outline",
  "31_60": "warning",
  "61_90": "warning",
  over_90: "destructive",
} as const;

/** The arrears table's columns; `actions` renders a row's Remind (managers and admins). */
export function useArrearsColumns({
  today,
  regions,
  actions,
}: {
  /** Riyadh's day the list was counted on: "reminded 3 days ago" counts to it. */
  today: string;
  regions: RegionLookup;
  actions: ((row: ArrearsRow) => ReactNode) | null;
}) {
  const t = useTranslations("arrears");
  const words = useTranslations();
  const format = useFormat();
  const locale = useLanguage();
  return useMemo(
    () => [
      column.accessor("contract_id", {
        header: t("columns.contract"),
        enableHiding: false,
        meta: { card: 1 },
        cell: (info) => (
          <Link
            href={arrearsHref(info.row.original)}
            className="font-medium underline-offset-4 hover:underline"
            aria-label={t("openContract", { id: format.digits(info.getValue()) })}
          >
            <Digits value={`#${info.getValue()}`} />
          </Link>
        ),
      }),
      column.accessor((row) => row.tenant?.full_name ?? "", {
        id: "tenant",
        header: t("columns.tenant"),
        enableHiding: false,
        meta: { card: 2 },
        cell: (info) => {
          const tenant = info.row.original.tenant;
          if (!tenant) return "—";
          return (
            <bdi>{tenant.full_name ?? t("tenantRecord", { id: format.digits(tenant.id) })}</bdi>
          );
        },
      }),
      column.accessor("unit_id", {
        id: "unit",
        header: t("columns.unit"),
        cell: (info) => <UnitName unit={info.row.original.known_unit} unitId={info.getValue()} />,
      }),
      column.accessor((row) => row.known_unit?.region_id ?? null, {
        id: "region",
        header: t("columns.region"),
        cell: (info) => localName(regions.region(info.getValue()), locale) ?? "—",
      }),
      column.accessor("instalments", {
        header: t("columns.instalments"),
        meta: { numeric: true },
        cell: (info) => <Num value={info.getValue()} />,
      }),
      column.accessor("amount", {
        header: t("columns.amount"),
        enableHiding: false,
        meta: { numeric: true, card: 3 },
        cell: (info) => <Sar halalas={info.getValue()} className="font-semibold" />,
      }),
      column.accessor("oldest_due", {
        header: t("columns.oldest_due"),
        cell: (info) => <DateText value={info.getValue()} layout="stacked" />,
      }),
      column.accessor("days_late", {
        header: t("columns.days_late"),
        enableHiding: false,
        meta: { card: 4 },
        cell: (info) => {
          const row = info.row.original;
          return (
            <span className="grid justify-items-start gap-1">
              <span>
                {t("daysLate", { days: row.days_late, shown: format.number(row.days_late) })}
              </span>
              <Badge variant={BUCKET_LOOK[row.bucket]}>
                {bucketWords(words, row.bucket, (n) => format.number(n))}
              </Badge>
            </span>
          );
        },
      }),
      column.accessor("reminded_at", {
        id: "reminded",
        header: t("columns.reminded"),
        meta: { card: 5 },
        cell: (info) => {
          const at = info.getValue();
          if (!at) return <span className="text-muted-fg">{t("notReminded")}</span>;
          const days = daysBetween(at, today);
          return <time dateTime={at}>{t("reminded", { days, shown: format.number(days) })}</time>;
        },
      }),
      ...(actions
        ? [
            column.display({
              id: "actions",
              header: t("columns.actions"),
              cell: (info) => actions(info.row.original),
            }),
          ]
        : []),
    ],
    [t, words, format, locale, regions, today, actions],
  );
}
