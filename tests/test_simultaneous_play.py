"""Law 58A: a lead or play made at the same time as another player's legal lead or play, logged with
`simultaneous: true` right before that card, is deemed made after it ("可视为接续行动").

4S by South, West to lead; South wins trick 1 with DA and leads trick 2. The trick orders below are
worked out by hand from rotation (South leads, West is next), not read back from the engine.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulings.errors import LogError
from rulings.log import parse_log
from rulings.ruling import default_engine, rule

HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.J6", "S": "AKQJT.432.AK.AQ5", "W": "-.765.98765.KT987"}
AUCTION = [{"seat": s, "call": c} for s, c in [("N", "P"), ("E", "P"), ("S", "4S"), ("W", "P"), ("N", "P"),
                                               ("E", "P")]]
TRICK_1 = [{"seat": "W", "lead": "D5"}, {"seat": "N", "play": "D2"}, {"seat": "E", "play": "DT"},
           {"seat": "S", "play": "DA"}]


def ruling(events: list[dict[str, Any]]) -> dict[str, Any]:
    log = parse_log({"dealer": "N", "vulnerable": "none", "hands": HANDS, "events": AUCTION + TRICK_1 + events})
    durable = rule(log, default_engine("durable"))
    reference = rule(log, default_engine("python"))
    assert {**reference, "engine": "durable"} == durable
    return durable


def test_a_lead_made_with_the_legal_lead_is_west_s_card_to_south_s_trick() -> None:
    r = ruling([{"seat": "W", "lead": "H5", "simultaneous": True}, {"seat": "S", "lead": "H2"}])
    assert [tuple(c) for c in r["state"]["current_trick"]] == [("S", "H2"), ("W", "H5")]
    assert r["state"]["next_to_act"] == "N"
    (item,) = r["rulings"]
    assert [c["ref"] for c in item["citations"]] == ["58A"]
    assert not any(x["kind"] == "penalty_card" for x in item["rectification"])


def test_without_the_flag_the_same_cards_are_a_lead_out_of_turn() -> None:
    r = ruling([{"seat": "W", "lead": "H5"}, {"seat": "S", "lead": "H2"}])
    assert any(c["ref"].startswith("53") or c["ref"].startswith("54") or c["ref"].startswith("56")
               for i in r["rulings"] for c in i["citations"])
    assert not any(c["ref"] == "58A" for i in r["rulings"] for c in i["citations"])


@pytest.mark.parametrize("after", [[], [{"seat": "W", "play": "H6"}], [{"seat": "S", "claim": 12}]],
                         ids=["log ends", "same player", "not a card"])
def test_the_flag_needs_the_other_player_s_card_next(after: list[dict[str, Any]]) -> None:
    with pytest.raises(LogError) as info:
        ruling([{"seat": "W", "lead": "H5", "simultaneous": True}, *after])
    assert (info.value.event, info.value.field) == (10, "simultaneous"), str(info.value)


def test_a_flag_that_is_not_a_yes_or_no_is_refused_at_load() -> None:
    with pytest.raises(LogError) as info:
        parse_log({"dealer": "N", "hands": HANDS, "events": AUCTION + TRICK_1 + [
            {"seat": "W", "lead": "H5", "simultaneous": "maybe"}]})
    assert (info.value.event, info.value.field) == (10, "simultaneous"), str(info.value)
