"""Laws 77, 78, 12C, 86, 88: scores, matchpoints, IMPs and adjusted scores (rulings.scoring).

The exhaustive test compares every contract, doubling, vulnerability and trick count with a second
definition of the Law 77 table written here independently: trick by trick from the rows of the
table (墩分 per trick; 第一个宕墩 / 每一附加宕墩 / 第四及以后宕墩增加罚分), not from the formulas the
module uses. Where the quick-reference table `scoring-table-zh.txt` is present it is a third check.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rulings import scoring
from rulings.cli import main
from rulings.errors import InputError
from rulings.scoring import (
    ArtificialTable,
    Contract,
    Result,
    artificial_score,
    assigned_score,
    imp_scale,
    imps,
    matchpoints,
    parse_board,
    parse_contract,
    score,
    score_board,
    team_imps,
    total_points,
    weighted_imps,
    weighted_matchpoints,
    weighted_score,
)
from rulings.seats import Seat

# --- an independent Law 77 table ------------------------------------------------------------------

# 墩分: the value of each odd trick bid and made, undoubled, in order (1st, 2nd, … 7th).
ODD_TRICKS = {
    "C": [20] * 7,
    "D": [20] * 7,
    "H": [30] * 7,
    "S": [30] * 7,
    "NT": [40] + [30] * 6,
}
# 宕墩罚分, the three rows of the Law 77 table, per (vulnerable, doubling):
# (第一个宕墩, 每一附加宕墩, 第四及以后宕墩增加罚分)
UNDERTRICK_ROWS = {
    (False, 0): (50, 50, 0), (False, 1): (100, 200, 100), (False, 2): (200, 400, 200),
    (True, 0): (100, 100, 0), (True, 1): (200, 300, 0), (True, 2): (400, 600, 0),
}
# 超墩: per overtrick, per (vulnerable, doubling); None = 同墩分 (the trick value of the strain)
OVERTRICK = {(False, 0): None, (True, 0): None, (False, 1): 100, (True, 1): 200, (False, 2): 200, (True, 2): 400}


def table_score(level: int, strain: str, doubling: int, vul: bool, tricks: int) -> int:
    """Declarer's side's score, read trick by trick off the Law 77 table."""
    book = 6
    odd = tricks - book
    if odd < level:  # defeated: each undertrick from its row
        first, additional, fourth_on = UNDERTRICK_ROWS[(vul, doubling)]
        total = 0
        for n in range(1, level - odd + 1):
            if n == 1:
                total += first
            else:
                total += additional + (fourth_on if n >= 4 else 0)
        return -total
    multiplier = {0: 1, 1: 2, 2: 4}[doubling]
    trick_score = 0
    for value in ODD_TRICKS[strain][:level]:
        trick_score += value * multiplier
    total = trick_score
    per_over = OVERTRICK[(vul, doubling)]
    for _ in range(odd - level):
        total += ODD_TRICKS[strain][-1] if per_over is None else per_over
    if trick_score >= 100:  # 一副牌墩分为100分或以上的定约为成局定约
        total += 500 if vul else 300
    else:
        total += 50
    if level == 6:
        total += 750 if vul else 500
    if level == 7:
        total += 1500 if vul else 1000
    if doubling == 1:
        total += 50
    if doubling == 2:
        total += 100
    return total


CONTRACTS = [(level, strain) for level in range(1, 8) for strain in ("C", "D", "H", "S", "NT")]


@pytest.mark.parametrize("vul", [False, True], ids=["nv", "vul"])
@pytest.mark.parametrize("doubling", [0, 1, 2], ids=["", "X", "XX"])
@pytest.mark.parametrize("level,strain", CONTRACTS, ids=[f"{lv}{st}" for lv, st in CONTRACTS])
def test_law77_exhaustive(level: int, strain: str, doubling: int, vul: bool) -> None:
    """All 35 contracts × 3 doublings × 2 vulnerabilities × 14 trick counts (2940 scores)."""
    contract = Contract(level, strain, doubling)
    for tricks in range(14):
        expected = table_score(level, strain, doubling, vul, tricks)
        # declarer S: NS score; vulnerability of declarer's side only matters
        got = score(contract, "S", tricks, "NS" if vul else "EW")
        assert got.declarer_points == expected, (str(contract), vul, tricks)
        assert got.ns == expected and got.ew == -expected
        assert sum(item.points for item in got.breakdown) == expected
        assert got.made == (tricks >= level + 6)
        assert got.law == "77"
        # an EW declarer: the sign flips, the vulnerability follows the side
        west = score(contract, "W", tricks, "EW" if vul else "NS")
        assert west.ew == expected and west.ns == -expected


QUICK_TABLE = Path(__file__).resolve().parent / "data" / "scoring-table-zh.txt"


def test_law77_against_quick_reference_table() -> None:
    """The 基本分速查表 and 罚分速查表 of scoring-table-zh.txt, every row (a copy in tests/data)."""
    assert QUICK_TABLE.exists(), f"the quick-reference table is missing: {QUICK_TABLE}"
    text = QUICK_TABLE.read_text(encoding="utf-8")
    made, penalties = text.split("罚分速查表", 1)[1], text.split("罚分速查表", 2)[2]
    made = made.split("罚分速查表")[0]
    checked = 0
    strains: list[str] = []
    level = 0
    for line in made.splitlines():
        tokens = line.split()
        if not tokens:
            continue
        m = re.fullmatch(r"(\d)(NT|[CDHS])(?:/\d([CDHS]))?", tokens[0])
        if m:
            level = int(m.group(1))
            strains = [m.group(2)] + ([m.group(3)] if m.group(3) else [])
            tokens = tokens[1:]
        if len(tokens) != 7 or not all(t.isdigit() for t in tokens) or not strains:
            continue
        odd, values = int(tokens[0]), [int(t) for t in tokens[1:]]
        for strain in strains:
            for i, value in enumerate(values):
                vul, doubling = i >= 3, i % 3
                got = score(Contract(level, strain, doubling), "N", odd + 6, "both" if vul else "none")
                assert got.ns == value, (level, strain, doubling, vul, odd)
                checked += 1
    assert checked == 5 * 28 * 6  # 5 strains × 28 (level, tricks) rows × 6 columns = 840
    for line in penalties.splitlines():
        tokens = line.split()
        if len(tokens) == 7 and all(t.isdigit() for t in tokens):
            down, values = int(tokens[0]), [int(t) for t in tokens[1:]]
            for i, value in enumerate(values):
                vul, doubling = i >= 3, i % 3
                got = score(Contract(7, "NT", doubling), "E", 13 - down, "both" if vul else "none")
                assert got.ew == -value, (down, doubling, vul)
                checked += 1
    assert checked == 840 + 13 * 6


@pytest.mark.parametrize("contract,declarer,tricks,vul,ns", [
    ("1NT", "N", 7, "none", 90),          # 40 + 50 part-score
    ("1NT", "N", 13, "none", 270),        # 40 + 6×30 overtricks + 50
    ("3NT", "S", 9, "both", 600),         # 40 + 2×30 = 100: game, vulnerable 500
    ("3NT", "S", 9, "none", 400),
    ("4S", "N", 10, "NS", 620),           # 120 + 500
    ("4H", "S", 11, "none", 450),         # 120 + 30 + 300
    ("2H", "S", 10, "none", 170),         # 60 + 60 + 50
    ("4SX", "S", 7, "both", -800),        # down 3 doubled vulnerable: 200 + 300 + 300
    ("4SX", "S", 7, "none", -500),        # down 3 doubled: 100 + 200 + 200
    ("4SX", "S", 6, "none", -800),        # down 4: + 300 from the 4th
    ("4SXX", "S", 6, "none", -1600),      # redoubled: twice doubled
    ("7NTXX", "N", 13, "both", 2980),     # (40 + 6×30)×4 = 880 + 500 + 1500 + 100
    ("1CXX", "N", 13, "none", 1430),      # 80 + 6×200 + 50 + 100
    ("1CXX", "N", 7, "none", 230),        # 80 + 50 + 100
    ("1HXX", "N", 7, "none", 520),        # 120 (a game) + 300 + 100
    ("2CX", "E", 8, "EW", -180),          # 80 + 50 + 50 for EW
    ("6C", "W", 12, "EW", -1370),         # 120 + 500 + 750
    ("7S", "N", 13, "none", 1510),        # 210 + 300 + 1000
    ("7NTXX", "N", 0, "both", -7600),     # 13 down redoubled vulnerable: 400 + 12×600
    ("7NTX", "N", 0, "none", -3500),      # 100 + 2×200 + 10×300
    ("1C", "N", 0, "none", -350),         # 7 down undoubled: 7×50
])
def test_law77_spot_checks(contract: str, declarer: str, tricks: int, vul: str, ns: int) -> None:
    assert score(contract, declarer, tricks, vul).ns == ns


def test_law77_breakdown_shows_the_arithmetic() -> None:
    s = score("4SX", "S", 7, "both")
    assert [(i.zh, i.points) for i in s.breakdown] == [("第1个宕墩（加倍×2）", -200), ("以后每个宕墩 2×300", -600)]
    assert s.zh == "4♠加倍 南家 7墩 双有：南北 -800，东西 +800（第77条）"
    s = score("6NTX", "N", 13, "none")
    labels = [i.zh for i in s.breakdown]
    assert labels == ["墩分 40+5×30（加倍×2）", "超墩 1×100", "无局成局奖分", "无局小满贯奖分", "完成加倍定约奖分"]
    assert [i.points for i in s.breakdown] == [380, 100, 300, 500, 50]
    assert all(i.en for i in s.breakdown)


@pytest.mark.parametrize("text,expected", [
    ("4S", Contract(4, "S", 0)), ("4SX", Contract(4, "S", 1)), ("4SXX", Contract(4, "S", 2)),
    ("3NT", Contract(3, "NT", 0)), ("3N", Contract(3, "NT", 0)), ("3nt", Contract(3, "NT", 0)),
    ("4♠X", Contract(4, "S", 1)), ("4S-X", Contract(4, "S", 1)), ("6H xx", Contract(6, "H", 2)),
    ("1C", Contract(1, "C", 0)), ("7D加倍", Contract(7, "D", 1)), ("2H再加倍", Contract(2, "H", 2)),
])
def test_parse_contract(text: str, expected: Contract) -> None:
    assert parse_contract(text) == expected
    assert parse_contract(str(expected)) == expected


def test_a_contract_names_its_declarer_or_says_it_has_none() -> None:
    """A record's contract may not name its declarer (Contract.declarer is None): whatever needs him
    (declarer_seat, dummy, the sides) refuses with a ValueError naming the contract, never an
    AttributeError on None."""
    assert Contract.parse("4S", declarer=Seat.E).declarer_seat == Seat.E
    assert Contract.parse("4S", declarer=Seat.E).dummy == Seat.W
    bare = Contract.parse("4S")
    for need in ("declarer_seat", "dummy", "declaring_side", "defending_side"):
        with pytest.raises(ValueError, match="contract 4S has no declarer"):
            getattr(bare, need)


@pytest.mark.parametrize("text,words", [
    ("8S", "1至7"), ("0H", "1至7"), ("4Q", "定约名目"), ("S", "线位"), ("", "线位"), ("4SXXX", "定约名目"),
])
def test_parse_contract_rejects(text: str, words: str) -> None:
    with pytest.raises(InputError, match=words):
        parse_contract(text)


@pytest.mark.parametrize("args", [
    ("4S", "S", 14, "none"), ("4S", "S", -1, "none"), ("4S", "Q", 10, "none"), ("4S", "S", 10, "sometimes"),
    ("4S", "S", True, "none"), ("4S", "S", 9.5, "none"),
])
def test_score_rejects_bad_input(args: tuple) -> None:
    with pytest.raises(InputError):
        score(*args)


# --- Law 78 -----------------------------------------------------------------------------------------

# Law 78B as printed (分差 → IMP), written as closed ranges.
IMP_BANDS = [
    (0, 10, 0), (20, 40, 1), (50, 80, 2), (90, 120, 3), (130, 160, 4), (170, 210, 5), (220, 260, 6),
    (270, 310, 7), (320, 360, 8), (370, 420, 9), (430, 490, 10), (500, 590, 11), (600, 740, 12),
    (750, 890, 13), (900, 1090, 14), (1100, 1290, 15), (1300, 1490, 16), (1500, 1740, 17),
    (1750, 1990, 18), (2000, 2240, 19), (2250, 2490, 20), (2500, 2990, 21), (3000, 3490, 22),
    (3500, 3990, 23), (4000, 8000, 24),
]


def test_law78b_imp_scale_every_multiple_of_ten() -> None:
    for lo, hi, value in IMP_BANDS:
        for diff in range(lo, hi + 1, 10):
            assert imp_scale(diff) == value, diff
            assert imp_scale(-diff) == -value, -diff


LAW_78 = Path(__file__).resolve().parent.parent / "lawbook" / "ch08-scoring" / "law-78.yaml"


def test_law78b_scale_agrees_with_the_lawbook() -> None:
    """The lawbook's data.imp_scale (Law 78B as data) and IMP_SCALE give the same IMPs."""
    import yaml

    rows = yaml.safe_load(LAW_78.read_text(encoding="utf-8"))["data"]["imp_scale"]
    assert len(rows) == 25
    for row in rows:
        assert imp_scale(row["from"]) == row["imps"] and imp_scale(row["to"] if row["to"] is not None else 9999) == row["imps"]


