import type { PlainRoutes, RoutesOf } from "@/lib/http/routes";

import type { DigestEndpoints } from "./endpoints";

// The method and path of each of the digest's endpoints (endpoints.ts spreads them; the browser
// calls them by these without loading their schemas).

export const DIGEST_ROUTES = {
  getDigestSettings: { method: "GET", path: "/api/digest/settings" },
  updateDigestSettings: { method: "PUT", path: "/api/digest/settings" },
  sendDigestsNow: { method: "POST", path: "/api/digest/send-now" },
  readSentMail: { method: "GET", path: "/api/digest/sent-mail/{file}" },
} as const satisfies PlainRoutes;

export const digestRoutes: RoutesOf<DigestEndpoints> = DIGEST_ROUTES;
