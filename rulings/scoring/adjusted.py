"""Adjusted scores — Laws 12C, 86 and 88.

- Law 12C1 / 86A / 88 / 89: `artificial_score()`: 平均正分 / 平均分 / 平均负分, in pairs at least 60% / 50%
  / at most 40% (or the pair's session percentage where more favourable / less favourable, Law 88),
  in an individual event the same for a player (88 "在双人赛或个人赛中……该赛员"; 89: the two players of
  the offending side get the same score), in teams +3 / 0 / −3 IMPs (Law 86A). The two sides are scored
  separately and need not balance.
- Law 12C2: `assigned_score()`: one result for the non-offending side, one for the offending side.
- Law 12C3: `weighted_score()`: results with weights summing to 1, scored as weighted matchpoints
  (`weighted_matchpoints()`) or weighted IMPs (`weighted_imps()`), never as weighted total points.
- Law 86: `team_imps()`: a table's (adjusted) score turned into IMPs against the other table's
  result; in a knockout match an unbalanced adjusted score gives each side the average (86B).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rulings.errors import InputError
from rulings.scoring.law77 import Contract, Score, _seat, _tricks, parse_contract, parse_vulnerability, score
from rulings.scoring.law78 import Distribution, Imps, Matchpoints, _clean, _pct, _units, imp_scale
from rulings.scoring.text import law_zh, plain_number, signed
from rulings.seats import SIDE_ZH, Seat

ARTIFICIAL_KINDS = ("average_plus", "average", "average_minus")
#: 比赛形式 — the forms of contest an artificial score knows: 双人赛 pairs and 个人赛 individual (Laws 12C1,
#: 88, 89: percentages of the top), 队式赛 teams (Law 86A: IMPs).
CONTEST_FORMS = ("pairs", "individual", "teams")
CONTEST_FORM_ZH = {"pairs": "双人赛", "individual": "个人赛", "teams": "队式赛"}
ARTIFICIAL_ZH = {"average_plus": "平均正分", "average": "平均分", "average_minus": "平均负分"}
ARTIFICIAL_EN = {"average_plus": "average plus", "average": "average", "average_minus": "average minus"}
_ARTIFICIAL_WORDS = {
    "average_plus": "average_plus", "average-plus": "average_plus", "averageplus": "average_plus",
    "avg+": "average_plus", "a+": "average_plus", "ave+": "average_plus", "平均正分": "average_plus",
    "average": "average", "avg": "average", "a": "average", "ave": "average", "平均分": "average",
    "average_minus": "average_minus", "average-minus": "average_minus", "averageminus": "average_minus",
    "avg-": "average_minus", "a-": "average_minus", "ave-": "average_minus", "平均负分": "average_minus",
}


def parse_artificial(text: str) -> str:
    """An artificial adjusted score: average_plus | average | average_minus (A+ A A−, 平均正分 …)."""
    kind = _ARTIFICIAL_WORDS.get(str(text).strip().lower())
    if kind is None:
        raise InputError(f"人为调整分 {text!r} 不认识（应为 average_plus、average、average_minus）"
                         f" — unknown artificial adjusted score {text!r}")
    return kind


@dataclass(frozen=True)
class ArtificialScore:
    """Law 12C1 with 86A (teams) or 88 (pairs, individual): an artificial adjusted score for one side
    (in an individual event, for one player)."""

    kind: str
    form: str  # pairs | individual | teams
    percentage: float | None = None  # pairs, individual
    imps: float | None = None  # teams
    law: str = "12C1"
    zh: str = ""
    en: str = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "form": self.form, "law": self.law, "zh": self.zh, "en": self.en}
        if self.percentage is not None:
            out["percentage"] = round(self.percentage, 2)
        if self.imps is not None:
            out["imps"] = plain_number(self.imps)
        return out


def artificial_score(kind: str, form: str = "pairs", session_percentage: float | None = None) -> ArtificialScore:
    """Law 12C1: 平均正分 / 平均分 / 平均负分 for a side not at fault / partly at fault / directly at fault.

    Pairs: average plus is at least 60%, or the pair's session percentage when higher (Law 88);
    average is 50%; average minus is at most 40%, or the session percentage when lower (12C1 "至多").
    Individual (Law 88 "在双人赛或个人赛中……该赛员"): the same percentages, for one player and his own
    session percentage; the board file gives both players of the offending side the same score (Law 89).
    Teams: +3 / 0 / −3 IMPs (Law 86A). Each side is given its own score: they need not balance."""
    k = parse_artificial(kind)
    name = ARTIFICIAL_ZH[k]
    if form not in CONTEST_FORMS:
        raise InputError(f"比赛形式 {form!r} 不认识（应为 pairs、individual 或 teams）— unknown form of contest {form!r}")
    if form == "teams":
        value = {"average_plus": 3, "average": 0, "average_minus": -3}[k]
        return ArtificialScore(k, form, imps=value, law="86A",
                               zh=f"{name}：{signed(value)} IMP（第86条A款）",
                               en=f"{ARTIFICIAL_EN[k]}: {signed(value)} IMPs (Law 86A)")
    session = None
    if session_percentage is not None:
        session = float(session_percentage)
        if not 0 <= session <= 100:
            raise InputError(f"整节比赛百分比必须在0至100之间：{session_percentage!r}"
                             " — a session percentage must be 0 to 100")
    if k == "average_plus":
        pct = 60.0 if session is None else max(60.0, session)
        law = "88"
        why_zh = "至少60%" + (f"，本节成绩{session:g}%较高，按本节成绩" if session is not None and session > 60 else "")
        why_en = "at least 60%" + (f"; session {session:g}% is higher" if session is not None and session > 60 else "")
    elif k == "average":
        pct, law, why_zh, why_en = 50.0, "12C1", "50%", "50%"
    else:
        pct = 40.0 if session is None else min(40.0, session)
        law = "12C1"
        why_zh = "至多40%" + (f"，本节成绩{session:g}%较低，按本节成绩" if session is not None and session < 40 else "")
        why_en = "at most 40%" + (f"; session {session:g}% is lower" if session is not None and session < 40 else "")
    return ArtificialScore(k, form, percentage=pct, law=law,
                           zh=f"{name}：{pct:g}%（{why_zh}，{law_zh(law)}）",
                           en=f"{ARTIFICIAL_EN[k]}: {pct:g}% ({why_en}, Law {law})")


@dataclass(frozen=True)
class Result:
    """A table result (Law 77): a contract, its declarer and the tricks declarer's side took."""

    contract: Contract
    declarer: Seat
    tricks: int

    @classmethod
    def of(cls, contract: Contract | str, declarer: Seat | str, tricks: int) -> Result:
        c = parse_contract(contract) if isinstance(contract, str) else contract
        return cls(c, _seat(declarer), _tricks(tricks))

    def score(self, vulnerable: str) -> Score:
        return score(self.contract, self.declarer, self.tricks, vulnerable)

    @property
    def zh(self) -> str:
        return f"{self.contract.zh} {self.declarer.zh}家 {self.tricks}墩"


