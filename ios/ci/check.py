"""Runs every check of the iOS sources that this machine can run (no Swift
compiler): syntax, the SholoCore API cross-check (names, shapes, `try`), API
newer than iOS 16, the String Catalog, the project files. Prints one PASS/FAIL
line per check, then `N passed, N failed`.

Usage: python ios/ci/check.py <repository root> <generated SholoCore.swift>; paths
from the root.
"""

from __future__ import annotations

import importlib.util
import json
import os
import re
import plistlib
import subprocess
import sys
from pathlib import Path

import yaml

import learn_strings
import mac_readiness as mac
import navigation
import newer_apis
import string_catalog
import view_init_lint
from api_crosscheck import crosscheck
from localized_keys import keys_used
from swift_tree import SwiftFile, syntax_errors


class Report:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name: str, problems: list[str], note: str = "") -> None:
        if problems:
            self.failed += 1
            print(f"FAIL {name}")
            for problem in problems[:40]:
                print(f"     {problem}")
            if len(problems) > 40:
                print(f"     ... and {len(problems) - 40} more")
        else:
            self.passed += 1
            print(f"PASS {name}{'  (' + note + ')' if note else ''}")


def app_sources(ios: Path) -> list[Path]:
    """The Swift the app and its package are built from (not the generated file)."""
    return sorted(
        path for path in ios.rglob("*.swift")
        if path.name != "SholoCore.swift" and "fixtures" not in path.parts
        and ".build" not in path.parts
    )


def check_syntax(report: Report, files: list[SwiftFile]) -> None:
    for swift in files:
        report.check(f"syntax {swift.path}", syntax_errors(swift))


def check_views(report: Report, sources: list[SwiftFile]) -> None:
    problems = []
    for swift in sources:
        problems += view_init_lint.private_stored_properties(swift)
    report.check("views keep an internal memberwise init (no private stored properties)", problems)


def check_deployment_target(report: Report, sources: list[SwiftFile]) -> None:
    problems = []
    for swift in sources:
        problems += newer_apis.newer_api_uses(swift)
    report.check(f"no API newer than iOS 16.0 ({len(newer_apis.REFUSED)} names refused)", problems)

    fixture = SwiftFile(Path("ios/ci/fixtures/newer_apis.swift"))
    expected = {i + 1 for i, line in enumerate(fixture.source.decode().splitlines()) if "// expect" in line}
    reported = {int(problem.split(":")[1]) for problem in newer_apis.newer_api_uses(fixture)}
    report.check("the iOS 16 check catches planted newer API", [
        f"{fixture.path}:{n}: {'not reported' if n in expected else 'reported wrongly'}"
        for n in sorted(expected ^ reported)], f"{len(expected)} planted")


def check_api(report: Report, generated: SwiftFile, sources: list[SwiftFile], fixture: SwiftFile) -> None:
    findings, verified = crosscheck(generated, sources)
    for path, problems in findings.items():
        report.check(f"api {path}", [str(p) for p in problems])
    print(f"     ({verified} uses of SholoCore and app names verified)")

    # The cross-check itself: it must report exactly the lines marked `expect`.
    caught, _ = crosscheck(generated, [fixture])
    expected = {i + 1 for i, line in enumerate(fixture.source.decode().splitlines()) if "// expect" in line}
    reported = {int(str(f).split(":")[1]) for f in caught[str(fixture.path)]}
    problems = [f"{fixture.path}:{n}: mistake not reported" for n in sorted(expected - reported)]
    problems += [f"{fixture.path}:{n}: correct code reported" for n in sorted(reported - expected)]
    report.check("api cross-check catches planted mistakes", problems, f"{len(expected)} planted")


