#!/usr/bin/env bash
# Assembles the app's APK on a machine without the Android SDK, to prove the
# resources, the manifest and the shrinking are sound: aapt2 links the
# resources (link-res.sh), D8 and R8 turn the compiled classes (ci/pom.xml's
# target/classes: the app, R and the UniFFI bindings) with Kotlin's and JNA's
# into dex, then zipalign and apksigner (a throwaway key). Without the Rust
# .so (no NDK here): it is not an APK to install, the Gradle build makes that.
#
# Checks that R8 with app/proguard-rules.pro keeps JNA's @Structure.FieldOrder
# annotations on the bindings (dexdump), which JNA reads at run time.
#
#   ci/apk.sh       (after check.sh has compiled the app)
# Prints the APK's size; exits non-zero on any failure.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
target="$here/target"
out="$target/apk"
m2="${HOME}/.m2/repository"
r8_version=8.13.19
rm -rf "$out"
mkdir -p "$out/d8" "$out/r8"

[ -d "$target/classes/app/shologuti" ] || { echo "apk: compile the app first (ci/check.sh)"; exit 1; }
[ -f "$target/linked/app-res.apk" ] || "$here/link-res.sh" "$target/linked"

r8="$m2/com/android/tools/r8/$r8_version/r8-$r8_version.jar"
[ -f "$r8" ] || mvn -q -B dependency:copy -Dartifact="com.android.tools:r8:$r8_version" -DoutputDirectory="$(dirname "$r8")" >/dev/null
kotlin=$(find "$m2/org/jetbrains/kotlin/kotlin-stdlib" -name 'kotlin-stdlib-2*.jar' ! -name '*sources*' | sort | tail -1)
jna=$(find "$m2/net/java/dev/jna/jna" -name 'jna-5*.jar' ! -name '*sources*' | sort | tail -1)
# The framework the app is compiled against (pom.xml's android.all.version;
# the older android-all beside it is only for the tests of older phones).
android_all_version=$(sed -nE 's|.*<android.all.version>(.*)</android.all.version>.*|\1|p' "$here/pom.xml")
android="$target/robolectric-deps/android-all-$android_all_version.jar"
# The app's minSdk, written once in app/build.gradle.kts.
min_sdk=$(sed -nE 's/^val minSdkLevel = ([0-9]+).*/\1/p' "$here/../app/build.gradle.kts")
# android-all holds the framework but not java.*: the JDK supplies those.
jdk="$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")"

# The keep rules Gradle would add: aapt2's for the manifest's classes and the layouts' views.
aapt2 link -I "$android" --manifest "$target/linked/AndroidManifest.xml" --auto-add-overlay \
  --proguard "$out/aapt-rules.pro" -o "$out/throwaway.apk" "$target/linked/compiled/res.zip" \
  "$target/linked/compiled/generated.zip" 2> >(grep -v "Unknown chunk type" >&2)

# D8 and R8 take jars, not class directories.
(cd "$target/classes" && zip -q -r -X "$out/app-classes.jar" . -i '*.class')
inputs=("$out/app-classes.jar" "$kotlin" "$jna")
# Their chatter (R8 8.13 reads Kotlin metadata only up to 2.3, and says so
# for every class) goes to logs; only errors are shown.
java -cp "$r8" com.android.tools.r8.D8 --release --min-api "$min_sdk" --lib "$android" --lib "$jdk" --output "$out/d8" \
  "${inputs[@]}" > "$out/d8.log" 2>&1 || { grep -i error "$out/d8.log" | head; echo "apk: D8 failed"; exit 1; }
java -cp "$r8" com.android.tools.r8.R8 --release --min-api "$min_sdk" --lib "$android" --lib "$jdk" --output "$out/r8" \
  --pg-conf "$here/../app/proguard-rules.pro" --pg-conf "$out/aapt-rules.pro" --pg-conf "$here/r8-extra.pro" \
  "${inputs[@]}" > "$out/r8.log" 2>&1 || { grep -i error "$out/r8.log" | head; echo "apk: R8 failed"; exit 1; }
[ -f "$out/r8/classes.dex" ] || { echo "apk: R8 wrote no dex"; exit 1; }

# Each @Structure.FieldOrder annotation on a bindings' structure, as dexdump lists it.
orders() { dexdump -a "$1"/classes*.dex 2>/dev/null | grep -c 'VISIBILITY_RUNTIME Lcom/sun/jna/Structure\$FieldOrder;' || true; }
after_d8=$(orders "$out/d8")
after_r8=$(orders "$out/r8")
echo "apk: @Structure.FieldOrder references in the dex: $after_d8 after D8, $after_r8 after R8"
if [ "$after_r8" -lt "$after_d8" ] || [ "$after_r8" -eq 0 ]; then
  echo "apk: R8 stripped JNA's @Structure.FieldOrder annotations"
  exit 1
fi

cp "$target/linked/app-res.apk" "$out/unaligned.apk"
(cd "$out/r8" && zip -q -X "$out/unaligned.apk" classes*.dex)
zipalign -f -p 4 "$out/unaligned.apk" "$out/aligned.apk"
[ -f "$out/key.jks" ] || keytool -genkeypair -keystore "$out/key.jks" -storepass throwaway -keypass throwaway \
  -alias check -keyalg RSA -keysize 2048 -validity 1 -dname "CN=Sholo Guti check" >/dev/null 2>&1
apksigner sign --ks "$out/key.jks" --ks-pass pass:throwaway --key-pass pass:throwaway --out "$out/sholo-guti.apk" "$out/aligned.apk"
apksigner verify "$out/sholo-guti.apk"
zipalign -c -p 4 "$out/sholo-guti.apk"
echo "apk: $out/sholo-guti.apk, $(stat -c %s "$out/sholo-guti.apk") bytes (dex $(stat -c %s "$out/r8/classes.dex") bytes, no .so), verified"
