#!/usr/bin/env bash
# Release build of the web app into dist/ (the folder to publish, e.g. on GitHub Pages), then its size
# against the budgets: the first load (the app's wasm + JS + CSS) at most 1 MB gzip, the PDF worker
# (loaded at the first print) at most 700 KB gzip. Over budget is printed; with RADUNO_STRICT_BUDGET=1 it fails.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
trunk build --release --offline "$@"
dist=dist
args=("$@")
for i in "${!args[@]}"; do
  case "${args[$i]}" in
    --dist) dist="${args[$((i + 1))]}" ;;
    --dist=*) dist="${args[$i]#--dist=}" ;;
  esac
done
FIRST_BUDGET=$((1000 * 1024)); PDF_BUDGET=$((700 * 1024))
first_raw=0; first_gz=0; pdf_raw=0; pdf_gz=0
echo "Release size ($dist/):"
for f in "$dist"/*.wasm "$dist"/*.js "$dist"/*.css; do
  name=$(basename "$f")
  raw=$(stat -c %s "$f"); gz=$(gzip -9 -c "$f" | wc -c)
  case "$name" in
    raduno-pdf*) pdf_raw=$((pdf_raw + raw)); pdf_gz=$((pdf_gz + gz)); part="PDF worker" ;;
    sw.js) part="service worker" ;;
    *) first_raw=$((first_raw + raw)); first_gz=$((first_gz + gz)); part="first load" ;;
  esac
  printf '  %-44s %9d bytes raw %9d bytes gzip  (%s)\n' "$name" "$raw" "$gz" "$part"
done
printf '  %-44s %9d bytes raw %9d bytes gzip  (budget %d)\n' "first load: wasm + js + css" "$first_raw" "$first_gz" "$FIRST_BUDGET"
printf '  %-44s %9d bytes raw %9d bytes gzip  (budget %d)\n' "PDF worker: wasm + js" "$pdf_raw" "$pdf_gz" "$PDF_BUDGET"
over=0
if [ "$first_gz" -gt "$FIRST_BUDGET" ]; then echo "OVER BUDGET: the first load is $first_gz bytes gzip (budget $FIRST_BUDGET)"; over=1; fi
if [ "$pdf_gz" -gt "$PDF_BUDGET" ]; then echo "OVER BUDGET: the PDF worker is $pdf_gz bytes gzip (budget $PDF_BUDGET)"; over=1; fi
if [ "$over" = 1 ] && [ "${RADUNO_STRICT_BUDGET:-0}" = 1 ]; then exit 1; fi
