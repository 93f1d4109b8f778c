import { getTranslations } from "next-intl/server";

import { Ltr } from "@/components/ui/ltr";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { unitName, unitRecord, type Translate } from "@/lib/contracts/unit-name";

/**
 * A contract in the overview's lists as a person looks for it: its property and unit
 * («أبراج الواحة — شقة 203»), the contract's and the unit's record numbers on a muted line.
 */
export async function ContractPlace({
  contract,
}: {
  contract: Pick<RegisterEntry, "id" | "unit_id" | "known_unit">;
}) {
  const t = (await getTranslations()) as unknown as Translate;
  const known = contract.known_unit;
  return (
    <span className="grid gap-0.5">
      <bdi className="font-medium">{unitName(known, contract.unit_id, t)}</bdi>
      <span className="text-xs text-muted-fg">
        <Ltr>#{contract.id}</Ltr>
        {known ? (
          <>
            {" · "}
            <bdi>{unitRecord(contract.unit_id, t)}</bdi>
          </>
        ) : null}
      </span>
    </span>
  );
}
