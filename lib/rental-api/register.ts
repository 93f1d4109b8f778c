import "server-only";

import type { SessionUser } from "@/lib/auth/session-user";
import { markContractDeleted, recordContract } from "@/lib/register/contracts";

import { normaliseContract } from "./normalise";

// DELETE contracts/{id} removes a draft but only terminates an active contract; when upstream
// sends the terminated record back, the register keeps its final state before flagging it.

export async function registerContractDeletion(id: number, result: unknown, user: SessionUser) {
  const contract =
    typeof result === "object" && result !== null && "contract" in result ? result.contract : null;
  if (contract && typeof contract === "object") {
    await recordContract(normaliseContract(contract), user);
  }
  await markContractDeleted(id, user);
}
