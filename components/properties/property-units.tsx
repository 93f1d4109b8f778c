"use client";

import { Link } from "@/components/ui/link";
import { createColumnHelper } from "@/components/ui/table-columns";
import { Home } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/lib/paths";
import { Num } from "@/components/ui/formatted";
import { Digits } from "@/components/ui/digits";
import { useFormat } from "@/components/ui/use-format";
import type { Unit } from "@/lib/rental/records";

const column = createColumnHelper<Unit>();

export const unitHref = (unit: Pick<Unit, "id">, documentNumber?: string) =>
  documentNumber ? paths.unit(unit.id, { property: documentNumber }) : paths.unit(unit.id);

/** The property's units; each links to its unit page. */
export function PropertyUnits({
  units,
  documentNumber,
}: {
  units: readonly Unit[];
  documentNumber: string;
}) {
  const t = useTranslations("properties.detail");
  const tu = useTranslations("units");
  const format = useFormat();
  const columns = useMemo(
    () => [
      column.accessor("unit_number", {
        header: t("unitColumns.unitNumber"),
        enableHiding: false,
        cell: (info) => (
          <Link
            href={unitHref(info.row.original, documentNumber)}
            className="font-medium underline-offset-4 hover:underline"
          >
            <Digits value={info.getValue()} />
          </Link>
        ),
      }),
      column.accessor((u) => tu(`types.${u.unit_type}`), {
        id: "unit_type",
        header: t("unitColumns.type"),
      }),
      column.accessor((u) => tu(`usages.${u.unit_usage}`), {
        id: "unit_usage",
        header: t("unitColumns.usage"),
      }),
      column.accessor("floor_number", {
        header: t("unitColumns.floor"),
        meta: { numeric: true },
        cell: (info) => <Num value={info.getValue()} />,
      }),
      column.accessor("rooms", {
        header: t("unitColumns.rooms"),
        meta: { numeric: true },
        cell: (info) => <Num value={info.getValue()} />,
      }),
      column.accessor((u) => u.area ?? null, {
        id: "area",
        header: t("unitColumns.area"),
        meta: { numeric: true },
        cell: (info) => <Num value={info.getValue()} />,
      }),
    ],
    [t, tu, documentNumber],
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("units")}</CardTitle>
        <p className="text-sm text-muted-fg">
          {t("unitsCount", { count: units.length, n: format.number(units.length) })}
        </p>
      </CardHeader>
      <CardContent>
        <DataTable
          caption={t("units")}
          columns={columns}
          data={units}
          getRowId={(u) => String(u.id)}
          rowHref={(u) => unitHref(u, documentNumber)}
          exportList="units"
          exportParams={{ property: documentNumber }}
          empty={<EmptyState icon={Home} title={t("noUnits")} />}
        />
      </CardContent>
    </Card>
  );
}
