"""Step definitions for the scoring features: Laws 77, 78, 12 (12C), 86 and 88, in Chinese."""

from __future__ import annotations

import re
from typing import Any

import pytest
from pytest_bdd import given, parsers, scenarios, then, when

from rulings import scoring
from rulings.errors import InputError
from rulings.scoring import (
    ArtificialTable,
    Result,
    artificial_score,
    assigned_score,
    imps,
    law_zh,
    matchpoints,
    parse_board,
    parse_contract,
    score,
    score_board,
    team_imps,
    total_points,
    weighted_matchpoints,
    weighted_score,
)

scenarios("law-77.feature", "law-78.feature", "law-12.feature", "law-86.feature", "law-88.feature")

KIND_WORDS = {"平均正分": "average_plus", "平均分": "average", "平均负分": "average_minus"}
SIDE_WORDS = {"南北": "NS", "东西": "EW", "NS": "NS", "EW": "EW"}


def numbers(text: str) -> list[float]:
    """`450、420，-50` → [450, 420, -50]."""
    return [float(t) for t in re.split(r"[,，、\s]+", text.strip()) if t]


@pytest.fixture
def ctx() -> dict[str, Any]:
    return {"session": None, "vulnerable": "none"}


def _capture(ctx: dict[str, Any], fn: Any) -> Any:
    try:
        return fn()
    except InputError as exc:
        ctx["error"] = exc
        return None


# --- 假如 ----------------------------------------------------------------------------------------------

@given(parsers.parse("定约为{contract}，庄家{seat}，局况{vul}"))
def given_contract(ctx: dict[str, Any], contract: str, seat: str, vul: str) -> None:
    ctx.update(contract=contract, declarer=seat, vulnerable=vul)


@given(parsers.parse("局况为{vul}"))
def given_vulnerability(ctx: dict[str, Any], vul: str) -> None:
    ctx["vulnerable"] = scoring.parse_vulnerability(vul)


@given(parsers.parse("南北各桌成绩为{scores}"))
def given_scores(ctx: dict[str, Any], scores: str) -> None:
    ctx["scores"] = numbers(scores)


@given(parsers.parse("其他各桌南北成绩为{scores}"))
def given_field(ctx: dict[str, Any], scores: str) -> None:
    ctx["field"] = numbers(scores)


@given(parsers.parse("一对选手各副牌的总分为{scores}"))
def given_totals(ctx: dict[str, Any], scores: str) -> None:
    ctx["scores"] = [int(s) for s in numbers(scores)]


@given(parsers.parse("另一桌南北得分为{points:d}"))
def given_other_table(ctx: dict[str, Any], points: int) -> None:
    ctx["other"] = points


@given(parsers.parse("违规方为{side}"))
def given_offenders(ctx: dict[str, Any], side: str) -> None:
    ctx["offenders"] = SIDE_WORDS[side]


@given(parsers.parse("非违规方的裁定结果为{contract}，庄家{seat}，{tricks:d}墩"))
def given_non_offending(ctx: dict[str, Any], contract: str, seat: str, tricks: int) -> None:
    ctx["non_offending"] = Result.of(contract, seat, tricks)


@given(parsers.parse("违规方的裁定结果为{contract}，庄家{seat}，{tricks:d}墩"))
def given_offending(ctx: dict[str, Any], contract: str, seat: str, tricks: int) -> None:
    ctx["offending"] = Result.of(contract, seat, tricks)


@given(parsers.parse("该对本节比赛的百分比为{pct:g}%"))
def given_session(ctx: dict[str, Any], pct: float) -> None:
    ctx["session"] = pct


@given("一副牌的成绩文件：")
def given_board_file(ctx: dict[str, Any], docstring: str) -> None:
    ctx["board_text"] = docstring


# --- 当 ------------------------------------------------------------------------------------------------

@when(parsers.parse("庄家一方赢得{tricks:d}墩"))
def when_tricks(ctx: dict[str, Any], tricks: int) -> None:
    ctx["score"] = _capture(ctx, lambda: score(ctx["contract"], ctx["declarer"], tricks, ctx["vulnerable"]))
    if ctx["score"] is not None:
        ctx["law"] = ctx["score"].law


@when(parsers.parse("输入定约{text}"))
def when_contract_text(ctx: dict[str, Any], text: str) -> None:
    _capture(ctx, lambda: parse_contract(text))


