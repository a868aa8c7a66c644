"""Rulings for the play (Laws 41-71) from whole logs with hands: the issue's "done when" cases.

Each deal is played card by card as written below; the expected tricks are counted by hand from
those cards (not read back from the engine). Every ruling is made with durable-rules and with the
plain-Python reference evaluator, and the two must agree.
"""

from __future__ import annotations

from typing import Any

import pytest

from rulings.errors import LogError
from rulings.log import parse_log
from rulings.ruling import default_engine, rule

# 4S by South, West to lead. Counted by hand in the revoke cases below.
HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.QJ", "S": "AKQJT.432.AK.AK5", "W": "-.765.98765.T9876"}
# The same deal with West holding the club king (for the penalty card case).
HANDS_A = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.J6", "S": "AKQJT.432.AK.AQ5", "W": "-.765.98765.KT987"}
AUCTION = [{"seat": s, "call": c} for s, c in [("N", "P"), ("E", "P"), ("S", "4S"), ("W", "P"), ("N", "P"),
                                               ("E", "P")]]
SOUTH_HAND = ["SA", "SK", "SQ", "SJ", "ST", "H4", "H3", "H2", "DA", "DK", "CA", "CK", "C5"]


def tricks(*ts: str) -> list[dict[str, Any]]:
    """`"W:C6 N:C2 E:CQ S:CA"` per trick: the first card is a lead."""
    out = []
    for t in ts:
        for i, tok in enumerate(t.split()):
            seat, card = tok.split(":")
            out.append({"seat": seat, ("lead" if i == 0 else "play"): card})
    return out


def ruling(events: list[dict[str, Any]], hands: dict[str, str] | None = None, vul: str = "none") -> dict[str, Any]:
    log = parse_log({"dealer": "N", "vulnerable": vul, "hands": hands or HANDS, "events": AUCTION + events})
    durable = rule(log, default_engine("durable"))
    reference = rule(log, default_engine("python"))
    assert _comparable(durable) == _comparable(reference), "durable and the reference evaluator disagree"
    return durable


def _comparable(r: dict[str, Any]) -> dict[str, Any]:
    return {**r, "engine": None, "rulings": [{**i, "trace": sorted(t["rule"] for t in i["trace"])}
                                             for i in r["rulings"]]}


def items(r: dict[str, Any], name: str) -> list[dict[str, Any]]:
    return [i for i in r["rulings"] if i["irregularity"] == name]


def refs(item: dict[str, Any]) -> list[str]:
    return [c["ref"] for c in item["citations"]]


def kinds(item: dict[str, Any]) -> list[str]:
    return [x["kind"] for x in item["rectification"]]


def assert_cited(r: dict[str, Any]) -> None:
    """(g) every ruling item cites its law; every rectification item names the law that produced it."""
    for it in r["rulings"]:
        assert it["citations"], it
        for x in it["rectification"]:
            assert x.get("law"), x
        for o in it["options"]:
            for x in o["rectification"]:
                assert x.get("law"), x


# ---------------------------------------------------------------------------------------------------
# (c) East revokes on trick 4 and wins it with the revoke card (a spade ruff while holding hearts);
# East's lead to trick 5 establishes it; E/W win tricks 9 and 10. Played: N/S 10, E/W 3.
REVOKE_C = ("W:C6 N:C2 E:CQ S:CA", "S:H2 W:H5 N:HA E:H8", "N:HQ E:H9 S:H3 W:H6", "N:HK E:S9 S:H4 W:H7",
            "E:CJ S:CK W:C7 N:C3", "S:SA W:D5 N:S2 E:S6", "S:SK W:D6 N:S3 E:S7", "S:SQ W:D7 N:S4 E:S8",
            "S:C5 W:CT N:C4 E:HT", "W:C9 N:D2 E:HJ S:DK", "W:C8 N:D3 E:DT S:ST", "S:DA W:D8 N:D4 E:DJ",
            "S:SJ W:D9 N:S5 E:DQ")


def test_revoke_won_by_offender_transfers_revoke_trick_and_one_more() -> None:
    r = ruling(tricks(*REVOKE_C))
    (rv,) = items(r, "revoke")
    assert rv["offender"] == "E"
    assert rv["event"] == len(AUCTION) + 4 * 3 + 1  # East's S9, the second card of trick 4
    assert {"61A", "63A1", "64A1"} <= set(refs(rv))
    assert "64A2" not in refs(rv)
    est = next(x for x in rv["rectification"] if x["kind"] == "revoke_established")
    assert est == {"kind": "revoke_established", "seat": "E", "trick": 4, "law": "63A1"}
    (tr,) = [x for x in rv["rectification"] if x["kind"] == "trick_transfer"]
    assert tr == {"kind": "trick_transfer", "to": "NS", "tricks": 2, "law": "64A1"}
    assert any(x["kind"] == "director_judgment" and x["law"] == "64C" for x in rv["rectification"])
    st = r["state"]
    assert st["phase"] == "over" and st["tricks"] == {"NS": 10, "EW": 3} and st["tricks_played"] == 13
    res = st["result"]
    assert res["declarer_tricks_played"] == 10 and res["transferred"] == 2 and res["declarer_tricks"] == 12
    assert res["score"]["ns"] == 480  # 4S + 2, not vulnerable: 120 + 60 + 300
    assert_cited(r)


def test_revoke_score_uses_vulnerability_from_the_log() -> None:
    r = ruling(tricks(*REVOKE_C), vul="both")
    assert r["state"]["result"]["score"]["ns"] == 680  # 120 + 60 + 500


def test_revoke_not_established_while_offending_side_has_not_played_on() -> None:
    r = ruling(tricks(*REVOKE_C[:4]))
    (rv,) = items(r, "revoke")
    assert "63A1" not in refs(rv) and "trick_transfer" not in kinds(rv)
    assert r["state"]["phase"] == "play" and r["state"]["next_to_act"] == "E"


