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
(`RulingsError`) is a 422 with its message; a crashed or hung engine is a 503 (`PoolUnavailable`).
"""

from __future__ import annotations

import asyncio
import importlib
import pkgutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import APIRouter, FastAPI, Request
from fastapi.exception_handlers import http_exception_handler
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException

from rulings.errors import LogError, RulingsError
from rulings.lawbook import default_lawbook
from rulings.service import routers
from rulings.service.pool import PoolUnavailable, RulingFailed, RulingPool
from rulings.service.settings import Settings

STATIC_DIR = Path(__file__).resolve().parent / "static"
DESCRIPTION = """桥牌裁决专家系统（中国桥牌协会1999年审定《桥牌竞赛规则》）的裁判控制台接口。
The director's console API of the rulings expert system (1999 Chinese Laws of Duplicate Bridge).

* `POST /api/rulings`: the ruling JSON of `rulings rule --json` for an event log.
* `GET /api/laws/{ref}`, `GET /api/search?q=`: the lawbook.
* `POST /api/score`, `POST /api/imps`, `POST /api/board`, `GET /api/boards/{n}`: Laws 77, 78, 12C, 86, 88 and 2.
"""


def log_error_item(exc: LogError) -> dict[str, Any]:
    """A LogError as one 422 item: loc ["body", "events", 3, "call"], the message, event and field."""
    loc: list[str | int] = ["body"]
    if exc.event is not None:
        loc += ["events", exc.event]
    if exc.field:
        loc += [int(p) if p.isdigit() else p for p in str(exc.field).split(".")]
    return {"loc": loc, "msg": exc.detail, "type": "log_error", "event": exc.event, "field": exc.field}


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
        return JSONResponse({"detail": str(exc)}, status_code=503, headers={"Retry-After": "1"})

    @app.exception_handler(RulingFailed)
    async def _failed(_: Request, exc: RulingFailed) -> JSONResponse:
        return JSONResponse({"detail": str(exc)}, status_code=500)

    @app.exception_handler(RulingsError)
    async def _rulings_error(_: Request, exc: RulingsError) -> JSONResponse:
        item = {"loc": ["body"], "msg": str(exc), "type": "value_error", "event": None, "field": None}
        return JSONResponse({"detail": [item]}, status_code=422)

    @app.exception_handler(StarletteHTTPException)
    async def _http_error(request: Request, exc: StarletteHTTPException) -> Response:
        if exc.status_code == 400 and exc.detail == "There was an error parsing the body":
            item = {"loc": ["body"], "msg": "请求体无法读作JSON（不是UTF-8编码，或嵌套过深）— the request body cannot be read as JSON (not UTF-8, or nested too deeply)",
                    "type": "json_invalid", "event": None, "field": None}
            return JSONResponse({"detail": [item]}, status_code=422)
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
                              timeout=settings.timeout)

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

    @app.get("/api/health", tags=["服务 service"], summary="服务状态 — service health")
    def health() -> dict[str, Any]:
        """Whether the service is up, with its engine, workers and lawbook version."""
        return {"status": "ok", "engine": settings.engine, "workers": settings.workers, "inline": pool.inline,
                "restarts": pool.restarts, "worker_pids": pool.worker_pids(),
                "lawbook": default_lawbook().version, "routers": app.state.routers}

    return app
