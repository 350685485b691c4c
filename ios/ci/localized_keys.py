"""The String Catalog keys that the app's Swift code looks up.

SwiftUI and Foundation turn a string literal into a localization key when it is
passed to `Text`, `Label`, `Button`, `String(localized:)` and the like. An
interpolation becomes a format specifier: by this project's convention an
integer is always interpolated as `Int(...)` (`%lld`) and anything else is a
string (`%@`).
"""

from __future__ import annotations

from dataclasses import dataclass

from swift_tree import SwiftFile, callee as called, child, children, walk

# Calls whose unlabelled string-literal arguments are localization keys.
KEY_CALLS = {
    "Text", "Label", "Button", "Toggle", "Picker", "Section", "LabeledContent",
    "navigationTitle", "alert", "confirmationDialog", "accessibilityLabel",
    "accessibilityHint",
    # The app's own helpers that take LocalizedStringKey parameters.
    "ControlButton", "section", "choice", "menuButton", "stepButton",
}
# Labelled arguments that are keys (String(localized: "...")).
KEY_LABELS = {"localized"}


@dataclass(frozen=True)
class KeyUse:
    key: str
    where: str


def _callee_name(swift: SwiftFile, call) -> str | None:
    callee = called(call)
    if callee.type == "simple_identifier":
        return swift.text(callee)
    if callee.type == "navigation_expression":
        suffix = child(callee, "navigation_suffix")
        name = suffix and child(suffix, "simple_identifier")
        return swift.text(name) if name else None
    return None


def _literal_key(swift: SwiftFile, literal) -> str:
    parts = []
    for item in literal.children:
        if item.type == "line_str_text":
            parts.append(swift.text(item))
        elif item.type == "str_escaped_char":
            parts.append(swift.text(item).encode().decode("unicode_escape"))
        elif item.type == "interpolated_expression":
            parts.append("%lld" if swift.text(item).startswith("Int(") else "%@")
    return "".join(parts)


def keys_used(swift: SwiftFile) -> list[KeyUse]:
    uses = []
    for call in walk(swift.root):
        if call.type != "call_expression":
            continue
        name = _callee_name(swift, call)
        suffix = child(call, "call_suffix")
        arguments = suffix and child(suffix, "value_arguments")
        if not arguments:
            continue
        for argument in children(arguments, "value_argument"):
            label_node = child(argument, "value_argument_label")
            label = swift.text(label_node) if label_node else None
            literal = child(argument, "line_string_literal")
            if literal is None:
                continue
            is_key = (label is None and name in KEY_CALLS) or (
                name == "String" and label in KEY_LABELS
            )
            key = _literal_key(swift, literal)
            if is_key and key:
                uses.append(KeyUse(key, swift.where(literal)))
    return uses
