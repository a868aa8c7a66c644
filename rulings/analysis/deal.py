"""A board's double-dummy table and par (双明手表与标准定约): the background every judgment about
the play starts from (Laws 12C2, 64C, 70).

`double_dummy` is the standard table: for each seat as declarer and each strain, the tricks declarer
takes with best play by all four, the opening lead from declarer's left (Law 41A). `par` is the
contract both sides reach when each bids best knowing the table, for the board's vulnerability
(Law 2) and dealer, scored by Law 77: `score` for the side that plays it, `score_ns` for North-South.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from rulings.analysis import solver
from rulings.cards import STRAINS, Card
from rulings.seats import ORDER, Seat

__all__ = ["contract_text", "double_dummy", "par"]

DOUBLED = ("", "X", "XX")


def double_dummy(hands: Mapping[Seat, Iterable[Card]]) -> dict[str, dict[str, int]]:
    """The double-dummy table as JSON: {"N": {"C": 5, "D": 5, "H": 5, "S": 4, "NT": 5}, "E": …}."""
    table = solver.dd_table(hands)
    return {str(seat): {strain: table[seat][strain] for strain in STRAINS} for seat in ORDER}


def contract_text(level: int, strain: str, doubled: int, declarer: Seat | str, result: int = 0) -> str:
    """`2S E`, `4SX E -2`, `3NT N +1`: contract, declarer, and the tricks over or under when not 0."""
    text = f"{level}{strain}{DOUBLED[doubled]} {declarer}"
    return text if result == 0 else f"{text} {result:+d}"


def par(table: Mapping[str, Mapping[str, int]], vulnerable: str, dealer: Seat) -> dict[str, Any]:
    """The par of a table from `double_dummy`: {"score": 110, "score_ns": -110, "contracts": ["2S E"]}.
    A deal where no side can make anything is passed out: score 0, no contracts."""
    result = solver.par({Seat(seat): dict(row) for seat, row in table.items()}, vulnerable, dealer)
    contracts = [contract_text(level, strain, doubled, seat, res)
                 for level, strain, doubled, seat, res in result.contracts]
    side = result.contracts[0][3].side if result.contracts else "NS"
    return {"score": result.score_ns if side == "NS" else -result.score_ns, "score_ns": result.score_ns,
            "contracts": contracts}
