"""Every screen the app has is reachable from Home.

The screens are the cases of `Route` (App/RootView.swift), pushed on one
NavigationStack; RootView's `destination(for:)` builds each one's view, and
the closures it hands that view say where the view leads. A screen is
reachable when Home names its route (`menuButton(..., to: .learn)`,
`path = [.game]`, `to: .newGame()`), or a reachable screen does, in its own
view's file or in the closures its destination is given.
"""

from __future__ import annotations

import re

_ROUTE_ENUM = re.compile(r"enum Route\b[^{]*\{(.*?)\n\}", re.S)
_CASE = re.compile(r"^\s*case (\w+)", re.M)
# `case .game:` or, for a route with a value, `case .newGame(let level):`.
_DESTINATION = re.compile(r"^\s*case \.(\w+)(?:\([^)\n]*\))?:\s*\n(.*?)(?=^\s*case \.|^\s*\}\s*$)", re.M | re.S)
_VIEW = re.compile(r"^\s*([A-Z]\w*)\(", re.M)


def _routes_named(text: str, routes: list[str]) -> set[str]:
    """Routes a piece of code navigates to: `to: .x`, `path = [.x, ...]`, `.append(.x)`."""
    named = set()
    for route in routes:
        patterns = (rf"to: \.{route}\b", rf"path = \[[^\]]*\.{route}\b", rf"\.append\(\.{route}\)")
        if any(re.search(pattern, text) for pattern in patterns):
            named.add(route)
    return named


def unreachable_routes(root_view: str, app: dict[str, str]) -> list[str]:
    """Problems: a route without a destination, or one Home cannot reach.
    `app` maps every app file's path to its text."""
    enum = _ROUTE_ENUM.search(root_view)
    if enum is None:
        return ["RootView.swift: no enum Route"]
    routes = _CASE.findall(enum.group(1))
    destinations = {route: body for route, body in _DESTINATION.findall(root_view) if route in routes}
    problems = [f"Route.{route} has no destination in RootView" for route in routes if route not in destinations]

    def view_file(body: str) -> str:
        view = next(iter(_VIEW.findall(body)), None)
        return next((text for text in app.values() if view and re.search(rf"\bstruct {view}\b", text)), "")

    home = next((text for text in app.values() if re.search(r"\bstruct HomeView\b", text)), "")
    reached: set[str] = set()
    frontier = _routes_named(home, routes)
    while frontier:
        route = frontier.pop()
        if route in reached:
            continue
        reached.add(route)
        body = destinations.get(route, "")
        frontier |= _routes_named(body + view_file(body), routes) - reached
    problems += [f"Route.{route} cannot be reached from Home" for route in routes if route not in reached]
    return problems


def exercise_lifecycle_problems(app: dict[str, str]) -> list[str]:
    """The lesson and puzzle screen resumes the table while shown (a paused
    table refuses every move) and, leaving, pauses it and puts the game kept
    aside back (`leaveLearning()`): otherwise Home and Continue would show
    the exercise's board."""
    screen = next((text for text in app.values() if re.search(r"\bstruct ExerciseScreen\b", text)), None)
    if screen is None:
        return ["no ExerciseScreen"]
    appear = _block_after(screen, ".onAppear")
    disappear = _block_after(screen, ".onDisappear")
    problems = []
    if "gameScreen(isShown: true)" not in appear:
        problems.append("ExerciseScreen: .onAppear must call model.gameScreen(isShown: true)")
    if "gameScreen(isShown: false)" not in disappear:
        problems.append("ExerciseScreen: .onDisappear must call model.gameScreen(isShown: false)")
    if "leaveLearning()" not in disappear:
        problems.append("ExerciseScreen: .onDisappear must call model.leaveLearning()")
    return problems


def _block_after(text: str, marker: str) -> str:
    """The braced closure that follows `marker` (empty if there is none)."""
    start = text.find(marker)
    opening = text.find("{", start) if start >= 0 else -1
    if opening < 0:
        return ""
    depth = 0
    for index in range(opening, len(text)):
        depth += {"{": 1, "}": -1}.get(text[index], 0)
        if depth == 0:
            return text[opening + 1:index]
    return ""
