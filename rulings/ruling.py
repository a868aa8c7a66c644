"""The ruling: a deal's event log in, every irregularity with its citations, rectification, options
and trace out, with the state of the table under the ruling.

`rule(log)` returns the public JSON contract (see README): `{"rulings": [...], "state": {...}}`.
Each item carries `citations` (`ref` 31A2b, the law's number, title and the section's text), the
`rectification` items (each with the `law` that produced it), the `options` the laws give with what
follows from each, the director-judgment questions, and the `trace` of rule firings.
"""

from __future__ import annotations

import functools
from typing import Any

from rulings.auction import OUT_OF_ROTATION, AuctionTable, Item
from rulings.calls import Call, lowest_sufficient
from rulings.cards import STRAINS
from rulings.engine import Engine
from rulings.lawbook import Lawbook, cite_en, cite_zh, default_lawbook, ref_sort_key
from rulings.log import DealLog, Event
from rulings.play import opening_leader
from rulings.seats import Seat

AUCTION_EVENTS = ("call", "choice", "expose", "director", "finding")
PLAY_EVENTS = ("lead", "play", "designate", "claim", "concede", "object")
CONTRACT_VERSION = 1


@functools.lru_cache(maxsize=4)
def default_engine(backend: str = "durable") -> Engine:
    """One engine per backend and process, built on the project's lawbook."""
    return Engine(default_lawbook(), backend=backend)


def rule(log: DealLog, engine: Engine | None = None) -> dict[str, Any]:
    """Rule on a whole log: replay it under the laws and return the ruling JSON."""
    engine = engine or default_engine()
    with engine.session() as session:
        table = AuctionTable(log.dealer, session)
        play = None
        for ev in log.events:
            if ev.type in PLAY_EVENTS or play is not None:
                if play is None:
                    play = _start_play(log, table, session)
                if play is not None:
                    play.on_event(ev)
                continue
            table.on_event(ev)
            if table.pending is not None and not table.pending.hold and not _explored(table):
                _explore_options(table)
        table.finish()
        if play is not None:
            play.finish()
        return assemble(log, table, engine.lawbook, play, engine.backend)


def _start_play(log: DealLog, table: AuctionTable, session: Any) -> Any:
    """Hand the deal to the play's table model (Laws 41-71) where it is available."""
    table.finish()
    try:
        from rulings.playtable import PlayTable
    except ImportError:  # the play's rulings are not part of this build
        return None
    return PlayTable(log, table, session)


# ---------------------------------------------------------------------------- options

def _explored(table: AuctionTable) -> bool:
    p = table.pending
    assert p is not None
    return bool(table.items[p.item].options)


def _explore_options(table: AuctionTable) -> None:
    """What follows from each choice the laws give: replay each on a copy of the table, and after a
    decline the typical calls that settle the rectification (Law 27B, 31A, 32B)."""
    p = table.pending
    assert p is not None and p.by is not None
    item = table.items[p.item]
    options: list[dict[str, Any]] = []
    for choice in ("accept", "decline"):
        twin = table.clone()
        before = _snapshot(twin, p.item)
        twin.on_event(Event(index=p.record.seq, type="choice", seat=p.by, choice=choice))
        option = {"by": str(p.by), "choice": choice, **_delta(twin, p.item, before)}
        if choice == "decline":
            follow = []
            for label, events in _continuations(twin, p):
                sim = twin.clone()
                base = _snapshot(sim, p.item)
                for ev in events:
                    sim.on_event(ev)
                delta = _delta(sim, p.item, base)
                if delta["refs"]:
                    follow.append({"if": label, **delta})
            if follow:
                option["then"] = follow
        options.append(option)
    item.options = options


def _snapshot(t: AuctionTable, idx: int) -> tuple[int, int]:
    it = t.items[idx]
    return len(it.refs), len(it.rectification)


def _delta(t: AuctionTable, idx: int, before: tuple[int, int]) -> dict[str, Any]:
    it = t.items[idx]
    return {"refs": it.refs[before[0]:], "rectification": [r for r in it.rectification[before[1]:]
                                                          if r["kind"] != "option"]}


def _continuations(t: AuctionTable, p: Any) -> list[tuple[dict[str, str], list[Event]]]:
    """Representative next calls after a decline: the offender's RHO passes or bids, and the offender
    repeats the call, repeats the denomination, or calls something else."""
    w = t.watch
    if w is None:
        return []
    offender, cancelled = w.offender, w.cancelled.call
    seq = 10_000

    def call(seat: Seat, c: Call) -> Event:
        return Event(index=seq, type="call", seat=seat, call=c)

    def offender_calls(after: Call | None) -> list[tuple[str, Call]]:
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

    last = t.last_bid()
    result: list[tuple[dict[str, str], list[Event]]] = []
    if t.turn == offender:
        for label, c in offender_calls(last.call if last else None):
            result.append(({"seat": str(offender), "call": str(c), "case": label}, [call(offender, c)]))
    elif t.turn == offender.rho and w.irregularity in OUT_OF_ROTATION:
        rho = offender.rho
        rho_bid = lowest_sufficient(last.call if last else None,
                                    next(s for s in STRAINS if s != (cancelled.strain or "")))
        for rho_label, rc in (("rho_passes", Call("pass")), ("rho_bids", rho_bid)):
            after = rc if rc.is_bid else (last.call if last else None)
            for label, c in offender_calls(after):
                if rho_label == "rho_passes" and label != ("repeat" if not cancelled.is_bid else "same_denomination"):
                    continue
                c2 = cancelled if rho_label == "rho_passes" else c
                result.append(({"seat": str(offender), "call": str(c2), "case": f"{rho_label}/{label}",
                                "rho": str(rc)}, [call(rho, rc), call(offender, c2)]))
    return result