def check_strings(report: Report, ios: Path, sources: list[SwiftFile]) -> None:
    path = ios / "SholoGuti" / "Resources" / "Localizable.xcstrings"
    try:
        catalog = string_catalog.load(path)
    except (OSError, ValueError) as error:
        report.check(f"strings {path} is a valid catalog", [str(error)])
        return
    report.check(f"strings {path} is a valid catalog", [], f"{len(catalog['strings'])} keys")
    report.check("strings: every key in en, bn, hi, ne", string_catalog.untranslated(catalog))
    check_plurals(report, catalog)
    try:
        learn = learn_strings.texts(ios.parent)
    except (OSError, ValueError) as error:
        report.check("strings: the lesson and puzzle texts files read", [str(error)])
        return
    # The lesson and puzzle keys are looked up at run time (PromptWording.catalog).
    learn_keys = frozenset(learn["en"])
    report.check("strings: placeholders agree in every language",
                 string_catalog.mismatched_specifiers(catalog, exempt=learn_keys))
    check_learn_strings(report, catalog, learn)
    used: dict = {key: f"{learn_strings.TEXTS}/texts.en.tsv" for key in learn_keys}
    for swift in sources:
        if "SholoGuti" in swift.path.parts:
            for use in keys_used(swift):
                used.setdefault(use.key, use.where)
    report.check("strings: every key the app uses is in the catalog", string_catalog.missing_keys(catalog, used), f"{len(used)} keys used")
    report.check("strings: no unused keys in the catalog", string_catalog.unused_keys(catalog, used))


def check_plurals(report: Report, catalog: dict) -> None:
    """Every counted noun varies by plural in all four languages (no "1
    games"), with each language's forms; proved on copies of the catalog with
    a mistake planted."""
    report.check("strings: counts vary by plural (one and other) in every language",
                 string_catalog.unvaried_counts(catalog))

    def planted(change) -> list[str]:
        copy = json.loads(json.dumps(catalog))
        change(copy["strings"])
        return string_catalog.unvaried_counts(copy) + string_catalog.untranslated(copy)

    varied = next(key for key, entry in catalog["strings"].items()
                  if "substitutions" in entry["localizations"]["en"])

    def plain_english(strings: dict) -> None:
        strings[varied]["localizations"]["en"] = {"stringUnit": {"state": "translated", "value": "%lld games"}}

    def plain_hindi(strings: dict) -> None:
        strings[varied]["localizations"]["hi"] = {"stringUnit": {"state": "translated", "value": "%lld खेल"}}

    def no_one_in_bengali(strings: dict) -> None:
        for substitution in strings[varied]["localizations"]["bn"]["substitutions"].values():
            substitution["variations"]["plural"].pop("one")

    cases = [
        ("an English count without plural forms", plain_english),
        ("a Hindi text without the English plural", plain_hindi),
        ("a Bengali plural without its one form", no_one_in_bengali),
    ]
    problems = [f"{name}: not reported" for name, change in cases if not planted(change)]
    report.check("strings: the plural check catches mistakes planted in a copy", problems, f"{len(cases)} planted")


def check_learn_strings(report: Report, catalog: dict, learn: dict) -> None:
    """The lesson and puzzle texts as the core has them, and the check proved
    on copies of the catalog with a mistake planted."""
    absent = [language for language in string_catalog.LANGUAGES if language not in learn]
    note = f"{len(learn['en'])} keys; equal to the texts of {', '.join(learn)}"
    if absent:
        note += f"; no texts file here for {', '.join(absent)}: their arguments checked against English"
    report.check("strings: lesson and puzzle texts match core/src/learn/texts.*.tsv",
                 learn_strings.problems(catalog, learn), note)

    def planted(change) -> list[str]:
        copy = json.loads(json.dumps(catalog))
        change(copy["strings"])
        return learn_strings.problems(copy, learn)

    def unit(strings: dict, key: str, language: str) -> dict:
        return strings[key]["localizations"][language]["stringUnit"]

    def swap_argument(strings: dict) -> None:
        key = next(k for k, text in learn["en"].items() if "{0}" in text)
        unit(strings, key, "ne")["value"] = unit(strings, key, "ne")["value"].replace("%1$@", "%2$@")

    def reword(strings: dict) -> None:
        key = next(iter(learn["en"]))
        unit(strings, key, "en")["value"] += " (changed)"

    cases = [
        ("a lesson key missing", lambda strings: strings.pop(next(iter(learn["en"])))),
        ("an argument renumbered in Nepali", swap_argument),
        ("an English text changed", reword),
    ]
    problems = [f"{name}: not reported" for name, change in cases if not planted(change)]
    report.check("strings: the lesson texts check catches mistakes planted in a copy", problems,
                 f"{len(cases)} planted")