ResultLike = Result | int  # an int is an NS score given directly


@dataclass(frozen=True)
class WeightedScore:
    """Law 12C3: results with weights summing to 1; `parts` holds (NS points, weight)."""

    parts: tuple[tuple[int, float], ...]
    labels: tuple[str, ...] = ()
    law: str = "12C3"

    @property
    def zh(self) -> str:
        labels = self.labels or tuple(signed(p) for p, _ in self.parts)
        return "加权：" + "；".join(f"{w * 100:g}% {label}" for label, (_, w) in zip(labels, self.parts, strict=True))

    def to_dict(self) -> dict[str, Any]:
        return {"law": self.law, "parts": [{"ns": p, "weight": w} for p, w in self.parts]}


def _ns_points(result: ResultLike, vulnerable: str) -> int:
    if isinstance(result, Result):
        return result.score(vulnerable).ns
    if isinstance(result, bool) or not isinstance(result, int):
        raise InputError(f"成绩 {result!r} 不是定约结果或分数 — {result!r} is not a result or a score")
    return result


def _label(result: ResultLike, vulnerable: str) -> str:
    if isinstance(result, Result):
        return f"{result.zh}（南北 {signed(_ns_points(result, vulnerable))}）"
    return f"南北 {signed(result)}"


def weighted_score(parts: Sequence[tuple[ResultLike, float]], vulnerable: str) -> WeightedScore:
    """Law 12C3: a weighted score; the weights must be positive and sum to 1 (within 1e-9)."""
    if not parts:
        raise InputError("加权调整分至少需要一个结果（第12条C款3）— a weighted score needs at least one result")
    out: list[tuple[int, float]] = []
    labels: list[str] = []
    for result, weight in parts:
        if isinstance(weight, bool) or not isinstance(weight, int | float) or not math.isfinite(weight):
            raise InputError(f"权重 {weight!r} 不是数字 — weight {weight!r} is not a number")
        if not 0 < weight <= 1:
            raise InputError(f"权重必须大于0且不大于1：{weight!r} — a weight must be more than 0 and at most 1")
        out.append((_ns_points(result, vulnerable), float(weight)))
        labels.append(_label(result, vulnerable))
    total = math.fsum(w for _, w in out)
    if abs(total - 1.0) > 1e-9:
        raise InputError(f"加权调整分的权重之和必须为1，现为{total:g}（第12条C款3）"
                         f" — the weights of a weighted score must sum to 1, not {total:g}")
    return WeightedScore(tuple(out), tuple(labels))


