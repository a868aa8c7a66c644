"""Law 61B: questions about a possible revoke, logged `{seat: <asker>, asks: <asked>}`, and what the 1999
text makes of them (lawbook/ch06-play/law-61.yaml, law-63.yaml 63B.2, law-43.yaml 43B2b).

第61条B款: "庄家可以询问未能跟牌的防家是否有引牌花色牌张……明手可询问庄家（但参阅第43条B款2（b））。防家可以
询问庄家，除地区桥牌组织另有规定外，不得询问其同伴。" 第63条B款: "当违反了第61条B款时，藏牌者必须为合法牌张，
并按藏牌成立应用第64条处罚。"

The deal: 4S by South; at trick 3 South (holding H4) discards C5 on dummy's HQ (`SOUTH_REVOKES`); at
trick 4 East (holding HT HJ) ruffs dummy's HK with S9 (`EAST_REVOKES`).
"""

from __future__ import annotations

from typing import Any

import pytest

from rulings.errors import LogError
from rulings.log import parse_log
from rulings.render import event_text
from rulings.ruling import rule

HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.QJ", "S": "AKQJT.432.AK.AK5", "W": "-.765.98765.T9876"}
AUCTION = [{"seat": s, "call": c} for s, c in zip("NESWNE", ["P", "P", "4S", "P", "P", "P"], strict=True)]
TRICKS_1_2 = [{"seat": "W", "lead": "C6"}, {"seat": "N", "play": "C2"}, {"seat": "E", "play": "CQ"},
              {"seat": "S", "play": "CA"}, {"seat": "S", "lead": "H2"}, {"seat": "W", "play": "H5"},
              {"seat": "N", "play": "HA"}, {"seat": "E", "play": "H8"}]
SOUTH_REVOKES = [*TRICKS_1_2, {"seat": "N", "lead": "HQ"}, {"seat": "E", "play": "H9"}, {"seat": "S", "play": "C5"}]
EAST_REVOKES = [*TRICKS_1_2, {"seat": "N", "lead": "HQ"}, {"seat": "E", "play": "H9"}, {"seat": "S", "play": "H3"},
                {"seat": "W", "play": "H6"}, {"seat": "N", "lead": "HK"}, {"seat": "E", "play": "S9"},
                {"seat": "S", "play": "H4"}, {"seat": "W", "play": "H7"}]


def ruled(play: list[dict[str, Any]]) -> dict[str, Any]:
    return rule(parse_log({"dealer": "N", "hands": HANDS, "events": [*AUCTION, *play]}))


def item(r: dict[str, Any], irregularity: str) -> dict[str, Any]:
    return next(i for i in r["rulings"] if i["irregularity"] == irregularity)


def refs(i: dict[str, Any]) -> set[str]:
    return {c["ref"] for c in i["citations"]}


def kinds(i: dict[str, Any]) -> list[str]:
    return [x["kind"] for x in i["rectification"]]


def test_a_defender_asking_his_partner_breaches_61b_and_establishes_the_partners_revoke() -> None:
    """"不得询问其同伴": West's question is a 61B item of its own; East's open revoke is then established
    and must still be corrected (63B), and East's correction is accepted as that correction."""
    r = ruled([*EAST_REVOKES, {"seat": "W", "asks": "E"}, {"seat": "E", "play": "HT", "replaces": True}])
    asked = item(r, "inquiry_of_partner")
    assert (asked["offender"], refs(asked)) == ("W", {"61B"})
    revoke = item(r, "revoke")
    assert "63B" in refs(revoke)
    assert {"establish_revoke", "revoke_established", "correct_revoke"} <= set(kinds(revoke))


def test_a_defender_asking_his_partner_who_has_not_revoked_is_still_a_breach_and_nothing_more() -> None:
    r = ruled([*TRICKS_1_2, {"seat": "W", "asks": "E"}])
    [asked] = r["rulings"]
    assert (asked["irregularity"], asked["offender"], refs(asked), kinds(asked)) == (
        "inquiry_of_partner", "W", {"61B"}, [])


@pytest.mark.parametrize(("asker", "asked"), [("S", "E"), ("W", "S"), ("N", "S")],
                         ids=["declarer asks a defender", "a defender asks declarer", "dummy asks declarer"])
def test_the_questions_61b_gives_are_no_irregularity(asker: str, asked: str) -> None:
    r = ruled([*TRICKS_1_2, {"seat": asker, "asks": asked}])
    assert r["rulings"] == []


def test_declarers_question_leaves_the_defenders_revoke_to_law_62() -> None:
    """Declarer may ask the defender who failed to follow: the revoke is corrected before it is established
    (62A, 62B1: the card withdrawn is a penalty card), not established by the question (no 63B)."""
    r = ruled([*EAST_REVOKES, {"seat": "S", "asks": "E"}, {"seat": "E", "play": "HT", "replaces": True}])
    revoke = item(r, "revoke")
    assert "63B" not in refs(revoke) and "revoke_established" not in kinds(revoke)
    assert {"62A", "62B1"} <= refs(revoke)


