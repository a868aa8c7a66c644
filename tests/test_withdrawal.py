"""Law 16C: every call or card withdrawn as the laws provide puts the director's 16C2 question, once per
ruling item, by one mechanism — the consequences that withdraw (`withdraws` in rulings/vocabulary.py) derive a
`withdrawal` fact and rules 16C2 / 16C2.2 (lawbook/ch04-general/law-16.yaml) match it. Law 26's `withdrawn`
fact is not widened (lead penalties only where a law says `withdrawn_call`), and 27B1(a) "第16条C款2此时不适用"
stays free of it."""

from __future__ import annotations

from typing import Any

import pytest

from rulings.engine import derive_facts
from rulings.lawbook import default_lawbook
from rulings.log import parse_log
from rulings.ruling import default_engine, rule
from rulings.vocabulary import CONSEQUENCES
from tests.test_ruling_examples import calls

BACKENDS = ["durable", "python"]
HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.J6", "S": "AKQJT.432.AK.AQ5", "W": "-.765.98765.KT987"}
AUCTION = [{"seat": s, "call": c} for s, c in zip("NESWNE", ["P", "P", "4S", "P", "P", "P"], strict=True)]


def ruled(events: list[dict[str, Any]], backend: str, play: bool = False) -> dict[str, Any]:
    data: dict[str, Any] = {"dealer": "N", "vulnerable": "none", "events": (AUCTION if play else []) + events}
    if play:
        data["hands"] = HANDS
    return rule(parse_log(data), default_engine(backend))


def judgments(r: dict[str, Any]) -> list[list[str]]:
    """Each ruling item's director_judgment laws, in order."""
    return [[x["law"] for x in i["rectification"] if x["kind"] == "director_judgment"] for i in r["rulings"]]


def test_one_withdrawal_per_firing_and_the_withdrawn_fact_only_from_withdrawn_call() -> None:
    # 27B3 cancels the double and names withdrawn_call: one `withdrawal` (16C) and one `withdrawn` (Law 26)
    rules = {r.id: r for r in default_lawbook().rules}
    fact = {"kind": "call", "phase": "auction", "seq": 3, "offender": "E", "follows_offender": "E",
            "follows_ruling": 0, "cancelled_call": "1D", "cancelled_call_kind": "bid"}
    kinds = [d["kind"] for d in derive_facts(rules["27B3"], fact)]
    assert kinds == ["withdrawal", "withdrawn"]
    assert [d["kind"] for d in derive_facts(rules["39A"], fact)] == ["withdrawal"]  # no lead penalty: 39A
    assert [n for n, c in CONSEQUENCES.items() if c.derives is not None] == ["withdrawn_call"]


@pytest.mark.parametrize("backend", BACKENDS)
def test_a_pass_repeated_after_a_pass_out_of_rotation_asks_16c2_and_gives_no_lead_penalty(backend: str) -> None:
    # Law 30B1: South's pass out of rotation cancelled and repeated at his turn; 16C2 "违规方从其自己的取消行动……
    # 而得来的信息，都是非法的" — asked once in the item, and Law 26 has nothing to say (a pass relates to no suit
    # and 30 names no lead penalty)
    r = ruled(calls("N 1H", "S P", "W decline", "E 1S", "S P"), backend)
    assert judgments(r) == [["16C2"]]
    assert r["state"]["lead_penalties"] == []


@pytest.mark.parametrize("backend", BACKENDS)
def test_27b1a_and_25a_put_no_16c2_question(backend: str) -> None:
    # 27B1(a) "（第16条C款2此时不适用……）": the declined insufficient bid corrected to the lowest sufficient bid in
    # the same denomination; 25A, an inadvertent call changed at once ("不判罚", no 参阅16C), is no withdrawal here
    lowest = ruled([{"seat": "N", "call": "1H"}, {"seat": "E", "call": "1S"}, {"seat": "S", "call": "1D"},
                    {"seat": "W", "choose": "decline"}, {"seat": "S", "call": "2D"}], backend)
    assert "16C2" not in sum(judgments(lowest), [])
    slip = ruled([{"seat": "N", "call": "1C"}, {"seat": "N", "call": "1H", "replaces": True, "inadvertent": True}],
                 backend)
    assert "16C2" not in sum(judgments(slip), [])


@pytest.mark.parametrize("backend", BACKENDS)
def test_25b2b2_asks_16c2_once(backend: str) -> None:
    # 25B2: the substitute 1H not accepted is cancelled; 25B2(b)(2) "但违规者的同伴不能基于取消叫牌所提供的信息作出叫牌":
    # the one 16C2 question comes from the withdrawal, not a second time from 25B2b2
    r = ruled(calls("N 1C") + [{"seat": "N", "call": "1H", "replaces": True}] + calls("E decline", "N 1S"), backend)
    (item,) = [i for i in r["rulings"] if "25B2b2" in [c["ref"] for c in i["citations"]]]
    assert [x.get("rule_ref") for x in item["rectification"] if x["kind"] == "director_judgment"] == ["16C2"]


@pytest.mark.parametrize("backend", BACKENDS)
def test_62c1_and_62c2_withdrawals_ask_16c2_once_per_item(backend: str) -> None:
    # Law 62C1 "非违规方任一赛员所打出的任何牌张均可收回，不判罚（参阅第16条C款）" and 62C2: each withdrawn card is a
    # withdrawal; the question is put once in an item, not again by a line of the law's own
    events = [{"seat": "W", "lead": "D5"}, {"seat": "N", "play": "D2"}, {"seat": "E", "play": "DT"},
              {"seat": "S", "play": "DA"}, {"seat": "S", "lead": "H2"}, {"seat": "W", "play": "H5"},
              {"seat": "N", "play": "HA"}, {"seat": "E", "play": "H8"}, {"seat": "N", "lead": "HQ"},
              {"seat": "E", "play": "S9"}, {"seat": "S", "play": "H3"}, {"seat": "W", "play": "H6"},
              {"seat": "E", "play": "HJ", "replaces": True}, {"seat": "S", "play": "H4", "replaces": True},
              {"seat": "W", "play": "H7", "replaces": True}]
    r = ruled(events, backend, play=True)
    assert all(j.count("16C2") <= 1 for j in judgments(r)) and any("16C2" in j for j in judgments(r))
    south = [x for i in r["rulings"] for x in i["rectification"] if x["kind"] == "replace_card" and x["seat"] == "S"]
    # one swap, though 47D and 62C1 both name it (the second finds H4 already in the trick)
    assert [(x["card"], x["withdrawn"]) for x in south] == [("H4", "H3")]


@pytest.mark.parametrize("backend", BACKENDS)
def test_the_rule_53c_displaces_withdraws_nothing(backend: str) -> None:
    # 53C (the proper lead made at once after a defender's lead out of turn) overrides 56 on the same fact; both
    # retract the card led out of turn. Only 53C's withdrawal is asserted: the displaced 56 derives none, so
    # 16C2.2 fires once in the trace (before the engine applied overrides ahead of chaining, twice)
    events = [{"seat": "W", "lead": "D5"}, {"seat": "N", "play": "D2"}, {"seat": "E", "play": "DT"},
              {"seat": "S", "play": "DA"}, {"seat": "W", "lead": "C8"}, {"seat": "S", "lead": "H2"}]
    r = ruled(events, backend, play=True)
    trace = [t for i in r["rulings"] for t in i["trace"]]
    fired = [t["rule"] for t in trace]
    assert "53C" in fired and "56" not in fired
    assert fired.count("16C2.2") == 1, fired
    assert [f["kind"] for t in trace for f in t["facts"]].count("withdrawal") == 1
