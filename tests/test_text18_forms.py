"""The log forms text18 proposed and fix19 added (README "The event log"): the edges the features leave out.

Each test rules a small log with the public `rule(parse_log(...))` and reads the ruling JSON: who summoned the
director (43A1a), a marked hesitation (16A), a review of the auction (20E), a spectator (11B), and the findings a
law reads as facts (12A1, 16B3) — applied where their rule takes them, refused where none does.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulings.errors import LogError
from rulings.log import parse_log
from rulings.ruling import rule

HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.J6", "S": "AKQJT.432.AK.AQ5", "W": "-.765.98765.KT987"}
AUCTION_4S = [{"seat": "N", "call": "P"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "4S"},
              {"seat": "W", "call": "P"}, {"seat": "N", "call": "P"}, {"seat": "E", "call": "P"}]


def ruled(*events: dict[str, Any], hands: bool = False) -> dict[str, Any]:
    log: dict[str, Any] = {"dealer": "N", "vulnerable": "none", "events": list(events)}
    if hands:
        log["hands"] = HANDS
    return rule(parse_log(log))


def cited(r: dict[str, Any]) -> list[str]:
    return [c["ref"] for i in r["rulings"] for c in i["citations"]]


def questions(r: dict[str, Any]) -> list[str]:
    return [x["law"] for i in r["rulings"] for x in i["rectification"] if x["kind"] == "director_judgment"]


def test_dummy_summoning_after_an_irregularity_is_not_ruled_under_43a1a() -> None:
    """43A1a: "除非已有另一赛员指出违规" — with an irregularity recorded since the last summons (E's exposed card),
    another player may have drawn attention to it: dummy's summons is not ruled; with none, it is (43B1)."""
    start = [*AUCTION_4S, {"seat": "W", "lead": "D5"}, {"seat": "N", "play": "D2"}]
    plain = ruled(*start, {"director": True, "seat": "N"}, hands=True)
    assert {"43A1a", "43B1"} <= set(cited(plain))
    after = ruled(*start, {"seat": "E", "expose": ["H8"]}, {"director": True, "seat": "N"}, hands=True)
    assert "43A1a" not in cited(after)


def test_a_hesitation_is_asked_about_only_once_partner_has_called() -> None:
    """16A: the question is of the partner's action after the hesitation — none yet, no question."""
    before = ruled({"seat": "N", "call": "1H"}, {"seat": "E", "call": "2S"},
                   {"seat": "S", "call": "P", "hesitation": True}, {"seat": "W", "call": "P"}, {"director": True})
    assert "16A" not in questions(before)
    after = ruled({"seat": "N", "call": "1H"}, {"seat": "E", "call": "2S"},
                  {"seat": "S", "call": "P", "hesitation": True}, {"seat": "W", "call": "P"},
                  {"seat": "N", "call": "3H"}, {"director": True})
    item = next(i for i in after["rulings"] if "16A" in [c["ref"] for c in i["citations"]])
    assert item["offender"] == "N" and "16A" in questions(after)


@pytest.mark.parametrize(("reviews", "asked"), [
    (["1H 1S"], False),                      # correct: nothing to rule
    (["1H P"], True),                        # incorrect and left
    (["1H P", "1H 1S"], True),               # corrected by the same player: not another player's correction
])
def test_a_review_is_ruled_under_20e_only_when_incorrect_and_not_corrected_by_another(reviews: list[str],
                                                                                      asked: bool) -> None:
    events: list[dict[str, Any]] = [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "1S"}]
    events += [{"seat": "E", "review": text} for text in reviews]
    events.append({"seat": "S", "call": "P"})
    assert ("20E" in questions(ruled(*events))) is asked


@pytest.mark.parametrize(("side", "law"), [("NS", "11B1"), ("EW", "11B2")])
def test_the_spectators_side_decides_which_11b_question(side: str, law: str) -> None:
    """E (EW) exposed SK: NS's spectator is the non-offenders' (11B1), EW's the offenders' (11B2)."""
    r = ruled({"seat": "N", "call": "1C"}, {"seat": "E", "expose": ["SK"]}, {"spectator": side}, {"director": True})
    assert law in questions(r) and ({"11B1", "11B2"} - {law}).isdisjoint(questions(r))


def test_12a1_opens_an_item_with_no_offender_answered_yes() -> None:
    r = ruled({"seat": "N", "call": "1H"}, {"director": True}, {"finding": "yes", "law": "12A1"})
    (item,) = r["rulings"]
    assert item["offender"] is None and item["findings"] == ["yes"]
    (q,) = [x for x in item["rectification"] if x["kind"] == "director_judgment"]
    assert q["answered"]["answer"]["zh"] == "是"


@pytest.mark.parametrize("events", [
    [{"seat": "N", "call": "1H"}, {"finding": "no", "law": "12A1"}],     # no infraction found: nothing to rule
    [{"director": True, "seat": "W"}, {"seat": "W", "finding": "extraneous", "law": "16B"},
     {"finding": "no", "law": "16B"}, {"finding": "yes", "law": "16B3"}],  # 16B3 after 16B's 否
], ids=["12A1 no", "16B3 after no"])
def test_a_finding_no_rule_takes_is_refused_naming_its_event(events: list[dict[str, Any]]) -> None:
    with pytest.raises(LogError) as info:
        ruled(*events)
    assert info.value.event == len(events) - 1 and info.value.field == "finding"
