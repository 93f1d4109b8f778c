"use client";

import { Building2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";

import { usePropertyColumns, propertyHref } from "./property-columns";
import {
  PAGE_SIZES,
  parsePropertyListParams,
  serialisePropertyListParams,
} from "./property-list-params";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Pagination } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { sortParamToState, sortStateToParam } from "@/components/ui/sort-param";
import { useDebouncedCallback } from "@/components/ui/use-debounced-callback";
import { useUrlState } from "@/components/ui/use-url-state";
import { usePropertyList } from "@/lib/queries/properties";
import { useRegionLookup } from "@/lib/queries/regions";

export function PropertyList() {
  const t = useTranslations("properties");
  const [params, setParams] = useUrlState(parsePropertyListParams, serialisePropertyListParams);
  const query = usePropertyList(params);
  const { lookup } = useRegionLookup();
  const columns = usePropertyColumns(lookup);

  // The box shows what is typed at once; the URL (and the request) follow 300 ms later.
  const [text, setText] = useState(params.name ?? "");
  const [shownName, setShownName] = useState(params.name);
  if (shownName !== params.name) {
    // The URL changed without typing (back button, a link): show its filter.
    setShownName(params.name);
    if ((params.name ?? "") !== text.trim()) setText(params.name ?? "");
  }
  const applyName = useDebouncedCallback((name: string) => {
    setParams({ name: name.trim() || undefined, page: 1 });
  }, 300);

  const sorting = sortParamToState(params.sort);
  const pagination = query.data?.meta.pagination;
  const rows = query.data?.data ?? [];

  return (
    <div className="space-y-3">
      {/* A failed refresh keeps the last good page on screen and says so. */}
      {query.isError ? (
        <ErrorState
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : null}
      <DataTable
        caption={t("tableCaption")}
        columns={columns}
        data={rows}
        getRowId={(p) => String(p.id)}
        rowHref={propertyHref}
        sorting={sorting}
        onSortingChange={(updater) => {
          const next = typeof updater === "function" ? updater(sorting) : updater;
          setParams({ sort: sortStateToParam(next), page: 1 }, { push: true });
        }}
        initialColumnVisibility={{ deed_date_hijri: false, city: false }}
        isLoading={query.isPending}
        csvFileName={`properties${params.name ? `-${params.name}` : ""}-page-${params.page}`}
        toolbar={
          <SearchInput
            label={t("filterLabel")}
            placeholder={t("filterPlaceholder")}
            value={text}
            onValueChange={(value) => {
              setText(value);
              applyName.run(value);
            }}
          />
        }
        empty={
          query.isError ? null : (
            <EmptyState
              icon={Building2}
              title={
                params.name ? t("emptyFiltered.title", { name: params.name }) : t("empty.title")
              }
              description={params.name ? t("emptyFiltered.description") : t("empty.description")}
              action={
                params.name ? (
                  <Button
                    variant="outline"
                    onClick={() => {
                      applyName.cancel();
                      setText("");
                      setParams({ name: undefined, page: 1 });
                    }}
                  >
                    {t("emptyFiltered.clear")}
                  </Button>
                ) : null
              }
            />
          )
        }
        footer={
          pagination && pagination.total > 0 ? (
            <Pagination
              page={pagination.page}
              pageCount={pagination.pageCount}
              pageSize={pagination.pageSize}
              total={pagination.total}
              pageSizeOptions={PAGE_SIZES}
              onPageChange={(page) => setParams({ page }, { push: true })}
              onPageSizeChange={(pageSize) => setParams({ pageSize, page: 1 }, { push: true })}
            />
          ) : null
        }
      />
    </div>
  );
}
