"""Schema migrations with Alembic, run programmatically: `upgrade(url)` brings a database to every
head (``alembic upgrade heads``: the case store's branch ``cases`` and any other branch, such as the
quiz's, in the same versions folder). The service applies it at start, `rulings case …` before each
command.
"""

from __future__ import annotations

import threading
from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.runtime.migration import MigrationContext
from sqlalchemy import Engine

from rulings.store.db import get_engine

MIGRATIONS = Path(__file__).with_name("migrations")
_done: set[str] = set()
_lock = threading.Lock()


def config(engine: Engine) -> Config:
    """An Alembic configuration bound to `engine` (env.py takes the connection from it)."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    cfg.attributes["engine"] = engine
    return cfg


def upgrade(url: str | None = None, revision: str = "heads", *, engine: Engine | None = None) -> None:
    """Upgrade the database at `url` (or `engine`) to `revision` (default: every head)."""
    eng = engine or get_engine(url)
    command.upgrade(config(eng), revision)


def ensure_current(url: str | None = None) -> None:
    """`upgrade(url)` once per URL and process (used before serving or running a command)."""
    eng = get_engine(url)
    key = str(eng.url)
    with _lock:
        if key in _done:
            return
        upgrade(engine=eng)
        _done.add(key)


def current_revisions(url: str | None = None, *, engine: Engine | None = None) -> set[str]:
    """The revisions the database is at (one per branch)."""
    eng = engine or get_engine(url)
    with eng.connect() as conn:
        return set(MigrationContext.configure(conn).get_current_heads())
