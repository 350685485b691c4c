#!/usr/bin/env bash
# Kotlin tests of the apps' API on the JVM.
#
#   tests/kotlin/run.sh
#
# Builds libsholo_ffi for the host with the test-only `panic-probe` feature,
# generates the JVM Kotlin bindings, compiles them with the JUnit 5 tests in this
# Maven project and runs them against the library through JNA, each test class in
# a JVM of its own (a crash loses only its class). Ends with `tests:` and
# `checks:` lines and one line `N passed, N failed`, counted from the surefire
# reports; a JVM that died or a failed build counts as a failure. Exits non-zero
# if anything failed. Needs Java 17+, Maven and Rust.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"

cd "$repo"
FEATURES=panic-probe scripts/gen-bindings.sh kotlin-jvm

# Test against private copies, so a concurrent build in the shared tree (without
# the panic-probe feature, or half written) cannot change what is under test.
case "$(uname -s)" in
  Darwin) lib=libsholo_ffi.dylib ;;
  *) lib=libsholo_ffi.so ;;
esac
stage="$here/target/ffi"
rm -rf "$stage"
mkdir -p "$stage/lib" "$stage/bindings"
cp "target/debug/$lib" "$stage/lib/"
cp -R build/bindings/kotlin-jvm/. "$stage/bindings/"
if ! grep -q 'fun `debugPanic`' "$stage/bindings/app/shologuti/core/sholo_ffi.kt"; then
  echo "run.sh: the bindings lack debugPanic; was the library built with panic-probe?" >&2
  exit 1
fi

cd "$here"
# Fresh classes and reports: a deleted test must not linger in either.
rm -rf target/classes target/test-classes target/surefire-reports
mvn_log="$here/target/mvn-test.log"
set +e
mvn -B -q -Dstyle.color=never test \
  -Dsholo.bindings.dir="$stage/bindings" \
  -Dsholo.lib.dir="$stage/lib" \
  -Dsholo.vectors.dir="$repo/tests/vectors" 2>&1 | tee "$mvn_log"
mvn_status=${PIPESTATUS[0]}

# Count from the reports, and count a JVM that died (System.exit, an abort
# through JNA, a fork timeout) or a Maven run that failed outside the tests.
# shellcheck source=scripts/counting.sh
source "$repo/scripts/counting.sh"
count_surefire target/surefire-reports "$mvn_log" "$mvn_status"

echo
if [ "$SKIPPED" -gt 0 ]; then
  echo "($SKIPPED skipped)"
fi
for class in "${CRASHED[@]}"; do
  echo "crashed (the JVM died in it; counted as a failure): $class"
done
if [ "$mvn_status" -ne 0 ]; then
  echo "run.sh: maven exited $mvn_status" >&2
fi
print_kinds "$TESTS_PASSED" "$TESTS_FAILED" "$CHECKS_PASSED" "$CHECKS_FAILED"
[ $((TESTS_FAILED + CHECKS_FAILED)) -eq 0 ] && [ "$mvn_status" -eq 0 ]
