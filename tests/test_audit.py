"""The batch audit (`rulings audit`): the sample records in tests/data, generated PBN with known
irregularities (Law 27, Law 61A), a score that disagrees with Law 77, and the JSON shape."""

from __future__ import annotations

import gc
import json
import re
from pathlib import Path

import pytest

from bench.generate_pbn import Rates, session
from rulings.audit import YOUNG, audit_paths, law64_transfer, long_lived_heap, render_report
from rulings.cards import Card, parse_hand
from rulings.cli import main
from rulings.play import Contract, PlayState
from rulings.ruling import default_engine
from rulings.scoring import score
from rulings.seats import Seat

#: the sample records shipped with the tests (tests/data, see its README)
DATA = Path(__file__).resolve().parent / "data"
SMALL = ["endplay_examples_pbn_files_sample.pbn", "endplay_tests_pbn_example1.pbn", "endplay_tests_pbn_example2.pbn",
         "endplay_tests_pbn_example4.pbn", "endplay_tests_lin_example1.lin"]


def data(name: str) -> Path:
    """A sample record of tests/data; FAILS (never skips) when it is missing."""
    path = DATA / name
    if not path.is_file():
        pytest.fail(f"the sample record {path} is missing")
    return path


@pytest.fixture(scope="module")
def small_report() -> dict:
    return audit_paths([data(n) for n in SMALL], default_engine("python"))


def test_small_samples_import_and_their_counts(small_report: dict) -> None:
    rows = {Path(f["path"]).name: f for f in small_report["files"]}
    assert {n: rows[n]["boards"] for n in SMALL} == {
        "endplay_examples_pbn_files_sample.pbn": 2, "endplay_tests_pbn_example1.pbn": 2,
        "endplay_tests_pbn_example2.pbn": 299, "endplay_tests_pbn_example4.pbn": 1,
        "endplay_tests_lin_example1.lin": 8}
    assert rows["endplay_tests_lin_example1.lin"]["format"] == "lin"
    t = small_report["totals"]
    assert (t["boards"], t["ok"], t["irregular"], t["mismatch"], t["error"]) == (312, 311, 0, 1, 0)


def test_example1_board_1_is_ok_and_its_score_agrees_with_law_77(small_report: dict) -> None:
    # 5H by S, 10 tricks, none vulnerable: one down, NS -50, as [Score "NS -50"] says.
    assert score("5H", "S", 10, "none").ns == -50
    first = next(b for b in small_report["boards"] if b["source"].endswith("example1.pbn"))
    assert (first["board"], first["line"], first["status"], first["findings"]) == (1, 3, "ok", [])
    assert first["contract"] == "5H S"


def test_example4_declarer_disagrees_with_the_auction(small_report: dict) -> None:
    # Auction from N: 1NT X XX 4H / X 4S 4NT X / 5C AP. 5C is North's (the only club bid by NS), so
    # the declarer is North (Law 22), while the record says East (and its play is led by South).
    (b,) = [b for b in small_report["boards"] if b["source"].endswith("example4.pbn")]
    assert b["status"] == "mismatch" and b["board"] == 1
    assert [(f["kind"], f["law"], f["recorded"], f["auction"]) for f in b["findings"]] == [
        ("declarer_mismatch", "22", "E", "N")]
    assert "北家" in b["findings"][0]["message_zh"] and "North" in b["findings"][0]["message_en"]


@pytest.mark.slow  # a large archive: the full run only
def test_example3_archive_counts() -> None:
    report = audit_paths([data("endplay_tests_pbn_example3.pbn")], default_engine("python"))
    t = report["totals"]
    assert (t["boards"], t["error"], t["irregular"]) == (7632, 0, 0)
    assert t["ok"] + t["mismatch"] == 7632
    # the archive writes every Auction from "N": about half the boards name another declarer
    assert t["by_kind"]["declarer_mismatch"] > 3000
    first = report["boards"][0]
    assert (first["board"], first["status"]) == (1, "mismatch")


# --------------------------------------------------------------------------- generated records


def _board_with(rates: Rates, want) -> object:  # type: ignore[no-untyped-def]
    for seed in range(1, 200):
        for b in session(20, seed=seed, rates=rates):
            if want(b):
                return b
    raise AssertionError("the generator never produced the board wanted")


def test_generated_insufficient_bid_and_revoke_are_flagged(tmp_path: Path) -> None:
    rates = Rates(insufficient=1.0, revoke=0.03, claim=0.0, wrong_score=0.0, wrong_result=0.0, passed_out=0.0)
    b = _board_with(rates, lambda b: b.insufficient and len(b.revokes) == 1)
    path = tmp_path / "gen.pbn"
    path.write_text(b.text, encoding="utf-8")
    (board,) = audit_paths([path], default_engine("python"))["boards"]
    assert board["status"] == "irregular"
    laws = {f["kind"]: f for f in board["findings"]}
    assert laws["irregularity"]["irregularity"] == "insufficient_bid"
    assert laws["irregularity"]["law"].startswith("27")
    revoke = laws["revoke"]
    assert revoke["law"] == "61A" and (revoke["trick"], revoke["seat"]) == b.revokes[0]
    assert "61A" in revoke["citations"]
    if revoke["established"]:
        assert "64A" in revoke["citations"]


def test_law64_transfer_counts_the_offending_sides_tricks() -> None:
    # Clubs contract by N. Trick 1: E leads his only heart; trick 2: E ruffs a heart (no revoke);
    # trick 3: W ruffs a spade while holding spades (a revoke, Law 61A) and wins it.
    hands = {Seat.N: parse_hand("AKQJ.AKQ.AKQ.AKQ"), Seat.E: parse_hand("T98.J.JT98.JT987"),
             Seat.S: parse_hand("765.T9876.765.65"), Seat.W: parse_hand("432.5432.432.432")}
    state = PlayState(hands, Contract(4, "C", 0, Seat.N))
    for seat, card in (("E", "HJ"), ("S", "H6"), ("W", "H2"), ("N", "HA")):  # E leads: trick 1
        state.play(Seat(seat), Card.parse(card))
    assert state.revokes() == []
    for seat, card in (("N", "HK"), ("E", "C7"), ("S", "H7"), ("W", "H3")):
        state.play(Seat(seat), Card.parse(card))
    # E had no heart left after trick 1 (HJ was the only one): no revoke; the trump wins.
    assert state.revokes() == [] and state.trick(2).winner == Seat.E
    for seat, card in (("E", "S8"), ("S", "S7"), ("W", "C2"), ("N", "SA")):  # W ruffs holding spades
        state.play(Seat(seat), Card.parse(card))
    assert state.revokes() == [(3, Seat.W)]
    assert state.trick(3).winner == Seat.W
    for seat, card in (("W", "D2"), ("N", "DA"), ("E", "D8"), ("S", "D5")):
        state.play(Seat(seat), Card.parse(card))
    assert state.revoke_established(3, Seat.W)
    # 64A1: W won the revoke trick; EW won no later trick: one trick.
    assert law64_transfer(state, 3, Seat.W) == 1


