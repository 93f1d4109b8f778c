"use client";

import { useTranslations } from "next-intl";

import type { ContractFormValues } from "./contract-form-values";
import type { UnitChoice } from "./unit-picker";
import { DescriptionList } from "@/components/ui/description-list";
import { Amount, DateText } from "@/components/ui/formatted";
import { Digits } from "@/components/ui/digits";
import type { RegisterParty } from "@/lib/contracts/schemas";
import type { Party } from "@/lib/rental/records";
import { useFormat } from "@/components/ui/use-format";

type ContractSummaryProps = {
  values: ContractFormValues;
  unit: UnitChoice | null;
  lessor: Party | null;
  tenant: Party | null;
  /** A renewal: the contract it renews and the dates it will be given once created. */
  renewal?:
    | { from: number; parties: readonly RegisterParty[]; start_date: string; end_date: string }
    | false;
};

/** Everything the contract will be created with, to check before submitting. */
export function ContractSummary({ values, unit, lessor, tenant, renewal }: ContractSummaryProps) {
  const t = useTranslations("contracts");
  const tr = useTranslations("renewal");
  const format = useFormat();
  const party = (p: Pick<Party, "full_name" | "id_number"> | null) =>
    p ? (
      <span>
        {p.full_name}{" "}
        <span className="text-muted-fg">
          (<Digits value={p.id_number} />)
        </span>
      </span>
    ) : (
      "—"
    );
  const namedParty = (known: readonly RegisterParty[], id: number | undefined) => {
    const found = known.find((k) => k.id === id);
    return found?.full_name && found.id_number
      ? party({ full_name: found.full_name, id_number: found.id_number })
      : null;
  };
  // A renewal's unit and parties are the old contract's: by name where the register knows it.
  const kept = renewal
    ? [
        { label: tr("of"), value: tr("contract", { id: format.digits(renewal.from) }) },
        {
          label: t("fields.unit"),
          value: t("detail.unitLink", { id: format.digits(values.unit_id) }),
        },
        ...values.parties.map((p, i) => ({
          key: `${p.role}-${i}`,
          label: t.has(`roles.${p.role}`) ? t(`roles.${p.role}`) : p.role,
          value:
            namedParty(renewal.parties, p.id) ?? t("detail.partyId", { id: format.digits(p.id) }),
        })),
      ]
    : null;
  const dates = renewal
    ? [
        { label: t("fields.start"), value: <DateText value={renewal.start_date} /> },
        { label: t("fields.end"), value: <DateText value={renewal.end_date} /> },
      ]
    : [{ label: t("fields.start"), value: t("new.summary.startsToday") }];
  return (
    <DescriptionList
      items={[
        ...(kept ?? [
          {
            label: t("fields.property"),
            value: unit ? (
              <span>
                {unit.property.property_name}{" "}
                <span className="text-muted-fg">
                  ({t("new.unit.deed")} <Digits value={unit.property.document_number} />)
                </span>
              </span>
            ) : (
              "—"
            ),
          },
          {
            label: t("fields.unit"),
            value: unit
              ? t("new.unit.unitLabel", { number: format.digits(unit.unit.unit_number) })
              : "—",
          },
          { label: t("roles.lessor"), value: party(lessor) },
          { label: t("roles.tenant"), value: party(tenant) },
        ]),
        { label: t("fields.type"), value: t(`types.${values.contract_type}`) },
        {
          label: t("fields.duration"),
          value: values.duration ? t("years", { count: values.duration }) : "—",
        },
        {
          label: t("fields.rent"),
          value: <Amount value={values.rental_fee.total_units_rent} />,
        },
        { label: t("fields.billing"), value: t(`billing.${values.rental_fee.billing_type}`) },
        {
          label: t("fields.autoRenewal"),
          value: values.terms.residential_auto_renewal ? t("on") : t("off"),
        },
        {
          label: t("fields.notice"),
          value:
            values.terms.notice_period_in_days === undefined
              ? "—"
              : t("days", { count: values.terms.notice_period_in_days }),
        },
        ...dates,
      ]}
    />
  );
}
