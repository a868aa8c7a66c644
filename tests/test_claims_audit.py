"""`rulings audit --claims` (issue 17, point 6): streamed board by board in file order through the plain
audit's pool, a node limit a claim, options it does not use refused, a record whose declarer disagrees
with its auction reported; the claimer's statement that concedes a trick (Law 68C); and `rulings
analyse` on a file without a board (issue 17, point 2)."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from rulings.analysis.claims import claim_evidence, contestable
from rulings.analysis.claims_audit import audit_claims, claims_stream, render_claim, render_claim_audit
from rulings.cli import main
from rulings.log import Event, load_log
from rulings.playtable.statements import parse_statement
from rulings.seats import Seat

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"
SAMPLE = DATA / "endplay_examples_pbn_files_sample.pbn"  # 2 boards, board 17 a contestable claim
DECLARER_MISMATCH = DATA / "endplay_tests_pbn_example4.pbn"  # Declarer E, but the auction makes N declarer
EXAMPLE = ROOT / "examples" / "70C-claim-outstanding-trump.yaml"


# --------------------------------------------------------------------------- a statement that concedes a trick


def _claim(statement: str, tricks: int):  # type: ignore[no-untyped-def]
    """The 70C example with South's claim at trick 10 (4 left: SA HA HK HQ; West holds the SJ) replaced."""
    log = load_log(EXAMPLE)
    index = next(e.index for e in log.events if e.type == "claim")
    events = [*log.events[:index], Event(index=index, type="claim", seat=Seat.S, tricks=tricks, statement=statement)]
    return claim_evidence(dataclasses.replace(log, events=tuple(events)), index, "en")


@pytest.mark.parametrize("text", ["hearts, then concede a trick", "红心，输一墩"])
def test_a_statement_conceding_a_trick_claims_the_tricks_left_but_one(text: str) -> None:
    """Law 68C: 'run the hearts and concede a trick' with 4 left is a claim of 3; the worst normal
    line (hearts first, West ruffs one with the SJ) gives 3, so the claim is not contestable."""
    statement = parse_statement(text)
    assert [s.kind for s in statement.steps] == ["suit", "concede"] and statement.not_understood == ()
    assert statement.concedes == 1
    claim = _claim(text, 3)
    assert claim["statement"]["concedes"] == 1
    assert claim["claimed"] == claim["tricks_left"] - claim["statement"]["concedes"] == 3
    assert claim["worst_normal"] == 3 and claim["exact"] and claim["double_dummy"] == 4
    (line,) = claim["lines"]
    assert line["declarer_tricks"] == 3
    assert line["play"][0] in ("HA", "HK", "HQ")  # the stated suit is led first
    assert "SJ" in line["play"]
    assert contestable(claim) == []


def test_a_claim_of_more_than_its_statement_leaves_is_contestable() -> None:
    """All 4 claimed while the statement gives one up: more than the statement leaves (68C)."""
    claim = _claim("SA, hearts, concede a trick", 4)
    assert claim["worst_normal"] == 4  # the trump drawn first: every trick
    assert contestable(claim) == ["above_statement"]


# --------------------------------------------------------------------------- the claims audit


def test_claims_stream_yields_every_board_in_file_order_then_the_file() -> None:
    items = list(claims_stream([SAMPLE, DECLARER_MISMATCH]))
    kinds = [(kind, item.get("board"), Path(item.get("source") or item.get("path")).name) for kind, item in items]
    assert kinds == [("board", 17, SAMPLE.name), ("board", 11, SAMPLE.name), ("file", None, SAMPLE.name),
                     ("board", 1, DECLARER_MISMATCH.name), ("file", None, DECLARER_MISMATCH.name)]


def test_the_pool_gives_the_same_report_as_one_process() -> None:
    here = audit_claims([SAMPLE, DECLARER_MISMATCH], "en")
    pooled = audit_claims([SAMPLE, DECLARER_MISMATCH], "en", workers=2)
    assert pooled == here
    assert here["totals"] == {"boards": 3, "paragraphs": 0, "claims": 2, "contestable": 2, "not_analysed": 0, "inexact": 0,
                              "mismatch": 1}


def test_a_record_whose_declarer_disagrees_with_its_auction_is_analysed_as_recorded_and_says_so() -> None:
    """example4: Declarer E, the auction's 5C is North's (Law 22); East led nothing, South led: the
    play and the claim (East's) were recorded in 5C by East, so that is what is analysed, and said."""
    (claim,) = audit_claims([DECLARER_MISMATCH], "en")["claims"]
    assert claim["contract"] == "5C E" and claim["by"] == "E"
    assert claim["mismatch"]["auction"] == "5C N" and claim["mismatch"]["used"] == "5C E"
    text = render_claim_audit(audit_claims([DECLARER_MISMATCH], "zh"), "zh")
    assert "5C E" in text and "5C N" in text and "第22条" in text and "东家声称" in text


def test_the_node_limit_bounds_each_claim_and_a_cut_claim_says_so() -> None:
    """Board 17's claim (5 left) needs more than one node: cut at 1 it is counted inexact, and a listed
    claim cut short says so."""
    assert audit_claims([SAMPLE], "zh")["totals"]["inexact"] == 0
    cut = audit_claims([SAMPLE], "zh", node_limit=1)
    assert cut["totals"]["inexact"] == 1
    assert "搜索达节点上限 1" in render_claim_audit(cut, "zh")
    (claim,) = audit_claims([SAMPLE], "zh")["claims"]
    assert "未穷尽" not in render_claim(claim, "zh")
    assert "未穷尽" in render_claim({**claim, "exact": False}, "zh")


