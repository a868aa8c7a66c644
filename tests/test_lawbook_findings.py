"""What the director's finding under a law says is the law's own data (issue 12): the section asking the
question declares (`finding:`, lawbook/README.md) which fact field its answer sets and with what value;
the table model reads the declarations and no law number. The strict loader refuses a bad declaration
with the file and line; a declaration changed in a copy of the lawbook changes the ruling; contradictory
findings on one event are refused with the event and field; what a 50B answer of minor lets lapse is a
rule's consequence (`stated_lapses`), cited to the rule that fired.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from rulings.engine import Engine
from rulings.errors import LawbookError, LogError
from rulings.lawbook import NOTHING, Lawbook, default_lawbook, load_lawbook
from rulings.log import parse_log
from rulings.ruling import default_engine, rule
from tests.lawbook_copy import break_lawbook, copy_lawbook

# 4S by South, West to lead (as tests/test_play_rulings.py)
HANDS = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.QJ", "S": "AKQJT.432.AK.AK5", "W": "-.765.98765.T9876"}
AUCTION = [{"seat": s, "call": c} for s, c in [("N", "P"), ("E", "P"), ("S", "4S"), ("W", "P"), ("N", "P"),
                                               ("E", "P")]]


@pytest.fixture(scope="module")
def book() -> Lawbook:
    return default_lawbook()


def _refused(root: Path, path: Path, line: int) -> str:
    with pytest.raises(LawbookError) as info:
        load_lawbook(root)
    err = info.value
    assert (err.path, err.line) == (str(path), line), str(err)
    assert str(err).startswith(f"{path}:{line}: ") and "\n" not in str(err)
    return str(err)


# --- the declarations are the law's --------------------------------------------------------------------

def test_each_question_declares_the_field_its_answer_sets(book: Lawbook) -> None:
    """The fields the table used to fill by law number in Python are now declared by those laws."""
    declared = {(ref, f.fact, f.field) for ref, s in book.sections.items() for f in s.findings}
    assert {("45D", "card", "unrequested"), ("54C", "card", "declarer_saw_dummy"), ("50B", "card", "inadvertent"),
            ("45E", "card", "inadvertent"), ("47E1", "card", "misinformed"), ("47E2a", "card", "misinformed"),
            ("45C4b", "card", "inadvertent_designation"), ("47C", "card", "inadvertent_designation"),
            ("49", "play_expose", "deliberate"), ("50B", "play_expose", "deliberate"),
            ("58B1", "play_expose", "simultaneous"), ("58B2", "play_expose", "simultaneous"),
            ("68", "play_expose", "current_trick_only"), ("63A2", "revoke", "how"), ("63B", "revoke", "how"),
            ("43B2b", "revoke", "how"), ("64B4", "revoke", "noticed_late"), ("64B5", "revoke", "noticed_late"),
            ("67", "defective_trick", "defect"), ("69", "claim", "stage"), ("70", "claim", "stage"),
            ("71", "claim", "stage"), ("43B2c", "play_choice", "dummy_drew_attention")} <= declared


def test_an_answer_gives_the_value_its_law_declares(book: Lawbook) -> None:
    (d45d,) = book.findings_for("45D")
    assert (d45d.value("yes"), d45d.value("是"), d45d.value("no"), d45d.value("maybe")) == (True, True, False, False)
    (d58b1,) = book.findings_for("58B1")
    assert (d58b1.value("yes"), d58b1.value("no")) == (False, NOTHING)  # "no" sets nothing: the question stays
    (d68,) = book.findings_for("68")
    assert (d68.value("current_trick"), d68.value("yes"), d68.value("no")) == (True, True, NOTHING)
    (d43,) = book.findings_for("43B2b")
    assert (d43.value("yes"), d43.of_role, d43.stage) == ("dummy_asked", "declarer", "established")
    deliberate = next(f for f in book.findings_for("50B") if f.field == "deliberate")
    assert (deliberate.value("deliberate"), deliberate.value("no"), deliberate.value("yes")) == (True, True, NOTHING)


def test_a_claim_or_defect_declaration_covers_its_subsections_and_a_card_one_does_not(book: Lawbook) -> None:
    (claim,) = book.findings_for("69B")
    assert (claim.ref, claim.value("acquiesced"), claim.value("3"), claim.value("yes")) == \
        ("69", "acquiesced", "awarded", NOTHING)
    assert [f.ref for f in book.findings_for("67B")] == ["67"]
    assert book.findings_for("45E1") == []  # Law 45E's inadvertent is not 45E1's question (a lead or not)
    assert book.findings_for("99Z") == []


def test_a_fact_reads_its_finding_fields_in_the_vocabularys_order(book: Lawbook) -> None:
    assert book.finding_fields("card") == {"unrequested": None, "declarer_saw_dummy": None, "inadvertent": None,
                                           "misinformed": None, "inadvertent_designation": None}
    assert book.finding_fields("play_expose") == {"inadvertent": None, "simultaneous": None, "deliberate": False,
                                                  "current_trick_only": None}
    assert book.finding_fields("revoke", "end") == {"noticed_late": None}


def test_which_finding_reaches_the_play_rules_is_read_from_the_lawbook(book: Lawbook) -> None:
    assert [book.phase_of(r) for r in ("41", "50B", "71B", "40C", "16A", "72B1")] == \
        ["play", "play", "play", "auction", "auction", "auction"]


# --- the strict loader refuses a bad declaration -------------------------------------------------------

def test_an_unknown_field_names_file_and_line(tmp_path: Path) -> None:
    root = copy_lawbook(tmp_path)
    path, line = break_lawbook(root, "ch06-play/law-54.yaml", "field: declarer_saw_dummy", "field: declarer_peeked")
    assert "a card fact has no field 'declarer_peeked'" in _refused(root, path, line)


def test_a_value_outside_the_fields_values_names_file_and_line(tmp_path: Path) -> None:
    root = copy_lawbook(tmp_path)
    path, line = break_lawbook(root, "ch06-play/law-63.yaml", '{"yes": attention}', '{"yes": shouted}')
    assert "revoke.how for answer 'yes' must be one of play, claim, indicated" in _refused(root, path, line)


def test_a_value_of_the_wrong_type_names_file_and_line(tmp_path: Path) -> None:
    root = copy_lawbook(tmp_path)
    path, line = break_lawbook(root, "ch06-play/law-45.yaml", "field: unrequested, of_role: dummy, answers: "
                               '{"yes": true', "field: unrequested, of_role: dummy, answers: {\"yes\": 1")
    assert "card.unrequested for answer 'yes' must be a bool, not 1" in _refused(root, path, line)


def test_an_unknown_key_a_fact_kind_a_stage_a_role_name_file_and_line(tmp_path: Path) -> None:
    for old, new, words in [
            ("{fact: card, field: declarer_saw_dummy,", "{fact: card, feild: declarer_saw_dummy,", "unknown key 'feild'"),
            ("{fact: card, field: declarer_saw_dummy,", "{fact: kard, field: declarer_saw_dummy,", "got 'kard'"),
            ("{fact: card, field: declarer_saw_dummy,", "{fact: card, stage: end, field: declarer_saw_dummy,",
             "stage 'end' is not a stage of a card fact"),
            ("{fact: card, field: declarer_saw_dummy,", "{fact: card, of_role: kibitzer, field: declarer_saw_dummy,",
             "of_role must be one of declarer, dummy, defender")]:
        root = copy_lawbook(tmp_path / words.replace(" ", "_").replace("'", ""))
        path, line = break_lawbook(root, "ch06-play/law-54.yaml", old, new)
        assert words in _refused(root, path, line)


def test_two_laws_disagreeing_on_a_fields_absent_value_name_file_and_line(tmp_path: Path) -> None:
    root = copy_lawbook(tmp_path)
    path, line = break_lawbook(root, "ch06-play/law-50.yaml",
                               '{fact: play_expose, field: deliberate, answers: {"no": true}, absent: false}', '{fact: play_expose, field: deliberate, answers: {"no": true}}')
    assert "absent play_expose.deliberate is None, but the finding of 49" in _refused(root, path, line)


def test_stated_lapses_naming_no_section_names_file_and_line(tmp_path: Path) -> None:
    root = copy_lawbook(tmp_path)
    path, _ = break_lawbook(root, "ch06-play/law-50.yaml", "stated_lapses: {law: 50D1}", "stated_lapses: {law: 50D9}")
    with pytest.raises(LawbookError) as info:
        load_lawbook(root)
    assert info.value.path == str(path) and "stated_lapses names 50D9, which does not exist" in str(info.value)


def _rule_line(path: Path, rule_id: str) -> int:
    lines = path.read_text(encoding="utf-8").splitlines()
    return next(i for i, x in enumerate(lines, 1) if x.strip() == f'- id: "{rule_id}"')


@pytest.mark.parametrize(("rel", "rule_id", "old", "new", "words"), [
    # 47C.2: the correction reads 47F's entry, which the lapse of 47F takes back
    ("ch06-play/law-47.yaml", "47C.2",
     "- designation_corrected        # first: the card first designated is read from 47F's entry\n"
     "          - stated_lapses: {law: 47F}",
     "- stated_lapses: {law: 47F}\n          - designation_corrected",
     "stated_lapses must come after designation_corrected in its then: list (designation_corrected reads"),
    # 47C.2: the duties stated again of the penalty cards still held would be taken back by a later lapse
    ("ch06-play/law-47.yaml", "47C.2",
     "- stated_lapses: {law: 50D2}\n          - penalty_cards_restated",
     "- penalty_cards_restated\n          - stated_lapses: {law: 50D2}",
     "penalty_cards_restated must come after stated_lapses in its then: list (the duties it states again"),
    # 47C.2 (fix50b): the card named instead leaves the penalty cards before the grades it raised are given back
    ("ch06-play/law-47.yaml", "47C.2",
     "- designation_corrected        # first",
     "- penalty_card_grade_lapses: {law: 50B}\n          - designation_corrected        # first",
     "penalty_card_grade_lapses must come after designation_corrected in its then: list (the card named instead"),
    # 50B.6: the minor card's duty stated by its grading would be taken back by a later lapse of 50D1
    ("ch06-play/law-50.yaml", "50B.6",
     "- question_answered\n          - penalty_card_graded: {grade: minor}",
     "- penalty_card_graded: {grade: minor}\n          - stated_lapses: {law: 50D1}",
     "penalty_card_graded must come after stated_lapses in its then: list"),
])
def test_a_consequence_out_of_the_declared_order_is_refused_with_the_rule_line(
        tmp_path: Path, rel: str, rule_id: str, old: str, new: str, words: str) -> None:
    """`RUNS_AFTER` (rulings/vocabulary.py): what a `stated_lapses` takes back is read before it, and what is
    stated again comes after it; another order in a copy of the lawbook is refused at the rule's line."""
    root = copy_lawbook(tmp_path)
    path, _ = break_lawbook(root, rel, old, new)
    assert words in _refused(root, path, _rule_line(path, rule_id))


