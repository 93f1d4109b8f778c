#!/usr/bin/env bash
# One command for a fresh machine: installs what is missing, builds the dashboard, and starts the
# rental service (with demo data on first start) and the dashboard (with demo users) together
# (scripts/demo/run.ts): their JSON logs go to .data/logs/, and a short banner with the address and
# the demo accounts follows once both are ready. DEMO_LOGS=pretty shows the logs here as well.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
source scripts/ensure-deps.sh

mkdir -p .data
# A stable session secret for this machine's demo, kept out of git under .data/.
[ -s .data/demo-auth-secret ] || node -e 'process.stdout.write(require("crypto").randomBytes(32).toString("base64url"))' > .data/demo-auth-secret
export AUTH_SECRET="${AUTH_SECRET:-$(cat .data/demo-auth-secret)}"
export AUTH_TRUST_HOST=true DEMO_MODE="${DEMO_MODE:-1}"

# Ports in use or a wrong DEMO_LOGS are reported now rather than after the build.
node --import tsx scripts/demo/run.ts --check
npm run --silent build
exec node --import tsx scripts/demo/run.ts
