"use client";

import { Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useId, useState } from "react";

import { PartyEditDialog } from "./party-edit-dialog";
import { usePartyColumns } from "./party-columns";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { ListView } from "@/components/ui/list-view";
import { SearchInput } from "@/components/ui/search-input";
import { Select } from "@/components/ui/select";
import { sortParamProps } from "@/components/ui/sort-param";
import { useSearchText } from "@/components/ui/use-search-text";
import { useUrlState } from "@/components/ui/use-url-state";
import { partySearchShape } from "@/lib/parties/list-shape";
import type { PartySearchState } from "@/lib/parties/list";
import { viewPage } from "@/lib/saved-views/view-state";
import { usePartySearch, type PartySearchField } from "@/lib/parties/queries";
import { useRegionLookup } from "@/lib/regions/queries";
import { PARTY_SEARCH_FIELDS } from "@/lib/rental/party-search-fields";
import type { Party } from "@/lib/rental/records";

/** Search parties by name, ID number or phone (in the URL); edit one in a dialog when allowed. */
export function PartySearch({
  urlState,
  canEdit,
}: {
  /** The address's state, as the page read it on the server. */
  urlState: PartySearchState;
  canEdit: boolean;
}) {
  const t = useTranslations("parties");
  const fieldId = useId();
  const [params, setParams] = useUrlState(urlState, partySearchShape.serialise);
  const query = usePartySearch(params);
  const { lookup } = useRegionLookup();
  const [editing, setEditing] = useState<Party | null>(null);
  const onEdit = useCallback((party: Party) => setEditing(party), []);
  const columns = usePartyColumns(lookup, canEdit ? onEdit : null);

  const search = useSearchText(params.q, (q) => setParams({ q, page: 1 }));

  return (
    <>
      <ListView
        query={query}
        pageSizeOptions={partySearchShape.pageSizes}
        onPageChange={setParams}
        caption={t("tableCaption")}
        columns={columns}
        getRowId={(p) => String(p.id)}
        {...sortParamProps(params.sort, (sort) => setParams({ sort, page: 1 }))}
        list={viewPage(partySearchShape, params)}
        exportList="parties"
        toolbar={
          <>
            <div className="grid w-full gap-1.5 sm:w-44">
              <Label htmlFor={fieldId}>{t("searchBy")}</Label>
              <Select
                id={fieldId}
                value={params.field}
                onChange={(e) => setParams({ field: e.target.value as PartySearchField, page: 1 })}
              >
                {PARTY_SEARCH_FIELDS.map((f) => (
                  <option key={f} value={f}>
                    {t(`searchFields.${f}`)}
                  </option>
                ))}
              </Select>
            </div>
            <SearchInput
              label={t("searchLabel")}
              placeholder={t(`placeholders.${params.field}`)}
              value={search.text}
              dir={params.field === "full_name" || params.field === "any" ? undefined : "ltr"}
              onValueChange={search.onValueChange}
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
                <Button variant="outline" onClick={search.clear}>
                  {t("emptyFiltered.clear")}
                </Button>
              ) : null
            }
          />
        }
      />
      {canEdit ? <PartyEditDialog party={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
