#!/usr/bin/env bash
# Installs what is missing: npm packages (from the lock file), Chromium for browser tests and
# HAProxy for the cluster (both from Debian's packages). Sourced by scripts/demo.sh,
# scripts/test-all.sh and scripts/cluster.sh.
set -euo pipefail

if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  if [ -L node_modules ]; then
    # A git worktree sharing another checkout's packages (its lock file, just checked out, looks
    # newer): npm ci would empty the linked folder, the other checkout's packages, and unlink it.
    echo "› node_modules links to $(readlink node_modules): not reinstalling through the link" >&2
  else
    echo "› installing npm packages (npm ci)"
    # --include=dev: the build and DEMO_LOGS=pretty need dev dependencies even if NODE_ENV=production.
    npm ci --include=dev --no-audit --no-fund
  fi
fi

apt_install() {
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq "$@"
}

ensure_chromium() {
  export CHROME_PATH="${CHROME_PATH:-/usr/bin/chromium}"
  [ -x "$CHROME_PATH" ] && return 0
  echo "› installing Chromium from Debian's packages"
  apt_install chromium
}

ensure_haproxy() {
  command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ] && return 0
  echo "› installing HAProxy from Debian's packages"
  apt_install haproxy
}
