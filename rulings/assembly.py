"""The ruling JSON, assembled in one place for the auction and the play alike.

The table models (`rulings.auction`, `rulings.playtable`) produce state and ruling items; this module
turns them into the public contract (see README): every item with its citations (`ref` 31A2b, the
law's number, title and the section's text), rectification, options, director-judgment questions
and trace, and the state of the table under the ruling, with the score once the play is over.
"""

from __future__ import annotations

import functools
from typing import Any

from rulings import scoring
from rulings.answers import judgment_map
from rulings.auction import AuctionTable
from rulings.lawbook import Lawbook, Section, cite_en, cite_zh, normalise_ref, ref_sort_key
from rulings.log import DealLog
from rulings.play import opening_leader
from rulings.playtable import PlayOutcome, PlayTable
from rulings.table import Item
from rulings.vocabulary import ANSWER_WORDS

CONTRACT_VERSION = 1


def assemble(log: DealLog, auction: AuctionTable, play: PlayTable | None, lawbook: Lawbook,
             backend: str) -> dict[str, Any]:
    """The whole ruling: the items of the auction and of the play in event order, and the state."""
    items = [render_item(lawbook, it) for it in auction.items]
    state = auction_state(auction)
    if play is not None:
        items.extend(render_item(lawbook, it) for it in play.items)
        state.update(play_state(play, log.vulnerable))
    items.sort(key=lambda i: i["event"])
    return {"contract_version": CONTRACT_VERSION, "board": log.board, "dealer": str(log.dealer),
            "vulnerable": log.vulnerable, "rulings": items, "state": state,
            "lawbook": {"version": lawbook.version}, "engine": backend}


def audit_view(log: DealLog, auction: AuctionTable, play: PlayTable | None, lawbook: Lawbook,
               backend: str) -> dict[str, Any]:
    """The part of the ruling the batch audit reads (`rulings.audit`), from the same tables: the items
    as `assemble` gives them, the contract the auction reached (Law 22; None when it did not end or
    was passed out) and whether it was passed out, without the state's lists (the calls, the
    restrictions), which the audit does not read (issue 14: made and dropped for every board)."""
    items = [render_item(lawbook, it) for it in auction.items]
    if play is not None:
        items.extend(render_item(lawbook, it) for it in play.items)
    items.sort(key=lambda i: i["event"])
    contract = auction.contract()
    return {"rulings": items, "contract": contract,
            "passed_out": play is None and auction.ended and contract is None}


# ---------------------------------------------------------------------------- items

# The citation path's forms, worked out once for each path (pure functions of the text; a ruling cites
# a few paths, the same ones deal after deal: issue 14).
_normalised = functools.lru_cache(maxsize=4096)(normalise_ref)
_zh = functools.lru_cache(maxsize=4096)(cite_zh)
_en = functools.lru_cache(maxsize=4096)(cite_en)
_order = functools.lru_cache(maxsize=4096)(ref_sort_key)


def _section(lawbook: Lawbook, ref: str) -> Section:
    """`lawbook.section(ref)`."""
    key = _normalised(ref)
    if key not in lawbook.sections:
        raise KeyError(ref)
    return lawbook.sections[key]


def citation(lawbook: Lawbook, ref: str) -> dict[str, Any]:
    """A citation: the path, the law's number and title, the section's title and text."""
    sec = _section(lawbook, ref)
    law = lawbook.law(sec.law)
    return {"ref": ref, "law": sec.law, "title": law.title.zh, "title_en": law.title.en,
            "section_title": sec.title.zh if sec is not law else law.title.zh,
            "section_title_en": sec.title.en if sec is not law else law.title.en,
            "heading": _zh(ref), "heading_en": _en(ref), "kind": sec.kind, "text": sec.text or law.text}


