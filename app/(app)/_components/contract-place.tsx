import { getTranslations } from "next-intl/server";

import { Digits } from "@/components/ui/digits";
import type { RegisterEntry } from "@/lib/contracts/register-queries";
import { unitName, unitRecord, type Translate } from "@/lib/contracts/unit-name";
import { getFormatter } from "@/lib/format/server";

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
  const { digits } = await getFormatter();
  const known = contract.known_unit;
  return (
    <span className="grid gap-0.5">
      <bdi className="font-medium">{unitName(known, contract.unit_id, t, digits)}</bdi>
      <span className="text-xs text-muted-fg">
        <Digits value={`#${contract.id}`} />
        {known ? (
          <>
            {" · "}
            <bdi>{unitRecord(contract.unit_id, t, digits)}</bdi>
          </>
        ) : null}
      </span>
    </span>
  );
}
