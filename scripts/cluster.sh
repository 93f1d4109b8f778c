#!/usr/bin/env bash
# `npm run cluster`: installs what is missing (npm packages, HAProxy), builds once, then starts
# the rental service, two standalone dashboards and HAProxy on loopback (scripts/cluster.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/ensure-deps.sh
ensure_haproxy
[ -f .next/standalone/server.js ] || npm run --silent build
exec npx tsx scripts/cluster.ts