# (e) the 1997 extra trick of Law 64A2: East revokes on trick 4 (a diamond discard holding hearts), North
# wins it; E/W later win trick 9 (CJ) and trick 10 with East's HJ, a card he could legally have played
# to the revoke trick. Played: N/S 11, E/W 2.
REVOKE_E = ("W:C6 N:C2 E:CQ S:CA", "S:H2 W:H5 N:HA E:H8", "N:HQ E:H9 S:H3 W:H6", "N:HK E:DT S:H4 W:H7",
            "N:D2 E:DJ S:DA W:D5", "S:SA W:D6 N:S2 E:S6", "S:SK W:D7 N:S3 E:S7", "S:SQ W:D8 N:S4 E:S8",
            "S:C5 W:CT N:C3 E:CJ")


def test_64a2_one_trick_plus_the_trick_won_with_a_card_legal_at_the_revoke() -> None:
    end = ("E:HJ S:DK W:C7 N:D3", "E:HT S:SJ W:C8 N:D4", "S:CK W:C9 N:C4 E:DQ", "S:ST W:D9 N:S5 E:S9")
    r = ruling(tricks(*REVOKE_E, *end))
    (rv,) = items(r, "revoke")
    assert "64A2" in refs(rv) and "64A1" not in refs(rv)
    (tr,) = [x for x in rv["rectification"] if x["kind"] == "trick_transfer"]
    assert tr["tricks"] == 2 and tr["to"] == "NS" and tr["law"] == "64A2"
    assert rv["trace"] and any(t["rule"] == "64A2.2" for t in rv["trace"])
    res = r["state"]["result"]
    assert res["declarer_tricks_played"] == 11 and res["declarer_tricks"] == 13
    assert res["score"]["ns"] == 510  # 4S + 3: 120 + 90 + 300


def test_64a2_one_trick_only_when_no_later_trick_is_won_with_such_a_card() -> None:
    # East leads the DQ to trick 10 and South wins it: E/W keep only trick 9 (won with a club).
    end = ("E:DQ S:DK W:D9 N:D3", "S:SJ W:C7 N:S5 E:S9", "S:CK W:C8 N:C4 E:HJ", "S:ST W:C9 N:D4 E:HT")
    r = ruling(tricks(*REVOKE_E, *end))
    (rv,) = items(r, "revoke")
    (tr,) = [x for x in rv["rectification"] if x["kind"] == "trick_transfer"]
    assert tr["tricks"] == 1 and tr["law"] == "64A2"
    res = r["state"]["result"]
    assert res["declarer_tricks_played"] == 12 and res["transferred"] == 1 and res["declarer_tricks"] == 13


# (d) a revoke on trick twelve: East ruffs the DK with the S9 holding the DQ and wins the trick.
REVOKE_D = ("W:C6 N:C2 E:CQ S:CA", "S:H2 W:H5 N:HA E:H8", "N:HQ E:H9 S:H3 W:H6", "N:HK E:HT S:H4 W:H7",
            "N:C3 E:CJ S:CK W:C7", "S:SA W:D5 N:S2 E:S6", "S:SK W:D6 N:S3 E:S7", "S:SQ W:D7 N:S4 E:S8",
            "S:C5 W:CT N:C4 E:DT", "W:C9 N:D2 E:HJ S:SJ", "S:DA W:D8 N:D3 E:DJ", "S:DK W:D9 N:D4 E:S9",
            "E:DQ S:ST W:C8 N:S5")


def test_revoke_on_trick_twelve_is_corrected_without_transfer() -> None:
    r = ruling(tricks(*REVOKE_D))
    (rv,) = items(r, "revoke")
    assert {"62D1", "64B6"} <= set(refs(rv))
    assert "trick_transfer" not in kinds(rv) and "correct_revoke" in kinds(rv)
    assert "64A1" not in refs(rv)
    st = r["state"]
    # corrected: East's DQ goes to trick 12 (South's DK wins it) and South wins trick 13 too
    assert st["tricks"] == {"NS": 12, "EW": 1}
    assert st["result"]["transferred"] == 0 and st["result"]["declarer_tricks"] == 12


# ---------------------------------------------------------------------------------------------------
# (a) West drops the club king after trick 1; East gains the lead on trick 4 with the DQ.
PEN_A = ("W:D5 N:D2 E:DT S:DA",)
PEN_A2 = ("S:DK W:D6 N:D3 E:DJ", "S:H2 W:H5 N:HA E:H8", "N:D4 E:DQ S:H3 W:D7")


def penalty_events(*after: dict[str, Any]) -> list[dict[str, Any]]:
    return tricks(*PEN_A) + [{"seat": "W", "expose": ["CK"]}] + tricks(*PEN_A2) + list(after)


def test_dropped_king_is_a_major_penalty_card_and_50d2_options_are_listed() -> None:
    r = ruling(penalty_events(), HANDS_A)
    (ex,) = items(r, "exposed_card")
    assert ex["offender"] == "W" and {"49", "50B", "50D2"} <= set(refs(ex))
    pc = next(x for x in ex["rectification"] if x["kind"] == "penalty_card")
    assert pc == {"kind": "penalty_card", "seat": "W", "card": "CK", "grade": "major", "law": "50B"}
    choices = {(o["choice"], o.get("value")) for o in ex["options"]}
    assert choices == {("require_lead", "C"), ("forbid_lead", "C"), ("penalty_card", None)}
    assert all(o["by"] == "S" for o in ex["options"])
    forbid = next(o for o in ex["options"] if o["choice"] == "forbid_lead")
    lr = next(x for x in forbid["rectification"] if x["kind"] == "lead_restriction")
    assert lr["seat"] == "E" and lr["suit"] == "C" and lr["scope"] == "while_retains_lead" and lr["law"] == "50D2a"
    assert any(x["kind"] == "pick_up_penalty_cards" and x["cards"] == ["CK"] for x in forbid["rectification"])
    keep = next(o for o in ex["options"] if o["choice"] == "penalty_card")
    assert [c["ref"] for c in keep["citations"]] == ["50D2b"]
    st = r["state"]
    assert st["next_to_act"] == "S" and st["pending"]["irregularity"] == "penalty_card_lead"
    assert st["penalty_cards"] == [{"seat": "W", "card": "CK", "grade": "major", "law": "50B", "status": "firm"}]
    assert_cited(r)