def test_recorded_score_that_disagrees_with_law_77_is_flagged(tmp_path: Path) -> None:
    rates = Rates(insufficient=0.0, revoke=0.0, claim=0.0, wrong_score=0.0, wrong_result=0.0, passed_out=0.0)
    b = session(1, seed=7, rates=rates)[0]
    right = int(re.search(r'\[Score "NS (-?\d+)"\]', b.text).group(1))  # type: ignore[union-attr]
    wrong = b.text.replace(f'[Score "NS {right}"]', f'[Score "NS {right + 100}"]')
    (tmp_path / "right.pbn").write_text(b.text, encoding="utf-8")
    (tmp_path / "wrong.pbn").write_text(wrong, encoding="utf-8")
    report = audit_paths([tmp_path / "right.pbn", tmp_path / "wrong.pbn"], default_engine("python"))
    ok, bad = report["boards"]
    assert ok["status"] == "ok" and ok["findings"] == []
    assert bad["status"] == "mismatch"
    (f,) = bad["findings"]
    assert (f["kind"], f["law"], f["recorded"], f["law77"]) == ("score_mismatch", "77", right + 100, right)
    assert "第77条" in f["message_zh"]


def test_generated_session_counts_match_the_generator(tmp_path: Path) -> None:
    boards = session(200, seed=3)
    path = tmp_path / "s.pbn"
    path.write_text("\n".join(b.text for b in boards), encoding="utf-8")
    report = audit_paths([path], default_engine("python"))
    kinds = report["totals"]["by_kind"]
    # revokes in the tricks written (a claim cuts the record short); a wrong Score is scored from the
    # recorded Result, so only the boards written with a wrong Score disagree with Law 77
    assert kinds.get("revoke", 0) == sum(1 for b in boards for trick, _ in b.revokes if trick <= b.shown) > 0
    assert kinds.get("score_mismatch", 0) == sum(b.wrong_score for b in boards)
    assert kinds.get("result_mismatch", 0) == sum(b.wrong_result for b in boards)
    insufficient = [f for b in report["boards"] for f in b["findings"] if f.get("irregularity") == "insufficient_bid"]
    assert len(insufficient) == sum(b.insufficient for b in boards)


def test_a_bad_board_is_an_error_with_its_line_and_the_others_go_on(tmp_path: Path) -> None:
    good = session(2, seed=5)
    bad = good[0].text.replace('[Deal "N:', '[Deal "N:ZZ')
    path = tmp_path / "mixed.pbn"
    path.write_text(good[1].text + "\n" + bad, encoding="utf-8")
    report = audit_paths([path], default_engine("python"))
    first, second = report["boards"]
    assert first["status"] != "error"
    assert second["status"] == "error" and second["board"] == 1
    assert second["line"] == good[1].text.count("\n") + 2 + bad.split("\n").index(
        next(x for x in bad.split("\n") if x.startswith("[Deal \"")))
    assert second["findings"][0]["kind"] == "import_error"


# --------------------------------------------------------------------------- the command


