#!/usr/bin/env bash
# Checks the iOS app's sources on a machine without a Swift compiler (Linux):
#
#   - installs the pinned Python tools (tree-sitter with a Swift grammar, PyYAML)
#     into build/ios-check-venv;
#   - generates the Swift bindings (scripts/gen-bindings.sh swift);
#   - syntax-checks every .swift file under ios/ and the generated SholoCore.swift;
#   - cross-checks every SholoCore name, label and enum case the Swift code uses
#     against the generated API (and proves the cross-check catches planted mistakes);
#   - checks the String Catalog: all four languages for every key, matching
#     placeholders, no key missing or unused;
#   - checks that no SwiftUI view has a private stored property (which would make
#     its memberwise init private and the view unbuildable from other files);
#   - checks project.yml, Package.swift, the CI workflow and the shell scripts;
#   - replays the scenarios of the SholoKit XCTest tests against the real core
#     through its Python bindings (the facts those tests assume).
#
# Ends with a `tests:` line (the replayed scenarios), a `checks:` line (syntax,
# names, strings, project files) and one line `N passed, N failed` summing both;
# exits non-zero if anything failed or check.py crashed.
# Nothing Swift is compiled here: that happens on a Mac (ios/README.md) and in
# .github/workflows/ios.yml.
set -euo pipefail
cd "$(dirname "$0")/../.."

venv="${IOS_CHECK_VENV:-build/ios-check-venv}"
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
"$venv/bin/pip" install --quiet --disable-pip-version-check -r ios/ci/requirements.txt

scripts/gen-bindings.sh swift >/dev/null

# Python bindings for the same host library, to replay the Swift tests' scenarios.
python_bindings=build/ios-check/python
rm -rf "$python_bindings"
case "$(uname -s)" in Darwin) lib=target/debug/libsholo_ffi.dylib ;; *) lib=target/debug/libsholo_ffi.so ;; esac
target/debug/uniffi-bindgen generate --library "$lib" --language python \
  --out-dir "$python_bindings" --no-format >/dev/null
cp "$lib" "$python_bindings/"

# check.py prints one PASS/FAIL line per item. Its "core fact:" items replay the
# XCTest scenarios against the real core: those are tests; everything else
# (syntax, API names, strings, project files, shell syntax) is a check.
log=build/ios-check/check.log
set +e
"$venv/bin/python" ios/ci/check.py . build/bindings/swift/SholoCore.swift "$python_bindings" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
read -r tests_passed tests_failed checks_passed checks_failed < <(awk '
  /^PASS core fact:/ { tp++; next }
  /^FAIL core fact:/ { tf++; next }
  /^PASS / { cp++; next }
  /^FAIL / { cf++; next }
  END { print tp + 0, tf + 0, cp + 0, cf + 0 }' "$log")
# A crash of check.py (an exception, a killed interpreter) is a failure too.
if [ "$status" -ne 0 ] && [ $((tests_failed + checks_failed)) -eq 0 ]; then
  echo "check.py exited $status"
  tests_failed=1
fi
# shellcheck source=scripts/counting.sh
source scripts/counting.sh
print_kinds "$tests_passed" "$tests_failed" "$checks_passed" "$checks_failed"
[ $((tests_failed + checks_failed)) -eq 0 ] && [ "$status" -eq 0 ]
