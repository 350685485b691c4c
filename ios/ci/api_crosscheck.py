"""Checks that the app's Swift uses the SholoCore API as generated.

No Swift compiler runs here, so this follows the types it can see: names
declared with a type (`let session: GameSession`, parameters, properties of the
app's own types), the return types of SholoCore calls and of the code's own
functions, the fields of its records, and the argument of a closure handed to
one of the code's own functions or inits (`act { $0.retry() }` for
`act(_ intent: (GameTable) -> Void)`). Along those it reports, with file:line:

- a member, method or enum case that SholoCore's type does not have
  (nor an extension in the app adds);
- a call whose argument labels match no SholoCore signature (`playHop(from:to:)`);
- an implicit member (`.draw80`) passed to a SholoCore parameter, compared with
  a SholoCore value, or matched in a `switch` over one, that the enum lacks;
- a type-qualified name (`SholoError.StaleTurn`, `Level.ordered`) that is not there;
- a `default:` in a switch over one of SholoCore's enums (`DrillStatus`,
  `Refusal`, `TableEvent`, ...): each case is listed, so one the core adds is
  a compile error on the Mac, not a status the screens silently ignore;
- a SholoKit type, init or member used by the app (another module) that is not public;
- a member of one of the app's own types that it does not declare (a typo), for
  types whose whole surface is known here (not SwiftUI views).

What it cannot type (closure parameters of SwiftUI views, generic code) it skips:
it may miss a mistake, but it does not report a correct name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from swift_api import Api, Callable, TypeInfo, TypeRef, collect, parameter, type_ref
from swift_tree import SwiftFile, callee as called, child, children, walk

# Members the app's own types get from the language and the protocols they adopt
# (ObservableObject, RawRepresentable, CaseIterable, Identifiable).
SYNTHESIZED = {"objectWillChange", "rawValue", "allCases", "id", "init"}
# Protocols whose members the checks know (above); a type adopting any other
# outside protocol (View, Gesture, ...) gets members this checker cannot list.
KNOWN_PROTOCOLS = {
    "Equatable", "Hashable", "Identifiable", "Sendable", "Error", "CaseIterable",
    "ObservableObject", "String", "Int", "Codable",
}
# Members every value has, whatever its type.
UNIVERSAL = {"self", "hashValue", "hash", "localizedDescription", "errorDescription", "description"}
# Array members whose result type the checks follow.
ARRAY_ELEMENT_OPTIONAL = {"first", "last", "randomElement", "popLast"}
ARRAY_SAME = {"filter", "sorted", "reversed", "dropFirst", "dropLast", "prefix", "suffix", "shuffled"}
ARRAY_CLOSURE_METHODS = {
    "map", "compactMap", "flatMap", "filter", "first", "last", "contains", "allSatisfy",
    "firstIndex", "lastIndex", "sorted", "forEach", "reduce", "min", "max", "removeAll",
    "drop", "prefix", "partition",
}
# Members of Optional itself (`x.map { ... }` on an optional value).
OPTIONAL_MEMBERS = {"map", "flatMap", "unsafelyUnwrapped"}
PRIMITIVES = {"Int", "Int32", "Int64", "UInt64", "UInt32", "Double", "Float", "Bool", "String"}


@dataclass(frozen=True)
class Finding:
    where: str
    message: str

    def __str__(self) -> str:
        return f"{self.where}: {self.message}"


class Checker:
    def __init__(self, core: Api, app: Api, kit: Api | None = None, kit_clients: tuple = ()):
        self.core = core
        self.app = app
        # SholoKit's own declarations, and the folders of code that imports it
        # from outside the module (and so sees only what is public).
        self.kit = kit or Api()
        self.kit_clients = kit_clients
        self.current_is_client = False
        self.findings: list[Finding] = []
        # How many uses of SholoCore names were checked and found right.
        self.verified = 0
        self._depth = 0

    # -- what a type offers ------------------------------------------------

    def is_core(self, name: str) -> bool:
        return name in self.core.types

    def info(self, name: str) -> TypeInfo | None:
        core = self.core.types.get(name)
        mine = self.app.types.get(name)
        if core and mine:
            merged = TypeInfo(name, core.kind)
            merged.merge(core)
            merged.merge(mine)
            return merged
        return core or mine

    def member_type(self, owner: TypeRef, name: str) -> TypeRef | None:
        info = self.info(owner.name)
        if info is None:
            return None
        if owner.meta:
            if name in info.cases:
                return TypeRef(owner.name)
            if name in info.static_properties:
                return info.static_properties[name]
            return None
        return info.properties.get(name)

    def has_member(self, owner: TypeRef, name: str) -> bool:
        info = self.info(owner.name)
        if info is None:
            return True
        if name in UNIVERSAL:
            return True
        if owner.meta:
            return name in info.type_members()
        return name in info.instance_members()

    # -- scopes ------------------------------------------------------------

    def lookup(self, swift: SwiftFile, node, name: str) -> TypeRef | None:
        """The declared type of `name` where `node` uses it, or None if unknown."""
        if name in self.core.types or name in self.app.types:
            return TypeRef(name, meta=True)
        previous = node
        scope = node.parent
        while scope is not None:
            found, ref = self.binding_in(swift, scope, previous, name)
            if found:
                return ref
            previous = scope
            scope = scope.parent
        return None

    def binding_in(self, swift: SwiftFile, scope, before, name: str):
        kind = scope.type
        if kind in ("function_declaration", "init_declaration"):
            for p in children(scope, "parameter"):
                _, internal, ref = parameter(swift, p)
                if internal == name:
                    return True, ref
        if kind == "lambda_literal":
            params = [p for p in walk(scope) if p.type == "lambda_parameter" and self._owner_lambda(p) == scope]
            for position, p in enumerate(params):
                ident = child(p, "simple_identifier")
                if ident is not None and swift.text(ident) == name:
                    written = next((c for c in p.children if c.type in ("user_type", "optional_type", "array_type")), None)
                    if written is None and position == 0:
                        return True, self.closure_argument(swift, scope)
                    return True, type_ref(swift, written)
            if name.startswith("$"):
                return True, self.closure_argument(swift, scope)
        if kind in ("if_statement", "guard_statement", "while_statement"):
            ref = self.conditional_binding(swift, scope, name)
            if ref is not False:
                return True, ref
        if kind == "for_statement":
            pattern = child(scope, "pattern")
            if pattern is not None and swift.text(pattern) == name:
                iterated = next((c for c in scope.children if c.is_named and c.type not in ("pattern", "statements")), None)
                ref = self.type_of(swift, iterated) if iterated is not None else None
                return True, ref.element() if ref else None
        if kind == "switch_entry":
            # `case .loaded(let book)`: bound, of a type this checker does not follow.
            patterns = child(scope, "switch_pattern") or scope
            bound = {swift.text(n) for n in walk(patterns)
                     if n.type == "simple_identifier" and n.parent.type == "pattern"}
            if name in bound:
                return True, None
        if kind in ("statements", "source_file", "function_body", "computed_property"):
            for item in scope.children:
                if item == before or item.start_byte >= before.start_byte:
                    break
                ref = self.declared(swift, item, name)
                if ref is not False:
                    return True, ref
                if item.type == "guard_statement":
                    ref = self.conditional_binding(swift, item, name)
                    if ref is not False:
                        return True, ref
        if kind in ("class_body", "enum_class_body"):
            decl = scope.parent
            owner = self.owner_name(swift, decl)
            if owner:
                info = self.info(owner)
                if info and name in info.properties:
                    return True, info.properties[name]
                if info and name in info.static_properties:
                    return True, info.static_properties[name]
        return False, None

    def _owner_lambda(self, node):
        scope = node.parent
        while scope is not None and scope.type != "lambda_literal":
            scope = scope.parent
        return scope

    def owner_name(self, swift: SwiftFile, decl) -> str | None:
        if decl is None or decl.type != "class_declaration":
            return None
        ident = child(decl, "type_identifier")
        if ident is not None:
            return swift.text(ident)
        extended = child(decl, "user_type")
        if extended is not None:
            return swift.text(children(extended, "type_identifier")[-1])
        return None

    def declared(self, swift: SwiftFile, item, name: str):
        """The type a `let`/`var` statement gives `name`; False if it does not bind it."""
        if item.type != "property_declaration":
            return False
        for pattern in children(item, "pattern"):
            ident = child(pattern, "simple_identifier")
            if ident is None or swift.text(ident) != name:
                continue
            annotation = child(item, "type_annotation")
            if annotation is not None:
                return type_ref(swift, annotation)
            value = self.value_after_equals(item)
            return self.type_of(swift, value) if value is not None else None
        return False

    def value_after_equals(self, node):
        seen = False
        for item in node.children:
            if item.type == "=":
                seen = True
            elif seen and item.is_named:
                return item
        return None

    def conditional_binding(self, swift: SwiftFile, statement, name: str):
        """The type `if let name = value` / `guard let name` gives `name`; False if
        the statement binds no such name."""
        items = statement.children
        for index, item in enumerate(items):
            if item.type != "value_binding_pattern":
                continue
            ident = items[index + 1] if index + 1 < len(items) else None
            if ident is None or ident.type != "simple_identifier" or swift.text(ident) != name:
                continue
            if name == "self":
                return None
            has_value = index + 2 < len(items) and items[index + 2].type == "="
            if has_value:
                ref = self.type_of(swift, items[index + 3])
            else:
                ref = self.lookup(swift, statement, name)
            return ref.value() if ref else None
        return False

    def closure_argument(self, swift: SwiftFile, lambda_node) -> TypeRef | None:
        """`$0` in a closure passed to an array method: the array's element; in
        one passed to the code's own function or init, the first argument of
        the parameter's function type (`act { $0.retry() }`)."""
        argument = lambda_node.parent if lambda_node.parent is not None and lambda_node.parent.type == "value_argument" else None
        suffix = lambda_node.parent
        if argument is not None:
            suffix = suffix.parent.parent if suffix.parent is not None else None
        if suffix is None or suffix.type != "call_suffix":
            return None
        call = suffix.parent
        callee = call.children[0]
        if callee.type == "simple_identifier":
            return self.own_closure_argument(swift, call, swift.text(callee), argument)
        if callee.type != "navigation_expression":
            return None
        method = self.suffix_name(swift, callee)
        if method not in ARRAY_CLOSURE_METHODS:
            return None
        base = self.type_of(swift, callee.children[0])
        return base.element() if base and base.array else None

    def own_callables(self, swift: SwiftFile, node, name: str) -> list:
        """What a plain call `name(...)` reaches among the code's own
        declarations: a type's inits, a method of the enclosing type, or a
        free function; nothing when `name` is a local value."""
        if name in self.app.types:
            return self.app.types[name].inits
        if name in self.core.types or self.lookup(swift, node, name) is not None:
            return []
        scope = node.parent
        while scope is not None:
            owner = self.owner_name(swift, scope) if scope.type == "class_declaration" else None
            info = self.app.types.get(owner) if owner else None
            if info is not None and (name in info.methods or name in info.statics):
                return info.methods.get(name, []) + info.statics.get(name, [])
            scope = scope.parent
        return self.app.functions.get(name, [])

    def own_closure_argument(self, swift: SwiftFile, call, name: str, argument) -> TypeRef | None:
        label = None
        if argument is not None:
            label_node = child(argument, "value_argument_label")
            label = swift.text(label_node) if label_node is not None else "_"
        for signature in self.own_callables(swift, call, name):
            slots = [i for i, known in enumerate(signature.closure_args) if known is not False]
            if label is not None:
                slots = [i for i in slots if signature.labels[i] == label]
            if slots:
                return signature.closure_args[slots[-1]]
        return None

    # -- expressions -------------------------------------------------------

    def suffix_name(self, swift: SwiftFile, navigation) -> str | None:
        suffix = child(navigation, "navigation_suffix")
        ident = suffix and child(suffix, "simple_identifier")
        return swift.text(ident) if ident else None

    def type_of(self, swift: SwiftFile, node) -> TypeRef | None:
        if node is None:
            return None
        self._depth += 1
        try:
            if self._depth > 60:
                return None
            return self._type_of(swift, node)
        finally:
            self._depth -= 1

    def _type_of(self, swift: SwiftFile, node) -> TypeRef | None:
        kind = node.type
        if kind == "simple_identifier":
            return self.lookup(swift, node, swift.text(node))
        if kind == "self_expression":
            scope = node.parent
            while scope is not None and scope.type != "class_declaration":
                scope = scope.parent
            owner = self.owner_name(swift, scope)
            return TypeRef(owner) if owner else None
        if kind in ("try_expression", "await_expression", "parenthesized_expression"):
            inner = next((c for c in reversed(node.children) if c.is_named), None)
            return self.type_of(swift, inner)
        if kind == "postfix_expression" and swift.text(node).endswith("!"):
            ref = self.type_of(swift, node.children[0])
            return ref.value() if ref else None
        if kind == "tuple_expression":
            parts = [self.type_of(swift, c) for c in node.children if c.is_named]
            return TypeRef("(tuple)", elements=tuple(parts))
        if kind == "navigation_expression":
            return self.navigation(swift, node)
        if kind == "call_expression":
            return self.call(swift, node)
        if kind in ("integer_literal",):
            return TypeRef("Int")
        if kind in ("line_string_literal", "multi_line_string_literal"):
            return TypeRef("String")
        if kind in ("boolean_literal",):
            return TypeRef("Bool")
        return None

    def navigation(self, swift: SwiftFile, node) -> TypeRef | None:
        base_node = node.children[0]
        name = self.suffix_name(swift, node)
        base = self.type_of(swift, base_node)
        if base is None or name is None:
            return None
        optional_chain = any(c.type == "?" for c in node.children) or base.optional
        if base.optional and name in OPTIONAL_MEMBERS and not any(c.type == "?" for c in node.children):
            return None
        if name == "init" and not base.meta:
            return None  # `self.init(...)`: delegation inside an initializer
        if base.array and not base.meta:
            if name in ARRAY_ELEMENT_OPTIONAL:
                return TypeRef(base.name, optional=True)
            if name in ARRAY_SAME:
                return base
            if name == "count":
                return TypeRef("Int")
            if name == "isEmpty":
                return TypeRef("Bool")
            return None
        if base.name in PRIMITIVES:
            return None
        self.check_kit_access(swift, node, base, name)
        self.check_own_member(swift, node, base, name)
        if self.is_core(base.name):
            if not self.has_member(base, name):
                what = "type" if base.meta else "value"
                self.report(swift, node, f"SholoCore {base.name} has no {what} member '{name}'")
                return None
            self.verified += 1
        if self.method_overloads(base, name) and not self.is_called(node):
            return None
        ref = self.member_type(base, name)
        if ref and optional_chain:
            ref = TypeRef(ref.name, True, ref.array, ref.meta, ref.elements)
        return ref

    def is_called(self, navigation) -> bool:
        parent = navigation.parent
        return parent is not None and parent.type == "call_expression" and parent.children[0] == navigation

    def method_overloads(self, owner: TypeRef, name: str) -> list:
        info = self.info(owner.name)
        if info is None:
            return []
        if owner.meta:
            if name == "init":
                return info.inits
            return info.statics.get(name, [])
        return info.methods.get(name, [])

    def call(self, swift: SwiftFile, node) -> TypeRef | None:
        callee = called(node)
        suffix = child(node, "call_suffix")
        arguments = suffix and child(suffix, "value_arguments")
        if arguments is not None and arguments.children and arguments.children[0].type == "[":
            base = self.type_of(swift, callee)
            return base.element() if base and base.array else None
        if callee.type == "simple_identifier":
            name = swift.text(callee)
            if name in PRIMITIVES:
                return TypeRef(name)
            if self.is_core(name):
                info = self.core.types[name]
                if info.kind in ("struct", "class"):
                    self.check_call(swift, node, f"{name}(...)", info.inits)
                return TypeRef(name)
            if name in self.app.types:
                self.check_kit_init(swift, node, name)
                return TypeRef(name)
            if name in self.core.functions and self.lookup(swift, node, name) is None:
                return self.check_call(swift, node, f"{name}(...)", self.core.functions[name])
            # The code's own function or init: its result, when every overload agrees.
            own = self.own_callables(swift, node, name)
            results = {own_one.returns for own_one in own}
            return own[0].returns if len(results) == 1 else None
        if callee.type == "navigation_expression":
            base = self.type_of(swift, callee.children[0])
            name = self.suffix_name(swift, callee)
            if base is None or name is None:
                return None
            optional_chain = any(c.type == "?" for c in callee.children) or base.optional
            if base.optional and name in OPTIONAL_MEMBERS and not any(c.type == "?" for c in callee.children):
                return None
            if name == "init" and not base.meta:
                return None
            if base.array and not base.meta:
                if name in ARRAY_ELEMENT_OPTIONAL:
                    return TypeRef(base.name, optional=True)
                if name in ARRAY_SAME:
                    return base
                return None
            self.type_of(swift, callee)  # reports an unknown member
            overloads = self.method_overloads(base, name)
            if base.meta and name in (self.info(base.name).cases if self.info(base.name) else {}):
                self.check_case_call(swift, node, base.name, name)
                return TypeRef(base.name)
            if not overloads:
                return None
            if self.is_core(base.name) and self.all_core(base, name):
                ref = self.check_call(swift, node, f"{base.name}.{name}(...)", overloads)
            else:
                ref = overloads[0].returns
            if ref and optional_chain and not ref.optional:
                ref = TypeRef(ref.name, True, ref.array)
            return ref
        return None

    def all_core(self, owner: TypeRef, name: str) -> bool:
        """Whether `name` is SholoCore's own (not an app extension's) member."""
        info = self.core.types.get(owner.name)
        if info is None:
            return False
        if owner.meta:
            return name in info.statics or name == "init"
        return name in info.methods

    def call_labels(self, swift: SwiftFile, node) -> tuple:
        suffix = child(node, "call_suffix")
        arguments = suffix and child(suffix, "value_arguments")
        labels = []
        if arguments is not None:
            for argument in children(arguments, "value_argument"):
                label = child(argument, "value_argument_label")
                labels.append(swift.text(label) if label else "_")
        trailing = len([c for c in (suffix.children if suffix else []) if c.type == "lambda_literal"])
        return tuple(labels), trailing

    def check_call(self, swift: SwiftFile, node, what: str, overloads: list) -> TypeRef | None:
        labels, trailing = self.call_labels(swift, node)
        for signature in overloads:
            expected = signature.labels
            if labels == expected or (trailing and labels == expected[: len(expected) - trailing]):
                self.verified += 1
                self.check_arguments(swift, node, signature)
                self.check_marked(swift, node, what, signature)
                return signature.returns
        wanted = " or ".join("(" + "".join(f"{l}:" for l in s.labels) + ")" for s in overloads)
        got = "(" + "".join(f"{l}:" for l in labels) + ")"
        self.report(swift, node, f"{what} called with labels {got}; SholoCore has {wanted}")
        return overloads[0].returns if overloads else None

    def check_marked(self, swift: SwiftFile, node, what: str, signature: Callable) -> None:
        """A call to a throwing (async) binding sits inside a `try` (`await`)."""
        for needed, marker in ((signature.throws, "try_expression"), (signature.is_async, "await_expression")):
            if needed and not self.inside(node, marker):
                word = "try" if marker == "try_expression" else "await"
                self.report(swift, node, f"{what} {'throws' if word == 'try' else 'is async'}; the call needs {word}")

    @staticmethod
    def inside(node, marker: str) -> bool:
        """Whether an enclosing expression of `node`, within its closure or function, is `marker`."""
        scope = node.parent
        while scope is not None and scope.type not in ("lambda_literal", "function_declaration", "statements"):
            if scope.type == marker:
                return True
            scope = scope.parent
        return False

    def check_arguments(self, swift: SwiftFile, node, signature: Callable) -> None:
        suffix = child(node, "call_suffix")
        arguments = suffix and child(suffix, "value_arguments")
        if arguments is None:
            return
        for argument, expected in zip(children(arguments, "value_argument"), signature.params):
            value = next((c for c in reversed(argument.children) if c.is_named and c.type != "value_argument_label"), None)
            self.check_implicit(swift, value, expected)

    def check_implicit(self, swift: SwiftFile, value, expected: TypeRef | None) -> None:
        """`.name` or `.name(...)` where a value of `expected` goes."""
        if value is None or expected is None or not self.is_core(expected.name) or expected.array:
            return
        info = self.info(expected.name)  # the core's cases and statics, and the app's extensions
        if value.type == "prefix_expression" and value.children and value.children[0].type == ".":
            name = swift.text(value.children[-1])
            if name not in info.type_members() and name != "none":
                self.report(swift, value, f"SholoCore {expected.name} has no case or static '{name}'")
            else:
                self.verified += 1
        elif value.type == "call_expression" and value.children[0].type == "prefix_expression":
            name = swift.text(value.children[0].children[-1])
            if name not in info.type_members():
                self.report(swift, value, f"SholoCore {expected.name} has no case or static '{name}'")
            elif name in info.cases:
                self.check_case_call(swift, value, expected.name, name)

    def check_case_call(self, swift: SwiftFile, node, enum: str, case: str) -> None:
        spec = self.core.types[enum].cases.get(case) if self.is_core(enum) else None
        if not spec:
            return
        labels, _ = self.call_labels(swift, node)
        if labels != spec[0]:
            self.report(swift, node, f"SholoCore {enum}.{case} takes ({''.join(l + ':' for l in spec[0])})")
            return
        self.check_arguments(swift, node, Callable(spec[0], spec[1], TypeRef(enum)))

    # -- statements ----------------------------------------------------------

    def check_switch(self, swift: SwiftFile, node) -> None:
        subject = next((c for c in node.children if c.is_named and c.type not in ("switch_entry", "comment")), None)
        ref = self.type_of(swift, subject)
        if ref is None:
            return
        subjects = list(ref.elements) if ref.elements else [ref]
        info = self.core.types.get(ref.name)
        if not ref.elements and not ref.array and info is not None and info.kind == "enum":
            for entry in children(node, "switch_entry"):
                if child(entry, "default_keyword") is not None:
                    self.report(swift, entry, f"switch over SholoCore {ref.name} has a default: list every case, "
                                              "so a case the core adds fails the build instead of passing silently")
        for entry in children(node, "switch_entry"):
            for pattern in children(entry, "switch_pattern"):
                top = child(pattern, "pattern") or pattern
                parts = [c for c in top.children if c.type == "pattern"] if ref.elements else [top]
                for part, expected in zip(parts, subjects):
                    self.check_case_pattern(swift, part, expected)

    def check_case_pattern(self, swift: SwiftFile, pattern, expected: TypeRef | None) -> None:
        if expected is None or not self.is_core(expected.name) or expected.array:
            return
        items = pattern.children
        if len(items) >= 2 and items[0].type == "." and items[1].type == "simple_identifier":
            name = swift.text(items[1])
            info = self.core.types[expected.name]
            if name not in info.cases and not (expected.optional and name in ("none", "some")):
                self.report(swift, pattern, f"SholoCore {expected.name} has no case '{name}'")
            else:
                self.verified += 1

    def check_equality(self, swift: SwiftFile, node) -> None:
        sides = [c for c in node.children if c.is_named]
        if len(sides) != 2:
            return
        for value, other in ((sides[0], sides[1]), (sides[1], sides[0])):
            if value.type == "prefix_expression":
                ref = self.type_of(swift, other)
                if ref is not None:
                    self.check_implicit(swift, value, ref.value())

    def check_qualified_names(self, swift: SwiftFile) -> None:
        """`SholoError.StaleTurn`, `Level.ordered`: anywhere outside comments and strings."""
        text = bytearray(swift.source)
        for node in walk(swift.root):
            if node.type in ("comment", "multiline_comment", "line_string_literal", "multi_line_string_literal"):
                for index in range(node.start_byte, node.end_byte):
                    if text[index] != 10:
                        text[index] = 32
        source = text.decode("utf-8", "replace")
        names = "|".join(sorted(self.core.types, key=len, reverse=True))
        for match in re.finditer(rf"(?<![\w.])({names})\.([A-Za-z_]\w*)", source):
            owner, member = match.group(1), match.group(2)
            if not self.has_member(TypeRef(owner, meta=True), member) and member not in ("self", "Type"):
                line = source.count("\n", 0, match.start()) + 1
                self.findings.append(Finding(f"{swift.path}:{line}", f"SholoCore {owner} has no case or static '{member}'"))
            else:
                self.verified += 1

    def check_own_member(self, swift: SwiftFile, node, base: TypeRef, name: str) -> None:
        """A member of one of the app's own types (a typo like `game.snapsot`)."""
        info = self.app.types.get(base.name)
        if info is None or self.is_core(base.name) or info.kind == "extension":
            return
        if info.inherits - KNOWN_PROTOCOLS - set(self.app.types) - self.core.protocols:
            return
        if name in SYNTHESIZED or name in UNIVERSAL or self.has_member(base, name):
            self.verified += 1
            return
        self.report(swift, node, f"{base.name} has no {'type' if base.meta else 'value'} member '{name}'")

    def check_kit_access(self, swift: SwiftFile, node, base: TypeRef, name: str) -> None:
        """A SholoKit member used by the app must be public."""
        info = self.kit.types.get(base.name)
        if not self.current_is_client or info is None:
            return
        declared = (set(info.properties) | set(info.methods) | set(info.statics)
                    | set(info.static_properties) | set(info.cases))
        if name in declared and name not in info.public_members:
            self.report(swift, node, f"SholoKit {base.name}.{name} is used by the app but not public")

    def check_kit_init(self, swift: SwiftFile, node, name: str) -> None:
        info = self.kit.types.get(name)
        if not self.current_is_client or info is None or info.kind == "extension":
            return
        if not info.is_public:
            self.report(swift, node, f"SholoKit {name} is used by the app but not public")
        elif info.kind in ("struct", "class") and info.inits and not info.public_inits:
            self.report(swift, node, f"SholoKit {name} has no public init")

    def report(self, swift: SwiftFile, node, message: str) -> None:
        finding = Finding(swift.where(node), message)
        if finding not in self.findings:
            self.findings.append(finding)

    def check_file(self, swift: SwiftFile) -> list[Finding]:
        before = len(self.findings)
        self.current_is_client = any(part in self.kit_clients for part in swift.path.parts)
        for node in walk(swift.root):
            if node.type in ("navigation_expression", "call_expression"):
                self.type_of(swift, node)
            elif node.type == "switch_statement":
                self.check_switch(swift, node)
            elif node.type == "equality_expression":
                self.check_equality(swift, node)
        self.check_qualified_names(swift)
        return self.findings[before:]


def core_api(generated: SwiftFile) -> Api:
    api = collect([generated], public_only=True)
    api.types = {n: t for n, t in api.types.items() if t.kind != "extension" and n != "NoHandle"}
    return api


def crosscheck(generated: SwiftFile, sources: list[SwiftFile]) -> tuple[dict, int]:
    """(file path -> findings for every file in `sources`, number of uses verified).

    Files under `SholoGuti/` (the app) see only SholoKit's public declarations."""
    kit = collect([s for s in sources if "SholoKit" in s.path.parts and "Sources" in s.path.parts])
    checker = Checker(core_api(generated), collect(sources), kit, ("SholoGuti",))
    findings = {str(swift.path): checker.check_file(swift) for swift in sources}
    return findings, checker.verified
