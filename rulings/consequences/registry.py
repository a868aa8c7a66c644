"""The registry of consequence handlers: one small function per consequence name and phase.

A rule's `then` names consequences from the closed vocabulary (`rulings.vocabulary.CONSEQUENCES`);
what each one does to the table is a handler registered here with `@handles(phase, name, …)`
(`rulings/consequences/auction.py`, `rulings/consequences/play.py`). The vocabulary declares in which
phases each consequence is applied (`rulings.vocabulary.APPLIED_IN`), and the lawbook loader refuses,
with the file and line, a rule whose consequence is not applied in the rule's phase; a test holds that
declaration equal to this registry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from rulings.lawbook import PHASES

Handler = Callable[[Any], None]

_HANDLERS: dict[str, dict[str, Handler]] = {phase: {} for phase in PHASES}


def handles(phase: str, *names: str) -> Callable[[Handler], Handler]:
    """Register the decorated function as the handler of each consequence `name` in `phase`."""
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r}")

    def register(fn: Handler) -> Handler:
        for name in names:
            if name in _HANDLERS[phase]:
                raise ValueError(f"consequence {name!r} has two handlers in the {phase} phase")
            _HANDLERS[phase][name] = fn
        return fn

    return register


def handler_for(phase: str, name: str) -> Handler | None:
    """The handler of consequence `name` in `phase`, or None."""
    return _HANDLERS.get(phase, {}).get(name)


def handlers_for(phase: str) -> Mapping[str, Handler]:
    """Every handler of a phase, by consequence name (what a table model is given)."""
    return dict(_HANDLERS[phase])
