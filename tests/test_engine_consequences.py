"""Consequences as declared handlers (rulings/consequences): every consequence a rule names has a
handler for the rule's phase; the vocabulary's declaration of the phases each consequence is applied in
equals the registry, both ways; a law file that names one without a handler for its phase is refused by
the loader with its file and line; decisions of law come from rules that fired (Law 50B's
grade, Law 25A's cancelled call, Law 26's lead penalty kind)."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from rulings.consequences import handler_for, handlers_for
from rulings.engine import Engine
from rulings.errors import LawbookError
from rulings.lawbook import LAWBOOK_DIR, PHASES, default_lawbook, load_lawbook
from rulings.log import parse_log
from rulings.ruling import default_engine, rule
from rulings.vocabulary import APPLIED_IN, CONSEQUENCES

AUCTION = [{"seat": s, "call": c} for s, c in [("N", "P"), ("E", "P"), ("S", "4S"), ("W", "P"), ("N", "P"),
                                               ("E", "P")]]
HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.QJ", "S": "AKQJT.432.AK.AK5", "W": "-.765.98765.T9876"}
FIRST_TRICK = [{"seat": "W", "lead": "C6"}, {"seat": "N", "play": "C2"}, {"seat": "E", "play": "CQ"},
               {"seat": "S", "play": "CA"}]


def ruled(events: list[dict[str, Any]], backend: str, hands: dict[str, str] | None = None) -> dict[str, Any]:
    log = {"dealer": "N", "vulnerable": "none", "events": events}
    if hands:
        log["hands"] = hands
    return rule(parse_log(log), default_engine(backend))


def test_every_consequence_the_lawbook_names_has_a_handler_for_its_phase() -> None:
    for r in default_lawbook().rules:
        for name, _ in r.then:
            assert handler_for(r.phase, name) is not None, (r.id, r.phase, name)


def test_every_handler_handles_a_consequence_of_the_vocabulary() -> None:
    for phase in PHASES:
        assert set(handlers_for(phase)) <= set(CONSEQUENCES), phase


def test_the_phases_the_vocabulary_declares_are_the_registrys() -> None:
    """What the loader checks (`APPLIED_IN`) is what the table models can carry out (the registry)."""
    assert set(APPLIED_IN) == set(CONSEQUENCES)
    for phase in PHASES:
        declared = {name for name, phases in APPLIED_IN.items() if phase in phases}
        assert declared == set(handlers_for(phase)), phase


def _broken_copy(tmp_path: Path) -> tuple[Path, int]:
    """A copy of the lawbook where a play rule names forced_pass, a consequence of the auction only."""
    root = tmp_path / "lawbook"
    shutil.copytree(LAWBOOK_DIR, root)
    path = root / "ch06-play" / "law-50.yaml"
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    n = next(i for i, line in enumerate(lines) if line.strip() == '- id: "50C"')
    lines[n + 3] = lines[n + 3].replace("- penalty_card_played", "- forced_pass: {seat: offender.partner, "
                                                                 "scope: next_turn}")
    path.write_text("".join(lines), encoding="utf-8")
    return path, n + 4  # the line of the consequence itself


def test_a_rule_whose_consequence_has_no_handler_for_its_phase_is_refused_with_file_and_line(
        tmp_path: Path) -> None:
    path, line = _broken_copy(tmp_path)
    with pytest.raises(LawbookError) as err:
        load_lawbook(path.parent.parent)
    assert err.value.path == str(path) and err.value.line == line
    assert "rule 50C: consequence 'forced_pass' has no handler in the play phase" in str(err.value)


@pytest.mark.parametrize("backend", ["durable", "python"])
def test_law_50b_two_penalty_cards_are_both_major_because_a_rule_fired(backend: str) -> None:
    r = ruled(AUCTION + FIRST_TRICK + [{"seat": "E", "expose": ["H8"]}, {"finding": "yes", "law": "50B"},
                                       {"seat": "E", "expose": ["H9"]}], backend, HANDS)
    assert [(pc["card"], pc["grade"]) for pc in r["state"]["penalty_cards"]] == [("H8", "major"), ("H9", "major")]
    second = r["rulings"][-1]
    graded = [t for t in second["trace"] if t["rule"] == "50B.3"]
    assert graded and graded[0]["facts"][0]["kind"] == "penalty_cards" and graded[0]["facts"][0]["count"] == 2
    assert {"kind": "penalty_card_grade", "seat": "E", "grade": "major", "law": "50B"} in second["rectification"]


@pytest.mark.parametrize("backend", ["durable", "python"])
def test_one_minor_penalty_card_stays_minor_and_50b3_does_not_fire(backend: str) -> None:
    r = ruled(AUCTION + FIRST_TRICK + [{"seat": "E", "expose": ["H8"]}, {"finding": "yes", "law": "50B"}],
              backend, HANDS)
    assert [(pc["card"], pc["grade"]) for pc in r["state"]["penalty_cards"]] == [("H8", "minor")]
    assert all(t["rule"] != "50B.3" for item in r["rulings"] for t in item["trace"])


@pytest.mark.parametrize("backend", ["durable", "python"])
def test_law_25a_the_changed_call_is_cancelled_by_the_rule_that_fired(backend: str) -> None:
    r = ruled([{"seat": "N", "call": "1C"}, {"seat": "N", "call": "1D", "replaces": True, "inadvertent": True}],
              backend)
    assert r["state"]["auction"][0] == {"event": 0, "seat": "N", "call": "1C", "cancelled": True, "law": "25A"}
    assert any(t["rule"] == "25A" for t in r["rulings"][0]["trace"])


@pytest.mark.parametrize("backend", ["durable", "python"])
def test_the_lead_penalty_kind_is_the_rules_parameter(backend: str) -> None:
    """Law 26A (a cancelled call related to a suit) and 26B (any other call): the kind is a parameter
    of the rule that imposes the penalty; the rule that makes it firm when the auction ends tests it."""
    given = {(r.id, p["law_kind"]) for r in default_lawbook().rules for n, p in r.then if n == "lead_penalty"}
    assert given == {("26A2", "26A"), ("26B", "26B")}
    calls = [("W", "1D"), ("N", "decline"), ("E", "P"), ("S", "1S"), ("W", "2C"), ("N", "2S"), ("E", "P"),
             ("S", "P"), ("W", "P")]
    events = [{"seat": s, "choose": c} if c == "decline" else {"seat": s, "call": c} for s, c in calls]
    r = rule(parse_log({"dealer": "E", "vulnerable": "none", "events": events}), default_engine(backend))
    (item,) = r["rulings"]
    firm = [t["facts"][0] for t in item["trace"] if t["rule"] == "26A2.2"]
    assert firm and firm[0]["kind"] == "lead_penalty_check" and firm[0]["law_kind"] == "26A"
    assert r["state"]["lead_penalties"][0]["status"] == "firm"


@pytest.mark.parametrize("backend", ["durable", "python"])
def test_whether_naming_a_suit_frees_the_offender_reads_the_rules_suits(tmp_path: Path, backend: str) -> None:
    """Law 26A1 "如果违规者叫出了有关联的花色时，则不受引牌判罚": East's insufficient 1D, not accepted and
    corrected to 1NT, relates to diamonds (26A2 `suits: related`); his later 3D names them and the penalty
    lapses by rule 26A1. The table finds what he named among the suits the rule declared, never by the
    law's number: with 26A2 declaring `suits: any` in a copy of the lawbook, 3D names nothing and the
    penalty is firm when he defends (26A2.2)."""
    calls = [("N", "1H"), ("E", "1D"), ("S", "decline"), ("E", "1NT"), ("S", "2H"), ("W", "P"), ("N", "P"),
             ("E", "3D"), ("S", "3H"), ("W", "P"), ("N", "P"), ("E", "P")]
    log = parse_log({"dealer": "N", "vulnerable": "none", "events": [
        {"seat": s, "choose": c} if c == "decline" else {"seat": s, "call": c} for s, c in calls]})

    def settled(r: dict[str, Any]) -> tuple[list[str], list[str]]:
        fired = sorted({t["rule"] for i in r["rulings"] for t in i["trace"] if t["rule"].startswith("26")})
        return fired, [lp["status"] for lp in r["state"]["lead_penalties"]]

    assert settled(rule(log, default_engine(backend))) == (["26A1", "26A2"], [])
    root = tmp_path / "lawbook"
    shutil.copytree(LAWBOOK_DIR, root)
    law26 = root / "ch05-auction" / "law-26.yaml"
    text = law26.read_text(encoding="utf-8")
    assert "suits: related, declarer_may" in text
    law26.write_text(text.replace("suits: related, declarer_may", "suits: any, declarer_may"), encoding="utf-8")
    assert settled(rule(log, Engine(load_lawbook(root), backend=backend))) == (["26A2", "26A2.2"], ["firm"])


@pytest.mark.parametrize("backend", ["durable", "python"])
def test_declining_an_opening_lead_out_of_turn_withdraws_the_card_once_under_54d_and_56(backend: str) -> None:
    """Law 54D: "如庄家要求防家收回其牌面向上的越序首引，应用第56条" — both rules fire and are cited, the one
    withdrawal is stated once, and Law 56 makes the card a major penalty card."""
    r = ruled(AUCTION + [{"seat": "E", "lead": "HJ"}], backend, HANDS)
    decline = next(o for o in r["rulings"][0]["options"] if o["choice"] == "decline")
    kinds = [(x["kind"], x.get("law")) for x in decline["rectification"]]
    assert kinds.count(("retract", "54D")) == 1 and not any(k == "retract" and law != "54D" for k, law in kinds)
    assert ("penalty_card", "56") in kinds
    assert {"54D", "56"} <= {c["ref"] for c in decline["citations"]}
