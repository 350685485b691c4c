"""The lesson and puzzle texts in the String Catalog, made from the core's.

The core keeps every text of the course and the puzzles as `key<TAB>text`
lines, English in `core/src/learn/texts.en.tsv` and the translations beside
it (`texts.bn.tsv`, `texts.hi.tsv`, `texts.ne.tsv`), `{0}`, `{1}`, … naming
the arguments. The app looks each key up in its String Catalog at run time
(`PromptWording.catalog`), so the catalog holds the key itself with
`{n}` written `%n+1$@`, which `PromptWording.fill` fills.

`fill` writes those entries (ios/ci/fill_learn_strings.py runs it);
`problems` is the check: every English key in the catalog in all four
languages, each language equal to its TSV where that file is present, and
otherwise (a branch without it) at least naming the same arguments as the
English.
"""

from __future__ import annotations

import re
from pathlib import Path

from string_catalog import LANGUAGES

TEXTS = Path("core") / "src" / "learn"
_BRACE = re.compile(r"\{(\d+)\}")
_POSITIONAL = re.compile(r"%(\d+)\$@")
# Any format specifier but the positional string ones this convention uses.
_OTHER_SPECIFIER = re.compile(r"%(?!\d+\$@)(?:\d+\$)?(?:lld|ld|d|@|lf|f)")


def read_tsv(path: Path) -> dict[str, str]:
    """A texts file's `key -> text`, in its order; a malformed line is an error."""
    texts: dict[str, str] = {}
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        key, tab, text = line.partition("\t")
        if not tab or not key or not text.strip() or "\t" in text:
            raise ValueError(f"{path}:{number}: not key<TAB>text")
        if key in texts:
            raise ValueError(f"{path}:{number}: {key} twice")
        texts[key] = text
    return texts


def texts(root: Path) -> dict[str, dict[str, str]]:
    """Every language whose texts file is present; English must be."""
    found = {}
    for language in LANGUAGES:
        path = root / TEXTS / f"texts.{language}.tsv"
        if language == "en" or path.is_file():
            found[language] = read_tsv(path)
    return found


def catalog_value(text: str) -> str:
    """The TSV's `{0}` as the catalog's `%1$@`."""
    return _BRACE.sub(lambda match: f"%{int(match.group(1)) + 1}$@", text)


def positions(value: str) -> list[int]:
    return sorted(int(n) for n in _POSITIONAL.findall(value))


def fill(catalog: dict, languages: dict[str, dict[str, str]]) -> list[str]:
    """Writes every English key into `catalog` in each language present;
    a language without its TSV keeps what the catalog has. Returns what changed."""
    strings = catalog["strings"]
    changed = []
    for key in languages["en"]:
        entry = strings.setdefault(key, {"extractionState": "manual", "localizations": {}})
        localizations = entry.setdefault("localizations", {})
        for language in LANGUAGES:
            text = languages.get(language, {}).get(key)
            if text is None:
                continue
            unit = {"stringUnit": {"state": "translated", "value": catalog_value(text)}}
            if localizations.get(language) != unit:
                localizations[language] = unit
                changed.append(f"{key} [{language}]")
    return changed


def problems(catalog: dict, languages: dict[str, dict[str, str]]) -> list[str]:
    found = []
    english = languages["en"]
    for language, entries in languages.items():
        missing = [key for key in english if key not in entries]
        extra = [key for key in entries if key not in english]
        found += [f"{TEXTS}/texts.{language}.tsv lacks {key}" for key in missing]
        found += [f"{TEXTS}/texts.{language}.tsv has {key}, which English lacks" for key in extra]
    for key, text in english.items():
        entry = catalog["strings"].get(key)
        if entry is None:
            found.append(f"{key!r} is not in the catalog (run ios/ci/fill_learn_strings.py)")
            continue
        wanted = positions(catalog_value(text))
        for language in LANGUAGES:
            value = entry.get("localizations", {}).get(language, {}).get("stringUnit", {}).get("value")
            if value is None:
                found.append(f"{key!r} [{language}]: missing")
                continue
            source = languages.get(language, {}).get(key)
            if source is not None and value != catalog_value(source):
                found.append(f"{key!r} [{language}]: differs from texts.{language}.tsv "
                             "(run ios/ci/fill_learn_strings.py)")
            if positions(value) != wanted:
                found.append(f"{key!r} [{language}]: arguments {positions(value)} != English's {wanted}")
            if _OTHER_SPECIFIER.search(value):
                found.append(f"{key!r} [{language}]: a format specifier other than %n$@")
    return found
