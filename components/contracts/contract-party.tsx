"use client";

import { useTranslations } from "next-intl";

import { Link } from "@/components/ui/link";
import { Ltr } from "@/components/ui/ltr";
import { paths } from "@/lib/paths";
import type { RegisterParty } from "@/lib/contracts/schemas";

/**
 * "Sara Al-Otaibi (1090000025)" for a party whose name the register learned, the ID number left to
 * right and linked to the parties page searching for it; "Party #25" otherwise (a contract
 * recorded before the register kept names).
 */
export function ContractParty({ party }: { party: RegisterParty }) {
  const t = useTranslations("contracts.detail");
  if (!party.full_name)
    return (
      <span title={t("partyUnnamed")}>
        <Ltr>{t("partyId", { id: party.id })}</Ltr>
      </span>
    );
  return (
    <span>
      {party.full_name}
      {party.id_number ? (
        <>
          {" "}
          <span className="text-muted-fg">
            (
            <Link
              href={paths.parties({ field: "id_number", q: party.id_number })}
              className="underline-offset-4 hover:underline"
              aria-label={t("findParty", { name: party.full_name, idNumber: party.id_number })}
            >
              <Ltr>{party.id_number}</Ltr>
            </Link>
            )
          </span>
        </>
      ) : null}
    </span>
  );
}

/** The party's name (ID number), or its record number: for CSV and sorting. */
export function partyText(party: RegisterParty): string {
  if (!party.full_name) return `#${party.id}`;
  return party.id_number ? `${party.full_name} (${party.id_number})` : party.full_name;
}
