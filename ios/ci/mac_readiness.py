"""Checks for the mistakes that once kept the iOS app from going green on its
first Mac run, or gave the player bugs Android did not have, wherever a script
can see them without a Swift compiler.

Each check takes the text it reads and returns its problems (empty when all is
well), so check.py runs it on the real files and also on a copy broken on
purpose, proving the check would catch the mistake coming back.

What no script here can see (a view read before the table is paused, an
isolation error the compiler would find) is covered by the SholoKit tests and
the Swift 6 build on the Mac (.github/workflows/ios.yml).
"""

from __future__ import annotations

import re

import yaml

IOS_RUST_TARGETS = ("aarch64-apple-ios", "aarch64-apple-ios-sim", "x86_64-apple-ios")
XCODEGEN_MINIMUM = (2, 39)
# App Store Connect takes only builds made with Xcode 26 or later (the iOS 26
# SDK) since 28 April 2026.
XCODE_STORE_MINIMUM = 26


def swift6_problems(project_yml: str, package_swift: str) -> list[str]:
    """The app and the package build in the Swift 6 language mode."""
    problems = []
    try:
        base = yaml.safe_load(project_yml)["settings"]["base"]
    except (KeyError, TypeError, yaml.YAMLError) as error:
        return [f"project.yml: {error!r}"]
    if not str(base.get("SWIFT_VERSION", "")).startswith("6"):
        problems.append(f"project.yml: SWIFT_VERSION is {base.get('SWIFT_VERSION')!r}, not 6.0")
    tools = re.match(r"// swift-tools-version:\s*(\d+)\.(\d+)", package_swift)
    if not tools or int(tools.group(1)) < 6:
        problems.append("Package.swift: swift-tools-version must be 6.0 or later")
    if "swiftLanguageModes: [.v6]" not in package_swift:
        problems.append("Package.swift: swiftLanguageModes: [.v6] is missing")
    if "swiftLanguageVersions" in package_swift or ".v5" in package_swift:
        problems.append("Package.swift: a Swift 5 language mode is still named")
    return problems


def string_catalog_kept_problems(project_yml: str) -> list[str]:
    """No build rewrites the hand-kept String Catalog with extracted keys."""
    if re.search(r"SWIFT_EMIT_LOC_STRINGS:\s*(YES|true)", project_yml):
        return ["project.yml: SWIFT_EMIT_LOC_STRINGS is on: every build rewrites Localizable.xcstrings"]
    return []


def package_missing_framework_problems(package_swift: str) -> list[str]:
    """Package.swift names a missing XCFramework instead of SwiftPM's opaque error."""
    if "fileExists" not in package_swift or "build-ios.sh" not in package_swift:
        return ["Package.swift: without SholoCoreFFI.xcframework it must fail saying to run build-ios.sh"]
    return []


def unsigned_build_problems(project_yml: str, readme: str, script: str) -> list[str]:
    """The headless simulator build needs no team, and is scripted and documented."""
    problems = []
    if not re.search(r'"CODE_SIGN_IDENTITY\[sdk=iphonesimulator\*\]":\s*"-"', project_yml):
        problems.append('project.yml: CODE_SIGN_IDENTITY[sdk=iphonesimulator*] must be "-"')
    for where, text in (("ios/README.md", readme), ("build-app-simulator.sh", script)):
        for needed in ("generic/platform=iOS Simulator", "CODE_SIGNING_ALLOWED=NO"):
            if needed not in text:
                problems.append(f"{where}: no {needed}")
    return problems


def build_script_problems(script: str) -> list[str]:
    """build-ios.sh builds every iOS target and checks its tools before building."""
    problems = []
    named = set(re.findall(r"\b(?:aarch64|x86_64)-apple-ios(?:-sim)?\b",
                           " ".join(re.findall(r"^(?:device|simulators)=.*$", script, re.M))))
    for target in IOS_RUST_TARGETS:
        if target not in named:
            problems.append(f"build-ios.sh: {target} is not among the targets it builds")
    for needed, why in (("rustup target list --installed", "checks the installed Rust targets"),
                        ("rust_min=1.88", "checks for Rust 1.88 or later"),
                        ("xcrun --find xcodebuild", "checks for xcodebuild")):
        if needed not in script:
            problems.append(f"build-ios.sh: no `{needed}` (it {why} first)")
    return problems


def rust_targets_agree_problems(texts: dict[str, str]) -> list[str]:
    """Every `rustup target add` line names every iOS target."""
    problems = []
    for where, text in texts.items():
        # The commands (in a script, a comment or a code block), not prose about them.
        lines = [line for line in text.splitlines() if re.match(r"\s*(#\s*)?rustup target add ", line)]
        if not lines:
            problems.append(f"{where}: no `rustup target add` line")
        for line in lines:
            missing = [t for t in IOS_RUST_TARGETS if not re.search(rf"\b{re.escape(t)}(\s|$)", line)]
            if missing:
                problems.append(f"{where}: `rustup target add` lacks {' '.join(missing)}")
    return problems


