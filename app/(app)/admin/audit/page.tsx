import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { AuditList } from "@/components/admin/audit-list";
import { NotAllowed } from "@/components/layout/not-allowed";
import { Prefetched } from "@/components/layout/prefetched";
import { guardListPage } from "@/lib/auth/page-guard";
import { PageHeader } from "@/components/ui/page-header";
import { auditListParams } from "@/lib/users/list";
import { userPrefetch } from "@/lib/users/prefetch";
import { USERS_TO_FILTER_BY } from "@/lib/users/queries";
import { paths } from "@/lib/paths";
import { savedViewPrefetch } from "@/lib/saved-views/prefetch";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("admin.audit"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AuditPage({ searchParams }: PageProps) {
  const page = await guardListPage(searchParams, paths.audit(), "audit:read", auditListParams);
  if (!page.allowed) return <NotAllowed role={page.user.role} />;
  const { user, urlState } = page;
  const t = await getTranslations("admin.audit");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <Prefetched
          queries={[
            userPrefetch.auditList(urlState),
            userPrefetch.userList(user, USERS_TO_FILTER_BY),
            savedViewPrefetch.savedViews(user, "audit"),
          ]}
        >
          <AuditList urlState={urlState} />
        </Prefetched>
      </Suspense>
    </>
  );
}
