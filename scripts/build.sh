#!/usr/bin/env bash
# Release build of the web app into dist/ (the folder to publish, e.g. on GitHub Pages), then every part's
# size against its budget (gzip -9): the first load (the app's wasm + JS + CSS, every page) at most
# 1,256 KiB, the PDF worker (loaded at the first print) at most 728 KiB, the workbook worker (loaded at the
# first workbook read or written) at most 752 KiB, the calculation worker (the draw; started with the
# next-round panel) at most 280 KiB. A part over its budget fails the build. Why they are where they are:
# benches/README.md, "Sizes".
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
parts=("first load" "PDF worker" "workbook worker" "calculation worker")
budgets=($((1256 * 1024)) $((728 * 1024)) $((752 * 1024)) $((280 * 1024)))
raws=(0 0 0 0); gzs=(0 0 0 0)
echo "Release size ($dist/):"
for f in "$dist"/*.wasm "$dist"/*.js "$dist"/*.css; do
  name=$(basename "$f")
  raw=$(stat -c %s "$f"); gz=$(gzip -9 -c "$f" | wc -c)
  case "$name" in
    raduno-pdf*) p=1 ;;
    raduno-files*) p=2 ;;
    raduno-calc*) p=3 ;;
    sw.js) p=-1 ;;
    follow-sw.js) p=-4 ;;
    follow.js) p=-2 ;;
    follow-propose.js) p=-3 ;;
    *) p=0 ;;
  esac
  if [ "$p" -ge 0 ]; then
    raws[$p]=$((raws[p] + raw)); gzs[$p]=$((gzs[p] + gz)); part=${parts[$p]}
  elif [ "$p" = -1 ]; then
    part="service worker"
  elif [ "$p" = -4 ]; then
    part="players' follow page: its service worker, on https only"
  elif [ "$p" = -3 ]; then
    part="players' follow page: proposing, loaded only with a seat's code"
  else
    part="players' follow page, with follow.html"
    raw=$((raw + $(stat -c %s "$dist/follow.html"))); gz=$((gz + $(gzip -9 -c "$dist/follow.html" | wc -c)))
  fi
  printf '  %-44s %9d bytes raw %9d bytes gzip  (%s)\n' "$name" "$raw" "$gz" "$part"
done
over=0
for p in 0 1 2 3; do
  status=ok
  if [ "${gzs[$p]}" -gt "${budgets[$p]}" ]; then status="OVER BUDGET"; over=1; fi
  printf '  %-44s %9d bytes raw %9d bytes gzip  budget %9d  %s\n' "${parts[$p]}" "${raws[$p]}" "${gzs[$p]}" "${budgets[$p]}" "$status"
done
if [ "$over" = 1 ]; then
  echo "build.sh: a part is over its budget (gzip -9, above)" >&2
  exit 1
fi
