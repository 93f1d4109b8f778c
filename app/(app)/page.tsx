import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { DecisionsDue } from "./_components/decisions-due";
import { EndingSoon } from "./_components/ending-soon";
import { ForecastCard } from "./_components/forecast-card";
import { OccupancyCards } from "./_components/occupancy-cards";
import { MoneyCards } from "./_components/money-cards";
import { OverviewCounts } from "./_components/overview-counts";
import { RecentActivity } from "./_components/recent-activity";
import { NotAllowed } from "@/components/layout/not-allowed";
import { guardPage } from "@/lib/auth/page-guard";
import { learnUnknownUnits } from "@/lib/contracts/server";
import { portfolioOccupancy, refreshIfStale } from "@/lib/occupancy/server";
import { RefreshOnFocus } from "@/components/layout/refresh-on-focus";
import { PageHeader } from "@/components/ui/page-header";
import { overviewFor } from "@/lib/overview/summary";
import { paths } from "@/lib/paths";
import { can } from "@/lib/auth/permissions";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("overview"))("title") };
}

// Server components throughout: the overview only shows what GET /api/overview answers, read
// here by the same function, so the browser gets HTML and no script for the cards. Only the
// forecast's chart/table switch and the activity's "5 minutes ago" run in the browser.
export default async function OverviewPage() {
  const { user, allowed } = await guardPage(paths.home(), "rental:read");
  if (!allowed) return <NotAllowed role={user.role} />;
  // Contracts recorded before the register kept units learn them in the background.
  learnUnknownUnits(user);
  // The units index (occupancy), read again from the rental service when not lately.
  await refreshIfStale(user);
  const [t, overview, occupancy] = await Promise.all([
    getTranslations("overview"),
    overviewFor(user),
    portfolioOccupancy(),
  ]);
  return (
    <>
      <PageHeader
        title={t.rich("greeting", { name: user.name, bdi: (chunks) => <bdi>{chunks}</bdi> })}
        description={t("description")}
      />
      <RefreshOnFocus />
      <div className="grid gap-6">
        <MoneyCards money={overview.money} />
        <DecisionsDue overview={overview} canDecide={can(user.role, "contract:update")} />
        <OverviewCounts overview={overview} />
        <OccupancyCards counts={occupancy.counts} />
        <ForecastCard forecast={overview.forecast} />
        <div className="grid items-start gap-6 lg:grid-cols-2">
          <EndingSoon overview={overview} />
          <RecentActivity activity={overview.activity} />
        </div>
      </div>
    </>
  );
}
