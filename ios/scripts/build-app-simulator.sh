#!/usr/bin/env bash
# Builds the app for the iOS Simulator with no signing identity, no team and no
# device: what CI runs and what a fresh Mac can run first.
#
#   ios/scripts/build-ios.sh && (cd ios && xcodegen generate)
#   ios/scripts/build-app-simulator.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d SholoGuti.xcodeproj ]; then
  echo "ios/SholoGuti.xcodeproj is missing: run 'cd ios && xcodegen generate' (XcodeGen 2.39 or later)." >&2
  exit 1
fi
set -o pipefail
xcodebuild build -project SholoGuti.xcodeproj -scheme SholoGuti \
  -destination 'generic/platform=iOS Simulator' CODE_SIGNING_ALLOWED=NO
