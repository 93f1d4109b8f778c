import type { NextRequest } from "next/server";

import { getDb } from "@/lib/db";
import { unsubscribe } from "@/lib/digest/unsubscribe";
import { authSecretValue } from "@/lib/env";
import { paths } from "@/lib/paths";

// POST /api/digest/unsubscribe?token=… — turn the token's person's morning digest off (signed out)
//
// The one route outside apiRoute() (lib/http/handler.ts), on purpose. RFC 8058's one-click
// unsubscribe is a POST the mail provider sends from its own servers or the reader's mail page,
// cross-site, without our cookie: the session check, the Fetch-Metadata / Origin guards and the
// JSON content type would each refuse it. They guard what a cookie may do; here nothing rests
// on a cookie. The authority is the token (an HMAC of the person's id under AUTH_SECRET), and all
// it can do is turn that one person's digest off, which another site gains nothing by forcing.
// The body RFC 8058 sends (`List-Unsubscribe=One-Click`) gets a plain 200; the confirm page's
// form (app/digest/unsubscribe) is sent back to the page, which then says it is done.

const plain = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function POST(request: NextRequest) {
  const token = request.nextUrl.searchParams.get("token") ?? "";
  const body = await request.text().catch(() => "");
  if (body.length > 1000) return plain(413, "Payload too large");
  const email = await unsubscribe(await getDb(), authSecretValue(), token);
  if (!email) return plain(400, "Invalid unsubscribe link");
  if (new URLSearchParams(body).get("List-Unsubscribe") === "One-Click")
    return plain(200, "Unsubscribed");
  // A relative Location: behind a proxy the request's own origin may be an internal one.
  return new Response(null, {
    status: 303,
    headers: { Location: `${paths.digestUnsubscribe(token)}&done=1`, "Cache-Control": "no-store" },
  });
}
