"""A quiz question as a bridge diagram (issue 16, point 10; `rulings.quiz.diagram`): the auction in columns
西 北 东 南 from the dealer, the hands around the table, the tricks with the lead first, a replacement call
or card marked as such, the other events told where they happened, and the vulnerability in the page's
language (a log that states it in Chinese reads in English on the English page)."""

from __future__ import annotations

import re

import pytest

from rulings.quiz.asking import prompt
from rulings.quiz.consistency import english_in
from rulings.quiz.diagram import diagram, diagram_text
from rulings.quiz.questions import Question

HANDS = {"N": "AKQJT.432.AK.AQ5", "E": "-.765.98765.KT987", "S": "5432.AKQ.432.432", "W": "9876.JT98.QJT.J6"}
CJK = re.compile(r"[\u4e00-\u9fff]")


def _q(log: dict, qtype: str = "ruling") -> Question:
    return Question("t", qtype, log, "test", "t")


AUCTION_Q = _q({"dealer": "E", "vulnerable": "双无", "events": [
    {"seat": "E", "call": "1H"}, {"seat": "W", "call": "1S"}, {"seat": "N", "choose": "decline"},
    {"seat": "S", "call": "2C", "conventional": True, "suits": ["H", "S"]}, {"seat": "W", "call": "2S", "replaces": True}]})
PLAY_Q = _q({"board": 5, "hands": HANDS, "events": [
    {"seat": "N", "call": "P"}, {"seat": "E", "call": "P"}, {"seat": "S", "call": "4S"}, {"seat": "W", "call": "P"},
    {"seat": "N", "call": "P"}, {"seat": "E", "call": "P"}, {"seat": "W", "lead": "CJ"}, {"seat": "N", "play": "C2"},
    {"seat": "N", "play": "C3", "replaces": True}, {"seat": "N", "finding": "omitted", "law": "67B", "trick": 1}]},
    "law")


def test_the_auction_starts_at_the_dealer_in_columns() -> None:
    d = diagram(AUCTION_Q, "zh")
    assert d is not None
    assert d["columns"] == ["西家", "北家", "东家", "南家"]
    calls = [[[c["call"] for c in cell] for cell in row] for row in d["auction"]]
    # East deals: nothing before him; West's 1♠ made at South's turn goes in West's own column
    assert calls == [[[], [], ["1♥"], []], [["1♠"], [], [], ["2♣"]], [["2♠"], [], [], []]], calls
    south = d["auction"][1][3][0]
    assert south["note"] == "约定性叫牌，表示红心、黑桃"
    assert d["auction"][2][0][0]["replaces"] and d["auction"][2][0][0]["note"] == "更改叫牌"  # marked as such
    assert d["notes"] == [{"at": "西家叫1♠之后", "text": "北家选择不接受"}]  # told where it happened


def test_the_vulnerability_is_in_the_pages_language() -> None:
    zh, en = diagram(AUCTION_Q, "zh"), diagram(AUCTION_Q, "en")
    assert zh and en and zh["vulnerability"] == "双无" and en["vulnerability"] == "none vulnerable"
    assert en["head"] == "Dealer East, none vulnerable"
    for text in (diagram_text(AUCTION_Q, "en"), prompt(AUCTION_Q, "en")):
        assert not CJK.search(text), text
    board = diagram(PLAY_Q, "zh")
    assert board and board["head"] == "第5副牌，发牌人北家，局况南北有局"  # Law 2: board 5


def test_the_play_shows_the_hands_and_the_tricks_with_the_replacement_marked() -> None:
    d = diagram(PLAY_Q, "zh")
    assert d is not None
    assert [h["seat"] for h in d["hands"]] == ["N", "W", "E", "S"]
    north = {s["suit"]: s["cards"] for s in d["hands"][0]["suits"]}
    assert north == {"S": "A K Q J 10", "H": "4 3 2", "D": "A K", "C": "A Q 5"}
    assert {s["suit"]: s["cards"] for s in d["hands"][2]["suits"]}["S"] == "—"  # East's void
    (trick,) = d["tricks"]
    assert [(c["name"], c["card"], c["lead"]) for c in trick["cards"]] == [
        ("西家", "♣J", True), ("北家", "♣2", False), ("北家", "♣3", False)]
    assert trick["cards"][2]["replaces"] and trick["cards"][2]["note"] == "更换先前打出的牌张"
    assert d["notes"][0]["at"] == "第1墩北家出♣3之后" and "少出了一张牌" in d["notes"][0]["text"]
    assert "67B" not in str(d) and "第67条" not in str(d)  # a finding never names the section asked for


