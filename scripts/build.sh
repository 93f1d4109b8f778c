#!/usr/bin/env bash
# `npm run build`: the production build, then what `output: "standalone"` leaves out. The
# standalone server (.next/standalone/server.js) serves public/ and .next/static only when they
# are copied beside it (Next.js documents this step; the Dockerfile does the same).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# BROTLI_ASSETS: next.config.mjs serves the `.br` twins written below (lib/http/brotli-assets.mjs).
BROTLI_ASSETS=1 npx next build ${ANALYZE:+--webpack}
# The analyzer build goes to .next-analyze (next.config.mjs) and is not a server to run.
[ -n "${ANALYZE:-}" ] && exit 0
# Eager compilation for every script (scripts/compile-hints.mjs), then the `.br` twins.
node scripts/compile-hints.mjs .next/static
node scripts/precompress.mjs .next/static
rm -rf .next/standalone/public .next/standalone/.next/static
cp -R public .next/standalone/public
cp -R .next/static .next/standalone/.next/static
