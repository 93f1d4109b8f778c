"use client";

import { useTranslations } from "next-intl";

import { OccupancyCounts } from "./occupancy-counts";
import { OccupancyStatusBadge } from "./occupancy-status-badge";
import { VacancyText } from "./vacancy-text";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Digits } from "@/components/ui/digits";
import { Link } from "@/components/ui/link";
import { Skeleton } from "@/components/ui/skeleton";
import { QueryError } from "@/components/ui/query-error";
import { usePropertyOccupancy } from "@/lib/occupancy/queries";
import { paths } from "@/lib/paths";

/**
 * A property's occupancy: how many of its units are leased, reserved and vacant, and each unit's
 * status (a vacant one since when). The units are the index's, which this page's read of the
 * property has just brought up to date (lib/occupancy).
 */
export function PropertyOccupancy({ documentNumber }: { documentNumber: string }) {
  const t = useTranslations("occupancy.card");
  const query = usePropertyOccupancy(documentNumber);
  return (
    <Card aria-labelledby="occupancy-title">
      <CardHeader>
        <CardTitle id="occupancy-title">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : query.isError ? (
          <QueryError query={query} />
        ) : query.data.data.units.length === 0 ? (
          <p className="text-sm text-muted-fg">{t("empty")}</p>
        ) : (
          <>
            <OccupancyCounts counts={query.data.data.counts} />
            <table className="w-full text-sm">
              <caption className="sr-only">{t("unitsCaption")}</caption>
              <thead className="text-xs text-muted-fg">
                <tr className="border-b border-border">
                  <th scope="col" className="py-2 text-start font-medium">
                    {t("unit")}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t("status")}
                  </th>
                  <th scope="col" className="py-2 text-start font-medium">
                    {t("since")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {query.data.data.units.map((unit) => (
                  <tr key={unit.unit_id} className="border-b border-border last:border-0">
                    <td className="py-2">
                      <Link
                        href={paths.unit(unit.unit_id, { property: documentNumber })}
                        className="font-medium underline-offset-4 hover:underline"
                      >
                        <Digits value={unit.unit_number} />
                      </Link>
                    </td>
                    <td className="py-2">
                      <OccupancyStatusBadge status={unit.status} />
                    </td>
                    <td className="py-2">
                      <VacancyText unit={unit} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {query.data.data.counts.vacant > 0 ? (
              <Link
                href={paths.occupancy({ property: documentNumber })}
                className="text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                {t("viewVacant")}
              </Link>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
