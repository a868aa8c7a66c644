"""Shared Chinese steps for the features: a deal is built event by event, ruled by the engine, and
the ruling checked item by item. Step modules (`features/test_*.py`) bind the feature files with
`scenarios(...)` and may add steps of their own.

The engine under test is chosen by `RULINGS_ENGINE` (durable by default); every ruling is also
checked against the plain-Python reference evaluator.
"""

from __future__ import annotations

import os
from typing import Any

import pytest
import yaml
from pytest_bdd import given, parsers, then, when

from rulings.calls import Call
from rulings.lawbook import normalise_ref
from rulings.log import parse_log
from rulings.ruling import default_engine, rule
from rulings.seats import parse_seat

CHOICES = {"接受": "accept", "不接受": "decline", "accept": "accept", "decline": "decline"}
SUITS_ZH = {"黑桃": "S", "红心": "H", "方块": "D", "梅花": "C", "♠": "S", "♥": "H", "♦": "D", "♣": "C",
            "S": "S", "H": "H", "D": "D", "C": "C"}


class Deal:
    """The log being built by a scenario, and its ruling once asked for."""

    def __init__(self) -> None:
        self.data: dict[str, Any] = {"dealer": "N", "vulnerable": "none", "events": []}
        self._ruling: dict[str, Any] | None = None

    def add(self, event: dict[str, Any]) -> None:
        self.data["events"].append(event)
        self._ruling = None

    @property
    def ruling(self) -> dict[str, Any]:
        if self._ruling is None:
            log = parse_log(self.data)
            self._ruling = rule(log, default_engine(os.environ.get("RULINGS_ENGINE", "durable")))
            reference = rule(log, default_engine("python"))
            assert _comparable(self._ruling) == _comparable(reference), "durable and the reference disagree"
        return self._ruling

    def items(self) -> list[dict[str, Any]]:
        return self.ruling["rulings"]

    def refs(self) -> list[str]:
        return [c["ref"] for i in self.items() for c in i["citations"]]

    def rectifications(self) -> list[dict[str, Any]]:
        return [r for i in self.items() for r in i["rectification"]]


def _comparable(r: dict[str, Any]) -> Any:
    out = {k: v for k, v in r.items() if k != "engine"}
    out["rulings"] = [{k: v for k, v in i.items() if k != "trace"} | {"rules": sorted(t["rule"] for t in i["trace"])}
                      for i in r["rulings"]]
    return out


@pytest.fixture
def deal() -> Deal:
    return Deal()


def seat(text: str) -> str:
    return str(parse_seat(text.strip().rstrip("家")))


def suit(text: str) -> str:
    return SUITS_ZH[text.strip()]


# ------------------------------------------------------------------ given
@given(parsers.parse("发牌人为{dealer}，局况{vul}"))
def given_board(deal: Deal, dealer: str, vul: str) -> None:
    deal.data["dealer"] = seat(dealer)
    deal.data["vulnerable"] = vul.strip()


@given(parsers.parse("牌号为{board:d}"))
def given_board_number(deal: Deal, board: int) -> None:
    deal.data.pop("dealer", None)
    deal.data.pop("vulnerable", None)
    deal.data["board"] = board


@given(parsers.parse("各家的牌为北 {n}，东 {e}，南 {s}，西 {w}"))
def given_hands(deal: Deal, n: str, e: str, s: str, w: str) -> None:
    deal.data["hands"] = {"N": n, "E": e, "S": s, "W": w}


@given("事件为：")
@when("事件为：")
def events_docstring(deal: Deal, docstring: str) -> None:
    for event in yaml.safe_load(docstring) or []:
        deal.add(event)


@given(parsers.parse("叫牌过程为 {calls}"))
@when(parsers.parse("叫牌过程为 {calls}"))
def given_calls(deal: Deal, calls: str) -> None:
    """`西:1D 北:P …` in table order."""
    for token in calls.split():
        who, _, what = token.partition(":")
        deal.add({"seat": seat(who), "call": what})


# ------------------------------------------------------------------ when
@given(parsers.parse("{who}叫{call}"))
@when(parsers.parse("{who}叫{call}"))
def when_call(deal: Deal, who: str, call: str) -> None:
    Call.parse(call)
    deal.add({"seat": seat(who), "call": call.strip()})


@when(parsers.parse("{who}约定性地叫{call}"))
def when_conventional_call(deal: Deal, who: str, call: str) -> None:
    deal.add({"seat": seat(who), "call": call.strip(), "conventional": True})


@when(parsers.parse("{who}把叫牌改为{call}"))
def when_change(deal: Deal, who: str, call: str) -> None:
    deal.add({"seat": seat(who), "call": call.strip(), "replaces": True})


@when(parsers.parse("{who}无意中把叫牌改为{call}"))
def when_inadvertent_change(deal: Deal, who: str, call: str) -> None:
    deal.add({"seat": seat(who), "call": call.strip(), "replaces": True, "inadvertent": True})


@given(parsers.parse("{who}选择{choice}"))
@when(parsers.parse("{who}选择{choice}"))
def when_choose(deal: Deal, who: str, choice: str) -> None:
    deal.add({"seat": seat(who), "choose": CHOICES[choice.strip()]})


@when(parsers.parse("{who}暴露了{cards}"))
def when_expose(deal: Deal, who: str, cards: str) -> None:
    deal.add({"seat": seat(who), "expose": cards.replace("，", ",").replace("、", ",").split(",")})


@when(parsers.parse("{who}过早首引{card}"))
def when_premature_lead(deal: Deal, who: str, card: str) -> None:
    deal.add({"seat": seat(who), "expose": [card.strip()], "premature_lead": True})


