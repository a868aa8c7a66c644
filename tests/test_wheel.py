"""Issue 12, item 6: the package installs whole. A wheel built from the repository, installed (not
editable) into a fresh virtual environment, rules on an example log from another directory, reads a
law (`rulings law 31A2b`) and draws a quiz question: the lawbook and the quiz's data (the features'
`.feature` files and the example logs) ship inside the wheel and are found with importlib.resources.

Slow (it builds a wheel): `pytest -m "not slow"` leaves it out. It needs no network: the wheel is
built and installed with --no-deps, and the fresh environment sees, through a .pth file, a folder that
holds only the distributions pyproject.toml declares and what they require (linked from the running
environment, tests/dependencies.py): a module the package imports but does not declare fails here as
it would for a user installing the wheel.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rulings.quiz.cases import seed_cases
from tests.dependencies import closure, declared, distribution_files

ROOT = Path(__file__).resolve().parent.parent
# what the installed programs run with: no PYTHONPATH (it would find the checkout's package instead of the
# wheel's) and nothing else of the test run's environment
CLEAN_ENV = {"PATH": "/usr/bin:/bin"}


@pytest.mark.slow
def test_the_wheel_installs_and_rules_from_another_directory(tmp_path: Path) -> None:
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-q",
                    "-w", str(wheels), str(ROOT)], check=True, capture_output=True, text=True, timeout=600)
    (wheel,) = wheels.glob("rulings-*.whl")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=300)
    python = venv / "bin" / "python"
    purelib = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                                  check=True, capture_output=True, text=True).stdout.strip())
    # the declared dependencies come from the running environment (no network), nothing else from it
    deps = tmp_path / "deps"
    deps.mkdir()
    for entry in distribution_files(closure(declared())):
        if entry.exists() and not (deps / entry.name).exists():
            (deps / entry.name).symlink_to(entry)
    (purelib / "_deps.pth").write_text(f"{deps}\n", encoding="utf-8")
    assert not (deps / "pytest").exists() and (deps / "yaml").exists()  # the dev tools are not there
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--no-index", "-q", "--target",
                    str(purelib), str(wheel)], check=True, capture_output=True, text=True, timeout=600)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    example = ROOT / "examples" / "31B-bid-out-of-rotation.yaml"
    got = subprocess.run([str(python), "-m", "rulings", "rule", str(example), "--json"], cwd=elsewhere,
                         capture_output=True, text=True, timeout=300, env=CLEAN_ENV)
    assert got.returncode == 0, got.stderr
    ruling = json.loads(got.stdout)
    assert "31B" in {c["ref"] for item in ruling["rulings"] for c in item["citations"]}
    where = subprocess.run([str(python), "-c", "import rulings, rulings.lawbook as l; print(rulings.__file__);"
                            " print(l.LAWBOOK_DIR)"], cwd=elsewhere, capture_output=True, text=True, check=True,
                           env=CLEAN_ENV)
    module, lawbook = where.stdout.split()
    assert module.startswith(str(purelib)) and lawbook.startswith(str(purelib)), where.stdout  # not the checkout
    # the quiz reads the same worked cases from the wheel as from the checkout, and no test module ships
    quiz = subprocess.run([str(python), "-c", "from rulings.quiz.cases import FEATURES_DIR, EXAMPLES_DIR, seed_cases;"
                           " print(FEATURES_DIR); print(EXAMPLES_DIR); print(len(seed_cases()))"],
                          cwd=elsewhere, capture_output=True, text=True, check=True, env=CLEAN_ENV)
    features, examples, count = quiz.stdout.split()
    assert features.startswith(str(purelib)) and examples.startswith(str(purelib)), quiz.stdout
    assert int(count) == len(seed_cases(ROOT)) > 0
    assert not list(Path(features).glob("*.py")) and sorted(p.name for p in Path(features).glob("*.feature")) \
        == sorted(p.name for p in (ROOT / "features").glob("*.feature"))
    law = subprocess.run([str(python), "-m", "rulings", "law", "31A2b"], cwd=elsewhere, capture_output=True,
                         text=True, timeout=300, env=CLEAN_ENV)
    assert law.returncode == 0, law.stderr
    assert "第31条A款2(b)" in law.stdout and "必须永远不叫" in law.stdout
    drawn = subprocess.run([str(python), "-m", "rulings", "quiz", "--count", "1", "--seed", "1", "--lang", "en"],
                           cwd=elsewhere, input="", capture_output=True, text=True, timeout=600,
                           env=CLEAN_ENV)
    assert drawn.returncode == 0, drawn.stderr
    assert "Question 1 / 1" in drawn.stdout and "\n  A. " in drawn.stdout and "Score: " in drawn.stdout, drawn.stdout
    # the console's application is built from the wheel alone (its routes, templates and static files)
    app = subprocess.run([str(python), "-c", "from rulings.service.app import create_app; app = create_app();"
                          " print(len(app.routes))"], cwd=elsewhere, capture_output=True, text=True, timeout=300,
                         env=CLEAN_ENV)
    assert app.returncode == 0 and int(app.stdout) > 10, app.stderr
