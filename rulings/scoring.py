"""Scores and adjusted scores: 第八章 记分 (Laws 77, 78) and the adjusted scores of Laws 12C, 86 and 88.

- Law 77 (复式桥牌比赛记分表): `score()` scores any contract and result, with a breakdown of the
  arithmetic (墩分 trick score, 超墩 overtricks, 成局/部分定约奖分, 满贯奖分, 完成加倍定约奖分,
  宕墩罚分) so a director can check it line by line.
- Law 78 (记分表): `matchpoints()` (78A: 2 units for each result beaten, 1 for each tie), `imps()` /
  `imp_scale()` (78B: the IMP scale), `total_points()` (78C). Law 78D (special methods need the
  sponsor's regulations) is the constant `SPECIAL_METHODS_NOTE`, attached to results that use one.
- Law 12C1 / 86A / 88: `artificial_score()`: 平均正分 / 平均分 / 平均负分, in pairs at least 60% / 50%
  / at most 40% (or the pair's session percentage where more favourable / less favourable, Law 88),
  in teams +3 / 0 / −3 IMPs (Law 86A). The two sides are scored separately and need not balance.
- Law 12C2: `assigned_score()`: one result for the non-offending side, one for the offending side.
- Law 12C3: `weighted_score()`: results with weights summing to 1, scored as weighted matchpoints
  (`weighted_matchpoints()`) or weighted IMPs (`weighted_imps()`), never as weighted total points.
- Law 86: `team_imps()`: a table's (adjusted) score turned into IMPs against the other table's
  result; in a knockout match an unbalanced adjusted score gives each side the average (86B).
- `score_board()` / `load_board()`: a whole board from a YAML file (the `rulings board` command).

Every returned value carries `law`, the citation path of the law it applies ("77", "78B", "12C3" …).

The board file (`rulings board RESULTS.yaml`)
---------------------------------------------
```yaml
board: 5                  # board number; gives the vulnerability through Law 2 when `vulnerable` is absent
vulnerable: NS            # optional: none | NS | EW | both (also 双无 南北 东西 双有)
scoring: matchpoints      # matchpoints (Law 78A) | imps (Law 78B, cross-IMPs) | total (Law 78C)
session: {"3": 64.5}      # optional: a pair's session percentage, for artificial scores (Law 88)
results:                  # one entry per table
  - {ns: "1", ew: "11", contract: 4H, declarer: S, tricks: 10}
  - {pair: "2", score: 450}                     # `pair` is the NS pair; `score` is the NS score
  - {ns: "3", ew: "13", contract: pass}         # passed out: 0
  - {ns: "4", ew: "14", artificial: average_plus}                        # both sides (12C1)
  - {ns: "5", ew: "15", artificial: {ns: average_plus, ew: average_minus}}
  - {ns: "6", ew: "16", assigned: {offenders: EW,                        # 12C2
                                   non_offending: {contract: 4H, declarer: S, tricks: 10},
                                   offending: {contract: 4H, declarer: S, tricks: 11}}}
  - {ns: "7", ew: "17", weighted: [{contract: 4H, declarer: S, tricks: 10, weight: 0.4},   # 12C3
                                   {contract: 4H, declarer: S, tricks: 9, weight: 0.6}]}
```
A result is `{contract, declarer, tricks}`, `{score}` (NS points) or `{contract: pass}`. The results of
`assigned` may themselves be `{weighted: [...]}`. `artificial` is `average_plus` | `average` |
`average_minus` (also `A+`, `A`, `A-`, 平均正分, 平均分, 平均负分). Each side (NS pairs, EW pairs) is
scored in its own field: an unbalanced adjusted score gives each side its own score. Artificial scores
are not compared: the results actually obtained are compared with one another (top 2×(k−1) for k
results) and an artificial score is its percentage of that top. Total points cannot express an
artificial or weighted score; those need matchpoints or IMPs.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from rulings.cards import STRAINS, SUIT_SYMBOL
from rulings.errors import InputError
from rulings.seats import VULNERABILITY_ZH, Seat, is_vulnerable, parse_seat

# ---------------------------------------------------------------------------------------------
# Law 77: the scoring table
# ---------------------------------------------------------------------------------------------

DOUBLING_ZH = ("", "加倍", "再加倍")
DOUBLING_EN = ("undoubled", "doubled", "redoubled")
DOUBLING_SUFFIX = ("", "X", "XX")

_STRAIN_WORDS = {
    "C": "C", "D": "D", "H": "H", "S": "S", "N": "NT", "NT": "NT",
    "♣": "C", "♦": "D", "♥": "H", "♡": "H", "♠": "S", "♢": "D", "♧": "C", "♤": "S",
    "梅花": "C", "草花": "C", "方块": "D", "红心": "H", "红桃": "H", "黑桃": "S", "无将": "NT",
}
_VULNERABILITY_WORDS = {
    "none": "none", "nil": "none", "love": "none", "-": "none", "无": "none", "双无": "none",
    "ns": "NS", "n-s": "NS", "南北": "NS", "南北有局": "NS",
    "ew": "EW", "e-w": "EW", "东西": "EW", "东西有局": "EW",
    "both": "both", "all": "both", "双有": "both", "全": "both",
}


@dataclass(frozen=True)
class Contract:
    """A contract (定约): level 1–7, strain (定约名目) C D H S NT, and 0 / 1 / 2 for undoubled / X / XX."""

    level: int
    strain: str
    doubling: int = 0

    def __str__(self) -> str:
        return f"{self.level}{self.strain}{DOUBLING_SUFFIX[self.doubling]}"

    @property
    def zh(self) -> str:
        """`4♠加倍`, `3NT再加倍`."""
        return f"{self.level}{SUIT_SYMBOL[self.strain]}{DOUBLING_ZH[self.doubling]}"


def parse_contract(text: str) -> Contract:
    """Law 77: a contract from `4S`, `4SX`, `4SXX`, `3NT`, `3N`, `4♠X`, `4S-X`; InputError otherwise.

    The level must be 1–7 (a bid of 8 or more is cancelled under Law 38, never played)."""
    raw = str(text).strip()
    t = raw.replace(" ", "").replace("-", "").replace("再加倍", "XX").replace("加倍", "X")
    t = t.upper()
    doubling = 0
    if t.endswith("XX"):
        doubling, t = 2, t[:-2]
    elif t.endswith("X"):
        doubling, t = 1, t[:-1]
    digits = ""
    while t and t[0].isdigit():
        digits, t = digits + t[0], t[1:]
    if not digits:
        raise InputError(f"定约 {raw!r} 缺少线位（应写作 4S、3NT、4SX、4SXX）— contract {raw!r} has no level")
    level = int(digits)
    strain = _STRAIN_WORDS.get(t)
    if strain is None:
        raise InputError(f"定约 {raw!r} 的定约名目 {t!r} 不认识（应为 C D H S NT）"
                         f" — unknown strain {t!r} in contract {raw!r} (expected C, D, H, S or NT)")
    if not 1 <= level <= 7:
        raise InputError(f"定约线位必须是1至7（第77条）：{raw!r} — contract level must be 1 to 7, not {level}")
    return Contract(level, strain, doubling)


def parse_vulnerability(text: str) -> str:
    """A vulnerability (局况): none | NS | EW | both, also 双无 南北 东西 双有; InputError otherwise."""
    word = str(text).strip()
    found = _VULNERABILITY_WORDS.get(word.lower(), _VULNERABILITY_WORDS.get(word))
    if found is None:
        raise InputError(f"局况 {word!r} 不认识（应为 none、NS、EW、both 或 双无、南北、东西、双有）"
                         f" — unknown vulnerability {word!r}")
    return found


def _seat(text: Seat | str) -> Seat:
    if isinstance(text, Seat):
        return text
    try:
        return parse_seat(str(text))
    except ValueError:
        raise InputError(f"庄家 {text!r} 不认识（应为 N E S W 或 北 东 南 西）— unknown declarer {text!r}") from None


def _tricks(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int | str):
        raise InputError(f"赢墩数 {value!r} 必须是0至13的整数 — tricks must be a whole number 0 to 13")
    try:
        tricks = int(value)
    except ValueError:
        raise InputError(f"赢墩数 {value!r} 必须是0至13的整数 — tricks must be a whole number 0 to 13") from None
    if not 0 <= tricks <= 13:
        raise InputError(f"赢墩数必须是0至13，不能是{tricks} — tricks must be 0 to 13, not {tricks}")
    return tricks


@dataclass(frozen=True)
class ScoreItem:
    """One line of a Law 77 score: what it is (zh, en) and the points, signed for declarer's side."""

    zh: str
    en: str
    points: int

    def to_dict(self) -> dict[str, Any]:
        return {"zh": self.zh, "en": self.en, "points": self.points}


