import { NextRequest } from "next/server";

import { readBodyLimited } from "@/lib/http/body";
import { publicRoute } from "@/lib/http/handler";
import { apiError } from "@/lib/http/responses";
import { handlers } from "@/lib/auth/next-auth";
import { msg } from "@/lib/rental/messages";

// A sign-in or sign-out form is a few hundred bytes; read at most this much of any body.
const MAX_AUTH_BODY_BYTES = 8_192;

// GET /api/auth/* — next-auth: session, CSRF token, providers (public)
export const GET = publicRoute(({ req }) => handlers.GET(req));

// POST /api/auth/* — next-auth: sign in with credentials, sign out (public; CSRF-checked by next-auth)
export const POST = publicRoute(async ({ req }) => {
  const read = await readBodyLimited(req, MAX_AUTH_BODY_BYTES);
  if (read.tooLarge)
    return apiError(
      413,
      "PAYLOAD_TOO_LARGE",
      msg("apiErrors.payloadTooLarge", { max: MAX_AUTH_BODY_BYTES }),
    );
  const copy = new NextRequest(req.url, { method: "POST", headers: req.headers, body: read.bytes });
  return handlers.POST(copy);
});
