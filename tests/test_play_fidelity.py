"""Laws 45F, 57C, 69B, 71B and 52B1(b)/63C as the 1999 text reads them (the session 3 reader's findings):
the log forms `indicate` and `concede: contract`, what the rules do with them, and the input they refuse
with the one-line error (file, line, event, field)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulings.errors import LogError
from rulings.log import load_log, parse_log
from rulings.ruling import rule

HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.J6", "S": "AKQJT.432.AK.AQ5", "W": "-.765.98765.KT987"}
AUCTION = [{"seat": s, "call": c} for s, c in zip("NESWNE", ["P", "P", "4S", "P", "P", "P"], strict=True)]
TRICK_1 = [{"seat": "W", "lead": "D5"}, {"seat": "N", "play": "D2"}, {"seat": "E", "play": "DT"},
           {"seat": "S", "play": "DA"}]
# eleven tricks of the session 3 reader's 69B/71B scenarios: NS 10, EW 1 (E's CJ won the 11th), E to lead
ELEVEN = TRICK_1 + [
    {"seat": "S", "lead": "H2"}, {"seat": "W", "play": "H5"}, {"seat": "N", "play": "HA"}, {"seat": "E", "play": "H8"},
    {"seat": "N", "lead": "S2"}, {"seat": "E", "play": "S6"}, {"seat": "S", "play": "SA"}, {"seat": "W", "play": "D6"},
    {"seat": "S", "lead": "SK"}, {"seat": "W", "play": "D7"}, {"seat": "N", "play": "S3"}, {"seat": "E", "play": "S7"},
    {"seat": "S", "lead": "SQ"}, {"seat": "W", "play": "D8"}, {"seat": "N", "play": "S4"}, {"seat": "E", "play": "S8"},
    {"seat": "S", "lead": "SJ"}, {"seat": "W", "play": "D9"}, {"seat": "N", "play": "S5"}, {"seat": "E", "play": "S9"},
    {"seat": "S", "lead": "DK"}, {"seat": "W", "play": "C7"}, {"seat": "N", "play": "D3"}, {"seat": "E", "play": "DJ"},
    {"seat": "S", "lead": "H3"}, {"seat": "W", "play": "H6"}, {"seat": "N", "play": "HK"}, {"seat": "E", "play": "H9"},
    {"seat": "N", "lead": "HQ"}, {"seat": "E", "play": "HT"}, {"seat": "S", "play": "H4"}, {"seat": "W", "play": "H7"},
    {"seat": "N", "lead": "D4"}, {"seat": "E", "play": "DQ"}, {"seat": "S", "play": "ST"}, {"seat": "W", "play": "C8"},
    {"seat": "S", "lead": "C5"}, {"seat": "W", "play": "C9"}, {"seat": "N", "play": "C2"}, {"seat": "E", "play": "CJ"},
]


def _rule(events: list[dict[str, Any]], contract: str = "4S") -> dict[str, Any]:
    auction = [dict(c, call=contract) if c["call"] == "4S" else c for c in AUCTION]
    return rule(parse_log({"dealer": "N", "vulnerable": "none", "hands": HANDS, "events": auction + events}))


def _rects(r: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [x for item in r["rulings"] for x in item["rectification"] if x["kind"] == kind]


def _refused(events: list[dict[str, Any]], contract: str = "4S") -> LogError:
    with pytest.raises(LogError) as info:
        _rule(events, contract)
    return info.value


# ---------------------------------------------------------------- Law 45F, 57C
INDICATED = TRICK_1 + [{"seat": "S", "lead": "H2"}, {"seat": "W", "play": "H5"}, {"seat": "N", "indicate": "HK"}]


def test_45F_the_indication_puts_the_directors_question_and_plays_no_card() -> None:
    r = _rule(INDICATED)
    asked = [j for j in _rects(r, "director_judgment") if j["law"] == "45F"]
    assert len(asked) == 1 and "建议" in asked[0]["question"]["zh"]
    assert r["state"]["next_to_act"] == "N" and ["N", "HK"] not in r["state"]["current_trick"]


def test_45F_yes_puts_the_damage_question_and_a_second_yes_adjusts_the_score() -> None:
    r = _rule(INDICATED + [{"finding": "yes", "law": "45F"}])
    questions = [j["question"]["zh"] for j in _rects(r, "director_judgment") if j["law"] == "45F"]
    assert len(questions) == 2 and "损害" in questions[1]
    assert _rects(r, "dummy_suggested") and not _rects(r, "adjusted_score")
    r = _rule(INDICATED + [{"finding": "yes", "law": "45F"}, {"finding": "yes", "law": "45F"}])
    assert _rects(r, "adjusted_score")[0]["law"] == "45F"


def test_45F_no_ends_the_matter() -> None:
    r = _rule(INDICATED + [{"finding": "no", "law": "45F"}, {"seat": "N", "play": "HA"}])
    assert [j for j in _rects(r, "director_judgment") if j["law"] == "45F"][0]["question"]["zh"]
    assert len([j for j in _rects(r, "director_judgment") if j["law"] == "45F"]) == 1
    assert not _rects(r, "dummy_suggested") and ["N", "HA"] in r["state"]["current_trick"]


def test_57C_after_dummys_suggestion_a_defenders_early_play_is_free() -> None:
    suggested = TRICK_1 + [{"seat": "S", "lead": "H2"}, {"seat": "N", "indicate": "HA"}]
    free = _rule(suggested + [{"finding": "yes", "law": "45F"}, {"seat": "E", "play": "H8"}])
    assert not free["state"]["penalty_cards"] and "57C" in [c["ref"] for i in free["rulings"] for c in i["citations"]]
    penalised = _rule(suggested + [{"finding": "no", "law": "45F"}, {"seat": "E", "play": "H8"}])
    assert [pc["card"] for pc in penalised["state"]["penalty_cards"]] == ["H8"]  # 57A: no suggestion found


@pytest.mark.parametrize(("events", "field", "words"), [
    (TRICK_1 + [{"seat": "S", "lead": "H2"}, {"finding": "yes", "law": "45F"}], "finding", "no question"),
    (TRICK_1 + [{"seat": "S", "indicate": "HK"}], "seat", "not dummy"),
    (TRICK_1 + [{"seat": "N", "indicate": "SA"}], "indicate", "not among dummy"),
    (INDICATED + [{"finding": "maybe", "law": "45F"}], "finding", "yes or no"),
    (INDICATED + [{"finding": "no", "law": "45F"}, {"finding": "yes", "law": "45F"}], "finding", "already answered"),
], ids=["finding without indication", "indicate by declarer", "card not in dummy", "not yes or no", "answered twice"])
def test_45F_input_that_attaches_to_nothing_is_refused(events: list[dict[str, Any]], field: str, words: str) -> None:
    err = _refused(events)
    assert err.field == field and words in str(err) and err.event is not None


# ------------------------------------------------- dummy naming a card: 45F (42A3), 43A1c (fix18, text17)
NAMED = TRICK_1 + [{"seat": "S", "lead": "H2"}, {"seat": "W", "play": "H5"}, {"seat": "N", "names_card": "HK"}]


def _refs(r: dict[str, Any]) -> set[str]:
    return {c["ref"] for i in r["rulings"] for c in i["citations"]}


def test_dummy_naming_a_card_of_dummy_is_45Fs_indication_not_a_48A_exposure() -> None:
    """"不得触摸或指定桌上的牌张" (42A3 "如明手建议庄家打牌，参阅第45条F款"): `names_card` by dummy is the
    fact `indicate` logs — 45F's question, no 48A exposure, HK no penalty card and not played."""
    r = _rule(NAMED)
    [item] = r["rulings"]
    assert (item["irregularity"], _refs(r)) == ("dummy_indicated_card", {"45F"})
    assert [j["law"] for j in _rects(r, "director_judgment")] == ["45F"]
    assert not r["state"]["penalty_cards"] and r["state"]["next_to_act"] == "N"
    r = _rule(NAMED + [{"finding": "yes", "law": "45F"}, {"seat": "N", "play": "HA"}])
    assert "损害" in [j for j in _rects(r, "director_judgment") if j["law"] == "45F"][1]["question"]["zh"]
    assert ["N", "HA"] in r["state"]["current_trick"] and not r["state"]["penalty_cards"]