def test_law78b_imps_carry_the_law() -> None:
    assert imps(450) == scoring.Imps(10, 450, "78B")
    assert imps(-450).imps == -10
    assert imps(0).imps == 0


def test_law78a_matchpoints_simple() -> None:
    # 450 beats 4 → 8; 420 beats 2, ties 1 → 5; 170 beats 1 → 2; -50 → 0. Top 2×(5−1) = 8.
    got = matchpoints([450, 420, 420, 170, -50])
    assert [m.matchpoints for m in got] == [8, 5, 5, 2, 0]
    assert {m.top for m in got} == {8}
    assert [m.percentage for m in got] == [100, 62.5, 62.5, 25, 0]
    assert {m.law for m in got} == {"78A"}


def test_law78c_total_points() -> None:
    assert total_points([420, -100, 170]) == scoring.TotalPoints(490, "78C")


THIRTEEN_TABLES = """\
board: 1
vulnerable: none
scoring: matchpoints
session: {"12": 65, "24": 35}
results:
  - {ns: "1", ew: "13", contract: 4H, declarer: S, tricks: 11}   # 450
  - {ns: "2", ew: "14", score: 450}
  - {ns: "3", ew: "15", contract: 4H, declarer: S, tricks: 10}   # 420
  - {ns: "4", ew: "16", contract: 4H, declarer: N, tricks: 10}   # 420
  - {ns: "5", ew: "17", score: 420}
  - {ns: "6", ew: "18", contract: 2H, declarer: S, tricks: 10}   # 170
  - {ns: "7", ew: "19", contract: 2H, declarer: N, tricks: 10}   # 170
  - {ns: "8", ew: "20", contract: 3H, declarer: S, tricks: 10}   # 170
  - {ns: "9", ew: "21", contract: 3H, declarer: S, tricks: 9}    # 140
  - {ns: "10", ew: "22", contract: 4H, declarer: S, tricks: 9}   # -50
  - {ns: "11", ew: "23", contract: 4H, declarer: S, tricks: 8}   # -100
  - {ns: "12", ew: "24", artificial: {ns: average_plus, ew: average_minus}}
  - {ns: "25", ew: "26", artificial: average}
"""


