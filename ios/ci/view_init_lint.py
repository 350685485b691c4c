"""Keeps SwiftUI views constructible from other files.

Before Swift 6.4 a single `private` stored property (even `@State private var x =
false`) makes a struct's synthesized memberwise initializer private, and a view
built in another file then fails to compile with "initializer is inaccessible".
The app's views therefore keep their stored properties internal or write an
explicit `init`.
"""

from __future__ import annotations

from swift_tree import SwiftFile, child, children, walk


def _conforms_to_view(swift: SwiftFile, decl) -> bool:
    return any(swift.text(spec).strip() == "View" for spec in children(decl, "inheritance_specifier"))


def private_stored_properties(swift: SwiftFile) -> list[str]:
    problems = []
    for decl in walk(swift.root):
        if decl.type != "class_declaration" or child(decl, "struct") is None:
            continue
        if not _conforms_to_view(swift, decl):
            continue
        body = child(decl, "class_body")
        if body is None or any(m.type == "init_declaration" for m in body.children):
            continue
        for member in children(body, "property_declaration"):
            modifiers = child(member, "modifiers")
            words = swift.text(modifiers).split() if modifiers else []
            stored = child(member, "computed_property") is None
            if stored and "static" not in words and ({"private", "fileprivate"} & set(words)):
                problems.append(f"{swift.where(member)}: private stored property makes the "
                                f"view's memberwise init private: {swift.text(member).splitlines()[0]}")
    return problems
