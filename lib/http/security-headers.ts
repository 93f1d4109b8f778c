// Security headers for every response, set by proxy.ts. Scripts run only with this request's
// nonce (and what they load, via 'strict-dynamic'); nothing may frame the dashboard.

export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    // React needs eval in development only, for its debugging stacks.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Radix and sonner position elements with style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function securityHeaders(nonce: string, options: { dev: boolean; production: boolean }) {
  const headers: Record<string, string> = {
    "Content-Security-Policy": contentSecurityPolicy(nonce, options.dev),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  };
  if (options.production)
    headers["Strict-Transport-Security"] = "max-age=63072000; includeSubDomains";
  return headers;
}

/** Pages (not APIs, Next's internals or public files) need a session, or go to sign-in. */
export function isProtectedPage(pathname: string): boolean {
  if (pathname === "/sign-in" || pathname.startsWith("/sign-in/")) return false;
  // The morning digest's unsubscribe link works signed out (its token is the authority).
  if (pathname === "/digest/unsubscribe") return false;
  if (pathname.startsWith("/api/") || pathname === "/api" || pathname.startsWith("/_"))
    return false;
  // Files from public/ (favicon.ico, robots.txt, images) have an extension; pages do not.
  return !/\.[a-z0-9]+$/i.test(pathname);
}