def test_law78a_thirteen_tables_with_ties_and_two_artificial_averages() -> None:
    """11 results are compared (top 2×10 = 20); the two artificial scores are percentages of it.

    NS, by hand: 450 (×2) beats 9, ties 1 → 19; 420 (×3) beats 6, ties 2 → 14; 170 (×3) beats 3,
    ties 2 → 8; 140 beats 2 → 4; -50 beats 1 → 2; -100 → 0. Sum 2×19 + 3×14 + 3×8 + 4 + 2 + 0 =
    110 = 11×10. EW get 20 minus NS: 1, 6, 12, 16, 18, 20.
    Table 12: NS average plus, session 65% > 60% → 65% (Law 88) = 13; EW average minus, session 35%
    < 40% → 35% = 7. Table 13: average both ways, 50% = 10 (the sides need not balance: 13 + 7 ≠ 20).
    """
    result = score_board(parse_board(THIRTEEN_TABLES))
    assert result.top == 20
    ns = [s.value for s in result.ns]
    ew = [s.value for s in result.ew]
    assert ns == [19, 19, 14, 14, 14, 8, 8, 8, 4, 2, 0, 13, 10]
    assert ew == [1, 1, 6, 6, 6, 12, 12, 12, 16, 18, 20, 7, 10]
    assert [s.percentage for s in result.ns][:3] == [95, 95, 70]
    assert result.ns[11].percentage == 65 and result.ns[11].law == "88"
    assert result.ew[11].percentage == 35 and result.ew[11].law == "12C1"
    assert result.ns[12].percentage == 50 and result.ew[12].percentage == 50
    assert [s.points for s in result.ns[:11]] == [450, 450, 420, 420, 420, 170, 170, 170, 140, -50, -100]
    assert {s.law for s in result.ns[:11]} == {"78A"}
    assert any("78D" in n for n in result.notes)


