import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { NotAllowed } from "@/components/layout/not-allowed";
import { guardPage, pathWithSearch, searchParamsOf } from "@/lib/auth/page-guard";
import { PartyAttentionList } from "@/components/parties/party-attention-list";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { partyAttentionParams } from "@/lib/parties/list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("parties.attention"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// The data-quality queue: parties whose records need a look (any role; managers fix them here).
export default async function PartyAttentionPage({ searchParams }: PageProps) {
  const search = await searchParams;
  const { user, allowed } = await guardPage(
    pathWithSearch("/parties/attention", search),
    "rental:read",
  );
  if (!allowed) return <NotAllowed role={user.role} />;
  const t = await getTranslations("parties.attention");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <PartyAttentionList
          urlState={partyAttentionParams.parse(searchParamsOf(search))}
          canEdit={can(user.role, "party:update")}
        />
      </Suspense>
    </>
  );
}
