"""Bad event logs (rulings/log.py) through the command line (rulings/cli.py).

A log the system cannot read is not an irregularity at the table: `rulings rule LOG` must say in one
line what is wrong and where (file, line, event number from 0, field), exit with code 2, and never
print a traceback. Each kind of bad input is checked on the error object (`LogError.event`,
`.field`, `.line`) and on what the user sees.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

import rulings
from rulings.answers import allowed_answers, check_answer, judgment_map, no_law, open_question
from rulings.cli import main
from rulings.errors import LogError
from rulings.lawbook import default_lawbook
from rulings.log import load_log
from rulings.ruling import rule
from rulings.seats import Seat
from rulings.table import Item

HANDS = "{N: AKQ2.J53.T8.K742, E: 543.AKQ.97654.98, S: JT987.T98.AK.AT5, W: 6.7642.QJ32.QJ63}"


@dataclass(frozen=True)
class Bad:
    """A bad log, and what its error must name."""

    name: str
    text: str
    event: int | None
    field: str | None
    line: int | None
    words: tuple[str, ...]  # further words the message must contain


CASES = [
    Bad("unknown seat", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: Q, call: P}\n",
        1, "seat", 4, ("'Q'",)),
    Bad("unknown call", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, call: 1Z}\n",
        1, "call", 4, ("'1Z'",)),
    Bad("bid of level 0", "dealer: N\nevents:\n  - {seat: N, call: 0NT}\n", 0, "call", 3, ("'0NT'",)),
    Bad("card that does not exist", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, expose: [SZ]}\n",
        1, "expose", 4, ("'SZ'",)),
    Bad("card given as a number", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, expose: [10]}\n",
        1, "expose", 4, ("10 is not a card",)),
    Bad("unknown key in an event", "dealer: N\nevents:\n  - {seat: N, call: 1H, colour: red}\n",
        0, "colour", 3, ("unknown key 'colour'",)),
    Bad("event with no kind", "dealer: N\nevents:\n  - {seat: N}\n", 0, None, 3, ("no event key",)),
    Bad("event that is not a mapping", "dealer: N\nevents:\n  - 1H\n", 0, None, 3, ("'1H'",)),
    Bad("call without a seat", "dealer: N\nevents:\n  - {call: 1H}\n", 0, "seat", 3, ("needs 'seat'",)),
    Bad("unknown top-level key", "dealer: N\ndealr: E\nevents: []\n", None, "dealr", None, ("unknown key 'dealr'",)),
    Bad("duplicate top-level key", "dealer: N\nvulnerable: none\ndealer: E\nevents: []\n",
        None, "dealer", 3, ("twice",)),
    Bad("duplicate key in an event", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, seat: S, call: P}\n",
        1, "seat", 4, ("twice",)),
    Bad("malformed YAML", "dealer: N\nevents:\n  - {seat: N, call: 1H\n  - {seat: E, call: P}\n",
        None, None, 4, ("not valid YAML",)),
    Bad("hand with 12 cards",
        "dealer: N\nhands: {N: AKQ2.J53.T8.K74, E: 543.AKQ.97654.98, S: JT987.T98.AK.AT5, W: 6.7642.QJ32.QJ63}\nevents: []\n",
        None, "hands.N", None, ("12 cards",)),
    Bad("card in two hands",
        "dealer: N\nhands: {N: AKQ2.J53.T8.K742, E: 543.AKQ.97654.98, S: JT987.T98.AK.AT5, W: 6.7642.QJ32.QJ6K}\nevents: []\n",
        None, "hands.W", None, ("CK", "both")),
    Bad("events that are not a list", "dealer: N\nevents: {seat: N, call: 1H}\n", None, "events", None, ("list",)),
    Bad("choose with an unknown value",
        "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, call: 1D}\n  - {seat: S, choose: maybe}\n",
        2, "choose", 5, ("'maybe'",)),
    Bad("board 0", "board: 0\nevents: []\n", None, "board", None, ("0",)),
    Bad("missing dealer without board", "vulnerable: none\nevents:\n  - {seat: N, call: 1H}\n",
        None, "dealer", None, ("board",)),
    Bad("unknown vulnerability", "dealer: N\nvulnerable: red\nevents: []\n", None, "vulnerable", None, ("'red'",)),
    Bad("finding on trick 14", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n"
        "  - {seat: S, finding: omitted, law: \"67\", trick: 14}\n", 1, "trick", 4, ("14", "1 to 13")),
    # Law 19A3/19B3: the bid named with a double or redouble; Law 17D: the wrong board's cards
    Bad("names on a bid", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, call: 1S, names: 1H}\n",
        1, "names", 4, ("double or redouble", "1S")),
    Bad("names that is not a bid", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, call: X, names: P}\n",
        1, "names", 4, ("'P'",)),
    # Law 49's named card is `names_card` (every event has exactly one event key): the old form is refused
    Bad("names alone, Law 49's old form", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, names: HJ}\n",
        1, "names", 4, ("names_card", "no longer an event key")),
    # Law 61B: the player asked is another seat
    Bad("asks the asker himself", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, asks: E}\n",
        1, "asks", 4, ("not the asker himself",)),
    Bad("asks no seat", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, asks: [S]}\n",
        1, "asks", 4, ("unknown seat",)),
    Bad("wrong_board that is not true or false",
        "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, call: 1S, wrong_board: yes please}\n",
        1, "wrong_board", 4, ("true or false",)),
    # the forms of fix19 (text18): who summoned the director, a hesitation, a reservation (16A1), a review (20E),
    # a spectator (11B)
    Bad("director summoned by no seat", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {director: true, seat: X}\n",
        1, "seat", 4, ("unknown seat",)),
    Bad("hesitation that is not true or false",
        "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, call: P, hesitation: long}\n",
        1, "hesitation", 4, ("true or false",)),
    Bad("reserve that is not true", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: W, reserve: false}\n",
        1, "reserve", 4, ("{reserve: true}",)),
    Bad("review with a word that is no call",
        "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, review: \"1H 1Z\"}\n",
        1, "review", 4, ("'1Z' in the review",)),
    Bad("review that is not text", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, review: [1H]}\n",
        1, "review", 4, ("calls separated by spaces",)),
    Bad("spectator of no side", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {spectator: N}\n",
        1, "spectator", 4, ("NS or EW",)),
    Bad("hesitation on a designation", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: N, designate: low, "
        "hesitation: true}\n", 1, "hesitation", 4, ("unknown key 'hesitation'",)),
]


def _write(tmp_path: Path, case: Bad) -> Path:
    path = tmp_path / "bad-log.yaml"
    path.write_text(case.text, encoding="utf-8")
    return path


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_the_error_names_event_field_and_line(tmp_path: Path, case: Bad) -> None:
    path = _write(tmp_path, case)
    with pytest.raises(LogError) as info:
        load_log(path)
    err = info.value
    assert (err.event, err.field) == (case.event, case.field), str(err)
    if case.line is not None:
        assert err.line == case.line, str(err)
    message = str(err)
    assert str(path) in message
    if case.event is not None:
        assert f"event {case.event + 1}" in message  # said from 1, the index from 0 (errors.event_number)
    if case.field is not None:
        assert f"field '{case.field}'" in message
    if case.line is not None:
        assert f":{case.line}" in message
    for word in case.words:
        assert word in message, message


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_the_command_prints_one_line_and_exits_2(tmp_path: Path, case: Bad, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, case)
    code = main(["rule", str(path), "--json"])
    out, err = capsys.readouterr()
    assert code == 2
    assert out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("rulings: "), err
    assert "Traceback" not in err
    if case.event is not None:
        assert f"event {case.event + 1}" in lines[0]
    if case.field is not None:
        assert f"field '{case.field}'" in lines[0]


def test_a_file_that_does_not_exist(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "no-such-log.yaml"
    with pytest.raises(LogError, match="no such file"):
        load_log(missing)
    assert main(["rule", str(missing), "--json", "--lang", "en"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.strip() == f"rulings: no such file: {missing}"
    assert main(["rule", str(missing), "--json"]) == 2  # the default, zh: Chinese first, English beside
    out, err = capsys.readouterr()
    assert out == "" and err.strip() == f"rulings: 事件记录有误：没有这个文件：{missing} — no such file: {missing}"


def test_a_good_log_still_rules(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The control: the same command on a readable log prints the ruling and exits 0."""
    path = tmp_path / "good.yaml"
    path.write_text(f"dealer: E\nhands: {HANDS}\nevents:\n  - {{seat: W, call: 1D}}\n  - {{seat: N, choose: decline}}\n",
                    encoding="utf-8")
    assert main(["rule", str(path), "--json"]) == 0
    out, err = capsys.readouterr()
    assert '"31B"' in out and err == ""


