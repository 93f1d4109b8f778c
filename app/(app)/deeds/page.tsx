import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { Link } from "@/components/ui/link";
import { LocalDeedSearch } from "@/components/deeds/local-deed-search";
import { RemoteDeedSearch } from "@/components/deeds/remote-deed-search";
import { NotAllowed } from "@/components/layout/not-allowed";
import { guardPage } from "@/lib/auth/page-guard";

import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { can } from "@/lib/auth/permissions";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("deeds"))("title") };
}

export default async function DeedsPage() {
  const { user, allowed } = await guardPage(paths.deeds(), "deed:search");
  if (!allowed) return <NotAllowed role={user.role} />;
  const t = await getTranslations("deeds");
  const tSync = await getTranslations("deedSync.bar");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={
          can(user.role, "property:sync") ? (
            <Button asChild variant="outline">
              <Link href={paths.syncRuns()}>{tSync("runs")}</Link>
            </Button>
          ) : null
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <LocalDeedSearch />
        {can(user.role, "deed:search-remote") ? <RemoteDeedSearch /> : null}
      </div>
    </>
  );
}
