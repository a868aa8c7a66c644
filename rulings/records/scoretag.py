"""The PBN Score tag (PBN 2.1 §3.4.16 and §4.2): a table's score as a record states it, read and written.

PBN 2.0 writes the declaring side's score as a bare number (`420`, `-100`); PBN 2.1 names the side:
`NS 420`, `EW -100`, or both sides, `NS 420 EW -420`. `read_score` reads any of them as North-South's
points (what `rulings.scoring.score(...).ns` gives, Law 77), `score_tag` writes a score in the PBN
2.1 form, from the declaring side (the side whose tricks the Result tag gives). `check_score` judges
a recorded Score against Law 77 (a board passed out 0, Law 22A) for the audit (`score_mismatch`) and
the export (a wrong Score replaced) alike: the same boards, against the same contract
(`scored_contract`: the auction's, Law 22B; the record's only without an auction).
"""

from __future__ import annotations

import dataclasses
import functools
from dataclasses import dataclass
from typing import Any

from rulings.contract import PASSED_OUT, Contract, PassedOut, parse_recorded
from rulings.scoring import score
from rulings.seats import Seat, is_vulnerable, parse_vulnerability

SIDES = ("NS", "EW")
_SEATS = ("N", "E", "S", "W")


def read_score(text: str, declaring_side: str) -> int | None:
    """A recorded Score as North-South's points: `NS 420` 420, `EW -420` 420, `NS 420 EW -420` 420, a
    bare number the declaring side's score (`declaring_side`: NS or EW). None when it cannot be read,
    or when its two sides do not add up to zero (each side's score is the other's negated, Law 77)."""
    words = text.replace(";", " ").split()
    try:
        if len(words) == 1:
            value = int(words[0])
            return value if declaring_side == "NS" else -value
        if len(words) not in (2, 4):
            return None
        seen: dict[str, int] = {}
        for side, value_text in zip(words[::2], words[1::2], strict=True):
            side = side.upper()
            if side not in SIDES or side in seen:
                return None
            seen[side] = int(value_text)
    except ValueError:
        return None
    ns = seen.get("NS")
    ew = seen.get("EW")
    if ns is not None and ew is not None and ns != -ew:
        return None
    return ns if ns is not None else -(ew or 0)


def score_tag(ns: int, declaring_side: str) -> str:
    """A score (North-South's points) as the PBN 2.1 Score tag's value, from the declaring side:
    `NS 420`, `EW 620`, `EW -100`."""
    return f"NS {ns}" if declaring_side == "NS" else f"EW {-ns}"


@dataclass(frozen=True)
class ScoreCheck:
    """A recorded Score that is not Law 77's: the contract it was judged against (`PASSED_OUT` for a
    board passed out, Law 22A: no side scores), declarer's tricks (None when passed out), the
    recorded Score as North-South's points (None when it cannot be read), Law 77's, and the Score
    as written in the record."""

    contract: Contract | PassedOut
    tricks: int | None
    recorded: int | None
    law77: int
    text: str

    @property
    def side(self) -> str:
        """The side a Score tag is written from: the declaring side (NS when the board was passed out)."""
        return self.contract.declaring_side if isinstance(self.contract, Contract) else "NS"

    @property
    def tag(self) -> str:
        """Law 77's score as the Score tag's value (`score_tag`)."""
        return score_tag(self.law77, self.side)


@functools.lru_cache(maxsize=1024)
def scored_contract(contract_text: str, declarer_text: str,
                    auction: Contract | PassedOut | None) -> Contract | PassedOut | None:
    """The contract a recorded Score is judged against (Law 77), by the audit and the export alike: the
    contract the auction produced (`auction`: Law 22B, the last bid, declared by the player of the
    declaring side who first named its strain; `PASSED_OUT` when four passed, Law 22A), which is the
    contract whatever the record's Contract tag says (a Contract or Declarer that disagrees is the
    audit's `contract_mismatch`, and the export writes the auction's). Only a record with no closed
    auction is judged against its own Contract and Declarer (the seat of a `^S` mark, §3.4.13: who
    played it); None when neither is known."""
    if auction is not None:
        return auction
    try:
        recorded = parse_recorded(contract_text)
    except ValueError:
        return None
    if recorded is None or isinstance(recorded, PassedOut):
        return recorded
    seat = declarer_text.strip().lstrip("^").strip().upper()
    return dataclasses.replace(recorded, declarer=Seat(seat)) if seat in _SEATS else None


