"use client";

import { Link } from "@/components/ui/link";
import { createColumnHelper } from "@/components/ui/table-columns";
import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";

import { doneOf } from "./sync-run-progress";
import { SyncRunStatusBadge, useScopeText } from "./sync-run-status";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { DateTimeText, Num } from "@/components/ui/formatted";
import { ListPagination } from "@/components/ui/list-view";
import { QueryError } from "@/components/ui/query-error";
import type { SyncRun } from "@/lib/deeds/sync/schemas";
import { paths } from "@/lib/paths";
import { FIRST_RUNS_PAGE, useSyncRuns } from "@/lib/deeds/sync/queries";

const column = createColumnHelper<SyncRun>();
const PAGE_SIZES = [FIRST_RUNS_PAGE.pageSize, 50, 100] as const;

/** Bulk sync runs, newest first; each opens its page. */
export function SyncRunList() {
  const t = useTranslations("deedSync.runs");
  const [page, setPage] = useState(FIRST_RUNS_PAGE);
  const query = useSyncRuns(page);
  const scopeText = useScopeText();
  const columns = useMemo(
    () => [
      column.accessor("createdAt", {
        header: t("columns.started"),
        cell: (info) => (
          <Link
            href={paths.syncRun(info.row.original.id)}
            className="font-medium underline-offset-4 hover:underline"
          >
            <DateTimeText value={info.getValue()} layout="stacked" />
          </Link>
        ),
      }),
      column.accessor((r) => scopeText(r), { id: "scope", header: t("columns.scope") }),
      column.accessor("status", {
        header: t("columns.status"),
        cell: (info) => <SyncRunStatusBadge status={info.getValue()} />,
      }),
      column.accessor((r) => doneOf(r), {
        id: "progress",
        header: t("columns.progress"),
        meta: { numeric: true },
        cell: (info) => (
          <span className="tabular-nums">
            <Num value={info.getValue()} /> / <Num value={info.row.original.counts.total} />
          </span>
        ),
      }),
      column.accessor("requestedByEmail", { header: t("columns.by") }),
    ],
    [scopeText, t],
  );
  return (
    <div className="space-y-3">
      {query.isError ? <QueryError query={query} /> : null}
      <DataTable
        caption={t("caption")}
        columns={columns}
        data={query.data?.data ?? []}
        getRowId={(r) => r.id}
        rowHref={(r) => paths.syncRun(r.id)}
        isLoading={query.isPending}
        empty={query.isError ? null : <EmptyState icon={RefreshCw} title={t("empty")} />}
        footer={
          <ListPagination
            pagination={query.data?.meta.pagination}
            pageSizeOptions={PAGE_SIZES}
            onChange={(change) => setPage((p) => ({ ...p, ...change }))}
          />
        }
      />
    </div>
  );
}