def test_dummy_naming_a_card_of_declarers_hand_is_43A1c_with_43B1s_law_90_question() -> None:
    """"明手不得参与打牌，也不得与庄家进行有关打牌的任何交流" → 43B1 "都应受到规则第90条的判罚": accepted, not
    played (South still to play, DA still his), answered by a 43B1 finding."""
    r = _rule(TRICK_1[:3] + [{"seat": "N", "names_card": "DA"}])
    [item] = r["rulings"]
    assert (item["irregularity"], item["offender"], _refs(r)) == ("dummy_named_declarers_card", "N", {"43A1c"})
    assert [(j["law"], "90" in j["question"]["zh"]) for j in _rects(r, "director_judgment")] == [("43B1", True)]
    assert r["state"]["next_to_act"] == "S" and not r["state"]["penalty_cards"]
    r = _rule(TRICK_1[:3] + [{"seat": "N", "names_card": "DA"}, {"finding": "no", "law": "43B1"},
                             {"seat": "S", "play": "DK"}])
    assert r["rulings"][0]["rectification"][0]["answered"]["finding"] == "no"
    assert r["state"]["tricks_played"] == 1


def test_before_dummys_hand_is_faced_a_card_he_names_is_no_45F_indication() -> None:
    """45F is "明手摊牌后": while declarer's Law 54 choice on a faced opening lead out of turn waits, dummy's hand
    is not spread; the card he names is an exposure of his hand as before (54C: declarer must accept the lead)."""
    r = _rule([{"seat": "E", "lead": "H8"}, {"seat": "N", "names_card": "HK"}])
    assert "dummy_indicated_card" not in [i["irregularity"] for i in r["rulings"]]
    assert "45F" not in _refs(r) and "54C" in _refs(r)


