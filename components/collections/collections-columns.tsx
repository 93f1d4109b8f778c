"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { Sar } from "@/components/arrears/arrears-words";
import { UnitName } from "@/components/contracts/unit-name";
import { Badge } from "@/components/ui/badge";
import { Digits } from "@/components/ui/digits";
import { DateText } from "@/components/ui/formatted";
import { Link } from "@/components/ui/link";
import { Ltr } from "@/components/ui/ltr";
import { createColumnHelper } from "@/components/ui/table-columns";
import { useFormat } from "@/components/ui/use-format";
import { paths } from "@/lib/paths";
import type { DueRow, PaymentRow } from "@/lib/rent-roll/collections-schemas";

/** An instalment's status as a badge, as on the contract's rent card. */
const STATUS_LOOK = {
  due: "neutral",
  partly_paid: "warning",
  overdue: "destructive",
  paid: "success",
} as const;

// The columns of the month's two lists (/collections). On a phone each row is a card of its
// numbered columns (meta.card); the contract, its unit and tenant name every row as the rest of
// the app does: contract number, property name and unit number, tenant's name.

type Place = Pick<DueRow, "contract_id" | "unit_id" | "known_unit" | "tenant">;

export const contractHref = (row: Pick<Place, "contract_id">) => paths.contract(row.contract_id);
export const receiptHref = (row: Pick<PaymentRow, "contract_id" | "id">) =>
  paths.receipt(row.contract_id, row.id);

/** The contract, unit and tenant columns both lists open with. */
function usePlaceColumns<T extends Place>() {
  const t = useTranslations("collections");
  const format = useFormat();
  return useMemo(() => {
    const column = createColumnHelper<T>();
    return [
      column.display({
        id: "contract",
        header: t("columns.contract"),
        cell: (info) => (
          <Link
            href={contractHref(info.row.original)}
            className="font-medium underline-offset-4 hover:underline"
            aria-label={t("openContract", { id: format.digits(info.row.original.contract_id) })}
          >
            <Digits value={`#${info.row.original.contract_id}`} />
          </Link>
        ),
      }),
      column.display({
        id: "unit",
        header: t("columns.unit"),
        cell: (info) => (
          <UnitName unit={info.row.original.known_unit} unitId={info.row.original.unit_id ?? ""} />
        ),
      }),
      column.display({
        id: "tenant",
        header: t("columns.tenant"),
        cell: (info) => {
          const tenant = info.row.original.tenant;
          if (!tenant) return "—";
          return (
            <bdi>{tenant.full_name ?? t("tenantRecord", { id: format.digits(tenant.id) })}</bdi>
          );
        },
      }),
    ];
  }, [t, format]);
}

export function useDueColumns() {
  const t = useTranslations("collections");
  const statuses = useTranslations("rentRoll.status");
  const place = usePlaceColumns<DueRow>();
  return useMemo(() => {
    const column = createColumnHelper<DueRow>();
    const [contract, unit, tenant] = place;
    return [
      { ...contract!, meta: { card: 1 } },
      { ...unit!, meta: { card: 2 } },
      { ...tenant!, meta: { card: 3 } },
      column.accessor("due_date", {
        header: t("columns.dueDate"),
        meta: { card: 4 },
        cell: (info) => <DateText value={info.getValue()} layout="stacked" />,
      }),
      column.accessor("total", {
        header: t("columns.amount"),
        meta: { numeric: true, card: 5 },
        cell: (info) => <Sar halalas={info.getValue()} className="font-semibold" />,
      }),
      column.accessor("paid", {
        header: t("columns.paid"),
        meta: { numeric: true, card: 6 },
        cell: (info) => <Sar halalas={info.getValue()} />,
      }),
      column.accessor("outstanding", {
        header: t("columns.outstanding"),
        meta: { numeric: true, card: 7 },
        cell: (info) => <Sar halalas={info.getValue()} />,
      }),
      column.accessor("status", {
        header: t("columns.status"),
        meta: { card: 8 },
        cell: (info) => (
          <Badge variant={STATUS_LOOK[info.getValue()]}>{statuses(info.getValue())}</Badge>
        ),
      }),
    ];
  }, [t, statuses, place]);
}

export function usePaymentColumns() {
  const t = useTranslations("collections");
  const methods = useTranslations("rentRoll.methods");
  const format = useFormat();
  const place = usePlaceColumns<PaymentRow>();
  return useMemo(() => {
    const column = createColumnHelper<PaymentRow>();
    const [contract, unit, tenant] = place;
    return [
      column.display({
        id: "receipt",
        header: t("columns.receipt"),
        meta: { card: 1 },
        cell: (info) => {
          const row = info.row.original;
          const receipt = t("receipt", { year: row.receipt_year, number: row.receipt_number });
          return (
            <Link
              href={receiptHref(row)}
              className="font-medium underline-offset-4 hover:underline"
              aria-label={t("openReceipt", { receipt: format.digits(receipt) })}
            >
              <Ltr>
                <Digits value={receipt} />
              </Ltr>
            </Link>
          );
        },
      }),
      column.accessor("paid_on", {
        header: t("columns.paidOn"),
        meta: { card: 2 },
        cell: (info) => <DateText value={info.getValue()} layout="stacked" />,
      }),
      { ...contract!, meta: { card: 3 } },
      { ...unit!, meta: { card: 4 } },
      { ...tenant!, meta: { card: 5 } },
      column.accessor("amount", {
        header: t("columns.amount"),
        meta: { numeric: true, card: 6 },
        cell: (info) => <Sar halalas={info.getValue()} className="font-semibold" />,
      }),
      column.accessor("method", {
        header: t("columns.method"),
        meta: { card: 7 },
        cell: (info) => (methods.has(info.getValue()) ? methods(info.getValue()) : info.getValue()),
      }),
      column.accessor("recorded_by_name", {
        header: t("columns.recordedBy"),
        meta: { card: 8 },
        cell: (info) => <bdi>{info.getValue() ?? t("unknownUser")}</bdi>,
      }),
    ];
  }, [t, methods, format, place]);
}
