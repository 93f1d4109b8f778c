"use client";

import { Download, Map as MapIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useMemo, useState } from "react";

import { RegionItem } from "./region-item";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { saveFile } from "@/components/ui/save-file";
import { SearchInput } from "@/components/ui/search-input";
import { Skeleton } from "@/components/ui/skeleton";
import { useDebouncedCallback } from "@/components/ui/use-debounced-callback";
import { useUrlState } from "@/components/ui/use-url-state";
import { CSV_BOM, csvLine } from "@/lib/exports/csv";
import { regionListParams } from "@/lib/regions/list";
import { ALL_REGIONS, useRegionList } from "@/lib/regions/queries";
import type { Region } from "@/lib/rental/records";

const serialise = (state: { name?: string }) => ({ name: state.name });

function regionsCsv(regions: readonly Region[], headers: string[]): string {
  const rows = regions.flatMap((r) =>
    r.cities.length
      ? r.cities.map((c) => [r.id, r.name, r.name_ar, c.id, c.name, c.name_ar])
      : [[r.id, r.name, r.name_ar, null, null, null]],
  );
  return CSV_BOM + [headers, ...rows].map(csvLine).join("");
}

export function RegionList() {
  const t = useTranslations("regions");
  // The one filter is free text: read from the address here, as the page does on the server.
  const { name } = regionListParams.parse(useSearchParams());
  const [params, setParams] = useUrlState(
    useMemo(() => ({ name }), [name]),
    serialise,
  );
  // There are 13 regions: one page holds every match (the page's first view answered the same).
  const query = useRegionList({ ...ALL_REGIONS, name: params.name });
  const [text, setText] = useState(params.name ?? "");
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const apply = useDebouncedCallback(
    (name: string) => setParams({ name: name.trim() || undefined }),
    300,
  );
  const regions = query.data?.data ?? [];
  const allOpen = regions.length > 0 && regions.every((r) => expanded.has(r.id));

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <SearchInput
          label={t("filterLabel")}
          placeholder={t("filterPlaceholder")}
          value={text}
          onValueChange={(value) => {
            setText(value);
            apply.run(value);
          }}
        />
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!regions.length}
            onClick={() => setExpanded(allOpen ? new Set() : new Set(regions.map((r) => r.id)))}
          >
            {allOpen ? t("collapseAll") : t("expandAll")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!regions.length}
            onClick={() =>
              saveFile(
                new Blob(
                  [
                    regionsCsv(
                      regions,
                      ["regionId", "region", "regionAr", "cityId", "city", "cityAr"].map((k) =>
                        t(`csv.${k}`),
                      ),
                    ),
                  ],
                  { type: "text/csv;charset=utf-8" },
                ),
                `regions${params.name ? `-${params.name}` : ""}.csv`,
              )
            }
          >
            <Download aria-hidden />
            {t("exportCsv")}
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <div aria-busy className="grid gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <QueryError query={query} />
      ) : regions.length === 0 ? (
        <EmptyState
          icon={MapIcon}
          title={params.name ? t("emptyFiltered.title", { name: params.name }) : t("empty.title")}
          description={params.name ? t("emptyFiltered.description") : t("empty.description")}
          action={
            params.name ? (
              <Button
                variant="outline"
                onClick={() => {
                  apply.cancel();
                  setText("");
                  setParams({ name: undefined });
                }}
              >
                {t("emptyFiltered.clear")}
              </Button>
            ) : null
          }
        />
      ) : (
        <ul aria-label={t("listLabel")} className="grid gap-2">
          {regions.map((region) => (
            <RegionItem
              key={region.id}
              region={region}
              expanded={expanded.has(region.id)}
              onToggle={() => toggle(region.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
