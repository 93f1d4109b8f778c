"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ContractStatusBadge } from "@/components/ui/contract-status-badge";
import { EmptyState } from "@/components/ui/empty-state";
import { Ltr } from "@/components/ui/ltr";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/components/ui/use-format";
import { paths } from "@/lib/paths";
import { addDays } from "@/lib/rental/contract-period";
import { overviewOptions } from "@/lib/queries/overview";
import { ENDING_WINDOWS } from "@/lib/register/ending-windows";

import { CountLinks } from "./count-links";

/** Register contracts ending within 30/60/90 days (counts), and the next ones to end. */
export function EndingSoon() {
  const t = useTranslations("overview.ending");
  const query = useQuery(overviewOptions());
  const overview = query.data?.data;
  // "Today" comes from the server (Riyadh time), so the links and the counts agree.
  const today = overview?.contracts.today;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <CountLinks
          className="grid-cols-3"
          pending={query.isPending}
          links={ENDING_WINDOWS.map((days) => ({
            key: String(days),
            label: t("within", { days }),
            href: paths.contracts(
              today ? { endingBefore: addDays(today, days), sort: "end_date:asc" } : {},
            ),
            value: overview?.contracts.endingWithin[`${days}`],
          }))}
        />
        <h3 className="text-sm font-medium">{t("listTitle")}</h3>
        {query.isError ? (
          <QueryError query={query} />
        ) : !overview ? (
          <div className="grid gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : overview.endingSoon.length === 0 ? (
          <EmptyState icon={CalendarClock} title={t("none")} className="py-6" />
        ) : (
          <ul className="grid divide-y divide-border rounded-md border border-border">
            {overview.endingSoon.map((contract) => (
              <li key={contract.id}>
                <Link
                  href={paths.contract(contract.id)}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm hover:bg-muted/50"
                >
                  <span className="font-medium">
                    <Ltr>#{contract.id}</Ltr>{" "}
                    <span className="font-normal text-muted-fg">
                      {t("unit", { unit: contract.unit_id })}
                    </span>
                  </span>
                  <span className="flex items-center gap-2">
                    <ContractStatusBadge status={contract.status} />
                    <EndsOn date={contract.end_date} />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** "Ends 7 Jul 2024" in the primary calendar, the other calendar's day beside it. */
function EndsOn({ date }: { date: string | null }) {
  const t = useTranslations("overview.ending");
  const format = useFormat();
  const dual = date ? format.dual(date) : null;
  return (
    <span className="text-muted-fg">
      {t("endsOn", { date: dual?.primary ?? "—" })}
      {dual ? (
        <span className="ms-1 text-xs">
          (<bdi>{dual.secondary}</bdi>)
        </span>
      ) : null}
    </span>
  );
}