@dataclass(frozen=True)
class Score:
    """A Law 77 score: points for each side and the breakdown of declarer's side's points."""

    contract: Contract
    declarer: Seat
    tricks: int
    vulnerable: str
    declarer_vulnerable: bool
    result: int  # tricks over (+) or under (−) the contract; 0 = just made
    declarer_points: int
    ns: int
    ew: int
    breakdown: tuple[ScoreItem, ...]
    law: str = "77"

    @property
    def made(self) -> bool:
        return self.result >= 0

    @property
    def zh(self) -> str:
        """`4♠加倍 南家 7墩 双有：南北 -800，东西 +800（第77条）`."""
        return (f"{self.contract.zh} {self.declarer.zh}家 {self.tricks}墩 {VULNERABILITY_ZH[self.vulnerable]}："
                f"南北 {signed(self.ns)}，东西 {signed(self.ew)}（{law_zh(self.law)}）")

    def to_dict(self) -> dict[str, Any]:
        return {
            "contract": str(self.contract), "declarer": str(self.declarer), "tricks": self.tricks,
            "vulnerable": self.vulnerable, "declarer_vulnerable": self.declarer_vulnerable,
            "made": self.made, "result": self.result, "declarer_points": self.declarer_points,
            "ns": self.ns, "ew": self.ew, "law": self.law,
            "breakdown": [item.to_dict() for item in self.breakdown],
        }


