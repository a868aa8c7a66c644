"""What follows from each choice the laws give, for the auction and the play alike.

When a rule gives a player a choice (accept or decline a call out of rotation, Law 29-32; require or
forbid a lead, Law 26, 50D2, 54 …), the ruling lists each choice with what follows from it: the
choice is replayed on a copy of the table model that shares the deal's engine session, and the
citations and rectification it adds to the ruling item are the option's. After a decline in the
auction, the typical next calls that settle the rectification are tried as well (Law 27B, 31A, 32B);
in the play, one step further when a choice leads to another choice on the same item (Law 54D -> 56
-> 50D2).
"""

from __future__ import annotations

import copy
from typing import Any

from rulings.auction import OUT_OF_ROTATION, AuctionTable
from rulings.calls import Call, lowest_sufficient
from rulings.cards import STRAINS
from rulings.log import Event
from rulings.playtable import PlayPending, PlayTable
from rulings.seats import Seat
from rulings.table import Item, checkpoint

Snapshot = tuple[int, int]


def snapshot(item: Item) -> Snapshot:
    return len(item.refs), len(item.rectification)


def delta(item: Item, before: Snapshot) -> dict[str, Any]:
    """The citations and rectification an item gained since `before` (options themselves left out)."""
    return {"refs": item.refs[before[0]:], "rectification": [r for r in item.rectification[before[1]:]
                                                              if r["kind"] != "option"]}


# ---------------------------------------------------------------------------- the auction

def auction_waits_unexplored(table: AuctionTable) -> bool:
    """A choice is waiting whose options the ruling does not list yet."""
    p = table.pending
    return p is not None and not p.hold and not table.items[p.item].options


def explore_auction(table: AuctionTable) -> None:
    """Each choice of the waiting option replayed on a copy of the table, and after a decline the
    typical calls that settle the rectification (Law 27B, 31A, 32B)."""
    p = table.pending
    assert p is not None and p.by is not None
    options: list[dict[str, Any]] = []
    for choice in ("accept", "decline"):
        with checkpoint():
            twin = table.clone()
            twin.exploring = p.item  # only this item's conditions are settled on the copy (issue 14)
            before = snapshot(twin.items[p.item])
            twin.on_event(Event(index=p.record.seq, type="choice", seat=p.by, choice=choice))
            option = {"by": str(p.by), "choice": choice, **delta(twin.items[p.item], before)}
            if choice == "decline":
                follow = []
                for label, events in _continuations(twin):
                    with checkpoint():
                        sim = twin.clone()
                        base = snapshot(sim.items[p.item])
                        for ev in events:
                            sim.on_event(ev)
                        d = delta(sim.items[p.item], base)
                    if d["refs"]:
                        follow.append({"if": label, **d})
                if follow:
                    option["then"] = follow
        options.append(option)
    table.items[p.item].options = options


def _offender_calls(t: AuctionTable, cancelled: Call, after: Call | None) -> list[tuple[str, Call]]:
    """The offender's representative next calls: the same denomination, another one, a repeat, a pass."""
    out = []
    if cancelled.is_bid and cancelled.strain:
        out.append(("same_denomination", lowest_sufficient(after, cancelled.strain)))
        other = next(s for s in reversed(STRAINS) if s != cancelled.strain)
        out.append(("other_denomination", lowest_sufficient(after, other)))
    elif cancelled.kind in ("double", "redouble"):
        out.append(("repeat", cancelled))
    out.append(("pass", Call("pass")))
    if cancelled.kind == "pass":
        bid = t.last_bid()
        out.append(("bid", lowest_sufficient(bid.call if bid else None, "NT")))
    return out


def _continuations(t: AuctionTable) -> list[tuple[dict[str, str], list[Event]]]:
    """Representative next calls after a decline: the offender's RHO passes or bids, and the offender
    repeats the call, repeats the denomination, or calls something else."""
    w = t.watch
    if w is None:
        return []
    offender, cancelled = w.offender, w.cancelled.call
    seq = 10_000

    def call(seat: Seat, c: Call) -> Event:
        return Event(index=seq, type="call", seat=seat, call=c)

    last = t.last_bid()
    result: list[tuple[dict[str, str], list[Event]]] = []
    if t.turn == offender:
        for label, c in _offender_calls(t, cancelled, last.call if last else None):
            result.append(({"seat": str(offender), "call": str(c), "case": label}, [call(offender, c)]))
    elif t.turn == offender.rho and w.irregularity in OUT_OF_ROTATION:
        rho = offender.rho
        rho_bid = lowest_sufficient(last.call if last else None,
                                    next(s for s in STRAINS if s != (cancelled.strain or "")))
        for rho_label, rc in (("rho_passes", Call("pass")), ("rho_bids", rho_bid)):
            after = rc if rc.is_bid else (last.call if last else None)
            for label, c in _offender_calls(t, cancelled, after):
                if rho_label == "rho_passes" and label != ("repeat" if not cancelled.is_bid else "same_denomination"):
                    continue
                c2 = cancelled if rho_label == "rho_passes" else c
                result.append(({"seat": str(offender), "call": str(c2), "case": f"{rho_label}/{label}",
                                "rho": str(rc)}, [call(rho, rc), call(offender, c2)]))
    return result


# ---------------------------------------------------------------------------- the play

def explore_play(table: PlayTable, p: PlayPending) -> list[dict[str, Any]]:
    """Each choice replayed on a copy of the table (and one step further when it leads to another
    choice on the same item, e.g. Law 54D -> 56 -> 50D2)."""
    seq = p.fact.get("seq", 0)
    options = []
    for choice, value in p.choices:
        with checkpoint():
            twin = table.clone()
            before = snapshot(twin.items[p.item])
            twin.choose(copy.copy(p), choice, value, seq, implicit=False, actor=p.by)
            opt = {"by": str(p.by), "choice": choice, **({"value": value} if value else {}),
                   **delta(twin.items[p.item], before)}
            nxt = twin.pending
            if nxt is not None and nxt.item == p.item:
                follow = []
                for c2, v2 in nxt.choices:
                    with checkpoint():
                        sim = twin.clone()
                        b2 = snapshot(sim.items[p.item])
                        sim.choose(copy.copy(nxt), c2, v2, seq, implicit=False, actor=nxt.by)
                        follow.append({"if": {"seat": str(nxt.by), "choice": c2, **({"value": v2} if v2 else {})},
                                       **delta(sim.items[p.item], b2)})
                opt["then"] = follow
        options.append(opt)
    return options

