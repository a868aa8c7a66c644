"""A revoke's equity (Law 64C): the result after the trick transfer beside the double-dummy result the
non-offending side could expect had the revoke card been a legal one, so the director sees at once
whether the transfer of Law 64A restores the damage (64C: when it does not, he assigns an adjusted
score). Evidence, never the decision.

For each revoke the play record shows (Law 61A, `PlayState.revokes`):

- `result`: declarer's tricks as played (and claimed); `transfer`: the tricks Law 64A transfers when
  the revoke is established (63A1), by `rulings.audit.law64_transfer`, counting the tricks the
  offending side took by a later claim as tricks it won; `result_with_transfer`: declarer's tricks
  after it;
- `replacements`: from the position just before the revoke card, each legal card of the offender
  (Law 44C) and declarer's total tricks with best play by all four afterwards;
  `double_dummy_without_revoke`: the best of those for the non-offending side, `best_replacement`
  the card that gives it.
"""

from __future__ import annotations

from typing import Any

from rulings.analysis import solver
from rulings.analysis.position import Position, position_at
from rulings.audit import law64_transfer
from rulings.log import DealLog
from rulings.seats import Seat

__all__ = ["declarer_result", "revoke_evidence"]


def declarer_result(log: DealLog, pos: Position) -> int | None:
    """Law 79: declarer's side's tricks for the deal — the tricks it won in the play, plus those a claim
    or concession gives it. None when the play stops before the 13th trick without one."""
    state = pos.state
    side = pos.contract.declaring_side
    tricks = state.tricks_won[side]
    if state.is_over:
        return tricks
    left = 13 - len(state.tricks)
    for ev in log.events:
        if ev.type in ("claim", "concede") and ev.seat is not None and ev.tricks is not None:
            mine = ev.tricks if ev.type == "claim" else left - ev.tricks
            return tricks + (mine if ev.seat.side == side else left - mine)
    return None


def _claim_tricks(log: DealLog, pos: Position, side: str) -> int:
    """Tricks a claim or concession after the play gives `side`."""
    total = declarer_result(log, pos)
    if total is None or pos.state.is_over:
        return 0
    declarer_side = pos.contract.declaring_side
    mine = total - pos.state.tricks_won[declarer_side]
    return mine if side == declarer_side else (13 - len(pos.state.tricks)) - mine


def _transfer(log: DealLog, pos: Position, trick: int, seat: Seat) -> int:
    """Law 64A (`law64_transfer`), with the tricks the offending side took by a later claim counted
    as tricks it won after the revoke trick."""
    state = pos.state
    transfer = law64_transfer(state, trick, seat)
    claimed = _claim_tricks(log, pos, seat.side)
    if not claimed:
        return transfer
    revoke_trick = state.trick(trick) if trick <= len(state.tricks) else None
    won_it = revoke_trick is not None and revoke_trick.winner == seat
    later = sum(1 for t in state.tricks if t.index > trick and t.winning_side == seat.side) + claimed
    if won_it:  # 64A1: the revoke trick and one more trick won later
        return 1 + (1 if later else 0)
    return 1  # 64A2: the offending side won a trick after the revoke


def revoke_evidence(log: DealLog) -> list[dict[str, Any]]:
    """Every revoke in the log's play, with its equity figures (see the module docstring)."""
    if not any(e.type in ("lead", "play") for e in log.events):
        return []
    whole = position_at(log)
    state = whole.state
    contract = whole.contract
    declarer_side = contract.declaring_side
    result = declarer_result(log, whole)
    out: list[dict[str, Any]] = []
    for trick, seat in state.revokes():
        card = state.card_played_to(trick, seat)
        index = max(e.index for e in log.events if e.type in ("lead", "play") and e.seat == seat and e.card == card)
        established = state.revoke_established(trick, seat)
        transfer = _transfer(log, whole, trick, seat) if established else 0
        offenders_declare = seat.side == declarer_side
        with_transfer = None if result is None else result + (-transfer if offenders_declare else transfer)
        before = position_at(log, index)
        table = before.table_state()
        won = before.state.tricks_won[declarer_side]
        left = table.tricks_left
        replacements: list[dict[str, Any]] = [
            {"card": str(c), "declarer_tricks": won + (t if offenders_declare else left - t)}
            for c, t in sorted(solver.card_results(table).items(), key=lambda ct: (ct[0].suit, -ct[0].rank_value))
        ]
        pick = min if offenders_declare else max
        best = pick(replacements, key=lambda r: r["declarer_tricks"])
        out.append({
            "event": index, "trick": trick, "by": str(seat), "card": str(card), "established": established,
            "result": result, "transfer": transfer, "result_with_transfer": with_transfer,
            "double_dummy_without_revoke": best["declarer_tricks"], "best_replacement": best["card"],
            "replacements": replacements, "laws": {"revoke": "61A", "established": "63A1", "transfer": "64A",
                                                   "equity": "64C"},
        })
    return out
