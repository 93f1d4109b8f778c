import { digestEndpoints } from "@/lib/digest";
import { sentMailResponse } from "@/lib/digest/sent-mail";
import { ownRoute } from "@/lib/http/route";

// GET /api/digest/sent-mail/{file} — one message of the demo's mailbox, as HTML (admin)
export const GET = ownRoute(digestEndpoints.readSentMail, sentMailResponse);
