"""The readings of fix8 beside the text scenarios of text8 (features/law-{17,19,33,35}.feature): the cases
next to them that the scenarios do not write — a wrong-board call that is also irregular (Law 17D judges
nothing else of it), a correctly named double (19A2: no ruling), a condoned inadmissible double with no
director event after it (35: every later call is cancelled, the end of the log being the director's ruling), a simultaneous call
at the end of the log (33: read, never dropped)."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.errors import LogError
from rulings.log import parse_log
from rulings.ruling import default_engine, rule

ENGINE = default_engine()


def ruled(*events: dict[str, Any]) -> dict[str, Any]:
    return rule(parse_log({"dealer": "N", "vulnerable": "none", "events": list(events)}), ENGINE)


def refs(item: dict[str, Any]) -> list[str]:
    return [c["ref"] for c in item["citations"]]


def auction(r: dict[str, Any]) -> list[tuple[str, str, bool]]:
    return [(a["seat"], a["call"], bool(a.get("cancelled"))) for a in r["state"]["auction"]]


def test_17d_an_insufficient_call_from_the_wrong_board_is_only_cancelled() -> None:
    r = ruled({"seat": "N", "call": "1H"}, {"seat": "E", "call": "1C", "wrong_board": True}, {"director": True},
              {"seat": "E", "call": "1S"})
    # 17D "其叫牌应予取消": a call cancelled as the laws provide, so the director's 16C2 question (fix11: WBF 1997
    # 16C "When a call or play has been withdrawn as these laws provide"; only 27B1(a) lifts it)
    assert [(i["irregularity"], refs(i)) for i in r["rulings"]] == [("wrong_board_call", ["16C2", "17D"])]
    assert all(not i["options"] for i in r["rulings"])
    assert auction(r) == [("N", "1H", False), ("E", "1C", True), ("E", "1S", False)]
    assert r["state"]["next_to_act"] == "S"


def test_19a2_a_double_naming_the_bid_doubled_brings_no_ruling() -> None:
    r = ruled({"seat": "N", "call": "1H"}, {"seat": "E", "call": "X", "names": "1H"})
    assert r["rulings"] == []
    assert auction(r) == [("N", "1H", False), ("E", "X", False)]


def test_35a_with_no_director_event_the_end_of_the_log_is_the_ruling() -> None:
    """"该叫牌及其后所有接续叫牌均予取消": every call after the condoned double until the director rules; the
    end of the log is the director at the table."""
    r = ruled({"seat": "N", "call": "1H"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "X"},
              {"seat": "W", "call": "P"}, {"seat": "N", "call": "2H"}, {"seat": "E", "call": "P"})
    assert auction(r) == [("N", "1H", False), ("E", "P", False), ("S", "X", True), ("W", "P", True),
                          ("N", "2H", True), ("E", "P", True)]
    assert r["state"]["next_to_act"] == "S"


def test_35a_the_calls_after_the_director_ruled_stand() -> None:
    r = ruled({"seat": "N", "call": "1H"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "X"},
              {"seat": "W", "call": "P"}, {"director": True}, {"seat": "S", "call": "2H"})
    assert auction(r) == [("N", "1H", False), ("E", "P", False), ("S", "X", True), ("W", "P", True),
                          ("S", "2H", False)]
    assert r["state"]["next_to_act"] == "W"


def test_33_a_simultaneous_call_last_in_the_log_is_read_where_it_stands() -> None:
    r = ruled({"seat": "N", "call": "1H"}, {"seat": "S", "call": "2H", "simultaneous": True})
    assert [(i["irregularity"], i["offender"]) for i in r["rulings"]] == [("bid_out_of_rotation", "S")]
    assert "33" in refs(r["rulings"][0])
    assert auction(r) == [("N", "1H", False), ("S", "2H", False)]


HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.J6", "S": "AKQJT.432.AK.AQ5", "W": "-.765.98765.KT987"}


def test_17d_a_wrong_board_final_pass_found_after_the_faced_lead_the_lead_goes_back() -> None:
    # fix17 (text16): W's final pass from the wrong board, E's opening lead faced, then the director: 17D
    # cancels the pass, E's lead goes back to his hand (no penalty), W calls again with his own cards; his pass
    # then ends the auction and E leads again
    events = [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "P"},
              {"seat": "W", "call": "P", "wrong_board": True}, {"seat": "E", "lead": "DQ"}, {"director": True},
              {"seat": "W", "call": "P"}, {"seat": "E", "lead": "DQ"}]
    r = rule(parse_log({"dealer": "N", "vulnerable": "none", "hands": HANDS, "events": events}), ENGINE)
    (item,) = r["rulings"]
    assert "17D" in refs(item)
    assert {"kind": "lead_returned", "seat": "E", "card": "DQ", "law": "17D"} in item["rectification"]
    assert auction(r)[3:] == [("W", "P", True), ("W", "P", False)]
    assert r["state"]["phase"] == "play" and r["state"]["contract"]["declarer"] == "N"
    assert not r["state"]["penalty_cards"]


def test_17d_a_second_card_before_the_director_rules_is_refused() -> None:
    # the held pass: only the opening lead is taken (to go back to the hand); a card played to it is bad input
    events = [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "P"},
              {"seat": "W", "call": "P", "wrong_board": True}, {"seat": "E", "lead": "DQ"}, {"seat": "S", "play": "DA"}]
    with pytest.raises(LogError) as err:
        rule(parse_log({"dealer": "N", "vulnerable": "none", "hands": HANDS, "events": events}), ENGINE)
    assert err.value.event == 5 and err.value.field == "play"


FINAL_PASS = [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "P"},
              {"seat": "W", "call": "P"}]


def test_25b_the_final_pass_replaced_before_the_lead_gives_the_lho_his_choice() -> None:
    # fix17: "在下家叫牌之前" with 17E (the auction period lasts until the lead is faced): W's deliberate change of
    # his final pass is 25B's, not a call after the final pass (39 not cited); N may accept or decline
    r = ruled(*FINAL_PASS, {"seat": "W", "call": "X", "replaces": True})
    (item,) = r["rulings"]
    assert "25B" in refs(item) and "39" not in refs(item) and {o["by"] for o in item["options"]} == {"N"}
    assert r["state"]["phase"] == "auction" and r["state"]["pending"]["by"] == "N"
    # accepted: the pass is cancelled, the X stands and the auction goes on with N
    r = ruled(*FINAL_PASS, {"seat": "W", "call": "X", "replaces": True}, {"seat": "N", "choose": "accept"})
    assert auction(r)[3:] == [("W", "P", True), ("W", "X", False)] and r["state"]["next_to_act"] == "N"
    # declined, W lets his pass stand (25B2b1): the auction is over, 1H by N
    r = ruled(*FINAL_PASS, {"seat": "W", "call": "X", "replaces": True}, {"seat": "N", "choose": "decline"},
              {"seat": "W", "choose": "accept"})
    assert r["state"]["phase"] != "auction" and r["state"]["contract"]["declarer"] == "N"
    assert r["state"]["contract"]["doubled"] == 0


def test_25a_after_four_passes_the_auction_period_is_over() -> None:
    # 17E "4位赛员均不叫……时，竞叫阶段结束": no lead to wait for, so a change of the fourth pass is a call after the
    # final pass (39, rule 39.2: cancelled, no rectification), not 25A's
    passes = [{"seat": s, "call": "P"} for s in ("N", "E", "S", "W")]
    r = ruled(*passes, {"seat": "W", "call": "1C", "replaces": True, "inadvertent": True})
    (item,) = r["rulings"]
    assert "39" in refs(item) and "25A" not in refs(item)
    assert auction(r)[-1] == ("W", "1C", True) and r["state"]["contract"] is None