# --- the table reads the declarations ------------------------------------------------------------------

def _rule(events: list[dict[str, Any]], engine: Engine | None = None) -> dict[str, Any]:
    log = parse_log({"dealer": "N", "vulnerable": "none", "hands": HANDS, "events": AUCTION + events})
    return rule(log, engine or default_engine("python"))


def test_a_changed_declaration_changes_the_ruling(tmp_path: Path) -> None:
    """Law 54C's answer is read from its declaration: with the values swapped in a copy of the lawbook,
    the same finding no longer makes declarer accept the opening lead out of turn."""
    events = [{"seat": "E", "lead": "HJ"}, {"finding": "yes", "law": "54C"}]
    ruled = _rule(events)
    assert "54C" in [c["ref"] for c in ruled["rulings"][0]["citations"]]
    root = copy_lawbook(tmp_path)
    break_lawbook(root, "ch06-play/law-54.yaml", 'answers: {"yes": true, other: false}', 'answers: {"yes": false, other: true}')
    swapped = _rule(events, Engine(load_lawbook(root), backend="python"))
    cited = [c["ref"] for c in swapped["rulings"][0]["citations"]]
    assert "54C" not in cited and "54" in cited
    assert swapped["state"]["pending"] is not None  # declarer's Law 54 choice waits again


