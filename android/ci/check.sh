#!/usr/bin/env bash
# The Android app's checks on a machine without the Android SDK.
#
#   1. Compile check: every Kotlin source of the app, with the generated UniFFI
#      bindings and the R class aapt2 writes from app/src/main/res
#      (link-res.sh), is compiled against Robolectric's android-all jar (API 34)
#      with warnings as errors.
#   2. Tests: the plain-Kotlin logic (JUnit 5) against the host build of the
#      Rust library through JNA; the resources (every language has every
#      string, placeholders agree, the manifest names real classes); and the
#      real app under Robolectric (JUnit 4): its screens played by taps, and
#      every screen drawn by the framework into android/build/screens/.
#   3. The APK (ci/apk.sh): aapt2, D8 and R8 with the project's keep rules,
#      zipalign, apksigner verify, and JNA's @Structure.FieldOrder kept by R8.
#
# Builds the library and the generator (`scripts/gen-bindings.sh kotlin-jvm`),
# and generates its own copy of the bindings from that library. Needs
# Java 17, Maven (Maven Central for the first run) and, from Debian, aapt,
# zipalign, apksigner and dexdump (installed when missing and allowed); aapt2
# links against the framework of Robolectric's android-all jar (API 34). Ends
# with a `tests:` line (the JVM and Robolectric tests), a `checks:` line (the
# compile check, the APK, the Play listing's images against the renders, the
# app strings against their source (scripts/app_strings.py --check), and
# the resource and import lint of ci/src) and one line `N passed, N failed`
# summing both. Each
# test class runs in a JVM of its own; a class whose JVM dies (an abort through
# JNA) or a failed Maven run counts as a failure.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

case "$(uname -s)" in
  Darwin) lib="$root/target/debug/libsholo_ffi.dylib" ;;
  *) lib="$root/target/debug/libsholo_ffi.so" ;;
esac
bindgen="$root/target/debug/uniffi-bindgen"
# Always (re)built: a library left from before a Rust change would test old code;
# cargo makes this a no-op when nothing changed.
"$root/scripts/gen-bindings.sh" kotlin-jvm || { echo "0 passed, 1 failed"; exit 1; }

# Bindings from the very library the tests load: target/debug is shared, and a
# build with other features (panic-probe) may have replaced it since the last
# scripts/gen-bindings.sh. JVM bindings also serve the app (see app/build.gradle.kts).
bindings="$here/target/generated-sources/uniffi"
rm -rf "$bindings"
"$bindgen" generate --library "$lib" --language kotlin --out-dir "$bindings" --no-format >/dev/null \
  || { echo "0 passed, 1 failed"; exit 1; }

if ! command -v aapt2 >/dev/null || ! command -v apksigner >/dev/null; then
  # A fresh Debian machine (CI) lacks them; nothing else here needs root.
  { apt-get update -qq && apt-get install -y -qq aapt zipalign apksigner dexdump; } >/dev/null 2>&1 || true
fi
# No classes of deleted sources may linger into the tests or the APK.
rm -rf "$here/target/surefire-reports" "$here/target/classes" "$here/target/test-classes"
"$here/link-res.sh" "$here/target/linked" || { echo "aapt2 could not link the resources"; echo "0 passed, 1 failed"; exit 1; }

# Maven here prints colour resets even in batch mode; keep the log (and the
# closing line) plain.
plain() { sed 's/\x1b\[[0-9;]*m//g'; }

# shellcheck source=scripts/counting.sh
source "$root/scripts/counting.sh"
# Checks, not tests: the CI-only resource lint and the no-Android-imports lint.
check_classes='^app\.shologuti\.ci\.(ResourcesTest|LearnStringsTest|PlainKotlinTest)$'

compile_log="$here/target/mvn-compile.log"
mkdir -p "$here/target"
mvn -q -B -Dstyle.color=never -f "$here/pom.xml" test-compile 2>&1 | plain | tee "$compile_log"
compile_status=${PIPESTATUS[0]}

if [ "$compile_status" -ne 0 ]; then
  echo "compile check: FAILED (see the errors above); the tests were not run"
  print_kinds 0 1 0 1
  exit 1
fi
echo "compile check: every app source compiles against android-all"

# Robolectric needs androidx.test:monitor, which comes only as an AAR.
(cd "$here/target/aar" && unzip -o -q monitor.aar classes.jar)
# Each test class in a JVM of its own, so a crash (an abort through JNA,
# System.exit) loses only its class; surefire's exit status is kept, and every
# class it lists as crashed counts as a failure.
test_log="$here/target/mvn-test.log"
mvn -q -B -Dstyle.color=never -f "$here/pom.xml" surefire:test -DforkCount=1 -DreuseForks=false 2>&1 \
  | plain | tee "$test_log"
test_status=${PIPESTATUS[0]}
count_surefire "$here/target/surefire-reports" "$test_log" "$test_status" "$check_classes"
if [ $((TESTS_PASSED + TESTS_FAILED + CHECKS_PASSED + CHECKS_FAILED)) -eq 0 ]; then
  echo "no test reports were written"
  TESTS_FAILED=$((TESTS_FAILED + 1))
fi
for class in "${CRASHED[@]}"; do
  echo "crashed (the JVM died in it; counted as a failure): $class"
done
[ "$SKIPPED" -eq 0 ] || echo "($SKIPPED skipped)"
[ "$test_status" -eq 0 ] || echo "surefire exited $test_status"

# The compile check is one check, the APK (aapt2, D8, R8, zipalign, apksigner) another,
# and the Play listing's images still being what the tests just drew a third.
checks_passed=$((CHECKS_PASSED + 1))
checks_failed=$CHECKS_FAILED
if "$here/store-screens.sh" --check; then
  checks_passed=$((checks_passed + 1))
else
  echo "store listing: FAILED"
  checks_failed=$((checks_failed + 1))
fi
# The app's words: strings.xml in every language as scripts/app_strings.py makes
# them from strings/app.*.tsv (the same source writes the iOS String Catalog).
if python3 "$root/scripts/app_strings.py" --check; then
  checks_passed=$((checks_passed + 1))
else
  echo "app strings: FAILED"
  checks_failed=$((checks_failed + 1))
fi
if "$here/apk.sh" 2>&1 | plain; then
  checks_passed=$((checks_passed + 1))
else
  echo "apk: FAILED"
  checks_failed=$((checks_failed + 1))
fi

print_kinds "$TESTS_PASSED" "$TESTS_FAILED" "$checks_passed" "$checks_failed"
[ $((TESTS_FAILED + checks_failed)) -eq 0 ] && [ "$test_status" -eq 0 ]
