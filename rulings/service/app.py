"""The app factory of the director's console: `create_app(settings=None) -> FastAPI`.

The app holds its settings and its engine pool on `app.state` (no module-global mutable state); the
pool's workers are started and warmed when the app starts (lifespan) and stopped when it stops, and
are started on the first ruling when the app runs without a lifespan.

Routes: every module in `rulings.service.routers` that exposes `router` (JSON API) or `pages` (HTML)
is included, found with pkgutil, so a new audience (cases, quiz) needs no edit here. The console page
is `GET /` with its files under `/static/`; the OpenAPI document is at `/docs` and `/openapi.json`.

Errors: a log the model refuses (`LogError`) is a 422 naming the event and field
(`{"detail": [{"loc": ["body", "events", 3, "call"], "msg": …, "event": 3, "field": "call"}]}`); the
request validation of FastAPI uses the same shape; any other input the laws' code refuses
(`RulingsError`) is a 422 with its message (its `event` and `field` filled when the message names
them); a crashed or hung engine is a 503 (`PoolUnavailable`); too many rulings queued is a 429 for
one client and a 503 for the service, both with `Retry-After` (`PoolBusy`); a body of more than
`Settings.max_body` bytes is a 413, refused before it is read whole (`BodyLimit`).

Health: `GET /api/health` says whether the engine answers in time (`status`: `ok`, or `degraded`
when a ruling has run longer than half the watchdog's `stall_after`); the workers' process ids and
the pool's internals are shown only to an administrator's token (`Authorization: Bearer …`).
"""

from __future__ import annotations

import asyncio
import importlib
import pkgutil
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal

from fastapi import APIRouter, FastAPI, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException as StarletteHTTPException

from rulings.errors import LogError, RulingsError
from rulings.lawbook import default_lawbook
from rulings.service import routers
from rulings.service.pool import PoolBusy, PoolUnavailable, RulingFailed, RulingPool
from rulings.service.settings import Settings

STATIC_DIR = Path(__file__).resolve().parent / "static"
DESCRIPTION = """桥牌裁决专家系统（中国桥牌协会1999年审定《桥牌竞赛规则》）的裁判控制台接口。
The director's console API of the rulings expert system (1999 Chinese Laws of Duplicate Bridge).

* `POST /api/rulings`: the ruling JSON of `rulings rule --json` for an event log.
* `GET /api/laws/{ref}`, `GET /api/search?q=`: the lawbook.
* `POST /api/score`, `POST /api/imps`, `POST /api/board`, `GET /api/boards/{n}`: Laws 77, 78, 12C, 86, 88 and 2.
"""


def log_error_item(exc: LogError) -> dict[str, Any]:
    """A LogError as one 422 item: loc ["body", "events", 3, "call"], the message (`msg`, English; `msg_zh`, its
    Chinese form where it has one), event and field."""
    loc: list[str | int] = ["body"]
    if exc.event is not None:
        loc += ["events", exc.event]
    if exc.field:
        loc += [int(p) if p.isdigit() else p for p in str(exc.field).split(".")]
    item: dict[str, Any] = {"loc": loc, "msg": exc.detail, "type": "log_error", "event": exc.event, "field": exc.field}
    if exc.zh:
        item["msg_zh"] = exc.zh
    return item


_NAMED_EVENT = re.compile(r"\bevent (\d+)\b")
_NAMED_FIELD = re.compile(r"\bfield '([A-Za-z_][\w.]*)'")


def named_item(message: str, loc: list[str | int] | None = None, kind: str = "value_error") -> dict[str, Any]:
    """One 422 item for a message; `event` and `field` are filled when the message names them
    ("event 8, field 'play': card SK is not in S's hand": the message counts from 1, `event` is the
    index, 7, as in `loc`: `rulings.errors.event_number`)."""
    ev = _NAMED_EVENT.search(message)
    fd = _NAMED_FIELD.search(message)
    event = int(ev.group(1)) - 1 if ev and int(ev.group(1)) > 0 else None
    field = fd.group(1) if fd else None
    where: list[str | int] = list(loc or ["body"])
    if loc is None and event is not None:
        where += ["events", event]
        if field:
            where.append(field)
    elif loc is None and field:
        where.append(field)
    return {"loc": where, "msg": message, "type": kind, "event": event, "field": field}


