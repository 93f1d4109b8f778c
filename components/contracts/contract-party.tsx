"use client";

import { useTranslations } from "next-intl";

import { Link } from "@/components/ui/link";
import { Digits } from "@/components/ui/digits";
import { useFormat } from "@/components/ui/use-format";
import { paths } from "@/lib/paths";
import type { RegisterParty } from "@/lib/contracts/schemas";

/**
 * "Sara Al-Otaibi (1090000025)" for a party whose name the register learned, the ID number left to
 * right and linked to the parties page searching for it; "Party #25" otherwise (a contract
 * recorded before the register kept names).
 */
export function ContractParty({ party }: { party: RegisterParty }) {
  const t = useTranslations("contracts.detail");
  const format = useFormat();
  if (!party.full_name)
    return <span title={t("partyUnnamed")}>{t("partyId", { id: format.digits(party.id) })}</span>;
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
              aria-label={t("findParty", {
                name: party.full_name,
                idNumber: format.digits(party.id_number),
              })}
            >
              <Digits value={party.id_number} />
            </Link>
            )
          </span>
        </>
      ) : null}
    </span>
  );
}
