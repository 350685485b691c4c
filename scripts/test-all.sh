#!/usr/bin/env bash
# Runs every test suite: Rust (fmt, clippy, tests, cross-target checks),
# Kotlin on the JVM (bindings and the Android app's logic), and the Swift checks.
# Ends with one line 'N passed, N failed' summing all suites; exits non-zero if
# anything failed.
set -uo pipefail
cd "$(dirname "$0")/.."
export CARGO_TERM_COLOR=never

passed=0
failed=0
suites_failed=()
logdir=build/test-logs
mkdir -p "$logdir"

# Adds the 'N passed, N failed' counts of a suite's last summary line.
count_plain() {
  local line
  # Colour codes (Maven's, say) are stripped before the line is read.
  line=$(sed -E 's/\x1b\[[0-9;]*[A-Za-z]//g' "$1" | grep -E '^[A-Za-z-]*:? ?[0-9]+ passed, [0-9]+ failed' | tail -n1)
  if [ -z "$line" ]; then
    return 1
  fi
  passed=$((passed + $(grep -oE '[0-9]+ passed' <<<"$line" | grep -oE '[0-9]+')))
  failed=$((failed + $(grep -oE '[0-9]+ failed' <<<"$line" | grep -oE '[0-9]+')))
}

# Runs one check that counts as a single test.
check() {
  local name=$1
  shift
  printf '==> %s\n' "$name"
  if "$@" >"$logdir/$name.log" 2>&1; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    suites_failed+=("$name")
    tail -n 40 "$logdir/$name.log"
  fi
}

# Runs a suite that prints its own 'N passed, N failed' line.
suite() {
  local name=$1
  shift
  printf '==> %s\n' "$name"
  "$@" 2>&1 | tee "$logdir/$name.log" | grep -E 'passed, [0-9]+ failed|FAIL|error' | tail -n 20
  local status=${PIPESTATUS[0]}
  local failed_before=$failed
  if ! count_plain "$logdir/$name.log"; then
    failed=$((failed + 1))
    echo "$name printed no result line"
  fi
  if [ "$status" -ne 0 ]; then
    # A suite that fails outside its tests (a build error) still counts as a failure.
    [ "$failed" -gt "$failed_before" ] || failed=$((failed + 1))
    suites_failed+=("$name")
    tail -n 60 "$logdir/$name.log"
  fi
}

scripts/install-deps.sh || { echo "0 passed, 1 failed"; exit 1; }

check rust-fmt cargo fmt --all -- --check
check rust-clippy cargo clippy --workspace --all-targets --quiet -- -D warnings

printf '==> rust-tests\n'
cargo test --workspace --quiet 2>&1 | tee "$logdir/rust-tests.log" | grep -E '^test result|panicked|FAILED' | tail -n 40
rust_status=${PIPESTATUS[0]}
while read -r p f; do
  passed=$((passed + p))
  failed=$((failed + f))
done < <(sed -nE 's/^test result: [a-zA-Z]+\. ([0-9]+) passed; ([0-9]+) failed.*/\1 \2/p' "$logdir/rust-tests.log")
if [ "$rust_status" -ne 0 ]; then
  suites_failed+=(rust-tests)
  grep -q '^test result' "$logdir/rust-tests.log" || failed=$((failed + 1))
fi

check ffi-android-target cargo check --quiet -p sholo-ffi --target aarch64-linux-android
check ffi-ios-target cargo check --quiet -p sholo-ffi --target aarch64-apple-ios

suite kotlin-bindings bash tests/kotlin/run.sh
suite android-app bash android/ci/check.sh
suite swift-checks bash ios/ci/check.sh

if [ ${#suites_failed[@]} -gt 0 ]; then
  echo "failed suites: ${suites_failed[*]} (logs in $logdir/)"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ ${#suites_failed[@]} -eq 0 ]