def workflow_problems(workflow: str) -> list[str]:
    """Tests and the app build/archive are separate, independent jobs; the tools are
    pinned, Xcode at a version the App Store accepts builds from."""
    try:
        spec = yaml.safe_load(workflow)
        jobs = spec["jobs"]
    except (KeyError, TypeError, yaml.YAMLError) as error:
        return [f"ios.yml: {error!r}"]
    problems = []

    def runs(job) -> str:
        return " ".join(str(step.get("run", "")) for step in job.get("steps", []))

    testing = [name for name, job in jobs.items() if "xcodebuild test" in runs(job)]
    building = [name for name, job in jobs.items()
                if "xcodebuild archive" in runs(job) or "build-app-simulator.sh" in runs(job)]
    if not testing:
        problems.append("ios.yml: no job runs `xcodebuild test`")
    if not building:
        problems.append("ios.yml: no job builds and archives the app")
    for name in building:
        if name in testing:
            problems.append(f"ios.yml: job {name} both tests and builds the app: a failing test hides the build")
        needs = jobs[name].get("needs", [])
        needs = [needs] if isinstance(needs, str) else needs
        if set(needs) & set(testing):
            problems.append(f"ios.yml: job {name} needs the test job: the app build must not wait on tests")
    everything = workflow
    if not re.search(r"xcode-select -s \S*Xcode_(\$\{XCODE_VERSION\}|\d)", everything):
        problems.append("ios.yml: Xcode is not pinned (xcode-select -s /Applications/Xcode_<version>.app)")
    xcode = re.match(r"(\d+)", str(spec.get("env", {}).get("XCODE_VERSION", "")))
    if not xcode or int(xcode.group(1)) < XCODE_STORE_MINIMUM:
        problems.append(f"ios.yml: env.XCODE_VERSION must be {XCODE_STORE_MINIMUM} or later: "
                        "App Store Connect refuses builds made with an older SDK")
    version = str(spec.get("env", {}).get("XCODEGEN_VERSION", ""))
    match = re.match(r"(\d+)\.(\d+)", version)
    if not match or (int(match.group(1)), int(match.group(2))) < XCODEGEN_MINIMUM:
        problems.append(f"ios.yml: XcodeGen is not pinned at 2.39 or later (env.XCODEGEN_VERSION={version!r})")
    if re.search(r"brew install xcodegen\s*$", everything, re.M):
        problems.append("ios.yml: `brew install xcodegen` installs whatever version is current")
    return problems


def _closures_after(text: str, opener: str) -> list[tuple[int, str]]:
    """The bodies of the closures passed as `opener { ... }`, with their line numbers."""
    found = []
    for match in re.finditer(re.escape(opener) + r"\s*\{", text):
        depth, start = 0, match.end() - 1
        for index in range(start, len(text)):
            depth += {"{": 1, "}": -1}.get(text[index], 0)
            if depth == 0:
                found.append((text.count("\n", 0, start) + 1, text[start:index + 1]))
                break
    return found


def drag_guard_problems(sources: dict[str, str]) -> list[str]:
    """A drag asks the table to pick up once per touch, not on every movement.

    In an `.onChanged` handler every `dragStart(` must sit under an `if` whose
    condition tests `!flag`, with `flag = true` set in the same handler."""
    problems = []
    for where, text in sources.items():
        for line, body in _closures_after(text, ".onChanged"):
            lines = body.splitlines()
            for offset, code in enumerate(lines):
                if "dragStart(" not in code:
                    continue
                guard = next((lines[i] for i in range(offset, -1, -1) if re.match(r"\s*(if|guard)\b", lines[i])), "")
                flags = re.findall(r"!\s*(\w+)", guard)
                if not any(re.search(rf"\b{flag}\s*=\s*true\b", body) for flag in flags):
                    problems.append(f"{where}:{line + offset}: dragStart in .onChanged without a once-per-touch "
                                    "flag: a refusal would repeat its tone and haptic on every movement")
    return problems


def _arm(text: str, case: str) -> str:
    """The body of a `case .name...:` arm of a switch, up to the next case."""
    match = re.search(rf"^\s*case [^\n]*\.{case}\b[^\n]*:\n(.*?)(?=^\s*(case |default:|\}}))", text, re.M | re.S)
    return match.group(1) if match else ""


def playback_problems(playback: str) -> list[str]:
    """Undo and a new game drop the queued hops; refusals follow the table's feedback policy."""
    problems = []
    for case in ("takenBack", "newGame"):
        if "motion.stop()" not in _arm(playback, case):
            problems.append(f"Playback.swift: .{case} does not call motion.stop(): queued hops would glide on")
    refused = re.search(r"case \.refused\(([^)]*)\):\n(.*?)(?=^\s*case )", playback, re.M | re.S)
    if not refused or "feedback" not in refused.group(1) or not re.search(r"if feedback\b", refused.group(2)):
        problems.append("Playback.swift: .refused must sound only when the table's `feedback` says so")
    return problems


def extension_members(sholokit_sources: dict[str, str], declared: set[str]) -> set[str]:
    """Instance members SholoKit adds to types it does not declare (SholoCore's)."""
    members = set()
    for text in sholokit_sources.values():
        for name, body in re.findall(r"^extension (\w+)[^{]*\{(.*?)^\}", text, re.M | re.S):
            if name in declared:
                continue
            members |= set(re.findall(r"^\s+public (?:var|func) (\w+)", body, re.M))
    return members


def sholokit_import_problems(app_sources: dict[str, str], members: set[str]) -> list[str]:
    """A file using a member SholoKit adds to a core type (`Cell.side`) imports SholoKit."""
    problems = []
    for where, text in app_sources.items():
        if re.search(r"^import SholoKit\b", text, re.M):
            continue
        used = sorted(m for m in members if re.search(rf"\]\.{m}\b|\bcell\.{m}\b|\.{m}\b(?!\s*:)", text))
        # Only uses on values SholoKit extends count: a file with no SholoCore
        # type in it (Cell, BoardLayout...) cannot mean them.
        if used and re.search(r"\bCell\b|\bcells\b|\bBoardLayout\b|\blayout\b", text):
            problems.append(f"{where}: uses {', '.join('.' + m for m in used)} (added by SholoKit) "
                            "without `import SholoKit`")
    return problems
