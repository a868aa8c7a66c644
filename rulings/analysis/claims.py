"""A claim or concession weighed against the cards (Laws 68–71): evidence for the director, never the
decision.

For a claim (声称) or concession (承认) logged at event `i`, from the position at that moment:

- `double_dummy`: the tricks the claimer's side takes of those left with best play by all four;
- `worst_normal`: the fewest tricks it takes when the claimer plays his statement and, where it is
  silent, any normal line — careless or inferior, never irrational — against the best defence (Law
  70A: doubtful points go against the claimer; 70D: no successful line the statement did not
  embrace; 70E: no unstated finesse or drop), with the line that gives it (`lines`);
- `outstanding_trumps`: trumps the opponents still hold that the statement does not mention (70C);
- for a concession: `could_not_lose`, the fewest tricks the conceding side takes by any legal play
  of the remaining cards (71A: a conceded trick that could not be lost), and `already`: whether
  declarer's side had already made the contract, or the defenders defeated it (71B).

`claim_evidence(log, i)` is the seam for the ruling: the `director_judgment` item of a disputed claim
(Laws 70, 71) can carry it under the law's question, unchanged. `rulings.analysis.claims_audit` lists the
claims in record files that an opponent could have contested (`rulings audit --claims`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from rulings.analysis import solver
from rulings.analysis.lines import fewest_tricks
from rulings.analysis.position import Position, position_at
from rulings.errors import LogError, zh_of
from rulings.log import DealLog, Event
from rulings.play import Contract, trick_winner
from rulings.playtable.concessions import contract_concession
from rulings.playtable.statements import parse_statement

__all__ = ["CLAIM_LAWS", "analyse_claims", "claim_evidence", "contestable"]

#: `rulings analyse` and `rulings audit --claims` stop the search of normal lines here (nodes: cards
#: tried, each of bounded cost, so at most about 2-4 s of CPU whatever the position, 130,000-300,000
#: nodes a second here): claims with up to 7 tricks left needed at most ~112,000 (bench/RESULTS.md), 62
#: of 63 real ones with 10 left finish below it, a hard one is cut short and says so (`exact: false`)
NODE_LIMIT = 500_000

#: the law each figure answers
CLAIM_LAWS = {"double_dummy": "70A", "worst_normal": "70D", "outstanding_trumps": "70C", "lines": "70E",
              "could_not_lose": "71A", "already": "71B"}
NOTE = {
    "zh": "声称者按其陈述打牌，陈述未及之处采用最不利的正常打法（粗心或拙劣，但非不合理），防守方最佳防守（第70条A、D、E款）",
    "en": "the claimer plays his statement and, where it is silent, his least successful normal line "
          "(careless or inferior, never irrational), against the best defence (Law 70A, D, E)",
}
NOTE_CONCEDE = {
    "zh": "各家以任何合法打法使承认方赢墩最少（第71条A款）",
    "en": "every player plays any legal card so that the conceding side wins as few tricks as it can (Law 71A)",
}


def _declarer_tricks(pos: Position, line: tuple[Any, ...]) -> int:
    """The tricks declarer's side wins along `line` from the position (the trick in progress included)."""
    state = pos.state
    trick = list(state.current_trick)
    seat = state.next_to_play
    won = 0
    side = pos.contract.declaring_side
    for card in line:
        assert seat is not None
        trick.append((seat, card))
        if len(trick) == 4:
            winner = trick_winner(trick, pos.contract.trump)
            won += winner.side == side
            trick, seat = [], winner
        else:
            seat = seat.lho
    return won


