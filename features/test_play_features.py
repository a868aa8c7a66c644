"""Step definitions for the play features: Laws 41-71, in Chinese. The shared steps (hands, auction,
events as YAML, `裁决引用…`) are in conftest.py; the steps here read the play's state and options."""

from __future__ import annotations

from conftest import Deal, seat, suit
from pytest_bdd import parsers, scenarios, then

scenarios(*(f"law-{n}.feature" for n in (41, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 57, 58, 60, 61, 62,
                                        63, 64, 67, 68, 69, 70, 71)))

OPTIONS = {"50D2": {"require_lead", "forbid_lead", "penalty_card"}, "54": {"spread", "accept", "decline"}}


def _cards(text: str) -> list[list[str]]:
    """`西C6 北C4` -> [["W", "C6"], ["N", "C4"]]."""
    return [[seat(tok[0]), tok[1:]] for tok in text.split()]


@then(parsers.parse("当前牌墩为 {cards}"))
def then_current_trick(deal: Deal, cards: str) -> None:
    assert deal.ruling["state"]["current_trick"] == _cards(cards), deal.ruling["state"]


@then("当前牌墩为空")
def then_current_trick_empty(deal: Deal) -> None:
    assert deal.ruling["state"]["current_trick"] == [], deal.ruling["state"]


@then(parsers.parse("{who}有{grade}罚张{card}"))
def then_penalty_card(deal: Deal, who: str, grade: str, card: str) -> None:
    want = {"seat": seat(who), "card": card.strip(), "grade": {"大": "major", "小": "minor"}[grade]}
    got = [{k: pc[k] for k in ("seat", "card", "grade")} for pc in deal.ruling["state"]["penalty_cards"]]
    assert want in got, got


@then("没有罚张")
def then_no_penalty_cards(deal: Deal) -> None:
    assert deal.ruling["state"]["penalty_cards"] == [], deal.ruling["state"]["penalty_cards"]


@then(parsers.parse("庄家可选择{ref}的三种处理"))
def then_declarer_options(deal: Deal, ref: str) -> None:
    """The options of the law, listed in the ruling item or in what follows a decline (Law 54D -> 50D2)."""
    found = set()
    for it in deal.items():
        for o in it["options"]:
            found.add(o["choice"])
            found.update(t["if"]["choice"] for t in o.get("then", []))
    pending = deal.ruling["state"]["pending"]
    if pending:
        found.update(pending["choices"])
    assert OPTIONS[ref] <= found, (found, deal.items())


@then(parsers.parse("{who}必须引出{suit_name}"))
def then_must_lead(deal: Deal, who: str, suit_name: str) -> None:
    lp = deal.ruling["state"]["lead_penalties"]
    assert any(x["seat"] == seat(who) and x["suit"] == suit(suit_name) and x["kind"] == "require" for x in lp), lp


@then(parsers.parse("{who}在保持引牌权期间不得引出{suit_name}"))
def then_forbidden(deal: Deal, who: str, suit_name: str) -> None:
    lp = deal.ruling["state"]["lead_penalties"]
    assert any(x["seat"] == seat(who) and x["suit"] == suit(suit_name) and x["kind"] == "forbid"
               and x["scope"] == "while_retains_lead" for x in lp), lp


@then(parsers.parse("庄家为{who}"))
def then_declarer(deal: Deal, who: str) -> None:
    assert deal.ruling["state"]["declarer"] == seat(who), deal.ruling["state"]


@then("发现藏牌")
def then_revoke(deal: Deal) -> None:
    assert any(i["irregularity"] == "revoke" for i in deal.items()), deal.items()


@then("没有转移赢墩")
def then_no_transfer(deal: Deal) -> None:
    assert not [r for r in deal.rectifications() if r["kind"] == "trick_transfer"], deal.rectifications()
    res = deal.ruling["state"].get("result")
    assert res is None or res["transferred"] == 0, res


@then(parsers.parse("转给{side}{n:d}墩"))
def then_transfer(deal: Deal, side: str, n: int) -> None:
    sides = {"南北": "NS", "东西": "EW"}
    assert any(r["kind"] == "trick_transfer" and r["to"] == sides[side] and r["tricks"] == n
               for r in deal.rectifications()), deal.rectifications()


@then(parsers.parse("庄家最终赢得{n:d}墩"))
def then_declarer_tricks(deal: Deal, n: int) -> None:
    res = deal.ruling["state"]["result"]
    assert res is not None and res["declarer_tricks"] == n, res


@then(parsers.parse("南北赢得{n:d}墩"))
def then_ns_tricks(deal: Deal, n: int) -> None:
    assert deal.ruling["state"]["tricks"]["NS"] == n, deal.ruling["state"]


@then("打牌结束")
def then_over(deal: Deal) -> None:
    assert deal.ruling["state"]["phase"] == "over", deal.ruling["state"]


@then("打牌阶段")
def then_in_play(deal: Deal) -> None:
    assert deal.ruling["state"]["phase"] == "play", deal.ruling["state"]


@then(parsers.parse("处理包括{kind}"))
def then_rectification_kind(deal: Deal, kind: str) -> None:
    assert any(r["kind"] == kind.strip() for r in deal.rectifications()), deal.rectifications()
