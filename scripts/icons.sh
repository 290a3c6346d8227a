#!/usr/bin/env bash
# The installed app's icons, drawn from public/favicon.svg: 192 and 512 px PNGs (Android's home screen and
# splash, iOS's apple-touch-icon) and a maskable 512 px one (the drawing on a full square, its tiles inside
# the safe circle a launcher's mask keeps). The PNGs are committed beside the drawing: run this after
# changing it (rsvg-convert, Debian's librsvg2-bin; scripts/setup.sh installs it). `bash scripts/icons.sh DIR`
# draws them into DIR instead (scripts/test.sh compares them with the committed ones).
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-public/icons}
mkdir -p "$out"
for size in 192 512; do
  rsvg-convert --width "$size" --height "$size" public/favicon.svg --output "$out/icon-$size.png"
done
# Maskable: the background fills the square (no rounded corners) and the tiles are drawn at 80 % about
# the centre, within the 40 % radius a mask may keep.
maskable=$(mktemp --suffix=.svg)
trap 'rm -f "$maskable"' EXIT
sed -e 's/ rx="12"//' \
    -e 's|<g fill="#fff">|<g transform="translate(6.4 6.4) scale(.8)"><g fill="#fff">|' \
    -e 's|</svg>|</g></svg>|' public/favicon.svg >"$maskable"
rsvg-convert --width 512 --height 512 "$maskable" --output "$out/maskable-512.png"
ls -l "$out"
