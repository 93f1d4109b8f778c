"use client";

import { FileSignature } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { contractHref, useContractColumns } from "./contract-columns";
import { ContractFilters } from "./contract-filters";
import {
  hasFilters,
  PAGE_SIZES,
  parseContractListParams,
  serialiseContractListParams,
  toRegisterParams,
} from "./contract-list-params";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Pagination } from "@/components/ui/pagination";
import { sortParamToState, sortStateToParam } from "@/components/ui/sort-param";
import { useUrlState } from "@/components/ui/use-url-state";
import { useContractList } from "@/lib/queries/contracts";

/** The contract register with its filters, sort and page kept in the URL. */
export function ContractList({ canCreate }: { canCreate: boolean }) {
  const t = useTranslations("contracts");
  const [state, setState] = useUrlState(parseContractListParams, serialiseContractListParams);
  const query = useContractList(toRegisterParams(state));
  const columns = useContractColumns();
  const sorting = sortParamToState(state.sort);
  const pagination = query.data?.meta.pagination;
  const filtered = hasFilters(state);

  if (query.isError && !query.data) {
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  const clear = () =>
    setState({
      status: undefined,
      endingBefore: undefined,
      unit: undefined,
      party: undefined,
      includeDeleted: false,
    });

  return (
    <DataTable
      caption={t("tableCaption")}
      columns={columns}
      data={query.data?.data ?? []}
      getRowId={(c) => String(c.id)}
      rowHref={contractHref}
      sorting={sorting}
      onSortingChange={(updater) => {
        const next = typeof updater === "function" ? updater(sorting) : updater;
        setState({ sort: sortStateToParam(next), page: 1 });
      }}
      initialColumnVisibility={{ duration: false, updated_at: false }}
      isLoading={query.isPending}
      csvFileName={`contracts-page-${state.page}`}
      toolbar={<ContractFilters state={state} onChange={setState} />}
      empty={
        <EmptyState
          icon={FileSignature}
          title={filtered ? t("emptyFiltered.title") : t("empty.title")}
          description={filtered ? t("emptyFiltered.description") : t("empty.description")}
          action={
            filtered ? (
              <Button variant="outline" onClick={clear}>
                {t("emptyFiltered.clear")}
              </Button>
            ) : canCreate ? (
              <Button asChild>
                <Link href="/contracts/new">{t("newButton")}</Link>
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
            onPageChange={(page) => setState({ page })}
            onPageSizeChange={(pageSize) => setState({ pageSize, page: 1 })}
          />
        ) : null
      }
    />
  );
}
