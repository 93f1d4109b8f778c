// Where to go after signing in. Only same-site relative paths are honoured, so a crafted link
// cannot send a freshly signed-in user to another site ("/\evil.com", "//evil.com", "https:…").
const BASE = "http://rental-desk.invalid";

export function safeCallbackUrl(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  // Backslashes and control characters are read as "/" or dropped by browsers: refuse them.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f]/.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  // Returning to the sign-in page after signing in would loop.
  if (url.pathname === "/sign-in" || url.pathname.startsWith("/api/")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
