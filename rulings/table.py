"""What the two table models (the auction, `rulings.auction`; the play, `rulings.playtable`) share:
the ruling item they fill, the `Effect` a consequence handler is given, and a copy of a table that
shares its deal's engine session (to explore what follows from a choice).

A table model asserts one fact per event; for each rule that fires it hands each consequence the rule
names to the handler registered for it (`rulings.consequences`), as an `Effect`.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from rulings.engine import EngineError, Firing

Handler = Callable[["Effect"], None]


@dataclass
class Item:
    """One ruling item: an irregularity, its citations, rectification, options and trace."""

    event: int
    irregularity: str
    offender: Any  # Seat
    refs: list[str] = field(default_factory=list)
    rectification: list[dict[str, Any]] = field(default_factory=list)
    options: list[dict[str, Any]] = field(default_factory=list)
    trace: list[dict[str, Any]] = field(default_factory=list)
    judgments: list[str] = field(default_factory=list)


class Effect:
    """One consequence of one firing, as its handler sees it: the table's context (`ctx`, whose `t`
    is the table), the consequence's parameters, the fact, the citation of the rule that fired
    (`law`) and the ruling item it belongs to."""

    def __init__(self, ctx: Any, name: str, params: dict[str, Any], firing: Firing, fact: dict[str, Any],
                 law: str, item: Item | None) -> None:
        self.ctx, self.name, self.params, self.firing, self.fact, self.law, self.item = \
            ctx, name, params, firing, fact, law, item

    @property
    def t(self) -> Any:
        return self.ctx.t

    @property
    def rect(self) -> list[dict[str, Any]]:
        return self.item.rectification if self.item is not None else []

    def add(self, entry: dict[str, Any]) -> None:
        """A rectification entry, cited to the rule that fired. A director_judgment names the law to
        judge under in `law`; then `rule_ref` says which rule asked."""
        if "law" in entry:
            entry["rule_ref"] = self.law
        else:
            entry["law"] = self.law
        rect = self.rect
        if entry not in rect:
            rect.append(entry)

    def seat(self, expr: str) -> Any:
        """A seat written relative to the fact (`offender.partner`, `declarer` …)."""
        return self.ctx.seat(expr, self.fact)


def run_handler(handlers: Mapping[str, Handler], phase: str, effect: Effect) -> None:
    handler = handlers.get(effect.name)
    if handler is None:  # the lawbook is checked against the registry before a deal is ruled
        raise EngineError(f"no {phase} handler for consequence {effect.name!r} (rule {effect.firing.rule})")
    handler(effect)


def unique(firings: Iterable[Firing]) -> list[Firing]:
    """Each rule once per fact (durable may fire a rule once per matching `any` alternative)."""
    seen, out = set(), []
    for f in firings:
        key = (f.rule, f.fid)
        if key not in seen:
            seen.add(key)
            out.append(f)
    return out


def copy_sharing_session(table: Any) -> Any:
    """A deep copy of a table model that holds its deal's session in `.session`: the copy explores
    what follows from a choice in the same session (its facts get fresh ids, so nothing collides)."""
    session, table.session = table.session, None
    try:
        twin = copy.deepcopy(table)
    finally:
        table.session = session
    twin.session = session
    return twin
