#!/usr/bin/env bash
# Links the app's resources with aapt2, as the Android build does: a resource
# APK (what Robolectric loads the app's layouts, strings and themes from), the
# real R class, and the merged manifest (the Gradle build supplies the package
# and SDK levels from app/build.gradle.kts; here they are written in).
#
#   ci/link-res.sh <output dir>
#
# Writes <out>/app-res.apk, <out>/AndroidManifest.xml (and -api29.xml, aapt2's copy), <out>/r/app/shologuti/R.java
# and <out>/robolectric/com/android/tools/test_config.properties.
# Needs aapt2 and the framework's resources (Debian: aapt android-framework-res).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
app="$here/../app"
out="$1"
framework=/usr/share/android-framework-res/framework-res.apk
gradle="$app/build.gradle.kts"

setting() { grep -m1 -E "^\s*$1\s*=" "$gradle" | sed -E 's/.*=\s*"?([^"]*)"?\s*$/\1/'; }
min_sdk=$(setting minSdk)
target_sdk=$(setting targetSdk)

rm -rf "$out"
mkdir -p "$out/compiled" "$out/r" "$out/robolectric/com/android/tools"
sed -e "s|<manifest |<manifest package=\"app.shologuti\" |" \
    -e "s|\(<manifest [^>]*>\)|\1\n    <uses-sdk android:minSdkVersion=\"$min_sdk\" android:targetSdkVersion=\"$target_sdk\" />|" \
    "$app/src/main/AndroidManifest.xml" > "$out/AndroidManifest.xml"
# aapt2 links against the API 29 framework here, which does not know the
# attributes of later Android versions: its copy leaves them out (the Gradle
# build, against API 36, keeps them; Robolectric reads the whole manifest).
newer_attributes='enableOnBackInvokedCallback'
sed -E -e "/^[[:space:]]*android:($newer_attributes)=\"[^\"]*\"[[:space:]]*$/d" \
    -e "s/[[:space:]]*android:($newer_attributes)=\"[^\"]*\"//" \
    "$out/AndroidManifest.xml" > "$out/AndroidManifest-api29.xml"

aapt2 compile --dir "$app/src/main/res" -o "$out/compiled/res.zip"
aapt2 link -I "$framework" --manifest "$out/AndroidManifest-api29.xml" \
  --java "$out/r" --auto-add-overlay \
  -o "$out/app-res.apk" "$out/compiled/res.zip"

cat > "$out/robolectric/com/android/tools/test_config.properties" <<PROPS
android_merged_manifest=$out/AndroidManifest.xml
android_resource_apk=$out/app-res.apk
android_custom_package=app.shologuti
PROPS