@when("裁判被召请到桌")
def when_director(deal: Deal) -> None:
    deal.add({"director": True})


# ------------------------------------------------------------------ then
@then(parsers.parse("裁决引用{ref}"))
def then_cites(deal: Deal, ref: str) -> None:
    want = normalise_ref(ref)
    assert want in deal.refs(), f"{want} not cited; cited: {deal.refs()}"


@then(parsers.parse("裁决不引用{ref}"))
def then_not_cites(deal: Deal, ref: str) -> None:
    want = normalise_ref(ref)
    assert want not in deal.refs(), f"{want} cited: {deal.refs()}"


@then(parsers.parse("违规为{name}，违规者为{who}"))
def then_irregularity(deal: Deal, name: str, who: str) -> None:
    assert any(i["irregularity"] == name.strip() and i["offender"] == seat(who) for i in deal.items()), deal.items()


@then("未发现违规")
def then_no_irregularity(deal: Deal) -> None:
    assert deal.items() == [], deal.items()


@then(parsers.parse("{who}此后轮到他叫牌时必须永远不叫"))
def then_forced_rest(deal: Deal, who: str) -> None:
    s = seat(who)
    assert any(r["kind"] == "forced_pass" and r["seat"] == s and r["scope"] == "rest_of_auction"
               for r in deal.rectifications()), deal.rectifications()


@then(parsers.parse("{who}下一次轮到他叫牌时必须不叫"))
def then_forced_next(deal: Deal, who: str) -> None:
    s = seat(who)
    assert any(r["kind"] == "forced_pass" and r["seat"] == s and r["scope"] == "next_turn"
               for r in deal.rectifications()), deal.rectifications()


@then("没有强制不叫")
def then_no_forced(deal: Deal) -> None:
    assert not deal.ruling["state"]["forced_passes"], deal.ruling["state"]["forced_passes"]
    assert not [r for r in deal.rectifications() if r["kind"] == "forced_pass"]


@then(parsers.parse("庄家可要求或禁止{who}引出{suit_name}"))
def then_lead_penalty_suit(deal: Deal, who: str, suit_name: str) -> None:
    s, su = seat(who), suit(suit_name)
    assert any(r["kind"] == "lead_penalty" and r["seat"] == s and su in r.get("suits", [])
               and set(r["declarer_may"]) == {"require", "forbid"} for r in deal.rectifications()), deal.rectifications()


@then(parsers.parse("庄家可禁止{who}引出任一指定花色"))
def then_lead_penalty_any(deal: Deal, who: str) -> None:
    s = seat(who)
    assert any(r["kind"] == "lead_penalty" and r["seat"] == s and not r.get("suits")
               and r["declarer_may"] == ["forbid"] for r in deal.rectifications()), deal.rectifications()


@then("引牌判罚成立")
def then_lead_penalty_firm(deal: Deal) -> None:
    assert any(lp["status"] == "firm" for lp in deal.ruling["state"]["lead_penalties"]), deal.ruling["state"]


@then("没有引牌判罚")
def then_no_lead_penalty(deal: Deal) -> None:
    assert not deal.ruling["state"]["lead_penalties"], deal.ruling["state"]["lead_penalties"]


@then(parsers.parse("{card}为大罚张"))
def then_major_penalty_card(deal: Deal, card: str) -> None:
    assert any(r["kind"] == "penalty_card" and r["card"] == card.strip() and r["grade"] == "major"
               for r in deal.rectifications()), deal.rectifications()


@then("不判罚")
def then_no_penalty(deal: Deal) -> None:
    assert any(r["kind"] == "no_penalty" for r in deal.rectifications()), deal.rectifications()


@then(parsers.parse("需要裁判依{ref}作出判断"))
def then_judgment(deal: Deal, ref: str) -> None:
    want = normalise_ref(ref)
    js = [r for r in deal.rectifications() if r["kind"] == "director_judgment"]
    assert any(j["law"] == want and j["question"]["zh"] for j in js), js


@then(parsers.parse("{who}的叫牌{call}被取消"))
def then_cancelled(deal: Deal, who: str, call: str) -> None:
    s, c = seat(who), str(Call.parse(call))
    assert any(a["seat"] == s and a["call"] == c and a.get("cancelled") for a in deal.ruling["state"]["auction"]), \
        deal.ruling["state"]["auction"]


@then(parsers.parse("下一位叫牌者为{who}"))
@then(parsers.parse("下一位行动者为{who}"))
def then_next(deal: Deal, who: str) -> None:
    assert deal.ruling["state"]["next_to_act"] == seat(who), deal.ruling["state"]


@then(parsers.parse("{who}可以选择接受或不接受"))
def then_option(deal: Deal, who: str) -> None:
    s = seat(who)
    assert any(o["by"] == s for i in deal.items() for o in i["options"]), deal.items()


@then(parsers.parse("竞叫结束，定约为{contract}，庄家为{who}"))
def then_contract(deal: Deal, contract: str, who: str) -> None:
    c = deal.ruling["state"]["contract"]
    assert c is not None and c["text"] == contract.strip() and c["declarer"] == seat(who), deal.ruling["state"]


@then("竞叫尚未结束")
def then_auction_on(deal: Deal) -> None:
    assert deal.ruling["state"]["phase"] == "auction", deal.ruling["state"]


@then("违规方得分不得高于平均负分")
def then_score_limit(deal: Deal) -> None:
    assert any(r["kind"] == "score_limit" and r["max"] == "average_minus" for r in deal.rectifications())
