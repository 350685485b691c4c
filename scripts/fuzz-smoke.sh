#!/usr/bin/env bash
# A short fuzz run for CI: each target of fuzz/ runs for FUZZ_SECONDS (8 by
# default) starting from its committed corpus, fuzz/seeds/<target>/ (copied, so
# the inputs libFuzzer finds stay out of the repository). Installs the nightly
# toolchain and cargo-fuzz when they are missing. A crash, a panic, a timeout or
# a build failure fails the run, and the crashing input is printed (as text and
# base64) with the command that reproduces it.
#
# Ends with `tests:`/`checks:` lines and `N passed, N failed`: one test per target.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 1
# shellcheck source=scripts/counting.sh
source scripts/counting.sh

seconds=${FUZZ_SECONDS:-8}
passed=0
failed=0

if ! rustup run nightly rustc --version >/dev/null 2>&1; then
  echo "==> rustup toolchain install nightly"
  rustup toolchain install nightly --profile minimal || { print_kinds 0 1 0 0; exit 1; }
fi
if ! cargo fuzz --version >/dev/null 2>&1; then
  echo "==> cargo install cargo-fuzz"
  cargo install --locked cargo-fuzz || { print_kinds 0 1 0 0; exit 1; }
fi

# Without sanitizers: the core forbids unsafe code, so AddressSanitizer would
# find nothing the Rust checks miss. The dev profile builds in about half the
# time of release (72 s against 125 s here) and checks overflow; it runs fewer
# inputs (thousands a second, not a hundred thousand), enough for a smoke test.
build=(--sanitizer none --dev)
echo "==> cargo fuzz build ($(cargo fuzz --version))"
if ! (cd fuzz && cargo +nightly fuzz build "${build[@]}"); then
  echo "FAIL the fuzz targets do not build"
  print_kinds 0 1 0 0
  exit 1
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mapfile -t targets < <(cd fuzz && cargo +nightly fuzz list)
for target in "${targets[@]}"; do
  corpus=$work/corpus/$target
  artifacts=$work/artifacts/$target/
  mkdir -p "$corpus" "$artifacts"
  if [ -d "fuzz/seeds/$target" ]; then cp "fuzz/seeds/$target"/* "$corpus/"; fi
  log=$work/$target.log
  (cd fuzz && cargo +nightly fuzz run "${build[@]}" "$target" "$corpus" -- \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -artifact_prefix="$artifacts" -print_final_stats=1) >"$log" 2>&1
  status=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n1)
  if [ "$status" -eq 0 ]; then
    passed=$((passed + 1))
    echo "PASS fuzz $target: ${runs:-?} inputs in ${seconds}s, no crash"
  else
    failed=$((failed + 1))
    echo "FAIL fuzz $target (exit $status)"
    grep -E "panicked at|ERROR: libFuzzer|SUMMARY" "$log" | head -n 10 | sed 's/^/     /'
    for input in "$artifacts"*; do
      [ -f "$input" ] || continue
      echo "     crashing input ${input##*/} ($(wc -c <"$input") bytes), as text:"
      head -c 2000 "$input" | cat -v | sed 's/^/       /'
      echo
      echo "     base64: $(head -c 4000 "$input" | base64 -w0)"
      echo "     reproduce: echo <base64> | base64 -d >crash; (cd fuzz && cargo +nightly fuzz run ${build[*]} $target ../crash)"
    done
    if ! compgen -G "$artifacts*" >/dev/null; then
      tail -n 30 "$log" | sed 's/^/     /'
    fi
  fi
done

print_kinds "$passed" "$failed" 0 0
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
