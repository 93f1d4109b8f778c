"use client";

import { BellRing, HandCoins } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { ListView } from "@/components/ui/list-view";
import { useFormat } from "@/components/ui/use-format";
import { useUrlState } from "@/components/ui/use-url-state";
import { useRegionLookup } from "@/lib/regions/queries";
import type { ArrearsListState } from "@/lib/rent-roll/arrears-list";
import { arrearsListShape } from "@/lib/rent-roll/arrears-list-shape";
import { arrearsParams, useArrears } from "@/lib/rent-roll/arrears-queries";
import type { ArrearsRow } from "@/lib/rent-roll/arrears-schemas";
import { todayInRiyadh } from "@/lib/rental/dates";
import { viewPage } from "@/lib/saved-views/view-state";

import { arrearsHref, useArrearsColumns } from "./arrears-columns";
import { ArrearsFilters } from "./arrears-filters";
import { ArrearsTotals } from "./arrears-totals";
import { RemindDialog } from "./remind-dialog";

/** The arrears with their totals, filters and page kept in the URL; Remind for managers and admins. */
export function ArrearsList({
  urlState,
  canRemind,
}: {
  /** The address's state, as the page read it on the server. */
  urlState: ArrearsListState;
  canRemind: boolean;
}) {
  const t = useTranslations("arrears");
  const format = useFormat();
  const [state, setState] = useUrlState(urlState, arrearsListShape.serialise);
  const query = useArrears(arrearsParams(state));
  const regions = useRegionLookup().lookup;
  const [reminding, setReminding] = useState<ArrearsRow | null>(null);
  const meta = query.data?.meta;
  const filtered = arrearsListShape.hasFilters(state);

  const remindButton = useCallback(
    (row: ArrearsRow) => (
      <Button
        variant="outline"
        size="sm"
        onClick={() => setReminding(row)}
        aria-label={t("remind.label", { id: format.digits(row.contract_id) })}
      >
        <BellRing aria-hidden />
        {t("remind.button")}
      </Button>
    ),
    [t, format],
  );
  const columns = useArrearsColumns({
    today: meta?.today ?? todayInRiyadh(),
    regions,
    actions: canRemind ? remindButton : null,
  });
  const clear = () =>
    setState({ property: undefined, region: undefined, bucket: undefined, page: 1 });

  return (
    <div className="grid gap-4">
      {meta ? (
        <ArrearsTotals
          meta={meta}
          bucket={state.bucket}
          onBucket={(bucket) => setState({ bucket, page: 1 })}
        />
      ) : null}
      <ListView
        query={query}
        pageSizeOptions={arrearsListShape.pageSizes}
        onPageChange={setState}
        caption={t("tableCaption")}
        columns={columns}
        getRowId={(row) => String(row.contract_id)}
        rowHref={arrearsHref}
        list={viewPage(arrearsListShape, state)}
        exportList="arrears"
        toolbar={<ArrearsFilters state={state} regions={regions} onChange={setState} />}
        empty={
          <EmptyState
            icon={HandCoins}
            title={filtered ? t("emptyFiltered.title") : t("empty.title")}
            description={filtered ? t("emptyFiltered.description") : t("empty.description")}
            action={
              filtered ? (
                <Button variant="outline" onClick={clear}>
                  {t("emptyFiltered.clear")}
                </Button>
              ) : null
            }
          />
        }
      />
      {reminding ? <RemindDialog row={reminding} onClose={() => setReminding(null)} /> : null}
    </div>
  );
}
