"""The director's console: a FastAPI service (`create_app`) and a web page, run by `rulings serve`.

- `app.py`: the app factory; every module in `routers/` that exposes `router` or `pages` is included.
- `pool.py`: the engine pool (worker processes; durable-rules never runs on a server thread).
- `settings.py`: `Settings` from `RULINGS_*` variables (database URL, workers, engine, timeout).
- `static/`: the console page (plain HTML, CSS and JavaScript, no build step).
"""

from rulings.service.app import create_app
from rulings.service.settings import Settings

__all__ = ["Settings", "create_app"]
