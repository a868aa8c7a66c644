"""fix12's readings beside text12's scenarios (features/law-{11,16,21,75}.feature): the cases next to them
that the scenarios do not write — a change of call after the LHO's call with no explanation on the log
(25B's time limit passed: the first call stands, the new one is a call out of rotation, never taken
silently), the director's findings under 75 and 21B1 recorded with the item that asks, an explanation of
the caller's own side giving no 21B1, and an explanation with no director asking nothing."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.errors import LogError
from rulings.log import parse_log
from rulings.ruling import default_engine, rule

ENGINE = default_engine()
OPENING = [{"seat": "N", "call": "1NT"}, {"seat": "E", "call": "P"},
           {"seat": "S", "call": "2D", "alert": True, "explanation": "强牌，虚叫，问高套"}, {"seat": "W", "call": "P"}]


def ruled(*events: dict[str, Any]) -> dict[str, Any]:
    return rule(parse_log({"dealer": "N", "vulnerable": "none", "events": list(events)}), ENGINE)


def refs(item: dict[str, Any]) -> list[str]:
    return [c["ref"] for c in item["citations"]]


def asked(r: dict[str, Any]) -> list[str]:
    return [x["law"] for i in r["rulings"] for x in i["rectification"] if x["kind"] == "director_judgment"]


def test_25b_a_change_after_the_lho_called_is_a_call_out_of_rotation_not_silence() -> None:
    plain = [dict(e) for e in OPENING]
    del plain[2]["alert"], plain[2]["explanation"]
    r = ruled(*plain, {"seat": "N", "call": "2H"}, {"director": True}, {"seat": "W", "call": "2S", "replaces": True})
    # “在下家叫牌之前”: N has called over W's pass, so 25B cannot take the 2S as W's change; it is W's bid at
    # his partner's turn (31), N choosing to accept it or not
    (item,) = r["rulings"]
    assert item["irregularity"] == "change_of_call" and refs(item) == ["25B", "31"]
    assert {o["by"] for o in item["options"]} == {"N"}
    assert "21B1" not in asked(r)


def test_21b1_the_directors_answer_is_recorded_with_the_item_that_asks() -> None:
    r = ruled(*OPENING, {"director": True}, {"finding": "yes", "law": "75"}, {"seat": "W", "call": "X", "replaces": True},
              {"finding": "yes", "law": "21B1"})
    by_law = {x["law"]: i["findings"] for i in r["rulings"] for x in i["rectification"]
              if x["kind"] == "director_judgment"}
    assert by_law == {"75": ["yes"], "21B1": ["yes"]}
    # the change stands in the place of W's pass: N is next
    assert r["state"]["next_to_act"] == "N"
    assert [(a["seat"], a["call"], bool(a.get("cancelled"))) for a in r["state"]["auction"]][-2:] == \
        [("W", "P", True), ("W", "X", False)]


def test_21b2_a_finding_under_21b2_before_the_lho_changed_answers_no_question() -> None:
    with pytest.raises(LogError, match="21B2"):
        ruled(*OPENING, {"director": True}, {"finding": "yes", "law": "21B2"})


def test_20f1_an_explanation_with_no_director_asks_nothing() -> None:
    r = ruled(*OPENING, {"seat": "N", "call": "2H"}, {"seat": "E", "call": "P"})
    assert r["rulings"] == []


def test_the_directors_answer_says_what_follows() -> None:
    # (fix17: after 75's "否" no 21B1 question is put on a later change — the explanation was correct, example 2 —
    # so the two answers are given in two logs)
    r = ruled(*OPENING, {"director": True}, {"finding": "no", "law": "75"})
    r2 = ruled(*OPENING, {"director": True}, {"seat": "W", "call": "X", "replaces": True},
               {"finding": "是", "law": "21B1"})
    answered = {x["law"]: x["answered"] for ruling in (r, r2) for i in ruling["rulings"] for x in i["rectification"]
                if x["kind"] == "director_judgment" and "answered" in x}
    # 75 example 2 (mistaken call): the score stands; 21B1 yes: the change is without penalty
    assert answered["75"]["answer"]["zh"] == "否" and "得分成立" in answered["75"]["then"]["zh"]
    assert answered["21B1"]["answer"]["zh"] == "是" and "不受判罚" in answered["21B1"]["then"]["zh"]
    # a question not answered says nothing of an answer
    r = ruled(*OPENING, {"director": True})
    assert all("answered" not in x for i in r["rulings"] for x in i["rectification"])


def option_refs(item: dict[str, Any]) -> list[str]:
    return [c["ref"] for o in item["options"] for c in o["citations"]]


@pytest.mark.parametrize("call, law", [("X", "32"), ("2S", "31")])
def test_25b_after_21b3_too_late_a_late_change_gives_no_25b_choice(call: str, law: str) -> None:
    # verify4 defect 7: W's pass, N 2H, E pass, the director (21B3: too late), then W "changes" his pass. 25B
    # "在下家叫牌之前": N has called since, so 25B's choices (25B1 accept: "West's call Pass is cancelled";
    # 25B2 decline) are not offered; the pass stands and W's call is ruled as made, out of rotation (Law 31/32),
    # N (W's LHO) choosing under that law
    r = ruled(*OPENING, {"seat": "N", "call": "2H"}, {"seat": "E", "call": "P"}, {"director": True},
              {"seat": "W", "call": call, "replaces": True})
    item = r["rulings"][-1]
    assert law in refs(item) and {o["by"] for o in item["options"]} == {"N"}
    assert option_refs(item) and not {"25B1", "25B2"} & set(option_refs(item))
    assert {"kind": "not_a_change", "law": "25B"} in item["rectification"]  # the ruling says why: no change
    assert not any(x["kind"] == "cancel" and x.get("call") == "P" for o in item["options"] for x in o["rectification"])
    assert [(a["seat"], a["call"], bool(a.get("cancelled"))) for a in r["state"]["auction"]][3] == ("W", "P", False)


def auction(r: dict[str, Any]) -> list[tuple[str, str, bool]]:
    return [(a["seat"], a["call"], bool(a.get("cancelled"))) for a in r["state"]["auction"]]


def test_75_no_is_about_the_explanation_it_answers_only() -> None:
    # fix17: 75 "否" (example 2) finds S's 2D correctly explained; N's 2H is explained afterwards and nobody has
    # answered for it, so E's change of his pass over it is still 21B1's (its question asked), not 25B's
    r = ruled(*OPENING, {"director": True}, {"finding": "no", "law": "75"},
              {"seat": "N", "call": "2H", "alert": True, "explanation": "自然"}, {"seat": "E", "call": "P"},
              {"seat": "S", "call": "P"}, {"seat": "E", "call": "X", "replaces": True})
    last = r["rulings"][-1]
    # the item's offender is S, who explained N's 2H (text18: E, the misinformed player who changes, is not)
    assert (last["irregularity"], last["offender"]) == ("change_of_call_on_misinformation", "S")
    assert "21B1" in refs(last) and "21B1" in asked(r) and not last["options"]


def test_21b1_no_after_the_lho_called_the_change_is_25b_and_his_call_accepted_it() -> None:
    # fix17: 21B1 "否" entered after N called over W's change: the change is read again as Law 25's and N's call
    # with it — his call over the substitute is his acceptance (25B1), whether it was made over the first call
    # is the director's (25B1's question); W's pass is cancelled, the X stands, E to call
    r = ruled(*OPENING, {"director": True}, {"seat": "W", "call": "X", "replaces": True}, {"seat": "N", "call": "2H"},
              {"finding": "no", "law": "21B1"})
    last = r["rulings"][-1]
    assert (last["irregularity"], last["offender"]) == ("change_of_call", "W")
    assert {"25B", "25B1"} <= set(refs(last)) and "25B1" in asked(r)
    assert auction(r)[3:] == [("W", "P", True), ("W", "X", False), ("N", "2H", False)]
    assert r["state"]["next_to_act"] == "E"


def test_21b1_a_change_of_the_final_pass_before_the_lead_is_not_a_call_after_it() -> None:
    # fix17: 21B1 "在竞叫阶段结束以前（参阅第17条E款）": W changes his final pass before the opening lead is faced;
    # it is B1's change (question asked), not Law 39's: the pass is cancelled and the auction goes on with N
    r = ruled(*OPENING, {"seat": "N", "call": "2H"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "P"},
              {"seat": "W", "call": "P"}, {"director": True}, {"seat": "W", "call": "X", "replaces": True})
    last = r["rulings"][-1]
    assert "21B1" in refs(last) and "39" not in refs(last)
    assert auction(r)[-2:] == [("W", "P", True), ("W", "X", False)]
    assert r["state"]["phase"] == "auction" and r["state"]["next_to_act"] == "N"


TOO_LATE = [*OPENING[:2], {"seat": "S", "call": "2D", "alert": True, "explanation": "转移叫，表示红心"}, OPENING[3],
            {"seat": "N", "call": "2H"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "P"}, {"seat": "W", "call": "P"}]
HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.J6", "S": "AKQJT.432.AK.AQ5", "W": "-.765.98765.KT987"}


@pytest.mark.parametrize("lead", [[], [{"seat": "E", "lead": "DQ"}]])
def test_75_no_at_the_same_summons_lets_21b3s_damage_question_lapse(lead: list[dict[str, Any]]) -> None:
    # fix17: summoned once it is too late to change (after the final pass, or after the faced lead), the director is
    # asked 75's question and 21B3's (40C, damage) together; answered 75 "否" (example 2: "无论是否存在损害，裁判应允许
    # 得分成立"), 40C's lapses with 21B3's citation; 16A's question on the caller stays ("两例中")
    events = [*TOO_LATE, *lead, {"director": True}]
    log = {"dealer": "N", "vulnerable": "none", "hands": HANDS}
    before = rule(parse_log({**log, "events": events}), ENGINE)
    assert "40C" in asked(before) and "21B3" in refs(before["rulings"][-1])
    r = rule(parse_log({**log, "events": [*events, {"finding": "no", "law": "75"}]}), ENGINE)
    item = r["rulings"][-1]
    assert "40C" not in asked(r) and "21B3" not in refs(item) and "16A" in asked(r)
    # answered "是" (example 1: mistaken explanation), the damage question stays
    r = rule(parse_log({**log, "events": [*events, {"finding": "yes", "law": "75"}]}), ENGINE)
    assert "40C" in asked(r)


def test_the_change_on_misinformation_names_the_side_that_misinformed_as_offender() -> None:
    # text18 (defect 4): the 21B1 item named W, the misinformed player who changes his call, as its offender;
    # W is the non-offending player ("可能系因对方错误解释而作出": the opponents' misinformation). The offender is
    # N, who explained S's 2D (the caller's partner). N's own change under 21B2 ("其下家亦可更改其接续叫牌") is
    # his item, N the offender (违规方是给出错误解释的南北), its irregularity its own
    r = ruled(*OPENING, {"seat": "N", "call": "2H"}, {"director": True}, {"seat": "W", "call": "2S", "replaces": True},
              {"seat": "N", "call": "P", "replaces": True})
    changes = [(i["event"], i["irregularity"], i["offender"]) for i in r["rulings"] if i["event"] >= 6]
    assert changes == [(6, "change_of_call_on_misinformation", "N"), (7, "change_of_call_after_opponents_change", "N")]
    assert all(i["offender"] in ("N", "S") for i in r["rulings"])  # nothing names E-W, the misinformed side
