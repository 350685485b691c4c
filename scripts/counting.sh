# shellcheck shell=bash
# Counting what test runners did, honestly. Sourced by scripts/test-all.sh, the
# suite scripts (tests/kotlin/run.sh, android/ci/check.sh, ios/ci/check.sh) and
# scripts/selftest-counting.sh, which plants crashes to prove these functions
# turn the count red.
#
# Two kinds of result are kept apart:
#   tests:  behaviour (a unit, integration or replay test of what the code does);
#   checks: fmt, clippy, lint, parse, compile (the code is well formed).
# A runner that exits non-zero, crashes or is killed counts at least one failure,
# whatever its own summary said.

# Strips colour codes (Maven prints some even in batch mode).
count_plain_text() { sed -E 's/\x1b\[[0-9;]*[A-Za-z]//g'; }

# count_cargo_log LOG STATUS
# Reads the log of `cargo test --no-fail-fast` (without --quiet: the
# `Running`/`Doc-tests` headers are needed) and sets COUNT_PASSED, COUNT_FAILED.
# A test binary that printed no `test result:` line (aborted, killed, crashed)
# counts one failure and is named in COUNT_CRASHED; a failed cargo run with no
# failure counted (a build error) counts one.
count_cargo_log() {
  local log=$1 status=$2
  COUNT_PASSED=0
  COUNT_FAILED=0
  COUNT_CRASHED=()
  local line section="" p f
  while IFS= read -r line; do
    if [[ $line =~ ^[[:space:]]+(Running|Doc-tests)[[:space:]]+(.*)$ ]]; then
      if [ -n "$section" ]; then COUNT_CRASHED+=("$section"); fi
      section=${BASH_REMATCH[2]}
    elif [[ $line =~ ^test\ result:\ [A-Za-z]+\.\ ([0-9]+)\ passed\;\ ([0-9]+)\ failed ]]; then
      p=${BASH_REMATCH[1]}
      f=${BASH_REMATCH[2]}
      COUNT_PASSED=$((COUNT_PASSED + p))
      COUNT_FAILED=$((COUNT_FAILED + f))
      section=""
    fi
  done < <(count_plain_text <"$log")
  if [ -n "$section" ]; then COUNT_CRASHED+=("$section"); fi
  if [ "$status" -ne 0 ]; then
    COUNT_FAILED=$((COUNT_FAILED + ${#COUNT_CRASHED[@]}))
    [ "$COUNT_FAILED" -gt 0 ] || COUNT_FAILED=1
  else
    # Exit 0: a binary without a summary line printed nothing on purpose.
    COUNT_CRASHED=()
  fi
}

# count_surefire REPORTS_DIR LOG STATUS [CHECK_CLASSES]
# Reads surefire's XML reports and Maven's log; sets TESTS_PASSED, TESTS_FAILED,
# CHECKS_PASSED, CHECKS_FAILED, SKIPPED and CRASHED (class names). Classes whose
# name matches the extended regex CHECK_CLASSES count as checks. Every class
# surefire names under "Crashed tests:" (a JVM that exited, aborted or was killed
# in it) counts one failure, as does a fork error naming no class, and a failed
# Maven run that counted no failure.
count_surefire() {
  local reports=$1 log=$2 status=$3 check_classes=${4:-'^$'}
  TESTS_PASSED=0 TESTS_FAILED=0 CHECKS_PASSED=0 CHECKS_FAILED=0 SKIPPED=0
  CRASHED=()
  local report head class tests failures errors skipped p f
  shopt -s nullglob
  for report in "$reports"/TEST-*.xml; do
    class=${report##*/TEST-}
    class=${class%.xml}
    head=$(grep -m1 -o '<testsuite [^>]*>' "$report" || true)
    tests=$(surefire_attr tests "$head")
    failures=$(surefire_attr failures "$head")
    errors=$(surefire_attr errors "$head")
    skipped=$(surefire_attr skipped "$head")
    p=$((tests - failures - errors - skipped))
    f=$((failures + errors))
    SKIPPED=$((SKIPPED + skipped))
    if [[ $class =~ $check_classes ]]; then
      CHECKS_PASSED=$((CHECKS_PASSED + p))
      CHECKS_FAILED=$((CHECKS_FAILED + f))
    else
      TESTS_PASSED=$((TESTS_PASSED + p))
      TESTS_FAILED=$((TESTS_FAILED + f))
    fi
  done
  shopt -u nullglob
  local plain
  plain=$(count_plain_text <"$log")
  # The class names listed after "Crashed tests:", once each.
  mapfile -t CRASHED < <(awk '
    /Crashed tests:/ { listing = 1; next }
    listing && /^\[ERROR\] [A-Za-z_$][A-Za-z0-9_$.]*$/ { print $2; next }
    { listing = 0 }' <<<"$plain" | sort -u)
  for class in "${CRASHED[@]}"; do
    if [[ $class =~ $check_classes ]]; then
      CHECKS_FAILED=$((CHECKS_FAILED + 1))
    else
      TESTS_FAILED=$((TESTS_FAILED + 1))
    fi
  done
  if [ ${#CRASHED[@]} -eq 0 ] && grep -qE 'The forked VM terminated|There was an error in the forked process|There was a timeout in the fork|SurefireBooterForkException' <<<"$plain"; then
    CRASHED=("(a forked JVM)")
    TESTS_FAILED=$((TESTS_FAILED + 1))
  fi
  if [ "$status" -ne 0 ] && [ $((TESTS_FAILED + CHECKS_FAILED)) -eq 0 ]; then
    TESTS_FAILED=1
  fi
}

# surefire_attr NAME ELEMENT: a numeric attribute of a <testsuite> element (0 if absent).
surefire_attr() {
  local value
  value=$(grep -o " $1=\"[0-9]*\"" <<<"$2" | grep -o '[0-9]*' | head -n1 || true)
  echo "${value:-0}"
}

# print_kinds TESTS_PASSED TESTS_FAILED CHECKS_PASSED CHECKS_FAILED
# A suite's closing lines: what is a test, what is a check, and their sum.
print_kinds() {
  echo "tests: $1 passed, $2 failed"
  echo "checks: $3 passed, $4 failed"
  echo "$(($1 + $3)) passed, $(($2 + $4)) failed"
}

# read_kinds LOG STATUS (the SUITE_* variables are the caller's to read)
# shellcheck disable=SC2034
# Reads a suite script's closing lines (print_kinds) from its log; sets
# SUITE_TESTS_PASSED, SUITE_TESTS_FAILED, SUITE_CHECKS_PASSED, SUITE_CHECKS_FAILED.
# A suite that printed only `N passed, N failed` counts as tests; one that printed
# nothing, or exited non-zero with no failure counted, counts one failed test.
read_kinds() {
  local log=$1 status=$2 plain line
  SUITE_TESTS_PASSED=0 SUITE_TESTS_FAILED=0 SUITE_CHECKS_PASSED=0 SUITE_CHECKS_FAILED=0
  plain=$(count_plain_text <"$log")
  line=$(grep -E '^tests: [0-9]+ passed, [0-9]+ failed' <<<"$plain" | tail -n1 || true)
  if [ -n "$line" ]; then
    read -r SUITE_TESTS_PASSED SUITE_TESTS_FAILED < <(sed -E 's/^tests: ([0-9]+) passed, ([0-9]+) failed.*/\1 \2/' <<<"$line")
    line=$(grep -E '^checks: [0-9]+ passed, [0-9]+ failed' <<<"$plain" | tail -n1 || true)
    if [ -n "$line" ]; then
      read -r SUITE_CHECKS_PASSED SUITE_CHECKS_FAILED < <(sed -E 's/^checks: ([0-9]+) passed, ([0-9]+) failed.*/\1 \2/' <<<"$line")
    fi
  else
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed' <<<"$plain" | tail -n1 || true)
    if [ -n "$line" ]; then
      read -r SUITE_TESTS_PASSED SUITE_TESTS_FAILED < <(sed -E 's/^([0-9]+) passed, ([0-9]+) failed.*/\1 \2/' <<<"$line")
    else
      SUITE_TESTS_FAILED=1
      return
    fi
  fi
  if [ "$status" -ne 0 ] && [ $((SUITE_TESTS_FAILED + SUITE_CHECKS_FAILED)) -eq 0 ]; then
    SUITE_TESTS_FAILED=1
  fi
}
