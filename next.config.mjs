import bundleAnalyzer from "@next/bundle-analyzer";
import createNextIntlPlugin from "next-intl/plugin";

import { apiSecurityHeaders, assetSecurityHeaders } from "./lib/http/api-headers.mjs";
import { brotliHeaders, brotliRewrites } from "./lib/http/brotli-assets.mjs";

// `precompile`: the catalogues (imported by lib/i18n/messages.ts) are compiled at build time, and
// use-intl formats them with a small runtime instead of parsing ICU in the browser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", precompile: true } },
});

// `ANALYZE=1 npm run build`: a webpack build (the build script adds --webpack; the analyzer
// does not read Turbopack's output) into .next-analyze/, so the production build in .next/ is
// left as it was, with the reports in .next-analyze/analyze/{client,nodejs,edge}.html.
// A build-time switch, not app configuration, so it is read here and not in lib/env.ts.
const analyze = process.env.ANALYZE === "1";
const withBundleAnalyzer = bundleAnalyzer({ enabled: analyze, openAnalyzer: false });

// Set by scripts/build.sh, which writes the `.br` twins these rewrites serve after `next build`:
// a build made any other way (`next dev`, a bare `next build`) serves its assets gzipped only.
const brotli = process.env.BROTLI_ASSETS === "1";

// `BENCH_ROUTES=1 npm run build` (what `npm run bench` runs) adds the bench's own routes
// (app/api/bench/*/route.bench.ts): a route file's name ends in one of these extensions. Any other
// build, a deployment's among them, has no such route and none of lib/bench.
const bench = process.env.BENCH_ROUTES === "1";

// `BUILD_SKIP_TYPECHECK=1`: scripts/test-all.sh has type-checked the whole project (`tsc
// --noEmit`, a wider check than the build's) just before it builds, so the build does not
// repeat it (29 s of a CI run). Any other build checks its types as usual.
const skipTypecheck = process.env.BUILD_SKIP_TYPECHECK === "1";

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  pageExtensions: ["tsx", "ts", ...(bench ? ["bench.ts"] : [])],
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: skipTypecheck },
  // A self-contained server (.next/standalone/server.js) with only the files it needs: what the
  // production image ships. scripts/build.sh copies public/, .next/static and the migrations in.
  output: "standalone",
  // PGlite ships WASM and data files that must be loaded from node_modules at run time.
  // prom-client keeps its registry in module scope: one copy for every route bundle.
  // exceljs (the .xlsx export) is loaded from node_modules on the server only, never bundled.
  // pg-boss (the bulk deed sync's job engine) and its `pg` driver likewise stay in node_modules.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "postgres",
    "prom-client",
    "exceljs",
    "pg-boss",
    "pg",
  ],
  // Fewer, larger client chunks (Next's chunker, experimental): measured with `npm run bench --
  // --only bundle`, first loads transfer 4-8 kB less with 7-10 scripts instead of 11-16, and the
  // walk overview → properties → contracts → parties 58 kB instead of 67 (one script per
  // navigation, not three). The build's chunk folder grows (2.7 → 3.7 MB): more modules are in
  // more than one chunk, but a person fetches fewer bytes.
  experimental: { turbopackChunking: { maxChunkCountPerGroup: 5, minChunkSize: 150_000 } },
  ...(analyze ? { distDir: ".next-analyze" } : {}),
  async headers() {
    const production = process.env.NODE_ENV === "production";
    return [
      { source: "/api/:path*", headers: apiSecurityHeaders({ production }) },
      { source: "/_next/static/:path*", headers: assetSecurityHeaders({ production }) },
      ...(brotli ? brotliHeaders() : []),
    ];
  },
  async rewrites() {
    return { beforeFiles: brotli ? brotliRewrites() : [], afterFiles: [], fallback: [] };
  },
};

export default withBundleAnalyzer(withNextIntl(nextConfig));
