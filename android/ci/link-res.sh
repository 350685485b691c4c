#!/usr/bin/env bash
# Links the app's resources with aapt2, as the Android build does: a resource
# APK (what Robolectric loads the app's layouts, strings and themes from), the
# real R class, and the merged manifest (the Gradle build supplies the package
# and SDK levels from app/build.gradle.kts; here they are written in).
#
#   ci/link-res.sh <output dir>
#
# Writes <out>/app-res.apk, <out>/AndroidManifest.xml, <out>/r/app/shologuti/R.java,
# <out>/generated-res/xml/_generated_res_locale_config.xml and
# <out>/robolectric/com/android/tools/test_config.properties.
#
# Links against the framework of API 34, Robolectric's android-all jar (it
# holds the framework's resources.arsc; fetched with Maven when missing), so
# the manifest's newer attributes (dataExtractionRules, localeConfig) resolve.
# Like AGP's generateLocaleConfig, it writes the locale config from the
# values-<language> folders and res/resources.properties (unqualifiedResLocale)
# and names it in the manifest. Needs aapt2 (Debian: aapt).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
app="$here/../app"
out="$1"
res="$app/src/main/res"
gradle="$app/build.gradle.kts"

android_all_version=$(sed -nE 's:.*<android.all.version>(.*)</android.all.version>.*:\1:p' "$here/pom.xml")
framework="$here/target/robolectric-deps/android-all-$android_all_version.jar"
[ -f "$framework" ] || mvn -q -B -f "$here/pom.xml" dependency:copy \
  -Dartifact="org.robolectric:android-all:$android_all_version" -DoutputDirectory="$(dirname "$framework")" >/dev/null

# minSdk is written once, as `val minSdkLevel = N`; targetSdk in defaultConfig.
min_sdk=$(sed -nE 's/^val minSdkLevel = ([0-9]+).*/\1/p' "$gradle")
target_sdk=$(sed -nE 's/^\s*targetSdk = ([0-9]+).*/\1/p' "$gradle")
[ -n "$min_sdk" ] && [ -n "$target_sdk" ] || { echo "link-res: minSdkLevel or targetSdk not found in $gradle"; exit 1; }

rm -rf "$out"
mkdir -p "$out/compiled" "$out/r" "$out/robolectric/com/android/tools" "$out/generated-res/xml"

# The locale config: the default language, then every values-<language> folder.
default_locale=$(sed -nE 's/^unqualifiedResLocale=(.*)$/\1/p' "$res/resources.properties")
[ -n "$default_locale" ] || { echo "link-res: res/resources.properties names no unqualifiedResLocale"; exit 1; }
{
  echo '<?xml version="1.0" encoding="utf-8"?>'
  echo '<locale-config xmlns:android="http://schemas.android.com/apk/res/android">'
  echo "    <locale android:name=\"$default_locale\"/>"
  for dir in "$res"/values-*; do
    qualifier=$(basename "$dir" | cut -d- -f2)
    # A language qualifier is two or three lower-case letters (night, sw600dp, v27 are not).
    [[ "$qualifier" =~ ^[a-z]{2,3}$ ]] && echo "    <locale android:name=\"$qualifier\"/>"
  done
  echo '</locale-config>'
} > "$out/generated-res/xml/_generated_res_locale_config.xml"

sed -e "s|<manifest |<manifest package=\"app.shologuti\" |" \
    -e "s|\(<manifest [^>]*>\)|\1\n    <uses-sdk android:minSdkVersion=\"$min_sdk\" android:targetSdkVersion=\"$target_sdk\" />|" \
    -e "s|<application|<application android:localeConfig=\"@xml/_generated_res_locale_config\"|" \
    "$app/src/main/AndroidManifest.xml" > "$out/AndroidManifest.xml"

aapt2 compile --dir "$res" -o "$out/compiled/res.zip"
aapt2 compile --dir "$out/generated-res" -o "$out/compiled/generated.zip"
# aapt2 2.19 does not know a newer chunk of the API 34 table and says so; the link is sound.
aapt2 link -I "$framework" --manifest "$out/AndroidManifest.xml" \
  --java "$out/r" --auto-add-overlay \
  -o "$out/app-res.apk" "$out/compiled/res.zip" "$out/compiled/generated.zip" 2> >(grep -v "Unknown chunk type" >&2)

cat > "$out/robolectric/com/android/tools/test_config.properties" <<PROPS
android_merged_manifest=$out/AndroidManifest.xml
android_resource_apk=$out/app-res.apk
android_custom_package=app.shologuti
PROPS