def ruled_contract(ruling: dict[str, Any] | None) -> Contract | PassedOut | None:
    """The contract the auction produced as the ruling's table has it (its `state`): a Contract,
    `PASSED_OUT` when the board was passed out, None when the auction did not end (or there is none):
    what the audit judges a Score against (`rulings.audit._auction_contract`), for the export."""
    state = (ruling or {}).get("state")
    if not isinstance(state, dict):
        return None
    c = state.get("contract")
    if c:
        return Contract(c["level"], c["strain"], c["doubled"], Seat(c["declarer"]))
    if state.get("phase") == "passed_out":
        return PASSED_OUT
    return None


def check_score(meta: dict[str, Any], auction: Contract | PassedOut | None, vulnerable: str) -> ScoreCheck | None:
    """Law 77: a record's Score (`meta["score"]`, the PBN Score tag) against the score of the contract
    is judged against (`scored_contract`: the auction's contract, `auction`, else the recorded
    Contract and Declarer) and the recorded result (the tricks of the recorded declarer's side,
    counted for the contract's declarer: Result 4 by N is 9 tricks for 1NT by E); a board passed out
    scores 0 (Law 22A: it is not played). None when they agree, or when there is nothing to check:
    no Score, no contract, a result that is not 0 to 13 tricks, one the players marked agreed (`^`),
    an end position (whose Result is not the whole deal's). The result is the table's, but for the
    tricks a ruling transferred when our export wrote the ruled Score (`meta["result_transferred"]`,
    Law 64) and no line keeps the table's Score (`meta["score_as_recorded"]`,
    `rulings.records.logcomment.recorded_score`). `rulings.audit` reports what this finds
    (`score_mismatch`) and `rulings.records.export` replaces it: the same boards, judged against the
    same contract and result."""
    text = str(meta.get("score") or (meta.get("tags") or {}).get("Score") or "").strip()
    if not text or meta.get("end_position"):
        return None
    basis = scored_contract(str(meta.get("contract") or ""), str(meta.get("declarer") or ""), auction)
    if basis is None:
        return None
    if isinstance(basis, PassedOut):
        recorded = read_score(text, "NS")
        return None if recorded == 0 else ScoreCheck(basis, None, recorded, 0, text)
    result = str(meta.get("result") or "").strip()
    if not result.isdigit() or not 0 <= int(result) <= 13 or meta.get("result_agreed"):
        return None
    tricks = int(result)  # the recorded declarer's side's: counted for the contract's declarer
    seat = str(meta.get("declarer") or "").strip().lstrip("^").strip().upper()
    if seat in _SEATS and Seat(seat).side != basis.declaring_side:
        tricks = 13 - tricks
    # our export's Score tag after a transfer (Law 64) is the ruled result's; the table's (a line that keeps
    # it, `score_as_recorded`) the table's
    tricks += 0 if meta.get("score_as_recorded") else int(meta.get("result_transferred") or 0)
    law77 = _law77_ns(basis, tricks, vulnerable)
    recorded = read_score(text, basis.declaring_side)
    return None if recorded == law77 else ScoreCheck(basis, tricks, recorded, law77, text)


def _law77_ns(contract: Contract, tricks: int, vulnerable: str) -> int:
    """Law 77's score for North-South (`rulings.scoring.score(...).ns`): the declaring side's points,
    which depend only on the contract (level, strain, doubling), whether that side is vulnerable and
    the tricks, signed for North-South (Law 77: the points go to declarer's side when made, to the
    defenders when defeated: one number, the other side's its negative)."""
    seat = contract.declarer_seat
    points = _declaring_points(contract.level, contract.strain, contract.doubled,
                               _side_vulnerable(seat.side, vulnerable), tricks)
    return points if seat.side == "NS" else -points


@functools.lru_cache(maxsize=64)
def _side_vulnerable(side: str, vulnerable: str) -> bool:
    """Whether `side` (NS or EW) is vulnerable under a board's vulnerability (Law 2), as
    `rulings.scoring.score` reads it (`parse_vulnerability`: a ValueError for one it does not know)."""
    return is_vulnerable(_SIDE_SEAT[side], parse_vulnerability(vulnerable))


@functools.lru_cache(maxsize=4096)
def _declaring_points(level: int, strain: str, doubled: int, vulnerable: bool, tricks: int) -> int:
    """Law 77's points for the declaring side (negative when defeated), worked out once for each
    contract, vulnerability of that side and result (7 x 5 x 3 x 2 x 14 = 2,940 keys): the board's
    vulnerability and the declarer's seat are not in the key, only what they decide."""
    return score(Contract(level, strain, doubled), Seat.N, tricks, "NS" if vulnerable else "none").declarer_points


#: one seat of each side, to ask `is_vulnerable` for a side
_SIDE_SEAT = {"NS": Seat.N, "EW": Seat.E}


__all__ = ["SIDES", "ScoreCheck", "check_score", "read_score", "ruled_contract", "score_tag", "scored_contract"]