class BodyLimit:
    """ASGI middleware: a request body of more than `limit` bytes is answered 413 — at once when its
    Content-Length says so, else as soon as the bytes read pass the limit (never buffered whole)."""

    def __init__(self, app: Any, limit: int) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope.get("headers") or []).get(b"content-length")
        if length is not None and length.isdigit() and int(length) > self.limit:
            await self._refuse(send)
            return
        seen = 0

        async def limited() -> dict[str, Any]:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise StarletteHTTPException(413, self._message())
            return message

        await self.app(scope, limited, send)

    def _message(self) -> str:
        return f"请求体超过{self.limit}字节 — the request body is larger than {self.limit} bytes"

    async def _refuse(self, send: Any) -> None:
        response = JSONResponse({"detail": [named_item(self._message(), kind="too_large")]}, status_code=413)
        await response({"type": "http"}, _no_receive, send)


async def _no_receive() -> dict[str, Any]:
    return {"type": "http.disconnect"}


def _validation_item(err: dict[str, Any]) -> dict[str, Any]:
    """FastAPI's own 422 item with `event` and `field` added where the location is inside an event."""
    loc = list(err.get("loc", ()))
    event = loc[2] if len(loc) > 2 and loc[:2] == ["body", "events"] and isinstance(loc[2], int) else None
    named = [p for p in loc[1:] if isinstance(p, str)]
    field = str(loc[3]) if event is not None and len(loc) > 3 else (named[-1] if named else None)
    return {"loc": loc, "msg": str(err.get("msg", "")), "type": str(err.get("type", "value_error")),
            "event": event, "field": field}