@pytest.mark.parametrize(("events", "field", "words"), [
    (TRICK_1 + [{"seat": "S", "lead": "H2"}, {"seat": "N", "names_card": "HT"}], "names_card",
     "HT is in E's hand, not N's (dummy) or S's (declarer)"),
    (TRICK_1 + [{"seat": "S", "lead": "H2"}, {"seat": "N", "names_card": "D2"}], "names_card", "already been played"),
    (TRICK_1 + [{"seat": "S", "lead": "H2"}, {"seat": "E", "names_card": "SA"}], "names_card",
     "SA is in S's hand, not E's"),
    (TRICK_1 + [{"seat": "S", "lead": "H2"}, {"seat": "S", "names_card": "HK"}], "names_card",
     "HK is in N's hand, not S's"),
], ids=["dummy names a defender's card", "dummy names a played card", "a defender names declarer's card",
        "declarer names dummy's card"])
def test_a_named_card_of_no_hand_the_namer_may_name_is_refused(events: list[dict[str, Any]], field: str,
                                                             words: str) -> None:
    err = _refused(events)
    assert (err.field, err.event) == (field, len(AUCTION) + len(events) - 1) and words in str(err)


# ---------------------------------------------------------------- Law 69B
def _retracted(finding: str) -> dict[str, Any]:
    return _rule(ELEVEN + [{"seat": "S", "claim": 1}, {"finding": "acquiesced", "law": "69"},
                           {"seat": "E", "object": True}, {"finding": finding, "law": "69B"}])


def test_69B_yes_rescores_with_the_trick_acquiesced_in_restored() -> None:
    assert _retracted("yes")["state"]["result"]["declarer_tricks"] == 10
    assert _retracted("no")["state"]["result"]["declarer_tricks"] == 11


def test_69B_a_yes_with_no_withdrawn_acquiescence_is_refused() -> None:
    err = _refused(ELEVEN + [{"seat": "S", "claim": 1}, {"finding": "acquiesced", "law": "69"},
                             {"finding": "yes", "law": "69B"}])
    assert err.field == "finding" and "69B" in str(err) and "answers no question" in str(err)


# ---------------------------------------------------------------- Law 71B
TWELVE = ELEVEN + [{"seat": "E", "lead": "C6"}, {"seat": "S", "play": "CA"}, {"seat": "W", "play": "CT"},
                   {"seat": "N", "play": "C3"}]


@pytest.mark.parametrize(("seat", "contract", "played", "tricks", "cited"), [
    ("S", "4S", 12, 11, "71B"), ("W", "7S", 12, 11, "71B"), ("E", "5S", 11, 11, None), ("E", "6S", 12, 11, "71A")])