# one real process in the quick run (the entry point as a director runs it); the second one, whose
# message the in-process test above checks too, in the full run only: each starts an interpreter
@pytest.mark.parametrize("case", [pytest.param(c, marks=pytest.mark.slow) if c.name == "malformed YAML" else c
                                  for c in CASES if c.name in ("unknown call", "malformed YAML")],
                         ids=lambda c: c.name)
def test_the_installed_command_never_prints_a_traceback(tmp_path: Path, case: Bad) -> None:
    """The real process, as a director runs it: `python -m rulings rule LOG --json`."""
    path = _write(tmp_path, case)
    p = subprocess.run([sys.executable, "-m", "rulings", "rule", str(path), "--json"],
                       capture_output=True, text=True, timeout=120)
    assert p.returncode == 2, p.stderr
    assert p.stdout == ""
    assert "Traceback" not in p.stderr
    assert len(p.stderr.strip().splitlines()) == 1 and p.stderr.startswith("rulings: "), p.stderr
    assert str(path) in p.stderr


# ---------------------------------------------------------------- errors found when the log is ruled
# A log that loads can still be refused by the table models (`rulings rule`): a card named from another
# hand, a finding the question does not have, a finding without a law when no one question is open.

AUCTION_75 = ("dealer: N\nvulnerable: none\nevents:\n  - {seat: N, call: 1NT}\n  - {seat: E, call: P}\n"
              "  - {seat: S, call: 2D, alert: true, explanation: natural}\n  - {seat: W, call: P}\n"
              "  - {director: true}\n")
