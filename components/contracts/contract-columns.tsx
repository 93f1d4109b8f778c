"use client";

import { Link } from "@/components/ui/link";
import { createColumnHelper } from "@/components/ui/table-columns";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { ContractParty } from "./contract-party";
import { UnitName } from "./unit-name";
import { Badge } from "@/components/ui/badge";
import { ContractStatusBadge } from "@/components/ui/contract-status-badge";
import { paths } from "@/lib/paths";
import { Amount, DateText, DateTimeText, Num } from "@/components/ui/formatted";
import { Digits } from "@/components/ui/digits";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { useFormat } from "@/components/ui/use-format";

const column = createColumnHelper<RegisterEntry>();

export const contractHref = (c: Pick<RegisterEntry, "id">) => paths.contract(c.id);

/** The parties of one role: names (ID numbers) where known, record numbers otherwise. */
function partyColumn(role: "lessor" | "tenant", header: string) {
  return column.accessor((c) => c.parties.filter((p) => p.role === role), {
    id: role,
    header,
    cell: (info) => {
      const parties = info.getValue();
      if (parties.length === 0) return "—";
      return (
        <span className="grid gap-1">
          {parties.map((p) => (
            <ContractParty key={p.id} party={p} />
          ))}
        </span>
      );
    },
  });
}

/** Columns of the register; id, dates (decision date included) and last change sort on the server. */
export function useContractColumns() {
  const t = useTranslations("contracts");
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor("id", {
        header: t("columns.id"),
        enableSorting: true,
        enableHiding: false,
        meta: { card: 1 },
        cell: (info) => (
          <Link
            href={contractHref(info.row.original)}
            className="font-medium underline-offset-4 hover:underline"
            aria-label={t("openContract", { id: format.digits(info.getValue()) })}
          >
            <Digits value={`#${info.getValue()}`} />
          </Link>
        ),
      }),
      column.accessor("unit_id", {
        header: t("columns.unit"),
        meta: { card: 2 },
        cell: (info) => <UnitName unit={info.row.original.known_unit} unitId={info.getValue()} />,
      }),
      partyColumn("lessor", t("columns.lessor")),
      partyColumn("tenant", t("columns.tenant")),
      column.accessor((c) => t(`types.${c.contract_type}`), {
        id: "contract_type",
        header: t("columns.type"),
      }),
      column.accessor("status", {
        header: t("columns.status"),
        meta: { card: 3 },
        cell: (info) => (
          <span className="inline-flex flex-wrap gap-1">
            <ContractStatusBadge status={info.getValue()} />
            {info.row.original.deleted ? <Badge variant="outline">{t("deleted")}</Badge> : null}
          </span>
        ),
      }),
      column.accessor("start_date", {
        header: t("columns.start"),
        enableSorting: true,
        cell: (info) => <DateText value={info.getValue()} layout="stacked" />,
      }),
      column.accessor("end_date", {
        header: t("columns.end"),
        enableSorting: true,
        cell: (info) => <DateText value={info.getValue()} layout="stacked" />,
      }),
      column.accessor("decision_date", {
        header: t("columns.decision"),
        enableSorting: true,
        meta: { card: 4 },
        cell: (info) => <DateText value={info.getValue()} layout="stacked" />,
      }),
      column.accessor("duration", {
        header: t("columns.duration"),
        meta: { numeric: true },
        cell: (info) => <Num value={info.getValue()} />,
      }),
      column.accessor((c) => c.rental_fee.total_units_rent, {
        id: "rent",
        header: t("columns.rent"),
        meta: { numeric: true },
        cell: (info) => <Amount value={info.getValue()} />,
      }),
      column.accessor("updated_at", {
        header: t("columns.updated"),
        enableSorting: true,
        cell: (info) => <DateTimeText value={info.getValue()} layout="stacked" />,
      }),
    ],
    [t, format],
  );
}
