import { getTranslations } from "next-intl/server";

import { forecastRows } from "./forecast-rows";
import { ForecastSwitch } from "./forecast-switch";
import { ForecastTable } from "./forecast-table";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import type { Forecast } from "@/lib/overview/forecast";

const TABLE_ID = "forecast-table";

/**
 * "Next 12 months": contracts ending per month in the person's calendar, as a chart or (the
 * toggle) a table of the same months; a month opens the register filtered to it. The months and
 * the table are rendered here; the browser only switches between them and draws the chart.
 */
export async function ForecastCard({ forecast }: { forecast: Forecast }) {
  const [t, rows] = await Promise.all([
    getTranslations("overview.forecast"),
    forecastRows(forecast),
  ]);
  const none = rows.every((row) => row.contracts === 0);
  return (
    <Card>
      <ForecastSwitch
        rows={rows}
        header={
          <div className="grid max-w-prose gap-1">
            <CardTitle>{t("title")}</CardTitle>
            <CardDescription>{t("description")}</CardDescription>
          </div>
        }
        tableId={TABLE_ID}
        table={<ForecastTable rows={rows} id={TABLE_ID} />}
        note={none ? <p className="text-sm text-muted-fg">{t("none")}</p> : null}
      />
    </Card>
  );
}
