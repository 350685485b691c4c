#!/usr/bin/env bash
# Runs every test suite: Rust (fmt, clippy, tests, cross-target checks), Kotlin on
# the JVM (bindings and the Android app's logic), the Swift checks, a short fuzz
# run and the self-test of this script's counting.
#
# Each suite's result is split into tests (behaviour) and checks (fmt, clippy,
# lint, parse, compile), printed per suite and in a table at the end, then ONE
# closing line 'N passed, N failed' summing both. A suite whose runner exits
# non-zero, crashes or is killed counts at least one failure, and the suites after
# it still run. Exits non-zero if anything failed. Logs: build/test-logs/.
#
#   scripts/test-all.sh                  # everything (what CI runs)
#   scripts/test-all.sh rust fuzz-smoke  # only the suites named
# Suites: rust kotlin-bindings android-app ios-swift fuzz-smoke tablebases
# selftest-counting server.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
export CARGO_TERM_COLOR=never
# The built-in endgame tables only, whatever six-piece ones this machine's
# cache holds: the tests' figures are for those (docs/TABLEBASES.md).
export SHOLO_TABLES=off
# shellcheck source=scripts/counting.sh
source scripts/counting.sh

logdir=build/test-logs
rm -rf "$logdir"
mkdir -p "$logdir"