def weighted_imps(weighted: WeightedScore, other_ns: float) -> Imps:
    """Law 12C3 with 78B: Σ weight × IMPs(result − other table), NOT the IMPs of the weighted points."""
    parts = tuple((p - other_ns, w, imp_scale(p - other_ns)) for p, w in weighted.parts)
    return Imps(_clean(sum(w * i for _, w, i in parts)), None, "12C3", parts)


def weighted_matchpoints(weighted: WeightedScore, field_ns: Sequence[float]) -> Matchpoints:
    """Law 12C3 with 78A: Σ weight × matchpoints of each result against the field (NS view),
    NOT the matchpoints of the weighted total points. Top 2 × len(field)."""
    mine = tuple((float(p), w) for p, w in weighted.parts)
    units = _clean(sum(_units(mine, ((float(s), 1.0),)) for s in field_ns))
    top = 2.0 * len(field_ns)
    return Matchpoints(None, units, top, _pct(units, top), "12C3")


@dataclass(frozen=True)
class AssignedScore:
    """Law 12C2: the non-offending side's result and the offending side's, scored separately.

    `ns` is the NS pair's score (NS view) and `ew` the EW pair's (EW view); they need not balance."""

    offenders: str
    ns: Distribution
    ew: Distribution
    ns_label: str
    ew_label: str
    law: str = "12C2"

    @property
    def zh(self) -> str:
        return f"裁定调整分（违规方{SIDE_ZH[self.offenders]}）：南北 {self.ns_label}；东西 {self.ew_label}"

    def to_dict(self) -> dict[str, Any]:
        def one(d: Distribution) -> Any:
            return plain_number(d[0][0]) if len(d) == 1 else [{"points": plain_number(p), "weight": w} for p, w in d]
        return {"offenders": self.offenders, "ns": one(self.ns), "ew": one(self.ew), "law": self.law}


def _dist_ns(value: ResultLike | WeightedScore, vulnerable: str) -> tuple[Distribution, str]:
    if isinstance(value, WeightedScore):
        return tuple((float(p), w) for p, w in value.parts), value.zh
    return ((float(_ns_points(value, vulnerable)), 1.0),), _label(value, vulnerable)