AUCTION_11A = ("dealer: N\nvulnerable: none\nevents:\n  - {seat: N, call: 1C}\n  - {seat: E, expose: [SK]}\n"
               "  - {seat: E, call: P}\n  - {seat: S, call: 1H}\n  - {seat: W, call: 1S}\n  - {seat: N, call: P}\n"
               "  - {director: true}\n")
PLAY = ("dealer: N\nvulnerable: none\n"
        "hands: {N: 5432.AKQ.432.432, E: 9876.JT98.QJT.QJ, S: AKQJT.432.AK.AK5, W: -.765.98765.T9876}\n"
        "events:\n  - {seat: N, call: P}\n  - {seat: E, call: P}\n  - {seat: S, call: 4S}\n  - {seat: W, call: P}\n"
        "  - {seat: N, call: P}\n  - {seat: E, call: P}\n  - {seat: W, lead: C6}\n")

RULED = [
    # Law 49: the field the log wrote is `names_card` (the table reads it as an exposed card)
    Bad("names a card of another hand", PLAY + "  - {seat: N, play: C2}\n  - {seat: E, names_card: SA}\n",
        8, "names_card", 13, ("SA is in S's hand",)),
    # a finding with an answer the question does not have, in the auction (75, 11A) and in the play
    # (50B's yes/no question, 69's declared answers): the answers it has are listed
    Bad("finding that is no answer of Law 75", AUCTION_75 + "  - {finding: maybe, law: \"75\"}\n",
        5, "finding", 9, ("'maybe'", "Law 75", "是 (Yes)", "否 (No)")),
    Bad("finding that is no answer of Law 11A", AUCTION_11A + "  - {finding: perhaps, law: 11A}\n",
        7, "finding", 11, ("'perhaps'", "Law 11A", "是 (Yes)")),
    Bad("finding that is no answer of Law 50B", PLAY + "  - {seat: E, expose: [HJ]}\n  - {finding: perhaps, law: 50B}\n",
        8, "finding", 13, ("'perhaps'", "Law 50B", "yes", "no")),
    Bad("finding that is no answer of Law 69", PLAY + "  - {seat: S, claim: 13}\n  - {finding: perhaps, law: \"69\"}\n",
        8, "finding", 13, ("'perhaps'", "acquiesced", "a number of tricks")),
    # after a claim the play has ceased (Law 68D): a finding that answers no question the ruling put (the claim
    # acquiesced in puts none; there is no Law 99) is refused, as in the middle of the play — not filed under the
    # claim (text18's law-69 scenario)
    Bad("finding after a claim under a law that does not exist", PLAY + "  - {seat: S, claim: 13}\n"
        "  - {finding: \"yes\", law: \"99\"}\n", 8, "finding", 13, ("answers no question", "claim, event 8")),
    Bad("finding after a claim that no question asks", PLAY + "  - {seat: S, claim: 13}\n"
        "  - {finding: \"yes\", law: 16B}\n", 8, "finding", 13, ("Law 16B answers no question",)),
    # 70C's 是 is entered as the number of tricks given to the opponents (否 as "no" or 0): "yes" names none
    Bad("Law 70C answered yes without the number of tricks", PLAY + "  - {seat: N, play: C2}\n  - {seat: E, play: CQ}\n"
        "  - {seat: S, play: CA}\n  - {seat: S, claim: 12}\n  - {seat: E, object: true}\n"
        "  - {finding: \"yes\", law: 70C}\n", 12, "finding", 17, ("number of tricks awarded to the opponents", "'yes'")),
    # a finding after the final pass, before the opening lead, that no question of the auction takes goes to
    # the play's table (it was dropped there): an answer its question does not have, or no question at all
    Bad("finding before the opening lead, no answer of Law 75",
        PLAY.replace("  - {seat: W, lead: C6}\n", "  - {finding: maybe, law: \"75\"}\n  - {seat: W, lead: C6}\n"),
        6, "finding", 11, ("'maybe'", "Law 75")),
    Bad("finding before the opening lead that answers nothing",
        PLAY.replace("  - {seat: W, lead: C6}\n", "  - {finding: \"yes\", law: \"75\"}\n  - {seat: W, lead: C6}\n"),
        6, "finding", 11, ("answers no question",)),
    # a finding without a law answers the one open question of the last ruling item; with none open: refused
    Bad("finding without a law, no question open (auction)",
        "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {finding: \"yes\"}\n", 1, "law", 4, ("name the law",)),
    Bad("finding without a law, no question open (play)", PLAY + "  - {director: true}\n  - {finding: \"no\"}\n",
        8, "law", 13, ("name the law",)),
    # what the play's table refuses: a card played twice, from another hand, a claim of more tricks than are
    # left, dummy's indication by another player, an objection with no claim, a call after the play began,
    # a designation by a defender, a choice with none waiting
    Bad("card played twice", PLAY + "  - {seat: N, play: C2}\n  - {seat: E, play: CQ}\n  - {seat: S, play: CA}\n"
        "  - {seat: S, lead: CA}\n", 10, "lead", 15, ("CA has already been played (by S)",)),
    Bad("card played from another hand", PLAY + "  - {seat: N, play: SA}\n", 7, "play", 12, ("SA is in S's hand, not N's",)),
    Bad("claim of more tricks than are left", PLAY + "  - {seat: N, play: C2}\n  - {seat: E, play: CQ}\n"
        "  - {seat: S, play: CA}\n  - {seat: S, claim: 13}\n", 10, "claim", 15, ("only 12 tricks remain",)),
    Bad("indication by a player who is not dummy", PLAY + "  - {seat: E, indicate: HA}\n", 7, "seat", 12,
        ("E is not dummy (N is)",)),
    Bad("objection with no claim", PLAY + "  - {seat: E, object: true}\n", 7, "object", 12,
        ("no claim or concession to object to",)),
    Bad("call after the play has begun", PLAY + "  - {seat: N, call: P}\n", 7, "call", 12, ("after the play has begun",)),
    Bad("designation by a defender", PLAY + "  - {seat: E, designate: high}\n", 7, "designate", 12,
        ("E is not declarer",)),
    Bad("choice with none waiting", PLAY + "  - {seat: S, choose: accept}\n", 7, "choose", 12,
        ("no choice is waiting for S",)),
    # fix19: a finding a law reads as a fact, where its law's rule does not take it: refused, never dropped
    Bad("Law 13A finding after a call (13A: no call yet)",
        "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {seat: E, finding: wrong_count, law: 13A}\n",
        1, "finding", 4, ("answers no question",)),
    Bad("Law 16B3 finding with 16B unanswered",
        "dealer: N\nevents:\n  - {director: true, seat: W}\n  - {seat: W, finding: extraneous, law: 16B}\n"
        "  - {finding: \"yes\", law: 16B3}\n", 2, "finding", 5, ("answers no question",)),
    Bad("Law 12A3 finding with no irregularity ruled", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n"
        "  - {finding: \"yes\", law: 12A3}\n", 1, "finding", 4, ("answers no question",)),
    Bad("spectator with no irregularity before", "dealer: N\nevents:\n  - {seat: N, call: 1H}\n  - {spectator: NS}\n",
        1, "spectator", 4, ("no irregularity",)),
    Bad("review during the play", PLAY + "  - {seat: E, review: \"P P 4S P P P\"}\n", 7, "review", 12,
        ("before the opening lead",)),
]


