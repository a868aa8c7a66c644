"""The import graph of `rulings/`: no cycles, and no module imports from a layer above its own.

The layers, lowest first (a module may import its own layer and the layers below):

0. names and values   errors, seats, cards, calls, boards, contract
1. models             vocabulary, lawbook, log, play (bridge mechanics), scoring, render, coverage, lawsearch
2. engine             engine (the only module that touches durable-rules)
3. table models       table, auction, playtable (they produce state; they know no handler and no JSON)
4. consequences       consequences (one handler per consequence name and phase)
5. ruling assembly    options, assembly, ruling
6. uses of rulings    records, audit, quiz, store
7. service            service (the web API and console)
8. commands           commands, cli, __main__

A new top-level module must be placed in a layer here; a module inside a package takes its package's.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent / "rulings"

LAYERS: list[tuple[str, tuple[str, ...]]] = [
    ("names and values", ("errors", "seats", "cards", "calls", "contract", "yamlio", "eventlog", "ruling_json")),
    ("models", ("vocabulary", "lawbook", "boards", "log", "play", "scoring", "render", "refusals", "coverage",
                "lawsearch")),
    ("engine", ("engine",)),
    ("table models", ("table", "answers", "auction", "playtable")),
    ("consequences", ("consequences",)),
    ("ruling assembly", ("options", "assembly", "ruling")),
    ("uses of rulings", ("records", "audit", "analysis", "gherkin", "quiz", "store")),
    ("service", ("service",)),
    ("commands", ("commands", "cli", "__main__")),
]

# Known upward imports that another change removes (issue 12, "Layering"); each entry says which.
KNOWN_UPWARD: dict[tuple[str, str], str] = {}


def modules() -> dict[str, Path]:
    out = {}
    for path in ROOT.rglob("*.py"):
        parts = path.relative_to(ROOT.parent).with_suffix("").parts
        name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
        out[name] = path
    return out


def imports_of(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The `rulings` modules a module imports (at module level or inside functions)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names if a.name.split(".")[0] == "rulings")
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if module.split(".")[0] != "rulings":
                continue
            for alias in node.names:
                full = f"{module}.{alias.name}"
                out.add(full if full in known else module)
    out.discard(name)
    return out


def layer_of(name: str) -> int | None:
    if name == "rulings":
        return 0
    top = name.split(".")[1]
    for n, (_title, tops) in enumerate(LAYERS):
        if top in tops:
            return n
    return None


@functools.cache
def _graph_of_the_files() -> dict[str, frozenset[str]]:
    """Parsed once per test process (the four checks below read the same files)."""
    known = modules()
    return {name: frozenset(imports_of(name, path, known)) for name, path in known.items()}


def graph() -> dict[str, set[str]]:
    return {name: set(deps) for name, deps in _graph_of_the_files().items()}


def cycles(g: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on_stack.add(v)
        for w in g.get(v, ()):
            if w not in g:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(g):
        if v not in index:
            visit(v)
    return out


def test_every_module_has_a_layer() -> None:
    unplaced = sorted(name for name in graph() if layer_of(name) is None)
    assert not unplaced, f"place these modules in a layer (tests/test_architecture.py LAYERS): {unplaced}"


def test_the_import_graph_has_no_cycle() -> None:
    assert cycles(graph()) == []


def test_no_module_imports_from_a_layer_above_its_own() -> None:
    upward = []
    for name, deps in sorted(graph().items()):
        mine = layer_of(name)
        for dep in sorted(deps):
            theirs = layer_of(dep)
            if mine is not None and theirs is not None and theirs > mine and (name, dep) not in KNOWN_UPWARD:
                upward.append(f"{name} ({LAYERS[mine][0]}) imports {dep} ({LAYERS[theirs][0]})")
    assert upward == []


def test_the_known_upward_imports_still_exist() -> None:
    """An exception that is no longer needed is removed from KNOWN_UPWARD, not left to hide a new one."""
    g = graph()
    stale = [pair for pair in KNOWN_UPWARD if pair[1] not in g.get(pair[0], set())]
    assert stale == []


def test_the_checks_find_a_cycle_and_an_upward_import() -> None:
    """The checks themselves: a made-up graph with a cycle, and an engine that imports a table model."""
    assert cycles({"rulings.a": {"rulings.b"}, "rulings.b": {"rulings.a"}, "rulings.c": set()}) == \
        [["rulings.a", "rulings.b"]]
    assert layer_of("rulings.engine") < layer_of("rulings.auction")  # type: ignore[operator]
    assert layer_of("rulings.playtable.claims") == layer_of("rulings.playtable")
