import { replaceRecoveryCodesResponse } from "@/lib/account/second-factor";
import { ownEndpoints as e } from "@/lib/api/own-endpoints";
import { ownRoute } from "@/lib/api/own-route";

// POST /api/account/second-factor/recovery-codes — new recovery codes, the old ones void (signed in)
export const POST = ownRoute(e.replaceRecoveryCodes, replaceRecoveryCodesResponse);
