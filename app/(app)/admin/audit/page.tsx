import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { AuditList } from "@/components/admin/audit-list";
import { NotAllowed } from "@/components/layout/not-allowed";
import { guardListPage } from "@/lib/auth/page-guard";
import { PageHeader } from "@/components/ui/page-header";
import { auditListParams } from "@/lib/users/list";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("admin.audit"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: PageProps) {
  const page = await guardListPage(searchParams, paths.audit(), "audit:read", auditListParams);
  if (!page.allowed) return <NotAllowed role={page.user.role} />;
  const { urlState } = page;
  const t = await getTranslations("admin.audit");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <AuditList urlState={urlState} />
      </Suspense>
    </>
  );
}
