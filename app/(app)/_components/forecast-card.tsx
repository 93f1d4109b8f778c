"use client";

import { useQuery } from "@tanstack/react-query";
import { Table2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";

import { ForecastTable } from "./forecast-table";
import { useForecastRows } from "./use-forecast-rows";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { QueryError } from "@/components/ui/query-error";
import { Skeleton } from "@/components/ui/skeleton";
import { overviewOptions } from "@/lib/queries/overview";

// The chart library loads on its own, in the browser only, after the page: it stays out of the
// overview's first-load JavaScript. Until it is there, a placeholder of the same height.
const CHART_HEIGHT = 240;
const ForecastChart = dynamic(() => import("./forecast-chart"), {
  ssr: false,
  loading: () => <ChartSkeleton />,
});

function ChartSkeleton() {
  return <Skeleton className="w-full" style={{ height: CHART_HEIGHT }} />;
}

/**
 * "Next 12 months": contracts ending per month in the person's calendar, as a chart or (the
 * toggle) a table of the same months; a month opens the register filtered to it.
 */
export function ForecastCard() {
  const t = useTranslations("overview.forecast");
  const query = useQuery(overviewOptions());
  const rows = useForecastRows(query.data?.data.forecast);
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const none = rows.length > 0 && rows.every((row) => row.contracts === 0);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid max-w-prose gap-1">
          <CardTitle>{t("title")}</CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </div>
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
        {query.isError ? (
          <QueryError query={query} />
        ) : rows.length === 0 ? (
          <ChartSkeleton />
        ) : asTable ? (
          <ForecastTable rows={rows} id={tableId} />
        ) : (
          <ForecastChart rows={rows} height={CHART_HEIGHT} />
        )}
        {none ? <p className="text-sm text-muted-fg">{t("none")}</p> : null}
      </CardContent>
    </Card>
  );
}
