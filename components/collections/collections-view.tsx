"use client";

import { ChevronLeft, ChevronRight, HandCoins, ReceiptText } from "lucide-react";
import { useTranslations } from "next-intl";

import { Sar } from "@/components/arrears/arrears-words";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { NumMarkup } from "@/components/ui/formatted-markup";
import { Link } from "@/components/ui/link";
import { ListView } from "@/components/ui/list-view";
import { useFormat } from "@/components/ui/use-format";
import { useUrlState } from "@/components/ui/use-url-state";
import { paths } from "@/lib/paths";
import { useMonthDue, useMonthPayments } from "@/lib/rent-roll/collections-queries";
import type { MonthTotals } from "@/lib/rent-roll/collections-schemas";
import {
  COLLECTIONS_PAGE_SIZES,
  collectionsSearch,
  lastDayOf,
  monthRange,
  nextMonth,
  previousMonth,
  type CollectionList,
  type CollectionsUrlState,
} from "@/lib/rent-roll/collections-shape";

import { contractHref, receiptHref, useDueColumns, usePaymentColumns } from "./collections-columns";

// A month's rent (/collections): its totals, counted as the overview's money cards count them
// (lib/rent-roll/collections.ts), then one of its two lists, the instalments due in it or the
// payments collected in it. The month and the list are links (a new address each, prefetched on
// the server); the page within a list is kept in the address too. Reads only: every role.

type Props = {
  /** The address's state, as the page read it on the server. */
  urlState: CollectionsUrlState;
  /** This Riyadh month (YYYY-MM): the switcher's "This month". */
  currentMonth: string;
};

export function CollectionsView({ urlState, currentMonth }: Props) {
  const t = useTranslations("collections");
  const format = useFormat();
  const [state, setState] = useUrlState(urlState, collectionsSearch);
  const params = { month: state.month, page: state.page, pageSize: state.pageSize };
  const due = useMonthDue(params, state.list === "due");
  const payments = useMonthPayments(params, state.list === "payments");
  const totals = (state.list === "due" ? due : payments).data?.meta.totals;
  const day = (iso: string) => format.dual(iso)?.primary ?? iso;
  const turnPage = (change: { page: number; pageSize?: number }) =>
    setState(change, { push: true });
  const href = (month: string, list: CollectionList = state.list) =>
    paths.collections({ month, list: list === "due" ? undefined : list });

  return (
    <div className="grid gap-4">
      <nav aria-label={t("monthNav")} className="flex flex-wrap items-center gap-2">
        <Link href={href(previousMonth(state.month))} className={navLink} rel="prev">
          <ChevronLeft aria-hidden className="size-4 rtl:rotate-180" />
          {t("previous")}
        </Link>
        <p className="px-2 font-semibold" aria-live="polite" data-month={state.month}>
          {t("period", {
            from: day(monthRange(state.month).start),
            to: day(lastDayOf(state.month)),
          })}
        </p>
        <Link href={href(nextMonth(state.month))} className={navLink} rel="next">
          {t("next")}
          <ChevronRight aria-hidden className="size-4 rtl:rotate-180" />
        </Link>
        {state.month !== currentMonth ? (
          <Link href={href(currentMonth)} className={navLink}>
            {t("thisMonth")}
          </Link>
        ) : null}
      </nav>
      {totals ? <MonthFigures totals={totals} href={href} /> : null}
      <nav aria-label={t("lists.label")} className="flex flex-wrap gap-2 border-b border-border">
        {(["due", "payments"] as const).map((list) => (
          <Link
            key={list}
            href={href(state.month, list)}
            aria-current={state.list === list ? "page" : undefined}
            className={cn(
              "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
              state.list === list
                ? "border-primary text-foreground"
                : "border-transparent text-muted-fg hover:text-foreground",
            )}
          >
            {t(`lists.${list}`)}
          </Link>
        ))}
      </nav>
      {state.list === "due" ? (
        <DueList query={due} month={state.month} onPageChange={turnPage} />
      ) : (
        <PaymentList query={payments} month={state.month} onPageChange={turnPage} />
      )}
    </div>
  );
}

