"""Consequences: what each consequence a rule names does to the table, one handler per name and phase.

`registry` holds the `@handles(phase, name)` decorator, the lookup and the load-time check
(`check_lawbook`); `auction` and `play` hold the handlers. Importing this package registers them all.
"""

from __future__ import annotations

from rulings.consequences import auction, play  # noqa: F401  (registers the handlers)
from rulings.consequences.registry import check_lawbook, handler_for, handlers_for, handles

__all__ = ["check_lawbook", "handler_for", "handlers_for", "handles"]
