"""What a set of Swift files declares: types with their members, and free functions.

Read from the syntax tree, so it works the same for UniFFI's generated
SholoCore.swift and for the app's own sources (whose extensions add members to
the generated types).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from swift_tree import SwiftFile, child, children, walk


@dataclass(frozen=True)
class TypeRef:
    """A written type, reduced to what the checks need."""

    name: str
    optional: bool = False
    array: bool = False
    # A reference to the type itself (`Level.ordered`), not to a value of it.
    meta: bool = False
    # A tuple of types (a `switch (a, b)` subject).
    elements: tuple = ()

    def value(self) -> "TypeRef":
        """The non-optional value (after `?.`, `if let`, `!`)."""
        return TypeRef(self.name, False, self.array, self.meta, self.elements)

    def element(self) -> "TypeRef | None":
        return TypeRef(self.name) if self.array else None


@dataclass
class Callable:
    labels: tuple
    params: list
    returns: TypeRef | None
    # Declared `throws` / `async`: a call needs `try` / `await`.
    throws: bool = False
    is_async: bool = False
    # Per parameter, for one of function type, the type of the closure's
    # first argument (`$0` in `act { $0.retry() }` for `(GameTable) -> Void`).
    closure_args: list = field(default_factory=list)


@dataclass
class TypeInfo:
    name: str
    kind: str
    properties: dict = field(default_factory=dict)
    methods: dict = field(default_factory=dict)
    statics: dict = field(default_factory=dict)
    static_properties: dict = field(default_factory=dict)
    inits: list = field(default_factory=list)
    cases: dict = field(default_factory=dict)
    # Visible outside the module (`public` or `open`): the type, and its members.
    nested: set = field(default_factory=set)
    inherits: set = field(default_factory=set)
    is_public: bool = False
    public_members: set = field(default_factory=set)
    public_inits: int = 0

    def merge(self, other: "TypeInfo") -> None:
        self.properties.update(other.properties)
        for name, overloads in other.methods.items():
            self.methods.setdefault(name, []).extend(overloads)
        for name, overloads in other.statics.items():
            self.statics.setdefault(name, []).extend(overloads)
        self.static_properties.update(other.static_properties)
        self.inits.extend(other.inits)
        self.cases.update(other.cases)
        self.nested |= other.nested
        self.inherits |= other.inherits
        self.is_public = self.is_public or other.is_public
        self.public_members |= other.public_members
        self.public_inits += other.public_inits

    def instance_members(self) -> set:
        return set(self.properties) | set(self.methods)

    def type_members(self) -> set:
        return set(self.statics) | set(self.static_properties) | set(self.cases) | self.nested | {"init"}


@dataclass
class Api:
    types: dict = field(default_factory=dict)
    functions: dict = field(default_factory=dict)
    # Protocols declared (a type adopting one of the core's, such as a
    # callback interface, still has a surface the checks know).
    protocols: set = field(default_factory=set)

    def add_type(self, info: TypeInfo) -> None:
        if info.name in self.types:
            self.types[info.name].merge(info)
        else:
            self.types[info.name] = info


def type_ref(swift: SwiftFile, node) -> TypeRef | None:
    if node is None:
        return None
    if node.type == "user_type":
        names = children(node, "type_identifier")
        return TypeRef(swift.text(names[-1])) if names else None
    if node.type in ("optional_type", "implicitly_unwrapped_type"):
        inner = next((c for c in node.children if c.is_named), None)
        base = type_ref(swift, inner)
        return TypeRef(base.name, True, base.array) if base else None
    if node.type == "array_type":
        inner = next((c for c in node.children if c.is_named), None)
        base = type_ref(swift, inner)
        return TypeRef(base.name, False, True) if base and not base.array else None
    if node.type == "type_annotation":
        return type_ref(swift, next((c for c in node.children if c.is_named), None))
    return None


def _type_node(node):
    for item in node.children:
        if item.type in ("user_type", "optional_type", "array_type", "implicitly_unwrapped_type"):
            return item
    return None


def closure_argument(swift: SwiftFile, node) -> TypeRef | None:
    """The first argument's type of a `parameter` of function type, if written plainly."""
    function = child(node, "function_type")
    arguments = function and child(function, "tuple_type")
    first = arguments and child(arguments, "tuple_type_item")
    return type_ref(swift, _type_node(first)) if first is not None else None


def parameter(swift: SwiftFile, node) -> tuple:
    """(external label, internal name, type) of a `parameter` node."""
    names = [swift.text(n) for n in node.children if n.type == "simple_identifier"]
    if not names:
        return ("_", "_", None)
    label = names[0]
    internal = names[-1]
    return (label, internal, type_ref(swift, _type_node(node)))


def _name(swift: SwiftFile, ident) -> str:
    """A declared name without the backticks that let a keyword be one (`` `open` ``)."""
    return swift.text(ident).strip("`")


