#!/usr/bin/env bash
# Installs what is missing: npm packages (from the lock file) and, for browser tests, Chromium.
# Sourced by scripts/demo.sh and scripts/test-all.sh.
set -euo pipefail

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "› installing npm packages (npm ci)"
  npm ci --no-audit --no-fund
fi

ensure_chromium() {
  export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
  [ -x "$CHROME_PATH" ] && return 0
  echo "› installing Chromium from Debian's packages"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq chromium
}
