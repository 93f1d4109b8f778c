"use client";

import { ScrollText } from "lucide-react";
import { useTranslations } from "next-intl";

import { useAuditColumns } from "./audit-columns";
import { AuditFilters } from "./audit-filters";
import { PAGE_SIZES, parseAuditListParams, serialiseAuditListParams } from "./audit-list-params";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Pagination } from "@/components/ui/pagination";
import { useUrlState } from "@/components/ui/use-url-state";
import { useAuditList } from "@/lib/queries/audit";

/** The audit log, newest first, filtered and paged in the URL. Read-only. */
export function AuditList() {
  const t = useTranslations("admin.audit");
  const [params, setParams] = useUrlState(parseAuditListParams, serialiseAuditListParams);
  const query = useAuditList(params);
  const columns = useAuditColumns();
  const pagination = query.data?.meta.pagination;
  const filtered = !!(params.userId || params.action || params.from || params.to);

  if (query.isError && !query.data) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <DataTable
      caption={t("tableCaption")}
      columns={columns}
      data={query.data?.data ?? []}
      getRowId={(e) => String(e.id)}
      initialColumnVisibility={{ requestId: false, details: false }}
      isLoading={query.isPending}
      csvFileName={`audit-log${params.from ? `-from-${params.from}` : ""}${
        params.to ? `-to-${params.to}` : ""
      }-page-${params.page}`}
      toolbar={<AuditFilters params={params} onChange={setParams} />}
      empty={
        <EmptyState
          icon={ScrollText}
          title={filtered ? t("emptyFiltered.title") : t("empty.title")}
          description={filtered ? t("emptyFiltered.description") : t("empty.description")}
          action={
            filtered ? (
              <Button
                variant="outline"
                onClick={() =>
                  setParams({
                    userId: undefined,
                    action: undefined,
                    from: undefined,
                    to: undefined,
                    page: 1,
                  })
                }
              >
                {t("emptyFiltered.clear")}
              </Button>
            ) : null
          }
        />
      }
      footer={
        pagination && pagination.total > 0 ? (
          <Pagination
            page={pagination.page}
            pageCount={pagination.pageCount}
            pageSize={pagination.pageSize}
            total={pagination.total}
            pageSizeOptions={PAGE_SIZES}
            onPageChange={(page) => setParams({ page })}
            onPageSizeChange={(pageSize) => setParams({ pageSize, page: 1 })}
          />
        ) : null
      }
    />
  );
}
