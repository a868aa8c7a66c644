"""Run the console app with uvicorn on a background thread (browser tests, benchmarks, embedding).

`serve_in_thread(app)` binds 127.0.0.1 on a free port chosen by the system, waits until the server
accepts connections and yields its base URL; on exit it asks uvicorn to stop and joins the thread, so
the app's lifespan (the engine pool's start and close) runs as under `rulings serve`.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import uvicorn
from fastapi import FastAPI


@contextmanager
def serve_in_thread(app: FastAPI, host: str = "127.0.0.1", port: int = 0,
                    startup_timeout: float = 60.0) -> Iterator[str]:
    """Serve `app` on `host:port` (0: any free port) in a thread; yields `http://host:port`."""
    config = uvicorn.Config(app, host=host, port=port, log_level="warning", lifespan="on")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="rulings-uvicorn", daemon=True)
    thread.start()
    deadline = time.monotonic() + startup_timeout
    while not server.started:
        if not thread.is_alive():
            raise RuntimeError("the console server stopped while starting (see its log above)")
        if time.monotonic() > deadline:
            server.should_exit = True
            raise RuntimeError(f"the console server did not start within {startup_timeout:g} s")
        time.sleep(0.02)
    bound = server.servers[0].sockets[0].getsockname()[1]
    try:
        yield f"http://{host}:{bound}"
    finally:
        server.should_exit = True
        thread.join(timeout=30)
