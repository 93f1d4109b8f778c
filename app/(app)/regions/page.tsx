import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { NotAllowed } from "@/components/layout/not-allowed";
import { guardPage, pathWithSearch } from "@/lib/auth/page-guard";
import { RegionList } from "@/components/regions/region-list";
import { PageHeader } from "@/components/ui/page-header";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("regions"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RegionsPage({ searchParams }: PageProps) {
  const { user, allowed } = await guardPage(
    pathWithSearch(paths.regions(), await searchParams),
    "rental:read",
  );
  if (!allowed) return <NotAllowed role={user.role} />;
  const t = await getTranslations("regions");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Suspense>
        <RegionList />
      </Suspense>
    </>
  );
}