@pytest.mark.parametrize("case", RULED, ids=lambda c: c.name)
def test_the_ruling_refuses_with_event_field_and_line(tmp_path: Path, case: Bad,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, case)
    with pytest.raises(LogError) as info:
        rule(load_log(path))
    err = info.value
    assert (err.event, err.field, err.line) == (case.event, case.field, case.line), str(err)
    for word in case.words:
        assert word in str(err), str(err)
    assert main(["rule", str(path)]) == 2
    out, printed = capsys.readouterr()
    assert out == "" and "Traceback" not in printed
    assert f"{path}:{case.line}, event {case.event + 1}, field '{case.field}'" in printed, printed


def _judgments(path: Path) -> list[dict[str, Any]]:
    return [r for item in rule(load_log(path))["rulings"] for r in item["rectification"]
            if r["kind"] == "director_judgment"]


def test_a_finding_without_a_law_answers_the_one_open_question(tmp_path: Path) -> None:
    """README: a finding without `law` answers the one question the last ruling puts (here Law 75's, in
    the auction; Law 16A's on the penalty card, in the play), and is then shown as its answer."""
    auction = tmp_path / "auction.yaml"
    auction.write_text(AUCTION_75 + "  - {finding: \"yes\"}\n", encoding="utf-8")
    [q] = _judgments(auction)
    assert q["law"] == "75" and q["answered"]["answer"]["en"] == "Yes"
    play = tmp_path / "play.yaml"
    play.write_text(PLAY + "  - {seat: E, expose: [HJ]}\n  - {finding: \"no\"}\n", encoding="utf-8")
    [q] = _judgments(play)
    assert q["law"] == "16A" and q["answered"]["answer"]["en"] == "No"


