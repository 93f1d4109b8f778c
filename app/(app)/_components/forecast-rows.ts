import "server-only";

import { getTranslations } from "next-intl/server";

import { getFormatter } from "@/lib/format/server";
import type { Forecast } from "@/lib/overview/forecast";
import { paths } from "@/lib/paths";

/** One month of the forecast as the chart and the table show it. */
export type ForecastRow = {
  key: string;
  /** "December 2026", "رجب ١٤٤٨ هـ": the month in the person's calendar. */
  label: string;
  /** The month alone, for the chart's axis. */
  short: string;
  contracts: number;
  /** The count in the page's digits ("٣"). */
  contractsText: string;
  rentText: string;
  /** "3 contracts", "٣ عقود". */
  countText: string;
  /** The count and rent in a sentence, for a bar's accessible name and its tooltip. */
  summary: string;
  /** The register filtered to the days the month counts. */
  href: string;
};

/**
 * The forecast's months in the person's calendar (the summary holds both), labelled in the
 * page's language and digits, on the server: the chart and the table only show them.
 */
export async function forecastRows(forecast: Forecast): Promise<ForecastRow[]> {
  const [t, format] = await Promise.all([getTranslations("overview.forecast"), getFormatter()]);
  return forecast[format.settings.calendar].map((month) => {
    // The month's last day always lies in it (its first counted day may be today).
    const label = format.month(month.end);
    const contractsText = format.number(month.contracts);
    const rentText = format.amount(month.rentAtStake);
    return {
      key: month.key,
      label,
      short: format.month(month.end, "short"),
      contracts: month.contracts,
      contractsText,
      rentText,
      countText: t("count", { count: month.contracts, shown: contractsText }),
      summary: t("bar", {
        month: label,
        count: month.contracts,
        shown: contractsText,
        rent: rentText,
      }),
      href: paths.contracts({
        endingAfter: month.start,
        endingBefore: month.end,
        sort: "end_date:asc",
      }),
    };
  });
}
