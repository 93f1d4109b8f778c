import type { NextRequest } from "next/server";

// Cross-site request forgery guard for mutations. A browser always says where a request comes
// from: `Sec-Fetch-Site` (modern browsers) or `Origin`. A request that names neither is refused,
// so scripts and tests must send `Origin` like a browser does.

export function isSameOrigin(req: NextRequest): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site === "same-origin") return true;
  if (site === "cross-site" || site === "same-site") return false;

  const origin = req.headers.get("origin");
  if (!origin || origin === "null") return false;
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
