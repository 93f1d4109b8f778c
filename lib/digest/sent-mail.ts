import "server-only";

import path from "node:path";

import { env } from "@/lib/env";
import type { ResponseArgs } from "@/lib/http/handler";
import { apiError } from "@/lib/http/responses";
import { msg } from "@/lib/rental/messages";

import { readMailHtml } from "./mailbox";

// One message of the demo's mailbox, shown as the mail client would: its own HTML, under a
// policy that runs no script, loads nothing from elsewhere and sandboxes the page (an email's
// HTML is someone else's markup, even when we wrote it).

const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox; frame-ancestors 'self'";

export async function sentMailResponse({ params }: ResponseArgs<{ file: string }>) {
  const html = await readMailHtml(path.resolve(env.DEMO_MAIL_DIR), params.file);
  if (html === null) return apiError(404, "NOT_FOUND", msg("apiErrors.mailNotFound"));
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": POLICY,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
