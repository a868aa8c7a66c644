"""Issue 12, item 6: every third-party module the package imports is declared in pyproject.toml.

A module imported at a module's top level must come from `[project].dependencies` (or what those
bring in); one imported only inside a function (an optional feature: `rulings audit --cluster`) may
come from an extra. The wheel test (tests/test_wheel.py, slow) then runs the installed package with
exactly the declared distributions; this test finds the same fault in a second, naming the module.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

from tests.dependencies import ROOT, closure, declared, imported_modules, providers

PACKAGE = ROOT / "rulings"
#: the extra each optional feature is installed with (README: `pip install .[cluster]`)
EXTRAS = ("cluster", "postgres")


@functools.cache  # a file importing several modules is read once, not once per module
def _top_level_imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module.split(".")[0])
    return names


@functools.cache
def _package_imports() -> dict[str, set[str]]:
    """`imported_modules` of the package, read once for the two tests (the package does not change)."""
    return imported_modules(PACKAGE)


def test_every_imported_module_comes_from_a_declared_distribution() -> None:
    required = closure(declared())
    optional = closure(declared(EXTRAS))
    missing = []
    for module, files in sorted(_package_imports().items()):
        dists = providers(module)
        at_top = sorted(f for f in files if module in _top_level_imports(ROOT / f))
        if at_top and not dists & required:
            missing.append(f"{module} (imported at the top of {', '.join(at_top)}; provided by {sorted(dists)})")
        elif not dists & optional:
            missing.append(f"{module} (imported in {', '.join(sorted(files))}; provided by {sorted(dists)})")
    assert not missing, "not declared in pyproject.toml: " + "; ".join(missing)


def test_the_check_sees_a_module_that_is_not_declared(tmp_path: Path) -> None:
    # the check itself: gherkin, used by rulings.gherkin, is found and attributed to gherkin-official,
    # which the requirements without it do not bring in
    assert "gherkin" in _package_imports()
    assert providers("gherkin") == {"gherkin-official"}
    assert "gherkin-official" in closure(declared())
    without = [r for r in declared() if r.name != "gherkin-official"]
    assert "gherkin-official" not in closure(without)
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "m.py").write_text("import os\nimport yaml\n\ndef f():\n    from distributed import Client\n",
                              encoding="utf-8")
    assert set(imported_modules(pkg)) == {"yaml", "distributed"}
    assert _top_level_imports(pkg / "m.py") == {"os", "yaml"}