# --- Laws 12C, 86, 88 -------------------------------------------------------------------------------

@pytest.mark.parametrize("kind,session,pct,law", [
    ("average_plus", None, 60, "88"), ("average_plus", 55, 60, "88"), ("average_plus", 65.5, 65.5, "88"),
    ("average", None, 50, "12C1"), ("average", 70, 50, "12C1"),
    ("average_minus", None, 40, "12C1"), ("average_minus", 45, 40, "12C1"), ("average_minus", 35, 35, "12C1"),
    ("A+", None, 60, "88"), ("平均负分", None, 40, "12C1"),
])
def test_law12c1_and_88_artificial_pairs(kind: str, session: float | None, pct: float, law: str) -> None:
    a = artificial_score(kind, "pairs", session)
    assert (a.percentage, a.law, a.imps) == (pct, law, None)


@pytest.mark.parametrize("kind,value", [("average_plus", 3), ("average", 0), ("average_minus", -3)])
def test_law86a_artificial_teams(kind: str, value: int) -> None:
    a = artificial_score(kind, "teams")
    assert (a.imps, a.law, a.percentage) == (value, "86A", None)


@pytest.mark.parametrize("kind,session,pct,law", [
    ("average_plus", 70, 70, "88"), ("average_plus", None, 60, "88"), ("average_plus", 59.9, 60, "88"),
    ("average", 70, 50, "12C1"), ("average_minus", None, 40, "12C1"),
])
def test_law88_artificial_individual(kind: str, session: float | None, pct: float, law: str) -> None:
    # Law 88 "在双人赛或个人赛中……至少应判给该赛员该副牌最高比赛分的60%": the pairs percentages, for a player.
    a = artificial_score(kind, "individual", session)
    assert (a.form, a.percentage, a.law, a.imps) == ("individual", pct, law, None)


