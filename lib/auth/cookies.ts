// Names of the session cookie. In production it is `__Host-` prefixed: browsers then accept it
// only with Secure, Path=/ and no Domain, so a sibling subdomain cannot plant or overwrite it.
// The proxy only looks for its presence; handlers verify it.
export const SESSION_COOKIE = {
  production: "__Host-authjs.session-token",
  development: "authjs.session-token",
} as const;
export const SESSION_COOKIE_NAMES: string[] = Object.values(SESSION_COOKIE);

/** The name this server gives the cookie (next-auth's `cookies.sessionToken.name`, its salt). */
export function sessionCookieName(production: boolean): string {
  return SESSION_COOKIE[production ? "production" : "development"];
}

export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const name of names) {
    // Large tokens are split into `<name>.0`, `<name>.1`, ...
    const base = name.replace(/\.\d+$/, "");
    if (SESSION_COOKIE_NAMES.includes(base)) return true;
  }
  return false;
}
