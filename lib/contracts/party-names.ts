import "server-only";

import { describeError } from "@/lib/observability/redact";
import type { SessionUser } from "@/lib/auth/session-user";
import { logger } from "@/lib/observability/logger";
import type { KnownParties, KnownParty } from "@/lib/contracts/schemas";
import type { PartyIdNumber } from "@/lib/rental/contract";
import type { Party } from "@/lib/rental/records";
import { searchParties } from "@/lib/parties/server";

// Upstream's contract names its parties by record number only, and the interface has no way to
// read a party by it: search-party filters on name, ID number and phone. So the register learns
// a party's name from a search by the ID number the wizard sent, and takes the result only when
// its record number is the contract's party: a wrong or made-up ID number teaches nothing, and
// no name a browser sends is ever stored.

// One ID number matches a handful of records at most (a search is a substring match).
const PAGE_SIZE = 25;

export function knownParty(party: Party): KnownParty {
  return {
    full_name: party.full_name,
    id_number: party.id_number,
    phone_number: party.phone_number,
  };
}

/** The contract's parties found upstream by the ID numbers given for them, by party id. */
export async function lookUpParties(
  user: SessionUser,
  partyIds: number[],
  idNumbers: PartyIdNumber[],
): Promise<KnownParties> {
  const found = await Promise.all(
    [...new Set(partyIds)].map(async (id) => {
      const idNumber = idNumbers.find((hint) => hint.id === id)?.id_number;
      return idNumber ? [String(id), await findParty(user, id, idNumber)] : null;
    }),
  );
  return Object.fromEntries(
    found.filter((entry): entry is [string, KnownParty] => Boolean(entry?.[1])),
  );
}

async function findParty(
  user: SessionUser,
  id: number,
  idNumber: string,
): Promise<KnownParty | null> {
  try {
    const { data } = await searchParties(user, {
      filters: { id_number: { $contains: idNumber } },
      pagination: { page: 1, pageSize: PAGE_SIZE },
    });
    const party = data.find((p) => p.id === id);
    return party ? knownParty(party) : null;
  } catch (error) {
    // The contract is made; its register row shows the record number until the name is learned.
    logger().warn({ partyId: id, err: describeError(error) }, "party look-up failed");
    return null;
  }
}