def test_a_finding_after_a_claim_answers_a_question_put_before_it(tmp_path: Path) -> None:
    """After the claim the director may still answer a question the ruling put earlier (16A on the card a
    defender exposed): it is recorded as that question's answer, not refused with the findings that answer
    nothing."""
    path = tmp_path / "play.yaml"
    path.write_text(PLAY + "  - {seat: E, expose: [HJ]}\n  - {seat: S, claim: 13}\n  - {finding: \"no\", law: 16A}\n",
                    encoding="utf-8")
    [q] = _judgments(path)
    assert q["law"] == "16A" and q["answered"]["answer"]["en"] == "No"


def test_a_finding_without_a_law_is_refused_when_two_questions_are_open() -> None:
    """Two questions open on the last ruling item: the finding must say which it answers."""
    item = Item(0, "misinformation", Seat("N"), rectification=[
        {"kind": "director_judgment", "law": "75"}, {"kind": "director_judgment", "law": "21B1"}])
    assert open_question(item) is None
    err = no_law(item, 7)
    assert (err.event, err.field) == (7, "law") and "2 questions (21B1, 75)" in str(err)
    item.rectification[1]["found"] = "no"
    assert open_question(item) == "75"


@pytest.mark.parametrize("ref", sorted(r for r, s in default_lawbook().sections.items() if s.judgment))
def test_every_question_lists_its_answers(ref: str) -> None:
    """Every law with a question: its answers (by name, either language) are taken, a word it does not
    have is refused naming the law and its answers — unless a `finding:` of the law takes any answer."""
    book = default_lawbook()
    allowed = allowed_answers(book, ref, None)
    if any(key == "other" for d in book.findings_for(ref) for key, _ in d.answers):
        assert allowed is None
        return
    assert allowed is not None
    for a in judgment_map(book, ref).get("answers", []):
        assert allowed.accepts(a["answer"]["zh"]) and allowed.accepts(a["answer"]["en"]), a
    with pytest.raises(LogError) as info:
        check_answer(book, "not-an-answer", ref, None, 3)
    assert info.value.field == "finding" and f"Law {ref}" in str(info.value) and allowed.shown[0] in str(info.value)


