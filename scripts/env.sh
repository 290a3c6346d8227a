# Sourced by the scripts: the project's tools on the PATH (cargo's bin, then npm's wasm-opt).
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PATH="$ROOT/node_modules/.bin:$HOME/.cargo/bin:$PATH"
export CHROMIUM="${CHROMIUM:-/usr/bin/chromium}"
