// Brotli for Next's built scripts and styles. `npm run build` writes a `.br` beside every .js and
// .css file of .next/static (scripts/precompress.mjs, quality 11: too slow to do per request,
// 13-16 % fewer bytes than the gzip Next compresses with on the fly). A request that accepts br
// is rewritten to that file, and the answer says what it is; any other request gets the plain
// file, gzipped by Next as before. Plain JavaScript: next.config.mjs imports it.

// `Accept-Encoding` naming br, not refused with q=0 (Chromium sends "gzip, deflate, br, zstd").
const ACCEPTS_BR = [
  {
    type: "header",
    key: "accept-encoding",
    value: ".*\\bbr\\b(?!\\s*;\\s*q=0(?:\\.0*)?\\s*(?:,|$)).*",
  },
];

const TYPES = [
  { ext: "js", type: "application/javascript; charset=UTF-8" },
  { ext: "css", type: "text/css; charset=UTF-8" },
].map((t) => ({ ...t, source: `/_next/static/:file(.+\\.${t.ext})` }));

/** Files that have a `.br` twin (Next's hashed chunks and stylesheets). */
export const PRECOMPRESSED = new RegExp(`\\.(?:${TYPES.map((t) => t.ext).join("|")})$`);

/** beforeFiles rewrites: `/_next/static/….js` → `….js.br` when the browser takes br. */
export function brotliRewrites() {
  return TYPES.map(({ source }) => ({
    source,
    has: ACCEPTS_BR,
    destination: `/_next/static/:file.br`,
  }));
}

/** The br answer's encoding and type (else the `.br` name would make it a download). */
export function brotliHeaders() {
  return TYPES.flatMap(({ source, type }) => [
    { source, headers: [{ key: "Vary", value: "Accept-Encoding" }] },
    {
      source,
      has: ACCEPTS_BR,
      headers: [
        { key: "Content-Encoding", value: "br" },
        { key: "Content-Type", value: type },
      ],
    },
  ]);
}
