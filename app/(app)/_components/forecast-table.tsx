import { getTranslations } from "next-intl/server";

import { Link } from "@/components/ui/link";
import type { ForecastRow } from "./forecast-rows";

/** The forecast as a table: the same months as the chart, each linking to its contracts. */
export async function ForecastTable({ rows, id }: { rows: ForecastRow[]; id?: string }) {
  const t = await getTranslations("overview.forecast");
  return (
    <div id={id} className="relative overflow-x-auto rounded-lg border border-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t("caption")}</caption>
        <thead className="bg-muted/60 text-muted-fg">
          <tr>
            <th scope="col" className="h-10 px-3 text-start font-medium">
              {t("month")}
            </th>
            <th scope="col" className="h-10 px-3 text-end font-medium">
              {t("contracts")}
            </th>
            <th scope="col" className="h-10 px-3 text-end font-medium">
              {t("rent")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-border">
              <th scope="row" className="px-3 py-2 text-start font-normal">
                <Link
                  href={row.href}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {row.label}
                </Link>
              </th>
              <td className="px-3 py-2 text-end tabular-nums">{row.contractsText}</td>
              <td className="px-3 py-2 text-end tabular-nums">{row.rentText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