def score(contract: Contract | str, declarer: Seat | str, tricks: int, vulnerable: str) -> Score:
    """Law 77: the score of `contract` played by `declarer` taking `tricks` tricks (0–13).

    Trick score (墩分) 20 a trick in C/D, 30 in H/S, NT 40 + 30; doubled ×2, redoubled ×4. Made:
    overtricks (undoubled at trick value, doubled 100/200, redoubled 200/400 not vulnerable /
    vulnerable), game 300/500 when the trick score is 100 or more, otherwise part-score 50, small
    slam 500/750, grand slam 1000/1500, 50 for making a doubled and 100 a redoubled contract.
    Defeated: undoubled 50/100 each; doubled not vulnerable 100, 200, 200, then 300 each, vulnerable
    200 then 300 each; redoubled twice doubled. Those points go to the defenders."""
    c = parse_contract(contract) if isinstance(contract, str) else contract
    if c.level not in range(1, 8) or c.strain not in STRAINS or c.doubling not in (0, 1, 2):
        raise InputError(f"定约 {c} 不合法 — not a contract: {c!r}")
    seat = _seat(declarer)
    taken = _tricks(tricks)
    vul_text = parse_vulnerability(vulnerable)
    vul = is_vulnerable(seat, vul_text)
    needed = c.level + 6
    items: list[ScoreItem] = []
    factor = (1, 2, 4)[c.doubling]
    dbl_zh = ("", "（加倍×2）", "（再加倍×4）")[c.doubling]
    dbl_en = ("", " (doubled x2)", " (redoubled x4)")[c.doubling]
    if taken >= needed:
        per_trick = 20 if c.strain in ("C", "D") else 30
        if c.strain == "NT":
            base = 40 + 30 * (c.level - 1)
            sum_zh = "40" + (f"+{c.level - 1}×30" if c.level > 1 else "")
        else:
            base = per_trick * c.level
            sum_zh = f"{c.level}×{per_trick}"
        trick_score = base * factor
        items.append(ScoreItem(f"墩分 {sum_zh}{dbl_zh}", f"trick score {sum_zh.replace('×', ' x ')}{dbl_en}",
                               trick_score))
        over = taken - needed
        if over:
            if c.doubling == 0:
                each = per_trick
            else:
                each = (200 if vul else 100) * c.doubling
            items.append(ScoreItem(f"超墩 {over}×{each}", f"overtricks {over} x {each}", over * each))
        if trick_score >= 100:
            bonus = 500 if vul else 300
            items.append(ScoreItem(f"{'有局' if vul else '无局'}成局奖分", f"game bonus, {'' if vul else 'not '}vulnerable",
                                   bonus))
        else:
            items.append(ScoreItem("部分定约奖分", "part-score bonus", 50))
        if c.level == 6:
            items.append(ScoreItem(f"{'有局' if vul else '无局'}小满贯奖分", "small slam bonus", 750 if vul else 500))
        elif c.level == 7:
            items.append(ScoreItem(f"{'有局' if vul else '无局'}大满贯奖分", "grand slam bonus", 1500 if vul else 1000))
        if c.doubling:
            items.append(ScoreItem(f"完成{DOUBLING_ZH[c.doubling]}定约奖分",
                                   f"for making a {DOUBLING_EN[c.doubling]} contract", 50 * c.doubling))
    else:
        down = needed - taken
        if c.doubling == 0:
            each = 100 if vul else 50
            items.append(ScoreItem(f"宕墩罚分 {down}×{each}", f"undertricks {down} x {each}", -down * each))
        else:
            m = c.doubling
            items.append(ScoreItem(f"第1个宕墩{dbl_zh}", f"first undertrick{dbl_en}", -(200 if vul else 100) * m))
            if vul:
                rest = down - 1
                if rest:
                    items.append(ScoreItem(f"以后每个宕墩 {rest}×{300 * m}", f"further undertricks {rest} x {300 * m}",
                                           -rest * 300 * m))
            else:
                second_third = min(down - 1, 2)
                if second_third:
                    items.append(ScoreItem(f"第2、3个宕墩 {second_third}×{200 * m}",
                                           f"second and third undertricks {second_third} x {200 * m}",
                                           -second_third * 200 * m))
                fourth_on = max(down - 3, 0)
                if fourth_on:
                    items.append(ScoreItem(f"第4个及以后宕墩 {fourth_on}×{300 * m}",
                                           f"fourth and later undertricks {fourth_on} x {300 * m}",
                                           -fourth_on * 300 * m))
    points = sum(item.points for item in items)
    ns = points if seat.side == "NS" else -points
    return Score(c, seat, taken, vul_text, vul, taken - needed, points, ns, -ns, tuple(items))