const navLink =
  "inline-flex items-center gap-1 rounded-md border border-border px-3 py-1.5 text-sm font-medium hover:bg-muted/50";

/** The month's due, collected and rate; due and collected each open their list. */
function MonthFigures({
  totals,
  href,
}: {
  totals: MonthTotals;
  href: (month: string, list: CollectionList) => string;
}) {
  const t = useTranslations("collections.totals");
  const lists = useTranslations("collections.lists");
  const format = useFormat();
  const rate =
    totals.rate === null
      ? null
      : format.number(totals.rate / 10_000, { style: "percent", maximumFractionDigits: 1 });
  const figure = "flex flex-col gap-1 p-4";
  const link = "mt-auto pt-1 text-sm font-medium text-primary underline-offset-4 hover:underline";
  return (
    <section aria-label={t("label")} className="grid gap-3 sm:grid-cols-3">
      <Card className={figure} data-total="due" aria-labelledby="total-due">
        <p id="total-due" className="text-sm text-muted-fg">
          {t("due")}
        </p>
        <Sar halalas={totals.due} className="text-2xl font-semibold" />
        <p className="text-xs text-muted-fg">
          {t("dueNote", { count: totals.instalments, shown: format.number(totals.instalments) })}
        </p>
        <Link href={href(totals.month, "due")} className={link}>
          {lists("due")}
        </Link>
      </Card>
      <Card className={figure} data-total="collected" aria-labelledby="total-collected">
        <p id="total-collected" className="text-sm text-muted-fg">
          {t("collected")}
        </p>
        <Sar halalas={totals.collected} className="text-2xl font-semibold" />
        <p className="text-xs text-muted-fg">
          {t("collectedNote", { count: totals.payments, shown: format.number(totals.payments) })}
        </p>
        <Link href={href(totals.month, "payments")} className={link}>
          {lists("payments")}
        </Link>
      </Card>
      <Card className={figure} data-total="rate" aria-labelledby="total-rate">
        <p id="total-rate" className="text-sm text-muted-fg">
          {t("rate")}
        </p>
        <NumMarkup text={rate} nowrap className="text-2xl font-semibold" />
        <p className="text-xs text-muted-fg">{rate === null ? t("noRate") : t("rateNote")}</p>
      </Card>
    </section>
  );
}

type ListProps<Q> = {
  query: Q;
  /** The month the list is of: its export's too. */
  month: string;
  onPageChange: (change: { page: number; pageSize?: number }) => void;
};

function DueList({ query, month, onPageChange }: ListProps<ReturnType<typeof useMonthDue>>) {
  const t = useTranslations("collections");
  const columns = useDueColumns();
  return (
    <ListView
      query={query}
      pageSizeOptions={COLLECTIONS_PAGE_SIZES}
      onPageChange={onPageChange}
      caption={t("dueCaption")}
      columns={columns}
      getRowId={(row) => String(row.instalment_id)}
      rowHref={contractHref}
      exportList="month-due"
      exportParams={{ month }}
      empty={
        <EmptyState
          icon={HandCoins}
          title={t("empty.due.title")}
          description={t("empty.due.description")}
        />
      }
    />
  );
}

function PaymentList({
  query,
  month,
  onPageChange,
}: ListProps<ReturnType<typeof useMonthPayments>>) {
  const t = useTranslations("collections");
  const columns = usePaymentColumns();
  return (
    <ListView
      query={query}
      pageSizeOptions={COLLECTIONS_PAGE_SIZES}
      onPageChange={onPageChange}
      caption={t("paymentsCaption")}
      columns={columns}
      getRowId={(row) => String(row.id)}
      rowHref={receiptHref}
      exportList="month-payments"
      exportParams={{ month }}
      empty={
        <EmptyState
          icon={ReceiptText}
          title={t("empty.payments.title")}
          description={t("empty.payments.description")}
        />
      }
    />
  );
}
