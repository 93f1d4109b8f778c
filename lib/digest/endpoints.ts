import * as z from "zod/mini";

import { endpoint } from "@/lib/http/endpoint";
import { recordOf } from "@/lib/rental/results";

import { DIGEST_ROUTES } from "./routes";
import {
  digestRunSchema,
  digestSettingsInputSchema,
  digestSettingsSchema,
  sendNowQuerySchema,
  sentMailParamsSchema,
} from "./schemas";

// The digest's endpoints: one's own digest choice (anyone signed in), and sending today's
// digests now (admins: operators, `npm run notify -- digest --now` with the embedded store).
// The one-click unsubscribe (app/api/digest/unsubscribe) is not here: it answers signed out.

export const digestEndpoints = {
  getDigestSettings: endpoint({
    ...DIGEST_ROUTES.getDigestSettings,
    summary:
      "One's morning digest: on or off, its Riyadh hour, and whether this server sends email",
    permission: "signed-in",
    response: recordOf(digestSettingsSchema),
  }),
  updateDigestSettings: endpoint({
    ...DIGEST_ROUTES.updateDigestSettings,
    summary: "Turn one's morning digest on or off and choose its hour (0–23, Riyadh time)",
    permission: "signed-in",
    body: digestSettingsInputSchema,
    response: recordOf(digestSettingsSchema),
  }),
  sendDigestsNow: endpoint({
    ...DIGEST_ROUTES.sendDigestsNow,
    summary:
      "Send today's morning digests now to everyone subscribed (or one person, `user`), whatever their hour; sends nothing already sent today",
    permission: "user:manage",
    query: sendNowQuerySchema,
    response: recordOf(digestRunSchema),
  }),
  readSentMail: endpoint({
    ...DIGEST_ROUTES.readSentMail,
    summary:
      "One message the demo's mail server received (.data/mail), as HTML, to read what would have gone out (admins)",
    permission: "user:manage",
    params: sentMailParamsSchema,
    response: z.string(),
    files: ["text/html"],
  }),
};

export type DigestEndpoints = typeof digestEndpoints;