def assigned_score(non_offending: ResultLike | WeightedScore, offending: ResultLike | WeightedScore, *,
                   offenders: str, vulnerable: str) -> AssignedScore:
    """Law 12C2: for the non-offenders the most favourable result likely had the irregularity not
    occurred, for the offenders the most unfavourable result at all probable; each side is scored
    on its own result (the scores need not balance)."""
    side = str(offenders).strip().upper()
    if side not in ("NS", "EW"):
        raise InputError(f"违规方 {offenders!r} 必须是 NS 或 EW — the offenders must be NS or EW")
    vul = parse_vulnerability(vulnerable)
    good, good_label = _dist_ns(non_offending, vul)
    bad, bad_label = _dist_ns(offending, vul)
    if side == "EW":  # NS are the non-offenders
        ns, ns_label, ew_ns, ew_label = good, good_label, bad, bad_label
    else:
        ns, ns_label, ew_ns, ew_label = bad, bad_label, good, good_label
    ew = tuple((-p, w) for p, w in ew_ns)
    return AssignedScore(side, ns, ew, ns_label, ew_label)


@dataclass(frozen=True)
class ArtificialTable:
    """Law 12C1: the artificial scores of the two sides at one table (they need not balance)."""

    ns: str
    ew: str


@dataclass(frozen=True)
class TeamBoard:
    """Law 86: a board of a team match: the IMPs of the team sitting NS and of the team sitting EW at
    `this` table. Unbalanced adjusted scores give each its own IMPs; a knockout averages them (86B)."""

    ns_imps: float
    ew_imps: float
    law: str
    knockout: bool = False
    notes: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"ns_imps": plain_number(self.ns_imps), "ew_imps": plain_number(self.ew_imps), "law": self.law,
                "knockout": self.knockout, "notes": list(self.notes)}


def team_imps(this_table: ResultLike | WeightedScore | AssignedScore | ArtificialTable,
              other_table: ResultLike, *, vulnerable: str, knockout: bool = False) -> TeamBoard:
    """Laws 86 and 78B: IMPs for a team board, `this_table` (possibly adjusted) against the result at
    the other table. The team sitting NS here sits EW there, so its total is this NS score plus its
    EW score there (= this NS − other NS). An artificial score is ±3 / 0 IMPs (86A); assigned and
    weighted scores are turned into IMPs against the other table's result for each side separately;
    in a knockout match an unbalanced result gives each side the average of the two (86B)."""
    vul = parse_vulnerability(vulnerable)
    notes: list[str] = []
    if isinstance(this_table, ArtificialTable):
        ns = artificial_score(this_table.ns, "teams").imps or 0.0
        ew = artificial_score(this_table.ew, "teams").imps or 0.0
        law = "86A"
        notes.append("人为调整分：平均正分+3 IMP，平均负分−3 IMP（第86条A款）— artificial: ±3 IMPs (Law 86A)")
    else:
        other = float(_ns_points(other_table, vul))
        if isinstance(this_table, AssignedScore):
            ns_dist, ew_dist, law = this_table.ns, this_table.ew, "12C2"
        else:
            ns_dist, _ = _dist_ns(this_table, vul)
            ew_dist = tuple((-p, w) for p, w in ns_dist)
            law = "12C3" if isinstance(this_table, WeightedScore) else "78B"
        ns = _clean(sum(w * imp_scale(p - other) for p, w in ns_dist))
        ew = _clean(sum(w * imp_scale(p + other) for p, w in ew_dist))
        if law != "78B":
            notes.append("调整分按另一桌的实际成绩换算为IMP，双方分别计算（第86条）"
                         " — the adjusted score is turned into IMPs against the other table, each side separately (Law 86)")
    if knockout and ns != -ew:
        ns, ew = _clean((ns - ew) / 2), _clean((ew - ns) / 2)
        law = "86B"
        notes.append("淘汰赛：不平衡的调整分分别计算，两个得分的平均数分配给双方（第86条B款）"
                     " — knockout: each side's score is computed separately and the average given to both (Law 86B)")
    return TeamBoard(ns, ew, law, knockout, tuple(notes))