def judgment(lawbook: Lawbook, ref: str, ask: str | None = None, worded_by: str | None = None) -> dict[str, Any]:
    """The question a judgment law puts to the director, and what follows from each answer; `ask`: a
    further question of the same law, asked once the first is answered (its judgment's `then:` map);
    `worded_by`: the section whose judgment map words the question when the facts are its own and the
    judgment is filed under `ref` (Law 50C "属非法信息（参阅第16条A款）": the card, judged under 16A)."""
    sec = _section(lawbook, ref)
    j = judgment_map(lawbook, ref, ask, worded_by)  # the one choice of map, as the answer check reads it
    heading, heading_en = _zh(ref), _en(ref)
    if worded_by is not None:
        heading, heading_en = f"{_zh(worded_by)}、{heading}", f"{_en(worded_by)}, {heading_en}"
    q = j.get("question") or {"zh": f"请裁判依{_zh(ref)}作出判断。", "en": f"The director must judge under {_en(ref)}."}
    return {"law": ref, "heading": heading, "heading_en": heading_en, "question": dict(q),
            "answers": [dict(a) for a in j.get("answers", [])], "text": sec.text,
            **({"worded_by": worded_by} if worded_by is not None else {})}


def _with_judgments(lawbook: Lawbook, items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Rectification items, each director_judgment filled in with the law's question and answers."""
    out = []
    for r in items:
        r = dict(r)
        if r["kind"] == "director_judgment":
            r.update(judgment(lawbook, r["law"], r.get("ask"), r.get("worded_by"))
                     | {"kind": "director_judgment", "law": r["law"]})
            if r.get("concerns"):  # Law 16C2: the question names the side it is about
                r["question"] = _concerning(r["question"], r["concerns"])
            if "found" in r:
                r["answered"] = answered(r.get("answers", []), str(r.pop("found")))
        out.append(r)
    return out


SIDE_WORDS = {"NS": ("南北", "North-South"), "EW": ("东西", "East-West")}


def _concerning(question: dict[str, str], concerns: str) -> dict[str, str]:
    """The question with the side it concerns (`concerns`: the offending side, NS or EW; Law 16C2)."""
    side = SIDE_WORDS[concerns]
    return {"zh": f"{question.get('zh', '')}（所涉赛员：{side[0]}，违规方；非违规方从取消的行动中得到的信息都是合法的，第16条C款1）",
            "en": f"{question.get('en', '')} (It concerns {side[1]}, the offending side; all information the "
                  f"non-offending side has from withdrawn actions is authorized, Law 16C1.)"}


def answered(answers: list[dict[str, Any]], finding: str) -> dict[str, Any]:
    """The director's finding with the answer of the law's question it gives and what follows from it
    (the answer named, in either language, or by its class: 是/yes, 否/no — ANSWER_WORDS)."""
    low = finding.strip().lower()
    cls = next((c for c, words in ANSWER_WORDS.items() if low in words), None)
    for a in answers:
        names = {str(a["answer"].get("zh", "")).lower(), str(a["answer"].get("en", "")).lower()}
        if low in names or (cls is not None and names & set(ANSWER_WORDS[cls])):
            return {"finding": finding, "answer": a["answer"], "then": a["then"]}
    return {"finding": finding}


def _render_option(lawbook: Lawbook, option: dict[str, Any]) -> dict[str, Any]:
    o = dict(option)
    o["citations"] = [citation(lawbook, x) for x in o.pop("refs")]
    o["rectification"] = _with_judgments(lawbook, o["rectification"])
    for t in o.get("then", []):
        t["citations"] = [citation(lawbook, x) for x in t.pop("refs")]
        t["rectification"] = _with_judgments(lawbook, t["rectification"])
    return o


def render_item(lawbook: Lawbook, item: Item) -> dict[str, Any]:
    """One ruling item as the contract gives it."""
    refs = sorted(dict.fromkeys(item.refs), key=_order)
    judgments = [judgment(lawbook, r["law"], r.get("ask"), r.get("worded_by")) for r in item.rectification
                 if r["kind"] == "director_judgment"]
    return {"event": item.event, "irregularity": item.irregularity, "offender": str(item.offender) if item.offender is not None else None,
            "citations": [citation(lawbook, r) for r in refs],
            "rectification": _with_judgments(lawbook, item.rectification),
            "options": [_render_option(lawbook, o) for o in item.options],
            "director_judgments": judgments, "findings": list(item.judgments),
            "chosen": [dict(c) for c in item.chosen],
            "trace": [{"rule": t["rule"], "ref": t["rule"].split(".")[0], "facts": [t["fact"]]} for t in item.trace]}


# ---------------------------------------------------------------------------- state

def _public(d: dict[str, Any], keys: tuple[str, ...]) -> dict[str, Any]:
    return {k: d[k] for k in keys if k in d and d[k] is not None}


def auction_state(table: AuctionTable) -> dict[str, Any]:
    """The state when the auction is over or still running: calls, compulsory passes, conditional
    rectifications, the waiting choice, and the contract."""
    contract = table.contract()
    phase = ("play" if contract else "passed_out") if table.ended else "auction"
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


def play_state(table: PlayTable, vulnerable: str) -> dict[str, Any]:
    """The state under the ruling in the play: phase, next to act, tricks, penalty cards, restrictions,
    the waiting choice, and the result once the play is over."""
    ps = table.ps
    over = table.over
    nxt = None if over else (table.pending.by if table.pending else ps.next_to_play)
    if not over and table.supply is not None:
        nxt = table.supply["seat"]  # Law 67: the offender owes a card to the defective trick
    outcome = table.outcome()
    state: dict[str, Any] = {
        "phase": "over" if over else "play",
        "next_to_act": str(nxt) if nxt else None,
        "tricks": ps.tricks_won,
        "tricks_played": len(ps.tricks),
        "current_trick": [[str(s), str(c)] for s, c in ps.current_trick],
        "penalty_cards": [{"seat": pc["seat"], "card": pc["card"], "grade": pc["grade"], "law": pc["law"],
                           "status": "firm"} for pc in table.penalty_cards],
        "lead_penalties": [{"seat": r["seat"], "suit": r.get("suit"), "kind": r["kind"].split("_")[0]
                            if r["kind"].endswith("_lead") else r["kind"], "restriction": r["kind"],
                            "scope": r.get("scope"), "law": r["law"], "status": "firm"}
                           for r in table.restrictions]
        + [dict(_public(lp, ("seat", "suits", "declarer_may", "law", "offender")), status="firm", waiting=True)
           for lp in table.waiting_lead_penalties()],  # Law 26A2: still waiting for the partner's first lead
        "pending": None,
        "result": result_json(outcome, vulnerable) if outcome is not None else None,
    }
    if table.pending is not None:
        p = table.pending
        state["pending"] = {"irregularity": p.irregularity, "by": str(p.by),
                            "choices": [c for c, _ in p.choices], "values": [v for _, v in p.choices],
                            "event": table.items[p.item].event}  # values: each choice's suit or card, or None
    if table.swapped:
        c = table.contract
        state["contract_after_54A"] = {"declarer": str(c.declarer), "dummy": str(c.dummy)}
        state["declarer"] = str(c.declarer)
    return state


def result_json(outcome: PlayOutcome, vulnerable: str) -> dict[str, Any]:
    """Law 79 tricks, Law 64 transfers, and the Law 77 score (rulings.scoring.score)."""
    c = outcome.contract
    s = scoring.score(scoring.Contract(c.level, c.strain, c.doubled), c.declarer_seat, outcome.tricks,
                      vulnerable)
    return {"declarer": str(c.declarer), "declarer_tricks_played": outcome.played,
            "declarer_tricks_claimed": outcome.claimed, "transferred": outcome.transferred,
            "transfers": [dict(t) for t in outcome.transfers], "declarer_tricks": outcome.tricks,
            "score": s.to_dict()}
