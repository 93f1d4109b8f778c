import "server-only";

import { describeError } from "@/lib/api/redact";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import { flagContractDeleted, upsertContract } from "@/lib/register/store";
import type { Contract } from "@/lib/rental/records";

// Called by the BFF after upstream has created, changed or deleted a contract. Like the audit
// log, a failure here is logged and never turns the upstream success into an error.

export async function recordContract(contract: Contract, user: SessionUser): Promise<void> {
  try {
    await upsertContract(await getDb(), contract, user.id);
  } catch (error) {
    console.error(
      `contract register: recording contract ${contract.id} failed: ${describeError(error)}`,
    );
  }
}

export async function markContractDeleted(id: number, user: SessionUser): Promise<void> {
  try {
    await flagContractDeleted(await getDb(), id, user.id);
  } catch (error) {
    console.error(
      `contract register: marking contract ${id} deleted failed: ${describeError(error)}`,
    );
  }
}