# ---------------------------------------------------------------------------------------------
# Law 78: matchpoints, IMPs, total points
# ---------------------------------------------------------------------------------------------

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


# ---------------------------------------------------------------------------------------------
# Laws 12C, 86, 88: adjusted scores
# ---------------------------------------------------------------------------------------------

ARTIFICIAL_KINDS = ("average_plus", "average", "average_minus")
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
    """Law 12C1 with 86A (teams) or 88 (pairs): an artificial adjusted score for one side."""

    kind: str
    form: str  # pairs | teams
    percentage: float | None = None  # pairs
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
    Teams: +3 / 0 / −3 IMPs (Law 86A). Each side is given its own score: they need not balance."""
    k = parse_artificial(kind)
    name = ARTIFICIAL_ZH[k]
    if form == "teams":
        value = {"average_plus": 3, "average": 0, "average_minus": -3}[k]
        return ArtificialScore(k, form, imps=value, law="86A",
                               zh=f"{name}：{signed(value)} IMP（第86条A款）",
                               en=f"{ARTIFICIAL_EN[k]}: {signed(value)} IMPs (Law 86A)")
    if form != "pairs":
        raise InputError(f"比赛形式 {form!r} 不认识（应为 pairs 或 teams）— unknown form of scoring {form!r}")
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
        return f"裁定调整分（违规方{'南北' if self.offenders == 'NS' else '东西'}）：南北 {self.ns_label}；东西 {self.ew_label}"

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


# ---------------------------------------------------------------------------------------------
# A whole board (rulings board RESULTS.yaml)
# ---------------------------------------------------------------------------------------------

SCORING_FORMS = ("matchpoints", "imps", "total")
SCORING_ZH = {"matchpoints": "比赛分（第78条A款）", "imps": "国际比赛分IMP（第78条B款）", "total": "总分（第78条C款）"}
_SCORING_LAW = {"matchpoints": "78A", "imps": "78B", "total": "78C"}


@dataclass(frozen=True)
class Side:
    """One side (NS or EW pair) at one table: a distribution of its points, or an artificial score."""

    pair: str | None
    dist: Distribution | None
    artificial: str | None
    law: str  # 77 for a result, 12C2 assigned, 12C3 weighted, 12C1 artificial


@dataclass(frozen=True)
class Entry:
    """One table of a board file: the two sides and how the result is described."""

    line: int | None
    description: str
    ns: Side
    ew: Side


@dataclass(frozen=True)
class Board:
    """A board file: number, vulnerability (and where it came from), scoring form, entries."""

    board: int | None
    vulnerable: str
    vulnerable_source: str  # file | law 2
    scoring: str
    entries: tuple[Entry, ...]
    session: Mapping[str, float] = field(default_factory=dict)
    source: str | None = None


@dataclass(frozen=True)
class SideScore:
    """The score of one side at one table: its points (None when weighted), and MPs/% or IMPs."""

    table: int
    line: int | None
    pair: str | None
    side: str
    description: str
    points: float | None
    value: float  # matchpoint units, IMPs or total points
    percentage: float | None
    law: str
    note: str = ""

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"table": self.table, "pair": self.pair, "side": self.side,
                               "result": self.description,
                               "points": plain_number(self.points) if self.points is not None else None,
                               "value": plain_number(self.value), "law": self.law}
        if self.percentage is not None:
            out["percentage"] = round(self.percentage, 2)
        if self.note:
            out["note"] = self.note
        return out


@dataclass(frozen=True)
class BoardResult:
    """A scored board: each side's scores, the top (matchpoints), and notes (Law 78D where relevant)."""

    board: int | None
    vulnerable: str
    vulnerable_source: str
    scoring: str
    top: float | None
    ns: tuple[SideScore, ...]
    ew: tuple[SideScore, ...]
    notes: tuple[str, ...]
    law: str

    def to_dict(self) -> dict[str, Any]:
        return {"board": self.board, "vulnerable": self.vulnerable, "vulnerable_source": self.vulnerable_source,
                "scoring": self.scoring, "law": self.law,
                "top": plain_number(self.top) if self.top is not None else None,
                "ns": [s.to_dict() for s in self.ns], "ew": [s.to_dict() for s in self.ew],
                "notes": list(self.notes)}


