"""The issue's worked examples, asserted on the ruling JSON (the public contract) and on the text a
director reads, in Chinese and in English.

(i)   Law 31B: a bid out of rotation at partner's turn, not accepted; the offender's partner must pass
      throughout; the lead penalty of Law 26A2 becomes firm when the offenders defend.
(ii)  Law 27B1(a) / 27B2: an insufficient bid not accepted, corrected by the lowest sufficient bid in
      the same denomination (no rectification), or by another bid (partner passes throughout, lead
      penalty pending until the auction ends).
(iii) Law 34: a pass out of rotation deprived a player of his turn; the auction is not over.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulings.cli import main
from rulings.lawbook import default_lawbook
from rulings.log import parse_log
from rulings.render import render_text
from rulings.ruling import default_engine, rule

BACKENDS = ["durable", "python"]


def calls(*items: str) -> list[dict[str, Any]]:
    """`calls("W 1D", "N decline", "E P")` as log events."""
    out: list[dict[str, Any]] = []
    for item in items:
        seat, what = item.split()
        out.append({"seat": seat, "choose": what} if what in ("accept", "decline") else {"seat": seat, "call": what})
    return out


EXAMPLE_I = {"dealer": "E", "vulnerable": "none",
             "events": calls("W 1D", "N decline", "E P", "S 1S", "W 2C", "N 2S", "E P", "S P", "W P")}
EXAMPLE_II_2D = {"dealer": "W", "vulnerable": "none", "events": calls("W 1H", "N 1S", "E 1D", "S decline", "E 2D")}
EXAMPLE_II_2NT = {"dealer": "W", "vulnerable": "none", "events": calls("W 1H", "N 1S", "E 1D", "S decline", "E 2NT")}
EXAMPLE_III = {"dealer": "E", "vulnerable": "none", "events": calls("E 1D", "S P", "W 1H", "E P", "S P", "W P")}


def ruled(data: dict[str, Any], backend: str) -> dict[str, Any]:
    return rule(parse_log(data), default_engine(backend))


def item_citing(ruling: dict[str, Any], ref: str) -> dict[str, Any]:
    items = [i for i in ruling["rulings"] if ref in [c["ref"] for c in i["citations"]]]
    assert len(items) == 1, [(i["irregularity"], [c["ref"] for c in i["citations"]]) for i in ruling["rulings"]]
    return items[0]


def rect(item: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [r for r in item["rectification"] if r["kind"] == kind]


# ---------------------------------------------------------------------------- (i) Law 31B

@pytest.mark.parametrize("backend", BACKENDS)
def test_i_bid_out_of_rotation_at_partners_turn(backend: str) -> None:
    r = ruled(EXAMPLE_I, backend)
    item = item_citing(r, "31B")
    assert (item["event"], item["irregularity"], item["offender"]) == (0, "bid_out_of_rotation", "W")

    cite = next(c for c in item["citations"] if c["ref"] == "31B")
    section = default_lawbook().section("31B")
    assert cite["law"] == 31 and cite["heading"] == "第31条B款"
    assert cite["title"] == default_lawbook().law(31).title.zh and cite["section_title"] == section.title.zh
    assert cite["text"] == section.text and "必须永远不叫" in cite["text"]

    assert {"kind": "forced_pass", "seat": "E", "scope": "rest_of_auction", "law": "31B"} in item["rectification"]
    lead = rect(item, "lead_penalty")
    assert len(lead) == 1
    assert (lead[0]["seat"], lead[0]["suits"], lead[0]["declarer_may"], lead[0]["law"]) == \
        ("E", ["D"], ["require", "forbid"], "26A2")
    assert "26A2" in [c["ref"] for c in item["citations"]]
    judgments = rect(item, "director_judgment")
    # 23 for East's enforced pass; 16C2 (the text decides): the cancelled 1D is unauthorized for E-W
    assert [j["law"] for j in judgments] == ["23", "16C2"] and all(j["question"]["zh"] for j in judgments)

    state = r["state"]
    assert state["phase"] == "play"
    assert state["contract"]["text"] == "2S" and state["contract"]["declarer"] == "S"
    assert state["contract"]["opening_leader"] == "W" and state["next_to_act"] == "W"
    assert {"seat": "E", "scope": "rest_of_auction", "law": "31B"} in state["forced_passes"]
    assert [(lp["seat"], lp["suits"], lp["status"], lp["law"]) for lp in state["lead_penalties"]] == \
        [("E", ["D"], "firm", "26A2")]  # firm: North-South declare, East-West defend
    assert state["auction"][0] == {"event": 0, "seat": "W", "call": "1D", "cancelled": True, "law": "29B"}
    assert [a["call"] for a in state["auction"] if not a.get("cancelled")] == ["P", "1S", "2C", "2S", "P", "P", "P"]


@pytest.mark.parametrize("backend", BACKENDS)
def test_i_the_options_say_what_each_choice_brings(backend: str) -> None:
    """Before North chose: accepting (29A) lets 1D stand; declining brings 29B, 31B and 26A2."""
    r = ruled({"dealer": "E", "events": calls("W 1D")}, backend)
    item = item_citing(r, "31")
    options = {o["choice"]: o for o in item["options"]}
    assert set(options) == {"accept", "decline"} and all(o["by"] == "N" for o in options.values())
    assert [c["ref"] for c in options["accept"]["citations"]] == ["29A"]
    assert {"29B", "31B", "26A2"} <= {c["ref"] for c in options["decline"]["citations"]}
    assert r["state"]["pending"] == {"irregularity": "bid_out_of_rotation", "by": "N",
                                     "choices": ["accept", "decline"], "event": 0}


@pytest.mark.parametrize("backend", BACKENDS)
def test_i_the_16c2_question_is_put_once_when_the_offender_names_the_suit(backend: str) -> None:
    # Law 16C2 on the cancelled 1H (rule 16C2 on the withdrawn call); West bids hearts again, so 26A1 lifts
    # the lead penalty ("参阅第16条C款") — the 16C2 question stays, asked once.
    r = ruled({"dealer": "N", "vulnerable": "none",
               "events": calls("W 1H", "N decline", "N 1S", "E P", "S P", "W 2H", "N P", "E P", "S P")}, backend)
    item = item_citing(r, "31B")
    assert [j["law"] for j in rect(item, "director_judgment")] == ["23", "16C2"]
    assert {"26A1", "16C2"} <= {c["ref"] for c in item["citations"]}


# ---------------------------------------------------------------------------- (ii) Law 27B

@pytest.mark.parametrize("backend", BACKENDS)
def test_ii_insufficient_bid_corrected_by_the_lowest_sufficient_bid(backend: str) -> None:
    r = ruled(EXAMPLE_II_2D, backend)
    item = item_citing(r, "27B1a")
    assert (item["event"], item["irregularity"], item["offender"]) == (2, "insufficient_bid", "E")
    assert next(c for c in item["citations"] if c["ref"] == "27B1a")["heading"] == "第27条B款1(a)"
    assert not rect(item, "forced_pass") and not rect(item, "lead_penalty")
    assert rect(item, "no_penalty")
    # the log does not mark 1D/2D as not conventional: 27B1a's “无可置疑” is asked too (issue 13 item 6)
    assert [j["law"] for j in rect(item, "director_judgment")] == ["27B1b", "27B1a"]
    state = r["state"]
    assert state["phase"] == "auction" and state["next_to_act"] == "S"
    assert state["forced_passes"] == [] and state["lead_penalties"] == []
    assert [(a["seat"], a["call"], a.get("cancelled", False)) for a in state["auction"]] == \
        [("W", "1H", False), ("N", "1S", False), ("E", "1D", True), ("E", "2D", False)]


@pytest.mark.parametrize("backend", BACKENDS)
def test_ii_insufficient_bid_corrected_by_another_bid(backend: str) -> None:
    r = ruled(EXAMPLE_II_2NT, backend)
    item = item_citing(r, "27B2")
    assert "27B1a" not in [c["ref"] for c in item["citations"]]
    assert {"kind": "forced_pass", "seat": "W", "scope": "rest_of_auction", "law": "27B2"} in item["rectification"]
    lead = rect(item, "lead_penalty")
    assert [(x["seat"], x["suits"], x["law"]) for x in lead] == [("W", ["D"], "26A2")]
    state = r["state"]
    assert state["phase"] == "auction" and state["next_to_act"] == "S"
    assert state["forced_passes"] == [{"seat": "W", "scope": "rest_of_auction", "law": "27B2"}]
    # Law 26 applies only if the offenders defend: pending until the auction ends
    assert [(lp["seat"], lp["status"], lp["law"]) for lp in state["lead_penalties"]] == [("W", "pending", "26A2")]


# ---------------------------------------------------------------------------- (iii) Law 34

@pytest.mark.parametrize("backend", BACKENDS)
def test_iii_pass_out_of_rotation_deprived_north_of_his_turn(backend: str) -> None:
    r = ruled(EXAMPLE_III, backend)
    item = item_citing(r, "34")
    assert item["irregularity"] == "retention_of_right_to_call"
    assert {"kind": "auction_continues", "seat": "N", "law": "34"} in item["rectification"]
    state = r["state"]
    assert state["phase"] == "auction" and state["contract"] is None
    assert state["next_to_act"] == "N"
    # the passes after the pass out of rotation are cancelled; East's pass stands (South condoned it)
    assert [(a["seat"], a["call"], a.get("cancelled", False)) for a in state["auction"]] == \
        [("E", "1D", False), ("S", "P", False), ("W", "1H", False), ("E", "P", False), ("S", "P", True), ("W", "P", True)]


# ---------------------------------------------------------------------------- the text

@pytest.mark.parametrize(("data", "zh", "en"), [
    (EXAMPLE_I, ["第31条B款", "第26条A款2", "东家此后轮到他叫牌时必须永远不叫"], ["Law 31B", "Law 26A2"]),
    (EXAMPLE_II_2D, ["第27条B款1(a)", "不判罚"], ["Law 27B1(a)", "no rectification"]),
    (EXAMPLE_II_2NT, ["第27条B款2", "西家此后轮到他叫牌时必须永远不叫"], ["Law 27B2", "West must pass whenever"]),
    (EXAMPLE_III, ["第34条", "竞叫未结束，由北家叫牌"], ["Law 34", "the auction is not over; North calls"]),
], ids=["31B", "27B1a", "27B2", "34"])
def test_the_text_cites_the_laws_in_chinese_and_english(data: dict[str, Any], zh: list[str], en: list[str]) -> None:
    r = ruled(data, "durable")
    text_zh, text_en = render_text(r, "zh"), render_text(r, "en")
    for words in zh:
        assert words in text_zh, text_zh
    for words in en:
        assert words in text_en, text_en


def test_the_command_prints_the_ruling_in_both_languages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "example-i.yaml"
    lines = ["dealer: E", "vulnerable: none", "events:"] + \
        [f"  - {{seat: {e['seat']}, {'choose' if 'choose' in e else 'call'}: {e.get('choose') or e.get('call')}}}"
         for e in EXAMPLE_I["events"]]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["rule", str(path)]) == 0
    assert "第31条B款" in capsys.readouterr().out
    assert main(["rule", str(path), "--lang", "en"]) == 0
    assert "Law 31B" in capsys.readouterr().out
