"use client";

import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ContractStatusBadge } from "@/components/ui/contract-status-badge";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Ltr, Num } from "@/components/ui/ltr";
import { Skeleton } from "@/components/ui/skeleton";
import { contractRegisterOptions } from "@/lib/queries/contract-register";
import { registerSummaryOptions } from "@/lib/queries/overview";

const WINDOWS = [30, 60, 90] as const;

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Register contracts ending within 30/60/90 days (counts), and the next ones to end. */
export function EndingSoon() {
  const t = useTranslations("overview.ending");
  const summary = useQuery(registerSummaryOptions());
  // "Today" comes from the server (Riyadh time), so the list and the counts agree.
  const today = summary.data?.data.today;
  const list = useQuery({
    ...contractRegisterOptions({
      endingAfter: today,
      endingBefore: today ? addDays(today, 90) : undefined,
      sort: "end_date:asc",
      pageSize: 8,
    }),
    enabled: !!today,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul className="grid grid-cols-3 gap-3">
          {WINDOWS.map((days) => (
            <li key={days}>
              <Link
                href={
                  today
                    ? `/contracts?endingBefore=${addDays(today, days)}&sort=end_date:asc`
                    : "/contracts"
                }
                className="block rounded-md border border-border px-3 py-2 hover:bg-muted/50"
              >
                <span className="block text-xs text-muted-fg">{t("within", { days })}</span>
                {summary.isPending ? (
                  <Skeleton className="mt-1 h-6 w-8" />
                ) : (
                  <Num
                    className="text-xl font-semibold"
                    value={summary.data?.data.endingWithin[`${days}`] ?? null}
                  />
                )}
              </Link>
            </li>
          ))}
        </ul>
        <h3 className="text-sm font-medium">{t("listTitle")}</h3>
        {summary.isError || list.isError ? (
          <ErrorState
            error={summary.error ?? list.error}
            onRetry={() => void (summary.isError ? summary.refetch() : list.refetch())}
          />
        ) : summary.isPending || list.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : list.data.data.length === 0 ? (
          <EmptyState icon={CalendarClock} title={t("none")} className="py-6" />
        ) : (
          <ul className="grid divide-y divide-border rounded-md border border-border">
            {list.data.data.map((contract) => (
              <li key={contract.id}>
                <Link
                  href={`/contracts/${contract.id}`}
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
                    <span className="text-muted-fg">
                      {t("endsOn", { date: contract.end_date ?? "—" })}
                    </span>
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
