import { NextResponse, type NextRequest } from "next/server";

import { createNonce, isProtectedPage, securityHeaders } from "@/lib/http/security-headers";
import { hasSessionCookie } from "@/lib/auth/cookies";
import { env } from "@/lib/env";

// Security headers with a fresh CSP nonce on every page, and a shortcut for pages: without a
// session cookie, go to sign-in and come back. A convenience only, never the check: every API
// handler authenticates through apiRoute(), and every page layout through getSessionUser().
//
// /api/* is left out (see `config`): Next.js buffers the body of any request a proxy runs for
// (up to 10 MB) before the route sees it, which would defeat the API's streaming body limit.
// Only an /api path with a percent sign comes here (no endpoint's path has one, but a person
// may type `/api/v1/units/١٢`), to be refused if it does not decode.
// So are Next's built assets (/_next/static/*): a page's policy means nothing on a script, and
// some fifteen of them load with every page. Both get their headers from next.config.mjs.

/** Whether some segment's percent-encoding is not UTF-8 (`%ED%A0%80`, a lone surrogate). */
function undecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export function proxy(request: NextRequest) {
  const { pathname: path } = request.nextUrl;
  // Next.js cannot decode such a path's dynamic segments and answered a plain-text 500 before
  // any route ran (issue 34's property-based suite). No endpoint has such a path: the catch-all
  // /api route answers it like any unknown path (401 without a session, else 404, JSON).
  if (path.startsWith("/api/"))
    return undecodable(path)
      ? NextResponse.rewrite(new URL("/api/not-an-endpoint", request.url))
      : NextResponse.next();
  const nonce = createNonce();
  const headers = securityHeaders(nonce, {
    dev: env.NODE_ENV === "development",
    production: env.NODE_ENV === "production",
  });
  const { pathname, search } = request.nextUrl;

  let response: NextResponse;
  if (isProtectedPage(pathname) && !hasSessionCookie(request.cookies.getAll().map((c) => c.name))) {
    const target = new URL("/sign-in", request.url);
    target.searchParams.set("callbackUrl", `${pathname}${search}`);
    response = NextResponse.redirect(target);
  } else {
    // Next.js reads the nonce from the request's CSP header and puts it on its own scripts.
    const requestHeaders = new Headers(request.headers);
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("Content-Security-Policy", headers["Content-Security-Policy"]!);
    response = NextResponse.next({ request: { headers: requestHeaders } });
  }
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Everything but the API and Next's built assets (public files and Next's data requests
  // included: they get headers too).
  matcher: ["/((?!api/|api$|_next/static/).*)", "/api/(.*%.*)"],
};
