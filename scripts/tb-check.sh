#!/usr/bin/env bash
# Regenerates the endgame tables built into the core (every class of up to
# five pieces, both rule sets) and checks that they match the committed files
# byte for byte; then checks every stored position against its successors
# and plays a sample out (sholo tb verify, smaller samples). About half a
# minute after a release build.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release -q -p sholo-cli
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
./target/release/sholo tb generate --pieces 5 --out "$out" 2>/dev/null
./target/release/sholo tb generate --pieces 5 --out "$out" --forced 2>/dev/null
cmp "$out/optional.sgtb" core/tables/optional.sgtb
cmp "$out/forced.sgtb" core/tables/forced.sgtb
echo "tb-check: both table files reproduced byte for byte"
./target/release/sholo tb verify --searched 500 --won 100 --drawn 10
./target/release/sholo tb verify --forced --searched 500 --won 100 --drawn 10
