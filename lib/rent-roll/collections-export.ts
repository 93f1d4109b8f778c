import "server-only";

import { getDb } from "@/lib/db";
import * as z from "zod/mini";

import { dateColumns, type Translate } from "@/lib/exports/columns";
import { exportSource } from "@/lib/exports/source";
import { todayInRiyadh } from "@/lib/rental/dates";

import { dueListPage, paymentListPage } from "./collections";
import { monthSchema, type DueRow, type PaymentRow } from "./collections-schemas";
import { monthOfDay } from "./collections-shape";
import { PAYMENT_METHODS } from "./schemas";

// GET /api/exports/month-due and …/month-payments: a month's two lists (/collections), from our
// own database, in the page's order. Amounts in riyals (halalas / 100: two decimals, the header
// says SAR). The month is the page's (`month`), this Riyadh month without one.

function monthOf(params: URLSearchParams, now: Date): string {
  const parsed = z.safeParse(monthSchema, params.get("month") ?? "");
  return parsed.success ? parsed.data : monthOfDay(todayInRiyadh(now));
}

/** The contract, its property and unit, and its tenant: the columns both files open with. */
function placeColumns<R extends Pick<DueRow, "contract_id" | "unit_id" | "known_unit" | "tenant">>(
  t: Translate,
) {
  return [
    { header: t("collections.columns.contract"), value: (r: R) => r.contract_id },
    {
      header: t("contracts.fields.property"),
      value: (r: R) => r.known_unit?.property_name ?? "",
    },
    {
      header: t("arrears.columns.unit"),
      value: (r: R) => r.known_unit?.unit_number ?? r.unit_id ?? "",
    },
    {
      header: t("collections.columns.tenant"),
      value: (r: R) =>
        r.tenant
          ? (r.tenant.full_name ?? t("collections.tenantRecord", { id: String(r.tenant.id) }))
          : "",
    },
  ];
}

export const monthDueExport = exportSource<DueRow>({
  list: "month-due",
  upstream: false,
  async prepare({ params, t }) {
    const now = new Date();
    const [db, month] = [await getDb(), monthOf(params, now)];
    return {
      columns: [
        ...placeColumns<DueRow>(t),
        ...dateColumns<DueRow>(t, t("collections.columns.dueDate"), (r) => r.due_date),
        // Halalas to riyals for a spreadsheet's number cell: exact in two decimals.
        { header: t("collections.columns.amount"), value: (r) => r.total / 100 },
        { header: t("collections.columns.paid"), value: (r) => r.paid / 100 },
        { header: t("collections.columns.outstanding"), value: (r) => r.outstanding / 100 },
        { header: t("collections.columns.status"), value: (r) => t(`rentRoll.status.${r.status}`) },
      ],
      read: async (page, pageSize) => {
        const result = await dueListPage(db, { month, page, pageSize }, now);
        return { rows: result.data, total: result.meta.pagination.total };
      },
    };
  },
});

export const monthPaymentsExport = exportSource<PaymentRow>({
  list: "month-payments",
  upstream: false,
  async prepare({ params, t }) {
    const now = new Date();
    const [db, month] = [await getDb(), monthOf(params, now)];
    return {
      columns: [
        {
          header: t("collections.columns.receipt"),
          value: (r) => `${r.receipt_year}-${r.receipt_number}`,
        },
        ...dateColumns<PaymentRow>(t, t("collections.columns.paidOn"), (r) => r.paid_on),
        ...placeColumns<PaymentRow>(t),
        { header: t("collections.columns.amount"), value: (r) => r.amount / 100 },
        {
          header: t("collections.columns.method"),
          value: (r) => {
            const known = (PAYMENT_METHODS as readonly string[]).includes(r.method);
            return known ? t(`rentRoll.methods.${r.method}`) : r.method;
          },
        },
        {
          header: t("collections.columns.recordedBy"),
          value: (r) => r.recorded_by_name ?? t("collections.unknownUser"),
        },
      ],
      read: async (page, pageSize) => {
        const result = await paymentListPage(db, { month, page, pageSize }, now);
        return { rows: result.data, total: result.meta.pagination.total };
      },
    };
  },
});