INDIVIDUAL = """\
board: 7
scoring: matchpoints
form: individual
vulnerable: both
session: {"2": 70, "3": 30, "4": 55}
results:
  - {n: "1", s: "2", e: "3", w: "4", artificial: {ns: average_plus, ew: average_minus}}
  - {n: "5", s: "6", e: "7", w: "8", contract: 3NT, declarer: N, tricks: 9}
  - {n: "9", s: "10", e: "11", w: "12", contract: 3NT, declarer: N, tricks: 10}
"""


def test_law88_89_individual_board_scores_each_player() -> None:
    result = score_board(parse_board(INDIVIDUAL))
    assert (result.form, result.top) == ("individual", 2)
    ns = [(r.pair, r.seat, r.value, r.percentage, r.law) for r in result.ns]
    assert ns == [("1", "N", 1.2, 60, "88"), ("2", "S", 1.4, 70, "88"),        # 88: each his own, at least 60%
                  ("5", "N", 0, 0, "78A"), ("6", "S", 0, 0, "78A"), ("9", "N", 2, 100, "78A"), ("10", "S", 2, 100, "78A")]
    ew = [(r.pair, r.seat, r.percentage, r.law) for r in result.ew[:2]]
    assert ew == [("3", "E", 40, "89"), ("4", "W", 40, "89")]  # 89: the offending side's two players the same
    assert result.to_dict()["ns"][1]["seat"] == "S" and result.to_dict()["form"] == "individual"


@pytest.mark.parametrize("text,words", [
    (INDIVIDUAL.replace("form: individual", "form: rubber"), r"^line 3: 'form': 比赛形式 'rubber' 不认识"),
    (INDIVIDUAL.replace("form: individual\n", ""), r"^line 6: 'n': n/s/e/w 是个人赛的赛员"),
    (INDIVIDUAL.replace('n: "5", ', ""), r"^line 8: 个人赛每桌需要四名赛员 n、s、e、w，缺少 n"),
    (INDIVIDUAL.replace('n: "5", s: "6"', 'ns: "5"'), r"^line 8: 'ns': 个人赛按赛员记分"),
    (INDIVIDUAL.replace("scoring: matchpoints", "scoring: imps"), r"^line 3: 'form': 个人赛按比赛分或总分计分"),
    (INDIVIDUAL.replace('w: "8"', 'w: "6"'), r"^line 8: 'w': 赛员 '6' 在同一桌出现两次"),
])
def test_individual_board_refuses_bad_input_in_one_line(text: str, words: str) -> None:
    with pytest.raises(InputError, match=words) as exc:
        parse_board(text)
    assert "\n" not in str(exc.value)


