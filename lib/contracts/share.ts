import type { Formatter } from "@/lib/format/format";
import { unitLabel, type Translate } from "./unit-name";
import type { KnownUnit } from "./unit-schemas";
import { normaliseDigits } from "@/lib/rental/digits";
import type { Contract, Unit } from "@/lib/rental/records";
import { isSaudiMobile, normaliseSaudiMobile } from "@/lib/rental/warnings";

// The plain-text summary of a contract that a person copies or sends on WhatsApp, in the page's
// language with the person's digits and calendars. Dates carry both calendars; IDs stay in Latin
// digits (passed as strings, so that the catalogue's ICU formatting leaves them alone). Nothing
// here sends anything: the link is built for a click.

export type { Translate };

export type ContractSummaryInput = {
  contract: Pick<
    Contract,
    | "id"
    | "status"
    | "unit_id"
    | "contract_type"
    | "duration"
    | "start_date"
    | "end_date"
    | "rental_fee"
  > & {
    /** The register's parties: named when it learned their names, by record number otherwise. */
    parties: { role: string; id: number; full_name?: string }[];
    /** The unit and its property as the register learned them (unit-names.ts). */
    known_unit?: KnownUnit | null;
  };
  /** The contract's unit when it has loaded (its number and property); the id alone otherwise. */
  unit?: Pick<Unit, "unit_number" | "property_id"> | null;
};

const KNOWN_ROLES = new Set(["lessor", "tenant"]);

function bothCalendars(format: Formatter, day: string | null): string {
  const dual = day ? format.dual(day) : null;
  return dual ? `${dual.primary} (${dual.secondary})` : "—";
}

export function contractSummaryText(
  { contract, unit }: ContractSummaryInput,
  t: Translate,
  format: Formatter,
): string {
  const line = (label: string, value: string) => t("contracts.summary.line", { label, value });
  const unitId = String(contract.unit_id);
  const billing = contract.rental_fee.billing_type;
  const known = contract.known_unit;
  const lines = [
    t("contracts.summary.heading", { id: String(contract.id) }),
    line(t("contracts.columns.status"), t(`common.contractStatus.${contract.status}`)),
    line(
      t("contracts.fields.unit"),
      known
        ? t("contracts.summary.unit", { number: unitLabel(known, t), id: unitId })
        : unit
          ? t("contracts.summary.unit", { number: unit.unit_number, id: unitId })
          : t("contracts.summary.unitRecord", { id: unitId }),
    ),
    // The property by its name and deed number once the register knows them.
    ...(known
      ? [
          line(
            t("contracts.fields.property"),
            t("contracts.summary.property", {
              name: known.property_name,
              deed: known.document_number,
            }),
          ),
        ]
      : unit
        ? [
            line(
              t("contracts.fields.property"),
              t("contracts.summary.propertyRecord", { id: String(unit.property_id) }),
            ),
          ]
        : []),
    ...contract.parties.map((p) =>
      line(
        KNOWN_ROLES.has(p.role) ? t(`contracts.roles.${p.role}`) : p.role,
        p.full_name || t("contracts.detail.partyId", { id: String(p.id) }),
      ),
    ),
    line(t("contracts.fields.type"), t(`contracts.types.${contract.contract_type}`)),
    line(t("contracts.fields.duration"), t("contracts.years", { count: contract.duration })),
    line(t("contracts.fields.start"), bothCalendars(format, contract.start_date)),
    line(t("contracts.fields.end"), bothCalendars(format, contract.end_date)),
    line(t("contracts.fields.rent"), format.amount(contract.rental_fee.total_units_rent)),
    line(
      t("contracts.fields.billing"),
      billing === "monthly" ? t(`contracts.billing.${billing}`) : billing,
    ),
  ];
  return lines.join("\n");
}

/**
 * A wa.me link that opens a chat with this Saudi mobile (any form normaliseSaudiMobile reads)
 * with `text` filled in; null when the number is not a Saudi mobile.
 */
export function whatsAppUrl(phone: string, text: string): string | null {
  const mobile = normaliseSaudiMobile(phone);
  if (!isSaudiMobile(mobile)) return null;
  return `https://wa.me/${mobile.slice(1)}?text=${encodeURIComponent(text)}`;
}

/**
 * The summary as it is copied or sent: `format` must write Latin digits (useLatinFormat), and the
 * counts the catalogue wrote in the person's digits (a plural's #) are made Latin too, so that
 * the text reads the same in any other system.
 */
export function sharedSummaryText(
  input: ContractSummaryInput,
  t: Translate,
  latinFormat: Formatter,
): string {
  return normaliseDigits(contractSummaryText(input, t, latinFormat));
}
