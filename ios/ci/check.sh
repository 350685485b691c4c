#!/usr/bin/env bash
# Checks the iOS app's sources on a machine without a Swift compiler (Linux):
#
#   - installs the pinned Python tools (tree-sitter with a Swift grammar, PyYAML)
#     into build/ios-check-venv;
#   - generates the Swift bindings (scripts/gen-bindings.sh swift);
#   - syntax-checks every .swift file under ios/ and the generated SholoCore.swift;
#   - cross-checks every SholoCore name, label and enum case the Swift code uses
#     against the generated API, and that every call to a throwing binding has
#     `try` (and proves the cross-check catches planted mistakes);
#   - refuses SwiftUI/UIKit API newer than iOS 16.0 (a short list, ci/newer_apis.py);
#   - checks the String Catalog: all four languages for every key, matching
#     placeholders, no key missing or unused, the lesson and puzzle texts as
#     core/src/learn/texts.*.tsv has them (ci/learn_strings.py);
#   - checks that no SwiftUI view has a private stored property (which would make
#     its memberwise init private and the view unbuildable from other files);
#   - checks project.yml, Package.swift, the privacy manifest, the CI workflow and
#     the shell scripts;
#   - checks what once kept the app from its first green Mac run
#     (ci/mac_readiness.py: Swift 6 mode, the catalog not rewritten, a clear
#     error without the XCFramework, the unsigned simulator build, every Rust
#     target, independent test and app jobs with pinned tools, one dragStart
#     per touch, queued hops cleared, the table's refusal feedback, SholoKit
#     imported where its extensions are used, every screen reachable from
#     Home), each also proved on a copy with the mistake planted.
#
# Every item is a check (the code is well formed), none a behaviour test: the
# XCTest tests run on a Mac. Ends with a `tests:` line (0 here), a `checks:`
# line and one line `N passed, N failed`; exits non-zero if anything failed or
# check.py crashed.
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

# check.py prints one PASS/FAIL line per item; all of them are checks.
mkdir -p build/ios-check
log=build/ios-check/check.log
set +e
"$venv/bin/python" ios/ci/check.py . build/bindings/swift/SholoCore.swift 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
read -r checks_passed checks_failed < <(awk '
  /^PASS / { p++; next }
  /^FAIL / { f++; next }
  END { print p + 0, f + 0 }' "$log")
# A crash of check.py (an exception, a killed interpreter) is a failure too.
if [ "$status" -ne 0 ] && [ "$checks_failed" -eq 0 ]; then
  echo "check.py exited $status"
  checks_failed=1
fi
# shellcheck source=scripts/counting.sh
source scripts/counting.sh
print_kinds 0 0 "$checks_passed" "$checks_failed"
[ "$checks_failed" -eq 0 ] && [ "$status" -eq 0 ]