def _points(dist: Distribution) -> float | None:
    """The side's points when it has one result; None for a weighted score (whose weighted total
    points are never used: Law 12C3 scores are weighted matchpoints or weighted IMPs)."""
    return dist[0][0] if len(dist) == 1 else None


def score_board(board: Board) -> BoardResult:
    """Score a whole board: Law 78A matchpoints, 78B (cross-)IMPs or 78C total points for each side,
    with adjusted scores: artificial (12C1, 86A, 88), assigned (12C2) and weighted (12C3)."""
    notes: list[str] = []
    sides: dict[str, list[SideScore]] = {"NS": [], "EW": []}
    top: float | None = None
    for side_name in ("NS", "EW"):
        members = [(i, e, e.ns if side_name == "NS" else e.ew) for i, e in enumerate(board.entries, 1)]
        compared = [(i, e, s) for i, e, s in members if s.dist is not None]
        k = len(compared)
        if board.scoring == "total":
            for i, e, s in members:
                if s.artificial is not None or (s.dist is not None and len(s.dist) > 1):
                    raise InputError(_where(board.source, e.line) +
                                     "总分制（第78条C款）不能表示人为调整分或加权调整分，请用比赛分或IMP"
                                     " — total points cannot express an artificial or weighted score;"
                                     " use matchpoints or IMPs")
                assert s.dist is not None
                pts = s.dist[0][0]
                sides[side_name].append(SideScore(i, e.line, s.pair, side_name, e.description, pts, pts, None,
                                                  "78C" if s.law == "77" else s.law))
            continue
        if board.scoring == "matchpoints":
            top = 2.0 * (k - 1) if k else 0.0
            for i, e, s in members:
                if s.dist is not None:
                    units = _clean(sum(_units(s.dist, o.dist) for j, _, o in compared if j != i and o.dist))
                    law = "78A" if s.law == "77" else s.law
                    sides[side_name].append(SideScore(i, e.line, s.pair, side_name, e.description,
                                                      _points(s.dist), units, _pct(units, top), law))
                else:
                    assert s.artificial is not None
                    session = board.session.get(s.pair) if s.pair is not None else None
                    art = artificial_score(s.artificial, "pairs", session)
                    pct = art.percentage or 0.0
                    sides[side_name].append(SideScore(i, e.line, s.pair, side_name, e.description, None,
                                                      _clean(pct / 100 * top), pct, art.law, art.zh))
        else:  # imps: each result against every other (cross-IMPs), averaged
            for i, e, s in members:
                if s.dist is not None:
                    total = 0.0
                    for j, _, o in compared:
                        if j != i and o.dist is not None:
                            total += sum(wa * wb * imp_scale(a - b) for a, wa in s.dist for b, wb in o.dist)
                    value = _clean(total / (k - 1)) if k > 1 else 0.0
                    law = "78B" if s.law == "77" else s.law
                    sides[side_name].append(SideScore(i, e.line, s.pair, side_name, e.description,
                                                      _points(s.dist), value, None, law))
                else:
                    assert s.artificial is not None
                    art = artificial_score(s.artificial, "teams")
                    sides[side_name].append(SideScore(i, e.line, s.pair, side_name, e.description, None,
                                                      art.imps or 0.0, None, art.law, art.zh))
            if k > 2 and not any("78D" in n for n in notes):
                notes.append("多桌成绩互相比较换算IMP（cross-IMPs）并取平均 — each result is compared with every other"
                             " and the IMPs averaged. " + SPECIAL_METHODS_NOTE)
    if board.scoring == "matchpoints":
        ns_compared = sum(1 for e in board.entries if e.ns.dist is not None)
        if ns_compared < len(board.entries):
            notes.append("人为调整分不参加比较：实际成绩之间互相比较，人为调整分按其百分比折算（第12条C款1、第88条）；"
                         "如需把满分换算到全部参赛者，属特殊记分法。 — artificial scores are not compared: results"
                         " are compared among themselves and an artificial score is its percentage of that top. "
                         + SPECIAL_METHODS_NOTE)
        if ns_compared < 2:
            notes.append("实际成绩少于2个，无从比较，按50%计 — fewer than two results to compare: 50%")
    return BoardResult(board.board, board.vulnerable, board.vulnerable_source, board.scoring, top,
                       tuple(sides["NS"]), tuple(sides["EW"]), tuple(notes), _SCORING_LAW[board.scoring])