def test_the_terminal_diagram_is_a_table_not_log_lines() -> None:
    text = diagram_text(PLAY_Q, "zh")
    lines = text.splitlines()
    assert "  西家    北家    东家    南家" in lines
    assert any(re.fullmatch(r"\s+北家", line) for line in lines)  # North above the table
    assert any(line.strip().startswith("♠ 9 8 7 6") and line.rstrip().endswith("♠ —") for line in lines)  # W | E
    assert "  第1墩：西家引♣J，北家出♣2，北家出♣3（更换先前打出的牌张）" in lines
    assert not any(re.match(r"\s+\d+\. ", line) for line in lines)  # no numbered log lines
    assert lines[-1] == "适用哪些条款？" and not english_in(text)
    english = diagram_text(PLAY_Q, "en")
    assert "  Trick 1: West leads ♣J, North plays ♣2, North plays ♣3 (instead of the card played before)" in \
        english.splitlines()
    assert not CJK.search(english)


def test_a_scoring_question_has_no_diagram() -> None:
    q = Question("s", "score", {"score": {"contract": "4S", "declarer": "N", "tricks": 10, "vulnerable": "none"}},
                 "test", "t")
    assert diagram(q, "zh") is None and diagram_text(q, "zh") == prompt(q, "zh")


# ----------------------------------------------------------------------- the choices (issue 16, point 11)

HEADING = re.compile(r"(第\d+条(?:[A-Z]款)?(?:\d+)?(?:\([a-z]\))?|Law \d+[A-Z]?\d*(?:\([a-z]\))?)")


@pytest.fixture(scope="module")
def asked() -> list[tuple[Question, list[dict]]]:
    """A sample of the bank's ruling and law questions with the choices a trainee is shown."""
    from rulings.quiz.bank import answer_key, choices, default_bank
    from rulings.ruling import default_engine

    engine = default_engine("python")
    sample = [q for q in default_bank().questions if q.qtype in ("ruling", "law") and not q.focus][::9]
    return [(q, choices(q, answer_key(q, engine), seed=5, engine=engine)) for q in sample]


@pytest.mark.slow  # a sample of the bank ruled with its distractors: the full run only
def test_ruling_choices_are_different_outcomes_not_different_letters(asked) -> None:
    """Two choices of a ruling question never do the same thing under a neighbouring section: their
    rectifications, in words, differ (a ruling with nothing to rectify differs by its section)."""
    from rulings.quiz.asking import describe

    rulings = [(q, opts) for q, opts in asked if q.qtype == "ruling"]
    assert len(rulings) > 30
    for q, opts in rulings:
        assert len(opts) >= 3, q.id
        for lang in ("zh", "en"):
            outcomes = [HEADING.sub("", describe(o["value"], "ruling", lang)).split("—", 1)[-1]
                        if o["value"]["rectification"] else describe(o["value"], "ruling", lang) for o in opts]
            assert len(set(outcomes)) == len(outcomes), (q.id, lang, outcomes)


@pytest.mark.slow  # a sample of the bank ruled with its distractors: the full run only
def test_law_choices_name_their_sections_in_words(asked) -> None:
    """A law question's choices carry each section's title, so two that differ by a section read as
    different cases ("Revoke on Twelfth Trick", not "64B6" beside "64B3")."""
    from rulings.quiz.asking import describe

    laws = [(q, opts) for q, opts in asked if q.qtype == "law"]
    assert len(laws) > 30
    for q, opts in laws:
        for lang in ("zh", "en"):
            texts = [describe(o["value"], "law", lang) for o in opts]
            words = [HEADING.sub("", t) for t in texts]  # the titles alone
            assert len(set(words)) == len(words), (q.id, lang, texts)
            assert all(re.search(r"（.+）" if lang == "zh" else r"\(.+\)", t) for t in texts), texts
