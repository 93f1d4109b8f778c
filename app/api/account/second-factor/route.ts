import {
  beginSecondFactorResponse,
  confirmSecondFactorResponse,
  removeSecondFactorResponse,
  secondFactorStatusResponse,
} from "@/lib/account/handlers";
import { ownRoute } from "@/lib/http/route";
import { accountEndpoints } from "@/lib/account";

// GET /api/account/second-factor — is two-step verification on, required, codes left (signed in)
export const GET = ownRoute(accountEndpoints.getSecondFactor, secondFactorStatusResponse);

// POST /api/account/second-factor — start setting it up: secret, otpauth URI, QR code (signed in)
export const POST = ownRoute(accountEndpoints.beginSecondFactor, beginSecondFactorResponse);

// PUT /api/account/second-factor — confirm with a first code; returns recovery codes once (signed in)
export const PUT = ownRoute(accountEndpoints.confirmSecondFactor, confirmSecondFactorResponse);

// DELETE /api/account/second-factor — turn it off (current password; not where required) (signed in)
export const DELETE = ownRoute(accountEndpoints.removeSecondFactor, removeSecondFactorResponse);
