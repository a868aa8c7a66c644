"""The database: SQLAlchemy 2 engines from a URL, the declarative `Base` and `session_scope()`.

SQLite is the embedded default (WAL journal, foreign keys on, ``PRAGMA synchronous=NORMAL``, a busy
timeout so that a reader and a writer wait for each other instead of failing); PostgreSQL is used
when the URL is ``postgresql+psycopg://…``. The URL comes from ``RULINGS_DATABASE_URL`` (through the
service's `Settings` when that module is present), else a SQLite file under the user's data dir.

Other stores (the quiz) share this module: they subclass `Base` and add their own Alembic branch.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from sqlalchemy import Engine, create_engine, event
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError
from sqlalchemy.orm import DeclarativeBase, Session, sessionmaker

from rulings.errors import InputError

ENV_URL = "RULINGS_DATABASE_URL"


class Base(DeclarativeBase):
    """The declarative base of every table in the rulings database."""


def default_data_dir() -> Path:
    """The user's data directory ($XDG_DATA_HOME/rulings, else ~/.local/share/rulings)."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "rulings"


def default_database_url() -> str:
    """The configured database URL: the service's Settings when present, else the environment,
    else ``sqlite:///<data dir>/rulings.db``."""
    try:
        from rulings.service.settings import Settings  # the service's settings, when installed

        return str(Settings.from_env().database_url)
    except ImportError:
        pass
    return os.environ.get(ENV_URL) or f"sqlite:///{default_data_dir() / 'rulings.sqlite3'}"


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cur = dbapi_connection.cursor()
    try:
        cur.execute("PRAGMA busy_timeout=10000")
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA synchronous=NORMAL")
    finally:
        cur.close()


def make_engine(url: str | None = None, **kwargs: Any) -> Engine:
    """A new engine for `url` (default: `default_database_url()`); SQLite gets its pragmas on every
    connection and its directory created; an unusable URL is a one-line `InputError`."""
    url = url or default_database_url()
    try:
        parsed = make_url(url)
    except ArgumentError:
        raise InputError(f"数据库地址无法识别：{url!r} — not a database URL") from None
    backend = parsed.get_backend_name()
    if backend == "sqlite":
        if parsed.database and parsed.database != ":memory:":
            Path(parsed.database).expanduser().parent.mkdir(parents=True, exist_ok=True)
        engine = create_engine(parsed, **kwargs)
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    if backend == "postgresql":
        if parsed.drivername == "postgresql":
            parsed = parsed.set(drivername="postgresql+psycopg")
        return create_engine(parsed, pool_pre_ping=True, **kwargs)
    raise InputError(f"只支持 SQLite 和 PostgreSQL：{backend} — only sqlite:// and postgresql+psycopg:// URLs are supported")


_engines: dict[str, Engine] = {}
_lock = threading.Lock()


def get_engine(url: str | None = None) -> Engine:
    """One shared engine per URL and process."""
    url = url or default_database_url()
    with _lock:
        if url not in _engines:
            _engines[url] = make_engine(url)
        return _engines[url]


def dispose_engines() -> None:
    """Close every shared engine (tests, shutdown)."""
    with _lock:
        for engine in _engines.values():
            engine.dispose()
        _engines.clear()


@contextmanager
def session_scope(engine: Engine | str | None = None) -> Iterator[Session]:
    """A session in one transaction: committed when the block ends, rolled back on any error."""
    eng = engine if isinstance(engine, Engine) else get_engine(engine)
    session = sessionmaker(bind=eng, expire_on_commit=False)()
    try:
        yield session
        session.commit()
    except BaseException:
        session.rollback()
        raise
    finally:
        session.close()
