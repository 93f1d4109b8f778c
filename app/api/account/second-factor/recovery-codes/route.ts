import { reauthenticateSchema } from "@/lib/account/schemas";
import { replaceRecoveryCodesResponse } from "@/lib/account/second-factor";
import { apiRoute } from "@/lib/api/handler";

// POST /api/account/second-factor/recovery-codes — new recovery codes, the old ones void (signed in)
export const POST = apiRoute({
  permission: "signed-in",
  allowRestricted: true,
  body: reauthenticateSchema,
  handle: replaceRecoveryCodesResponse,
});
