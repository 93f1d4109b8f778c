"use client";

import { Link } from "@/components/ui/link";
import { createColumnHelper } from "@/components/ui/table-columns";
import { FileSignature } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";

import { contractHref } from "@/components/contracts/contract-columns";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ContractStatusBadge } from "@/components/ui/contract-status-badge";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { Amount, DateText } from "@/components/ui/formatted";
import { Digits } from "@/components/ui/digits";
import {
  propertyContractsParams,
  useContractRegister,
  type RegisterEntry,
} from "@/lib/contracts/register-queries";
import type { Unit } from "@/lib/rental/records";

const column = createColumnHelper<RegisterEntry>();

/** The register's contracts for the given units (contracts created or changed in the dashboard). */
export function PropertyContracts({ units: propertyUnits }: { units: readonly Unit[] }) {
  const t = useTranslations("properties.detail");
  const params = propertyContractsParams(propertyUnits);
  // Contracts name units by id; people know them by number.
  const numberOf = useMemo(
    () => new Map(propertyUnits.map((u) => [String(u.id), u.unit_number])),
    [propertyUnits],
  );
  const query = useContractRegister(params, propertyUnits.length > 0);
  const columns = useMemo(
    () => [
      column.accessor("id", {
        header: t("contractColumns.id"),
        enableHiding: false,
        cell: (info) => (
          <Link
            href={contractHref(info.row.original)}
            className="font-medium underline-offset-4 hover:underline"
          >
            <Digits value={`#${info.getValue()}`} />
          </Link>
        ),
      }),
      column.accessor((c) => numberOf.get(c.unit_id) ?? c.unit_id, {
        id: "unit",
        header: t("contractColumns.unit"),
        cell: (info) => <Digits value={info.getValue()} />,
      }),
      column.accessor("status", {
        header: t("contractColumns.status"),
        cell: (info) => <ContractStatusBadge status={info.getValue()} />,
      }),
      column.accessor("start_date", {
        header: t("contractColumns.start"),
        cell: (info) => <DateText value={info.getValue()} layout="stacked" />,
      }),
      column.accessor("end_date", {
        header: t("contractColumns.end"),
        cell: (info) => <DateText value={info.getValue()} layout="stacked" />,
      }),
      column.accessor((c) => c.rental_fee.total_units_rent, {
        id: "rent",
        header: t("contractColumns.rent"),
        meta: { numeric: true },
        cell: (info) => <Amount value={info.getValue()} />,
      }),
    ],
    [t, numberOf],
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("contracts")}</CardTitle>
        <CardDescription>{t("contractsDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <QueryError query={query} />
        ) : (
          <DataTable
            caption={t("contracts")}
            columns={columns}
            data={query.data?.data ?? []}
            getRowId={(c) => String(c.id)}
            rowHref={contractHref}
            isLoading={propertyUnits.length > 0 && query.isPending}
            skeletonRows={2}
            empty={<EmptyState icon={FileSignature} title={t("noContracts")} />}
          />
        )}
      </CardContent>
    </Card>
  );
}