def test_cli_json_shape_and_exit_codes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "s.pbn"
    path.write_text("\n".join(b.text for b in session(5, seed=11)), encoding="utf-8")
    assert main(["audit", str(path), "--json", "--engine", "python"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"files", "boards", "totals"}
    assert report["files"][0]["boards"] == 5 and report["totals"]["boards"] == 5
    for b in report["boards"]:
        assert {"source", "board", "line", "status", "findings"} <= set(b)
        assert b["status"] in ("ok", "irregular", "mismatch", "error")
        for f in b["findings"]:
            assert {"kind", "law", "message_zh", "message_en"} <= set(f)
    assert main(["audit", str(tmp_path / "missing.pbn")]) == 2
    assert "missing.pbn" in capsys.readouterr().err
    other = tmp_path / "notes.txt"
    other.write_text("hello\n", encoding="utf-8")
    assert main(["audit", str(other)]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_text_report_in_chinese_and_english(small_report: dict) -> None:
    zh = render_report(small_report, "zh")
    en = render_report(small_report, "en")
    assert "合计：5 个文件（0 个文件出错），312 副牌" in zh and "记录不符 1" in zh
    assert "Total: 5 files (0 with an error), 312 boards" in en and "mismatch 1" in en
    assert "example2.pbn: pbn, encoding utf-8, 299 boards" in en and "example1.pbn: pbn, encoding iso-8859-1" in en


def test_the_english_text_says_one_board_one_file_one_finding(capsys: pytest.CaptureFixture[str]) -> None:
    # a game whose tags lack `[` between two games: its own error row (one finding), the others ok
    assert main(["audit", str(DATA / "issue14" / "tags-without-bracket.pbn"), "--lang", "en", "--engine", "python",
                 "--workers", "1"]) == 1  # a board in error
    out = capsys.readouterr().out
    # (its number is read from its words `Board "2"]`, not taken from the game before it)
    assert "board 1 (line 1): ok" in out and "board 2 (line 8): error" in out and "board 3 (line 15): ok" in out
    assert "Total: 1 file (0 with an error), 3 boards; ok 2, irregular 0, mismatch 0, unchecked 0, error 1; 1 finding" in out
    # a paragraph of text (no game) is its own row, counted apart from the boards
    assert main(["audit", str(DATA / "issue14" / "stray-text.pbn"), "--lang", "en", "--engine", "python"]) == 1
    out = capsys.readouterr().out
    assert "text (line 9): not read (no game)" in out
    assert ("Total: 1 file (0 with an error), 3 boards; ok 2, irregular 0, mismatch 0, unchecked 0, error 1; "
            "1 finding; 1 paragraph of text not read (no game)") in out


def test_an_event_log_given_to_audit_is_pointed_to_rule(capsys: pytest.CaptureFixture[str]) -> None:
    log = Path(__file__).resolve().parent.parent / "examples" / "27-insufficient-bid.yaml"
    assert main(["audit", str(log)]) == 2
    err = capsys.readouterr().err
    assert f"rule on it with `rulings rule {log}`" in err and "name it .pbn" not in err


# --------------------------------------------------------------------------- issue 14: small files, one a defect

DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"


def write(tmp_path: Path, name: str, text: str | bytes) -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def one_board(tmp_path: Path, text: str, **kwargs: object) -> dict:
    report = audit_paths([write(tmp_path, "b.pbn", text)], default_engine("python"), **kwargs)  # type: ignore[arg-type]
    assert len(report["boards"]) == 1
    return report["boards"][0]


def test_call_out_of_rotation_marked_in_pbn_is_ruled_29a(tmp_path: Path) -> None:
    # The issue's board: E's 1D out of rotation, accepted by S's pass (Law 29A), E declares 1D.
    b = one_board(tmp_path, '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Declarer "E"]\n[Contract "1D"]\n'
                            '[Auction "N"]\n^S 1D Pass Pass Pass\n')
    assert b["status"] == "irregular"
    assert [(f["kind"], f.get("irregularity"), f.get("offender")) for f in b["findings"]] == [
        ("irregularity", "bid_out_of_rotation", "E")]
    assert "29A" in b["findings"][0]["citations"] and b["contract"] == "1D E" and b["warnings"] == []


def test_insufficient_bid_marked_in_pbn_is_ruled_27(tmp_path: Path) -> None:
    b = one_board(tmp_path, '[Board "1"]\n[Dealer "W"]\n[Vulnerable "None"]\n[Auction "W"]\n1D ^I 1C Pass Pass\nPass\n')
    assert [(f.get("irregularity"), f.get("offender")) for f in b["findings"]] == [("insufficient_bid", "N")]
    assert "27A" in b["findings"][0]["citations"] and b["warnings"] == []


def test_lead_out_of_turn_marked_in_pbn_is_ruled_by_the_play_laws(tmp_path: Path) -> None:
    b = one_board(tmp_path, f'[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n[Declarer "N"]\n'
                            '[Contract "7NT"]\n[Result "13"]\n[Auction "N"]\n7NT AP\n[Play "E"]\nS7 S3 ^L S2 SA\n*\n')
    assert b["status"] == "irregular"
    assert [f.get("irregularity") for f in b["findings"]] == ["opening_lead_out_of_turn"]
    assert b["warnings"] == []


def test_a_mark_the_ruling_does_not_confirm_is_a_warning(tmp_path: Path) -> None:
    b = one_board(tmp_path, '[Board "1"]\n[Dealer "W"]\n[Vulnerable "None"]\n[Auction "W"]\n1D ^I 2C Pass Pass\nPass\n')
    assert b["status"] == "ok" and any("^I" in w and "no such irregularity" in w for w in b["warnings"])


def test_declarer_and_dummy_swapped_is_a_mark_not_a_mismatch(tmp_path: Path) -> None:
    b = one_board(tmp_path, '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Declarer "^S"]\n[Contract "1NT"]\n'
                            '[Auction "N"]\n1NT AP\n')
    assert [f["kind"] for f in b["findings"]] == ["record_mark"] and b["status"] == "irregular"


def test_side_results_are_checked_against_the_score(tmp_path: Path) -> None:
    head = '[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Declarer "N"]\n[Contract "1NT"]\n'
    ok = one_board(tmp_path, head + '[Result "EW 4 NS 9"]\n[Score "NS 150"]\n[Auction "N"]\n1NT AP\n')
    assert ok["status"] == "ok" and ok["findings"] == []
    wrong = one_board(tmp_path, head + '[Result "NS 9"]\n[Score "NS 120"]\n[Auction "N"]\n1NT AP\n')
    assert [f["kind"] for f in wrong["findings"]] == ["score_mismatch"]
    agreed = one_board(tmp_path, head + '[Result "^8"]\n[Auction "N"]\n1NT AP\n')
    assert [f["kind"] for f in agreed["findings"]] == ["result_mismatch"] and agreed["status"] == "mismatch"


def test_every_board_is_reported_and_an_empty_or_binary_file_is_an_error(tmp_path: Path,
                                                                        capsys: pytest.CaptureFixture[str]) -> None:
    good = '[Board "{n}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Auction "N"]\n1NT AP\n\n'
    cut = write(tmp_path, "cut.pbn", good.format(n=1) + '[Board "2"]\n[Dealer "N"]\n[Auction "N"]\n1S Pass 2H')
    report = audit_paths([cut], default_engine("python"))
    assert [(b["board"], b["status"], b["line"]) for b in report["boards"]] == [(1, "ok", 1), (2, "error", 10)]
    binary = write(tmp_path, "bin.pbn", bytes(range(256)) * 4)
    empty = write(tmp_path, "empty.pbn", "% PBN 2.1\n")
    report = audit_paths([binary, empty, cut], default_engine("python"))
    rows = {Path(r["path"]).name: r for r in report["files"]}
    assert "binary" in rows["bin.pbn"]["file_error"] and "holds no board" in rows["empty.pbn"]["file_error"]
    assert rows["cut.pbn"]["file_error"] is None and report["totals"]["file_errors"] == 2
    assert main(["audit", str(binary), str(cut), "--engine", "python", "--workers", "1"]) == 2
    out, err = capsys.readouterr()
    assert "第2副（第10行）：错误" in out and "bin.pbn" in err


def test_a_stray_lin_line_keeps_every_later_board_in_the_report(tmp_path: Path) -> None:
    deal = "md|3S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,|"
    text = "".join(f"qx|o{n}|{deal}sv|o|mb|p|mb|p|mb|p|mb|p|\n" + ("garbage|\n" if n == 1 else "") for n in (1, 2, 3))
    report = audit_paths([write(tmp_path, "s.lin", text)], default_engine("python"))
    assert [b["board"] for b in report["boards"]] == [1, 2, 3]
    assert any("garbage" in w for w in report["boards"][0]["warnings"])


def test_play_rulings_on_a_board_whose_hands_are_not_known_rule_its_auction(tmp_path: Path) -> None:
    # Two known hands and a play record: the play's laws need three hands, so the auction is ruled and the
    # report says the play's laws were not (issue 14, verify3 defect 5: never an engine failure); the next
    # board goes on.
    two = ('[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
           '[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 - -"]\n[Declarer "N"]\n[Contract "7NT"]\n[Result "13"]\n'
           '[Auction "N"]\n7NT AP\n[Play "E"]\nST S3 S2 SA\n*\n\n')
    fine = f'[Board "2"]\n[Dealer "E"]\n[Vulnerable "NS"]\n[Deal "{DEAL}"]\n[Auction "E"]\nPass Pass Pass Pass\n'
    report = audit_paths([write(tmp_path, "p.pbn", two + fine)], default_engine("python"), play_rulings=True)
    assert [b["status"] for b in report["boards"]] == ["unchecked", "ok"]
    first = report["boards"][0]
    assert first["contract"] == "7NT N"  # the auction was ruled
    assert [f["kind"] for f in first["findings"]] == ["play_unchecked", "play_unchecked"]
    assert first["findings"][1]["message_en"] == (
        "line 11: the play's laws (41-71) are not ruled: the hands of S, W are not known (Deal), and the engine "
        "plays the cards from the hands (three at least)")


@pytest.mark.slow  # a Dask cluster and a process pool: left out of the quick run
def test_the_process_pool_and_a_dask_cluster_give_the_local_report(tmp_path: Path) -> None:
    from distributed import LocalCluster

    path = tmp_path / "s.pbn"
    path.write_text("\n".join(b.text for b in session(450, seed=5)), encoding="utf-8")
    local = audit_paths([path, data("endplay_tests_lin_example1.lin")], default_engine("python"))
    pooled = audit_paths([path, data("endplay_tests_lin_example1.lin")], backend="python", workers=2)
    assert pooled == local and local["totals"]["boards"] == 458
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=False, protocol="tcp://",
                      dashboard_address=None) as cluster:
        remote = audit_paths([path, data("endplay_tests_lin_example1.lin")], backend="python",
                             cluster=cluster.scheduler_address)
    assert remote == local


# --------------------------------------------------------------------------- issue 14 from the command line

ISSUE14 = DATA / "issue14"


def cli_audit(capsys: pytest.CaptureFixture[str], *files: str, extra: tuple[str, ...] = ()) -> tuple[int, dict, str]:
    """`rulings audit --json` on files of tests/data/issue14: the exit code, the report, stderr."""
    code = main(["audit", *(str(ISSUE14 / f) for f in files), "--json", "--engine", "python", "--workers", "1",
                 *extra])
    out, err = capsys.readouterr()
    return code, json.loads(out), err


def test_cli_issue_board_is_a_call_out_of_rotation_not_a_declarer_mismatch(capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = cli_audit(capsys, "issue-board.pbn", "irregular.pbn")
    assert code == 0
    rows = [(b["board"], b["status"], [(f["kind"], f.get("irregularity"), f.get("offender")) for f in b["findings"]],
             b["warnings"]) for b in report["boards"]]
    assert rows == [
        (1, "irregular", [("irregularity", "bid_out_of_rotation", "E")], []),
        (1, "irregular", [("irregularity", "bid_out_of_rotation", "E")], []),
        (2, "irregular", [("irregularity", "bid_out_of_rotation", "E")], []),  # its ^I confirmed by Law 27C
        (3, "irregular", [("irregularity", "bid_out_of_rotation", "S")], []),
        (4, "irregular", [("irregularity", "opening_lead_out_of_turn", "W")], []),
        (5, "irregular", [("irregularity", "revoke", "W")], []),
        (6, "irregular", [("irregularity", "lead_out_of_turn", "E")], [])]
    assert "29A" in report["boards"][0]["findings"][0]["citations"]
    assert "27C" in report["boards"][2]["findings"][0]["citations"]


def test_cli_continuations_end_positions_and_side_results(capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = cli_audit(capsys, "continued.pbn")
    assert code == 0
    boards = report["boards"]
    assert [b["status"] for b in boards] == ["ok"] * 6 + ["mismatch"]
    assert [b.get("continued") for b in boards[:3]] == ["auction", "play", None]
    assert boards[3]["end_position"] == {"cards": 3, "trump": "S", "leader": "W", "tricks": 1,
                                         "won": {"NS": 1, "EW": 0}}
    # boards 5-7 name other boards: they take no Deal (nor Dealer, Vulnerable) of board 4's end position
    assert [(b["contract"], b.get("end_position")) for b in boards[4:]] == [("1NT E", None), ("3NT N", None),
                                                                          ("3NT N", None)]
    assert all(b["warnings"] == [] for b in boards)
    assert [(f["kind"], f["recorded"], f["law77"]) for f in boards[6]["findings"]] == [("score_mismatch", 400, -50)]


CP1250 = "cp1250 (no declaration; its letters fit the words, Latin-1's do not)"


@pytest.mark.parametrize(("name", "encoding", "north", "comment"), [
    ("latin1.pbn", "iso-8859-1 (PBN default)", ["Müller", "Señor"], "Réunion à Genève, salle du café"),
    ("cp1250.pbn", "cp1250 (declared)", ["Łódź", "Świętochłowice"], "Turniej w Łodzi, sala gł"),
    ("utf8.pbn", "utf-8", ["Ørsted", "北家"], "Zürich, café"),
    ("gb18030.pbn", "gb18030", ["张三", "李四"], "第一副：北家开叫"),
    # every accented letter in a pair (ç ã = E7 E3, one GB18030 character): still Latin-1
    ("portuguese-latin1.pbn", "iso-8859-1 (PBN default)", ["Conceição", "CONCEIÇÃO"],
     "Inscrições na Associação de Lisboa"),
    ("french-latin1.pbn", "iso-8859-1 (PBN default)", ["Thérèse Noël", "Anaïs Lefèvre"],
     "Épreuve créée à Genève, agréée"),
    ("german-latin1.pbn", "iso-8859-1 (PBN default)", ["Jürgen Größer", "Käthe Müßig"],
     "Grüße aus Köln, Fußüberweg"),
    ("spanish-latin1.pbn", "iso-8859-1 (PBN default)", ["Íñigo Muñoz", "Begoña Argüelles"],
     "Norte, ¿por qué no dobló? ¡Olé!"),
    ("polish-cp1250.pbn", CP1250, ["Grzegorz Żółw", "Małgorzata Wróbel"], "Świętochłowice, sala główna"),
    ("czech-cp1250.pbn", CP1250, ["Jiří Dvořák", "Šťastný"], "Plzeň, Žižkov"),
    ("chinese-gb18030.pbn", "gb18030", ["王建华", "张玥"], "北家开叫1NT，东家加倍，首攻♠K"),
])
def test_cli_each_encoding_is_read_and_named(capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str,
                                            encoding: str, north: list[str], comment: str) -> None:
    code, report, _ = cli_audit(capsys, name)
    assert code == 0 and report["files"][0]["encoding"] == encoding
    assert [b["status"] for b in report["boards"]] == ["ok", "ok"]  # the board after the comment is there
    out = tmp_path / "back.pbn"
    assert main(["export", str(ISSUE14 / name), "-o", str(out), "--no-ruling"]) == 0
    text = out.read_text(encoding="utf-8")
    assert re.findall(r'\[North "([^"]*)"\]', text) == north and "{" + comment + "}" in text


def test_cli_a_short_chinese_file_and_declared_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # one two-character name is all the Chinese of a file: GB18030; a declaration wins over how the bytes look
    code, report, _ = cli_audit(capsys, "chinese-short.pbn", "declared-gb18030.pbn", "declared-latin1.pbn")
    assert code == 0
    assert [(Path(f["path"]).name, f["encoding"]) for f in report["files"]] == [
        ("chinese-short.pbn", "gb18030"), ("declared-gb18030.pbn", "gb18030 (declared)"),
        ("declared-latin1.pbn", "iso8859-1 (declared); bytes 0x80-0x9F (control characters in ISO 8859-1) on line 7 "
                                "read as windows-1252 (’ € “ ” …)")]
    # the declaration wins (`Łódź` in cp1250 reads `£ódŸ`), but its byte 9F is never a control character
    for name, north in [("chinese-short.pbn", "王芳"), ("declared-gb18030.pbn", "喆堃"), ("declared-latin1.pbn", "£ódŸ")]:
        out = tmp_path / name
        assert main(["export", str(ISSUE14 / name), "-o", str(out), "--no-ruling"]) == 0
        assert re.findall(r'\[North "([^"]*)"\]', out.read_text(encoding="utf-8")) == [north, "North"]


def test_cli_every_board_is_reported_and_a_file_without_boards_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, report, err = cli_audit(capsys, "cut-auction.pbn", "stray-line.lin", "binary.pbn", "no-board.pbn")
    assert code == 2
    assert [(Path(b["source"]).name, b["board"], b["status"], b["line"]) for b in report["boards"]] == [
        ("cut-auction.pbn", 1, "ok", 2), ("cut-auction.pbn", 2, "error", 12),
        ("stray-line.lin", 1, "ok", 1), ("stray-line.lin", 2, "ok", 3), ("stray-line.lin", 3, "ok", 4)]
    assert "cut short" in report["boards"][1]["findings"][0]["message_en"]
    assert report["boards"][2]["warnings"] == ["line 2: 'garbage' is not a LIN key|value| pair; skipped"]
    errors = {Path(f["path"]).name: f["file_error"] for f in report["files"]}
    assert "binary" in errors["binary.pbn"] and "holds no board" in errors["no-board.pbn"]
    assert errors["cut-auction.pbn"] is None and "binary.pbn" in err and "no-board.pbn" in err
    assert main(["audit", str(ISSUE14 / "stray-line.lin"), "--engine", "python", "--workers", "1"]) == 0
    assert ("注意：第2行：'garbage' 不是 LIN 的 key|value| 对，跳过 — line 2: 'garbage' is not a LIN key|value| pair; "
            "skipped") in capsys.readouterr().out


def test_cli_play_rulings_a_board_the_engine_cannot_play_is_ruled_on_its_auction(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = cli_audit(capsys, "unrulable-play.pbn", extra=("--play-rulings",))
    assert code == 0
    assert [(b["board"], b["status"]) for b in report["boards"]] == [(1, "unchecked"), (2, "ok")]
    assert [f["kind"] for f in report["boards"][0]["findings"]] == ["play_unchecked", "play_unchecked"]
    assert "the play's laws (41-71) are not ruled" in report["boards"][0]["findings"][1]["message_en"]


def test_cli_play_rulings_a_bid_of_eight_keeps_its_law_38_finding_and_says_the_play_was_not_ruled(
        capsys: pytest.CaptureFixture[str]) -> None:
    """verify5 defect 3: `8S Pass Pass Pass` and a play. Law 35C cancels the 8S, so the auction has no
    contract to play (Law 22): with --play-rulings the engine's LogError on the play made the board an
    engine failure and lost its Law 38 finding. Now the auction is ruled as without --play-rulings and
    a play_unchecked (with its line) says the play's laws were not, as for other unrulable plays."""
    code, plain, _ = cli_audit(capsys, "play-rulings-level8.pbn")
    code_play, report, _ = cli_audit(capsys, "play-rulings-level8.pbn", extra=("--play-rulings",))
    assert (code, code_play) == (0, 0)
    (board,) = report["boards"]
    assert board["status"] == "irregular"
    first, second = board["findings"]
    assert first == plain["boards"][0]["findings"][0] and "38" in first["citations"]
    assert second["kind"] == "play_unchecked" and second["line"] == 12
    assert second["message_en"].startswith("line 12: the play's laws (41-71) are not ruled: the rules engine cannot")
    assert second["message_zh"].startswith("第12行：未按打牌阶段的法则（第41–71条）裁决")


def test_cli_vugraph_players_named_before_the_first_board(tmp_path: Path) -> None:
    out = tmp_path / "vg.pbn"
    assert main(["export", str(ISSUE14 / "vugraph.lin"), "-o", str(out), "--no-ruling"]) == 0
    text = out.read_text(encoding="utf-8")
    players = re.findall(r'\[(West|North|East|South) "([^"]*)"\]', text)
    assert players == [("West", "w1"), ("North", "n1"), ("East", "e1"), ("South", "s1"),
                       ("West", "w2"), ("North", "n2"), ("East", "e2"), ("South", "s2")]


# --------------------------------------------------------------------------- issue 14: the audit's own speed


def test_the_quick_play_pass_agrees_with_the_full_replay() -> None:
    # The audit checks a play record with one pass (`_plain_play`) and replays it with PlayState only
    # where a card out of turn can be: on every generated board the quick pass gives the replay's
    # tricks (Law 44E/F) and its revokes (Law 61A), each established or not (Law 63A1) with the
    # tricks Law 64A transfers, as the replay finds them.
    from rulings.audit import _plain_play
    from rulings.records import parse_pbn

    boards = session(120, seed=11, rates=Rates(revoke=0.01))
    records = parse_pbn("\n".join(b.text for b in boards), source="g.pbn")
    checked = with_revokes = 0
    for made, record in zip(boards, records, strict=True):
        log = record.log
        assert log is not None and record.error is None
        cards = [e for e in log.events if e.type in ("lead", "play")]
        if not cards:
            continue
        contract = Contract.parse(record.meta["contract"], Seat(record.meta["declarer"]))
        quick = _plain_play(log, cards, contract)
        state = PlayState(log.hands, contract)
        for ev in cards:
            state.play(*ev.played)
        recorded_revokes = [r for r in made.revokes if r[0] <= made.shown]  # a claim may end the record first
        assert quick is not None, made.number
        assert bool(quick.revokes) == bool(state.revokes()) == bool(recorded_revokes), made.number
        assert (quick.won, quick.complete) == (state.tricks_won[contract.declaring_side], len(state.tricks))
        assert [(t, s) for t, s, _, _ in quick.revokes] == state.revokes(), made.number
        for trick, seat, led, card in quick.revokes:
            assert led == state.card_played_to(trick, (state.trick(trick).leader if trick <= len(state.tricks)
                                                       else state.current_trick[0][0]))
            assert card == state.card_played_to(trick, seat)
            established = state.revoke_established(trick, seat)
            assert quick.established(trick, seat) == established
            assert quick.transfer(trick, seat) == law64_transfer(state, trick, seat)
        checked += 1
        with_revokes += bool(quick.revokes)
    assert checked > 60 and with_revokes > 5


def test_in_one_process_the_tags_are_inherited_as_the_workers_inherit_them(tmp_path: Path) -> None:
    # PBN §4.8: `#` repeats the previous game's value, `##` makes a value stick. A worker of the pool
    # gets each batch with the inheritance before it; in this process the file's inheritance is
    # carried from batch to batch instead: the same boards either way, across batch boundaries.
    from rulings.audit import audit_board, audit_task, file_records, plan, task_records

    games = [f'[Event "##Cup"]\n[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'
             '[Auction "N"]\nPass Pass Pass Pass\n']
    for n in range(2, 8):
        dealer = "ENSW"[n % 4]
        games.append(f'[Board "{n}"]\n[Dealer "{dealer}"]\n[Vulnerable "#"]\n[Deal "#"]\n[Auction "{dealer}"]\n'
                     "1NT Pass Pass Pass\n")
    path = write(tmp_path, "inherit.pbn", "\n".join(games))
    engine = default_engine("python")
    _, snapshot_tasks = plan(path, batch=3)
    _, live_tasks = plan(path, batch=3, snapshots=False)
    snapshot_tasks, live_tasks = list(snapshot_tasks), list(live_tasks)
    assert len(live_tasks) == 3 and all(t.inherit is None for t in live_tasks)
    records = list(file_records(live_tasks))
    assert [(r.meta["event"], r.meta["vulnerable"], r.log and len(r.log.hands)) for r in records] == [
        ("Cup", "None", 4)] * 7  # `##Cup` sticks; `#` is the game before's
    assert [(r.meta, r.log) for r in records] == [(r.meta, r.log) for t in snapshot_tasks for r in task_records(t)]
    here = [audit_board(r, engine) for r in file_records(live_tasks)]
    assert here == [b for t in snapshot_tasks for b in audit_task(t, engine=engine)]
    assert [b["contract"] for b in here] == ["Pass"] + [f"1NT {'ENSW'[n % 4]}" for n in range(2, 8)]
    assert [b["status"] for b in here] == ["ok"] * 7


@pytest.mark.slow  # starts an interpreter: the full run only
def test_the_audit_command_starts_without_the_other_commands_imports() -> None:
    # `rulings audit` loads its own command module only: not the case store (SQLAlchemy), the
    # double-dummy analysis (endplay, matplotlib) or the console; `rulings --help` still lists all.
    import subprocess
    import sys

    probe = ("import sys; from rulings.cli import main; "
             f"code = main(['audit', {str(ISSUE14 / 'utf8.pbn')!r}, '--json', '--workers', '1', '--engine', 'python']); "
             "print(code, sorted(m for m in ('sqlalchemy', 'endplay', 'matplotlib', 'fastapi') if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.strip().splitlines()[-1] == "0 []"
    listed = subprocess.run([sys.executable, "-m", "rulings", "--help"], capture_output=True, text=True, check=True)
    assert all(f"{c}" in listed.stdout for c in ("audit", "case", "analyse", "serve", "imps", "casebook"))


# --------------------------------------------------------------------------- reading records (issue 14 verify)


def test_cli_a_nul_byte_is_reported_with_its_line_and_every_board_audited(capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = cli_audit(capsys, "nul-byte.pbn")
    assert code == 0 and report["files"][0]["file_error"] is None
    assert report["files"][0]["encoding"] == ("iso-8859-1 (PBN default; the file is ASCII apart from its binary "
                                              "lines); binary data (NUL bytes) on line 8, 16, not read")
    rows = [(b["board"], b["status"], b["line"]) for b in report["boards"]]
    # line 8 is a paragraph of its own (an error row with its line, as after the last game); line 16
    # is inside board 2 (no empty line before it): that board's warning
    assert rows == [(1, "ok", 1), (None, "error", 8), (2, "ok", 10)]
    assert "line 8: binary data (NUL bytes), not read as a record" in report["boards"][1]["findings"][0]["message_en"]
    assert report["boards"][2]["warnings"] == ["line 16: binary data (NUL bytes), not read as a record"]


def test_cli_the_content_says_pbn_whatever_the_name(capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = cli_audit(capsys, "pbn-named.lin")
    assert code == 0 and [(b["board"], b["status"]) for b in report["boards"]] == [(1, "ok"), (2, "ok")]
    row = report["files"][0]
    assert row["format"] == "pbn" and "named .lin, but it holds PBN tags" in row["encoding"]


def test_cli_a_declaration_that_cannot_apply_is_said(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, report, _ = cli_audit(capsys, "declared-unknown.pbn", "bom-latin1.pbn", "gb18030-given-names.pbn")
    assert code == 0
    assert [f["encoding"] for f in report["files"]] == [
        "iso-8859-1 (PBN default); the declared charset 'no-such-codec' is not one Python knows, so it was not used",
        "iso-8859-1 (PBN default); a UTF-8 byte-order mark, but line 1 is not UTF-8",
        "gb18030"]
    for name, tag, want in [("bom-latin1.pbn", "Event", ["Café"]),
                            ("gb18030-given-names.pbn", "North", ["喆"]), ("gb18030-given-names.pbn", "West", ["昊天"])]:
        out = tmp_path / name
        assert main(["export", str(ISSUE14 / name), "-o", str(out), "--no-ruling"]) == 0
        assert re.findall(rf'\[{tag} "([^"]*)"\]', out.read_text(encoding="utf-8")) == want


def test_a_large_file_is_audited_in_the_encoding_of_the_whole_file(tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # many blocks of ASCII, then a GB18030 name: the audit's stream reads it as the export (the whole file) does
    from rulings.records import encoding
    from rulings.records.pbn import read_record_text

    board = '[Event "v"]\n[Board "{n}"]\n[West "{w}"]\n[Dealer "W"]\n[Vulnerable "None"]\n[Auction "W"]\nPass AP\n\n'
    raw = "".join(board.format(n=n, w="Smith") for n in range(1, 60)).encode() + board.format(n=60, w="王建国").encode(
        "gb18030")
    path = write(tmp_path, "large.pbn", raw)
    monkeypatch.setattr(encoding, "BLOCK", 1024)  # a file of several blocks is read as a stream
    report = audit_paths([path], default_engine("python"))
    assert report["files"][0]["encoding"] == read_record_text(path)[1] == "gb18030"
    assert len(report["boards"]) == 60 and {b["status"] for b in report["boards"]} == {"ok"}


def test_cli_declarer_swapped_is_ruled_54a_and_kept_through_the_export(capsys: pytest.CaptureFixture[str],
                                                                       tmp_path: Path) -> None:
    # `Declarer "^N"` (§3.4.13): East led out of turn, South spread his hand (Law 54A) and North played the contract
    for extra in ((), ("--play-rulings",)):
        code, report, _ = cli_audit(capsys, "declarer-swapped.pbn", extra=extra)
        (board,) = report["boards"]
        assert code == 0 and board["status"] == "irregular" and board["warnings"] == []
        kinds = [(f["kind"], f.get("irregularity")) for f in board["findings"]]
        assert kinds == [("irregularity", "opening_lead_out_of_turn"), ("record_mark", None)], extra
        assert "54A" in board["findings"][0]["citations"] and "54B" not in board["findings"][0]["citations"]
    out = tmp_path / "swapped.pbn"
    assert main(["export", str(ISSUE14 / "declarer-swapped.pbn"), "-o", str(out), "--engine", "python"]) == 0
    capsys.readouterr()
    assert main(["audit", str(out), "--json", "--engine", "python", "--workers", "1"]) == 0
    (again,) = json.loads(capsys.readouterr().out)["boards"]
    assert [(f["kind"], f.get("irregularity")) for f in again["findings"]] == kinds


def test_cli_a_play_that_could_not_be_checked_is_not_ok(capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = cli_audit(capsys, "play-unchecked.pbn")
    assert code == 0
    unmarked, unknown = report["boards"]
    # board 40: East leads, West was on lead, no ^L: ruled as the lead out of turn it is
    assert unmarked["status"] == "irregular"
    assert [f.get("irregularity") for f in unmarked["findings"]] == ["opening_lead_out_of_turn"]
    assert unmarked["warnings"] == ["line 12: the opening lead is made by E, but W is on lead (Law 41A: declarer's "
                                    "left-hand opponent), and no ^L marks it (PBN §3.9): read as a lead out of turn"]
    # board 41: North's and South's hands are not known: what could not be checked is said
    assert unknown["status"] == "unchecked" and [f["kind"] for f in unknown["findings"]] == ["play_unchecked"]
    assert "the hands of N, S are not known" in unknown["findings"][0]["message_en"]
    # counted as what it is: not a disagreement of the record (mismatch), not ok
    t, row = report["totals"], report["files"][0]
    assert [(t[s], row[s]) for s in ("ok", "irregular", "mismatch", "unchecked", "error")] == [
        (0, 0), (1, 1), (0, 0), (1, 1), (0, 0)]
    assert main(["audit", str(ISSUE14 / "play-unchecked.pbn"), "--lang", "en", "--engine", "python",
                 "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert "board 41 (line 15): unchecked" in out
    assert "; ok 0, irregular 1, mismatch 0, unchecked 1, error 0; 2 findings" in out


def test_cli_an_end_positions_result_is_checked_against_its_cards_and_play(capsys: pytest.CaptureFixture[str]) -> None:
    """§3.10: the Result of an end position is the tricks of the position (3 cards a hand: 3 tricks):
    a Result more than those, or more than declarer's side can still have after the tricks played (or
    less than it won), is a mismatch with its line (Law 79); one that cannot be read an error."""
    code, report, _ = cli_audit(capsys, "end-position-result.pbn")
    assert code == 1  # board 6's Result cannot be read
    rows = [(b["board"], b["status"], [(f["kind"], f.get("line")) for f in b["findings"]]) for b in report["boards"]]
    assert rows == [(1, "mismatch", [("result_mismatch", 7)]), (2, "mismatch", [("result_mismatch", 16)]),
                    (3, "ok", []), (4, "mismatch", [("result_mismatch", 34)]), (5, "ok", []),
                    (6, "error", [("import_error", None)])]
    first, too_many, _, sides, _, unread = report["boards"]
    assert first["findings"][0]["message_en"] == (
        "line 7: end position: the recorded result of 3 tricks for declarer's side does not fit the play: "
        "declarer's side won 0 of the 1 tricks played, and 2 are left (Law 79)")
    assert too_many["findings"][0]["message_en"] == (
        "line 16: end position: the recorded Result '9' does not fit the position: 3 cards a hand, 3 tricks in all "
        "(Law 79)")
    assert "'NS 2 EW 2' does not fit the position" in sides["findings"][0]["message_en"]
    assert unread["line"] == 52 and "Result 'two' cannot be read" in unread["findings"][0]["message_en"]


@pytest.mark.parametrize("extra", [(), ("--play-rulings",)])
def test_cli_an_end_positions_play_is_checked_for_revokes(extra: tuple[str, ...],
                                                          capsys: pytest.CaptureFixture[str]) -> None:
    """verify5 defect 7: North holds SA S2 and plays HK to West's SJ lead (Law 61A). Board 1: North
    plays to the next trick, so the revoke is established (63A1) and, South having won trick 1, Law
    64A2 transfers one trick; board 2 stops at `*` after trick 1: not established (Law 62). Both were
    'ok' (the engine never sees an end position's play, and the reader did not look for revokes)."""
    code, report, _ = cli_audit(capsys, "end-position-revoke.pbn", extra=extra)
    assert code == 0
    rows = [(b["board"], b["status"], [(f["kind"], f["line"], f["trick"], f["seat"], f["established"], f["transfer"],
                                        f["citations"]) for f in b["findings"]]) for b in report["boards"]]
    assert rows == [(1, "irregular", [("revoke", 17, 1, "N", True, 1, ["61A", "63A1", "64A"])]),
                    (2, "irregular", [("revoke", 37, 1, "N", False, 0, ["61A", "62"])])]
    assert report["boards"][0]["findings"][0]["message_en"].startswith(
        "line 17: end position: trick 1: revoke by North, who held spades and played HK (Law 61A); established")
    assert report["boards"][1]["findings"][0]["message_zh"].startswith("第37行：残局：第1墩北家藏牌")


def test_cli_the_exit_code_says_whether_every_board_was_audited(capsys: pytest.CaptureFixture[str]) -> None:
    """0: every board audited, whatever it found (a mismatch, an irregularity, what could not be checked);
    1: every file read, a board in error (reported with its line, the others audited); 2: a file not
    audited (or bad usage), whatever the boards."""
    findings_only = ("score-checked.pbn", "play-unchecked.pbn")
    code, report, _ = cli_audit(capsys, *findings_only)
    assert code == 0 and report["totals"]["error"] == 0
    assert {"mismatch", "irregular", "unchecked"} <= {b["status"] for b in report["boards"]}
    code, report, _ = cli_audit(capsys, *findings_only, "cut-play.pbn")
    assert code == 1 and report["totals"]["error"] == 1 and report["totals"]["file_errors"] == 0
    assert report["boards"][-1]["status"] == "error" and report["boards"][-1]["line"] == 13
    code, report, err = cli_audit(capsys, "cut-play.pbn", "binary.pbn")
    assert code == 2 and report["totals"]["file_errors"] == 1 and "binary.pbn" in err
    assert main(["audit", str(ISSUE14 / "tags.pbn"), "--workers", "0"]) == 2


def test_cli_records_cut_or_stray_are_never_ok(capsys: pytest.CaptureFixture[str]) -> None:
    code, report, _ = cli_audit(capsys, "unclosed-comment.pbn", "stray-text.pbn", "cut-play.pbn")
    rows = [(Path(b["source"]).name, b["board"], b["status"], b["line"]) for b in report["boards"]]
    assert rows == [("unclosed-comment.pbn", 1, "error", 5), ("unclosed-comment.pbn", 2, "ok", 9),
                    ("unclosed-comment.pbn", 3, "ok", 16), ("stray-text.pbn", 1, "ok", 1),
                    ("stray-text.pbn", None, "error", 9), ("stray-text.pbn", 2, "ok", 11), ("stray-text.pbn", 3, "error", 18),
                    ("cut-play.pbn", 1, "error", 13)]
    # line 9 is a paragraph of text (no game), counted apart; lines 18-21 a game whose tags lack `[` (board 3)
    assert [b.get("paragraph", False) for b in report["boards"]] == [False] * 4 + [True] + [False] * 3
    assert [(Path(f["path"]).name, f["boards"], f["paragraphs"]) for f in report["files"]] == [
        ("unclosed-comment.pbn", 3, 0), ("stray-text.pbn", 3, 1), ("cut-play.pbn", 1, 0)]
    assert (report["totals"]["boards"], report["totals"]["paragraphs"], report["totals"]["error"]) == (7, 1, 3)
    assert code == 1  # every file read, boards in error


@pytest.mark.parametrize("address, words", [
    ("127.0.0.1:notaport", "the port 'notaport' is not a number"),
    ("tcp://[::1", "no host and port"),
    ("http://127.0.0.1:8786", "the dashboard's, not the scheduler's"),
])
def test_a_cluster_address_that_cannot_be_one_is_a_line_saying_what_to_give(
        address: str, words: str, capsys: pytest.CaptureFixture[str]) -> None:
    """`--cluster` with a port that is not a number, a host left out, or the dashboard's http URL: one
    line naming the address and what to give (tcp://HOST:PORT), exit 2, before any connection."""
    from rulings.cli import main

    assert main(["audit", "--cluster", address, str(DATA / "issue14" / "lin-cut.lin")]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and address in err and words in err and "tcp://HOST:PORT" in err


def test_a_file_named_twice_is_audited_once_and_said(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The same file named twice (overlapping shell patterns, a path spelled two ways) is audited once,
    its boards counted once, and stderr says which name repeats which."""
    from rulings.cli import main

    record = DATA / "issue14" / "score-checked.pbn"
    assert main(["audit", "--json", str(record)]) == 0
    once = json.loads(capsys.readouterr().out)
    assert main(["audit", "--json", str(record), str(record.parent / ".." / "issue14" / record.name)]) == 0
    captured = capsys.readouterr()
    twice = json.loads(captured.out)
    assert len(twice["files"]) == 1 and twice["boards"] == once["boards"]
    assert "audited once" in captured.err and captured.err.count("\n") == 1


def test_cli_comments_after_the_last_game_are_a_note_of_that_board(capsys: pytest.CaptureFixture[str]) -> None:
    # issue 14: the paragraph of comments after the last game was dropped without a word
    code, report, _ = cli_audit(capsys, "trailing-comment.pbn")
    assert code == 0
    assert [(b["board"], b["status"], b["line"], b["warnings"]) for b in report["boards"]] == [
        (1, "ok", 4, []), (2, "ok", 13, ["lines 20-21: commentary after the last game, with no game after it: "
                                         "read as this game's commentary (PBN §3.8)"])]
    assert main(["audit", str(ISSUE14 / "trailing-comment.pbn"), "--engine", "python", "--workers", "1"]) == 0
    out = capsys.readouterr().out
    assert ("第2副（第13行）：正常\n  注意：第20–21行：最后一局之后的注释，其后没有牌局：作为本局的注释读入（PBN §3.8） — "
            "lines 20-21: commentary after the last game") in out  # Chinese first (verify5 defect 10)
    assert main(["audit", str(ISSUE14 / "trailing-comment.pbn"), "--lang", "en", "--engine", "python",
                 "--workers", "1"]) == 0
    assert "board 2 (line 13): ok\n  note: lines 20-21: commentary after the last game" in capsys.readouterr().out


def test_the_audit_settles_the_heap_of_a_process_that_has_not_and_leaves_a_settled_one_as_it_is() -> None:
    """`long_lived_heap`: in a process whose collector is already set (this one: tests/conftest.py froze
    the heap after collection and raised the threshold) nothing changes, during or after; in a process
    at Python's defaults the objects are frozen and the threshold raised while auditing, both undone
    after."""
    threshold, frozen = gc.get_threshold(), gc.get_freeze_count()
    assert threshold[0] >= YOUNG and frozen > 0
    with long_lived_heap():
        assert (gc.get_threshold(), gc.get_freeze_count()) == (threshold, frozen)
    assert (gc.get_threshold(), gc.get_freeze_count()) == (threshold, frozen)
    gc.unfreeze()
    gc.set_threshold(700, 10, 10)
    try:
        with long_lived_heap():
            assert gc.get_threshold() == (YOUNG, 10, 10) and gc.get_freeze_count() > 0
        assert (gc.get_threshold(), gc.get_freeze_count()) == ((700, 10, 10), 0)
    finally:
        gc.freeze()
        gc.set_threshold(*threshold)


@pytest.mark.parametrize("claims", [(), ("--claims",)])
def test_cli_workers_with_cluster_is_refused_not_ignored(claims: tuple[str, ...],
                                                         capsys: pytest.CaptureFixture[str]) -> None:
    """verify5 defect 9: `--cluster ADDR --workers 3` ran on the cluster and ignored --workers without a
    word. The cluster's own workers audit, so the combination is refused with one line (exit 2), before
    any connection is tried (the address here would not answer)."""
    code = main(["audit", *claims, "--cluster", "tcp://127.0.0.1:1", "--workers", "3", str(ISSUE14 / "issue-board.pbn")])
    assert code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == ("rulings: --workers is not used with --cluster (the cluster's own workers audit: "
                            "dask worker … --nworkers N)\n")


def test_cli_the_chinese_report_says_board_errors_warnings_and_file_errors_in_chinese_first(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """verify5 defect 10: the default (Chinese) report printed the body of a board's error and of its
    warnings, and the errors 'no such file' and 'a binary file', in English only. Chinese first now,
    the English beside (as a finding's message_zh); the JSON keeps `warnings` English and adds
    `warnings_zh`; the English report is unchanged."""
    path, missing = ISSUE14 / "zh-notes.pbn", tmp_path / "missing.pbn"
    code = main(["audit", str(path), str(ISSUE14 / "binary.pbn"), str(missing), "--engine", "python", "--workers", "2"])  # pickled
    out, err = capsys.readouterr()
    assert code == 2
    assert "  注意：第4行：标签 Dealer 出现两次，采用第一个（PBN §3.4） — line 4: tag Dealer given twice; the first is used" in out
    assert "  注意：第8行：^L 属于打牌记录（PBN §3.9），略去 — line 8: ^L belongs to the Play section (PBN §3.9); left out" in out
    assert "  · 第17行：无法导入：第2副牌：叫牌过程在第4个叫品后、竞叫结束前中止" in out
    assert "记录不完整 — board 2: the auction stops after 4 calls before it is closed" in out
    assert f"rulings: 没有这个文件：{missing} — no such file: {missing}" in err.splitlines()
    assert "binary.pbn: 这是二进制文件（含 NUL 字节，没有记录），不是文本记录 — a binary file (it holds NUL bytes" in err
    code, report, _ = cli_audit(capsys, "zh-notes.pbn")
    first = report["boards"][0]
    assert first["warnings"][0] == "line 4: tag Dealer given twice; the first is used (PBN §3.4)"
    assert first["warnings_zh"][0] == f"第4行：标签 Dealer 出现两次，采用第一个（PBN §3.4） — {first['warnings'][0]}"
    assert report["boards"][1]["findings"][0]["message_en"].startswith("line 17: cannot import: board 2: the auction stops")
    assert main(["audit", str(path), "--lang", "en", "--engine", "python", "--workers", "2"]) == 1
    english = capsys.readouterr().out
    assert "  note: line 4: tag Dealer given twice; the first is used (PBN §3.4)\n" in english
    assert "第" not in english


def test_a_reader_failure_on_one_game_is_that_boards_error_and_the_run_goes_on(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """verify5 defect 2 (the Runner's part): one board never stops the run. A fault of the reader on one
    game (here made to fail on the first game of the file) made the whole audit, and the claims audit
    that reads through the same tasks, end in a traceback; it is now that board's error with its line,
    and the next board is audited."""
    import rulings.audit as audit_module
    from rulings.analysis.claims_audit import audit_claims

    read_game = audit_module.read_game

    def failing(text: str, start: int, number: int, *args: object) -> object:
        if number == 1:
            raise RuntimeError("a fault of ours")
        return read_game(text, start, number, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(audit_module, "read_game", failing)
    path = DATA / "endplay_examples_pbn_files_sample.pbn"
    report = audit_paths([path], default_engine("python"), workers=1)
    first, second = report["boards"]
    assert first["status"] == "error" and first["line"] == 1
    assert first["findings"][0]["message_en"] == "line 1: cannot import: the reader failed on this game: RuntimeError: a fault of ours"
    assert first["findings"][0]["message_zh"].startswith("第1行：无法导入：读取器未能读取此局：RuntimeError")
    assert second["board"] == 11 and second["status"] != "error"
    claims = audit_claims([path], "en")
    assert claims["totals"]["boards"] == 2 and claims["totals"]["not_analysed"] == 1
    assert claims["claims"][0]["error"] == "cannot import: the reader failed on this game: RuntimeError: a fault of ours"