# --- the YAML board file -----------------------------------------------------------------------


class _LineDict(dict):
    """A YAML mapping that remembers its line and the line of each key."""

    line: int | None = None
    key_lines: dict[Any, int]


class _Loader(yaml.SafeLoader):
    pass


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> _LineDict:
    loader.flatten_mapping(node)
    out = _LineDict()
    out.line = node.start_mark.line + 1
    out.key_lines = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if key in out:
            raise yaml.constructor.ConstructorError(None, None, f"键 {key!r} 重复 — duplicate key {key!r}",
                                                    key_node.start_mark)
        out[key] = loader.construct_object(value_node, deep=True)
        out.key_lines[key] = key_node.start_mark.line + 1
    return out


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def _where(source: str | None, line: int | None) -> str:
    if source and line:
        return f"{source}:{line}: "
    if source:
        return f"{source}: "
    if line:
        return f"line {line}: "
    return ""


def _line(m: Any, key: Any = None) -> int | None:
    if isinstance(m, _LineDict):
        if key is not None and key in m.key_lines:
            return m.key_lines[key]
        return m.line
    return None


_RESULT_KEYS = {"contract", "declarer", "tricks", "score"}
_ENTRY_KEYS = {"pair", "ns", "ew", "artificial", "assigned", "weighted"} | _RESULT_KEYS
_BOARD_KEYS = {"board", "vulnerable", "scoring", "session", "results"}


