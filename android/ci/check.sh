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
# Expects `cargo build -p sholo-ffi` and `scripts/gen-bindings.sh kotlin-jvm` to
# have run (it runs the latter itself when the library or the generator is
# missing), and generates its own copy of the bindings from that library. Needs
# Java 17, Maven (Maven Central for the first run) and, from Debian, aapt,
# android-framework-res, zipalign, apksigner and dexdump (installed when
# missing and allowed). Ends with one line: `N passed, N failed`, where the
# compile check and the APK each count as one test.
set -uo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"

case "$(uname -s)" in
  Darwin) lib="$root/target/debug/libsholo_ffi.dylib" ;;
  *) lib="$root/target/debug/libsholo_ffi.so" ;;
esac
bindgen="$root/target/debug/uniffi-bindgen"
if [ ! -f "$lib" ] || [ ! -x "$bindgen" ]; then
  "$root/scripts/gen-bindings.sh" kotlin-jvm || { echo "0 passed, 1 failed"; exit 1; }
fi

# Bindings from the very library the tests load: target/debug is shared, and a
# build with other features (panic-probe) may have replaced it since the last
# scripts/gen-bindings.sh. JVM bindings also serve the app (see app/build.gradle.kts).
bindings="$here/target/generated-sources/uniffi"
rm -rf "$bindings"
"$bindgen" generate --library "$lib" --language kotlin --out-dir "$bindings" --no-format >/dev/null \
  || { echo "0 passed, 1 failed"; exit 1; }

if ! command -v aapt2 >/dev/null || [ ! -f /usr/share/android-framework-res/framework-res.apk ]; then
  # A fresh Debian machine (CI) lacks them; nothing else here needs root.
  { apt-get update -qq && apt-get install -y -qq aapt android-framework-res zipalign apksigner dexdump; } >/dev/null 2>&1 || true
fi
# No classes of deleted sources may linger into the tests or the APK.
rm -rf "$here/target/surefire-reports" "$here/target/classes" "$here/target/test-classes"
"$here/link-res.sh" "$here/target/linked" || { echo "aapt2 could not link the resources"; echo "0 passed, 1 failed"; exit 1; }

# Maven here prints colour resets even in batch mode; keep the log (and the
# closing line) plain.
plain() { sed 's/\x1b\[[0-9;]*m//g'; }

compile_failed=0
mvn -q -B -Dstyle.color=never -f "$here/pom.xml" test-compile 2>&1 | plain || compile_failed=1

passed=0
failed=0
if [ "$compile_failed" = 1 ]; then
  echo "compile check: FAILED (see the errors above)"
  failed=1
else
  echo "compile check: every app source compiles against android-all"
  passed=1
  # Robolectric needs androidx.test:monitor, which comes only as an AAR.
  (cd "$here/target/aar" && unzip -o -q monitor.aar classes.jar)
  mvn -q -B -Dstyle.color=never -f "$here/pom.xml" surefire:test -Dmaven.test.failure.ignore=true 2>&1 | plain
  for report in "$here"/target/surefire-reports/TEST-*.xml; do
    [ -f "$report" ] || continue
    # The <testsuite> element's attributes: tests, failures, errors, skipped.
    head=$(grep -m1 -o '<testsuite [^>]*>' "$report")
    attr() { echo "$head" | grep -o " $1=\"[0-9]*\"" | grep -o '[0-9]*'; }
    tests=$(attr tests); failures=$(attr failures); errors=$(attr errors); skipped=$(attr skipped)
    passed=$((passed + tests - failures - errors - skipped))
    failed=$((failed + failures + errors))
  done
  [ "$passed" -gt 1 ] || { echo "no test reports were written"; failed=$((failed + 1)); }

  # 3. The APK from these classes and resources (aapt2, D8, R8, zipalign, apksigner), counted as one test.
  if "$here/apk.sh" 2>&1 | plain; then passed=$((passed + 1)); else echo "apk: FAILED"; failed=$((failed + 1)); fi
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
