"use client";

import { Table2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, type ReactNode } from "react";

import type { ForecastRow } from "./forecast-rows";
import { Button } from "@/components/ui/button";
import { CardContent, CardHeader } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";

// The chart library (Recharts, about 100 kB of script) loads on its own, in the browser only,
// when the chart's place comes near the screen: a phone that never scrolls down to it neither
// downloads nor runs it. Until then, a placeholder of the same height.
const CHART_HEIGHT = 240;
const ForecastChart = dynamic(() => import("./forecast-chart"), {
  ssr: false,
  loading: () => <ChartSkeleton />,
});

function ChartSkeleton() {
  return <Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />;
}

/** True once the element has come within `margin` of the viewport. */
function useNearScreen<E extends Element>(margin: string) {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}

type ForecastSwitchProps = {
  rows: ForecastRow[];
  /** The card's title and description. */
  header: ReactNode;
  /** The same months as a table (rendered on the server), and its id. */
  table: ReactNode;
  tableId: string;
  note: ReactNode;
};

/** The forecast card's chart, or (the toggle) its table. */
export function ForecastSwitch({ rows, header, table, tableId, note }: ForecastSwitchProps) {
  const t = useTranslations("overview.forecast");
  const [asTable, setAsTable] = useState(false);
  const [chartPlace, near] = useNearScreen<HTMLDivElement>("200px 0px");
  return (
    <>
      <CardHeader row>
        {header}
        <Button
          variant="outline"
          size="sm"
          aria-pressed={asTable}
          aria-controls={asTable ? tableId : undefined}
          onClick={() => setAsTable((shown) => !shown)}
        >
          <Table2 aria-hidden />
          {t("showTable")}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-3">
        {asTable ? (
          table
        ) : (
          <div ref={chartPlace}>
            {near ? <ForecastChart rows={rows} height={CHART_HEIGHT} /> : <ChartSkeleton />}
          </div>
        )}
        {note}
      </CardContent>
    </>
  );
}
