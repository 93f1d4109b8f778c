import { getTranslations } from "next-intl/server";

import { Link } from "@/components/ui/link";
import { StatCard } from "./stat-card";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ContractStatusBadge } from "@/components/ui/contract-status-badge";
import { Num } from "@/components/ui/formatted-server";
import type { Overview } from "@/lib/overview/schemas";
import { paths } from "@/lib/paths";
import { CONTRACT_STATUSES } from "@/lib/rental/contract-status";

/** Properties, units and register contracts, with the register broken down by status. */
export async function OverviewCounts({ overview }: { overview: Overview }) {
  const t = await getTranslations("overview");
  const { portfolio, contracts } = overview;
  const counts = portfolio.status === "ok" ? portfolio : null;
  // The rental service may be down while the register is not; say so beside its numbers.
  const portfolioNote =
    portfolio.status === "unavailable" ? t("counts.portfolioUnavailable") : null;

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          label={t("counts.properties")}
          value={counts?.properties}
          note={portfolioNote}
          href={paths.properties()}
          linkLabel={t("counts.viewProperties")}
        />
        <StatCard
          label={t("counts.units")}
          value={counts?.units}
          note={
            portfolioNote ?? (counts && counts.units === null ? t("counts.unitsUnavailable") : null)
          }
        />
        <StatCard
          label={t("counts.contracts")}
          value={contracts.total}
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
                  href={paths.contracts(
                    status === "terminated" ? { status, deleted: 1 } : { status },
                  )}
                  className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 hover:bg-muted/50"
                >
                  <ContractStatusBadge status={status} />
                  <Num
                    className="text-lg font-semibold"
                    value={contracts.byStatus[status] ?? null}
                  />
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
