import { confirmSecondFactorSchema, reauthenticateSchema } from "@/lib/account/schemas";
import {
  beginSecondFactorResponse,
  confirmSecondFactorResponse,
  removeSecondFactorResponse,
  secondFactorStatusResponse,
} from "@/lib/account/second-factor";
import { apiRoute } from "@/lib/api/handler";

const own = { permission: "signed-in", allowRestricted: true } as const;

// GET /api/account/second-factor — is two-step verification on, required, codes left (signed in)
export const GET = apiRoute({ ...own, handle: secondFactorStatusResponse });

// POST /api/account/second-factor — start setting it up: secret, otpauth URI, QR code (signed in)
export const POST = apiRoute({ ...own, handle: beginSecondFactorResponse });

// PUT /api/account/second-factor — confirm with a first code; returns recovery codes once (signed in)
export const PUT = apiRoute({
  ...own,
  body: confirmSecondFactorSchema,
  handle: confirmSecondFactorResponse,
});

// DELETE /api/account/second-factor — turn it off (current password; not where required) (signed in)
export const DELETE = apiRoute({
  ...own,
  body: reauthenticateSchema,
  handle: removeSecondFactorResponse,
});
