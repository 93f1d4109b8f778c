import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { SyncRunList } from "@/components/deed-sync/sync-run-list";
import { NotAllowed } from "@/components/layout/not-allowed";
import { Prefetched } from "@/components/layout/prefetched";
import { guardPage } from "@/lib/auth/page-guard";
import { PageHeader } from "@/components/ui/page-header";
import { syncRunPrefetch } from "@/lib/deeds/sync/prefetch";
import { FIRST_RUNS_PAGE } from "@/lib/deeds/sync/queries";
import { paths } from "@/lib/paths";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("deedSync.runs"))("title") };
}

// /deeds/sync — bulk deed sync runs, newest first (admins)
export default async function SyncRunsPage() {
  const { user, allowed } = await guardPage(paths.syncRuns(), "property:sync");
  if (!allowed) return <NotAllowed role={user.role} />;
  const t = await getTranslations("deedSync.runs");
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <Prefetched queries={[syncRunPrefetch.runs(FIRST_RUNS_PAGE)]}>
        <SyncRunList />
      </Prefetched>
    </>
  );
}