class _Reader:
    def __init__(self, source: str | None, vulnerable: str) -> None:
        self.source, self.vulnerable = source, vulnerable

    def fail(self, m: Any, key: Any, message: str) -> InputError:
        where = _where(self.source, _line(m, key))
        if key is not None and where:
            return InputError(f"{where}'{key}': {message}")
        return InputError(where + message)

    def check_keys(self, m: Any, allowed: set[str], what: str, line: int | None = None) -> None:
        if not isinstance(m, dict):
            raise InputError(_where(self.source, line) + f"{what} 必须是映射（键: 值）— {what} must be a mapping")
        for key in m:
            if key not in allowed:
                raise self.fail(m, key, f"{what} 中没有这个键（可用：{', '.join(sorted(allowed))}）"
                                        f" — unknown key in {what}")

    def result(self, m: Any, what: str) -> tuple[Result | int, str]:
        """A played result or a score given directly (NS view)."""
        self.check_keys(m, _RESULT_KEYS | ({"weight"} if what == "weighted" else set()), what)
        if "score" in m:
            if set(m) & {"contract", "declarer", "tricks"}:
                raise self.fail(m, "score", "给出了分数就不要再给定约 — give a score or a contract, not both")
            value = m["score"]
            if isinstance(value, bool) or not isinstance(value, int):
                raise self.fail(m, "score", f"分数 {value!r} 必须是整数 — a score must be a whole number")
            return value, f"南北 {signed(value)}"
        if "contract" not in m:
            raise self.fail(m, None, "需要 contract（定约）或 score（分数）— needs a contract or a score")
        if str(m["contract"]).strip().lower() in ("pass", "p", "passed", "不叫", "passed out"):
            if set(m) & {"declarer", "tricks"}:
                raise self.fail(m, "contract", "四家不叫没有庄家和赢墩 — a passed-out board has no declarer or tricks")
            return 0, "四家不叫 0"
        for key in ("declarer", "tricks"):
            if key not in m:
                raise self.fail(m, None, f"缺少 {key} — missing '{key}'")
        try:
            contract = parse_contract(str(m["contract"]))
        except InputError as exc:
            raise self.fail(m, "contract", str(exc)) from None
        try:
            declarer = _seat(m["declarer"])
        except InputError as exc:
            raise self.fail(m, "declarer", str(exc)) from None
        try:
            tricks = _tricks(m["tricks"])
        except InputError as exc:
            raise self.fail(m, "tricks", str(exc)) from None
        r = Result(contract, declarer, tricks)
        return r, f"{r.zh}（南北 {signed(r.score(self.vulnerable).ns)}）"

    def weighted(self, m: Any, key: str) -> WeightedScore:
        items = m[key]
        if not isinstance(items, list) or not items:
            raise self.fail(m, key, "weighted 必须是结果和权重的列表 — 'weighted' must be a list of results with weights")
        parts: list[tuple[ResultLike, float]] = []
        for item in items:
            if not isinstance(item, dict) or "weight" not in item:
                raise self.fail(item if isinstance(item, dict) else m, None if isinstance(item, dict) else key,
                                "每个加权结果都需要 weight — each weighted result needs a 'weight'")
            r, _ = self.result(item, "weighted")
            parts.append((r, item["weight"]))
        try:
            return weighted_score(parts, self.vulnerable)
        except InputError as exc:
            raise self.fail(m, key, str(exc)) from None

    def side_value(self, m: Any, key: str) -> tuple[ResultLike | WeightedScore, str]:
        value = m.get(key)
        if value is None:
            raise self.fail(m, None, f"缺少 {key} — missing '{key}'")
        if not isinstance(value, dict):
            raise self.fail(m, key, "必须是结果（contract/declarer/tricks 或 score）或 weighted"
                                    " — must be a result (contract/declarer/tricks or score) or 'weighted'")
        if "weighted" in value:
            self.check_keys(value, {"weighted"}, key)
            w = self.weighted(value, "weighted")
            return w, w.zh
        return self.result(value, key)

    def entry(self, m: Any, line: int | None = None) -> Entry:
        self.check_keys(m, _ENTRY_KEYS, "results", line)
        if "pair" in m and "ns" in m:
            raise self.fail(m, "pair", "pair 就是南北对，不要与 ns 同时给出 — 'pair' is the NS pair; give 'pair' or 'ns'")
        ns_pair = m.get("ns", m.get("pair"))
        ew_pair = m.get("ew")
        ns_pair = None if ns_pair is None else str(ns_pair)
        ew_pair = None if ew_pair is None else str(ew_pair)
        kinds = [k for k in ("artificial", "assigned", "weighted") if k in m]
        if "contract" in m or "score" in m:
            kinds.append("result")
        if len(kinds) != 1:
            raise self.fail(m, None, "每个结果须给出且只给出一种：contract/score、artificial、assigned 或 weighted"
                                     " — give exactly one of contract/score, artificial, assigned, weighted")
        kind = kinds[0]
        line = _line(m)
        if kind == "result":
            r, label = self.result(_sub(m, _RESULT_KEYS), "results")
            ns = float(_ns_points(r, self.vulnerable))
            return Entry(line, label, Side(ns_pair, ((ns, 1.0),), None, "77"), Side(ew_pair, ((-ns, 1.0),), None, "77"))
        if kind == "artificial":
            value = m["artificial"]
            if isinstance(value, dict):
                self.check_keys(value, {"ns", "ew"}, "artificial")
                if set(value) != {"ns", "ew"}:
                    raise self.fail(m, "artificial", "需要 ns 和 ew 两方的人为调整分 — give both 'ns' and 'ew'")
                raw = (value["ns"], value["ew"])
            else:
                raw = (value, value)
            try:
                ns_kind, ew_kind = parse_artificial(str(raw[0])), parse_artificial(str(raw[1]))
            except InputError as exc:
                raise self.fail(m, "artificial", str(exc)) from None
            label = (f"人为调整分：南北{ARTIFICIAL_ZH[ns_kind]}，东西{ARTIFICIAL_ZH[ew_kind]}" if ns_kind != ew_kind
                     else f"人为调整分：{ARTIFICIAL_ZH[ns_kind]}")
            return Entry(line, label, Side(ns_pair, None, ns_kind, "12C1"), Side(ew_pair, None, ew_kind, "12C1"))
        if kind == "weighted":
            w = self.weighted(m, "weighted")
            ns_dist = tuple((float(p), wt) for p, wt in w.parts)
            return Entry(line, w.zh, Side(ns_pair, ns_dist, None, "12C3"),
                         Side(ew_pair, tuple((-p, wt) for p, wt in ns_dist), None, "12C3"))
        a = m["assigned"]
        self.check_keys(a, {"offenders", "non_offending", "offending"}, "assigned")
        if "offenders" not in a:
            raise self.fail(a, None, "缺少 offenders（违规方 NS 或 EW）— missing 'offenders' (NS or EW)")
        good, _ = self.side_value(a, "non_offending")
        bad, _ = self.side_value(a, "offending")
        try:
            assigned = assigned_score(good, bad, offenders=str(a["offenders"]), vulnerable=self.vulnerable)
        except InputError as exc:
            raise self.fail(a, "offenders", str(exc)) from None
        law = "12C3" if isinstance(good, WeightedScore) or isinstance(bad, WeightedScore) else "12C2"
        return Entry(line, assigned.zh, Side(ns_pair, assigned.ns, None, law), Side(ew_pair, assigned.ew, None, law))


def _sub(m: dict, keys: set[str]) -> _LineDict:
    out = _LineDict({k: v for k, v in m.items() if k in keys})
    out.line = _line(m)
    out.key_lines = {k: v for k, v in getattr(m, "key_lines", {}).items() if k in keys}
    return out


