"""第78条 记分方法 — Law 78: `matchpoints()` (78A: 2 units for each result beaten, 1 for each tie),
`imps()` / `imp_scale()` (78B: the IMP scale), `total_points()` (78C). Law 78D (special methods need
the sponsor's regulations) is the constant `SPECIAL_METHODS_NOTE`, attached to results that use one."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from rulings.scoring.text import plain_number

SPECIAL_METHODS_NOTE = ("第78条D款：特殊记分法须经主办机构批准，并在赛前公布的比赛规程中规定记分方法。"
                        " — Law 78D: a special scoring method needs the sponsoring organisation's approval"
                        " and regulations announced before the event.")

#: Law 78B, as the Chinese text gives it: (the lowest difference of each band, IMPs). A difference
#: below 20 is 0 IMPs; 20–40 → 1 … 4000 and above → 24.
IMP_SCALE: tuple[tuple[int, int], ...] = (
    (20, 1), (50, 2), (90, 3), (130, 4), (170, 5), (220, 6), (270, 7), (320, 8), (370, 9), (430, 10),
    (500, 11), (600, 12), (750, 13), (900, 14), (1100, 15), (1300, 16), (1500, 17), (1750, 18),
    (2000, 19), (2250, 20), (2500, 21), (3000, 22), (3500, 23), (4000, 24),
)


def imp_scale(difference: float) -> int:
    """Law 78B: the IMPs for a difference in total points, signed like the difference."""
    size = abs(difference)
    found = 0
    for lowest, value in IMP_SCALE:
        if size >= lowest:
            found = value
        else:
            break
    return found if difference >= 0 else -found


def _clean(x: float) -> float:
    """Round off float noise (0.4×10 + 0.6×−7 is −0.2, not −0.20000000000000018)."""
    r = round(x, 9)
    return 0.0 if r == 0 else r


@dataclass(frozen=True)
class Imps:
    """IMPs for a difference (Law 78B), or weighted IMPs (Law 12C3), or an artificial score (86A)."""

    imps: float
    difference: float | None = None
    law: str = "78B"
    parts: tuple[tuple[float, float, int], ...] = ()  # weighted: (difference, weight, imps)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"imps": plain_number(self.imps), "law": self.law}
        if self.difference is not None:
            out["difference"] = plain_number(self.difference)
        if self.parts:
            out["parts"] = [{"difference": plain_number(d), "weight": w, "imps": i} for d, w, i in self.parts]
        return out


def imps(difference: float) -> Imps:
    """Law 78B: the IMPs for the difference between two total-point scores on a board."""
    return Imps(imp_scale(difference), difference, "78B")


@dataclass(frozen=True)
class Matchpoints:
    """Law 78A: a result's matchpoint units (2 per result beaten, 1 per tie), the top, the percentage."""

    score: float | None
    matchpoints: float
    top: float
    percentage: float
    law: str = "78A"

    def to_dict(self) -> dict[str, Any]:
        return {"score": plain_number(self.score) if self.score is not None else None,
                "matchpoints": plain_number(self.matchpoints), "top": plain_number(self.top),
                "percentage": round(self.percentage, 2), "law": self.law}


Distribution = tuple[tuple[float, float], ...]  # (points for this side, weight), weights sum to 1


def _units(mine: Distribution, theirs: Distribution) -> float:
    """Law 78A (12C3 when weighted): the expected units of one result against another."""
    total = 0.0
    for a, wa in mine:
        for b, wb in theirs:
            total += wa * wb * (2 if a > b else 1 if a == b else 0)
    return total


def _pct(units: float, top: float) -> float:
    return _clean(100.0 * units / top) if top else 50.0


def matchpoints(scores: Sequence[float]) -> list[Matchpoints]:
    """Law 78A: each result against every other on the board: 2 units for each result it beats,
    1 for each it ties, 0 for each that beats it; top 2×(n−1). Scores are from one side's view."""
    dists = [((float(s), 1.0),) for s in scores]
    top = 2.0 * (len(dists) - 1)
    out = []
    for i, mine in enumerate(dists):
        units = _clean(sum(_units(mine, theirs) for j, theirs in enumerate(dists) if j != i))
        out.append(Matchpoints(scores[i], units, top, _pct(units, top)))
    return out


@dataclass(frozen=True)
class TotalPoints:
    """Law 78C: the sum of a contestant's total-point scores."""

    total: int
    law: str = "78C"


def total_points(scores: Iterable[int]) -> TotalPoints:
    """Law 78C: total points are the sum of the scores of each board a contestant played."""
    return TotalPoints(sum(int(s) for s in scores))

