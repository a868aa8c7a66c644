"""The reading of fix13 beside text13's scenarios (features/law-35.feature, law-38.feature): Law 35A's
cancellation reverts the auction only while the auction period lasts, which Law 17E ends when the opening lead
is faced; 35C's holds after it (38 "不能打牌和记分"). The cases next to the scenarios: no director event at all
after the faced lead, a void double that a later legal double follows, a second card before the director rules,
an 8C passed out whose faced lead the log ends on."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.errors import LogError
from rulings.log import parse_log
from rulings.ruling import default_engine, rule

ENGINE = default_engine()
HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.J6", "S": "AKQJT.432.AK.AQ5", "W": "-.765.98765.KT987"}


def ruled(*events: dict[str, Any]) -> dict[str, Any]:
    return rule(parse_log({"dealer": "N", "vulnerable": "none", "hands": HANDS, "events": list(events)}), ENGINE)


def calls(*pairs: str) -> list[dict[str, Any]]:
    return [{"seat": p.split(":")[0], "call": p.split(":")[1]} for p in pairs]


def test_35a_no_director_after_the_faced_lead_the_auction_stands_and_the_double_is_void() -> None:
    # 1H X(partner's bid) P P P, E leads face up; the log ends without a director event: the auction period ended
    r = ruled(*calls("N:1H", "E:P", "S:X", "W:P", "N:P", "E:P"), {"seat": "E", "lead": "C6"})
    assert r["state"]["phase"] == "play" and r["state"]["current_trick"] == [["E", "C6"]]
    (item,) = r["rulings"]
    assert [c["ref"] for c in item["citations"]] == ["19A1", "35A"]
    assert [x["kind"] for x in item["rectification"]] == ["void", "no_penalty"]
    x = next(a for a in r["state"]["auction"] if a["call"] == "X")
    assert x.get("void") is True and not x.get("cancelled")


def test_35a_before_the_lead_the_same_auction_is_reverted() -> None:
    r = ruled(*calls("N:1H", "E:P", "S:X", "W:P", "N:P", "E:P"), {"director": True})
    assert r["state"]["phase"] == "auction" and r["state"]["next_to_act"] == "S"
    assert all(a.get("cancelled") for a in r["state"]["auction"][2:])


def test_35a_a_void_double_leaves_a_later_double_legal() -> None:
    # the void X of partner's 1H keeps S's turn; W's later double of 1H (passes only since, the void X
    # doubling nothing) is a legal double, and the contract is 1H doubled
    r = ruled(*calls("N:1H", "E:P", "S:X", "W:P", "N:P", "E:X", "S:P", "W:P", "N:P"), {"seat": "E", "lead": "C6"})
    assert (r["state"]["contract"]["text"], r["state"]["contract"]["doubled"]) == ("1HX", 1)
    assert [i["irregularity"] for i in r["rulings"]] == ["inadmissible_double"]


def test_a_card_played_before_the_director_rules_on_8c_is_refused_with_event_and_field() -> None:
    # 35C: the calls after 8C are cancelled until the director rules; S's faced lead is taken back then, but
    # a card played to it before he rules has no contract to be played under
    events = [*calls("N:7NT", "E:8C", "S:P", "W:P", "N:P"), {"seat": "S", "lead": "SA"}, {"seat": "W", "play": "H5"},
              {"director": True}]
    with pytest.raises(LogError) as info:
        ruled(*events)
    assert info.value.event == 6 and info.value.field == "play"
    assert "auction has not ended" in str(info.value)


def test_35c_the_log_ends_on_the_faced_lead_the_lead_goes_back() -> None:
    r = ruled(*calls("N:7NT", "E:8C", "S:P", "W:P", "N:P"), {"seat": "S", "lead": "SA"})
    assert r["state"]["phase"] == "auction" and r["state"]["next_to_act"] == "E"
    (item,) = r["rulings"]
    assert {"kind": "lead_returned", "seat": "S", "card": "SA", "law": "35C"} in \
        [{k: x.get(k) for k in ("kind", "seat", "card", "law")} for x in item["rectification"]]