def test_rulings_board_prints_the_players_of_an_individual(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "ind.yaml"
    path.write_text(INDIVIDUAL, encoding="utf-8")
    assert main(["board", str(path)]) == 0
    out = capsys.readouterr().out
    assert "个人赛" in out and "2号（S）" in out and "第89条" in out


def test_artificial_rejects_unknown_kind() -> None:
    with pytest.raises(InputError):
        artificial_score("average_plus_plus")
    with pytest.raises(InputError):
        artificial_score("average", "rubber")


def test_law12c2_assigned_scored_separately() -> None:
    # NS vulnerable; EW offended. Non-offenders (NS) get 4H S making 10 (+620); offenders (EW) are
    # scored as if 4H made 11 (−650). They need not balance.
    a = assigned_score(Result.of("4H", "S", 10), Result.of("4H", "S", 11), offenders="EW", vulnerable="NS")
    assert a.ns == ((620, 1.0),) and a.ew == ((-650, 1.0),) and a.law == "12C2"
    b = assigned_score(Result.of("4H", "S", 10), 650, offenders="NS", vulnerable="NS")
    assert b.ns == ((650, 1.0),) and b.ew == ((-620, 1.0),)
    with pytest.raises(InputError):
        assigned_score(620, 650, offenders="N", vulnerable="NS")


WEIGHTED = [(Result.of("4H", "S", 10), 0.4), (Result.of("4H", "S", 9), 0.6)]


def test_law12c3_weighted_imps_against_other_table() -> None:
    # 0.4 × IMPs(620 − 170 = 450 → 10) + 0.6 × IMPs(−100 − 170 = −270 → −7) = 4 − 4.2 = −0.2;
    # NOT IMPs of the weighted points (0.4×620 + 0.6×−100 = 188; 188 − 170 = 18 → 0).
    w = weighted_score(WEIGHTED, "NS")
    assert w.parts == ((620, 0.4), (-100, 0.6))
    got = weighted_imps(w, 170)
    assert got.imps == pytest.approx(-0.2) and got.law == "12C3"
    assert got.imps != imp_scale(0.4 * 620 + 0.6 * -100 - 170)
    team = team_imps(w, 170, vulnerable="NS")
    assert (team.ns_imps, team.ew_imps, team.law) == (pytest.approx(-0.2), pytest.approx(0.2), "12C3")


def test_law12c3_weighted_matchpoints_against_a_field() -> None:
    # Field 620, 620, 170, −100, 650; top 2×5 = 10.
    # 620 vs the field: ties 2 (2), beats 170 and −100 (4), loses to 650 → 6.
    # −100 vs the field: ties −100 (1) → 1. Weighted: 0.4×6 + 0.6×1 = 3.0 = 30%.
    # (The weighted points, 188, would beat 170 and −100: 4 — wrong.)
    w = weighted_score(WEIGHTED, "NS")
    got = weighted_matchpoints(w, [620, 620, 170, -100, 650])
    assert (got.matchpoints, got.top, got.percentage, got.law) == (3.0, 10, 30.0, "12C3")


def test_law12c3_weighted_on_a_board() -> None:
    """The weighted entry among five results; top 2×5 = 10.

    weighted: 3.0 (above). Each 620: tie 1 + 170 (2) + −100 (2) + 650 (0) + weighted 0.4×1 + 0.6×2
    = 1.6 → 6.6. 170: −100 (2) + weighted 0.6×2 = 1.2 → 3.2. −100: weighted 0.6×1 → 0.6.
    650: 8 + 2 → 10. Sum 3 + 13.2 + 3.2 + 0.6 + 10 = 30 = 6×5.
    """
    text = """\
board: 5
vulnerable: NS
scoring: matchpoints
results:
  - {ns: "1", ew: "11", score: 620}
  - {ns: "2", ew: "12", score: 620}
  - {ns: "3", ew: "13", score: 170}
  - {ns: "4", ew: "14", score: -100}
  - {ns: "5", ew: "15", score: 650}
  - {ns: "6", ew: "16", weighted: [{contract: 4H, declarer: S, tricks: 10, weight: 0.4},
                                   {contract: 4H, declarer: S, tricks: 9, weight: 0.6}]}
"""
    result = score_board(parse_board(text))
    assert [s.value for s in result.ns] == [6.6, 6.6, 3.2, 0.6, 10, 3.0]
    assert [s.value for s in result.ew] == [pytest.approx(10 - v) for v in [6.6, 6.6, 3.2, 0.6, 10, 3.0]]
    assert result.ns[5].law == "12C3" and result.ns[5].percentage == 30
    imp_board = score_board(parse_board(text.replace("matchpoints", "imps")))
    assert imp_board.ns[5].law == "12C3"
    # cross-IMPs, averaged over 5: 620−620 0, 620−170=450 10, 620+100=720 12, 620−650 −1;
    # −100 vs: −720 −12 (×2), −270 −7, 0, −750 −13
    # 0.4×(0+0+10+12−1) + 0.6×(−12−12−7+0−13) = 8.4 − 26.4 = −18 → /5 = −3.6
    assert imp_board.ns[5].value == pytest.approx(-3.6)


@pytest.mark.parametrize("weights", [(0.4, 0.5), (0.5, 0.6), (0.3, 0.7 + 1e-8)])
def test_law12c3_weights_must_sum_to_one(weights: tuple[float, float]) -> None:
    with pytest.raises(InputError, match="1"):
        weighted_score([(620, weights[0]), (-100, weights[1])], "NS")


def test_law12c3_weights_within_tolerance() -> None:
    w = weighted_score([(620, 0.1), (-100, 0.2), (170, 0.7 + 1e-12)], "NS")
    assert len(w.parts) == 3
    with pytest.raises(InputError):
        weighted_score([(620, -0.5), (-100, 1.5)], "NS")


def test_law86_team_assigned_against_other_table() -> None:
    # This table: NS (team A) +620, EW (team B) −650 (assigned, offenders EW). Other table: NS −100
    # (team B sitting NS, team A EW: +100 to A). A: 620 + 100 = 720 → 12. B: −650 − 100 = −750 → −13.
    a = assigned_score(Result.of("4H", "S", 10), Result.of("4H", "S", 11), offenders="EW", vulnerable="NS")
    t = team_imps(a, -100, vulnerable="NS")
    assert (t.ns_imps, t.ew_imps, t.law) == (12, -13, "12C2")
    # Knockout (86B): each side computed separately, the average given to both: (12 + 13)/2 = 12.5.
    k = team_imps(a, -100, vulnerable="NS", knockout=True)
    assert (k.ns_imps, k.ew_imps, k.law) == (12.5, -12.5, "86B")


def test_law86_team_plain_and_artificial() -> None:
    t = team_imps(Result.of("4H", "S", 10), 170, vulnerable="NS")
    assert (t.ns_imps, t.ew_imps, t.law) == (10, -10, "78B")
    t = team_imps(ArtificialTable("average_plus", "average_plus"), 170, vulnerable="NS")
    assert (t.ns_imps, t.ew_imps, t.law) == (3, 3, "86A")
    k = team_imps(ArtificialTable("average_plus", "average_plus"), 170, vulnerable="NS", knockout=True)
    assert (k.ns_imps, k.ew_imps, k.law) == (0, 0, "86B")
    k = team_imps(ArtificialTable("average_plus", "average_minus"), 0, vulnerable="none", knockout=True)
    assert (k.ns_imps, k.ew_imps, k.law) == (3, -3, "86A")


# --- board files -------------------------------------------------------------------------------------

def test_board_total_points_and_assigned() -> None:
    text = """\
board: 3
vulnerable: EW
scoring: total
results:
  - {pair: "1", contract: 4S, declarer: E, tricks: 10}
  - {ns: "2", ew: "12", contract: pass}
  - {ns: "3", ew: "13", assigned: {offenders: NS, non_offending: {contract: 4S, declarer: E, tricks: 10},
                                   offending: {contract: 4S, declarer: E, tricks: 11}}}
"""
    result = score_board(parse_board(text))
    assert [s.value for s in result.ns] == [-620, 0, -650]
    assert [s.value for s in result.ew] == [620, 0, 620]
    assert result.ns[0].law == "78C" and result.ns[2].law == "12C2"
    with pytest.raises(InputError, match="总分"):
        score_board(parse_board(text + '  - {ns: "4", artificial: average}\n'))


@pytest.mark.parametrize("number,vulnerable", [(1, "none"), (5, "NS"), (7, "both"), (16, "EW"), (21, "NS"), (32, "EW")])
def test_board_vulnerability_from_law_2(number: int, vulnerable: str) -> None:
    board = parse_board(f"board: {number}\nresults:\n  - {{pair: '1', contract: 4H, declarer: S, tricks: 10}}\n")
    assert (board.vulnerable, board.vulnerable_source) == (vulnerable, "law 2")
    both_vul = {"none": 420, "NS": 620, "EW": 420, "both": 620}[vulnerable]
    assert score_board(board).ns[0].points == both_vul


def test_cli_score_vulnerability_from_board_number(capsys: pytest.CaptureFixture[str]) -> None:
    out = _json(capsys, ["score", "3NT", "-d", "S", "-t", "9", "--board", "7", "--json"])
    assert (out["vulnerable"], out["ns"]) == ("both", 600)


def test_board_two_tables_in_imps_is_a_team_match() -> None:
    text = """\
vulnerable: NS
scoring: imps
results:
  - {ns: "A", ew: "B", contract: 4H, declarer: S, tricks: 10}
  - {ns: "B", ew: "A", score: 170}
"""
    result = score_board(parse_board(text))
    assert [s.value for s in result.ns] == [10, -10]
    assert [s.value for s in result.ew] == [-10, 10]
    assert not result.notes


@pytest.mark.parametrize("text,where,words", [
    ("board: 1\nvulnerable: none\nresults:\n  - {pair: '1', score: 420\n", ":5:", "YAML"),
    ("board: 1\nvulnerable: none\nresults:\n  - {pair: '1', score: 420}\n  - {pair: '2', contract: 8S, declarer: S, tricks: 10}\n",
     ":5:", "1至7"),
    ("vulnerable: none\nresults:\n  - pair: '1'\n    contract: 4S\n    declarer: S\n    tricks: 14\n", ":6:", "0至13"),
    ("vulnerable: none\nresults:\n  - {pair: '1', contract: 4S, declarer: S, tricks: 10, colour: red}\n", ":3:", "colour"),
    ("vulnerable: none\nresults:\n  - {pair: '1', weighted: [{score: 1, weight: 0.5}, {score: 2, weight: 0.4}]}\n",
     ":3:", "权重之和"),
    ("vulnerable: none\nscoring: rubber\nresults:\n  - {pair: '1', score: 1}\n", ":2:", "记分法"),
    ("vulnerable: none\nresults: []\n", ":2:", "results"),
    ("results:\n  - {pair: '1', score: 1}\n", ":1:", "vulnerable"),
    ("vulnerable: none\nvulnerable: both\nresults: []\n", ":2:", "重复"),
    ("vulnerable: none\nresults:\n  - {pair: '1', score: 1, artificial: average}\n", ":3:", "只给出一种"),
])
def test_board_file_errors_name_the_line(text: str, where: str, words: str) -> None:
    with pytest.raises(InputError) as info:
        parse_board(text, "RESULTS.yaml")
    message = str(info.value)
    assert message.startswith("RESULTS.yaml" + where), message
    assert words in message


# --- the command line ----------------------------------------------------------------------------------

def _json(capsys: pytest.CaptureFixture[str], argv: list[str]) -> dict:
    assert main(argv) == 0
    return json.loads(capsys.readouterr().out)


def test_cli_score_json(capsys: pytest.CaptureFixture[str]) -> None:
    out = _json(capsys, ["score", "4SX", "--declarer", "S", "--tricks", "7", "--vulnerable", "both", "--json"])
    assert {k: out[k] for k in ("ns", "ew", "law")} == {"ns": -800, "ew": 800, "law": "77"}
    assert sum(item["points"] for item in out["breakdown"]) == -800


def test_cli_score_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["score", "4SX", "--declarer", "S", "--tricks", "7", "--vulnerable", "both"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0] == "4♠加倍 南家 7墩 双有：南北 -800，东西 +800（第77条）"


@pytest.mark.parametrize("argv,expected", [
    (["imps", "450", "--json"], {"imps": 10, "law": "78B"}),
    (["imps", "-450", "--json"], {"imps": -10, "law": "78B"}),
    (["imps", "620", "170", "--json"], {"imps": 10, "law": "78B"}),
    (["imps", "10", "--json"], {"imps": 0, "law": "78B"}),
])
def test_cli_imps_json(capsys: pytest.CaptureFixture[str], argv: list[str], expected: dict) -> None:
    out = _json(capsys, argv)
    assert {k: out[k] for k in expected} == expected


def test_cli_board(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "RESULTS.yaml"
    path.write_text(THIRTEEN_TABLES, encoding="utf-8")
    out = _json(capsys, ["board", str(path), "--json"])
    assert out["top"] == 20 and out["law"] == "78A"
    assert [row["value"] for row in out["ns"]] == [19, 19, 14, 14, 14, 8, 8, 8, 4, 2, 0, 13, 10]
    assert main(["board", str(path)]) == 0
    text = capsys.readouterr().out
    assert "比赛分" in text and "平均正分" in text and "第88条" in text


@pytest.mark.parametrize("argv,words", [
    (["score", "8S", "--declarer", "S", "--tricks", "10", "--vulnerable", "none"], "1至7"),
    (["score", "4S", "--declarer", "S", "--tricks", "14", "--vulnerable", "none"], "0至13"),
    (["score", "4Q", "--declarer", "S", "--tricks", "10", "--vulnerable", "none"], "定约名目"),
    (["score", "4S", "--declarer", "S", "--tricks", "ten", "--vulnerable", "none"], "赢墩数"),
    (["score", "4S", "--declarer", "S", "--tricks", "10"], "--vulnerable"),
    (["imps", "lots"], "不是数字"),
])
def test_cli_bad_input_exits_2(capsys: pytest.CaptureFixture[str], argv: list[str], words: str) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and words in lines[0] and "Traceback" not in captured.err


@pytest.mark.parametrize("body,where,words", [
    ("board: 1\nvulnerable: none\nresults:\n  - {pair: '1', score: 420\n", ":5:", "YAML"),
    ("vulnerable: none\nresults:\n  - {pair: '1', weighted: [{score: 1, weight: 0.5}, {score: 2, weight: 0.4}]}\n",
     ":3:", "权重之和"),
])
def test_cli_board_bad_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                    body: str, where: str, words: str) -> None:
    path = tmp_path / "RESULTS.yaml"
    path.write_text(body, encoding="utf-8")
    assert main(["board", str(path)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and f"RESULTS.yaml{where}" in err and words in err


def test_cli_board_missing_file_exits_2(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["board", str(tmp_path / "nope.yaml")]) == 2
    assert "nope.yaml" in capsys.readouterr().err