@when("按比赛分计分")
def when_matchpoints(ctx: dict[str, Any]) -> None:
    ctx["mps"] = matchpoints(ctx["scores"])
    ctx["law"] = ctx["mps"][0].law


@when("按总分计分")
def when_total(ctx: dict[str, Any]) -> None:
    ctx["total"] = total_points(ctx["scores"])
    ctx["law"] = ctx["total"].law


@when(parsers.parse("两桌得分之差为{diff:d}"))
def when_difference(ctx: dict[str, Any], diff: int) -> None:
    ctx["imps"] = imps(diff)
    ctx["law"] = ctx["imps"].law


@when(parsers.parse("裁判判给双人赛的一对{kind}"))
def when_artificial_pairs(ctx: dict[str, Any], kind: str) -> None:
    ctx["artificial"] = artificial_score(KIND_WORDS.get(kind, kind), "pairs", ctx["session"])
    ctx["law"] = ctx["artificial"].law


@when(parsers.parse("裁判判给队式赛的一方{kind}"))
def when_artificial_teams(ctx: dict[str, Any], kind: str) -> None:
    ctx["artificial"] = artificial_score(KIND_WORDS.get(kind, kind), "teams")
    ctx["law"] = ctx["artificial"].law


@when(parsers.parse("裁判判给本桌南北{ns_kind}，东西{ew_kind}"))
def when_artificial_table(ctx: dict[str, Any], ns_kind: str, ew_kind: str) -> None:
    ctx["table"] = ArtificialTable(KIND_WORDS[ns_kind], KIND_WORDS[ew_kind])


@when("裁判判给裁定调整分")
def when_assigned(ctx: dict[str, Any]) -> None:
    ctx["table"] = assigned_score(ctx["non_offending"], ctx["offending"], offenders=ctx["offenders"],
                                  vulnerable=ctx["vulnerable"])
    ctx["law"] = ctx["table"].law


@when("裁判判给加权调整分：")
def when_weighted(ctx: dict[str, Any], datatable: list[list[str]]) -> None:
    header, *rows = datatable
    assert header == ["定约", "庄家", "墩数", "权重"]
    parts = [(Result.of(c, s, int(t)), float(w)) for c, s, t, w in rows]
    ctx["table"] = _capture(ctx, lambda: weighted_score(parts, ctx["vulnerable"]))
    if ctx["table"] is not None:
        ctx["law"] = ctx["table"].law


@when("与其他各桌比较比赛分")
def when_weighted_matchpoints(ctx: dict[str, Any]) -> None:
    ctx["mp"] = weighted_matchpoints(ctx["table"], ctx["field"])
    ctx["law"] = ctx["mp"].law


@when("按队式赛换算为IMP")
def when_team(ctx: dict[str, Any]) -> None:
    ctx["team"] = team_imps(ctx["table"], ctx.get("other", 0), vulnerable=ctx["vulnerable"])
    ctx["law"] = ctx["team"].law


@when("按淘汰赛换算为IMP")
def when_knockout(ctx: dict[str, Any]) -> None:
    ctx["team"] = team_imps(ctx["table"], ctx.get("other", 0), vulnerable=ctx["vulnerable"], knockout=True)
    ctx["law"] = ctx["team"].law


@when("计算这副牌")
def when_board(ctx: dict[str, Any]) -> None:
    ctx["board"] = score_board(parse_board(ctx["board_text"], "RESULTS.yaml"))
    ctx["law"] = ctx["board"].law


# --- 那么 ----------------------------------------------------------------------------------------------

@then(parsers.parse("南北得分为{points:d}"))
def then_ns(ctx: dict[str, Any], points: int) -> None:
    assert ctx["score"].ns == points, ctx["score"].breakdown


@then(parsers.parse("东西得分为{points:d}"))
def then_ew(ctx: dict[str, Any], points: int) -> None:
    assert ctx["score"].ew == points


@then(parsers.parse('明细中"{label}"为{points:d}分'))
def then_item(ctx: dict[str, Any], label: str, points: int) -> None:
    items = {item.zh: item.points for item in ctx["score"].breakdown}
    assert items.get(label) == points, items


@then(parsers.parse("依据为{citation}"))
def then_law(ctx: dict[str, Any], citation: str) -> None:
    assert law_zh(ctx["law"]) == citation


