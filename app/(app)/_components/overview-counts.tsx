"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { StatCard } from "./stat-card";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ContractStatusBadge } from "@/components/ui/contract-status-badge";
import { QueryError } from "@/components/ui/query-error";
import { Num } from "@/components/ui/formatted";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { overviewOptions } from "@/lib/queries/overview";
import { CONTRACT_STATUSES } from "@/lib/rental/contract-status";

/** Properties, units and register contracts, with the register broken down by status. */
export function OverviewCounts() {
  const t = useTranslations("overview");
  const query = useQuery(overviewOptions());
  const overview = query.data?.data;
  const portfolio = overview?.portfolio;
  const loading = query.isPending;
  const counts = portfolio?.status === "ok" ? portfolio : null;
  // The rental service may be down while the register is not; say so beside its numbers.
  const portfolioNote =
    portfolio?.status === "unavailable" ? t("counts.portfolioUnavailable") : null;

  return (
    <div className="grid gap-4">
      {query.isError ? <QueryError query={query} /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t("counts.properties")}
          value={counts?.properties}
          loading={loading}
          note={portfolioNote}
          href={paths.properties()}
          linkLabel={t("counts.viewProperties")}
        />
        <StatCard
          label={t("counts.units")}
          value={counts?.units}
          loading={loading}
          note={
            portfolioNote ?? (counts && counts.units === null ? t("counts.unitsUnavailable") : null)
          }
        />
        <StatCard
          label={t("counts.contracts")}
          value={overview?.contracts.total}
          loading={loading}
          href={paths.contracts()}
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
                  href={paths.contracts({ status })}
                  className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 hover:bg-muted/50"
                >
                  <ContractStatusBadge status={status} />
                  {loading ? (
                    <Skeleton className="h-5 w-8" />
                  ) : (
                    <Num
                      className="text-lg font-semibold"
                      value={overview?.contracts.byStatus[status] ?? null}
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