def check_app_strings(report: Report, root: Path) -> None:
    """The app entries of the catalog and the Android strings.xml files as
    scripts/app_strings.py makes them from strings/app.*.tsv, and the check
    proved on a copy of the catalog with one word changed."""
    spec = importlib.util.spec_from_file_location("app_strings", root / "scripts" / "app_strings.py")
    app_strings = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(app_strings)
    try:
        stale = app_strings.drift()
    except ValueError as error:
        report.check("strings: the app strings match strings/app.*.tsv", [str(error)])
        return
    report.check("strings: the app strings match strings/app.*.tsv (Android and iOS)",
                 [f"{path} differs: run scripts/app_strings.py" for path in stale])

    def planted(path: Path) -> str | None:
        text = app_strings.on_disk(path)
        return text.replace('"value": "Undo"', '"value": "Take back"') if path == app_strings.CATALOG else text

    report.check("strings: the app strings check catches a word changed in a copy of the catalog",
                 [] if "ios/SholoGuti/Resources/Localizable.xcstrings" in app_strings.drift(planted)
                 else ["a changed catalog value was not reported"])


def check_project(report: Report, root: Path) -> None:
    ios = root / "ios"
    problems = []
    try:
        spec = yaml.safe_load((ios / "project.yml").read_text())
        app = spec["targets"]["SholoGuti"]
        for source in app["sources"]:
            if not (ios / source["path"]).is_dir():
                problems.append(f"project.yml: source folder {source['path']} is missing")
        for package in spec["packages"].values():
            if not (ios / package["path"] / "Package.swift").is_file():
                problems.append(f"project.yml: no Package.swift in {package['path']}")
        products = {d["product"] for d in app["dependencies"] if "package" in d}
        package_swift = (ios / "SholoCore" / "Package.swift").read_text()
        for product in products:
            if f'.library(name: "{product}"' not in package_swift:
                problems.append(f"project.yml: product {product} is not in Package.swift")
        if app["info"]["properties"].get("CFBundleLocalizations") != list(string_catalog.LANGUAGES):
            problems.append("project.yml: CFBundleLocalizations must list en, bn, hi, ne")
    except (OSError, KeyError, TypeError, yaml.YAMLError) as error:
        problems.append(f"project.yml: {error!r}")
    report.check("project.yml names folders, package and products that exist", problems)
    report.check("project.yml: bundle id, version, build number and team set once, for every configuration",
                 store_identity_problems(ios / "project.yml"))
    report.check("PrivacyInfo.xcprivacy: no tracking, nothing collected, reasons given, copied into the app",
                 privacy_manifest_problems(ios))

    for target in ("Sources/SholoCore", "Sources/SholoKit", "Tests/SholoKitTests"):
        if not (ios / "SholoCore" / target).is_dir():
            problems.append(f"Package.swift: {target} is missing")
    report.check("Package.swift target folders exist", [p for p in problems if p.startswith("Package.swift")])

    workflow = root / ".github" / "workflows" / "ios.yml"
    try:
        jobs = yaml.safe_load(workflow.read_text())["jobs"]
        steps = " ".join(str(step) for job in jobs.values() for step in job["steps"])
        missing = [word for word in ("build-ios.sh", "xcodegen", "xcodebuild", "rustup target add")
                   if word not in steps]
        report.check(f"{workflow.relative_to(root)} builds and tests", [f"no {w} step" for w in missing])
    except (OSError, KeyError, TypeError, yaml.YAMLError) as error:
        report.check(f"{workflow.relative_to(root)} builds and tests", [repr(error)])

    for script in sorted((ios / "scripts").glob("*.sh")) + sorted((ios / "ci").glob("*.sh")):
        result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
        report.check(f"shell syntax {script.relative_to(root)}", result.stderr.splitlines())


