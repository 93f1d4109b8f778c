"use client";

import { Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useId, useState } from "react";

import { PartyEditDialog } from "./party-edit-dialog";
import { usePartyColumns } from "./party-columns";
import {
  PAGE_SIZES,
  parsePartySearchParams,
  serialisePartySearchParams,
} from "./party-search-params";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Label } from "@/components/ui/label";
import { Pagination } from "@/components/ui/pagination";
import { SearchInput } from "@/components/ui/search-input";
import { Select } from "@/components/ui/select";
import { sortParamToState, sortStateToParam } from "@/components/ui/sort-param";
import { useDebouncedCallback } from "@/components/ui/use-debounced-callback";
import { useUrlState } from "@/components/ui/use-url-state";
import { usePartySearch, type PartySearchField } from "@/lib/queries/parties";
import { useRegionLookup } from "@/lib/queries/regions";
import { PARTY_FILTER_FIELDS } from "@/lib/rental/party";
import type { Party } from "@/lib/rental/records";

/** Search parties by name, ID number or phone (in the URL); edit one in a dialog when allowed. */
export function PartySearch({ canEdit }: { canEdit: boolean }) {
  const t = useTranslations("parties");
  const fieldId = useId();
  const [params, setParams] = useUrlState(parsePartySearchParams, serialisePartySearchParams);
  const query = usePartySearch(params);
  const { lookup } = useRegionLookup();
  const [editing, setEditing] = useState<Party | null>(null);
  const onEdit = useCallback((party: Party) => setEditing(party), []);
  const columns = usePartyColumns(lookup, canEdit ? onEdit : null);

  // The box shows what is typed at once; the URL (and the request) follow 300 ms later.
  const [text, setText] = useState(params.q ?? "");
  const [shownQ, setShownQ] = useState(params.q);
  if (shownQ !== params.q) {
    setShownQ(params.q);
    if ((params.q ?? "") !== text.trim()) setText(params.q ?? "");
  }
  const applyQ = useDebouncedCallback((q: string) => {
    setParams({ q: q.trim() || undefined, page: 1 });
  }, 300);

  const sorting = sortParamToState(params.sort);
  const pagination = query.data?.meta.pagination;

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
    <>
      <DataTable
        caption={t("tableCaption")}
        columns={columns}
        data={query.data?.data ?? []}
        getRowId={(p) => String(p.id)}
        sorting={sorting}
        onSortingChange={(updater) => {
          const next = typeof updater === "function" ? updater(sorting) : updater;
          setParams({ sort: sortStateToParam(next), page: 1 });
        }}
        initialColumnVisibility={{ date_of_birth_hijri: false, city: false, id: false }}
        isLoading={query.isPending}
        csvFileName={`parties${params.q ? `-${params.q}` : ""}-page-${params.page}`}
        toolbar={
          <>
            <div className="grid w-full gap-1.5 sm:w-44">
              <Label htmlFor={fieldId}>{t("searchBy")}</Label>
              <Select
                id={fieldId}
                value={params.field}
                onChange={(e) => setParams({ field: e.target.value as PartySearchField, page: 1 })}
              >
                {PARTY_FILTER_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {t(`searchFields.${f}`)}
                  </option>
                ))}
              </Select>
            </div>
            <SearchInput
              label={t("searchLabel")}
              placeholder={t(`placeholders.${params.field}`)}
              value={text}
              dir={params.field === "full_name" ? undefined : "ltr"}
              onValueChange={(value) => {
                setText(value);
                applyQ.run(value);
              }}
            />
          </>
        }
        empty={
          <EmptyState
            icon={Users}
            title={params.q ? t("emptyFiltered.title", { q: params.q }) : t("empty.title")}
            description={params.q ? t("emptyFiltered.description") : t("empty.description")}
            action={
              params.q ? (
                <Button
                  variant="outline"
                  onClick={() => {
                    applyQ.cancel();
                    setText("");
                    setParams({ q: undefined, page: 1 });
                  }}
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
      {canEdit ? <PartyEditDialog party={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
