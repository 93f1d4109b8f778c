import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { NotAllowed } from "@/components/layout/not-allowed";
import { Prefetched } from "@/components/layout/prefetched";
import { VacantUnitsList } from "@/components/occupancy/vacant-units-list";
import { PageHeader } from "@/components/ui/page-header";
import { guardListPage } from "@/lib/auth/page-guard";
import { can } from "@/lib/auth/permissions";
import { vacantUnitsParams } from "@/lib/occupancy";
import { occupancyPrefetch, refreshIfStale } from "@/lib/occupancy/server";
import { paths } from "@/lib/paths";
import { regionPrefetch } from "@/lib/regions/prefetch";
import { savedViewPrefetch } from "@/lib/saved-views/prefetch";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("occupancy"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The vacant units (any role; managers and admins may refresh the units index from here).
export default async function VacantUnitsPage({ searchParams }: PageProps) {
  const page = await guardListPage(
    searchParams,
    paths.occupancy(),
    "rental:read",
    vacantUnitsParams,
  );
  if (!page.allowed) return <NotAllowed role={page.user.role} />;
  const { user, urlState } = page;
  // A units index not refreshed lately is read again from the rental service, in the background.
  await refreshIfStale(user);
  const t = await getTranslations("occupancy");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Prefetched
        queries={[
          occupancyPrefetch.vacantUnits(urlState),
          occupancyPrefetch.portfolio(),
          regionPrefetch.regionLookup(user),
          savedViewPrefetch.savedViews(user, "vacant-units"),
        ]}
      >
        {/* useSearchParams needs a Suspense boundary. */}
        <Suspense>
          <VacantUnitsList urlState={urlState} canRefresh={can(user.role, "occupancy:refresh")} />
        </Suspense>
      </Prefetched>
    </>
  );
}
