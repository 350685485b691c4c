#!/usr/bin/env bash
# Regenerates the endgame tables built into the core (every class of up to
# five pieces, both rule sets) and checks that they match the committed files
# byte for byte; then checks every stored position against its successors
# and plays a sample out (sholo tb verify, smaller samples); and re-checks
# every shipped puzzle (sholo puzzles verify: its solutions are exactly the
# turns that do what it claims, by the tables or the search, and the rules
# of a good puzzle; about 40 s) with the built-in five-piece tables, then
# builds the six-piece tables for optional takes (the puzzles' rules; about
# 70 s of CPU, 320 MB) and verifies the puzzles again with them; and
# generates a small puzzle set on one thread and on two to see it replay
# byte for byte (about 40 s). About five minutes after a release build.
#
# Ends with `tests:`/`checks:` lines and `N passed, N failed`: the build is a
# check; each rule set's reproduction and verification are a test each.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
# shellcheck source=scripts/counting.sh
source scripts/counting.sh

passed=0
failed=0
checks_passed=0
checks_failed=0
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

step() {
  local name=$1
  shift
  if "$@"; then
    passed=$((passed + 1))
    echo "PASS $name"
  else
    failed=$((failed + 1))
    echo "FAIL $name"
  fi
}

if cargo build --release -q -p sholo-cli; then
  checks_passed=1
  sholo=./target/release/sholo
  for rules in optional forced; do
    flag=()
    [ "$rules" = forced ] && flag=(--forced)
    step "$rules tables reproduced byte for byte" sh -c \
      "$sholo tb generate --pieces 5 --out '$out' ${flag[*]} >/dev/null 2>&1 && cmp '$out/$rules.sgtb' core/tables/$rules.sgtb"
    step "$rules tables verified" "$sholo" tb verify "${flag[@]}" --searched 500 --won 100 --drawn 10
  done
  step "puzzles verified with the five-piece tables" env SHOLO_TABLES=off "$sholo" puzzles verify
  mkdir -p "$out/six"
  step "puzzles verified with the six-piece tables" sh -c \
    "$sholo tb generate --pieces 6 --out '$out/six' >/dev/null 2>&1 && SHOLO_TABLES='$out/six' $sholo puzzles verify"
  step "puzzle generation replays byte for byte, on one thread or two" sh -c \
    "$sholo puzzles generate --seed 11 --count 8 --threads 1 --out '$out/a.sgpz' >/dev/null 2>&1 && $sholo puzzles generate --seed 11 --count 8 --threads 2 --out '$out/b.sgpz' >/dev/null 2>&1 && cmp '$out/a.sgpz' '$out/b.sgpz'"
else
  checks_failed=1
  echo "FAIL release build of sholo"
fi

print_kinds "$passed" "$failed" "$checks_passed" "$checks_failed"
[ $((failed + checks_failed)) -eq 0 ]
