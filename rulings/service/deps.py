"""Typed dependencies shared by the routers: the settings, the engine pool and the lawbook.

Routers declare what they need as `Annotated[…, Depends(…)]` (`SettingsDep`, `PoolDep`, `LawbookDep`),
so a test can override any of them with `app.dependency_overrides`. Each lives on `app.state`, set up
by `create_app`; nothing here is module-global except the lawbook, which is read-only.
"""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from rulings.lawbook import Lawbook, default_lawbook
from rulings.service.pool import RulingPool
from rulings.service.settings import Settings


def get_settings(request: Request) -> Settings:
    """The app's settings (`create_app(settings)`)."""
    return request.app.state.settings


def get_pool(request: Request) -> RulingPool:
    """The app's engine pool: worker processes that run the rules engine."""
    return request.app.state.pool


def client_of(request: Request) -> str:
    """Who a request comes from, for the pool's per-client bound: the peer's address."""
    return request.client.host if request.client else "-"


def get_lawbook() -> Lawbook:
    """The project's lawbook (loaded once per process, never changed)."""
    return default_lawbook()


SettingsDep = Annotated[Settings, Depends(get_settings)]
PoolDep = Annotated[RulingPool, Depends(get_pool)]
LawbookDep = Annotated[Lawbook, Depends(get_lawbook)]
