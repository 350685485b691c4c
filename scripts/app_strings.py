#!/usr/bin/env python3
"""The apps' own words (everything but the lessons and puzzles), from one source.

    scripts/app_strings.py          # writes the Android resources and the iOS catalog
    scripts/app_strings.py --check  # fails when either differs from the source

The source is `strings/app.<language>.tsv` (en, bn, hi, ne): one row a string,
`android<TAB>ios<TAB>text`, the same rows in the same order in every language.

- `android` is the Android resource name (`action_hint`), or `name#one` /
  `name#other` for an item of a `<plurals>`; empty when Android has no such
  string. It becomes android/app/src/main/res/values[-bn|-hi|-ne]/strings.xml.
- `ios` is the String Catalog key the Swift code looks up (the English text,
  as SwiftUI keys are), or `key#name.one` / `key#name.other` for a form of the
  plural substitution `%#@name@` in that key's value; empty when iOS has no such
  string. It becomes the app entries of ios/SholoGuti/Resources/Localizable.xcstrings
  (the lesson and puzzle entries there come from core/src/learn/texts.*.tsv and
  are left as they are).
- `text` is written as Android writes it: `%1$s` a text argument, `%1$d` a
  number, `%%` a percent sign, `\\n` a new line; a no-break space is the
  character itself (U+00A0). For iOS `%1$s` becomes `%1$@` and `%1$d`
  `%1$lld` (an argument's position is dropped when it is the only one);
  `%s`/`%d` without a position are for iOS-only rows whose key has them.

A row with both names is one wording for both apps. Lines starting with `#`
are comments, blank lines separate groups; both must match across languages.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "strings"
LANGUAGES = ("en", "bn", "hi", "ne")
ANDROID_RES = ROOT / "android" / "app" / "src" / "main" / "res"
CATALOG = ROOT / "ios" / "SholoGuti" / "Resources" / "Localizable.xcstrings"
LEARN_TEXTS = ROOT / "core" / "src" / "learn" / "texts.en.tsv"
HEADER = "android\tios\ttext"

_ANDROID_ARG = re.compile(r"%(\d+\$)?([sd])")
_SUBSTITUTION = re.compile(r"%(?:(\d+)\$)?#@(\w+)@")
# Any argument of a catalog value, plain or a plural substitution.
_IOS_ARG = re.compile(r"%(?:\d+\$)?(?:lld|@|#@\w+@)")


class Row:
    def __init__(self, android: str, ios: str, text: str, where: str):
        self.android, self.ios, self.text, self.where = android, ios, text, where


def read_table(language: str) -> list[Row | str]:
    """The rows of one language, with its comment and blank lines kept as strings
    (they must agree across languages, so the tables stay side by side)."""
    path = SOURCE / f"app.{language}.tsv"
    lines = path.read_text(encoding="utf-8").split("\n")
    if lines[0] != HEADER:
        raise ValueError(f"{path}:1: the first line must be {HEADER!r}")
    if lines[-1] == "":
        lines.pop()
    table: list[Row | str] = []
    for number, line in enumerate(lines[1:], 2):
        where = f"{path.relative_to(ROOT)}:{number}"
        if line == "" or line.startswith("#"):
            table.append(line)
            continue
        parts = line.split("\t")
        if len(parts) != 3 or not (parts[0] or parts[1]) or not parts[2].strip():
            raise ValueError(f"{where}: not android<TAB>ios<TAB>text with a name and a text")
        table.append(Row(parts[0], parts[1], parts[2], where))
    return table


def read_all() -> dict[str, list[Row]]:
    """Every language's rows, checked to name the same strings in the same order."""
    tables = {language: read_table(language) for language in LANGUAGES}
    english = tables["en"]
    for language in LANGUAGES[1:]:
        other = tables[language]
        if len(other) != len(english):
            raise ValueError(f"strings/app.{language}.tsv has {len(other)} lines, English {len(english)}")
        for a, b in zip(english, other):
            names_a = (a.android, a.ios) if isinstance(a, Row) else ("#", a)
            names_b = (b.android, b.ios) if isinstance(b, Row) else ("#", b)
            if isinstance(a, Row) != isinstance(b, Row) or (isinstance(a, Row) and names_a != names_b):
                where = b.where if isinstance(b, Row) else f"strings/app.{language}.tsv"
                raise ValueError(f"{where}: {names_b} where English has {names_a}")
    seen: dict[str, set] = {"android": set(), "ios": set()}
    for row in english:
        if not isinstance(row, Row):
            continue
        for side in ("android", "ios"):
            name = getattr(row, side)
            if name and name in seen[side]:
                raise ValueError(f"{row.where}: {side} name {name!r} twice")
            seen[side].add(name)
    return {language: [row for row in rows if isinstance(row, Row)] for language, rows in tables.items()}


# Android ------------------------------------------------------------------

