import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { NotAllowed } from "@/components/layout/not-allowed";
import { guardListPage } from "@/lib/auth/page-guard";
import { Prefetched } from "@/components/layout/prefetched";
import { PropertyList } from "@/components/properties/property-list";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { upstreamBackgroundRps } from "@/lib/env";
import { propertyListParams } from "@/lib/properties/list";
import { propertyPrefetch } from "@/lib/properties/prefetch";
import { regionPrefetch } from "@/lib/regions/prefetch";
import { savedViewPrefetch } from "@/lib/saved-views/prefetch";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("properties"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PropertiesPage({ searchParams }: PageProps) {
  const page = await guardListPage(
    searchParams,
    paths.properties(),
    "rental:read",
    propertyListParams,
  );
  if (!page.allowed) return <NotAllowed role={page.user.role} />;
  const { user, urlState } = page;
  const t = await getTranslations("properties");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <Prefetched
          queries={[
            propertyPrefetch.propertyList(user, urlState),
            regionPrefetch.regionLookup(user),
            savedViewPrefetch.savedViews(user, "properties"),
          ]}
        >
          <PropertyList
            urlState={urlState}
            canSync={can(user.role, "property:sync")}
            syncRps={upstreamBackgroundRps}
          />
        </Prefetched>
      </Suspense>
    </>
  );
}
