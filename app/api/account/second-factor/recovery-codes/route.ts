import { replaceRecoveryCodesResponse } from "@/lib/account/handlers";
import { ownRoute } from "@/lib/http/route";
import { accountEndpoints } from "@/lib/account";

// POST /api/account/second-factor/recovery-codes — new recovery codes, the old ones void (signed in)
export const POST = ownRoute(accountEndpoints.replaceRecoveryCodes, replaceRecoveryCodesResponse);