def android_escape(text: str) -> str:
    """A text as aapt2 reads it inside <string>: XML escaped, quotes and
    apostrophes backslashed, a leading @ or ? escaped, no-break spaces written
    out so they stay visible in the file."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    text = text.replace("'", "\\'").replace('"', '\\"').replace("\u00a0", "\\u00A0")
    if text[:1] in ("@", "?"):
        text = "\\" + text
    return text


def android_xml(rows: list[Row], language: str) -> str:
    out = ['<?xml version="1.0" encoding="utf-8"?>',
           f"<!-- Made by scripts/app_strings.py from strings/app.{language}.tsv; edit that file, not this one. -->",
           "<resources>"]
    plural_open = None
    for row in rows:
        if not row.android:
            continue
        name, _, quantity = row.android.partition("#")
        if plural_open and plural_open != name:
            out.append("    </plurals>")
            plural_open = None
        if quantity:
            if plural_open != name:
                out.append(f'    <plurals name="{name}">')
                plural_open = name
            out.append(f'        <item quantity="{quantity}">{android_escape(row.text)}</item>')
        else:
            out.append(f'    <string name="{name}">{android_escape(row.text)}</string>')
    if plural_open:
        out.append("    </plurals>")
    out.append("</resources>")
    return "\n".join(out) + "\n"


def android_path(language: str) -> Path:
    return ANDROID_RES / ("values" if language == "en" else f"values-{language}") / "strings.xml"


# iOS ----------------------------------------------------------------------

def ios_value(text: str) -> str:
    """Android notation to the catalog's: `%1$s` → `%@` when it is the only
    argument, `%1$@` among several; `%1$d` → `%lld` / `%1$lld`; `\\n` a new line."""
    arguments = _ANDROID_ARG.findall(text)
    alone = len(arguments) + len(_SUBSTITUTION.findall(text)) == 1

    def convert(match: re.Match) -> str:
        position = "" if alone or not match.group(1) else match.group(1)
        return "%" + position + ("@" if match.group(2) == "s" else "lld")

    return _ANDROID_ARG.sub(convert, text.replace("%%", "\0")).replace("\0", "%%").replace("\\n", "\n")


def unit(value: str) -> dict:
    return {"stringUnit": {"state": "translated", "value": value}}


def ios_localization(rows: list[Row]) -> dict:
    """One language's localization of one key: its value row, and the forms of
    each plural substitution its value names."""
    main = next(row for row in rows if "#" not in row.ios)
    value = ios_value(main.text)
    localization = unit(value)
    forms = {row.ios.split("#", 1)[1]: row for row in rows if "#" in row.ios}
    if forms:
        substitutions = {}
        for match in _SUBSTITUTION.finditer(value):
            place, name = match.groups()
            # Without a place, the argument is counted among those before it.
            argument = int(place) if place else len(_IOS_ARG.findall(value[:match.start()])) + 1
            variations = {}
            for form in ("zero", "one", "two", "few", "many", "other"):
                row = forms.get(f"{name}.{form}")
                if row:
                    variations[form] = unit(ios_value(row.text))
            substitutions[name] = {"argNum": argument, "formatSpecifier": "lld",
                                   "variations": {"plural": variations}}
        localization["substitutions"] = substitutions
    return localization


def learn_keys() -> set[str]:
    return {line.split("\t", 1)[0] for line in LEARN_TEXTS.read_text(encoding="utf-8").splitlines() if line}


def ios_catalog(tables: dict[str, list[Row]], catalog: dict) -> dict:
    """The catalog with its app entries made from the tables: the lesson entries
    kept in their place, every other key replaced, new keys appended."""
    keys: dict[str, list[int]] = {}
    for index, row in enumerate(tables["en"]):
        if row.ios:
            keys.setdefault(row.ios.split("#", 1)[0], []).append(index)
    learn = learn_keys()
    made = {}
    for key, indexes in keys.items():
        made[key] = {"extractionState": "manual", "localizations": {
            language: ios_localization([tables[language][i] for i in indexes]) for language in LANGUAGES}}
    strings = {}
    for key, entry in catalog["strings"].items():
        if key in learn:
            strings[key] = entry
        elif key in made:
            strings[key] = made.pop(key)
    strings.update(made)
    return {**catalog, "strings": strings}


def catalog_text(catalog: dict) -> str:
    """The layout Xcode and ios/ci/fill_learn_strings.py write."""
    return json.dumps(catalog, indent=2, ensure_ascii=False) + "\n"


# Both ---------------------------------------------------------------------

def outputs() -> dict[Path, str]:
    """Every generated file and what it should hold."""
    tables = read_all()
    files = {android_path(language): android_xml(tables[language], language) for language in LANGUAGES}
    catalog = json.loads(CATALOG.read_text(encoding="utf-8"))
    files[CATALOG] = catalog_text(ios_catalog(tables, catalog))
    return files


def on_disk(path: Path) -> str | None:
    return path.read_text(encoding="utf-8") if path.is_file() else None


def drift(read=on_disk) -> list[str]:
    """The generated files whose text (`read(path)`) differs from what the
    source makes, as paths from the repository's root."""
    return [str(path.relative_to(ROOT)) for path, text in outputs().items() if read(path) != text]


def main(arguments: list[str]) -> int:
    if arguments == ["--check"]:
        stale = drift()
        for path in stale:
            print(f"{path} differs from strings/app.*.tsv: run scripts/app_strings.py")
        if not stale:
            print("app strings: Android resources and String Catalog match strings/app.*.tsv")
        return 1 if stale else 0
    if arguments:
        print(__doc__.split("\n\n")[1])
        return 2
    for path, text in outputs().items():
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