def claim_evidence(log: DealLog, event_index: int, lang: str = "zh", node_limit: int = NODE_LIMIT,
                   contract: Contract | None = None) -> dict[str, Any]:
    """The analysis of the claim or concession at event `event_index` (see the module docstring), in
    `contract` (default: the auction's, Law 22; a record's contract when it was played in it). LogError (one line: event, field) when the event is not a claim or concession, or the position
    cannot be analysed (no four hands, no contract)."""
    if not 0 <= event_index < len(log.events):
        raise LogError(f"the log has no such event (it has {len(log.events)})", source=log.source, event=event_index,
                       zh=f"记录中没有这项事件（共{len(log.events)}项）")
    ev = log.events[event_index]
    if ev.type not in ("claim", "concede") or ev.seat is None or (ev.tricks is None and not ev.contract):
        raise LogError(f"a {ev.type}, not a claim or concession", source=log.source,
                       event=event_index, line=ev.line, zh=f"这是 {ev.type} 事件，不是声称或承认")
    pos = position_at(log, event_index, contract)
    state = pos.table_state()
    left = state.tricks_left
    if left == 0:
        raise LogError("the claim comes after the last trick", source=log.source, event=event_index, line=ev.line,
                       zh="声称在最后一墩之后")
    if ev.contract:  # Law 71B: a concession of the contract, read as rulings/playtable/concessions.py reads it
        ev = replace(ev, tricks=_contract_tricks(pos, ev, left))
    assert ev.tricks is not None and ev.seat is not None
    if ev.tricks > left:
        raise LogError(f"{ev.tricks} tricks, but only {left} are left", source=log.source, event=event_index,
                       line=ev.line, field=ev.type, zh=f"{ev.tricks}墩，但只剩{left}墩")
    side = ev.seat.side
    claimed = ev.tricks if ev.type == "claim" else left - ev.tricks
    on_turn = solver.best_tricks(state)
    double_dummy = on_turn if state.to_play.side == side else left - on_turn
    statement = parse_statement(ev.statement)
    trump = pos.contract.trump
    opponents = (ev.seat.lho, ev.seat.rho)
    held = sorted((c for s in opponents for c in pos.state.remaining[s] if c.suit == trump),
                  key=lambda c: -c.rank_value)
    outstanding = [] if statement.mentions_trump(trump) else [str(c) for c in held]
    worst = fewest_tricks(state, side, statement.steps, node_limit=node_limit)
    lines = [{"play": [str(c) for c in worst.line], "declarer_tricks": _declarer_tricks(pos, worst.line),
              "note": NOTE[lang]}]
    out: dict[str, Any] = {
        "event": event_index, "trick": pos.state.trick_number, "by": str(ev.seat),
        "kind": "claim" if ev.type == "claim" else "concession", "tricks_left": left, "claimed": claimed,
        "double_dummy": double_dummy, "worst_normal": worst.tricks, "exact": worst.exact,
        "outstanding_trumps": outstanding, "lines": lines, "statement": statement.as_dict(lang),
        "laws": dict(CLAIM_LAWS),
    }
    if ev.type == "concede":
        out["conceded"] = ev.tricks
        least = fewest_tricks(state, side, normal=False, node_limit=node_limit)
        out["could_not_lose"] = least.tricks
        out["could_not_lose_exact"] = least.exact
        out["lines"].append({"play": [str(c) for c in least.line],
                             "declarer_tricks": _declarer_tricks(pos, least.line), "note": NOTE_CONCEDE[lang]})
        out["already"] = _already(pos)
    return out


def _contract_tricks(pos: Position, ev: Event, left: int) -> int:
    """The tricks a concession of the contract concedes (Law 71B), or the one-line error saying why none."""
    assert ev.seat is not None
    side = pos.contract.declaring_side
    try:
        return contract_concession(ev.seat.side == side, pos.state.tricks_won[side], pos.contract.tricks_needed, left)
    except ValueError as exc:
        raise LogError(str(exc), event=ev.index, line=ev.line, field="concede", zh=zh_of(exc) or str(exc)) from None


def _already(pos: Position) -> dict[str, bool]:
    """Law 71B: whether declarer's side has already won the tricks it contracted for (made) or the
    defenders enough to defeat it (defeated), in the tricks quitted before the concession."""
    won = pos.state.tricks_won
    needed = pos.contract.tricks_needed
    return {"made": won[pos.contract.declaring_side] >= needed,
            "defeated": won[pos.contract.defending_side] > 13 - needed}


def analyse_claims(log: DealLog, lang: str = "zh", node_limit: int = NODE_LIMIT) -> list[dict[str, Any]]:
    """Every claim and concession of a log, analysed (`claim_evidence`)."""
    return [claim_evidence(log, e.index, lang, node_limit) for e in log.events if e.type in ("claim", "concede")]


def contestable(claim: dict[str, Any]) -> list[str]:
    """Why an opponent could have contested a claim: its side was credited with more tricks than the
    double-dummy result allows, more than the worst normal line gives (Laws 69, 70), or more than
    its own statement leaves it after the tricks it concedes (68C)."""
    why = []
    if claim["claimed"] > claim["double_dummy"]:
        why.append("above_double_dummy")
    if claim["worst_normal"] < claim["claimed"]:
        why.append("above_worst_normal")
    if claim["claimed"] > claim["tricks_left"] - claim["statement"].get("concedes", 0):
        why.append("above_statement")  # the statement gives up tricks the claim counts (Law 68C)
    return why
