#!/usr/bin/env bash
# Sets up whatever is missing, builds the web app and serves it on http://127.0.0.1:8080/ (Ctrl+C stops).
# Open it and click "Apri il torneo dimostrativo" to see a 40-player demo tournament.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
port="${PORT:-8080}"
echo "Raduno: building, then serving on http://127.0.0.1:${port}/"
# No live-reload script: the page's Content-Security-Policy allows only the app's own scripts.
exec trunk serve --offline --no-autoreload --port "$port" "$@"
