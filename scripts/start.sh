#!/usr/bin/env bash
# `npm start`: the built dashboard's standalone server, as production runs it. HOST and PORT
# choose the address (default 0.0.0.0:3000, as `next start` did). NEXT_MANUAL_SIG_HANDLE lets
# the dashboard's own SIGTERM handler finish requests in flight and close the database.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f .next/standalone/server.js ]; then
  echo "No standalone build: run \`npm run build\` first." >&2
  exit 1
fi
# The standalone server changes into its own folder: relative data paths are made absolute here.
export DASHBOARD_DATA_DIR="$(realpath -m "${DASHBOARD_DATA_DIR:-.data/dashboard}")"
export NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NEXT_MANUAL_SIG_HANDLE=true
exec env HOSTNAME="${HOST:-0.0.0.0}" PORT="${PORT:-3000}" node .next/standalone/server.js
