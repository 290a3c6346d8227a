#!/usr/bin/env bash
# Release build of the web app into dist/ (the folder to publish, e.g. on GitHub Pages), then its size.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
trunk build --release --offline "$@"
echo "Release size (dist/):"
total_raw=0; total_gz=0
for f in dist/*.wasm dist/*.js dist/*.css; do
  raw=$(stat -c %s "$f"); gz=$(gzip -9 -c "$f" | wc -c)
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
  printf '  %-44s %9d bytes raw %9d bytes gzip\n' "$(basename "$f")" "$raw" "$gz"
done
printf '  %-44s %9d bytes raw %9d bytes gzip\n' "wasm + js + css" "$total_raw" "$total_gz"
