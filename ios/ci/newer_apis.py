"""Refuses SwiftUI and UIKit API newer than the app's iOS 16.0 deployment target.

No SDK is at hand here to ask which iOS introduced a name, so this is a short
list of the ones most easily reached for by habit (iOS 16.1 to 17 and later).
A name on it is refused anywhere in the app's code outside comments and strings
unless the file guards it with `#available`; `onChange` with the iOS 17 form
(two closure parameters, or `initial:`) is refused too.
"""

from __future__ import annotations

from swift_tree import SwiftFile, child, children, walk

# name -> the iOS version that introduced it.
REFUSED = {
    # iOS 16.1 / 16.4
    "fontDesign": "16.1", "fontWidth": "16.1",
    "presentationBackground": "16.4", "presentationCornerRadius": "16.4",
    "presentationCompactAdaptation": "16.4", "presentationContentInteraction": "16.4",
    "presentationBackgroundInteraction": "16.4", "scrollBounceBehavior": "16.4",
    # iOS 17
    "sensoryFeedback": "17", "SensoryFeedback": "17", "symbolEffect": "17",
    "phaseAnimator": "17", "keyframeAnimator": "17", "containerRelativeFrame": "17",
    "scrollPosition": "17", "scrollTargetBehavior": "17", "scrollTargetLayout": "17",
    "safeAreaPadding": "17", "contentMargins": "17", "inspector": "17",
    "onKeyPress": "17", "geometryGroup": "17", "visualEffect": "17",
    "scrollClipDisabled": "17", "defaultScrollAnchor": "17", "typesettingLanguage": "17",
    "ContentUnavailableView": "17", "AccessibilityNotification": "17",
    "Observable": "17", "Bindable": "17", "topBarLeading": "17", "topBarTrailing": "17",
    "scrollIndicatorsFlash": "17", "TipKit": "17",
    # iOS 18
    "MeshGradient": "18", "TextRenderer": "18", "onScrollGeometryChange": "18",
}


def newer_api_uses(swift: SwiftFile) -> list[str]:
    if b"#available" in swift.source:
        return []
    problems = []
    for node in walk(swift.root):
        if node.type in ("simple_identifier", "type_identifier"):
            name = swift.text(node)
            if name in REFUSED:
                problems.append(f"{swift.where(node)}: '{name}' needs iOS {REFUSED[name]}; the app supports iOS 16.0")
        elif node.type == "call_expression" and _method_name(swift, node) == "onChange":
            problems += _ios17_on_change(swift, node)
    return problems


def _method_name(swift: SwiftFile, call):
    """The called name: `f` in `f(...)` and in `x.y.f(...)`, with the node that names it."""
    callee = call.children[0]
    if callee.type == "navigation_expression":
        suffix = child(callee, "navigation_suffix")
        callee = suffix and child(suffix, "simple_identifier")
    return swift.text(callee) if callee is not None and callee.type == "simple_identifier" else None


def _ios17_on_change(swift: SwiftFile, call) -> list[str]:
    suffix = child(call, "call_suffix")
    if suffix is None:
        return []
    arguments = child(suffix, "value_arguments")
    labels = [swift.text(label) for argument in (children(arguments, "value_argument") if arguments else [])
              for label in children(argument, "value_argument_label")]
    closures = children(suffix, "lambda_literal")
    two_parameters = any(
        len([p for p in walk(closure) if p.type == "lambda_parameter" and _closure_of(p) == closure]) == 2
        for closure in closures
    )
    if "initial" in labels or two_parameters:
        named = child(call.children[0], "navigation_suffix") or call
        return [f"{swift.where(named)}: onChange(of:initial:) and its two-parameter closure need iOS 17; "
                f"use onChange(of:) {{ newValue in ... }}"]
    return []


def _closure_of(node):
    scope = node.parent
    while scope is not None and scope.type != "lambda_literal":
        scope = scope.parent
    return scope