def test_contradictory_findings_on_one_event_are_refused_with_event_and_field() -> None:
    events = [{"seat": "E", "lead": "HJ"}, {"finding": "yes", "law": "45C4b"}, {"finding": "no", "law": "47C"}]
    with pytest.raises(LogError) as info:
        _rule(events)
    assert info.value.event == len(AUCTION) + 2 and info.value.field == "finding"
    assert "contradict each other: card inadvertent_designation" in str(info.value)


def test_no_revoke_open_for_a_finding_that_establishes_one_is_refused_naming_it() -> None:
    with pytest.raises(LogError) as info:
        _rule([{"seat": "W", "lead": "C6"}, {"finding": "yes", "law": "63A2"}])
    assert "no revoke is open for a Law 63A2 finding" in str(info.value)


def test_43b2b_with_no_revoke_by_declarer_is_ruled_without_penalty() -> None:
    # 43B2b "而庄家打出的这张牌确已违规": dummy who had lost his rights asked first, but declarer's card was no
    # revoke — nothing to correct and no Law 64 penalty (fix13, reading text13; the finding was refused before)
    r = _rule([{"seat": "W", "lead": "C6"}, {"finding": "yes", "law": "43B2b"}])
    (item,) = r["rulings"]
    assert (item["irregularity"], [c["ref"] for c in item["citations"]]) == ("dummy_asked_declarer", ["43B2b"])
    assert [x["kind"] for x in item["rectification"]] == ["no_penalty"] and item["findings"] == ["yes"]