def test_50d2_require_a_club_is_applied() -> None:
    r = ruling(penalty_events({"seat": "S", "choose": {"require_lead": "C"}}, {"seat": "E", "lead": "CJ"}), HANDS_A)
    st = r["state"]
    assert st["penalty_cards"] == []  # picked up (Law 50D2a)
    assert st["lead_penalties"] == [] and st["next_to_act"] == "S"
    assert not items(r, "revoke")


def test_50d2_forbid_clubs_then_a_club_lead_is_a_revoke() -> None:
    r = ruling(penalty_events({"seat": "S", "choose": {"forbid_lead": "C"}}), HANDS_A)
    lp = r["state"]["lead_penalties"]
    assert lp == [{"seat": "E", "suit": "C", "kind": "forbid", "restriction": "forbid_lead",
                   "scope": "while_retains_lead", "law": "50D2a", "status": "firm"}]
    r2 = ruling(penalty_events({"seat": "S", "choose": {"forbid_lead": "C"}}, {"seat": "E", "lead": "CJ"}), HANDS_A)
    (rv,) = items(r2, "revoke")
    assert rv["offender"] == "E" and "61A" in refs(rv)


def test_50d2_card_remains_a_penalty_card_and_must_be_played() -> None:
    r = ruling(penalty_events({"seat": "S", "choose": {"penalty_card": "CK"}}, {"seat": "E", "lead": "S6"}), HANDS_A)
    assert r["state"]["penalty_cards"][0]["card"] == "CK"
    # West, void in spades, must now play the club king (Law 50D1); a diamond instead is Law 52
    r2 = ruling(penalty_events({"seat": "S", "choose": {"penalty_card": "CK"}}, {"seat": "E", "lead": "S6"},
                               {"seat": "S", "play": "SA"}, {"seat": "W", "play": "D8"}), HANDS_A)
    (f,) = items(r2, "failure_to_play_penalty_card")
    assert f["offender"] == "W" and {"52A", "52B"} <= set(refs(f))
    assert {o["choice"] for o in f["options"]} == {"accept", "decline"}
    r3 = ruling(penalty_events({"seat": "S", "choose": {"penalty_card": "CK"}}, {"seat": "E", "lead": "S6"},
                               {"seat": "S", "play": "SA"}, {"seat": "W", "play": "CK"}), HANDS_A)
    assert r3["state"]["penalty_cards"] == [] and not items(r3, "failure_to_play_penalty_card")


def test_a_choice_nobody_waits_for_is_bad_input() -> None:
    with pytest.raises(LogError) as e:
        ruling(tricks(*PEN_A) + [{"seat": "S", "choose": {"require_lead": "C"}}], HANDS_A)
    assert e.value.event == len(AUCTION) + 4 and e.value.field == "choose"


# ---------------------------------------------------------------------------------------------------
# (b) East (the wrong defender) leads face up at trick one.
def test_opening_lead_out_of_turn_lists_54_options() -> None:
    r = ruling([{"seat": "E", "lead": "HJ"}])
    (it,) = items(r, "opening_lead_out_of_turn")
    assert it["offender"] == "E" and refs(it) == ["54"]
    opts = {o["choice"]: o for o in it["options"]}
    assert set(opts) == {"spread", "accept", "decline"}
    assert {"54A"} <= {c["ref"] for c in opts["spread"]["citations"]}
    assert any(x["kind"] == "swap_declarer" and x["declarer"] == "N" for x in opts["spread"]["rectification"])
    assert {"54B", "54B1"} <= {c["ref"] for c in opts["accept"]["citations"]}
    dec = opts["decline"]
    assert {"54D", "56"} <= {c["ref"] for c in dec["citations"]}
    assert any(x["kind"] == "penalty_card" and x["card"] == "HJ" and x["grade"] == "major" and x["law"] == "56"
               for x in dec["rectification"])
    then = {(t["if"]["choice"], t["if"].get("value")) for t in dec["then"]}
    assert then == {("require_lead", "H"), ("forbid_lead", "H"), ("penalty_card", None)}
    assert all(t["if"]["seat"] == "S" for t in dec["then"])
    assert r["state"]["next_to_act"] == "S"
    assert_cited(r)


@pytest.mark.parametrize("leads", [
    [{"seat": "W", "lead": "D5", "face_down": True}, {"seat": "E", "lead": "HJ"}],
    [{"seat": "E", "lead": "HJ"}, {"seat": "W", "lead": "D5", "face_down": True}]], ids=["face_down_first",
                                                                                       "faced_first"])
