// Where to go after signing in: the sign-in page, the sign-in action and next-auth's redirect
// callback all ask this one check. Only a path on this dashboard is honoured, so a crafted link
// cannot send a freshly signed-in user to another site, however the address is dressed up:
// "//evil", "/\evil", dot segments that collapse to "//evil" ("/.//evil", "/..//evil"),
// percent-encoded slashes and backslashes, or an absolute URL.

const BASE = "http://rental-desk.invalid";
const ENCODED_SLASH = /%(?:25)*(?:2f|5c)/i;
// Backslashes, control characters and non-ASCII (full-width dots and slashes that some
// software folds) are refused outright rather than interpreted.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\\\u0000-\u001f\u007f-\uffff]/;

export function safeCallbackUrl(value: unknown): string {
  const path = sameOriginPath(value);
  // Returning to the sign-in page after signing in would loop; API answers are not pages.
  const pathname = path.split(/[?#]/)[0]!;
  if (pathname === "/sign-in" || pathname.startsWith("/api/")) return "/";
  return path;
}

/** The value when it is a path on this site, else "/". */
export function sameOriginPath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//")) return "/";
  if (UNSAFE.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  const path = url.pathname;
  // After dot segments are resolved the path must still start with exactly one slash, and no
  // segment may hide a slash or backslash behind percent-encoding (once or many times over).
  if (path.startsWith("//") || ENCODED_SLASH.test(path) || /%(?:25)*2e/i.test(path)) return "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return "/";
  }
  if (decoded.startsWith("//") || UNSAFE.test(decoded)) return "/";
  const result = `${path}${url.search}${url.hash}`;
  // The answer must mean the same when read again (a browser reads it as a Location).
  return new URL(result, BASE).origin === BASE ? result : "/";
}
