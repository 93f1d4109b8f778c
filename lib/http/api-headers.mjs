// Security headers of every /api/* response and of Next's built assets, set by next.config.mjs
// (the proxy, which sets them on pages, runs for neither: see proxy.ts). JSON answers run no
// script and load nothing, so their policy forbids everything. Plain JavaScript: next.config.mjs
// imports it.

const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

/** @param {{ production: boolean }} options */
export function apiSecurityHeaders({ production }) {
  const headers = [
    { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
  if (production) headers.push(HSTS);
  return headers;
}

/**
 * /_next/static/*: hashed scripts, styles and fonts. A page's policy (CSP, frame and referrer
 * rules) means nothing on a script, and every page loads some fifteen of them, so they carry
 * what applies to a file only: its type is not to be guessed, and no other site may embed it.
 * @param {{ production: boolean }} options
 */
export function assetSecurityHeaders({ production }) {
  const headers = [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
  if (production) headers.push(HSTS);
  return headers;
}
