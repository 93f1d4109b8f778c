"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";

import { Link } from "@/components/ui/link";
import { SyncChanges } from "@/components/deed-sync/sync-changes";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Num } from "@/components/ui/formatted";
import { ListPagination } from "@/components/ui/list-view";
import { Digits } from "@/components/ui/digits";
import { QueryError } from "@/components/ui/query-error";
import { useRuleMessage } from "@/components/ui/use-rule-message";
import type { SyncItem, SyncRun } from "@/lib/deeds/sync/schemas";
import { paths } from "@/lib/paths";
import {
  FIRST_ITEMS_PAGE,
  isRunActive,
  RESULT_GROUPS,
  useSyncRunItems,
  type ResultGroup as Group,
} from "@/lib/deeds/sync/queries";

const PAGE_SIZES = [FIRST_ITEMS_PAGE.pageSize, 50, 100] as const;

/** The run's deeds grouped by outcome: what changed for each, or why it failed. */
export function SyncRunResults({ run }: { run: SyncRun }) {
  const t = useTranslations("deedSync");
  return (
    <section aria-labelledby="sync-results" className="space-y-4">
      <h2 id="sync-results" className="text-lg font-semibold">
        {t("run.results")}
      </h2>
      {RESULT_GROUPS.filter((g) => g !== "synced" || run.counts.synced > 0).map((group) => (
        <ResultGroup key={group} run={run} group={group} />
      ))}
    </section>
  );
}

function ResultGroup({ run, group }: { run: SyncRun; group: Group }) {
  const t = useTranslations("deedSync");
  const count = run.counts[group];
  const headingId = `sync-group-${group}`;
  return (
    <Card aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId} className="flex items-baseline gap-2">
          {t(`counts.${group}`)}
          <span className="text-sm font-normal text-muted-fg">
            (<Num value={count} />)
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent>
        {count ? (
          <GroupItems run={run} group={group} />
        ) : (
          <p className="text-sm text-muted-fg">{t("run.none")}</p>
        )}
      </CardContent>
    </Card>
  );
}

function GroupItems({ run, group }: { run: SyncRun; group: Group }) {
  const [page, setPage] = useState(FIRST_ITEMS_PAGE);
  const query = useSyncRunItems(run.id, { state: group, ...page }, isRunActive(run));
  if (query.isError) return <QueryError query={query} />;
  return (
    <div className="space-y-3">
      <ul className="divide-y divide-border">
        {(query.data?.data ?? []).map((item) => (
          <li key={item.seq} className="space-y-2 py-2 first:pt-0">
            <ItemLine item={item} />
          </li>
        ))}
      </ul>
      {/* Page controls once a group outgrows the smallest page. */}
      {(query.data?.meta.pagination.total ?? 0) > PAGE_SIZES[0] ? (
        <ListPagination
          pagination={query.data?.meta.pagination}
          pageSizeOptions={PAGE_SIZES}
          onChange={(change) => setPage((p) => ({ ...p, ...change }))}
        />
      ) : null}
    </div>
  );
}

function ItemLine({ item }: { item: SyncItem }) {
  const t = useTranslations("deedSync.run");
  const ruleMessage = useRuleMessage();
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <Link
          href={paths.property(item.documentNumber)}
          className="font-medium underline-offset-4 hover:underline"
        >
          <bdi>{item.propertyName || item.documentNumber}</bdi>
        </Link>
        <Digits value={item.documentNumber} className="text-muted-fg" />
      </div>
      {item.state === "changed" && item.changes ? <SyncChanges changes={item.changes} /> : null}
      {item.state === "failed" && item.error ? (
        <p className="text-sm text-destructive">{ruleMessage(item.error.message)}</p>
      ) : null}
      {item.state === "synced" ? <p className="text-sm text-muted-fg">{t("interrupted")}</p> : null}
    </>
  );
}
