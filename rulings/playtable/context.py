"""Asking the engine about one play fact (`Asking._assert`) and the firings on it (`PlayContext`):
their ruling items opened and cited, each consequence handed to its handler
(rulings/consequences/play.py) as a `PlayEffect`."""

from __future__ import annotations

from typing import Any

from rulings.cards import SUITS, Card
from rulings.engine import Firing
from rulings.lawbook import Rule
from rulings.log import Event
from rulings.playtable.base import PlayTableBase
from rulings.playtable.state import PlayPending
from rulings.seats import Seat
from rulings.table import Effect, Item, rule_of, run_handler, unique


class Asking(PlayTableBase):
    """The table asks the engine about each fact of the play in the deal's session, and a
    `PlayContext` applies what fired."""

    def _assert(self, fact: dict[str, Any], *, card: Card | None = None, cards: list[str] | None = None,
                event: Event | None = None, choice: tuple[str, str | None] | None = None,
                pending: PlayPending | None = None) -> bool:
        """Put one fact to the rules and carry out what fires; True when a rule fired on it."""
        firings = self.session.assert_fact(fact) if self.session is not None else []
        if not firings:  # most facts: nothing fired, nothing to apply
            explore_waiting(self, pending)
            return False
        ctx = PlayContext(self, fact, card, cards, event, choice, pending)
        for f in firings:
            ctx.fire(f)
        ctx.finish()
        return True


def explore_waiting(t: PlayTableBase, asked: PlayPending | None) -> None:
    """A choice waits (other than the one the fact was asked about) and its options are not worked out
    yet: what follows from each choice (rulings.options)."""
    p = t.pending
    if p is not None and t.explore is not None and not t.exploring and not t.items[p.item].options \
            and p is not asked:
        t.items[p.item].options = t.explore(t, p)


class PlayEffect(Effect):
    """An `Effect` of the play, as a handler of `rulings/consequences/play.py` sees it: `ctx` the play's
    context of the fact, `t` the play table."""

    ctx: PlayContext

    @property
    def t(self) -> PlayTableBase:
        return self.ctx.t


class PlayContext:
    """The firings on one play fact: opens their ruling items, cites them, and hands each consequence to
    its handler (rulings/consequences/play.py), in a fixed order."""

    def __init__(self, table: PlayTableBase, fact: dict[str, Any], card: Card | None, cards: list[str] | None,
                 event: Event | None, choice: tuple[str, str | None] | None, pending: PlayPending | None) -> None:
        self.t, self.fact, self.card, self.event, self.choice, self.pending = table, fact, card, event, choice, pending
        self.cards = cards if cards is not None else ([str(card)] if card is not None else [])
        self.names: list[tuple[str, dict[str, Any], Firing]] = []
        self.new_items: dict[str, int] = {}

    def rule(self, f: Firing) -> Rule:
        return rule_of(self.t.session, f)

    def fire(self, f: Firing) -> None:
        """durable-rules may fire a rule once per matching `any` alternative: count each rule once per fact."""
        if any(g.rule == f.rule and g.fid == f.fid for _, _, g in self.names):
            return
        for name, params in self.rule(f).then:
            self.names.append((name, params, f))

    def seat(self, expr: str, fact: dict[str, Any] | None = None) -> Seat:
        """A seat written relative to the fact (`offender.partner`, `declarer`, `leader` …)."""
        fact = self.fact
        base, _, rel = expr.partition(".")
        if base == "declarer":
            s = self.t.declarer
        elif base == "dummy":
            s = self.t.contract.dummy
        elif base == "leader":
            s = Seat(fact.get("leader") or self.t.ps.leader or fact["seat"])
        else:
            s = Seat(fact.get({"offender": "offender", "seat": "seat", "turn_of": "turn_of"}.get(base, base))
                     or fact["seat"])
        return getattr(s, rel) if rel else s

    def item_of(self, f: Firing) -> Item | None:
        rule = self.rule(f)
        named = [p["name"] for n, p in rule.then if n == "irregularity"]
        if named and named[0] in self.new_items:
            return self.t.items[self.new_items[named[0]]]
        idx = self.fact.get("ruling")
        if idx is None and self.new_items:
            idx = next(iter(self.new_items.values()))
        return self.t.items[idx] if isinstance(idx, int) and idx < len(self.t.items) else None

    def finish(self) -> None:
        t, fact = self.t, self.fact
        for name, params, _f in self.names:
            if name == "irregularity" and params["name"] not in self.new_items:
                self.new_items[params["name"]] = t._open_item(fact["seq"], params["name"], Seat(fact["offender"]))
        for f in unique(f for _, _, f in self.names):
            item = self.item_of(f)
            if item is None:
                continue
            ref = self.rule(f).ref
            if ref not in item.refs:
                item.refs.append(ref)
            item.trace.append({"rule": f.rule, "fact": {k: v for k, v in f.fact.items() if k != "sid"}})
        for name, params, f in self.names:
            effect = PlayEffect(self, name, params, f, self.fact, self.rule(f).ref, self.item_of(f))
            run_handler(t.handlers, "play", effect)
        explore_waiting(t, self.pending)

    def choices(self, names: list[str]) -> list[tuple[str, str | None]]:
        """The choices with the value each takes here (the penalty card's suit, highest/lowest …)."""
        t, fact = self.t, self.fact
        out: list[tuple[str, str | None]] = []
        holder = Seat(fact["offender"])
        suits = sorted({pc["card"][0] for pc in t.penalty_cards_of(holder)}, key=SUITS.index)
        if fact.get("lead_penalty"):  # Law 26: the related suit(s) (26A2), or any suit declarer names (26B)
            suits = list(t._lp_suits)
        for n in names:
            if n in ("require_lead", "forbid_lead"):
                out.extend((n, s) for s in (suits or [None]))
            elif n == "penalty_card":
                out.append((n, None))
            elif n == "lead_from":  # Law 43B2a: declarer's hand or dummy's
                out.extend((n, str(s)) for s in (t.declarer, t.contract.dummy))
            elif n == "require_play":
                out.extend([(n, "highest"), (n, "lowest")])
            elif n == "forbid_play":
                current = t.ps.current_trick
                led = current[0][1].suit if current else (self.card.suit if self.card else "S")
                out.extend((n, s) for s in SUITS if s != led)  # Law 57A3: any suit but the suit led
            else:
                out.append((n, None))
        return out