def test_the_error_is_in_chinese_first_with_the_english_beside(tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    """`rulings rule` prints in Chinese by default, its errors too: where (file and line, event, field) in
    Chinese, the message's Chinese form where it has one, then the English; `--lang en` the English alone."""
    path = _write(tmp_path, RULED[1])  # {finding: maybe, law: "75"}
    english = f"{path}:9, event 6, field 'finding': 'maybe' is not an answer to the question of Law 75"
    assert main(["rule", str(path)]) == 2
    zh = capsys.readouterr().err.strip()
    assert zh.startswith(f"rulings: 事件记录有误（{path} 第9行，第6项事件，字段 finding）："
                         f"'maybe' 不是第75条问题的答案；可答：是 (Yes) | 否 (No)"), zh
    assert f" — {english}" in zh and len(zh.splitlines()) == 1
    assert main(["rule", str(path), "--lang", "en"]) == 2
    en = capsys.readouterr().err.strip()
    assert en.startswith(f"rulings: {english}") and "事件" not in en
    unknown = _write(tmp_path, CASES[1])  # a message of the log's reader: its Chinese form too
    assert main(["rule", str(unknown)]) == 2
    assert capsys.readouterr().err.strip() == (
        f"rulings: 事件记录有误（{unknown} 第4行，第2项事件，字段 call）：'1Z' 不是叫品（1C…7NT、P、X 或 XX） — "
        f"{unknown}:4, event 2, field 'call': '1Z' is not a call (1C…7NT, P, X or XX)")


# ---------------------------------------------------------------- every refusal in Chinese, the English beside
# A director reads Chinese: each bad log's error has its message in Chinese (`LogError.zh`), printed first by
# `rulings rule` (its default language) after the place, and the English message unchanged beside it.

CJK = re.compile(r"[\u4e00-\u9fff]")


def _refusal(path: Path) -> LogError:
    with pytest.raises(LogError) as info:
        rule(load_log(path))
    return info.value


@pytest.mark.parametrize("case", CASES + RULED, ids=lambda c: c.name)
def test_every_refusal_says_what_is_wrong_in_chinese(tmp_path: Path, case: Bad,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, case)
    err = _refusal(path)
    assert err.zh and CJK.search(err.zh), f"no Chinese message: {err}"
    assert main(["rule", str(path)]) == 2
    printed = capsys.readouterr().err.strip()
    head, dash, english = printed.partition(" — ")
    assert head.startswith("rulings: 事件记录有误") and head.endswith(f"：{err.zh}"), printed
    assert dash and english == str(err), printed  # the English as `--lang en` prints it, unchanged
    for word in case.words:  # the words the English must say are still said there
        assert word in english, english


def _log_error_calls() -> list[tuple[Path, ast.Call]]:
    """Every `LogError(...)` written in the package."""
    root = Path(rulings.__file__).parent
    return [(path, node) for path in sorted(root.rglob("*.py"))
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "LogError"]


def test_every_log_error_is_written_with_its_chinese_form() -> None:
    """No LogError is raised without `zh=`: a message added later in English alone fails here, naming where."""
    calls = _log_error_calls()
    assert len(calls) > 50  # the reader's, the table's, the analysis', the service's and the records'
    missing = [f"{path.relative_to(Path(rulings.__file__).parent.parent)}:{node.lineno}" for path, node in calls
               if not any(k.arg == "zh" for k in node.keywords)]
    assert missing == [], f"LogError without zh=: {missing}"


@pytest.mark.parametrize("command", [["export"], ["analyse"]])
def test_the_other_commands_that_read_a_log_say_its_error_in_chinese_too(tmp_path: Path, command: list[str],
                                                                         capsys: pytest.CaptureFixture[str]) -> None:
    """`rulings export LOG` and `rulings analyse LOG` print a bad log's error as `rulings rule` does."""
    path = _write(tmp_path, CASES[1])  # {seat: E, call: 1Z}
    assert main([*command, str(path)]) == 2
    out, err = capsys.readouterr()
    assert err.strip() == (f"rulings: 事件记录有误（{path} 第4行，第2项事件，字段 call）：'1Z' 不是叫品（1C…7NT、P、X 或 XX） — "
                           f"{path}:4, event 2, field 'call': '1Z' is not a call (1C…7NT, P, X or XX)"), err
