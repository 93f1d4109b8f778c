import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { AuditList } from "@/components/admin/audit-list";
import { NotAllowed } from "@/components/layout/not-allowed";
import { guardPage, pathWithSearch, searchParamsOf } from "@/lib/auth/page-guard";
import { PageHeader } from "@/components/ui/page-header";
import { auditListParams } from "@/lib/users/list";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("admin.audit"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: PageProps) {
  const search = await searchParams;
  const { user, allowed } = await guardPage(pathWithSearch("/admin/audit", search), "audit:read");
  if (!allowed) return <NotAllowed role={user.role} />;
  const t = await getTranslations("admin.audit");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <AuditList urlState={auditListParams.parse(searchParamsOf(search))} />
      </Suspense>
    </>
  );
}
