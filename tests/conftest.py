"""Fixtures shared by the test modules: one headless Chromium for the browser tests (Playwright), under
pytest-xdist one quiz bank per run shared by the workers, a case database migrated once per process and
copied for each test; the test process's garbage collector set as an audit sets its own."""

from __future__ import annotations

import fcntl
import gc
import os
import pickle
import shutil
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

#: objects allocated between two collections of the youngest generation (Python's default is 700), as
#: `rulings.audit.YOUNG`: most of a test's objects die by reference counting, a collection every 700
#: allocations mostly finds nothing to free
YOUNG = 20_000


def pytest_collection_finish(session: pytest.Session) -> None:
    """The heap as `rulings.audit.long_lived_heap` sets it for an audit: what collection made (the
    modules, the lawbook, the collected items) is set aside from garbage collection (`gc.freeze`: it
    lives as long as the process, and every full collection would walk it again), and the youngest
    generation is collected every `YOUNG` allocations. Measured on three test files: the collector's
    CPU 2.0 s -> 0.8 s of 19 s. Cycles are still collected; no test's outcome depends on when."""
    gc.freeze()
    gc.set_threshold(max(gc.get_threshold()[0], YOUNG), *gc.get_threshold()[1:])


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    """Debian's Chromium, launched once per module; FAILS (never skips) when it is missing. (Playwright
    and the browser tests' settings are imported here, not at the top: pytest-xdist's controller loads
    this file too, and runs no test; ~1.3 s of imports there.)"""
    from playwright.sync_api import sync_playwright

    from tests.test_browser import CHROMIUM, CHROMIUM_ARGS, MISSING

    if not CHROMIUM.exists():
        pytest.fail(MISSING, pytrace=False)
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS)
        try:
            yield b
        finally:
            b.close()


@pytest.fixture(scope="session", autouse=True)
def one_quiz_bank_per_run(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Under pytest-xdist, the project's quiz bank (`rulings.quiz.bank.default_bank`, ~8 s of CPU, and
    built by every app's start) is built by the first worker that asks for it and read back by the others
    from a pickle in this run's own temporary directory (`pytest-N/`, shared by the run's workers only,
    never by another run): the same sources, the same code, one build instead of one per worker. A worker
    asking while it is built waits for it. Without xdist nothing changes. `build_bank` with cases or an
    engine of its own (the tests that build small banks) is never shared."""
    if not os.environ.get("PYTEST_XDIST_WORKER"):
        yield
        return
    from rulings.quiz import bank as bank_module

    run_dir = tmp_path_factory.getbasetemp().parent
    build = bank_module.build_bank

    def shared_build(cases: Any = None, engine: Any = None) -> Any:
        if cases is not None or engine is not None:
            return build(cases, engine)
        path = run_dir / "quiz-bank.pickle"
        with open(run_dir / "quiz-bank.lock", "w") as lock:
            fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file is closed
            if path.exists():
                return pickle.loads(path.read_bytes())
            bank = build()
            part = Path(f"{path}.{os.getpid()}")
            part.write_bytes(pickle.dumps(bank, protocol=pickle.HIGHEST_PROTOCOL))
            part.replace(path)
            return bank

    bank_module.build_bank = shared_build  # default_bank() calls it by this module-level name
    try:
        yield
    finally:
        bank_module.build_bank = build


@pytest.fixture(scope="session")
def migrated(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], None]:
    """`migrated(url)`: the case database at `url` brought to every head, as `rulings.store.migrate.upgrade`
    does. A SQLite file that does not exist yet becomes a copy of one database this process migrated once
    (Alembic's run from nothing is ~30 ms of CPU and ~60 fsyncs; the copy is the test's own file, at the
    same revisions with the same schema, and nothing else is shared). Any other database (an existing
    file, PostgreSQL) is upgraded by Alembic. The tests of the migrations themselves call `upgrade`."""
    from sqlalchemy.engine import make_url

    from rulings.store import migrate
    from rulings.store.db import make_engine

    template = tmp_path_factory.mktemp("migrated") / "cases.sqlite3"

    def upgrade(url: str) -> None:
        parsed = make_url(url)
        path = Path(parsed.database or ":memory:")
        if parsed.get_backend_name() != "sqlite" or str(path) == ":memory:" or path.exists():
            migrate.upgrade(url)
            return
        if not template.exists():
            engine = make_engine(f"sqlite:///{template}")
            try:
                migrate.upgrade(engine=engine)
            finally:
                engine.dispose()  # the last connection closed: SQLite folds the WAL back into the file
            assert not Path(f"{template}-wal").exists(), "the template's WAL was not folded back"
        path.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(template, path)

    return upgrade