def _install_error_handlers(app: FastAPI) -> None:
    @app.exception_handler(LogError)
    async def _log_error(_: Request, exc: LogError) -> JSONResponse:
        return JSONResponse({"detail": [log_error_item(exc)]}, status_code=422)

    @app.exception_handler(PoolUnavailable)
    async def _unavailable(_: Request, exc: PoolUnavailable) -> JSONResponse:
        status, retry = (exc.status, exc.retry_after) if isinstance(exc, PoolBusy) else (503, 1)
        return JSONResponse({"detail": str(exc)}, status_code=status, headers={"Retry-After": str(retry)})

    @app.exception_handler(RulingFailed)
    async def _failed(_: Request, exc: RulingFailed) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=500)

    @app.exception_handler(RulingsError)
    async def _rulings_error(_: Request, exc: RulingsError) -> JSONResponse:
        return JSONResponse({"detail": [named_item(str(exc))]}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> Response:
        if exc.status_code == 400 and exc.detail == "There was an error parsing the body":
            item = {"loc": ["body"], "msg": "请求体无法读作JSON（不是UTF-8编码，或嵌套过深）— the request body cannot be read as JSON (not UTF-8, or nested too deeply)",
                    "type": "json_invalid", "event": None, "field": None}
            return JSONResponse({"detail": [item]}, status_code=422)
        if exc.status_code == 413:
            return JSONResponse({"detail": [named_item(str(exc.detail), kind="too_large")]}, status_code=413)
        return await http_exception_handler(request, exc)

    @app.exception_handler(RequestValidationError)
    async def _invalid(_: Request, exc: RequestValidationError) -> JSONResponse:
        return JSONResponse({"detail": [_validation_item(e) for e in exc.errors()]}, status_code=422)


def include_routers(app: FastAPI) -> list[str]:
    """Include `router` and `pages` of every module in `rulings.service.routers`; returns their names."""
    found = []
    for info in sorted(pkgutil.iter_modules(routers.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{routers.__name__}.{info.name}")
        for attr in ("router", "pages"):
            candidate = getattr(module, attr, None)
            if isinstance(candidate, APIRouter):
                app.include_router(candidate)
                found.append(f"{info.name}.{attr}")
    return found


def _console(app: FastAPI) -> None:
    app.mount("/static", StaticFiles(directory=STATIC_DIR), name="static")

    @app.get("/", include_in_schema=False)
    def console() -> FileResponse:
        """The director's console page."""
        return FileResponse(STATIC_DIR / "index.html", media_type="text/html; charset=utf-8",
                            headers={"Cache-Control": "no-cache"})


def _docs(app: FastAPI) -> None:
    """OpenAPI docs at /docs with Swagger UI served from the package (swagger-ui-bundle), not a CDN:
    the console must work on a tournament's closed network."""
    import swagger_ui_bundle
    from fastapi.openapi.docs import get_swagger_ui_html
    from fastapi.staticfiles import StaticFiles

    app.mount("/docs-assets", StaticFiles(directory=swagger_ui_bundle.swagger_ui_path), name="docs-assets")

    @app.get("/docs", include_in_schema=False)
    def docs() -> Any:
        return get_swagger_ui_html(openapi_url=app.openapi_url or "/openapi.json", title=f"{app.title} — API",
                                   swagger_js_url="/docs-assets/swagger-ui-bundle.js",
                                   swagger_css_url="/docs-assets/swagger-ui.css",
                                   swagger_favicon_url="/docs-assets/favicon-32x32.png")


def create_app(settings: Settings | None = None, *, pool: RulingPool | None = None) -> FastAPI:
    """The console app: settings from the environment unless given; its own engine pool."""
    settings = settings or Settings.from_env()
    pool = pool or RulingPool(settings.workers, inline=settings.inline, backend=settings.engine,
                              timeout=settings.timeout, stall_after=settings.stall_after,
                              per_client=settings.per_client, max_queue=settings.max_queue)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await asyncio.to_thread(pool.start)
        try:
            yield
        finally:
            await asyncio.to_thread(pool.close)

    app = FastAPI(title="桥牌裁决 裁判控制台 — Rulings director's console", version="0.1.0",
                  description=DESCRIPTION, lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.settings = settings
    app.state.pool = pool
    _install_error_handlers(app)
    _docs(app)
    _console(app)
    app.state.routers = include_routers(app)
    app.add_middleware(BodyLimit, limit=settings.max_body)

    @app.get("/api/health", tags=["服务 service"], summary="服务状态 — service health",
             response_model=Health, response_model_exclude_none=True)
    def health(request: Request) -> dict[str, Any]:
        """Whether the engine answers in time (`degraded` while a ruling runs past half the watchdog's
        limit, before the watchdog replaces its worker), with the engine, workers and lawbook version;
        an administrator's token also sees the workers' process ids and the pool's counters."""
        status = pool.status()
        out: dict[str, Any] = {
            "status": "ok" if status["state"] == "ok" else "degraded", "engine": settings.engine,
            "workers": settings.workers, "inline": pool.inline, "late": status["late"],
            "restarts": pool.restarts, "lawbook": default_lawbook().version, "routers": app.state.routers}
        if _is_admin(request, settings):
            out["worker_pids"] = pool.worker_pids()
            out["pool"] = status
        return out

    return app


class Health(BaseModel):
    """`GET /api/health`: `worker_pids` and `pool` only for an administrator."""

    status: Literal["ok", "degraded"]
    engine: str
    workers: int
    inline: bool
    late: int = Field(description="rulings running past half the watchdog's limit")
    restarts: int
    lawbook: str | None
    routers: list[str]
    worker_pids: list[int] | None = None
    pool: dict[str, Any] | None = None


def _is_admin(request: Request, settings: Settings) -> bool:
    """Whether the request carries a case-store administrator's token."""
    auth = request.headers.get("authorization", "")
    if not auth.lower().startswith("bearer "):
        return False
    from rulings.errors import RequestError
    from rulings.store.cases import CaseStore
    from rulings.store.migrate import ensure_current

    try:
        ensure_current(settings.database_url)
        return CaseStore(settings.database_url).authenticate(auth[7:].strip()).role == "admin"
    except RequestError:
        return False
