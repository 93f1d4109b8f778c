"use client";

import { useTranslations } from "next-intl";

import { Link } from "@/components/ui/link";
import { ContractParty } from "./contract-party";
import { ContractProperty } from "./contract-property";
import { UnitName } from "./unit-name";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DescriptionList } from "@/components/ui/description-list";
import { paths } from "@/lib/paths";
import { Amount, DateText, DateTimeText } from "@/components/ui/formatted";
import { CopyButton } from "@/components/ui/copy-button";
import { Digits } from "@/components/ui/digits";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import type { FollowUpEntry } from "@/lib/rent-roll/follow-up-schemas";

function termNumber(terms: RegisterEntry["terms"], key: string): number | undefined {
  const value = terms?.[key];
  return typeof value === "number" ? value : undefined;
}

/**
 * What the register holds about a contract: unit, parties, money, terms and dates, the decision
 * date (the last day to give notice) beside the end date, and the latest notice given.
 */
export function ContractFacts({
  contract,
  noticeGiven = null,
}: {
  contract: RegisterEntry;
  /** The latest notice given on the contract (its follow-ups), or null. */
  noticeGiven?: FollowUpEntry | null;
}) {
  const t = useTranslations("contracts");
  const ts = useTranslations("statements");
  const renewal = termNumber(contract.terms, "residential_auto_renewal");
  const notice = termNumber(contract.terms, "notice_period_in_days");
  const unnamed = contract.parties.some((p) => !p.full_name);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ContractProperty contract={contract} className="lg:col-span-2" />
      <Card>
        <CardHeader>
          <CardTitle>{t("detail.facts")}</CardTitle>
        </CardHeader>
        <CardContent>
          <DescriptionList
            items={[
              {
                label: t("fields.unit"),
                value: (
                  <Link
                    href={paths.unit(contract.unit_id, {
                      property: contract.known_unit?.document_number,
                    })}
                    className="text-primary underline-offset-4 hover:underline"
                  >
                    <UnitName unit={contract.known_unit} unitId={contract.unit_id} />
                  </Link>
                ),
              },
              { label: t("fields.type"), value: t(`types.${contract.contract_type}`) },
              { label: t("fields.duration"), value: t("years", { count: contract.duration }) },
              {
                label: t("fields.rent"),
                value: <Amount value={contract.rental_fee.total_units_rent} />,
              },
              {
                label: t("fields.billing"),
                value: t.has(`billing.${contract.rental_fee.billing_type}`)
                  ? t(`billing.${contract.rental_fee.billing_type}`)
                  : contract.rental_fee.billing_type,
              },
              {
                label: t("fields.autoRenewal"),
                value: renewal === undefined ? "—" : renewal ? t("on") : t("off"),
              },
              {
                label: t("fields.notice"),
                value: notice === undefined ? "—" : t("days", { count: notice }),
              },
              { label: t("fields.start"), value: <DateText value={contract.start_date} /> },
              { label: t("fields.end"), value: <DateText value={contract.end_date} /> },
              {
                label: t("fields.decision"),
                value: contract.decision_date ? (
                  <span className="grid gap-1">
                    <DateText value={contract.decision_date} />
                    <span className="text-xs text-muted-fg">
                      {contract.default_notice_days === null
                        ? t("hints.decision")
                        : t("hints.decisionDefault", { count: contract.default_notice_days })}
                    </span>
                    {noticeGiven ? (
                      <span className="font-medium text-success" data-notice-given>
                        {t.rich("followUp.given", {
                          method: t.has(`followUp.methods.${noticeGiven.method}`)
                            ? t(`followUp.methods.${noticeGiven.method}`)
                            : (noticeGiven.method ?? ""),
                          day: () => <DateText value={noticeGiven.given_on} />,
                        })}
                      </span>
                    ) : null}
                  </span>
                ) : (
                  "—"
                ),
              },
            ]}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("detail.parties")}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <DescriptionList
            items={contract.parties.map((p, i) => {
              const role = t.has(`roles.${p.role}`) ? t(`roles.${p.role}`) : p.role;
              return {
                key: `${p.role}-${p.id}-${i}`,
                label: role,
                value: (
                  <span className="grid gap-1">
                    <ContractParty party={p} />
                    {p.role === "tenant" ? (
                      <Link
                        href={paths.partyStatement(p.id)}
                        className="text-primary underline-offset-4 hover:underline print:hidden"
                      >
                        {ts("tenantLink")}
                      </Link>
                    ) : null}
                    {p.phone_number ? (
                      <span className="inline-flex items-center gap-1 text-muted-fg">
                        <a
                          href={`tel:${p.phone_number}`}
                          className="underline-offset-4 hover:underline"
                        >
                          <Digits value={p.phone_number} />
                        </a>
                        <CopyButton
                          value={p.phone_number}
                          label={t("detail.copyPhone", { name: p.full_name || role })}
                        />
                      </span>
                    ) : null}
                  </span>
                ),
              };
            })}
          />
          <p className="text-xs text-muted-fg">
            {unnamed ? t("detail.partiesUnnamedNote") : t("detail.partiesNote")}
          </p>
          <DescriptionList
            items={[
              { label: t("fields.created"), value: <DateTimeText value={contract.created_at} /> },
              { label: t("fields.updated"), value: <DateTimeText value={contract.updated_at} /> },
            ]}
          />
        </CardContent>
      </Card>
    </div>
  );
}
