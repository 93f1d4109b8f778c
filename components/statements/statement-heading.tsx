"use client";

import { useTranslations } from "next-intl";

import { UnitName } from "@/components/contracts/unit-name";
import { DateText } from "@/components/ui/formatted";
import { DescriptionList } from "@/components/ui/description-list";
import { useFormat } from "@/components/ui/use-format";
import type { StatementContract } from "@/lib/statements/schemas";

/** A contract's tenants by name (the register's), or by record number where it knows none. */
export function TenantNames({ contract }: { contract: StatementContract }) {
  const t = useTranslations("statements");
  const format = useFormat();
  if (contract.tenants.length === 0) return <>—</>;
  return (
    <>
      {contract.tenants
        .map((p) => p.full_name ?? t("partyId", { id: format.digits(p.id) }))
        .join("، ")}
    </>
  );
}

/** The range a statement covers: both ends in both calendars, or the whole contract. */
export function RangeText({
  from,
  to,
  whole,
}: {
  from: string | null;
  to: string | null;
  whole: string;
}) {
  if (!from && !to) return <>{whole}</>;
  return (
    <span className="inline-flex flex-wrap gap-x-2">
      {from ? <DateText value={from} /> : null}
      <span aria-hidden>–</span>
      {to ? <DateText value={to} /> : null}
    </span>
  );
}

/** What heads a contract's statement: its tenant, unit, term and the range shown. */
export function ContractFactsLine({
  contract,
  range,
}: {
  contract: StatementContract;
  range: { from: string | null; to: string | null };
}) {
  const t = useTranslations("statements");
  const tc = useTranslations("contracts.fields");
  return (
    <DescriptionList
      items={[
        {
          label: contract.tenants.length > 1 ? t("tenants") : t("tenant"),
          value: <TenantNames contract={contract} />,
        },
        {
          label: t("unit"),
          value: <UnitName unit={contract.known_unit} unitId={contract.unit_id} />,
        },
        { label: tc("start"), value: <DateText value={contract.start_date} /> },
        { label: tc("end"), value: <DateText value={contract.end_date} /> },
        {
          label: t("period"),
          value: <RangeText from={range.from} to={range.to} whole={t("wholeContract")} />,
        },
      ]}
    />
  );
}
