"""Settings of the director's console service, read from the environment.

| variable               | default                                                         |
|------------------------|-----------------------------------------------------------------|
| `RULINGS_DATABASE_URL` | `sqlite:///$XDG_DATA_HOME/rulings/rulings.sqlite3` (`~/.local/share/…` when unset) |
| `RULINGS_WORKERS`      | 2: worker processes that run the rules engine                  |
| `RULINGS_INLINE`       | false: rule in the server's own process, one ruling at a time   |
| `RULINGS_ENGINE`       | durable: `durable` (durable-rules) or `python` (the reference)  |
| `RULINGS_TIMEOUT`      | 30: seconds a ruling may take before the answer is 503          |
| `RULINGS_STALL_AFTER`  | a third of the timeout: seconds before the watchdog replaces a worker that has not answered |
| `RULINGS_MAX_BODY`     | 1000000: bytes a request body may have (more is 413)            |
| `RULINGS_PER_CLIENT`   | 4: rulings one client may have queued or running (more is 429)  |
| `RULINGS_MAX_QUEUE`    | 64: rulings queued or running in all (more is 503)              |
| `RULINGS_HOST`, `RULINGS_PORT` | 127.0.0.1, 8000: where `rulings serve` listens           |

Settings only say where things are; nothing here creates a file or a directory. The stores of other
modules (cases, quiz) read `database_url` and create their database themselves.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from rulings.errors import InputError
from rulings.store.db import data_dir, default_database_url

__all__ = ["Settings", "data_dir", "default_database_url"]

ENV_PREFIX = "RULINGS_"


class Settings(BaseModel):
    """What the service needs to know; `Settings.from_env()` reads the `RULINGS_*` variables."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    database_url: str = Field(default_factory=default_database_url,
                              description="SQLAlchemy URL of the store (cases, quiz)")
    workers: int = Field(default=2, ge=1, le=64, description="worker processes that run the rules engine")
    inline: bool = Field(default=False, description="rule in-process under a lock (tests, debugging)")
    engine: Literal["durable", "python"] = Field(default="durable", description="the rules engine backend")
    timeout: float = Field(default=30.0, gt=0, le=600, description="seconds a ruling may take")
    stall_after: float | None = Field(default=None, gt=0, le=600,
                                      description="seconds before the watchdog replaces a silent worker")
    max_body: int = Field(default=1_000_000, ge=1024, le=1_000_000_000, description="bytes a request body may have")
    per_client: int = Field(default=4, ge=1, le=1000, description="rulings one client may have queued")
    max_queue: int = Field(default=64, ge=1, le=10_000, description="rulings queued in all")
    host: str = Field(default="127.0.0.1", description="where `rulings serve` listens")
    port: int = Field(default=8000, ge=1, le=65535, description="the port `rulings serve` listens on")

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None, **overrides: object) -> Settings:
        """Settings from `RULINGS_*` variables, then `overrides`; InputError names the bad variable."""
        env = os.environ if environ is None else environ
        values: dict[str, object] = {}
        for name in cls.model_fields:
            raw = env.get(ENV_PREFIX + name.upper())
            if raw is not None and raw.strip() != "":
                values[name] = raw.strip()
        if "database_url" not in values:
            values["database_url"] = default_database_url(env)
        values.update({k: v for k, v in overrides.items() if v is not None})
        try:
            return cls.model_validate(values)
        except ValidationError as exc:
            err = exc.errors()[0]
            name = str(err["loc"][0]) if err.get("loc") else "?"
            source = f"--{name}" if overrides.get(name) is not None else f"{ENV_PREFIX}{name.upper()}"
            raise InputError(f"设置 {source} 不正确：{err['msg']} — bad setting {source}: {err['msg']}") from None
