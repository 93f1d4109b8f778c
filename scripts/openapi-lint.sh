#!/usr/bin/env bash
# Writes the rental service's OpenAPI document (as GET /openapi.json serves it) and lints it
# with Redocly's recommended rules (redocly.yaml). Fails on any error.
set -euo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
npx tsx scripts/openapi-write.ts "$out/openapi.json"
# No telemetry, no update check: nothing leaves this machine.
export REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true
npx redocly lint "$out/openapi.json" --config redocly.yaml
