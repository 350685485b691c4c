#!/usr/bin/env bash
# Copies the screenshots ScreensTest drew (android/build/screens/, made by
# ci/check.sh) into the store listing's fastlane/F-Droid layout:
# fastlane/metadata/android/<locale>/images/{phoneScreenshots,tenInchScreenshots}/.
# Run after ci/check.sh when the screens have changed, and commit the result.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
screens="$here/../build/screens"
meta="$here/../fastlane/metadata/android"

put() { # <locale> <kind> <n> <screen>
  local dir="$meta/$1/images/$2"
  mkdir -p "$dir"
  cp "$screens/$4.png" "$dir/$3.png"
}

rm -rf "$meta"/*/images
put en-US phoneScreenshots 1 game-run-phone-light
put en-US phoneScreenshots 2 home-saved-phone-light
put en-US phoneScreenshots 3 new-game-phone-light
put en-US phoneScreenshots 4 game-picked-phone-dark
put en-US phoneScreenshots 5 game-over-phone-light
put en-US tenInchScreenshots 1 game-run-tablet-landscape
put en-US tenInchScreenshots 2 home-new-tablet-landscape
for pair in bn-BD:bn hi-IN:hi ne-NP:ne; do
  put "${pair%%:*}" phoneScreenshots 1 "game-run-phone-${pair##*:}"
  put "${pair%%:*}" phoneScreenshots 2 "game-picked-phone-${pair##*:}"
done
echo "store screenshots in $meta"