def test_54_partners_face_down_lead_is_withdrawn_in_either_order(leads: list[dict[str, Any]]) -> None:
    # Law 54, the opening words: "裁判应要求收回牌面向下的首引，并按下述处理" — the face-down D5 goes back to
    # West's hand (no penalty card: it was never faced); declarer's three options stand on East's faced HJ
    r = ruling([*leads, {"seat": "S", "choose": "decline"}, {"seat": "S", "choose": {"forbid_lead": "H"}},
                {"seat": "W", "lead": "D5"}])
    (it,) = items(r, "opening_lead_out_of_turn")
    assert it["offender"] == "E" and {"54", "54D", "56"} <= set(refs(it))
    assert {"kind": "retract", "seat": "W", "card": "D5", "law": "54"} in it["rectification"]
    st = r["state"]
    assert st["penalty_cards"] == []  # Law 56 made the faced HJ the penalty card; 50D2a picked it up
    assert not any(x["kind"] == "penalty_card" and x["card"] == "D5" for o in it["options"] for x in o["rectification"])
    assert st["current_trick"] == [["W", "D5"]] and st["next_to_act"] == "N"
    assert_cited(r)


def test_54b_accept_declarer_plays_second_from_his_hand() -> None:
    r = ruling([{"seat": "E", "lead": "HJ"}, {"seat": "S", "choose": "accept"}, {"seat": "S", "play": "H2"}])
    (it,) = items(r, "opening_lead_out_of_turn")
    assert {"54B", "54B1"} <= set(refs(it))
    assert r["state"]["next_to_act"] == "W" and r["state"]["current_trick"] == [["E", "HJ"], ["S", "H2"]]


def test_54d_decline_card_becomes_major_penalty_card_and_50d_applies() -> None:
    r = ruling([{"seat": "E", "lead": "HJ"}, {"seat": "S", "choose": "decline"},
                {"seat": "S", "choose": {"require_lead": "H"}}, {"seat": "W", "lead": "H5"}])
    (it,) = items(r, "opening_lead_out_of_turn")
    assert {"54", "54D", "56", "50D2", "50D2a"} <= set(refs(it))
    st = r["state"]
    assert st["penalty_cards"] == []  # picked up when declarer required the heart (Law 50D2a)
    assert st["current_trick"] == [["W", "H5"]] and st["next_to_act"] == "N"


def test_54a_declarer_spreads_and_becomes_dummy() -> None:
    r = ruling([{"seat": "E", "lead": "HJ"}, {"seat": "S", "expose": SOUTH_HAND}])
    (it,) = items(r, "opening_lead_out_of_turn")
    assert {"48B1", "54A"} <= set(refs(it))
    assert r["state"]["declarer"] == "N" and r["state"]["next_to_act"] == "S"


def test_54c_declarer_who_may_have_seen_dummy_must_accept() -> None:
    r = ruling([{"seat": "E", "lead": "HJ"}, {"finding": "yes", "law": "54C"}])
    (it,) = items(r, "opening_lead_out_of_turn")
    assert "54C" in refs(it) and "54" not in refs(it)
    assert it["options"] == [] and r["state"]["pending"] is None
    assert "accept_lead" in kinds(it) and r["state"]["next_to_act"] == "S"


def test_later_lead_out_of_turn_accepted_by_playing_on() -> None:
    # trick 2 is South's lead; West leads instead and North (dummy, West's LHO) plays to it
    r = ruling(tricks("W:C6 N:C2 E:CQ S:CA") + [{"seat": "W", "lead": "H5"}, {"seat": "N", "play": "HA"}])
    (it,) = items(r, "lead_out_of_turn")
    assert {"53", "53A", "60A1"} <= set(refs(it))
    assert r["state"]["current_trick"] == [["W", "H5"], ["N", "HA"]]


def test_declarer_lead_from_wrong_hand_retracted_55b2() -> None:
    r = ruling(tricks("W:C6 N:C2 E:CQ S:CA") + [{"seat": "N", "lead": "HA"}, {"seat": "W", "choose": "decline"}])
    (it,) = items(r, "declarer_lead_out_of_turn")
    assert {"55A", "55B2"} <= set(refs(it))
    assert r["state"]["current_trick"] == [] and r["state"]["next_to_act"] == "S"


# ---------------------------------------------------------------------------------------------------
def test_claim_acquiesced_and_contested_with_finding() -> None:
    base = tricks(*REVOKE_C[:8])  # N/S 7, E/W 1 after eight tricks, revoke established on trick 4
    r = ruling(base + [{"seat": "S", "claim": 5}])
    (c,) = items(r, "claim")
    assert {"68D", "69A"} <= set(refs(c))
    res = r["state"]["result"]
    assert r["state"]["phase"] == "over" and res["declarer_tricks_played"] == 7 and res["declarer_tricks_claimed"] == 5
    # E/W won trick 4 only: 64A1 with no later trick: the revoke trick is transferred
    assert res["transferred"] == 1 and res["declarer_tricks"] == 13
    r2 = ruling(base + [{"seat": "S", "claim": 5}, {"seat": "E", "object": True}, {"finding": "3", "law": "70"}])
    (c2,) = items(r2, "claim")
    assert {"70", "70A"} <= set(refs(c2))
    assert r2["state"]["result"]["declarer_tricks_claimed"] == 3


def test_concession_objected_by_partner_is_void() -> None:
    base = tricks(*REVOKE_C[:8])
    r = ruling(base + [{"seat": "E", "concede": 5}, {"seat": "W", "object": True}])
    (c,) = items(r, "concession")
    assert "68B" in refs(c) and r["state"]["phase"] == "play"


# ---------------------------------------------------------------------------------------------------
# (f) impossible cards are bad input, with the event number
@pytest.mark.parametrize(("events", "index", "field", "words"), [
    ([{"seat": "W", "lead": "SA"}], 0, "lead", "S's"),
    (tricks("W:C6 N:C2 E:CQ S:CA") + [{"seat": "S", "lead": "CA"}], 4, "lead", "already been played"),
    ([{"seat": "W", "lead": "C6"}, {"seat": "N", "play": "ZZ"}], 1, "play", "not a card"),
])
def test_impossible_cards_are_rejected(events: list[dict[str, Any]], index: int, field: str, words: str) -> None:
    with pytest.raises(LogError) as e:
        ruling(events)
    assert e.value.event == len(AUCTION) + index and e.value.field == field and words in str(e.value)


