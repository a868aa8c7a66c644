"""The README's appeal-case walk-through (examples/case/), run as a director and a committee would run it
from the command line: file the case of examples/31B-bid-out-of-rotation.yaml, the director's ruling
(Law 23 "yes", an assigned score, Law 12C2), the appeal, the committee's weighted score (Law 12C3).

The weighted matchpoints are worked out here by hand from the field written in decision.yaml, not read
from the engine: NS +420 beats 170 and 140 and loses to 620 and 650 (4 of 8); NS +170 beats 140, ties 170
and loses to 620 and 650 (3 of 8); 60% x 4 + 40% x 3 = 3.6 of 8, 45%.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulings.cli import main as cli_main
from rulings.store.db import dispose_engines

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"


@pytest.fixture
def database(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("RULINGS_DATABASE_URL", f"sqlite:///{tmp_path / 'cases.sqlite3'}")
    monkeypatch.delenv("RULINGS_TOKEN", raising=False)
    yield tmp_path
    dispose_engines()


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli_main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_the_readme_case_walk_through(database: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "user", "add", "李委员", "--role", "committee")
    assert code == 0
    committee_token = out.strip().split()[-1]
    code, out, _ = _run(capsys, "case", "new", str(EXAMPLES / "31B-bid-out-of-rotation.yaml"), "--tournament",
                        "全国双人赛", "--board", "7", "--player", "N=张三", "--player", "S=李四")
    assert code == 0 and "案例 1（第1版，已立案）" in out and "23" in out
    code, out, _ = _run(capsys, "case", "director", "1", str(EXAMPLES / "case" / "director.yaml"))
    assert code == 0
    assert "第23条 是" in out
    assert "2♠ 南家 10墩 双无：南北 +170" in out  # Law 77: 2S made with an overtrick, not vulnerable
    assert "南北 4♠ 南家 10墩（南北 +420）" in out  # Law 12C2: the assigned 4S making
    assert "理由：东家被迫不叫" in out
    code, out, _ = _run(capsys, "case", "appeal", "1", str(EXAMPLES / "case" / "appeal.yaml"))
    assert code == 0 and "仲裁委员会：李委员" in out
    code, out, _ = _run(capsys, "case", "decide", "1", str(EXAMPLES / "case" / "decision.yaml"),
                        "--token", committee_token)
    assert code == 0 and "已结案" in out and "改变原裁决" in out
    assert "比赛分 3.6 / 8（45%，第12条C款3）" in out
    assert "理由：委员会认为南北有六成机会叫到4♠" in out


def test_a_law_the_lawbook_does_not_hold_is_refused_and_nothing_is_stored(
        database: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(capsys, "case", "new", str(EXAMPLES / "31B-bid-out-of-rotation.yaml"))[0] == 0
    ruling = database / "director.yaml"
    text = (EXAMPLES / "case" / "director.yaml").read_text(encoding="utf-8")
    ruling.write_text(text.replace("laws: [23, 12C2]", "laws: [23, 94B]"), encoding="utf-8")
    code, _, err = _run(capsys, "case", "director", "1", str(ruling))
    assert code == 2
    assert "'94B'" in err and "93" in err and "laws.1" in err and "Traceback" not in err
    code, out, _ = _run(capsys, "case", "show", "1")
    assert code == 0 and "第1版，已立案" in out and "裁判裁决（" not in out


def test_a_law_cited_by_its_number_alone_is_that_law(database: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """YAML reads `laws: [23, 12C2]` as the integer 23 and the string "12C2": both are citations."""
    assert _run(capsys, "case", "new", str(EXAMPLES / "31B-bid-out-of-rotation.yaml"))[0] == 0
    code, _, _ = _run(capsys, "case", "director", "1", str(EXAMPLES / "case" / "director.yaml"), "--json")
    assert code == 0
    code, out, _ = _run(capsys, "case", "show", "1", "--json")
    assert json.loads(out)["director"]["laws"] == ["23", "12C2"]
