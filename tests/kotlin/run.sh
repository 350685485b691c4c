#!/usr/bin/env bash
# Kotlin tests of the apps' API on the JVM.
#
#   tests/kotlin/run.sh
#
# Builds libsholo_ffi for the host with the test-only `panic-probe` feature,
# generates the JVM Kotlin bindings, compiles them with the JUnit 5 tests in this
# Maven project and runs them against the library through JNA. Ends with one line
# `N passed, N failed` counted from the surefire reports; exits non-zero if any
# test failed or the build broke. Needs Java 17+, Maven and Rust.
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
set +e
mvn -B -q -Dstyle.color=never test \
  -Dsholo.bindings.dir="$stage/bindings" \
  -Dsholo.lib.dir="$stage/lib" \
  -Dsholo.vectors.dir="$repo/tests/vectors"
mvn_status=$?
set -e

# Count from the reports: each file's <testsuite> element carries the totals.
tests=0 failures=0 errors=0 skipped=0
attr() { sed -n "s/.* $1=\"\([0-9]*\)\".*/\1/p" <<<"$2"; }
shopt -s nullglob
for report in target/surefire-reports/TEST-*.xml; do
  suite="$(grep -o '<testsuite [^>]*>' "$report" | head -n 1)"
  tests=$((tests + $(attr tests "$suite")))
  failures=$((failures + $(attr failures "$suite")))
  errors=$((errors + $(attr errors "$suite")))
  skipped=$((skipped + $(attr skipped "$suite")))
done
passed=$((tests - failures - errors - skipped))
failed=$((failures + errors))

echo
if [ "$skipped" -gt 0 ]; then
  echo "($skipped skipped)"
fi
if [ "$mvn_status" -ne 0 ] && [ "$failed" -eq 0 ]; then
  echo "run.sh: maven failed (exit $mvn_status) outside the tests; see above" >&2
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$mvn_status" -eq 0 ]
