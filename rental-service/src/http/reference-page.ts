import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import type { Hono } from "hono";

// GET /docs: an interactive reference of the OpenAPI document (Redoc: navigation, search,
// schemas with examples), served by the service itself from node_modules: no CDN, no network.

const require = createRequire(import.meta.url);
let bundle: string | null = null;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rental service API reference</title>
</head>
<body>
<redoc spec-url="/openapi.json"></redoc>
<script src="/docs/redoc.standalone.js"></script>
</body>
</html>
`;

// Redoc styles itself inline and searches in a worker made from a blob.
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src blob:",
  "frame-ancestors 'none'",
].join("; ");

export function registerReferencePage(app: Hono) {
  // GET /docs — the interactive API reference
  app.get("/docs", (c) => {
    c.header("Content-Security-Policy", CSP);
    return c.html(PAGE);
  });
  // GET /docs/redoc.standalone.js — Redoc's bundle, from node_modules
  app.get("/docs/redoc.standalone.js", (c) => {
    bundle ??= readFileSync(require.resolve("redoc/bundles/redoc.standalone.js"), "utf8");
    c.header("Content-Type", "text/javascript; charset=utf-8");
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(bundle);
  });
}
