"""The database: SQLAlchemy 2 engines from a URL, the declarative `Base` and `session_scope()`.

SQLite is the embedded default (WAL journal, foreign keys on, ``PRAGMA synchronous=FULL``, a busy
timeout so that a reader and a writer wait for each other instead of failing); PostgreSQL is used
when the URL is ``postgresql+psycopg://…``. The URL comes from ``RULINGS_DATABASE_URL``, else a SQLite
file under the user's data dir. The store depends on nothing above it: the service's `Settings` read
their default from here.

Durability: committee decisions must survive a power loss, so SQLite runs in WAL mode with
``synchronous=FULL`` (each commit is on disk before it is acknowledged; WAL keeps readers and the
writer from blocking each other).

Other stores (the quiz) share this module: they subclass `Base` and add their own Alembic branch.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator, Mapping
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


def data_dir(environ: Mapping[str, str] | None = None) -> Path:
    """The user's data directory for rulings: `$XDG_DATA_HOME/rulings`, else `~/.local/share/rulings`."""
    env = os.environ if environ is None else environ
    base = env.get("XDG_DATA_HOME") or ""
    root = Path(base) if base.strip() and Path(base).is_absolute() else Path.home() / ".local" / "share"
    return root / "rulings"


def default_database_url(environ: Mapping[str, str] | None = None) -> str:
    """An embedded SQLite file under the user's data directory."""
    return f"sqlite:///{data_dir(environ) / 'rulings.sqlite3'}"


def configured_database_url(environ: Mapping[str, str] | None = None) -> str:
    """The database URL: ``RULINGS_DATABASE_URL`` when set, else `default_database_url()`."""
    env = os.environ if environ is None else environ
    return (env.get(ENV_URL) or "").strip() or default_database_url(env)


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cur = dbapi_connection.cursor()
    try:
        cur.execute("PRAGMA busy_timeout=10000")
        cur.execute("PRAGMA journal_mode=WAL")
        cur.execute("PRAGMA foreign_keys=ON")
        cur.execute("PRAGMA synchronous=FULL")
    finally:
        cur.close()


def make_engine(url: str | None = None, **kwargs: Any) -> Engine:
    """A new engine for `url` (default: `configured_database_url()`); SQLite gets its pragmas on every
    connection and its directory created; an unusable URL is a one-line `InputError`."""
    url = url or configured_database_url()
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
    url = url or configured_database_url()
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
