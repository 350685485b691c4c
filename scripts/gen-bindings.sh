#!/usr/bin/env bash
# Generates the UniFFI bindings into build/bindings/ (never committed).
#
#   scripts/gen-bindings.sh kotlin-jvm   # Kotlin for JVM tests (JNA, no Android classes)
#   scripts/gen-bindings.sh kotlin-android  # Kotlin with android = true
#   scripts/gen-bindings.sh swift        # Swift + C header + modulemap
#   scripts/gen-bindings.sh all
#
# Bindings are generated from the unstripped host debug library, whose metadata is
# the same on every platform. PROFILE=release uses target/release instead, and
# FEATURES=panic-probe builds the library with the test-only panic export.
set -euo pipefail
cd "$(dirname "$0")/.."

profile="${PROFILE:-debug}"
features="${FEATURES:-}"
build_args=(-p sholo-ffi)
[ "$profile" = release ] && build_args+=(--release)
[ -n "$features" ] && build_args+=(--features "$features")
cargo build -q "${build_args[@]}"
cargo build -q -p uniffi-bindgen

case "$(uname -s)" in
  Darwin) lib="target/$profile/libsholo_ffi.dylib" ;;
  *) lib="target/$profile/libsholo_ffi.so" ;;
esac
bindgen=target/debug/uniffi-bindgen
out=build/bindings

gen_kotlin_jvm() {
  rm -rf "$out/kotlin-jvm"
  "$bindgen" generate --library "$lib" --language kotlin --out-dir "$out/kotlin-jvm" --no-format
}
gen_kotlin_android() {
  rm -rf "$out/kotlin-android"
  "$bindgen" generate --library "$lib" --language kotlin --out-dir "$out/kotlin-android" \
    --no-format --config ffi/uniffi-android.toml
}
gen_swift() {
  rm -rf "$out/swift"
  "$bindgen" generate --library "$lib" --language swift --out-dir "$out/swift" --no-format
}

case "${1:-all}" in
  kotlin-jvm) gen_kotlin_jvm ;;
  kotlin-android) gen_kotlin_android ;;
  swift) gen_swift ;;
  all) gen_kotlin_jvm; gen_kotlin_android; gen_swift ;;
  *) echo "usage: $0 [kotlin-jvm|kotlin-android|swift|all]" >&2; exit 2 ;;
esac
echo "bindings in $out/ from $lib"
