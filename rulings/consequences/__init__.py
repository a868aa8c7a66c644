"""Consequences: what each consequence a rule names does to the table, one handler per name and phase.

`registry` holds the `@handles(phase, name)` decorator and the lookup; `auction` and `play` hold the
handlers (`shared` those both phases handle alike) (the lawbook loader refuses a consequence not applied in its rule's phase:
`rulings.vocabulary.APPLIED_IN`). Importing this package registers them all.
"""

from __future__ import annotations

from rulings.consequences import auction, play, shared  # noqa: F401  (registers the handlers)
from rulings.consequences.registry import handler_for, handlers_for, handles

__all__ = ["handler_for", "handlers_for", "handles"]
