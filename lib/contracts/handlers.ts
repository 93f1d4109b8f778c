import "server-only";

import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db";
import type { ResponseArgs } from "@/lib/http/handler";
import { apiError } from "@/lib/http/responses";
import { describeError } from "@/lib/observability/redact";
import { logger } from "@/lib/observability/logger";
import type { ContractCreateRequest } from "@/lib/rental/contract";
import { msg } from "@/lib/rental/messages";
import { recordedCall } from "@/lib/upstream/recorded-call";

import { contractRecorders } from "./register";
import {
  claimRenewal,
  completeRenewal,
  releaseRenewal,
  awaitRenewal,
  type RenewalClaim,
} from "./renewal-store";
import { createContract } from "./upstream";

// POST /api/v1/contracts: a contract is created upstream and recorded in the register, as every
// mirrored route does (recordedCall). A renewal (`renewal_of`) first claims the contract it
// renews (renewal-store.ts), so that a contract is renewed once whoever asks and however many
// times: a second renewal is refused with 409 ALREADY_RENEWED before upstream is asked. A create
// that fails upstream releases the claim; one that succeeds keeps it as the renewal's id, even
// when its dates then fail to be set (the wizard offers to finish or delete it; deleting it
// frees the old contract).

/** How long a refused claim waits for the request holding it to finish, to name its renewal. */
const NAME_WAIT_MS = 5_000;

type CreateArgs = ResponseArgs<undefined, undefined, ContractCreateRequest>;

export async function createContractResponse({ user, requestId, body }: CreateArgs) {
  const input = { params: undefined, query: undefined, body };
  const caller = { user, requestId };
  const create = () => recordedCall(createContract, input, caller, contractRecorders.create);
  const oldId = body.renewal_of;
  if (oldId === undefined) return (await create()).response;

  const db = await getDb();
  const claim = await claimRenewal(db, oldId, body.unit_id);
  if (!claim.claimed) return refused(caller, oldId, claim);
  let outcome;
  try {
    outcome = await create();
  } catch (error) {
    await releaseRenewal(db, oldId, claim.at);
    throw error;
  }
  if (!outcome.ok) {
    await releaseRenewal(db, oldId, claim.at);
    return outcome.response;
  }
  const newId = outcome.result.data.id;
  try {
    await completeRenewal(db, oldId, newId);
  } catch (error) {
    // Upstream made the renewal: the answer stays a success; the claim holds until it lapses.
    logger().error(
      { requestId, oldId, newId, err: describeError(error) },
      "renewal: linking failed",
    );
  }
  return outcome.response;
}

/** 409 naming the renewal (once the request holding the claim has made it), or 400. */
async function refused(
  { user, requestId }: Pick<CreateArgs, "user" | "requestId">,
  oldId: number,
  claim: Exclude<RenewalClaim, { claimed: true }>,
): Promise<Response> {
  const audit = {
    user,
    action: "contract.create",
    targetType: "contract",
    targetId: null,
    requestId,
  } as const;
  if ("notRenewable" in claim) {
    await recordAudit({
      ...audit,
      status: 400,
      details: { renewalOf: oldId, errorCode: "VALIDATION_FAILED" },
    });
    return apiError(400, "VALIDATION_FAILED", msg("apiErrors.notRenewable"), {
      fields: { renewal_of: [msg("apiErrors.notRenewable")] },
    });
  }
  const renewedAs = claim.renewedAs ?? (await awaitRenewal(await getDb(), oldId, NAME_WAIT_MS));
  const details = { renewalOf: oldId, renewedAs, errorCode: "ALREADY_RENEWED" };
  await recordAudit({ ...audit, status: 409, details });
  const message =
    renewedAs === null
      ? msg("apiErrors.renewalInProgress", { old: String(oldId) })
      : msg("apiErrors.alreadyRenewed", { old: String(oldId), id: String(renewedAs) });
  return apiError(409, "ALREADY_RENEWED", message, { renewal_of: oldId, renewed_as: renewedAs });
}
