import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { NotAllowed } from "@/components/layout/not-allowed";
import { guardListPage } from "@/lib/auth/page-guard";
import { Prefetched } from "@/components/layout/prefetched";
import { PartyAttentionList } from "@/components/parties/party-attention-list";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { partyAttentionParams } from "@/lib/parties/list";
import { partyPrefetch } from "@/lib/parties/prefetch";
import { paths } from "@/lib/paths";
import { savedViewPrefetch } from "@/lib/saved-views/prefetch";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("parties.attention"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The data-quality queue: parties whose records need a look (any role; managers fix them here).
export default async function PartyAttentionPage({ searchParams }: PageProps) {
  const page = await guardListPage(
    searchParams,
    paths.partyAttention(),
    "rental:read",
    partyAttentionParams,
  );
  if (!page.allowed) return <NotAllowed role={page.user.role} />;
  const { user, urlState } = page;
  const t = await getTranslations("parties.attention");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <Prefetched
          queries={[
            partyPrefetch.attention(user, urlState),
            savedViewPrefetch.savedViews(user, "party-attention"),
          ]}
        >
          <PartyAttentionList urlState={urlState} canEdit={can(user.role, "party:update")} />
        </Prefetched>
      </Suspense>
    </>
  );
}