selected=("$@")
# wanted SUITE: whether SUITE is to run (all of them when none is named).
wanted() {
  [ ${#selected[@]} -eq 0 ] && return 0
  local name
  for name in "${selected[@]}"; do [ "$name" = "$1" ] && return 0; done
  return 1
}

# A suite that runs longer than this is killed (and counted as failed).
suite_timeout=${SUITE_TIMEOUT:-1500}

all_tests_passed=0 all_tests_failed=0 all_checks_passed=0 all_checks_failed=0
rows=()
suites_failed=()

# record SUITE TESTS_PASSED TESTS_FAILED CHECKS_PASSED CHECKS_FAILED [WHAT THE CHECKS ARE]
record() {
  local suite=$1 tp=$2 tf=$3 cp=$4 cf=$5 what=${6:-}
  all_tests_passed=$((all_tests_passed + tp))
  all_tests_failed=$((all_tests_failed + tf))
  all_checks_passed=$((all_checks_passed + cp))
  all_checks_failed=$((all_checks_failed + cf))
  local took=$((SECONDS - suite_started))
  rows+=("$(printf '%-16s %4d passed, %3d failed   %4d passed, %3d failed  %5ds  %s' "$suite" "$tp" "$tf" "$cp" "$cf" "$took" "$what")")
  printf -- '--> %s: tests %d passed, %d failed; checks %d passed, %d failed\n' "$suite" "$tp" "$tf" "$cp" "$cf"
  if [ $((tf + cf)) -gt 0 ]; then suites_failed+=("$suite"); fi
}

# run_logged NAME CMD...: runs CMD under the suite timeout, output to NAME's log;
# sets STATUS (124 or 137 when killed).
run_logged() {
  local name=$1
  shift
  timeout --kill-after=30 "$suite_timeout" "$@" >"$logdir/$name.log" 2>&1
  STATUS=$?
  if [ "$STATUS" -eq 124 ] || [ "$STATUS" -eq 137 ]; then
    echo "$name: killed after ${suite_timeout}s" | tee -a "$logdir/$name.log"
  fi
}

# One check (fmt, clippy, cargo check): passes when its command exits 0.
rust_checks_passed=0 rust_checks_failed=0
rust_check() {
  local name=$1
  shift
  printf '==> %s\n' "$name"
  run_logged "$name" "$@"
  if [ "$STATUS" -eq 0 ]; then
    rust_checks_passed=$((rust_checks_passed + 1))
  else
    rust_checks_failed=$((rust_checks_failed + 1))
    echo "FAIL $name (exit $STATUS)"
    tail -n 40 "$logdir/$name.log"
  fi
}

# A suite script that ends with print_kinds' lines (tests:, checks:, the sum).
suite() {
  local name=$1 what=$2
  shift 2
  wanted "$name" || return 0
  suite_started=$SECONDS
  printf '==> %s\n' "$name"
  run_logged "$name" "$@"
  count_plain_text <"$logdir/$name.log" | grep -E '^FAIL|FAILED|<<< (FAILURE|ERROR)|^crashed' | head -n 40
  read_kinds "$logdir/$name.log" "$STATUS"
  if [ "$STATUS" -ne 0 ]; then
    echo "$name exited $STATUS; the end of its log:"
    tail -n 40 "$logdir/$name.log" | count_plain_text
  fi
  record "$name" "$SUITE_TESTS_PASSED" "$SUITE_TESTS_FAILED" "$SUITE_CHECKS_PASSED" "$SUITE_CHECKS_FAILED" "$what"
}

# A whole run writes about 4 GiB (Cargo's targets, Maven's repository, the
# Robolectric jars); a disk that fills halfway fails suites with errors that look
# like build bugs, so say at the start how much room there is.
needed_kib=$((5 * 1024 * 1024))
free_kib=$(df -Pk . | awk 'NR == 2 { print $4 }')
if [ -n "$free_kib" ] && [ "$free_kib" -lt "$needed_kib" ]; then
  printf 'WARNING: only %d MiB free here; a full run needs about 5 GiB, and suites that run out fail with "No space left on device"\n' \
    "$((free_kib / 1024))"
fi

suite_started=$SECONDS
if ! scripts/install-deps.sh; then
  record install-deps 0 0 0 1 "the tools the suites need"
fi

if wanted rust; then
  suite_started=$SECONDS
  rust_check rust-fmt cargo fmt --all -- --check
  rust_check rust-clippy cargo clippy --workspace --all-targets --quiet -- -D warnings

  printf '==> rust-tests\n'
  # No --quiet: the 'Running' headers let a binary that crashed before its summary
  # line be counted. --no-fail-fast: the binaries after a failure still run.
  # sholo-server's tests run in the server suite (with PostgreSQL).
  run_logged rust-tests cargo test --workspace --exclude sholo-server --no-fail-fast
  grep -E '^test .* FAILED$|panicked at|^error: test failed|process didn.t exit' "$logdir/rust-tests.log" | head -n 40
  count_cargo_log "$logdir/rust-tests.log" "$STATUS"
  for crashed in "${COUNT_CRASHED[@]}"; do
    echo "crashed (no summary line, counted as a failure): $crashed"
  done

  rust_check ffi-android-target cargo check --quiet -p sholo-ffi --target aarch64-linux-android
  rust_check ffi-ios-target cargo check --quiet -p sholo-ffi --target aarch64-apple-ios
  # The online client (TLS included) builds for the phones without a C cross compiler.
  rust_check online-android-target cargo check --quiet -p sholo-online --target aarch64-linux-android
  rust_check online-ios-target cargo check --quiet -p sholo-online --target aarch64-apple-ios
  record rust "$COUNT_PASSED" "$COUNT_FAILED" "$rust_checks_passed" "$rust_checks_failed" \
    "fmt, clippy, cargo check for Android and iOS"
fi

suite kotlin-bindings "" bash tests/kotlin/run.sh
suite android-app "compile, APK, listing images, resource and import lint" bash android/ci/check.sh
suite ios-swift "parse, API names, strings, project files" bash ios/ci/check.sh
suite fuzz-smoke "" bash scripts/fuzz-smoke.sh
suite tablebases "release build" bash scripts/tb-check.sh
suite selftest-counting "" bash scripts/selftest-counting.sh
suite server "sholo-server on loopback, two instances on a throwaway PostgreSQL" bash server/ci/suite.sh

echo
printf '%-16s %-27s %-25s %6s  %s\n' suite "tests (behaviour)" "checks (lint, parse...)" time "what the checks are"
printf '%s\n' "${rows[@]}"
printf '%-16s %4d passed, %3d failed   %4d passed, %3d failed  %5ds\n' all \
  "$all_tests_passed" "$all_tests_failed" "$all_checks_passed" "$all_checks_failed" "$SECONDS"
if [ ${#suites_failed[@]} -gt 0 ]; then
  echo "failed suites: ${suites_failed[*]} (logs in $logdir/)"
fi
passed=$((all_tests_passed + all_checks_passed))
failed=$((all_tests_failed + all_checks_failed))
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
