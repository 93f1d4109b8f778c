#!/usr/bin/env bash
# Every check, in the order CI runs them: lint, types, formatting, the rental service's OpenAPI
# lint, unit and contract tests, production build, client-bundle secret scan, integration tests
# (the HAProxy cluster among them), end-to-end tests.
# Installs what is missing first. Tests run on PGlite, and on PostgreSQL too when
# TEST_DATABASE_URL is set (e.g. postgres://postgres@127.0.0.1:5432/test).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/ensure-deps.sh
ensure_chromium
ensure_haproxy

results="$(mktemp -d)"
# Each step's heading says when it began and how long the run has taken so far (CI's budget).
started=$SECONDS
step() { echo; echo "━━ $1 (at $(date -u +%T), $(( (SECONDS - started) / 60 )) min in)"; }

# The four static checks at once: each is mostly one thread, so on two cores together they take
# about two thirds of their time in a row. Each one's output is shown whole when it ends.
step "lint, typecheck, format, OpenAPI lint"
checks=(lint typecheck format:check openapi:lint)
pids=()
for check in "${checks[@]}"; do
  npm run --silent "$check" > "$results/$check.log" 2>&1 &
  pids+=("$!")
done
failed=0
for i in "${!checks[@]}"; do
  if wait "${pids[$i]}"; then echo "✓ ${checks[$i]}"; else echo "✗ ${checks[$i]}"; failed=1; fi
  cat "$results/${checks[$i]}.log"
done
[ "$failed" = 0 ]

# High or critical advisories in production dependencies fail the run; a registry that refuses
# the audit endpoint is said plainly and does not (scripts/audit.sh).
step "npm audit (production dependencies)"
bash scripts/audit.sh

step "unit and contract tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$results/unit.json"
step "build";       npm run --silent build
step "integration tests"
npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$results/integration.json"
step "end-to-end tests"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx playwright test --reporter=list,json

# One closing line with the totals, so that a run with no tests cannot pass unnoticed.
node scripts/summarise-tests.mjs "$results"
echo "whole run: $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"
