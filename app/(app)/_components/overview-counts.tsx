"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { StatCard } from "./stat-card";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ContractStatusBadge } from "@/components/ui/contract-status-badge";
import { ErrorState } from "@/components/ui/error-state";
import { Num } from "@/components/ui/ltr";
import { Skeleton } from "@/components/ui/skeleton";
import { MAX_UNIT_PAGES, portfolioOptions, registerSummaryOptions } from "@/lib/queries/overview";
import { CONTRACT_STATUSES } from "@/lib/rental/records";

/** Properties, units and register contracts, with the register broken down by status. */
export function OverviewCounts() {
  const t = useTranslations("overview");
  const portfolio = useQuery(portfolioOptions());
  const summary = useQuery(registerSummaryOptions());
  const retry = () => {
    if (portfolio.isError) void portfolio.refetch();
    if (summary.isError) void summary.refetch();
  };
  const error = portfolio.error ?? summary.error;

  return (
    <div className="grid gap-4">
      {error ? <ErrorState error={error} onRetry={retry} /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t("counts.properties")}
          value={portfolio.data?.properties}
          loading={portfolio.isPending}
          href="/properties"
          linkLabel={t("counts.viewProperties")}
        />
        <StatCard
          label={t("counts.units")}
          value={portfolio.data?.units}
          loading={portfolio.isPending}
          note={
            portfolio.data && portfolio.data.units === null
              ? t("counts.unitsUnavailable", { max: MAX_UNIT_PAGES * 100 })
              : undefined
          }
        />
        <StatCard
          label={t("counts.contracts")}
          value={summary.data?.data.total}
          loading={summary.isPending}
          href="/contracts"
          linkLabel={t("counts.viewContracts")}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t("byStatus")}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {CONTRACT_STATUSES.map((status) => (
              <li key={status}>
                <Link
                  href={`/contracts?status=${status}`}
                  className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 hover:bg-muted/50"
                >
                  <ContractStatusBadge status={status} />
                  {summary.isPending ? (
                    <Skeleton className="h-5 w-8" />
                  ) : (
                    <Num
                      className="text-lg font-semibold"
                      value={summary.data?.data.byStatus[status] ?? null}
                    />
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
