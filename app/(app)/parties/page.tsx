import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { NotAllowed } from "@/components/layout/not-allowed";
import { guardListPage } from "@/lib/auth/page-guard";
import { Prefetched } from "@/components/layout/prefetched";
import { PartySearch } from "@/components/parties/party-search";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { partySearchParams } from "@/lib/parties/list";
import { partyPrefetch } from "@/lib/parties/prefetch";
import { regionPrefetch } from "@/lib/regions/prefetch";
import { savedViewPrefetch } from "@/lib/saved-views/prefetch";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("parties"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PartiesPage({ searchParams }: PageProps) {
  const page = await guardListPage(searchParams, paths.parties(), "rental:read", partySearchParams);
  if (!page.allowed) return <NotAllowed role={page.user.role} />;
  const { user, urlState } = page;
  const t = await getTranslations("parties");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <Prefetched
          queries={[
            partyPrefetch.partySearch(user, urlState),
            regionPrefetch.regionLookup(user),
            savedViewPrefetch.savedViews(user, "parties"),
          ]}
        >
          <PartySearch urlState={urlState} canEdit={can(user.role, "party:update")} />
        </Prefetched>
      </Suspense>
    </>
  );
}
