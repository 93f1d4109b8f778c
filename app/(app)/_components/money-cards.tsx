import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { Card } from "@/components/ui/card";
import { NumMarkup } from "@/components/ui/formatted-markup";
import { Link } from "@/components/ui/link";
import { getFormatter } from "@/lib/format/server";
import type { Overview } from "@/lib/overview/schemas";
import { paths } from "@/lib/paths";
import { addDays } from "@/lib/rental/contract-period";
import { ARREARS_BUCKETS, bucketWords, monthOf } from "@/lib/rent-roll/arrears-shape";

// The overview's money, first on the page: this Riyadh month's rent due and collected, the
// collection rate and the arrears by ageing bucket. Due and collected each link to their list of
// the month (/collections, counted by the same definition: lib/rent-roll/collections.ts), the
// rate to the month's page, each bucket to the arrears list filtered to it. Server-rendered: no script. Amounts arrive in halalas. Each card is a region
// named by its label ("Collected this month"), so a screen reader's landmarks list (and a spec)
// finds a figure by what it is.

type Money = Overview["money"];

/** One of the month's figures: a card named by its label, the figure, a note. */
function Figure({
  name,
  label,
  value,
  note,
  children,
}: {
  name: string;
  label: string;
  value: string | null;
  note: string;
  children?: ReactNode;
}) {
  const id = `money-${name}`;
  return (
    <Card className="flex flex-col gap-1 p-4 sm:p-5" data-money={name} aria-labelledby={id}>
      <p id={id} className="text-sm text-muted-fg">
        {label}
      </p>
      <NumMarkup text={value} nowrap className="text-2xl font-semibold" />
      <p className="text-xs text-muted-fg">{note}</p>
      {children}
    </Card>
  );
}

export async function MoneyCards({ money }: { money: Money }) {
  const [t, words, format] = await Promise.all([
    getTranslations("overview.money"),
    getTranslations(),
    getFormatter(),
  ]);
  const sar = (halalas: number) => format.amount(halalas / 100);
  // The Gregorian month's first and last day, in the person's primary calendar.
  const { start, next } = monthOf(`${money.month}-01`);
  const day = (iso: string) => format.dual(iso)?.primary ?? iso;
  const rate =
    money.collectionRate === null
      ? null
      : format.number(money.collectionRate / 10_000, {
          style: "percent",
          maximumFractionDigits: 1,
        });
  const link = "mt-auto pt-2 text-sm font-medium text-primary underline-offset-4 hover:underline";

  return (
    <section aria-labelledby="money-title" className="grid gap-4">
      <div className="space-y-1">
        <h2 id="money-title" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-muted-fg">
          {t("period", { from: day(start), to: day(addDays(next, -1)) })}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Figure name="due" label={t("due")} value={sar(money.dueThisMonth)} note={t("dueNote")}>
          <Link href={paths.collections({ month: money.month })} className={link}>
            {t("viewDue")}
          </Link>
        </Figure>
        <Figure
          name="collected"
          label={t("collected")}
          value={sar(money.collectedThisMonth)}
          note={t("collectedNote")}
        >
          <Link href={paths.collections({ month: money.month, list: "payments" })} className={link}>
            {t("viewCollected")}
          </Link>
        </Figure>
        <Figure
          name="rate"
          label={t("rate")}
          value={rate}
          note={
            rate === null
              ? t("noRate")
              : t("rateNote", { full: format.number(1, { style: "percent" }) })
          }
        >
          <span className="mt-auto flex flex-wrap gap-x-4">
            <Link href={paths.collections({ month: money.month })} className={link}>
              {t("viewMonth")}
            </Link>
            <Link href={paths.arrears()} className={link}>
              {t("viewArrears")}
            </Link>
          </span>
        </Figure>
      </div>
      <Card className="p-4 sm:p-5" aria-labelledby="money-arrears">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h3 id="money-arrears" className="font-semibold">
            {t("arrears")}
          </h3>
          <Link href={paths.arrears()} className="text-sm font-medium text-primary hover:underline">
            {t("arrearsTotal", {
              amount: sar(money.arrears.amount),
              count: money.arrears.contracts,
              shown: format.number(money.arrears.contracts),
            })}
          </Link>
        </div>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {ARREARS_BUCKETS.map((bucket) => {
            const totals = money.arrears.buckets[bucket];
            const label = bucketWords(words, bucket, (n) => format.number(n));
            return (
              <li key={bucket}>
                <Link
                  href={paths.arrears({ bucket })}
                  data-bucket={bucket}
                  className="block rounded-md border border-border px-3 py-2 hover:bg-muted/50"
                >
                  <span className="block text-xs text-muted-fg">{label}</span>
                  <NumMarkup text={sar(totals.amount)} nowrap className="text-lg font-semibold" />
                  <span className="block text-xs text-muted-fg">
                    {t("contracts", {
                      count: totals.contracts,
                      shown: format.number(totals.contracts),
                    })}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </Card>
    </section>
  );
}
