"""Checks of the String Catalog (Localizable.xcstrings) against the Swift code."""

from __future__ import annotations

import json
import re
from pathlib import Path

LANGUAGES = ("en", "bn", "hi", "ne")
# The plural categories each language's numbers fall in (CLDR): English, Bengali,
# Hindi and Nepali all have `one` and `other` (Bengali and Hindi count 0 as one).
PLURAL_FORMS = {language: ("one", "other") for language in LANGUAGES}
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


# A plural substitution in a value: `%#@name@`, or `%2$#@name@` with its argument's place.
_SUBSTITUTION = re.compile(r"%(?:(\d+)\$)?#@(\w+)@")
# An English count of something with no plural forms: "%lld games", "%2$lld steps".
_COUNTED_NOUN = re.compile(r"%(?:\d+\$)?lld [a-z]+s\b")


def plural_problems(localization: dict, language: str = "en") -> list[str]:
    """A plural substitution (`%#@name@` in the value) needs its definition,
    a translated form for each of the language's plural categories, `%arg` in
    every form, and, written with a place (`%2$#@name@`), that place as its
    argNum."""
    problems = []
    substitutions = localization.get("substitutions", {})
    for place, name in _SUBSTITUTION.findall(localization.get("stringUnit", {}).get("value", "")):
        substitution = substitutions.get(name, {})
        forms = substitution.get("variations", {}).get("plural", {})
        for form in PLURAL_FORMS.get(language, ("other",)):
            if form not in forms:
                problems.append(f"plural {name} has no '{form}' form")
        if place and substitution.get("argNum") != int(place):
            problems.append(f"plural {name} is written as argument {place} but its argNum is "
                            f"{substitution.get('argNum')}")
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
    for _, name in _SUBSTITUTION.findall(value):
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
            problems += [f"{key!r} [{language}]: {p}"
                         for p in plural_problems(localizations.get(language, {}), language)]
    return problems


def unvaried_counts(catalog: dict) -> list[str]:
    """Counts of something that do not vary by plural: an English text with a
    plain `%lld games` ("1 games"), or a key whose English varies by plural
    while another language's text does not."""
    problems = []
    for key, entry in catalog["strings"].items():
        localizations = entry.get("localizations", {})
        english = localizations.get("en", {})
        if _COUNTED_NOUN.search(english.get("stringUnit", {}).get("value", "")):
            problems.append(f"{key!r} [en]: a counted noun without plural forms (%#@name@ substitutions)")
        if not english.get("substitutions"):
            continue
        for language in LANGUAGES:
            value = localizations.get(language, {}).get("stringUnit", {}).get("value", "")
            if not _SUBSTITUTION.search(value):
                problems.append(f"{key!r} [{language}]: English varies by plural, this does not")
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
