"""Issue 15: one file must not freeze the program. The strict reader (`rulings.yamlio`) refuses anchors
and aliases and bounds size, nesting and numbers before it builds anything; `parse_log` bounds plain
data the same way. Each bomb is a one-line error (exit 2 from the command), never a traceback, and
the event-count limit of the command is the API's.

The bombs are refused "in well under a second with little memory": the proof here is structural
(the reader never expands an alias: `tracemalloc` shows the peak allocation stays small), not a timing.
"""

from __future__ import annotations

import tracemalloc
from pathlib import Path
from typing import Any

import pytest

from rulings import yamlio
from rulings.errors import LawbookError, LogError
from rulings.eventlog import MAX_EVENTS
from rulings.lawbook import load_lawbook
from rulings.log import load_log, parse_log
from rulings.scoring import parse_board
from rulings.service.routers.rulings import MAX_EVENTS as API_MAX_EVENTS
from tests.command import run_command


def billion_laughs(levels: int = 9) -> str:
    """The classic: each level an anchored list of ten aliases of the level below (10^levels strings)."""
    lines = ['dealer: N', 'a0: &a0 "lol"']
    for i in range(1, levels + 1):
        lines.append(f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 10) + "]")
    lines.append(f"events: *a{levels}")
    return "\n".join(lines) + "\n"


BOMBS = {
    "billion laughs": billion_laughs(),
    "an anchor alone": "dealer: N\nevents:\n  - &first {seat: N, call: 1H}\n",
    "500 levels deep": "dealer: N\nnotes: " + "[" * 500 + "]" * 500 + "\nevents: []\n",
    "a 5,000-digit integer": "dealer: N\nboard: " + "7" * 5000 + "\nevents: []\n",
    "a 5,000-digit call": "dealer: N\nevents:\n  - {seat: N, call: " + "1" * 5000 + "S}\n",
    "10,000 events": "dealer: N\nevents:\n" + "  - {seat: N, call: P}\n" * 10_000,
    "over the size limit": "dealer: N\nnotes: '" + "x" * 1_100_000 + "'\nevents: []\n",
}
WORDS = {"billion laughs": "anchors", "an anchor alone": "anchors", "500 levels deep": "nested more than",
         "a 5,000-digit integer": "number of 5000 characters", "a 5,000-digit call": "not a call",
         "10,000 events": f"at most {MAX_EVENTS} events", "over the size limit": "bytes"}


def test_the_command_and_the_api_refuse_the_same_number_of_events() -> None:
    assert MAX_EVENTS == API_MAX_EVENTS == 500


# the two largest bombs parsed under tracemalloc take 10-15 s of CPU each: the full run only
BIG = {"10,000 events", "a 5,000-digit call"}


@pytest.mark.parametrize("name", [pytest.param(n, marks=pytest.mark.slow) if n in BIG else n for n in sorted(BOMBS)])
def test_a_bomb_is_one_line_from_load_log_with_little_memory(tmp_path: Path, name: str) -> None:
    path = tmp_path / "bomb.yaml"
    path.write_text(BOMBS[name], encoding="utf-8")
    tracemalloc.start()
    try:
        with pytest.raises(LogError) as info:
            load_log(path)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    message = str(info.value)
    assert "\n" not in message and str(path) in message and WORDS[name] in message, message
    assert peak < 64 * 2**20 + 4 * len(BOMBS[name]), peak  # nothing was expanded


@pytest.mark.parametrize("name", ["billion laughs", "500 levels deep", "a 5,000-digit integer",
                                  pytest.param("10,000 events", marks=pytest.mark.slow)])
def test_a_bomb_is_exit_2_and_one_line_from_the_command(tmp_path: Path, name: str,
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """`rulings rule BOMB` through the command's entry point, in process (tests/command.py); the command
    as a real process is proved by tests/test_log_errors.py."""
    path = tmp_path / "bomb.yaml"
    path.write_text(BOMBS[name], encoding="utf-8")
    code, out, err = run_command(capsys, "rule", str(path))
    assert code == 2, err
    assert out == "" and "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("rulings: ") and WORDS[name] in lines[0], err


def _shared_bomb(levels: int = 9) -> dict[str, Any]:
    """What an alias bomb becomes once a permissive reader has built it: one list shared 10^9 ways."""
    node: Any = "lol"
    for _ in range(levels):
        node = [node] * 10
    return {"dealer": "N", "notes": node, "events": []}


def _deep(levels: int) -> Any:
    node: Any = []
    for _ in range(levels):
        node = [node]
    return node


@pytest.mark.parametrize(("data", "words"), [
    (_shared_bomb(), None),
    ({"dealer": "N", "notes": _deep(500), "events": []}, "nests more than"),
    ({"dealer": "N", "events": [{"seat": "N", "note": _deep(500), "call": "P"}]}, "nests more than"),
    ({"dealer": "N", "board": 7 ** 6000, "events": []}, "digits"),
    ({"dealer": "N", "events": [{"seat": 7 ** 6000, "call": "P"}]}, "digits"),
    ({"dealer": "N", "events": [{"seat": "N", "claim": 7 ** 6000}]}, "digits"),
    ({"dealer": "N", "events": [{"seat": "N", "call": "P"}] * 10_000}, f"at most {MAX_EVENTS} events"),
])
def test_a_bomb_given_as_data_is_one_line_from_parse_log(data: dict[str, Any], words: str | None) -> None:
    try:
        parse_log(data)
    except LogError as exc:
        message = str(exc)
        assert "\n" not in message and len(message) < 400, message
        if words:
            assert words in message, message
    else:  # the shared bomb is valid data (notes are not read): it must be accepted without expanding it
        assert words is None


def test_the_lawbook_and_board_readers_refuse_aliases_too(tmp_path: Path) -> None:
    with pytest.raises(Exception, match="anchors") as info:
        parse_board("board: 1\nresults: &r [{score: 100}, {score: 200}]\nother: *r\n", "b.yaml")
    assert "b.yaml" in str(info.value)
    book = tmp_path / "book"
    (book / "ch01").mkdir(parents=True)
    (book / "index.yaml").write_text("chapters: [ch01]\n", encoding="utf-8")
    (book / "ch01" / "index.yaml").write_text("chapter: 1\ntitle: &t {zh: 定义, en: Definitions}\nalso: *t\n",
                                              encoding="utf-8")
    with pytest.raises(LawbookError, match="anchors") as err:
        load_lawbook(book)
    assert ":2:" in str(err.value)


def test_the_reader_keeps_lines_and_refuses_duplicates() -> None:
    data = yamlio.load("a: 1\nb:\n  - x\n  - {c: 2}\n")
    assert (data.key_lines["a"], data.key_lines["b"]) == (1, 2)
    assert data["b"].item_lines == [(3, 3), (4, 4)]
    with pytest.raises(yamlio.YamlError) as info:
        yamlio.load("a: 1\nb: 2\na: 3\n")
    assert (info.value.line, info.value.key) == (3, "a")


@pytest.mark.parametrize("char", ["\x01", "\x7f", "\ufffe"])
def test_a_character_yaml_does_not_allow_is_one_line_naming_its_code_and_line(tmp_path: Path, char: str) -> None:
    path = tmp_path / "log.yaml"
    path.write_text(f'dealer: N\nvulnerable: none\nevents:\n  - {{seat: N, call: "1{char}C"}}\n', encoding="utf-8")
    with pytest.raises(LogError) as err:
        load_log(path)
    message = str(err.value)
    assert "\n" not in message and err.value.line == 4
    assert f"U+{ord(char):04X} is not allowed" in message
