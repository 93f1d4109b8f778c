import { replaceRecoveryCodesResponse } from "@/lib/account/second-factor-handlers";
import { ownEndpoints as e } from "@/lib/endpoints-own";
import { ownRoute } from "@/lib/http/route";

// POST /api/account/second-factor/recovery-codes — new recovery codes, the old ones void (signed in)
export const POST = ownRoute(e.replaceRecoveryCodes, replaceRecoveryCodesResponse);
