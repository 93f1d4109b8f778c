import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { DecisionsDue } from "./_components/decisions-due";
import { EndingSoon } from "./_components/ending-soon";
import { ForecastCard } from "./_components/forecast-card";
import { OverviewCounts } from "./_components/overview-counts";
import { RecentActivity } from "./_components/recent-activity";
import { NotAllowed } from "@/components/layout/not-allowed";
import { guardPage } from "@/components/layout/page-guard";
import { Prefetched } from "@/components/layout/prefetched";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { prefetch } from "@/lib/prefetch/queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("overview"))("title") };
}

export default async function OverviewPage() {
  const { user, allowed } = await guardPage("/", "rental:read");
  if (!allowed) return <NotAllowed role={user.role} />;
  const t = await getTranslations("overview");
  return (
    <>
      <PageHeader
        title={t.rich("greeting", { name: user.name, bdi: (chunks) => <bdi>{chunks}</bdi> })}
        description={t("description")}
      />
      <Prefetched queries={[prefetch.overview(user)]}>
        <div className="grid gap-6">
          <DecisionsDue />
          <OverviewCounts />
          <ForecastCard />
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <EndingSoon />
            <RecentActivity scope={can(user.role, "audit:read") ? "all" : "own"} />
          </div>
        </div>
      </Prefetched>
    </>
  );
}