def test_cli_streams_json_and_totals(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", "--claims", "--json", "--workers", "1", str(SAMPLE), str(DECLARER_MISMATCH)]) == 0
    report = json.loads(capsys.readouterr().out)
    assert [c["board"] for c in report["claims"]] == [17, 1]
    assert report["totals"]["mismatch"] == 1 and [Path(f["path"]).name for f in report["files"]] == [
        SAMPLE.name, DECLARER_MISMATCH.name]


def test_cli_progress_on_stderr_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", "--claims", "--progress", "--workers", "1", "--lang", "en", str(SAMPLE)]) == 0
    captured = capsys.readouterr()
    assert captured.err.startswith("\raudit ") and captured.err.rstrip().split("\r")[-1].startswith("audit 2 boards")
    assert captured.out.rstrip().endswith("0 on a record that disagrees with its auction")


@pytest.mark.parametrize("options, message", [
    (["--engine", "python"], "--engine is not used by --claims"),
    (["--play-rulings"], "--play-rulings is not used by --claims"),
    (["--workers", "0"], "--workers is a number of processes from 1"),
    (["--claim-nodes", "0"], "--claim-nodes is a number of nodes from 1"),
])
def test_options_the_claims_audit_cannot_honour_are_refused(options: list[str], message: str,
                                                            capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", "--claims", *options, str(SAMPLE)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == f"rulings: {message}" or message in captured.err.strip().splitlines()[0]
    assert len(captured.err.strip().splitlines()) == 1


def test_claim_nodes_without_claims_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["audit", "--claim-nodes", "5", str(SAMPLE)]) == 2
    assert capsys.readouterr().err.strip() == "rulings: --claim-nodes goes with --claims"


@pytest.mark.slow  # a Dask client waits out its connect timeout: the full run only
def test_an_unreachable_cluster_is_a_one_line_error(capsys: pytest.CaptureFixture[str]) -> None:
    """--cluster is honoured: the claims go to the Dask scheduler, so one that cannot be reached is an
    error (exit 2), not a result computed here."""
    assert main(["audit", "--claims", "--cluster", "tcp://127.0.0.1:1", str(SAMPLE)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    (line,) = captured.err.strip().splitlines()
    assert line.startswith("rulings: ") and "127.0.0.1:1" in line


# --------------------------------------------------------------------------- rulings analyse, no board


@pytest.mark.parametrize("text", ["", "% a comment and nothing else\n"])
def test_analyse_a_record_file_without_a_board_is_a_one_line_error(text: str, tmp_path: Path,
                                                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "empty.pbn"
    path.write_text(text)
    assert main(["analyse", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.strip() == f"rulings: {path}: 文件中没有牌局 — holds no board"


def test_paragraphs_of_text_are_counted_apart_from_the_boards_as_the_audit_counts_them() -> None:
    # issue 14: the file holds three games (one whose Board tag lost its bracket) and two paragraphs of
    # prose between them; the claims audit counted the prose as boards (5 boards)
    path = Path(__file__).parent / "data" / "issue14" / "paragraphs-and-board-tags.pbn"
    report = audit_claims([path], lang="en")
    assert (report["totals"]["boards"], report["totals"]["paragraphs"]) == (3, 2)
    assert (report["files"][0]["boards"], report["files"][0]["paragraphs"]) == (3, 2)
    assert render_claim_audit(report, "en").rstrip().endswith("; 2 paragraphs of text not read (no game)")


def test_a_board_that_cannot_be_analysed_is_a_not_analysed_item_with_its_line_never_a_traceback(
        capsys: pytest.CaptureFixture[str]) -> None:
    """verify5 defect 2: board 5's trick 12 has `--` columns and then `*` (the claim's position cannot
    be replayed: the solver's ValueError), board 1's auction is `8S` (no contract, Law 38): each was a
    traceback that lost the whole run (with the pool, the other files' reports too). Each is now a
    'not analysed' item with its line, in one process and in the pool alike, and the run goes on."""
    path = DATA / "issue14" / "claims-not-analysed.pbn"
    report = audit_claims([path, SAMPLE], "en")
    assert audit_claims([path, SAMPLE], "en", workers=2) == report
    dashdash, level8 = report["claims"][:2]
    assert (dashdash["board"], dashdash["line"]) == (5, 8) and isinstance(dashdash["event"], int)
    assert "holds 2 cards" in dashdash["error"]
    assert (level8["board"], level8["line"], level8["event"]) == (1, 28, None)  # the game's first line
    assert "contract level must be 1 to 7, not 8" in level8["error"]
    assert report["totals"]["not_analysed"] == 2 and report["totals"]["boards"] == 4
    assert [c["board"] for c in report["claims"][2:]] == [17]  # the other file is still audited
    assert main(["audit", "--claims", "--lang", "en", "--workers", "1", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"{path}:8 board 5: not analysed: " in out and f"{path}:28 board 1: not analysed: the contract cannot be read" in out