def parse_board(text: str, source: str | None = None) -> Board:
    """Read a board file (the format is in this module's docstring); InputError names the line."""
    try:
        data = yaml.load(text, Loader=_Loader)  # noqa: S506 - a SafeLoader subclass
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else None
        raise InputError(_where(source, line) + f"YAML 格式错误：{exc.problem or exc} — malformed YAML") from None
    except yaml.YAMLError as exc:
        raise InputError(_where(source, None) + f"YAML 格式错误 — malformed YAML: {exc}") from None
    if not isinstance(data, dict):
        raise InputError(_where(source, 1) + "牌局文件必须是映射，含 board、scoring、results"
                                             " — a board file is a mapping with board, scoring, results")
    reader = _Reader(source, "none")
    reader.check_keys(data, _BOARD_KEYS, "board file")
    number = data.get("board")
    if number is not None and (isinstance(number, bool) or not isinstance(number, int) or number < 1):
        raise reader.fail(data, "board", f"牌号 {number!r} 必须是正整数 — the board number must be a positive whole number")
    scoring = str(data.get("scoring", "matchpoints")).strip().lower()
    scoring = {"mp": "matchpoints", "mps": "matchpoints", "imp": "imps", "tp": "total", "total_points": "total",
               "比赛分": "matchpoints", "国际比赛分": "imps", "总分": "total"}.get(scoring, scoring)
    if scoring not in SCORING_FORMS:
        raise reader.fail(data, "scoring", f"记分法 {data.get('scoring')!r} 不认识（应为 matchpoints、imps 或 total）"
                                           " — unknown scoring method")
    if "vulnerable" in data:
        try:
            vulnerable = parse_vulnerability(str(data["vulnerable"]))
        except InputError as exc:
            raise reader.fail(data, "vulnerable", str(exc)) from None
        vul_source = "file"
    elif number is not None:
        vulnerable = board_vulnerability(number)
        vul_source = "law 2"
    else:
        raise reader.fail(data, None, "需要 board（牌号，按第2条定局况）或 vulnerable（局况）"
                                      " — give 'board' (Law 2 gives the vulnerability) or 'vulnerable'")
    reader.vulnerable = vulnerable
    session_raw = data.get("session") or {}
    if not isinstance(session_raw, dict):
        raise reader.fail(data, "session", "session 必须是 对号: 百分比 — 'session' maps a pair to its percentage")
    session: dict[str, float] = {}
    for pair, pct in session_raw.items():
        if isinstance(pct, bool) or not isinstance(pct, int | float) or not 0 <= pct <= 100:
            raise reader.fail(session_raw, pair, f"整节比赛百分比 {pct!r} 必须在0至100之间 — a session percentage must be 0 to 100")
        session[str(pair)] = float(pct)
    results = data.get("results")
    if not isinstance(results, list) or not results:
        raise reader.fail(data, "results" if "results" in data else None,
                          "results 必须是非空列表 — 'results' must be a non-empty list")
    entries = tuple(reader.entry(m, _line(data, "results")) for m in results)
    return Board(number, vulnerable, vul_source, scoring, entries, session, source)


def load_board(path: str | Path) -> Board:
    """Read a board file from disk (`rulings board RESULTS.yaml`)."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as exc:
        raise InputError(f"{path}: 无法读取 — cannot read: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError(f"{path}: 不是 UTF-8 文本 — not UTF-8 text") from None
    return parse_board(text, str(path))


def board_vulnerability(board: int) -> str:
    """Law 2: the vulnerability of a board from its number (the lawbook's board cycle)."""
    from rulings.boards import conditions

    try:
        return conditions(board)[1]
    except (KeyError, ValueError) as exc:
        raise InputError(f"牌号 {board!r} 无法按第2条确定局况 — Law 2 gives no vulnerability for board {board!r}: {exc}") from None


# ---------------------------------------------------------------------------------------------
# Formatting helpers
# ---------------------------------------------------------------------------------------------


def signed(x: float) -> str:
    """`+800`, `-800`, `0`, `+0.5`."""
    v = plain_number(x)
    return "0" if v == 0 else f"{v:+}"


def plain_number(x: float | int) -> float | int:
    """An int when the value is whole, else the float rounded to 4 places (for JSON and display)."""
    if isinstance(x, int):
        return x
    r = round(float(x), 4)
    return int(r) if r == int(r) else r


def law_zh(path: str) -> str:
    """`77` → 第77条, `78B` → 第78条B款, `12C3` → 第12条C款3."""
    digits = ""
    rest = path
    while rest and rest[0].isdigit():
        digits, rest = digits + rest[0], rest[1:]
    if not rest:
        return f"第{digits}条"
    return f"第{digits}条{rest[0]}款{rest[1:]}"
