// Names of the session cookie (next-auth's defaults; `__Secure-` when cookies are Secure, i.e. in
// production). The proxy only looks for their presence; handlers verify them.
export const SESSION_COOKIE_NAMES = ["__Secure-authjs.session-token", "authjs.session-token"];

export function hasSessionCookie(names: Iterable<string>): boolean {
  for (const name of names) {
    // Large tokens are split into `<name>.0`, `<name>.1`, ...
    const base = name.replace(/\.\d+$/, "");
    if (SESSION_COOKIE_NAMES.includes(base)) return true;
  }
  return false;
}
