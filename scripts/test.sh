#!/usr/bin/env bash
# Sets up whatever is missing, then runs every test: the engine's unit, integration and doc tests
# (natively), a release build of the web app, and the browser tests in headless Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
source scripts/env.sh
echo "== Every path named in a document or a comment exists (scripts/check_refs.py)"
python3 scripts/check_refs.py
echo "== Formatting (cargo fmt --check)"
cargo fmt --check
echo "== The Pages workflow (actionlint: a workflow GitHub cannot run fails here)"
actionlint .github/workflows/*.yml
echo "== The installed app's icons are drawn from public/favicon.svg (scripts/icons.sh)"
icons=$(mktemp -d)
bash scripts/icons.sh "$icons" >/dev/null
for f in "$icons"/*.png; do cmp "$f" "public/icons/$(basename "$f")" || { echo "public/icons/$(basename "$f") is not the drawing's: run bash scripts/icons.sh" >&2; exit 1; }; done
rm -rf "$icons"
echo "== Lints (cargo clippy, native and wasm32)"
cargo clippy --locked --all-targets -- -D warnings
cargo clippy --locked --target wasm32-unknown-unknown --bin raduno-web --bin raduno-pdf --bin raduno-files -- -D warnings
# The app and the workbook worker as the release build makes them: without the `pdf` feature (index.html).
cargo clippy --locked --target wasm32-unknown-unknown --no-default-features --bin raduno-web --bin raduno-files --bin raduno-calc -- -D warnings
echo "== Engine and command-line tests (cargo test)"
cargo test --locked
echo "== Fuzz: every reader of outside bytes, 30 s (fails on any panic or abort; README, Damaged files)"
cargo run --release --locked --manifest-path fuzz/Cargo.toml -- --seconds 30 --out target/fuzz
echo "== Release build of the web app (fails when a part is over its size budget)"
bash scripts/build.sh
echo "== Browser tests (headless Chromium)"
node --test --test-concurrency=1 tests/e2e/
