// Security headers of every /api/* response, set by next.config.mjs (the proxy, which sets them
// on pages, does not run for the API: see proxy.ts). JSON answers run no script and load
// nothing, so their policy forbids everything. Plain JavaScript: next.config.mjs imports it.

/** @param {{ production: boolean }} options */
export function apiSecurityHeaders({ production }) {
  const headers = [
    { key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Resource-Policy", value: "same-origin" },
  ];
  if (production)
    headers.push({
      key: "Strict-Transport-Security",
      value: "max-age=63072000; includeSubDomains",
    });
  return headers;
}