def check_mac_readiness(report: Report, root: Path) -> None:
    """The first-Mac-run checks (mac_readiness.py), each also run on a copy
    broken on purpose: a check that passes the broken copy fails here."""
    ios = root / "ios"
    read = lambda path: (root / path).read_text()  # noqa: E731
    project = read("ios/project.yml")
    package = read("ios/SholoCore/Package.swift")
    readme = read("ios/README.md")
    workflow = read(".github/workflows/ios.yml")
    build = read("ios/scripts/build-ios.sh")
    simulator = read("ios/scripts/build-app-simulator.sh")
    playback = read("ios/SholoGuti/Feedback/Playback.swift")
    app = {str(p): p.read_text() for p in sorted((ios / "SholoGuti").rglob("*.swift"))}
    kit = {str(p): p.read_text() for p in sorted((ios / "SholoCore" / "Sources" / "SholoKit").rglob("*.swift"))}
    declared = set(re.findall(r"^(?:public )?(?:final )?(?:struct|class|enum) (\w+)", "\n".join(kit.values()), re.M))
    members = mac.extension_members(kit, declared)
    piece_motion = str(ios / "SholoGuti" / "Board" / "PieceMotion.swift")
    home_view = str(ios / "SholoGuti" / "Home" / "HomeView.swift")
    exercise_screen = str(ios / "SholoGuti" / "Learn" / "ExerciseScreen.swift")
    root_view = app[str(ios / "SholoGuti" / "App" / "RootView.swift")]
    board_view = str(ios / "SholoGuti" / "Board" / "BoardView.swift")

    def broken(text: str, old: str, new: str) -> str:
        if old not in text:
            raise ValueError(f"the planted mistake's anchor {old!r} is gone: update check.py")
        return text.replace(old, new)

    def without(files: dict[str, str], path: str, old: str, new: str) -> dict[str, str]:
        return {**files, path: broken(files[path], old, new)}

    cases = [
        ("Swift 6 language mode in project.yml and Package.swift",
         lambda: mac.swift6_problems(project, package),
         lambda: mac.swift6_problems(broken(project, 'SWIFT_VERSION: "6.0"', 'SWIFT_VERSION: "5.0"'), package)),
        ("SWIFT_EMIT_LOC_STRINGS off (the String Catalog is not rewritten)",
         lambda: mac.string_catalog_kept_problems(project),
         lambda: mac.string_catalog_kept_problems(broken(project, "SWIFT_EMIT_LOC_STRINGS: NO", "SWIFT_EMIT_LOC_STRINGS: YES"))),
        ("Package.swift fails clearly without the XCFramework",
         lambda: mac.package_missing_framework_problems(package),
         lambda: mac.package_missing_framework_problems(broken(package, "fileExists", "isReadable"))),
        ("unsigned simulator build: project.yml, script and README",
         lambda: mac.unsigned_build_problems(project, readme, simulator),
         lambda: mac.unsigned_build_problems(project, readme, broken(simulator, "CODE_SIGNING_ALLOWED=NO", ""))),
        ("build-ios.sh builds every iOS target and checks Rust, targets and xcodebuild first",
         lambda: mac.build_script_problems(build),
         lambda: mac.build_script_problems(broken(build, "simulators=(aarch64-apple-ios-sim x86_64-apple-ios)",
                                                  "simulators=(aarch64-apple-ios-sim)"))),
        ("every `rustup target add` names every iOS target",
         lambda: mac.rust_targets_agree_problems({"ios.yml": workflow, "README": readme, "build-ios.sh": build}),
         lambda: mac.rust_targets_agree_problems({"README": broken(readme, " x86_64-apple-ios\n", "\n")})),
        ("ios.yml: tests and app build/archive in independent jobs, Xcode and XcodeGen pinned",
         lambda: mac.workflow_problems(workflow),
         lambda: mac.workflow_problems(broken(workflow, "    name: App build and archive\n",
                                              "    name: App build and archive\n    needs: tests\n"))),
        ("ios.yml: Xcode pinned at 26 or later, the App Store's minimum",
         lambda: mac.workflow_problems(workflow),
         lambda: mac.workflow_problems(broken(workflow, 'XCODE_VERSION: "26.6"', 'XCODE_VERSION: "16.2"'))),
        ("a drag asks to pick up once per touch",
         lambda: mac.drag_guard_problems(app),
         lambda: mac.drag_guard_problems(without(app, board_view, ", !dragTried", ""))),
        ("Undo and New game clear queued hops; refusals follow the table's feedback",
         lambda: mac.playback_problems(playback),
         lambda: mac.playback_problems(broken(playback, "case .newGame:\n                motion.stop()",
                                              "case .newGame:\n                break"))),
        ("every screen (Route) has a destination and is reachable from Home",
         lambda: navigation.unreachable_routes(root_view, app),
         lambda: navigation.unreachable_routes(root_view, without(app, home_view, "to: .learn)", "to: .record)"))),
        ("the lesson and puzzle screen resumes the table, and leaving it brings the game back",
         lambda: navigation.exercise_lifecycle_problems(app),
         lambda: navigation.exercise_lifecycle_problems(without(app, exercise_screen, "model.leaveLearning()", "model.retry()"))),
        ("every file using a member SholoKit adds to a core type imports SholoKit",
         lambda: mac.sholokit_import_problems(app, members),
         lambda: mac.sholokit_import_problems(without(app, piece_motion, "import SholoKit\n", ""), members)),
    ]
    for name, real, planted in cases:
        report.check(name, real(), f"members checked: {', '.join(sorted(members))}" if "SholoKit" in name else "")
        try:
            caught = planted()
        except (ValueError, KeyError) as error:
            caught, error_text = [], str(error)
        else:
            error_text = "the check passed a copy with the mistake planted"
        report.check(f"{name}: catches the mistake planted in a copy", [] if caught else [error_text])