def test_fourteenth_card_is_rejected() -> None:
    with pytest.raises(LogError) as e:
        ruling(tricks(*REVOKE_C) + [{"seat": "S", "lead": "C5"}])
    assert e.value.event == len(AUCTION) + 52 and "13 tricks" in str(e.value)


def test_play_without_hands_is_rejected() -> None:
    log = parse_log({"dealer": "N", "events": AUCTION + [{"seat": "W", "lead": "C6"}]})
    with pytest.raises(LogError) as e:
        rule(log, default_engine("python"))
    assert e.value.event == len(AUCTION) and e.value.field == "hands"


def test_every_play_ruling_renders_as_text_in_both_languages() -> None:
    """The director's text (rulings rule LOG) covers the play's options and rectifications."""
    from rulings.render import render_text

    logs = [(penalty_events(), HANDS_A), (tricks(*REVOKE_C), HANDS), (tricks(*REVOKE_D), HANDS)]
    for events, hands in logs:
        r = ruling(events, hands)
        assert r["rulings"], "each of these logs holds an irregularity"
        for lang, word in (("zh", "第"), ("en", "Law")):
            text = render_text(r, lang)
            assert word in text and "Traceback" not in text


# ---------------------------------------------------------------------------------------------------
# Law 26 in the play: West's insufficient 1H is corrected to a pass (Law 27B2), so a Law 26A2 lead penalty
# in hearts is firm against East, North's opening leader, when West's side defends 4S by North.
HANDS_26 = {"S": "5432.AKQ.432.432", "W": "9876.JT98.QJT.QJ", "N": "AKQJT.432.AK.AK5", "E": "-.765.98765.T9876"}
AUCTION_26 = [{"seat": "N", "call": "1S"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "2S"},
              {"seat": "W", "call": "1H"}, {"seat": "N", "choose": "decline"}, {"seat": "W", "call": "P"},
              {"seat": "N", "call": "4S"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "P"},
              {"seat": "W", "call": "P"}]


def ruling_26(events: list[dict[str, Any]]) -> dict[str, Any]:
    log = parse_log({"dealer": "N", "vulnerable": "none", "hands": HANDS_26, "events": AUCTION_26 + events})
    durable = rule(log, default_engine("durable"))
    assert _comparable(durable) == _comparable(rule(log, default_engine("python")))
    return durable


def test_26a2_declarer_options_at_the_opening_lead_come_from_the_rule() -> None:
    r = ruling_26([{"seat": "E", "lead": "D5"}])
    (lp,) = items(r, "lead_penalty")
    assert lp["offender"] == "W" and refs(lp) == ["26A2"]
    assert any(t["rule"] == "26A2.3" for t in lp["trace"])
    assert {(o["by"], o["choice"], o.get("value")) for o in lp["options"]} == {("N", "require_lead", "H"),
                                                                                 ("N", "forbid_lead", "H")}
    forbid = next(o for o in lp["options"] if o["choice"] == "forbid_lead")
    (lr,) = [x for x in forbid["rectification"] if x["kind"] == "lead_restriction"]
    assert lr["seat"] == "E" and lr["suit"] == "H" and lr["scope"] == "while_retains_lead"
    assert not items(r, "revoke")  # no choice made: East's diamond lead is legal


def test_26a2_required_heart_lead_not_followed_is_a_revoke() -> None:
    r = ruling_26([{"seat": "N", "choose": {"require_lead": "H"}}, {"seat": "E", "lead": "D5"}])
    (lp,) = items(r, "lead_penalty")
    assert any(t["rule"] == "26A2.4" for t in lp["trace"])
    (rv,) = items(r, "revoke")
    assert rv["offender"] == "E" and "61A" in refs(rv)
    ok = ruling_26([{"seat": "N", "choose": {"require_lead": "H"}}, {"seat": "E", "lead": "H5"}])
    assert not items(ok, "revoke") and ok["state"]["current_trick"] == [["E", "H5"]]


def test_26a2_forbidden_hearts_stay_forbidden() -> None:
    r = ruling_26([{"seat": "N", "choose": {"forbid_lead": "H"}}, {"seat": "E", "lead": "D5"}])
    assert not items(r, "revoke")
    assert r["state"]["lead_penalties"] == [{"seat": "E", "suit": "H", "kind": "forbid", "restriction": "forbid_lead",
                                             "scope": "while_retains_lead", "law": "26A2", "status": "firm"}]
    r2 = ruling_26([{"seat": "N", "choose": {"forbid_lead": "H"}}, {"seat": "E", "lead": "H5"}])
    assert items(r2, "revoke")


def test_26_declarer_may_not_name_an_unrelated_suit() -> None:
    with pytest.raises(LogError) as e:
        ruling_26([{"seat": "N", "choose": {"require_lead": "C"}}, {"seat": "E", "lead": "D5"}])
    assert e.value.event == len(AUCTION_26) and e.value.field == "choose"


def test_26_a_lead_choice_without_a_lead_penalty_is_bad_input() -> None:
    with pytest.raises(LogError) as e:
        ruling([{"seat": "S", "choose": {"forbid_lead": "H"}}, {"seat": "W", "lead": "C6"}])
    assert e.value.event == len(AUCTION) and "Law 26" in str(e.value)


# --- Law 67: defective tricks, from the director's finding ---------------------------------------------

