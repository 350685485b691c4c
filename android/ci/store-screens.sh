#!/usr/bin/env bash
# Copies the store listing's images, drawn by the app's tests into
# android/build/screens/ (ScreensTest and StoreArtTest, run by ci/check.sh),
# into fastlane's layout, which `fastlane supply` uploads to Google Play:
# fastlane/metadata/android/<locale>/images/
#   phoneScreenshots/      1080 x 1920 (9:16)
#   sevenInchScreenshots/  1200 x 1920
#   tenInchScreenshots/    2560 x 1600
#   icon.png               512 x 512
#   featureGraphic.png     1024 x 500
# the icon a 32-bit PNG as Play asks, the rest 24-bit (no alpha), in English,
# Bengali, Hindi and Nepali.
# StoreImagesTest (ci/src) checks them against Play's rules.
# Run after ci/check.sh when the screens have changed, and commit the result.
#
# With --check it copies nothing and says whether the committed images are
# still the renders (ListingMatchesRenders.java); ci/check.sh runs it after
# the tests, so a change to a listed screen fails until the listing is redrawn.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
android="$(cd "$here/.." && pwd)"
screens="$android/build/screens"
meta="$android/fastlane/metadata/android"

# Every listing image after the render it is: render, image, render, image, ...
pairs=()
put() { # <locale> <kind> <n> <screen>
  pairs+=("$screens/$4.png" "$meta/$1/images/$2/$3.png")
}

# The same six screens on every device, in every language: the game mid-run,
# the New game sheet, Home with the game saved, the result, the record of a
# player the app has rated, and a lesson of Learn.
for pair in en-US:light bn-BD:bn hi-IN:hi ne-NP:ne; do
  locale="${pair%%:*}" look="${pair##*:}"
  for device in phone:phoneScreenshots tablet7:sevenInchScreenshots tablet10:tenInchScreenshots; do
    kind="${device##*:}" variant="${device%%:*}-$look"
    put "$locale" "$kind" 1 "game-run-$variant"
    put "$locale" "$kind" 2 "new-game-$variant"
    put "$locale" "$kind" 3 "home-saved-$variant"
    put "$locale" "$kind" 4 "game-over-$variant"
    put "$locale" "$kind" 5 "record-$variant"
    put "$locale" "$kind" 6 "store-lesson-$variant"
  done
  language="${locale%%-*}"
  pairs+=("$screens/store-feature-graphic-$language.png" "$meta/$locale/images/featureGraphic.png")
  pairs+=("$screens/store-icon.png" "$meta/$locale/images/icon.png")
done

if [ "${1:-}" = --check ]; then
  exec java "$here/ListingMatchesRenders.java" "${pairs[@]}"
fi
rm -rf "$meta"/*/images
for ((i = 0; i < ${#pairs[@]}; i += 2)); do
  mkdir -p "$(dirname "${pairs[i + 1]}")"
  cp "${pairs[i]}" "${pairs[i + 1]}"
done
echo "store images in $meta"