def _modifiers(swift: SwiftFile, node) -> str:
    mods = child(node, "modifiers")
    return swift.text(mods) if mods else ""


def _callable(swift: SwiftFile, node) -> Callable:
    nodes = children(node, "parameter")
    params = [parameter(swift, p) for p in nodes]
    returns = None
    seen_arrow = False
    for item in node.children:
        if item.type == "->":
            seen_arrow = True
        elif seen_arrow and item.type in ("user_type", "optional_type", "array_type"):
            returns = type_ref(swift, item)
            break
    kinds = {item.type for item in node.children}
    return Callable(tuple(p[0] for p in params), [p[2] for p in params], returns,
                    throws="throws" in kinds, is_async="async" in kinds,
                    closure_args=[closure_argument(swift, p) if child(p, "function_type") else False for p in nodes])


def _is_hidden(modifiers: str) -> bool:
    return any(word in modifiers.split() for word in ("fileprivate", "private"))


def _is_public(modifiers: str) -> bool:
    words = modifiers.split()
    return "public" in words or "open" in words


def type_info(swift: SwiftFile, decl, public_only: bool) -> TypeInfo | None:
    kinds = [c.type for c in decl.children]
    kind = next((k for k in ("class", "struct", "enum", "extension", "actor") if k in kinds), None)
    if kind is None:
        return None
    if kind == "extension":
        extended = child(decl, "user_type")
        name = swift.text(children(extended, "type_identifier")[-1]) if extended else None
    else:
        ident = child(decl, "type_identifier")
        name = swift.text(ident) if ident else None
    if not name:
        return None
    if public_only and kind != "extension" and _is_hidden(_modifiers(swift, decl)):
        return None
    info = TypeInfo(name, kind)
    info.inherits = {swift.text(spec).strip() for spec in children(decl, "inheritance_specifier")}
    declared_public = _is_public(_modifiers(swift, decl))
    info.is_public = declared_public and kind != "extension"
    body = child(decl, "class_body") or child(decl, "enum_class_body")
    if body is None:
        return info
    for member in body.children:
        modifiers = _modifiers(swift, member)
        if public_only and _is_hidden(modifiers):
            continue
        # Members of a `public extension` are public unless marked otherwise.
        visible = _is_public(modifiers) or (kind == "extension" and declared_public and not _is_hidden(modifiers))
        is_static = "static" in modifiers.split() or "class" in modifiers.split()
        if member.type == "property_declaration":
            for pattern in children(member, "pattern"):
                ident = child(pattern, "simple_identifier")
                if ident is None:
                    continue
                ref = type_ref(swift, child(member, "type_annotation"))
                target = info.static_properties if is_static else info.properties
                target[_name(swift, ident)] = ref
                if visible:
                    info.public_members.add(_name(swift, ident))
        elif member.type == "function_declaration":
            ident = child(member, "simple_identifier")
            if ident is None:
                continue
            target = info.statics if is_static else info.methods
            target.setdefault(_name(swift, ident), []).append(_callable(swift, member))
            if visible:
                info.public_members.add(_name(swift, ident))
        elif member.type == "init_declaration":
            info.inits.append(_callable(swift, member))
            info.public_inits += 1 if visible else 0
        elif member.type == "class_declaration":
            nested = child(member, "type_identifier")
            if nested is not None:
                info.nested.add(swift.text(nested))
        elif member.type == "enum_entry":
            _enum_cases(swift, member, info)
            if declared_public:
                info.public_members.update(info.cases)
    return info


def _enum_cases(swift: SwiftFile, entry, info: TypeInfo) -> None:
    current = None
    for item in entry.children:
        if item.type == "simple_identifier":
            current = _name(swift, item)
            info.cases[current] = ()
        elif item.type == "enum_type_parameters" and current:
            labels = []
            params = []
            pending = None
            for part in item.children:
                if part.type == "simple_identifier":
                    pending = swift.text(part)
                elif part.type in ("user_type", "optional_type", "array_type"):
                    labels.append(pending or "_")
                    params.append(type_ref(swift, part))
                    pending = None
            info.cases[current] = (tuple(labels), params)


def collect(files: list, public_only: bool = False) -> Api:
    """Every type (and extension) and every top-level function in `files`."""
    api = Api()
    for swift in files:
        for node in walk(swift.root):
            if node.type == "protocol_declaration":
                ident = child(node, "type_identifier")
                if ident is not None:
                    api.protocols.add(swift.text(ident))
            if node.type == "class_declaration":
                info = type_info(swift, node, public_only)
                if info and not info.name.startswith(("FfiConverter", "Uniffi")):
                    api.add_type(info)
        for node in swift.root.children:
            if node.type == "function_declaration":
                if public_only and "public" not in _modifiers(swift, node).split():
                    continue
                ident = child(node, "simple_identifier")
                name = _name(swift, ident) if ident else ""
                if name and not name.startswith(("FfiConverter", "uniffi")):
                    api.functions.setdefault(name, []).append(_callable(swift, node))
    return api
