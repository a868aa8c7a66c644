"""第77条 复式桥牌比赛记分表 — Law 77, the scoring table: `score()` scores any contract and result
with a breakdown of the arithmetic (墩分 trick score, 超墩 overtricks, 成局/部分定约奖分, 满贯奖分,
完成加倍定约奖分, 宕墩罚分) so a director can check it line by line."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings.cards import STRAINS
from rulings.contract import DOUBLED_EN as DOUBLING_EN
from rulings.contract import DOUBLED_TEXT as DOUBLING_SUFFIX
from rulings.contract import DOUBLED_ZH as DOUBLING_ZH
from rulings.contract import Contract
from rulings.errors import InputError
from rulings.scoring.text import law_zh, signed
from rulings.seats import VULNERABILITY_ZH, Seat, is_vulnerable, parse_seat
from rulings.seats import parse_vulnerability as _parse_vulnerability

__all__ = ["DOUBLING_EN", "DOUBLING_SUFFIX", "DOUBLING_ZH", "Contract", "Score", "ScoreItem", "parse_contract",
           "parse_vulnerability", "score"]


def parse_contract(text: str) -> Contract:
    """Law 77: a contract from `4S`, `4SX`, `4SXX`, `3NT`, `3N`, `4♠X`, `4S-X`; InputError otherwise.

    The level must be 1–7 (a bid of 8 or more is cancelled under Law 38, never played)."""
    try:
        return Contract.parse(text)
    except ValueError as exc:
        raise InputError(str(exc)) from None


def parse_vulnerability(text: str) -> str:
    """A vulnerability (局况): none | NS | EW | both, also 双无 南北 东西 双有; InputError otherwise."""
    try:
        return _parse_vulnerability(text)
    except ValueError:
        word = str(text).strip()
        raise InputError(f"局况 {word!r} 不认识（应为 none、NS、EW、both 或 双无、南北、东西、双有）"
                         f" — unknown vulnerability {word!r}") from None


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
            "contract": self.contract.text, "declarer": str(self.declarer), "tricks": self.tricks,
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
    if c.level not in range(1, 8) or c.strain not in STRAINS or c.doubled not in (0, 1, 2):
        raise InputError(f"定约 {c} 不合法 — not a contract: {c!r}")
    seat = _seat(declarer)
    taken = _tricks(tricks)
    vul_text = parse_vulnerability(vulnerable)
    vul = is_vulnerable(seat, vul_text)
    needed = c.level + 6
    if taken >= needed:
        items = _made_items(c, taken - needed, vul)
    else:
        items = _undertrick_items(c, needed - taken, vul)
    points = sum(item.points for item in items)
    ns = points if seat.side == "NS" else -points
    return Score(c, seat, taken, vul_text, vul, taken - needed, points, ns, -ns, tuple(items))



_DOUBLED_ZH = ("", "（加倍×2）", "（再加倍×4）")
_DOUBLED_EN = ("", " (doubled x2)", " (redoubled x4)")


def _per_trick(c: Contract) -> int:
    """Law 77 trick values: 20 a trick in clubs and diamonds, 30 in hearts, spades and NT after the first."""
    return 20 if c.strain in ("C", "D") else 30


def _made_items(c: Contract, over: int, vul: bool) -> list[ScoreItem]:
    """Law 77, a contract made: trick score, overtricks, game or part-score, slam, the insult bonus."""
    trick = _trick_score_item(c)
    items = [trick, *_overtrick_items(c, over, vul), _game_or_partscore_item(trick.points, vul)]
    items += _slam_items(c, vul)
    if c.doubled:
        items.append(ScoreItem(f"完成{DOUBLING_ZH[c.doubled]}定约奖分",
                               f"for making a {DOUBLING_EN[c.doubled]} contract", 50 * c.doubled))
    return items


def _trick_score_item(c: Contract) -> ScoreItem:
    """Law 77 墩分: NT 40 + 30 a further trick, else 20/30 a trick; doubled ×2, redoubled ×4."""
    per_trick = _per_trick(c)
    if c.strain == "NT":
        base = 40 + 30 * (c.level - 1)
        sum_zh = "40" + (f"+{c.level - 1}×30" if c.level > 1 else "")
    else:
        base = per_trick * c.level
        sum_zh = f"{c.level}×{per_trick}"
    return ScoreItem(f"墩分 {sum_zh}{_DOUBLED_ZH[c.doubled]}",
                     f"trick score {sum_zh.replace('×', ' x ')}{_DOUBLED_EN[c.doubled]}",
                     base * (1, 2, 4)[c.doubled])


def _overtrick_items(c: Contract, over: int, vul: bool) -> list[ScoreItem]:
    """Law 77 超墩: undoubled at trick value; doubled 100/200, redoubled 200/400 (not vulnerable/vulnerable)."""
    if not over:
        return []
    each = _per_trick(c) if c.doubled == 0 else (200 if vul else 100) * c.doubled
    return [ScoreItem(f"超墩 {over}×{each}", f"overtricks {over} x {each}", over * each)]


def _game_or_partscore_item(trick_score: int, vul: bool) -> ScoreItem:
    """Law 77: game 300/500 when the trick score is 100 or more, otherwise part-score 50."""
    if trick_score >= 100:
        return ScoreItem(f"{'有局' if vul else '无局'}成局奖分", f"game bonus, {'' if vul else 'not '}vulnerable",
                         500 if vul else 300)
    return ScoreItem("部分定约奖分", "part-score bonus", 50)


def _slam_items(c: Contract, vul: bool) -> list[ScoreItem]:
    """Law 77: small slam 500/750, grand slam 1000/1500."""
    if c.level == 6:
        return [ScoreItem(f"{'有局' if vul else '无局'}小满贯奖分", "small slam bonus", 750 if vul else 500)]
    if c.level == 7:
        return [ScoreItem(f"{'有局' if vul else '无局'}大满贯奖分", "grand slam bonus", 1500 if vul else 1000)]
    return []


def _undertrick_items(c: Contract, down: int, vul: bool) -> list[ScoreItem]:
    """Law 77 宕墩罚分: undoubled 50/100 each; doubled not vulnerable 100, 200, 200, then 300 each,
    vulnerable 200 then 300 each; redoubled twice doubled."""
    if c.doubled == 0:
        each = 100 if vul else 50
        return [ScoreItem(f"宕墩罚分 {down}×{each}", f"undertricks {down} x {each}", -down * each)]
    m = c.doubled
    items = [ScoreItem(f"第1个宕墩{_DOUBLED_ZH[m]}", f"first undertrick{_DOUBLED_EN[m]}", -(200 if vul else 100) * m)]
    if vul:
        rest = down - 1
        if rest:
            items.append(ScoreItem(f"以后每个宕墩 {rest}×{300 * m}", f"further undertricks {rest} x {300 * m}",
                                   -rest * 300 * m))
        return items
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
    return items
