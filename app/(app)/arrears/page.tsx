import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { ArrearsList } from "@/components/arrears/arrears-list";
import { NotAllowed } from "@/components/layout/not-allowed";
import { Prefetched } from "@/components/layout/prefetched";
import { PageHeader } from "@/components/ui/page-header";
import { guardListPage } from "@/lib/auth/page-guard";
import { can } from "@/lib/auth/permissions";
import { paths } from "@/lib/paths";
import { regionPrefetch } from "@/lib/regions/prefetch";
import { arrearsListParams } from "@/lib/rent-roll/arrears-list";
import { arrearsPrefetch } from "@/lib/rent-roll/arrears-prefetch";
import { arrearsParams } from "@/lib/rent-roll/arrears-queries";
import { savedViewPrefetch } from "@/lib/saved-views/prefetch";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("arrears"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ArrearsPage({ searchParams }: PageProps) {
  const page = await guardListPage(searchParams, paths.arrears(), "rental:read", arrearsListParams);
  if (!page.allowed) return <NotAllowed role={page.user.role} />;
  const { user, urlState } = page;
  const t = await getTranslations("arrears");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <Prefetched
          queries={[
            arrearsPrefetch.arrears(arrearsParams(urlState)),
            regionPrefetch.regionLookup(user),
            savedViewPrefetch.savedViews(user, "arrears"),
          ]}
        >
          <ArrearsList urlState={urlState} canRemind={can(user.role, "tenant:remind")} />
        </Prefetched>
      </Suspense>
    </>
  );
}
