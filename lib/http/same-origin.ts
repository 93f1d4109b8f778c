import type { NextRequest } from "next/server";

// Where a request comes from, as the browser says: `Sec-Fetch-Site` (Fetch Metadata, modern
// browsers), else `Origin`, else `Referer`. Two guards use it:
// - resource isolation, on every /api/* request: what another site's page sends (cross-site, or
//   same-site: another origin of the same site) never reaches a handler, reads included;
// - the cross-site request forgery guard of mutations and of routes for the dashboard's own
//   pages alone (exports: a GET that starts work and writes an audit row): a request that names
//   no origin is refused too, so scripts and tests send `Origin` like a browser does.

/** Resource isolation: false for a request another site's page made. */
export function isFromAllowedSite(req: NextRequest): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "none"; // none: typed or bookmarked
  const origin = claimedOrigin(req);
  // No Fetch Metadata and no origin: a script, or an older browser's plain read.
  return origin === null || matchesRequest(req, origin);
}

/** Same origin, said so by the browser: mutations, and reads for the dashboard's own pages. */
export function isSameOrigin(req: NextRequest): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site === "same-origin") return true;
  if (site) return false;
  const origin = claimedOrigin(req);
  return origin !== null && matchesRequest(req, origin);
}

/** Origin, else the origin of Referer; null when neither is sent ("null" counts as sent). */
function claimedOrigin(req: NextRequest): string | null {
  const origin = req.headers.get("origin");
  if (origin) return origin;
  const referer = req.headers.get("referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return "null";
  }
}

function matchesRequest(req: NextRequest, origin: string): boolean {
  if (origin === "null") return false;
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (originUrl.origin === req.nextUrl.origin) return true;
  // Behind a reverse proxy the request URL may carry the internal host; the Host the browser
  // addressed is the one an attacker's page cannot choose.
  const host =
    req.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || req.headers.get("host");
  return !!host && originUrl.host === host.toLowerCase();
}

export function isJsonContentType(req: NextRequest): boolean {
  const type = req.headers.get("content-type");
  if (!type) return false;
  return type.split(";")[0]!.trim().toLowerCase() === "application/json";
}