@then(parsers.parse('提示输入错误，信息含"{words}"'))
def then_error(ctx: dict[str, Any], words: str) -> None:
    assert "error" in ctx, "no InputError"
    assert words in str(ctx["error"])


@then(parsers.parse("各桌比赛分依次为{values}"))
def then_matchpoints(ctx: dict[str, Any], values: str) -> None:
    assert [m.matchpoints for m in ctx["mps"]] == numbers(values)


@then(parsers.parse("满分为{top:g}"))
def then_top(ctx: dict[str, Any], top: float) -> None:
    assert {m.top for m in ctx["mps"]} == {top}


@then(parsers.parse("各桌百分比依次为{values}"))
def then_percentages(ctx: dict[str, Any], values: str) -> None:
    assert [m.percentage for m in ctx["mps"]] == numbers(values)


@then(parsers.parse("总分为{total:d}"))
def then_total(ctx: dict[str, Any], total: int) -> None:
    assert ctx["total"].total == total


@then(parsers.parse("换算为{value:d}个IMP"))
def then_imps(ctx: dict[str, Any], value: int) -> None:
    assert ctx["imps"].imps == value


@then(parsers.parse("该对得到该副牌满分的{pct:g}%"))
def then_pair_percentage(ctx: dict[str, Any], pct: float) -> None:
    assert ctx["artificial"].percentage == pct


@then(parsers.parse("该方得到{value:d}个IMP"))
def then_team_artificial(ctx: dict[str, Any], value: int) -> None:
    assert ctx["artificial"].imps == value


@then(parsers.parse("本桌南北一方得到{value:g}个IMP"))
def then_team_ns(ctx: dict[str, Any], value: float) -> None:
    assert ctx["team"].ns_imps == pytest.approx(value)


@then(parsers.parse("本桌东西一方得到{value:g}个IMP"))
def then_team_ew(ctx: dict[str, Any], value: float) -> None:
    assert ctx["team"].ew_imps == pytest.approx(value)


@then(parsers.parse("本桌南北得分为{points:d}"))
def then_assigned_ns(ctx: dict[str, Any], points: int) -> None:
    assert ctx["table"].ns == ((points, 1.0),)


@then(parsers.parse("本桌东西得分为{points:d}"))
def then_assigned_ew(ctx: dict[str, Any], points: int) -> None:
    assert ctx["table"].ew == ((points, 1.0),)


@then(parsers.parse("加权比赛分为{units:g}，满分为{top:g}，百分比为{pct:g}%"))
def then_weighted_matchpoints(ctx: dict[str, Any], units: float, top: float, pct: float) -> None:
    mp = ctx["mp"]
    assert (mp.matchpoints, mp.top, mp.percentage) == (pytest.approx(units), top, pytest.approx(pct))


def _row(ctx: dict[str, Any], side: str, pair: str) -> Any:
    rows = ctx["board"].ns if SIDE_WORDS[side] == "NS" else ctx["board"].ew
    found = [r for r in rows if r.pair == pair]
    assert len(found) == 1, f"no {side} pair {pair}"
    return found[0]


SIDE_PAIR = r"(?P<side>南北|东西)(?P<pair>[^号]+)号"
NUMBER = r"-?\d+(?:\.\d+)?"


@then(parsers.re(SIDE_PAIR + rf"得(?P<value>{NUMBER})比赛分，即(?P<pct>{NUMBER})%"),
      converters={"value": float, "pct": float})
def then_board_matchpoints(ctx: dict[str, Any], side: str, pair: str, value: float, pct: float) -> None:
    row = _row(ctx, side, pair)
    assert (row.value, row.percentage) == (pytest.approx(value), pytest.approx(pct, abs=0.005))


@then(parsers.re(SIDE_PAIR + rf"得(?P<value>{NUMBER})个IMP"), converters={"value": float})
def then_board_imps(ctx: dict[str, Any], side: str, pair: str, value: float) -> None:
    assert _row(ctx, side, pair).value == pytest.approx(value)


@then(parsers.re(SIDE_PAIR + r"的依据为(?P<citation>.+)"))
def then_board_law(ctx: dict[str, Any], side: str, pair: str, citation: str) -> None:
    assert law_zh(_row(ctx, side, pair).law) == citation


@then("结果附有第78条D款的说明")
def then_special_note(ctx: dict[str, Any]) -> None:
    assert any(scoring.SPECIAL_METHODS_NOTE in n for n in ctx["board"].notes)
