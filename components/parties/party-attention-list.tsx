"use client";

import { CircleCheckBig } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useId, useState } from "react";

import { usePartyAttentionColumns } from "./party-attention-columns";
import { PartyEditDialog } from "./party-edit-dialog";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { ListView } from "@/components/ui/list-view";
import { Select } from "@/components/ui/select";
import { useFormat } from "@/components/ui/use-format";
import { useUrlState } from "@/components/ui/use-url-state";
import { partyAttentionShape } from "@/lib/parties/list-shape";
import type { PartyAttentionState } from "@/lib/parties/list";
import { viewPage } from "@/lib/saved-views/view-state";
import { usePartyAttention, type AttentionEntry } from "@/lib/parties/attention-queries";
import { PARTY_PROBLEMS, type PartyProblem } from "@/lib/rental/party-checks";

/**
 * Parties whose records need a look, filtered by problem (in the URL). Managers fix one in the
 * party edit dialog; once saved it leaves the list. Support reads the list only.
 */
export function PartyAttentionList({
  urlState,
  canEdit,
}: {
  /** The address's state, as the page read it on the server. */
  urlState: PartyAttentionState;
  canEdit: boolean;
}) {
  const t = useTranslations("parties.attention");
  const format = useFormat();
  const kindId = useId();
  const [params, setParams] = useUrlState(urlState, partyAttentionShape.serialise);
  const query = usePartyAttention(params);
  const [fixing, setFixing] = useState<AttentionEntry | null>(null);
  const onFix = useCallback((party: AttentionEntry) => setFixing(party), []);
  const columns = usePartyAttentionColumns(canEdit ? onFix : null);
  const meta = query.data?.meta;

  return (
    <>
      {meta ? (
        <p className="mb-3 text-sm text-muted-fg" role="status">
          {meta.complete
            ? t("checked", { count: meta.checked, shown: format.number(meta.checked) })
            : t("incomplete", { count: meta.checked, shown: format.number(meta.checked) })}
        </p>
      ) : null}
      <ListView
        query={query}
        pageSizeOptions={partyAttentionShape.pageSizes}
        onPageChange={setParams}
        caption={t("tableCaption")}
        columns={columns}
        exportList="parties-attention"
        getRowId={(p) => String(p.id)}
        list={viewPage(partyAttentionShape, params)}
        toolbar={
          <div className="grid w-full gap-1.5 sm:w-64">
            <Label htmlFor={kindId}>{t("filter.label")}</Label>
            <Select
              id={kindId}
              value={params.kind ?? ""}
              onChange={(e) =>
                setParams({ kind: (e.target.value || undefined) as PartyProblem, page: 1 })
              }
            >
              <option value="">{t("filter.any")}</option>
              {PARTY_PROBLEMS.map((kind) => (
                <option key={kind} value={kind}>
                  {meta
                    ? t("filter.option", {
                        label: t(`kinds.${kind}`),
                        count: format.number(meta.totals[kind]),
                      })
                    : t(`kinds.${kind}`)}
                </option>
              ))}
            </Select>
          </div>
        }
        empty={
          params.kind ? (
            <EmptyState
              icon={CircleCheckBig}
              title={t("emptyFiltered.title", { kind: t(`kinds.${params.kind}`) })}
              action={
                <Button variant="outline" onClick={() => setParams({ kind: undefined, page: 1 })}>
                  {t("emptyFiltered.clear")}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={CircleCheckBig}
              title={t("empty.title")}
              description={t("empty.description")}
            />
          )
        }
      />
      {canEdit ? <PartyEditDialog party={fixing} onClose={() => setFixing(null)} /> : null}
    </>
  );
}
