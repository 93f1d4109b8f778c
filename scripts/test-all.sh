#!/usr/bin/env bash
# Every check, in the order CI runs them: lint, types, formatting, the rental service's OpenAPI
# lint, production build, then the unit and contract tests and the end-to-end tests with the
# integration tests (the client-bundle secret scan and the HAProxy cluster among them) running
# beside them.
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

# The build first: the integration and end-to-end suites run against it. The project's types
# were checked above (tsc --noEmit over everything), so the build does not check them again.
step "build"
BUILD_SKIP_TYPECHECK=1 npm run --silent build

# The integration suite runs beside the unit and end-to-end suites, in a process group of its
# own with its output in a file (shown whole once it ends). Its tests mostly wait on the
# programs they start (restarts, timeouts, rate-limit windows): alone, it keeps one core busy
# less than half the time, so beside the other suites it costs little of their time and saves
# nearly all of its own (about 9 minutes of a CI run). Everything it starts listens on a
# random port with its own storage, as the other suites' servers do on theirs.
step "integration tests (in the background), unit and contract tests"
integration_started=$SECONDS
setsid bash -c 'npx vitest run --project integration --reporter=default --reporter=json \
  --outputFile.json="$1/integration.json" > "$1/integration.log" 2>&1' _ "$results" &
integration=$!
stop_integration() { kill -TERM -- "-$integration" 2> /dev/null || true; }
trap stop_integration EXIT

npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$results/unit.json"
step "end-to-end tests"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx playwright test --reporter=list,json

step "integration tests (their output)"
integration_ok=1
wait "$integration" || integration_ok=0
trap - EXIT
cat "$results/integration.log"
echo "integration tests: $(( (SECONDS - integration_started) / 60 )) min $(( (SECONDS - integration_started) % 60 )) s from their start"
[ "$integration_ok" = 1 ]

# One closing line with the totals, so that a run with no tests cannot pass unnoticed.
node scripts/summarise-tests.mjs "$results"
echo "whole run: $(( (SECONDS - started) / 60 )) min $(( (SECONDS - started) % 60 )) s"
# The processor time the run's programs used (user, then system): over two cores, the least
# wall time the same work could take.
# (`times` in this shell, not in a pipeline's subshell, which has used none.)
times > "$results/times.txt"
echo "processor time of the run's programs (user, system): $(tail -1 "$results/times.txt")"