# ---------------------------------------------------------------------------- assembly

def citation(lawbook: Lawbook, ref: str) -> dict[str, Any]:
    """A citation: the path, the law's number and title, the section's title and text."""
    sec = lawbook.section(ref)
    law = lawbook.law(sec.law)
    return {"ref": ref, "law": sec.law, "title": law.title.zh, "title_en": law.title.en,
            "section_title": sec.title.zh if sec is not law else law.title.zh,
            "section_title_en": sec.title.en if sec is not law else law.title.en,
            "heading": cite_zh(ref), "heading_en": cite_en(ref), "kind": sec.kind, "text": sec.text or law.text}


def judgment(lawbook: Lawbook, ref: str) -> dict[str, Any]:
    """The question a judgment law puts to the director, and what follows from each answer."""
    sec = lawbook.section(ref)
    j = sec.judgment or lawbook.law(sec.law).judgment or {}
    q = j.get("question") or {"zh": f"请裁判依{cite_zh(ref)}作出判断。", "en": f"The director must judge under {cite_en(ref)}."}
    return {"law": ref, "heading": cite_zh(ref), "heading_en": cite_en(ref), "question": dict(q),
            "answers": [dict(a) for a in j.get("answers", [])], "text": sec.text}


def _with_judgments(lawbook: Lawbook, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rectification items, each director_judgment filled in with the law's question and answers."""
    out = []
    for r in items:
        r = dict(r)
        if r["kind"] == "director_judgment":
            r.update(judgment(lawbook, r["law"]) | {"kind": "director_judgment", "law": r["law"]})
        out.append(r)
    return out


def _render_item(lawbook: Lawbook, item: Item) -> dict[str, Any]:
    refs = sorted(dict.fromkeys(item.refs), key=ref_sort_key)
    rect = _with_judgments(lawbook, item.rectification)
    judgments = [judgment(lawbook, r["law"]) for r in item.rectification if r["kind"] == "director_judgment"]
    options = []
    for o in item.options:
        o = dict(o)
        o["citations"] = [citation(lawbook, x) for x in o.pop("refs")]
        o["rectification"] = _with_judgments(lawbook, o["rectification"])
        for t in o.get("then", []):
            t["citations"] = [citation(lawbook, x) for x in t.pop("refs")]
            t["rectification"] = _with_judgments(lawbook, t["rectification"])
        options.append(o)
    return {"event": item.event, "irregularity": item.irregularity, "offender": str(item.offender),
            "citations": [citation(lawbook, r) for r in refs], "rectification": rect, "options": options,
            "director_judgments": judgments, "findings": list(item.judgments),
            "trace": [{"rule": t["rule"], "ref": t["rule"].split(".")[0], "facts": [t["fact"]]} for t in item.trace]}


def auction_state(table: AuctionTable) -> dict[str, Any]:
    contract = table.contract()
    if table.ended and contract is None and not table.no_contract:
        phase = "passed_out"
    elif table.ended:
        phase = "play" if contract else "over"
    else:
        phase = "auction"
    state: dict[str, Any] = {
        "phase": phase,
        "next_to_act": str(opening_leader(contract)) if contract and phase == "play" else
        (str(table.turn) if phase == "auction" else None),
        "auction": [c.as_dict() for c in table.calls],
        "forced_passes": [{"seat": f["seat"], "scope": f["scope"], "law": f["law"]}
                          for f in table.forced if f.get("active", True)],
        "no_double": [dict(x) for x in table.no_double],
        "lead_penalties": [_public(lp, ("seat", "suits", "suit", "declarer_may", "condition", "status", "law",
                                        "offender")) for lp in table.lead_penalties if lp["status"] != "lapsed"],
        "penalty_cards": [_public(pc, ("seat", "card", "grade", "status", "law")) for pc in table.penalty_cards
                          if pc["status"] != "lapsed"],
        "obligations": [dict(o) for o in table.obligations],
        "score_limits": [dict(s) for s in table.score_limits],
        "pending": None,
        "contract": None,
    }
    if table.pending is not None and not table.pending.hold:
        p = table.pending
        state["pending"] = {"irregularity": p.irregularity, "by": str(p.by), "choices": ["accept", "decline"],
                            "event": p.record.seq}
    if contract is not None:
        state["contract"] = {"level": contract.level, "strain": contract.strain, "doubled": contract.doubled,
                             "declarer": str(contract.declarer), "text": str(contract).split()[0],
                             "dummy": str(contract.dummy), "opening_leader": str(opening_leader(contract))}
        state["declarer"] = str(contract.declarer)
        state["opening_leader"] = str(opening_leader(contract))
    return state


def _public(d: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    return {k: d[k] for k in keys if k in d and d[k] is not None}


def assemble(log: DealLog, table: AuctionTable, lawbook: Lawbook, play: Any, backend: str) -> dict[str, Any]:
    items = [_render_item(lawbook, it) for it in table.items]
    state = auction_state(table)
    if play is not None:
        items.extend(play.items_json(lawbook))
        state.update(play.state_json())
    items.sort(key=lambda i: i["event"])
    return {"contract_version": CONTRACT_VERSION, "board": log.board, "dealer": str(log.dealer),
            "vulnerable": log.vulnerable, "rulings": items, "state": state,
            "lawbook": {"version": lawbook.version}, "engine": backend}
