#!/usr/bin/env bash
# Builds the Rust core for iOS and lays out the local Swift package the app uses:
#
#   ios/SholoCore/SholoCoreFFI.xcframework          static libraries for devices
#                                                   (arm64) and the simulator (arm64 +
#                                                   x86_64, merged with lipo), with the
#                                                   C header and module map
#   ios/SholoCore/Sources/SholoCore/SholoCore.swift  UniFFI's Swift bindings
#
# Neither is committed. macOS with Xcode only (xcodebuild, lipo and Apple's SDKs):
#
#   rustup target add aarch64-apple-ios aarch64-apple-ios-sim x86_64-apple-ios
#   ios/scripts/build-ios.sh            # PROFILE=release for a release build
#
# The libraries are built with the `mobile` profile (size-optimised, LTO) and the
# `oslog` feature, so the core's log lines reach Console.app.
set -euo pipefail
cd "$(dirname "$0")/../.."

if [ "$(uname -s)" != Darwin ]; then
  echo "build-ios.sh needs macOS with Xcode (xcodebuild, lipo, the iOS SDKs)." >&2
  exit 1
fi

profile="${PROFILE:-mobile}"
device=aarch64-apple-ios
simulators=(aarch64-apple-ios-sim x86_64-apple-ios)
# The oldest Rust that builds the workspace (its edition and dependencies).
rust_min=1.88

# Everything this needs, checked before anything is built, each with what to install.
if ! xcrun --find xcodebuild >/dev/null 2>&1; then
  echo "xcodebuild is missing: install Xcode from the App Store, then run" >&2
  echo "  sudo xcode-select -s /Applications/Xcode.app" >&2
  exit 1
fi
# Older Xcode still builds and runs the app; only the store refuses its builds.
xcode_version=$(xcodebuild -version 2>/dev/null | awk 'NR == 1 { print $2 }')
if [ "${xcode_version%%.*}" -lt 26 ] 2>/dev/null; then
  echo "warning: Xcode $xcode_version: App Store Connect takes only builds made with Xcode 26 or later." >&2
fi
if ! command -v rustc >/dev/null || ! command -v rustup >/dev/null; then
  echo "Rust is missing: install it with rustup (https://rustup.rs)." >&2
  exit 1
fi
rust_version=$(rustc --version | awk '{ print $2 }')
if [ "$(printf '%s\n%s\n' "$rust_min" "$rust_version" | sort -V | head -n 1)" != "$rust_min" ]; then
  echo "Rust $rust_version is too old: $rust_min or later is needed. Run: rustup update stable" >&2
  exit 1
fi
installed=$(rustup target list --installed)
missing=()
for target in "$device" "${simulators[@]}"; do
  grep -qx "$target" <<<"$installed" || missing+=("$target")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Rust targets missing: ${missing[*]}. Run:" >&2
  echo "  rustup target add ${missing[*]}" >&2
  exit 1
fi
lib=libsholo_ffi.a
package=ios/SholoCore
staging=target/ios
# The objects must not ask for a newer iOS than the app supports.
export IPHONEOS_DEPLOYMENT_TARGET=16.0

for target in "$device" "${simulators[@]}"; do
  echo "==> cargo build $target ($profile)"
  cargo build -p sholo-ffi --profile "$profile" --features oslog --target "$target"
done

rm -rf "$staging"
mkdir -p "$staging/simulator" "$staging/bindings" "$staging/headers"

echo "==> lipo: one simulator library for arm64 and x86_64"
lipo -create \
  "target/${simulators[0]}/$profile/$lib" \
  "target/${simulators[1]}/$profile/$lib" \
  -output "$staging/simulator/$lib"

# The bindings come from the unstripped host build: the API metadata is the same
# on every platform, and the mobile profile strips the symbols the generator reads.
echo "==> Swift bindings, header and module map"
cargo build -q -p sholo-ffi
cargo run -q -p uniffi-bindgen --bin uniffi-bindgen-swift -- \
  --swift-sources --headers --modulemap \
  --module-name SholoCoreFFI --modulemap-filename module.modulemap \
  target/debug/libsholo_ffi.dylib "$staging/bindings"
# At the top of Headers/, where every Xcode version (explicit modules included)
# finds the module map. The app links no other XCFramework with a module map, so
# nothing else claims include/module.modulemap.
cp "$staging/bindings/SholoCoreFFI.h" "$staging/bindings/module.modulemap" "$staging/headers/"

echo "==> $package/SholoCoreFFI.xcframework"
rm -rf "$package/SholoCoreFFI.xcframework"
xcodebuild -create-xcframework \
  -library "target/$device/$profile/$lib" -headers "$staging/headers" \
  -library "$staging/simulator/$lib" -headers "$staging/headers" \
  -output "$package/SholoCoreFFI.xcframework"

mkdir -p "$package/Sources/SholoCore"
cp "$staging/bindings/SholoCore.swift" "$package/Sources/SholoCore/SholoCore.swift"

echo "Done. Next: cd ios && xcodegen generate && open SholoGuti.xcodeproj"
