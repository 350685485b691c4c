"""Parsing Swift with tree-sitter, and small helpers over its syntax tree."""

from __future__ import annotations

from pathlib import Path
from typing import Iterator

import tree_sitter
import tree_sitter_swift

_PARSER = tree_sitter.Parser(tree_sitter.Language(tree_sitter_swift.language()))

# Valid Swift that UniFFI generates and the pinned grammar cannot parse yet,
# each with a stand-in of the same length (so every line and column stays
# where it is). Nothing else is rewritten: any other parse error is reported.
GRAMMAR_GAPS = (
    (b"nonisolated(unsafe)", b"nonisolated        "),  # Swift 5.10 (SE-0412)
    (b"= { () }", b"= {    }"),  # a closure returning the empty tuple
)


class SwiftFile:
    """One parsed Swift file: its path, bytes and syntax tree."""

    def __init__(self, path: Path):
        self.path = path
        self.source = path.read_bytes()
        for construct, stand_in in GRAMMAR_GAPS:
            self.source = self.source.replace(construct, stand_in)
        self.tree = _PARSER.parse(self.source)

    @property
    def root(self) -> tree_sitter.Node:
        return self.tree.root_node

    def text(self, node: tree_sitter.Node) -> str:
        return self.source[node.start_byte:node.end_byte].decode("utf-8")

    def line(self, node: tree_sitter.Node) -> int:
        return node.start_point[0] + 1

    def where(self, node: tree_sitter.Node) -> str:
        return f"{self.path}:{self.line(node)}"


def walk(node: tree_sitter.Node) -> Iterator[tree_sitter.Node]:
    """Every node under `node`, itself first, in source order."""
    stack = [node]
    while stack:
        current = stack.pop()
        yield current
        stack.extend(reversed(current.children))


def child(node: tree_sitter.Node, kind: str) -> tree_sitter.Node | None:
    for item in node.children:
        if item.type == kind:
            return item
    return None


def children(node: tree_sitter.Node, kind: str) -> list[tree_sitter.Node]:
    return [item for item in node.children if item.type == kind]


def syntax_errors(swift: SwiftFile) -> list[str]:
    """`file:line: ERROR|MISSING ...` for every error node; empty if the file parses."""
    problems = []
    for node in walk(swift.root):
        if node.is_missing:
            problems.append(f"{swift.where(node)}: MISSING {node.type}")
        elif node.is_error:
            snippet = swift.text(node).strip().splitlines()[0][:60] if swift.text(node).strip() else ""
            problems.append(f"{swift.where(node)}: ERROR near {snippet!r}")
    return problems


# The grammar reads `a + f(x)` as `(a + f)(x)`; Swift calls the right-hand
# operand, so the callee of such a call is the innermost right operand.
_INFIX = {"additive_expression", "multiplicative_expression", "nil_coalescing_expression",
          "conjunction_expression", "disjunction_expression", "ternary_expression"}


def callee(call: tree_sitter.Node) -> tree_sitter.Node:
    """What a `call_expression` calls, seen through the grammar's infix mistake."""
    node = call.children[0]
    while node.type in _INFIX and node.children:
        node = node.children[-1]
    return node