def test_law67b1a_card_supplied_to_the_defective_trick_does_not_change_its_winner() -> None:
    """South omitted to play to trick 1 (found after both sides played to trick 2): his club ace goes to
    trick 1, which East's queen still wins (Law 67B1); no penalty (67B1a)."""
    r = ruling(tricks("W:C6 N:C2 E:CQ", "E:DQ S:DA W:D5 N:D2")
               + [{"seat": "S", "finding": "omitted", "law": "67"}, {"seat": "S", "play": "CA"}])
    (item,) = items(r, "defective_trick")
    assert refs(item) == ["67B1a"] and "no_penalty" in kinds(item)
    assert r["state"]["tricks"] == {"NS": 1, "EW": 1}
    assert r["state"]["next_to_act"] == "S"  # South won trick 2 and leads


def test_law67a1_the_supplied_card_completes_the_trick_as_any_other() -> None:
    """Found before the next trick: the trick is completed (Law 67A1), and the ace South adds wins it."""
    r = ruling(tricks("W:C6 N:C2 E:CQ") + [{"seat": "S", "finding": "omitted", "law": "67"},
                                            {"seat": "S", "play": "CA"}])
    assert refs(items(r, "defective_trick")[0]) == ["67A1"]
    assert r["state"]["tricks"] == {"NS": 1, "EW": 0} and r["state"]["next_to_act"] == "S"


def test_law67_the_supplied_card_must_follow_suit_when_able() -> None:
    with pytest.raises(LogError) as err:
        ruling(tricks("W:C6 N:C2 E:CQ") + [{"seat": "S", "finding": "omitted", "law": "67"},
                                            {"seat": "S", "play": "DA"}])
    assert err.value.event == 10 and err.value.field == "play" and "C card" in str(err.value)


def test_law67_finding_without_a_defective_trick_is_an_error() -> None:
    with pytest.raises(LogError) as err:
        ruling(tricks("W:C6 N:C2 E:CQ S:CA") + [{"seat": "S", "finding": "omitted", "law": "67"}])
    assert err.value.event == 10 and err.value.field == "finding" and "S's card" in str(err.value)
    with pytest.raises(LogError) as err:
        ruling(tricks("W:C6 N:C2 E:CQ S:CA") + [{"seat": "E", "finding": "too_many", "law": "67"}])
    assert err.value.field == "trick"


def test_law67b1b_deemed_revoke_transfers_one_trick_not_two() -> None:
    """East, void in clubs, omitted to play to trick 3 (West won it with the C8). He is deemed to have
    revoked there (67B1b): one trick to NS. NS won 3 of tricks 1-4, claimed 9, plus 1 = 13."""
    r = ruling(tricks("W:C6 N:C2 E:CQ S:CA", "S:CK W:C7 N:C3 E:CJ", "S:C5 W:C8 N:C4", "W:D5 N:D2 E:DT S:DA")
               + [{"seat": "E", "finding": "omitted", "law": "67"}, {"seat": "E", "play": "H8"},
                  {"seat": "S", "claim": 9}])
    (item,) = items(r, "defective_trick")
    assert "67B1b" in refs(item) and "deemed_revoke" in kinds(item)
    transfers = [x for x in item["rectification"] if x["kind"] == "trick_transfer"]
    assert [(x["to"], x["tricks"]) for x in transfers] == [("NS", 1)]
    assert r["state"]["result"]["declarer_tricks"] == 13


def test_law60c_offenders_partner_playing_leaves_declarer_his_choice() -> None:
    r = ruling(tricks("W:C6 N:C2 E:CQ S:CA") + [{"seat": "W", "lead": "H5"}, {"seat": "E", "play": "H8"}])
    oot = items(r, "lead_out_of_turn")[0]
    assert "60C" in refs(oot) and [o["choice"] for o in oot["options"]] == ["accept", "decline"]
    assert r["state"]["pending"]["by"] == "S" and r["state"]["current_trick"] == [["W", "H5"]]


