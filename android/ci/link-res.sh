#!/usr/bin/env bash
# Links the app's resources with aapt2, as the Android build does: a resource
# APK (what Robolectric loads the app's layouts, strings and themes from), the
# real R class, and the merged manifest (the Gradle build supplies the package
# and SDK levels from app/build.gradle.kts; here they are written in).
#
#   ci/link-res.sh <output dir>
#
# Writes <out>/app-res.apk, <out>/AndroidManifest.xml, <out>/r/app/shologuti/R.java
# and <out>/robolectric/com/android/tools/test_config.properties.
# Needs aapt2 and the framework's resources (Debian: aapt android-framework-res).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
app="$here/../app"
out="$1"
framework=/usr/share/android-framework-res/framework-res.apk
gradle="$app/build.gradle.kts"

# minSdk is written once, as `val minSdkLevel = N`; targetSdk in defaultConfig.
min_sdk=$(sed -nE 's/^val minSdkLevel = ([0-9]+).*/\1/p' "$gradle")
target_sdk=$(sed -nE 's/^\s*targetSdk = ([0-9]+).*/\1/p' "$gradle")
[ -n "$min_sdk" ] && [ -n "$target_sdk" ] || { echo "link-res: minSdkLevel or targetSdk not found in $gradle"; exit 1; }

rm -rf "$out"
mkdir -p "$out/compiled" "$out/r" "$out/robolectric/com/android/tools"
sed -e "s|<manifest |<manifest package=\"app.shologuti\" |" \
    -e "s|\(<manifest [^>]*>\)|\1\n    <uses-sdk android:minSdkVersion=\"$min_sdk\" android:targetSdkVersion=\"$target_sdk\" />|" \
    "$app/src/main/AndroidManifest.xml" > "$out/AndroidManifest.xml"

aapt2 compile --dir "$app/src/main/res" -o "$out/compiled/res.zip"
aapt2 link -I "$framework" --manifest "$out/AndroidManifest.xml" \
  --java "$out/r" --auto-add-overlay \
  -o "$out/app-res.apk" "$out/compiled/res.zip"

cat > "$out/robolectric/com/android/tools/test_config.properties" <<PROPS
android_merged_manifest=$out/AndroidManifest.xml
android_resource_apk=$out/app-res.apk
android_custom_package=app.shologuti
PROPS
