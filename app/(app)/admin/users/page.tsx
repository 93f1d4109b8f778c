import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { AddUserButton } from "@/components/admin/add-user-button";
import { UserList } from "@/components/admin/user-list";
import { NotAllowed } from "@/components/layout/not-allowed";
import { Prefetched } from "@/components/layout/prefetched";
import { guardListPage } from "@/lib/auth/page-guard";
import { PageHeader } from "@/components/ui/page-header";
import { userListParams } from "@/lib/users/list";
import { userPrefetch } from "@/lib/users/prefetch";
import { paths } from "@/lib/paths";
import { savedViewPrefetch } from "@/lib/saved-views/prefetch";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("admin.users"))("title") };
}

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UsersPage({ searchParams }: PageProps) {
  const page = await guardListPage(searchParams, paths.users(), "user:manage", userListParams);
  if (!page.allowed) return <NotAllowed role={page.user.role} />;
  const { user, urlState } = page;
  const t = await getTranslations("admin.users");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} actions={<AddUserButton />} />
      {/* useSearchParams needs a Suspense boundary. */}
      <Suspense>
        <Prefetched
          queries={[
            userPrefetch.userList(user, urlState),
            savedViewPrefetch.savedViews(user, "users"),
          ]}
        >
          <UserList urlState={urlState} currentUserId={user.id} />
        </Prefetched>
      </Suspense>
    </>
  );
}
