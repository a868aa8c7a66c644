"""What the package declares it needs, read from pyproject.toml, and what that brings in.

Issue 12, item 6 ("the package installs whole"): a user installing the wheel gets the distributions
named in `[project].dependencies` and, through them, their own requirements, nothing else. The tests
use this module to check that every third-party module `rulings/` imports is among them
(tests/test_dependencies.py) and to give the wheel's fresh environment exactly those distributions,
taken from the running environment without network (tests/test_wheel.py).
"""

from __future__ import annotations

import ast
import functools
import sys
import tomllib
from collections.abc import Iterable, Iterator, Mapping
from importlib import metadata
from pathlib import Path

from packaging.markers import default_environment
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parent.parent


def declared(extras: Iterable[str] = ()) -> list[Requirement]:
    """The requirements of `[project]` in pyproject.toml, with those of the named extras."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    texts = list(project["dependencies"])
    for extra in extras:
        texts += project["optional-dependencies"][extra]
    return [Requirement(text) for text in texts]


def closure(requirements: Iterable[Requirement]) -> set[str]:
    """The canonical names of the installed distributions the requirements bring in, transitively
    (markers evaluated for this interpreter, a requirement's extras followed)."""
    env = default_environment()
    seen: set[str] = set()
    todo = [(r, frozenset(r.extras)) for r in requirements]
    while todo:
        req, extras = todo.pop()
        if req.marker is not None and not req.marker.evaluate({**env, "extra": ""}):
            continue
        name = canonicalize_name(req.name)
        key = name + "[" + ",".join(sorted(extras)) + "]"
        if key in seen:
            continue
        seen.add(key)
        for text in metadata.requires(req.name) or []:
            sub = Requirement(text)
            wanted = sub.marker is None or any(sub.marker.evaluate({**env, "extra": e}) for e in ("", *extras))
            if wanted:
                todo.append((sub, frozenset(sub.extras)))
    return {key.split("[")[0] for key in seen}


def _third_party(node: ast.AST) -> Iterator[str]:
    if isinstance(node, ast.Import):
        yield from (alias.name.split(".")[0] for alias in node.names)
    elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
        yield node.module.split(".")[0]


def _statements(tree: ast.Module) -> Iterator[ast.AST]:
    """Every statement of a module, nested ones included (function and class bodies, branches, `try`
    handlers, `match` cases). An import is a statement and sits only in a statement list, so this finds
    every one `ast.walk` finds without visiting the expressions, most of a module's nodes."""
    todo: list[ast.AST] = list(tree.body)
    while todo:
        node = todo.pop()
        yield node
        for value in vars(node).values():
            if isinstance(value, list):
                todo.extend(v for v in value if isinstance(v, ast.stmt | ast.excepthandler | ast.match_case))


def imported_modules(package: Path) -> dict[str, set[str]]:
    """Top-level module name → the files of `package` that import it, module level or inside a
    function, without the standard library and the package itself."""
    found: dict[str, set[str]] = {}
    for path in sorted(package.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in _statements(tree):
            for name in _third_party(node):
                if name not in sys.stdlib_module_names and name != package.name and name != "__future__":
                    found.setdefault(name, set()).add(str(path.relative_to(package.parent)))
    return found


@functools.cache
def _installed() -> Mapping[str, list[str]]:
    return metadata.packages_distributions()  # reads every installed distribution's file list: once


def providers(module: str) -> set[str]:
    """The canonical names of the installed distributions that provide a top-level module."""
    return {canonicalize_name(d) for d in _installed().get(module, [])}


def distribution_files(names: Iterable[str]) -> Iterator[Path]:
    """The top-level entries (packages, modules, .dist-info, .pth files) the distributions installed
    in the running environment's site-packages."""
    for name in sorted(names):
        dist = metadata.distribution(name)
        tops: set[Path] = set()
        for file in dist.files or []:
            parts = Path(file).parts
            if parts and parts[0] not in ("..", "bin", "__pycache__"):
                tops.add(Path(str(dist.locate_file(parts[0]))))
        yield from sorted(tops)
