"use client";

import { ArrowLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";

import { Link } from "@/components/ui/link";
import { SyncRunControls } from "./sync-run-controls";
import { SyncRunProgress } from "./sync-run-progress";
import { SyncRunResults } from "./sync-run-results";
import { SyncRunStatusBadge, useScopeText } from "./sync-run-status";
import { DateTimeText } from "@/components/ui/formatted";
import { PageHeader } from "@/components/ui/page-header";
import { PageSkeleton } from "@/components/ui/page-skeleton";
import { RecordQueryError } from "@/components/ui/query-error";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import { paths } from "@/lib/paths";
import { isRunActive, useRefreshWhenRunStops, useSyncRun } from "@/lib/deeds/sync/queries";

/** A bulk sync run: progress while it goes on (asked every second), then what became of each deed. */
export function SyncRunView({ id }: { id: string }) {
  const t = useTranslations("deedSync.run");
  const query = useSyncRun(id);
  const scopeText = useScopeText();
  const ruleMessage = useRuleMessage();
  const refreshWhenStopped = useRefreshWhenRunStops(id);
  const run = query.data?.data;
  const active = isRunActive(run);
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) refreshWhenStopped();
    wasActive.current = active;
  }, [active, refreshWhenStopped]);

  const back = (
    <Link href={paths.syncRuns()} className="inline-flex items-center gap-1 hover:text-foreground">
      <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
      {t("back")}
    </Link>
  );
  if (query.isPending) return <PageSkeleton eyebrow={back} blocks={[24, 56]} />;
  if (query.isError || !run)
    return (
      <RecordQueryError
        query={query}
        notFound={{ title: t("notFound"), backHref: paths.syncRuns(), backLabel: t("back") }}
      />
    );

  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow={back}
        title={
          <span className="flex flex-wrap items-center gap-3">
            {t("title")} <SyncRunStatusBadge status={run.status} />
          </span>
        }
        description={
          <span className="flex flex-wrap gap-x-3">
            <span>{scopeText(run)}</span>
            <span>{t("startedBy", { email: run.requestedByEmail })}</span>
            <span>
              {t("created")}: <DateTimeText value={run.createdAt} />
            </span>
            {run.finishedAt ? (
              <span>
                {t("finished")}: <DateTimeText value={run.finishedAt} />
              </span>
            ) : null}
          </span>
        }
        actions={<SyncRunControls run={run} />}
      />
      {run.error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {t("stoppedBecause", { reason: ruleMessage(run.error.message) ?? run.error.code })}
        </p>
      ) : null}
      {run.status === "queued" ? (
        <p role="status" className="text-sm text-muted-fg">
          {t("waiting")}
        </p>
      ) : null}
      <SyncRunProgress run={run} />
      <SyncRunResults run={run} />
    </div>
  );
}
