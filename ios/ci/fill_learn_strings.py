"""Writes the lesson and puzzle texts into the app's String Catalog from the
core's `core/src/learn/texts.*.tsv` (learn_strings.py says how). Run it after
any change to those files; `ios/ci/check.sh` fails until the catalog agrees.

Usage: python3 ios/ci/fill_learn_strings.py   (from anywhere; no packages needed)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import learn_strings  # noqa: E402
from string_catalog import LANGUAGES  # noqa: E402

ROOT = Path(__file__).resolve().parents[2]
CATALOG = ROOT / "ios" / "SholoGuti" / "Resources" / "Localizable.xcstrings"


def main() -> int:
    languages = learn_strings.texts(ROOT)
    catalog = json.loads(CATALOG.read_text(encoding="utf-8"))
    changed = learn_strings.fill(catalog, languages)
    # The catalog's own layout (two spaces, UTF-8 as is, keys in their order).
    CATALOG.write_text(json.dumps(catalog, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    absent = [language for language in LANGUAGES if language not in languages]
    print(f"{len(languages['en'])} keys from {', '.join(languages)}; {len(changed)} entries written")
    if absent:
        print(f"no texts file for {', '.join(absent)}: the catalog keeps what it has for them")
    left = learn_strings.problems(catalog, languages)
    for problem in left:
        print(f"  {problem}")
    return 1 if left else 0


if __name__ == "__main__":
    sys.exit(main())
