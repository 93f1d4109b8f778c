import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";

import { AddUserButton } from "@/components/admin/add-user-button";
import { UserList } from "@/components/admin/user-list";
import { NotAllowed } from "@/components/layout/not-allowed";
import { guardListPage } from "@/lib/auth/page-guard";
import { PageHeader } from "@/components/ui/page-header";
import { userListParams } from "@/lib/users/list";
import { paths } from "@/lib/paths";

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
        <UserList urlState={urlState} currentUserId={user.id} />
      </Suspense>
    </>
  );
}