def test_dummy_asking_declarer_first_puts_the_43b2b_question_on_the_revoke() -> None:
    """"明手可询问庄家（但参阅第43条B款2（b））": whether dummy had lost his rights (violated 43A2) is the
    director's finding; the question is put on declarer's open revoke, and "yes" establishes it (43B2b)."""
    asked = ruled([*SOUTH_REVOKES, {"seat": "N", "asks": "S"}])
    [revoke] = asked["rulings"]
    assert any(x["kind"] == "director_judgment" and x["law"] == "43B2b" for x in revoke["rectification"])
    assert "61B" in refs(revoke) and "revoke_established" not in kinds(revoke)
    found = ruled([*SOUTH_REVOKES, {"seat": "N", "asks": "S"}, {"seat": "N", "finding": "yes", "law": "43B2b"}])
    [revoke] = found["rulings"]
    assert "43B2b" in refs(revoke) and {"revoke_established", "correct_revoke"} <= set(kinds(revoke))


def test_dummy_asking_after_a_defender_asked_is_not_first_and_puts_no_43b2b_question() -> None:
    r = ruled([*SOUTH_REVOKES, {"seat": "W", "asks": "S"}, {"seat": "N", "asks": "S"}])
    [revoke] = r["rulings"]
    assert not any(x.get("law") == "43B2b" for x in revoke["rectification"])


@pytest.mark.parametrize(("asker", "asked"), [("E", "N"), ("S", "N")],
                         ids=["a defender asks dummy", "declarer asks dummy"])
def test_a_question_61b_does_not_give_is_an_irregularity_that_establishes_no_revoke(asker: str, asked: str) -> None:
    r = ruled([*EAST_REVOKES, {"seat": asker, "asks": asked}])
    question = item(r, "inquiry_not_given")
    assert (question["offender"], refs(question)) == (asker, {"61B"})
    assert "revoke_established" not in kinds(item(r, "revoke"))


def test_dummy_asking_a_defender_is_dummys_irregularity_under_42b1_and_43a1b_with_43b1s_law_90_question() -> None:
    """42B1 "（但不得询问防家）", 43A1b "在打牌过程中，明手不得指出违规", 43B1 "都应受到规则第90条的判罚": dummy's
    item, with the director's Law 90 question (answered by a 43B1 finding); East's revoke is a ruling of its own,
    not established by the question, and corrected as usual (62B1: the card withdrawn is a penalty card)."""
    r = ruled([*EAST_REVOKES, {"seat": "N", "asks": "E"}])
    asked = item(r, "dummy_asked_defender")
    assert (asked["offender"], refs(asked)) == ("N", {"42B1", "43A1b"})
    [judgment] = asked["rectification"]
    assert (judgment["kind"], judgment["law"]) == ("director_judgment", "43B1") and "90" in judgment["question"]["zh"]
    assert not any(i["irregularity"] == "inquiry_not_given" for i in r["rulings"])
    assert "revoke_established" not in kinds(item(r, "revoke"))
    found = ruled([*EAST_REVOKES, {"seat": "N", "asks": "E"}, {"finding": "yes", "law": "43B1"},
                   {"seat": "E", "play": "HT", "replaces": True}])
    assert item(found, "dummy_asked_defender")["rectification"][0]["answered"]["finding"] == "yes"
    revoke = item(found, "revoke")
    assert {"62A", "62B1"} <= refs(revoke) and "43B2c" not in refs(revoke)
    assert [pc["card"] for pc in found["state"]["penalty_cards"]] == ["S9"]


@pytest.mark.parametrize("events", [
    [{"seat": "N", "call": "1H"}, {"seat": "E", "asks": "N"}],
    [*AUCTION, {"seat": "W", "asks": "E"}],
], ids=["during the auction", "before the opening lead"])
def test_a_question_before_any_card_is_led_is_refused_with_its_event_and_field(events: list[dict[str, Any]]) -> None:
    with pytest.raises(LogError) as info:
        rule(parse_log({"dealer": "N", "hands": HANDS, "events": events}))
    assert (info.value.event, info.value.field) == (len(events) - 1, "asks")
    assert "no card has been led" in str(info.value)


def test_the_question_in_words_chinese_and_english() -> None:
    assert event_text({"seat": "W", "asks": "E"}, "zh") == "西家询问东家是否有引牌花色的牌张"
    assert event_text({"seat": "W", "asks": "E"}, "en") == "West asks East whether he has a card of the suit led"
    assert event_text({"seat": "E", "names_card": "HJ"}, "zh") == "东家指明其手中有♥J（未出示）"
