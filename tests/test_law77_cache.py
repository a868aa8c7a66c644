"""The audit's Law 77 cache (issue 14): North-South's score keyed by what decides the declaring side's
points (the contract without its declarer, whether that side is vulnerable, the tricks) equals
`rulings.scoring.score(...).ns` for every contract, declarer, result and vulnerability (Law 77)."""

from __future__ import annotations

import itertools

import pytest

from rulings.contract import Contract
from rulings.records import scoretag
from rulings.scoring import score
from rulings.seats import VULNERABILITIES, Seat


def test_law77_ns_equals_score_for_every_case() -> None:
    """7 levels x 5 strains x 3 doublings x 4 declarers x 14 results x 4 vulnerabilities = 23,520."""
    scoretag._declaring_points.cache_clear()
    cases = 0
    for level, strain, doubled, seat, tricks, vul in itertools.product(
            range(1, 8), ("C", "D", "H", "S", "NT"), (0, 1, 2), tuple(Seat), range(14), VULNERABILITIES):
        contract = Contract(level, strain, doubled, seat)
        assert scoretag._law77_ns(contract, tricks, vul) == score(contract, seat, tricks, vul).ns, (contract, tricks, vul)
        cases += 1
    assert cases == 23_520
    # one entry per contract, side vulnerable or not and result: the cache holds them all
    assert scoretag._declaring_points.cache_info().currsize == 2_940


def test_vulnerability_words_read_as_score_reads_them() -> None:
    """The board's vulnerability in any form `score` takes (双有, all, ...) gives its points."""
    contract = Contract(4, "S", 1, Seat.S)
    for word in ("双有", "all", "Both", "NS", "南北"):
        assert scoretag._law77_ns(contract, 9, word) == score(contract, Seat.S, 9, word).ns == -200


def test_unknown_vulnerability_refused_as_score_refuses_it() -> None:
    with pytest.raises(ValueError, match="unknown vulnerability"):
        scoretag._law77_ns(Contract(3, "NT", 0, Seat.W), 9, "sometimes")
