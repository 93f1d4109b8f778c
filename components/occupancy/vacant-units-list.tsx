"use client";

import { DoorOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId } from "react";

import { IndexStatus } from "./index-status";
import { useVacantUnitColumns } from "./vacant-units-columns";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ListView } from "@/components/ui/list-view";
import { Select } from "@/components/ui/select";
import { useFilterText, type ReadFilterText } from "@/components/ui/use-search-text";
import { useUrlState } from "@/components/ui/use-url-state";
import type { VacantUnitsState } from "@/lib/occupancy/list";
import { VACANT_SORTS, vacantUnitsShape, type VacantSort } from "@/lib/occupancy/list-shape";
import { usePortfolioOccupancy, useVacantUnits } from "@/lib/occupancy/queries";
import { useLanguage } from "@/lib/i18n/use-language";
import { useRegionLookup } from "@/lib/regions/queries";
import { normaliseDigits } from "@/lib/rental/digits";
import { viewPage } from "@/lib/saved-views/view-state";

/** A deed number in any digits; an empty box is no filter; other text is not sent. */
const readDeed: ReadFilterText<string> = (text) => {
  const value = normaliseDigits(text.trim());
  if (!value) return undefined;
  return /^[1-9]\d{0,15}$/.test(value) ? value : null;
};

/**
 * The vacant units, longest vacant first, filtered by property (deed number) and region, in the
 * URL like every list; exported through the one export path (/api/exports/vacant-units).
 */
export function VacantUnitsList({
  urlState,
  canRefresh,
}: {
  /** The address's state, as the page read it on the server. */
  urlState: VacantUnitsState;
  canRefresh: boolean;
}) {
  const t = useTranslations("occupancy");
  const language = useLanguage();
  const deedId = useId();
  const regionId = useId();
  const sortId = useId();
  const [params, setParams] = useUrlState(urlState, vacantUnitsShape.serialise);
  const query = useVacantUnits(params);
  const portfolio = usePortfolioOccupancy();
  const { lookup } = useRegionLookup();
  const columns = useVacantUnitColumns(lookup, language);
  const deed = useFilterText(
    params.property,
    (property) => setParams({ property, page: 1 }),
    readDeed,
  );
  const filtered = vacantUnitsShape.hasFilters(params);

  return (
    <div className="grid gap-4">
      {portfolio.data ? (
        <IndexStatus refresh={portfolio.data.data.refresh} canRefresh={canRefresh} />
      ) : null}
      <ListView
        query={query}
        pageSizeOptions={vacantUnitsShape.pageSizes}
        onPageChange={setParams}
        caption={t("tableCaption")}
        columns={columns}
        exportList="vacant-units"
        getRowId={(u) => u.unit_id}
        list={viewPage(vacantUnitsShape, params)}
        activeFilters={vacantUnitsShape.countFilters(params)}
        toolbar={
          <div className="flex w-full flex-wrap items-start gap-3">
            <div className="grid w-full gap-1.5 sm:w-48">
              <Label htmlFor={deedId}>{t("filters.property")}</Label>
              <Input
                id={deedId}
                inputMode="numeric"
                dir="ltr"
                autoComplete="off"
                value={deed.text}
                onChange={(e) => deed.onValueChange(e.target.value)}
              />
            </div>
            <div className="grid w-full gap-1.5 sm:w-52">
              <Label htmlFor={regionId}>{t("filters.region")}</Label>
              <Select
                id={regionId}
                value={params.region === undefined ? "" : String(params.region)}
                onChange={(e) =>
                  setParams({
                    region: e.target.value ? Number(e.target.value) : undefined,
                    page: 1,
                  })
                }
              >
                <option value="">{t("filters.anyRegion")}</option>
                {lookup.regions.map((r) => (
                  <option key={r.id} value={r.id}>
                    {language === "ar" ? r.name_ar : r.name}
                  </option>
                ))}
              </Select>
            </div>
            <div className="grid w-full gap-1.5 sm:w-56">
              <Label htmlFor={sortId}>{t("filters.sort")}</Label>
              <Select
                id={sortId}
                value={params.sort ?? "days_vacant:desc"}
                onChange={(e) =>
                  setParams({
                    sort:
                      e.target.value === "days_vacant:desc"
                        ? undefined
                        : (e.target.value as VacantSort),
                    page: 1,
                  })
                }
              >
                {VACANT_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t(`filters.sorts.${sort}`)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
        }
        empty={
          filtered ? (
            <EmptyState
              icon={DoorOpen}
              title={t("emptyFiltered.title")}
              action={
                <Button
                  variant="outline"
                  onClick={() => {
                    deed.clear();
                    setParams({ property: undefined, region: undefined, page: 1 });
                  }}
                >
                  {t("filters.clear")}
                </Button>
              }
            />
          ) : (
            <EmptyState
              icon={DoorOpen}
              title={t("empty.title")}
              description={t("empty.description")}
            />
          )
        }
      />
    </div>
  );
}
