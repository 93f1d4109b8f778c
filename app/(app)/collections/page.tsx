import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { NotAllowed } from "@/components/layout/not-allowed";
import { Prefetched } from "@/components/layout/prefetched";
import { CollectionsView } from "@/components/collections/collections-view";
import { PageHeader } from "@/components/ui/page-header";
import { guardListPage } from "@/lib/auth/page-guard";
import { paths } from "@/lib/paths";
import { todayInRiyadh } from "@/lib/rental/dates";
import { collectionsAddress } from "@/lib/rent-roll/collections-list";
import { collectionsPrefetch } from "@/lib/rent-roll/collections-prefetch";
import { monthOfDay } from "@/lib/rent-roll/collections-shape";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("collections"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// /collections?month=2026-11&list=payments: a month's rent due and collected, the lists behind
// the overview's money cards. Every role reads it; nothing on it changes anything.
export default async function CollectionsPage({ searchParams }: PageProps) {
  const page = await guardListPage(
    searchParams,
    paths.collections(),
    "rental:read",
    collectionsAddress,
  );
  if (!page.allowed) return <NotAllowed role={page.user.role} />;
  const { urlState } = page;
  const t = await getTranslations("collections");
  const params = { month: urlState.month, page: urlState.page, pageSize: urlState.pageSize };
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <Prefetched
          queries={[
            urlState.list === "due"
              ? collectionsPrefetch.due(params)
              : collectionsPrefetch.payments(params),
          ]}
        >
          <CollectionsView urlState={urlState} currentMonth={monthOfDay(todayInRiyadh())} />
        </Prefetched>
      </Suspense>
    </>
  );
}
