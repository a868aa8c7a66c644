"""The ruling: a deal's event log in, every irregularity with its citations, rectification, options
and trace out, with the state of the table under the ruling.

`rule(log)` replays the log through the table models (the auction, `rulings.auction`; the play,
`rulings.playtable`), each consequence carried out by its handler (`rulings.consequences`), the
options explored by `rulings.options`, and returns the public JSON contract assembled by
`rulings.assembly` (see README): `{"rulings": [...], "state": {...}}`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from rulings.assembly import CONTRACT_VERSION, assemble, citation, judgment
from rulings.auction import PLAY_EVENTS, AuctionTable
from rulings.consequences import handlers_for
from rulings.engine import Engine, EngineSession
from rulings.errors import LogError
from rulings.lawbook import Lawbook, default_lawbook
from rulings.log import DealLog
from rulings.options import auction_waits_unexplored, explore_auction, explore_play
from rulings.playtable import PlayTable
from rulings.playtable.leads import PRE_PLAY_CHOICES

AUCTION_EVENTS = ("call", "choice", "expose", "director", "finding")

__all__ = ["AUCTION_EVENTS", "CONTRACT_VERSION", "PLAY_EVENTS", "citation", "default_engine",
           "judgment", "rule"]


@functools.lru_cache(maxsize=4)
def default_engine(backend: str = "durable") -> Engine:
    """One engine per backend and process, built on the project's lawbook."""
    return Engine(default_lawbook(), backend=backend)


#: what a ruling returns, made from the log, the auction's and the play's tables, the lawbook and the backend
View = Callable[[DealLog, AuctionTable, PlayTable | None, Lawbook, str], dict[str, Any]]


def rule(log: DealLog, engine: Engine | None = None, view: View = assemble) -> dict[str, Any]:
    """Rule on a whole log: replay it under the laws and return the ruling JSON (`view`: another
    reading of the same tables, e.g. `rulings.assembly.audit_view`, the part the batch audit reads)."""
    engine = engine or default_engine()
    try:
        return _rule(log, engine, view)
    except LogError as exc:  # a table model names the event and field: add the file and line it is on
        if exc.source is not None or log.source is None:
            raise
        line = log.events[exc.event].line if exc.event is not None and 0 <= exc.event < len(log.events) else None
        raise LogError(exc.detail, event=exc.event, field=exc.field, source=log.source, line=line,
                       zh=exc.zh) from None


def _rule(log: DealLog, engine: Engine, view: View) -> dict[str, Any]:
    with engine.session() as session:
        table = AuctionTable(log.dealer, session, handlers_for("auction"))
        table.events = tuple(log.events)
        play: PlayTable | None = None
        for ev in log.events:
            if (ev.type in PLAY_EVENTS and not table.takes_play_event(ev)) or play is not None:
                if play is None:
                    play = _start_play(log, table, session)
                play.on_event(ev)
                continue
            table.on_event(ev)
            if auction_waits_unexplored(table):
                explore_auction(table)
        table.finish()
        if play is None and _choice_before_opening_lead(log, table):
            play = _start_play(log, table, session)  # the opening lead is due: declarer chooses first (26, 50D2)
        if play is not None:
            play.finish()
        else:
            table.refuse_deferred()
        return view(log, table, play, engine.lawbook, engine.backend)


def _choice_before_opening_lead(log: DealLog, table: AuctionTable) -> bool:
    """Declarer's choice made after the final pass, with no card played yet: the opening lead has fallen
    due and the choice is put to the play's table (Law 26A2 “包括首引时”; 50D2 “在庄家尚未对下述罚则作出选择前，
    不得引牌”) when there is a contract and the hands to play it."""
    return bool(table.deferred) and all(ev.type == "choice" and ev.choice in PRE_PLAY_CHOICES for ev in table.deferred) \
        and table.contract() is not None and len(log.hands) >= 3


def _start_play(log: DealLog, table: AuctionTable, session: EngineSession) -> PlayTable:
    """The auction is over: the play's table model takes the deal (Laws 41-71). The findings the director
    entered after the final pass that the auction's questions did not take go to the play's table first
    (answered there or refused, never dropped)."""
    table.finish()
    play = PlayTable(log, table, session, handlers_for("play"), explore=explore_play)
    for ev in table.deferred:
        if ev.type == "finding":
            play.on_event(ev)
    return play
