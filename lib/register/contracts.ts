import "server-only";

import { describeError } from "@/lib/api/redact";
import type { SessionUser } from "@/lib/auth/session-user";
import { getDb } from "@/lib/db";
import { env } from "@/lib/env";
import { logger } from "@/lib/observability/logger";
import { flagContractDeleted, upsertContract } from "@/lib/register/store";
import type { Contract } from "@/lib/rental/records";
import type { ContractDeletion } from "@/lib/rental/results";

// Called by the BFF after upstream has created, changed or deleted a contract. Like the audit
// log, a failure here is logged and never turns the upstream success into an error.

export async function recordContract(contract: Contract, user: SessionUser): Promise<void> {
  try {
    await upsertContract(
      await getDb(),
      contract,
      user.id,
      new Date(),
      env.CONTRACT_DEFAULT_NOTICE_DAYS,
    );
  } catch (error) {
    const err = describeError(error);
    logger().error({ contractId: contract.id, err }, "contract register: recording failed");
  }
}

export async function markContractDeleted(id: number, user: SessionUser): Promise<void> {
  try {
    await flagContractDeleted(await getDb(), id, user.id);
  } catch (error) {
    const err = describeError(error);
    logger().error({ contractId: id, err }, "contract register: marking deleted failed");
  }
}

/**
 * DELETE contracts/{id} removes a draft but only terminates an active contract; when upstream
 * sends the terminated record back, the register keeps its final state before flagging it.
 */
export async function recordContractDeletion(
  deletion: ContractDeletion,
  user: SessionUser,
): Promise<void> {
  if (deletion.contract) await recordContract(deletion.contract, user);
  await markContractDeleted(deletion.id, user);
}
