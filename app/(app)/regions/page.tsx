import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { NotAllowed } from "@/components/layout/not-allowed";
import { Prefetched } from "@/components/layout/prefetched";
import { guardListPage } from "@/lib/auth/page-guard";
import { RegionList } from "@/components/regions/region-list";
import { PageHeader } from "@/components/ui/page-header";
import { regionListParams } from "@/lib/regions/list";
import { regionPrefetch } from "@/lib/regions/prefetch";
import { ALL_REGIONS } from "@/lib/regions/queries";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("regions"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegionsPage({ searchParams }: PageProps) {
  const page = await guardListPage(searchParams, paths.regions(), "rental:read", regionListParams);
  if (!page.allowed) return <NotAllowed role={page.user.role} />;
  const { user, urlState } = page;
  const t = await getTranslations("regions");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <Prefetched queries={[regionPrefetch.regionList(user, { ...ALL_REGIONS, ...urlState })]}>
          <RegionList />
        </Prefetched>
      </Suspense>
    </>
  );
}
