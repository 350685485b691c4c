#!/usr/bin/env python3
"""Fails when the modules of sholo-core import each other in a cycle.

Reads every `crate::<module>` mention in core/src (tests included, comments
excluded), builds the graph of top-level modules and prints any cycle.
Usage: scripts/module-cycles.py [core/src]
"""
import pathlib
import re
import sys

root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "core/src")
graph = {}
for path in sorted(root.rglob("*.rs")):
    rel = path.relative_to(root)
    module = rel.parts[0].removesuffix(".rs")
    if module in ("lib", "main"):
        continue
    text = re.sub(r"//[^\n]*", "", path.read_text())
    used = set(re.findall(r"\bcrate::(\w+)", text))
    # `use crate::{a, b::c}` groups
    for group in re.findall(r"\bcrate::\{([^}]*)\}", text):
        used |= set(re.findall(r"(?:^|,)\s*(\w+)", group))
    graph.setdefault(module, set()).update(m for m in used if m != module)

cycles = []
state = {}


def visit(node, stack):
    state[node] = "open"
    stack.append(node)
    for nxt in sorted(graph.get(node, ())):
        if state.get(nxt) == "open":
            cycles.append(stack[stack.index(nxt):] + [nxt])
        elif nxt not in state:
            visit(nxt, stack)
    stack.pop()
    state[node] = "done"


for module in sorted(graph):
    if module not in state:
        visit(module, [])

for module in sorted(graph):
    print(f"{module}: {' '.join(sorted(graph[module])) or '-'}")
if cycles:
    for cycle in cycles:
        print("cycle: " + " -> ".join(cycle), file=sys.stderr)
    sys.exit(1)
print("no import cycles among", len(graph), "modules")