def _rects(r: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [x for i in r["rulings"] for x in i["rectification"] if x["kind"] == kind]


def test_law50b_late_inadvertent_answer_after_declarers_50d2_choice_keeps_the_choice() -> None:
    """Law 50B answered after declarer made his 50D2 choice: the card is minor from then on (50C), the
    question is no longer put, and the choice already made stays on the record (fix5)."""
    r = ruling(tricks("W:D5 N:D2 E:DT S:DA") + [{"seat": "E", "expose": ["H8"]}]
               + tricks("S:C5 W:CK N:C2 E:C6")
               + [{"seat": "S", "choose": {"penalty_card": "H8"}}, {"finding": "inadvertent", "law": "50B"}],
               hands=HANDS_A)
    assert [(p["card"], p["grade"]) for p in _rects(r, "penalty_card")] == [("H8", "minor")]
    assert not [j for j in _rects(r, "director_judgment") if j["law"] == "50B"]
    assert [o["law"] for o in _rects(r, "option")] == ["50D2"]
    assert [d["grade"] for d in _rects(r, "penalty_card_duty")] == ["minor"]


def test_law50b_a_minor_card_raised_by_a_second_is_shown_major_in_its_own_item_too() -> None:
    """50B "一防家如有两张或更多的罚张时，所有罚张均成为重罚张" (text17's 50D2 note, fix18): East's H8, found
    inadvertent (minor), becomes major when S6 follows. The item of H8 — the one 50D2's choice is attached to
    when West wins the lead — no longer calls it minor nor states 50C's duty: its entry says it was minor and is
    now major, in words too; the second item states the major duty (50D1). A 47C lapse of the raise puts the
    grade back (features/law-47.feature)."""
    from rulings.render import render_text

    r = ruling(tricks("W:D5 N:D2 E:DT S:DA") + [{"seat": "E", "expose": ["H8"]}, {"finding": "inadvertent", "law": "50B"},
                                               {"seat": "E", "expose": ["S6"]}, {"finding": "inadvertent", "law": "50B"}]
               + tricks("S:C5 W:CK N:C2 E:CJ"), hands=HANDS_A)
    first, second = items(r, "exposed_card")
    [h8] = [x for x in first["rectification"] if x["kind"] == "penalty_card"]
    assert (h8["card"], h8["grade"], h8["raised_from"], h8["raised_by"]) == ("H8", "major", "minor", 1)
    assert [o["law"] for o in _rects(r, "option")] == ["50D2"] and "option" in kinds(first)
    assert [d["grade"] for d in _rects(r, "penalty_card_duty")] == ["major"] and "penalty_card_duty" in kinds(second)
    assert {(p["card"], p["grade"]) for p in r["state"]["penalty_cards"]} == {("H8", "major"), ("S6", "major")}
    text = render_text(r, "en")
    assert "♥8 became a minor penalty card" in text and "now a major penalty card" in text
    assert "before the minor penalty card" not in text and "becomes a minor" not in text


def test_law45c4b_change_with_no_finding_puts_the_question_and_a_later_no_answers_it() -> None:
    """Law 45C4b: a defender's changed designation with no finding puts the question (47F held meanwhile);
    "no" recorded after the next card answers it: 47F stands and the question is no longer put (fix5)."""
    events = tricks("W:D5 N:D2") + [{"seat": "E", "play": "DT"}, {"seat": "E", "play": "DJ", "replaces": True}]
    asked = ruling(events, hands=HANDS_A)
    assert [j["law"] for j in _rects(asked, "director_judgment") if j["law"] == "45C4b"] == ["45C4b"]
    answered = ruling(events + [{"seat": "S", "play": "DA"}, {"finding": "no", "law": "45C4b"}], hands=HANDS_A)
    assert not [j for j in _rects(answered, "director_judgment") if j["law"] == "45C4b"]
    assert [(p["card"], p["law"]) for p in _rects(answered, "penalty_card")] == [("DJ", "47F")]


def test_a_choice_not_offered_is_refused_naming_each_choice_once_in_chinese_first() -> None:
    # Law 26B: declarer may only forbid a suit (one choice, offered for each of four suits); requiring one is
    # refused, and the message names the choice allowed once, in Chinese first
    log = parse_log({"dealer": "N", "vulnerable": "none", "hands": HANDS_A, "events": [
        {"seat": s, "call": c} for s, c in [("N", "P"), ("E", "P"), ("S", "1S"), ("E", "1NT")]]
        + [{"seat": "S", "choose": "decline"}]
        + [{"seat": s, "call": c} for s, c in [("W", "P"), ("N", "2S"), ("E", "P"), ("S", "4S"), ("W", "P"),
                                              ("N", "P"), ("E", "P")]]
        + [{"seat": "S", "choose": {"require_lead": "H"}}, {"seat": "W", "lead": "H5"}]})
    with pytest.raises(LogError) as e:
        rule(log, default_engine("python"))
    msg = str(e.value)  # the English message; its Chinese form is the error's own (`zh`), printed first
    assert msg.endswith("S may choose forbid_lead here, not require_lead") and e.value.zh == "南家此时只可选择禁止引出，不能要求引出"
    assert msg.count("forbid_lead") == 1 and e.value.field == "choose"
    assert str(e.value.bilingual()).endswith(f"：南家此时只可选择禁止引出，不能要求引出 — {msg}")


LATE_CHANGE = [{"seat": "W", "lead": "D5"}, {"seat": "N", "play": "D2"}, {"seat": "E", "play": "DT"},
               {"seat": "E", "play": "DJ", "replaces": True}]


def test_45c4b_yes_found_after_the_trick_puts_the_card_named_instead_in_its_place() -> None:
    # Law 45C4b "立即改正其因疏忽指定的错误牌张，不判罚", found after South played: the change was held to 47F
    # meanwhile (DT stood, DJ a penalty card); the finding puts DJ in the trick and DT back in East's hand
    r = ruling([*LATE_CHANGE, {"seat": "S", "play": "DA"}, {"finding": "yes", "law": "45C4b"}], HANDS_A)
    (it,) = r["rulings"]
    assert {"45C4b", "47C"} <= set(refs(it)) and "47F" not in refs(it) and "50D1" not in refs(it)
    assert {"kind": "designation_corrected", "seat": "E", "card": "DJ", "withdrawn": "DT", "law": "47C"} \
        in it["rectification"]
    assert not any(x["kind"] in ("penalty_card", "card_must_be_played") for x in it["rectification"])
    # Law 16C "违规方违规的……打牌均可以取消，而以其他……打牌代替……2.违规方从其自己的取消行动……而得来的信息，都是非法的":
    # the withdrawn DT puts the director's 16C2 question (fix11, text11's reading), and no other
    assert [x["law"] for x in it["rectification"] if x["kind"] == "director_judgment"] == ["16C2"]
    st = r["state"]
    assert st["penalty_cards"] == [] and st["tricks_played"] == 1 and st["next_to_act"] == "S"
    later = ruling([*LATE_CHANGE, {"seat": "S", "play": "DA"}, {"finding": "yes", "law": "45C4b"},
                    {"seat": "S", "lead": "DK"}, {"seat": "W", "play": "D6"}, {"seat": "N", "play": "D3"},
                    {"seat": "E", "play": "DT"}], HANDS_A)  # DT is in East's hand again: he may follow with it
    assert later["state"]["tricks_played"] == 2 and later["state"]["penalty_cards"] == []


def test_45c4b_yes_found_late_lets_the_changed_card_lapse_and_keeps_the_duty_of_another_penalty_card() -> None:
    # Law 49 "防家的牌张处于其同伴可能看到的位置……均成为罚张", 50B "暴露的任何大牌……即成为重罚张": East's CJ, exposed
    # before his turn, is a major penalty card. He then plays DT and names DJ instead; only after South played
    # does the director find the designation inadvertent: 45C4b "立即改正其因疏忽指定的错误牌张，不判罚", 47C
    # "赛员由于疏忽所指定的打牌，可以收回，不判罚" - DJ takes DT's place and is no penalty card, and what 47F
    # ("牌张一经打出，均不得收回") and 50D1 said of DJ lapses. CJ is still one (50A "罚张必须牌面向上地放在持有者面前，
    # 直到选定了对其判罚为止"; 50D1 "重罚张必须于第一次合法机会打出"): the duty stated again with the correction
    # comes after the lapses (rule 47C.2's order), or the lapse of 50D1 would take it back too.
    events = [{"seat": "W", "lead": "D5"}, {"seat": "N", "play": "D2"}, {"seat": "E", "expose": ["CJ"]},
              {"seat": "E", "play": "DT"}, {"seat": "E", "play": "DJ", "replaces": True}, {"seat": "S", "play": "DA"},
              {"finding": "yes", "law": "45C4b"}]
    r = ruling(events, HANDS_A)
    exposed, changed = r["rulings"]
    assert [(x["kind"], x.get("card"), x.get("cards")) for x in exposed["rectification"] if x["kind"] != "director_judgment"] \
        == [("penalty_card", "CJ", None), ("penalty_card_duty", None, ["CJ"])]
    assert refs(changed) == ["16C2", "45C4b", "47C", "50D1"]  # 16C2: the withdrawn DT (Law 16C, fix11)
    assert {"kind": "designation_corrected", "seat": "E", "card": "DJ", "withdrawn": "DT", "law": "47C"} \
        in changed["rectification"]
    assert not [x for x in changed["rectification"] if x["kind"] in ("penalty_card", "card_must_be_played")]
    assert [x for x in changed["rectification"] if x["kind"] == "penalty_card_duty"] == \
        [{"kind": "penalty_card_duty", "seat": "E", "grade": "major", "cards": ["CJ"], "law": "50D1"}]
    assert [(pc["seat"], pc["card"], pc["grade"]) for pc in r["state"]["penalty_cards"]] == [("E", "CJ", "major")]
    # the duty holds at the table: on South's club lead East plays CJ, and then holds no penalty card
    later = ruling(events + [{"seat": "S", "lead": "C5"}, {"seat": "W", "play": "C7"}, {"seat": "N", "play": "C2"},
                             {"seat": "E", "play": "CJ"}], HANDS_A)
    assert later["state"]["penalty_cards"] == [] and len(later["rulings"]) == 2


def test_45c4b_yes_found_late_withdraws_a_waiting_50d2_choice_and_keeps_one_made() -> None:
    # DJ, held a major penalty card meanwhile (47F), gave declarer a 50D2 choice when West came on lead ("如果其
    # 同伴有一重罚张时……庄家可作的选择"). 45C4b "不判罚" found now: DJ was no penalty card, so a choice that still
    # waits is withdrawn (West leads freely); a choice declarer already made is history and stays in the ruling,
    # as the restriction it brought stays at the table (rule 47C.2's stated_lapses, as 50B.6's)
    base = [*LATE_CHANGE, {"seat": "S", "play": "DA"}, *tricks("S:C5 W:CK N:C2 E:C6")]
    waiting = ruling([*base, {"finding": "yes", "law": "45C4b"}], HANDS_A)
    (it,) = waiting["rulings"]
    # 16C2: the withdrawn DT (Law 16C, "违规方从其自己的取消行动……而得来的信息，都是非法的"; fix11)
    assert refs(it) == ["16C2", "45C4b", "47C"] and not it["options"] and not _rects(waiting, "option")
    assert waiting["state"]["pending"] is None and waiting["state"]["next_to_act"] == "W"
    made = ruling([*base, {"seat": "S", "choose": {"require_lead": "D"}}, {"finding": "yes", "law": "45C4b"}], HANDS_A)
    (it,) = made["rulings"]
    assert refs(it) == ["16C2", "45C4b", "47C", "50D2", "50D2a"]
    assert [(x["kind"], x["law"]) for x in it["rectification"]] == [
        ("option", "50D2"), ("lead_restriction", "50D2a"), ("pick_up_penalty_cards", "50D2a"), ("no_penalty", "45C4b"),
        ("designation_corrected", "47C"), ("director_judgment", "16C2")]
    assert [(lp["seat"], lp["suit"], lp["kind"]) for lp in made["state"]["lead_penalties"]] == [("W", "D", "require")]


def test_45c4b_yes_found_while_the_trick_is_in_progress() -> None:
    # declarer changes dummy's D2 to D3; East plays before the director finds the designation inadvertent
    r = ruling([{"seat": "W", "lead": "D5"}, {"seat": "N", "play": "D2"}, {"seat": "N", "play": "D3", "replaces": True},
                {"seat": "E", "play": "DT"}, {"finding": "yes", "law": "45C4b"}], HANDS_A)
    (it,) = r["rulings"]
    assert {"kind": "designation_corrected", "seat": "N", "card": "D3", "withdrawn": "D2", "law": "47C"} \
        in it["rectification"]
    assert r["state"]["current_trick"] == [["W", "D5"], ["N", "D3"], ["E", "DT"]] and r["state"]["next_to_act"] == "S"


def test_45c4b_yes_found_after_the_card_named_instead_was_played_is_refused() -> None:
    events = [*LATE_CHANGE, {"seat": "S", "play": "DA"}, {"seat": "S", "lead": "DK"}, {"seat": "W", "play": "D6"},
              {"seat": "N", "play": "D3"}, {"seat": "E", "play": "DJ"}, {"finding": "yes", "law": "45C4b"}]
    with pytest.raises(LogError) as e:
        ruling(events, HANDS_A)
    assert e.value.event == len(AUCTION) + len(events) - 1 and e.value.field == "finding"
