"""Checks of the String Catalog (Localizable.xcstrings) against the Swift code."""

from __future__ import annotations

import json
import re
from pathlib import Path

LANGUAGES = ("en", "bn", "hi", "ne")
_SPECIFIER = re.compile(r"%(?:\d+\$)?(lld|ld|d|@|lf|f)")


def specifiers(text: str) -> list[str]:
    """The format specifiers of a string, positions dropped, sorted."""
    return sorted(_SPECIFIER.findall(text))


def load(path: Path) -> dict:
    catalog = json.loads(path.read_text(encoding="utf-8"))
    if catalog.get("sourceLanguage") != "en":
        raise ValueError("sourceLanguage must be en")
    if not isinstance(catalog.get("strings"), dict):
        raise ValueError("no strings table")
    return catalog


_SUBSTITUTION = re.compile(r"%#@(\w+)@")


def plural_problems(localization: dict) -> list[str]:
    """A plural substitution (`%#@name@` in the value) needs its definition, a
    translated `other` form and `%arg` in every form."""
    problems = []
    substitutions = localization.get("substitutions", {})
    for name in _SUBSTITUTION.findall(localization.get("stringUnit", {}).get("value", "")):
        forms = substitutions.get(name, {}).get("variations", {}).get("plural", {})
        if "other" not in forms:
            problems.append(f"plural {name} has no 'other' form")
        for form, variation in forms.items():
            unit = variation.get("stringUnit", {})
            if unit.get("state") != "translated" or "%arg" not in unit.get("value", ""):
                problems.append(f"plural {name} [{form}] is untranslated or lacks %arg")
    return problems


def effective_specifiers(localization: dict) -> list[str]:
    """A localization's placeholders, each plural substitution counted as its
    format specifier (`%#@pieces@` with formatSpecifier lld is one %lld)."""
    value = localization.get("stringUnit", {}).get("value", "")
    found = _SPECIFIER.findall(value)
    substitutions = localization.get("substitutions", {})
    for name in _SUBSTITUTION.findall(value):
        found.append(substitutions.get(name, {}).get("formatSpecifier", "?"))
    return sorted(found)


def untranslated(catalog: dict) -> list[str]:
    """Every key lacking a translated, non-empty value in one of the four
    languages, or with a plural variation that is incomplete."""
    problems = []
    for key, entry in catalog["strings"].items():
        localizations = entry.get("localizations", {})
        for language in LANGUAGES:
            unit = localizations.get(language, {}).get("stringUnit", {})
            if unit.get("state") != "translated" or not unit.get("value", "").strip():
                problems.append(f"{key!r}: no {language} translation")
            problems += [f"{key!r} [{language}]: {p}" for p in plural_problems(localizations.get(language, {}))]
    return problems


def mismatched_specifiers(catalog: dict, exempt: frozenset = frozenset()) -> list[str]:
    """Translations whose %@ / %lld placeholders differ from the key's. The
    `exempt` keys are not sentences but names (the lesson texts' keys, whose
    arguments learn_strings.py checks against the English text)."""
    problems = []
    for key, entry in catalog["strings"].items():
        if key in exempt:
            continue
        wanted = specifiers(key)
        for language, localization in entry.get("localizations", {}).items():
            found = effective_specifiers(localization)
            if found != wanted:
                problems.append(f"{key!r} [{language}]: placeholders {found} != {wanted}")
    return problems


def missing_keys(catalog: dict, used: dict) -> list[str]:
    """Keys the Swift code looks up that the catalog lacks (used: key -> file:line)."""
    return [f"{where}: {key!r} is not in the catalog" for key, where in used.items()
            if key not in catalog["strings"]]


def unused_keys(catalog: dict, used: dict) -> list[str]:
    return [f"{key!r} is in the catalog but no Swift code uses it"
            for key in catalog["strings"] if key not in used]
