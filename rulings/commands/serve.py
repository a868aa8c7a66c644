"""`rulings serve [--host H] [--port N] [--workers N] [--engine durable|python]`: the director's console.

Runs the FastAPI app (`rulings.service.create_app`) with uvicorn and prints the console's address:
`控制台 Console: http://127.0.0.1:8000/`. Settings not given on the command line come from the
`RULINGS_*` variables (`rulings.service.settings`); the default is 127.0.0.1:8000 with two engine
workers. A port already in use is one line on stderr (exit 2), never a traceback.
"""

from __future__ import annotations

import argparse
import socket

from rulings.errors import InputError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("serve", help="启动裁判控制台 — run the director's console (web page and API)",
                       description="启动裁判控制台（网页与接口）— run the director's console (web page and API).")
    p.add_argument("--host", help="监听地址 — address to listen on (default 127.0.0.1, or RULINGS_HOST)")
    p.add_argument("--port", type=int, help="端口 — port (default 8000, or RULINGS_PORT)")
    p.add_argument("--workers", type=int, help="规则引擎进程数 — engine worker processes (default 2)")
    p.add_argument("--engine", choices=("durable", "python"), help="规则引擎 — rules engine (default durable)")
    p.set_defaults(handler=run)


def console_url(host: str, port: int) -> str:
    """The address to open in a browser (a wildcard host is shown as 127.0.0.1)."""
    shown = {"0.0.0.0": "127.0.0.1", "::": "[::1]", "": "127.0.0.1"}.get(host, host)
    if ":" in shown and not shown.startswith("["):
        shown = f"[{shown}]"
    return f"http://{shown}:{port}/"


def _check_free(host: str, port: int) -> None:
    """Fail with one line when the address cannot be bound (in use, or not an address of this host)."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    try:
        with socket.socket(family, socket.SOCK_STREAM) as s:
            s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            s.bind((host, port))
    except OSError as exc:
        raise InputError(f"无法在 {host}:{port} 监听：{exc.strerror or exc} — cannot listen on {host}:{port}") from None


def run(args: argparse.Namespace) -> int:
    """Start uvicorn with the console app; returns when the server stops (Ctrl-C)."""
    import uvicorn

    from rulings.service import Settings, create_app

    settings = Settings.from_env(host=args.host, port=args.port, workers=args.workers, engine=args.engine)
    _check_free(settings.host, settings.port)
    app = create_app(settings)
    print(f"控制台 Console: {console_url(settings.host, settings.port)}", flush=True)
    uvicorn.run(app, host=settings.host, port=settings.port, log_level="info")
    return 0
