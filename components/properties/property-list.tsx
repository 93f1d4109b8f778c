"use client";

import { Building2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { usePropertyColumns, propertyHref } from "./property-columns";
import { StaleFilter } from "./stale-filter";
import { BulkSyncBar } from "@/components/deed-sync/bulk-sync-bar";
import { useDeedSelection, useSelectColumn } from "@/components/deed-sync/use-deed-selection";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ListPagination } from "@/components/ui/list-view";
import { QueryError } from "@/components/ui/query-error";
import { SearchInput } from "@/components/ui/search-input";
import { sortParamProps } from "@/components/ui/sort-param";
import { useSearchText } from "@/components/ui/use-search-text";
import { useUrlState } from "@/components/ui/use-url-state";
import { propertyListShape } from "@/lib/properties/list-shape";
import type { PropertyListState } from "@/lib/properties/list";
import { viewPage } from "@/lib/saved-views/view-state";
import { usePropertyList } from "@/lib/properties/queries";
import { useRegionLookup } from "@/lib/regions/queries";

type PropertyListProps = {
  /** The address's state, as the page read it on the server. */
  urlState: PropertyListState;
  /** Admins: pick deeds and sync them, or all stale ones, in the background. */
  canSync?: boolean;
  /** The upstream budget's rate (UPSTREAM_BACKGROUND_RPS), for the bulk sync's time estimate. */
  syncRps?: number;
};

export function PropertyList({ urlState, canSync = false, syncRps = 5 }: PropertyListProps) {
  const t = useTranslations("properties");
  const [params, setParams] = useUrlState(urlState, propertyListShape.serialise);
  const query = usePropertyList(params);
  const { lookup } = useRegionLookup();
  const rows = query.data?.data ?? [];
  const selection = useDeedSelection();
  const selectColumn = useSelectColumn(selection, rows);
  const propertyColumns = usePropertyColumns(lookup);
  const columns = useMemo(
    () => (canSync ? [selectColumn, ...propertyColumns] : propertyColumns),
    [canSync, selectColumn, propertyColumns],
  );

  const search = useSearchText(params.name, (name) => setParams({ name, page: 1 }));
  const clearFilters = () => {
    search.clear();
    setParams({ staleDays: undefined, page: 1 });
  };
  const total = query.data?.meta.pagination.total ?? 0;
  // "Sync all stale" syncs what the stale filter alone lists: offered without a name filter.
  const stale = params.staleDays && !params.name ? { days: params.staleDays, total } : null;

  return (
    <div className="space-y-3">
      {/* A failed refresh keeps the last good page on screen and says so. */}
      {query.isError ? <QueryError query={query} /> : null}
      {canSync ? <BulkSyncBar selection={selection} stale={stale} rps={syncRps} /> : null}
      <DataTable
        caption={t("tableCaption")}
        columns={columns}
        data={rows}
        getRowId={(p) => String(p.id)}
        rowHref={propertyHref}
        {...sortParamProps(params.sort, (sort) => setParams({ sort, page: 1 }, { push: true }))}
        list={viewPage(propertyListShape, params)}
        isLoading={query.isPending}
        exportList="properties"
        toolbar={
          <>
            <SearchInput
              label={t("filterLabel")}
              placeholder={t("filterPlaceholder")}
              value={search.text}
              onValueChange={search.onValueChange}
            />
            <StaleFilter
              days={params.staleDays}
              onChange={(staleDays) => setParams({ staleDays, page: 1 })}
            />
          </>
        }
        empty={
          query.isError ? null : (
            <Empty name={params.name} staleDays={params.staleDays} onClear={clearFilters} />
          )
        }
        footer={
          <ListPagination
            pagination={query.data?.meta.pagination}
            pageSizeOptions={propertyListShape.pageSizes}
            onChange={(change) => setParams(change, { push: true })}
          />
        }
      />
    </div>
  );
}

function Empty({
  name,
  staleDays,
  onClear,
}: {
  name?: string;
  staleDays?: number;
  onClear: () => void;
}) {
  const t = useTranslations("properties");
  const clear = (label: string) => (
    <Button variant="outline" onClick={onClear}>
      {label}
    </Button>
  );
  if (name)
    return (
      <EmptyState
        icon={Building2}
        title={t("emptyFiltered.title", { name })}
        description={t("emptyFiltered.description")}
        action={clear(t("emptyFiltered.clear"))}
      />
    );
  if (staleDays)
    return (
      <EmptyState
        icon={Building2}
        title={t("emptyStale.title", { days: staleDays })}
        description={t("emptyStale.description")}
        action={clear(t("emptyStale.clear"))}
      />
    );
  return (
    <EmptyState icon={Building2} title={t("empty.title")} description={t("empty.description")} />
  );
}
