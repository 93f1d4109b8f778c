"use client";

import { Building2 } from "lucide-react";
import { useTranslations } from "next-intl";

import { usePropertyColumns, propertyHref } from "./property-columns";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ListPagination } from "@/components/ui/list-view";
import { QueryError } from "@/components/ui/query-error";
import { SearchInput } from "@/components/ui/search-input";
import { sortParamProps } from "@/components/ui/sort-param";
import { useSearchText } from "@/components/ui/use-search-text";
import { useUrlState } from "@/components/ui/use-url-state";
import { propertyListParams } from "@/lib/list-params/lists";
import { usePropertyList } from "@/lib/queries/properties";
import { useRegionLookup } from "@/lib/queries/regions";

export function PropertyList() {
  const t = useTranslations("properties");
  const [params, setParams] = useUrlState(propertyListParams.parse, propertyListParams.serialise);
  const query = usePropertyList(params);
  const { lookup } = useRegionLookup();
  const columns = usePropertyColumns(lookup);

  const search = useSearchText(params.name, (name) => setParams({ name, page: 1 }));

  return (
    <div className="space-y-3">
      {/* A failed refresh keeps the last good page on screen and says so. */}
      {query.isError ? <QueryError query={query} /> : null}
      <DataTable
        caption={t("tableCaption")}
        columns={columns}
        data={query.data?.data ?? []}
        getRowId={(p) => String(p.id)}
        rowHref={propertyHref}
        {...sortParamProps(params.sort, (sort) => setParams({ sort, page: 1 }, { push: true }))}
        list={propertyListParams}
        isLoading={query.isPending}
        exportList="properties"
        toolbar={
          <SearchInput
            label={t("filterLabel")}
            placeholder={t("filterPlaceholder")}
            value={search.text}
            onValueChange={search.onValueChange}
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
                  <Button variant="outline" onClick={search.clear}>
                    {t("emptyFiltered.clear")}
                  </Button>
                ) : null
              }
            />
          )
        }
        footer={
          <ListPagination
            pagination={query.data?.meta.pagination}
            pageSizeOptions={propertyListParams.pageSizes}
            onChange={(change) => setParams(change, { push: true })}
          />
        }
      />
    </div>
  );
}