STORE_IDENTITY = ("PRODUCT_BUNDLE_IDENTIFIER", "MARKETING_VERSION", "CURRENT_PROJECT_VERSION", "DEVELOPMENT_TEAM")


def store_identity_problems(path: Path) -> list[str]:
    """Each store setting appears exactly once in project.yml, at the project's base."""
    try:
        spec = yaml.safe_load(path.read_text())
        base = spec["settings"]["base"]
    except (OSError, KeyError, TypeError, yaml.YAMLError) as error:
        return [f"{path}: {error!r}"]
    text = path.read_text()
    problems = [f"{path}: {key} is not in settings.base" for key in STORE_IDENTITY if key not in base]
    problems += [f"{path}: {key} is set {text.count(key + ':')} times" for key in STORE_IDENTITY
                 if text.count(key + ":") != 1]
    if "bundleIdPrefix" in spec.get("options", {}):
        problems.append(f"{path}: bundleIdPrefix would give a second bundle id")
    return problems


def privacy_manifest_problems(ios: Path) -> list[str]:
    path = ios / "SholoGuti" / "Resources" / "PrivacyInfo.xcprivacy"
    try:
        manifest = plistlib.loads(path.read_bytes())
        spec = yaml.safe_load((ios / "project.yml").read_text())
    except (OSError, plistlib.InvalidFileException, yaml.YAMLError) as error:
        return [f"{path}: {error!r}"]
    problems = []
    if manifest.get("NSPrivacyTracking") is not False:
        problems.append("NSPrivacyTracking must be false")
    for key in ("NSPrivacyTrackingDomains", "NSPrivacyCollectedDataTypes"):
        if manifest.get(key) != []:
            problems.append(f"{key} must be an empty array")
    for entry in manifest.get("NSPrivacyAccessedAPITypes", []):
        if not entry.get("NSPrivacyAccessedAPIType", "").startswith("NSPrivacyAccessedAPICategory"):
            problems.append(f"unknown API type {entry.get('NSPrivacyAccessedAPIType')!r}")
        if not entry.get("NSPrivacyAccessedAPITypeReasons"):
            problems.append(f"{entry.get('NSPrivacyAccessedAPIType')}: no reason given")
    phase = spec.get("options", {}).get("fileTypes", {}).get("xcprivacy", {}).get("buildPhase")
    if phase != "resources":
        problems.append("project.yml: options.fileTypes.xcprivacy.buildPhase must be resources "
                        "(XcodeGen copies .xcprivacy files nowhere by default)")
    return problems


def main() -> int:
    os.chdir(sys.argv[1])  # report paths relative to the repository root
    root = Path(".")
    ios = root / "ios"
    report = Report()

    generated = SwiftFile(Path(sys.argv[2]))  # UniFFI's Swift, regenerated by check.sh
    sources = [SwiftFile(path) for path in app_sources(ios)]
    fixture = SwiftFile(ios / "ci" / "fixtures" / "api_mistakes.swift")

    check_syntax(report, [generated] + sources + [fixture])
    check_api(report, generated, sources, fixture)
    check_views(report, sources)
    check_deployment_target(report, sources)
    check_strings(report, ios, sources)
    check_app_strings(report, root)
    check_project(report, root)
    check_mac_readiness(report, root)

    print(f"{report.passed} passed, {report.failed} failed")
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
