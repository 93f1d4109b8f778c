import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { SyncRunView } from "@/components/deed-sync/sync-run-view";
import { NotAllowed } from "@/components/layout/not-allowed";
import { Prefetched } from "@/components/layout/prefetched";
import { guardPage } from "@/lib/auth/page-guard";
import { syncRunPrefetch } from "@/lib/deeds/sync/prefetch";
import { syncRunParamsSchema } from "@/lib/deeds/sync/schemas";
import { paths } from "@/lib/paths";

type PageProps = { params: Promise<{ id: string }> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("deedSync.run"))("title") };
}

// /deeds/sync/{id} — one bulk sync run: progress, pause/resume/cancel, results (admins)
export default async function SyncRunPage({ params }: PageProps) {
  const { id } = await params;
  const { user, allowed } = await guardPage(paths.syncRun(id), "property:sync");
  if (!allowed) return <NotAllowed role={user.role} />;
  if (!syncRunParamsSchema.safeParse({ id }).success) notFound();
  return (
    <Prefetched queries={syncRunPrefetch.runPage(id)}>
      <SyncRunView id={id} />
    </Prefetched>
  );
}