def test_71B_a_concession_of_the_contract(seat: str, contract: str, played: int, tricks: int, cited: str | None) -> None:
    """4S made, declarer concedes defeat: cancelled (71B); 7S defeated, West concedes it: cancelled (71B);
    5S not yet made (10 won, two to play), East concedes it: stands, declarer gets the one trick he needs;
    6S (11 won, one to play), East concedes it: the one trick West wins by any legal play (71A)."""
    r = _rule((TWELVE if played == 12 else ELEVEN) + [{"seat": seat, "concede": "contract"}], contract)
    cites = {c["ref"] for i in r["rulings"] for c in i["citations"]}
    assert cites & {"71A", "71B"} == ({cited} if cited else set())
    assert r["state"]["result"]["declarer_tricks"] == tricks


def test_71B_not_decided_by_the_cards_the_director_awards() -> None:
    """4S made after 10 tricks (three clubs to play: NS take one or two of them): declarer's concession of
    defeat is cancelled, and the three tricks are the director's to award."""
    r = _rule(ELEVEN[:-4] + [{"seat": "S", "concede": "contract"}])
    assert r["state"]["result"] is None and [j for j in _rects(r, "director_judgment") if j["law"] == "71B"]
    r = _rule(ELEVEN[:-4] + [{"seat": "S", "concede": "contract"}, {"finding": "2", "law": "71B"}])
    assert r["state"]["result"]["declarer_tricks"] == 12


@pytest.mark.parametrize(("seat", "contract", "words"), [("S", "7S", "already defeated"),
                                                          ("W", "4S", "already made")])
def test_71B_a_concession_that_concedes_nothing_is_refused(seat: str, contract: str, words: str) -> None:
    err = _refused(TWELVE + [{"seat": seat, "concede": "contract"}], contract)
    assert err.field == "concede" and words in str(err)


# ---------------------------------------------------------------- Law 52B1(b), 63C
FAILURES = TRICK_1 + [
    {"seat": "W", "expose": ["CK"]}, {"seat": "S", "lead": "H2"}, {"seat": "W", "play": "H5"},
    {"seat": "N", "play": "HA"}, {"seat": "E", "play": "H8"}, {"seat": "N", "lead": "C2"},
    {"seat": "E", "play": "C6"}, {"seat": "S", "play": "C5"}, {"seat": "W", "play": "CT"}]


def test_63C_the_first_failures_choice_lapses_once_the_revoke_is_established() -> None:
    r = _rule(FAILURES + [{"seat": "W", "lead": "D9"}])
    first = [i for i in r["rulings"] if i["irregularity"] == "failure_to_play_penalty_card"][0]
    assert not first["options"] and not [x for x in first["rectification"] if x["kind"] == "option"]
    lapsed = [x for x in first["rectification"] if x["kind"] == "choice_lapsed"]
    assert lapsed and lapsed[0]["law"] == "63C" and lapsed[0]["card"] == "CT"
    assert "63C" in [c["ref"] for c in first["citations"]]
    assert r["state"]["pending"]["event"] == len(AUCTION) + len(FAILURES)  # the second failure's choice


def test_63C_a_choice_made_for_the_lapsed_one_is_refused_with_file_and_line(tmp_path: Path) -> None:
    import yaml

    log = {"dealer": "N", "vulnerable": "none", "hands": HANDS,
           "events": AUCTION + FAILURES + [{"seat": "W", "lead": "CK"}, {"seat": "S", "choose": "decline"}]}
    path = tmp_path / "lapsed.yaml"
    path.write_text(yaml.safe_dump(log, default_flow_style=None, sort_keys=False), encoding="utf-8")
    with pytest.raises(LogError) as info:
        rule(load_log(path))
    err = info.value
    assert err.field == "choose" and err.event == len(log["events"]) - 1 and err.line is not None
    assert str(path) in str(err) and "lapsed" in str(err) and "63C" in str(err)


def test_71B_the_analysis_reads_a_concession_of_the_contract_as_the_ruling_does() -> None:
    """`rulings analyse` on a `concede: contract`: the tricks it concedes, and whether the contract was
    already made (Law 71B), with the same reading as the ruling."""
    from rulings.analysis.claims import claim_evidence

    log = parse_log({"dealer": "N", "vulnerable": "none", "hands": HANDS,
                     "events": AUCTION + TWELVE + [{"seat": "S", "concede": "contract"}]})
    out = claim_evidence(log, len(log.events) - 1)
    assert out["conceded"] == 1 and out["already"] == {"made": True, "defeated": False}
