"""`rulings quiz --law 31 --count 5` through a pseudo-terminal: answer, read the explanation; an invalid letter
is asked again; law and next-player questions show the rectification."""

from __future__ import annotations

import os
import pty
import re
import select
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.command import run_command

RULINGS = Path(sys.executable).with_name("rulings")


def _read_until(fd: int, pattern: str, timeout: float = 60.0) -> str:
    buf = b""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        r, _, _ = select.select([fd], [], [], 0.5)
        if r:
            try:
                chunk = os.read(fd, 4096)
            except OSError:
                break
            if not chunk:
                break
            buf += chunk
            if re.search(pattern, buf.decode("utf-8", "replace")):
                return buf.decode("utf-8", "replace")
    raise AssertionError(f"timed out waiting for {pattern!r}; got:\n{buf.decode('utf-8', 'replace')}")


@pytest.mark.slow  # the installed command builds the bank in a subprocess: the full run only
def test_quiz_in_a_pseudo_terminal() -> None:
    master, slave = os.openpty()
    proc = subprocess.Popen([str(RULINGS), "quiz", "--law", "31", "--count", "5", "--seed", "11"],
                            stdin=slave, stdout=slave, stderr=slave, close_fds=True)
    os.close(slave)
    try:
        results: list[bool] = []
        screen = _read_until(master, r"答案（字母）> ", timeout=900.0)  # the bank is built first: a bound, not a timing
        for n in range(5):
            assert f"第{n + 1}题 / 5" in screen
            labels = re.findall(r"^\s+([A-D])\. ", screen.split(f"第{n + 1}题 / 5")[-1], flags=re.M)
            assert len(labels) >= 2, screen
            # the first answer is the last choice, the others the first: some are wrong on purpose
            os.write(master, (labels[-1] if n == 0 else labels[0]).encode() + b"\r")
            screen = _read_until(master, r"答案（字母）> $" if n < 4 else r"得分: \d/5")
            explained = screen.split(f"第{n + 2}题")[0]
            assert "正确答案：" in explained and re.search(r"第\d+条", explained), explained
            results.append("✓ 正确" in explained)
            if "✗ 错误" in explained:
                assert "  · " in explained, "a wrong answer says why"
        got = int(re.search(r"得分: (\d)/5", screen).group(1))
        assert got == sum(results)
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(master)


def test_quiz_bad_count_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    """`rulings quiz --count 0` through the command's entry point, in process (tests/command.py)."""
    code, out, err = run_command(capsys, "quiz", "--count", "0")
    assert code == 2 and out == ""
    text = err.strip()
    assert text.count("\n") == 0 and "count" in text and "Traceback" not in text


@pytest.mark.slow  # the installed console script in a pseudo-terminal: a new interpreter, the full run only
def test_quiz_bad_count_is_one_line_from_the_console_script_in_a_terminal() -> None:
    pid, fd = pty.fork()
    if pid == 0:  # child
        os.execv(str(RULINGS), [str(RULINGS), "quiz", "--count", "0"])
    out = b""
    while True:
        try:
            chunk = os.read(fd, 1024)
        except OSError:
            break
        if not chunk:
            break
        out += chunk
    _, status = os.waitpid(pid, 0)
    text = out.decode("utf-8", "replace").strip()
    assert os.waitstatus_to_exitcode(status) == 2
    assert text.count("\n") == 0 and "count" in text and "Traceback" not in text


def _session(monkeypatch, capsys, questions, answers: str, *extra: str) -> str:
    """`rulings quiz` on the given questions (the draw replaced), answering `answers` on stdin."""
    import io

    from rulings.cli import main
    from rulings.commands import quiz as command

    monkeypatch.setattr(command, "draw", lambda bank, answers, count, seed=None, law=None: questions)
    monkeypatch.setattr(sys, "stdin", io.StringIO(answers))
    assert main(["quiz", "--count", str(len(questions)), *extra]) == 0
    return capsys.readouterr().out


def test_an_invalid_letter_is_asked_again_not_scored(monkeypatch, capsys) -> None:
    from rulings.quiz.bank import default_bank

    q = next(q for q in default_bank().questions if q.qtype == "law")
    out = _session(monkeypatch, capsys, [q], "Z\n\nA\n")
    assert out.count("无效的选项") == 2 and "请输入 A、" in out
    assert out.count("你的答案（字母）> ") == 3
    assert re.search(r"得分: [01]/1", out)


def test_law_and_next_questions_show_the_rectification(monkeypatch, capsys) -> None:
    """Issue 18 item 6: a law or next-player question shows the rectification with the key."""
    from rulings.quiz.bank import answer_key, default_bank

    bank = default_bank()
    picked = [next(q for q in bank.questions if q.qtype == kind and answer_key(q)["rectification"])
              for kind in ("law", "next")]
    out = _session(monkeypatch, capsys, picked, "A\nA\n")
    from rulings.quiz.asking import item_text

    blocks = out.split("第2题")
    for block, q in zip(blocks, picked, strict=True):
        assert "纠正办法：" in block, block
        for item in answer_key(q)["rectification"]:
            assert "  - " + item_text(item) in block


def test_the_terminal_shows_a_bridge_diagram_in_the_chosen_language(monkeypatch, capsys) -> None:
    """Issue 16 (10): `rulings quiz` shows the deal as a diagram (the hands around the table, the auction
    in columns from the dealer, the tricks), not numbered log lines; the vulnerability is in English on
    the English quiz even when the question's log states it in Chinese (双无), and in Chinese on the
    Chinese one."""
    from rulings.quiz.bank import Question

    log = {"dealer": "N", "vulnerable": "双无", "events": [
        {"seat": "N", "call": "1H"}, {"seat": "E", "call": "1D"}, {"seat": "S", "call": "2D"}]}
    asked = Question("t-27", "next", log, "test", "t")
    hands = {"N": "AKQJT.432.AK.AQ5", "E": "-.765.98765.KT987", "S": "5432.AKQ.432.432", "W": "9876.JT98.QJT.J6"}
    played = Question("t-play", "next", {"board": 3, "hands": hands, "events": [
        {"seat": "S", "call": "4S"}, {"seat": "W", "call": "P"}, {"seat": "N", "call": "P"}, {"seat": "E", "call": "P"},
        {"seat": "W", "lead": "HJ"}, {"seat": "N", "play": "H2"}]}, "test", "t")
    english = _session(monkeypatch, capsys, [asked, played], "A\nA\n", "--lang", "en")
    first, second = (part.split("Your answer")[0] for part in english.split("Question ")[1:3])
    assert "Dealer North, none vulnerable" in first and not re.search(r"[\u4e00-\u9fff]", first + second)
    assert "  West    North   East    South" in first.splitlines()
    assert "          1♥      1♦      2♦" in [line.rstrip() for line in first.splitlines()]
    assert not re.search(r"^\s+\d+\. ", first, flags=re.M)  # no numbered log lines
    assert "Board 3, dealer South, East-West vulnerable" in second  # Law 2
    assert "  Trick 1: West leads ♥J, North plays ♥2" in second.splitlines()
    assert any(line.strip() == "North" for line in second.splitlines())  # the hands around the table
    chinese = _session(monkeypatch, capsys, [asked], "A\n")
    assert "发牌人北家，局况双无" in chinese and "  西家    北家    东家    南家" in chinese.splitlines()
