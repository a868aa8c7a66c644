"""A recorded Score judged alike by the audit and the export (issue 14, after records3): a board passed
out scores 0 (Law 22A), a record whose Contract disagrees with its auction (and names no Declarer)
is judged against the contract the auction produced (Law 22B) by both, and the tags worked out from
a Score that Law 77 replaced (ScoreIMP, ScoreMP, ScorePercentage) are left out of the export and
said in its commentary."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulings.audit import audit_paths
from rulings.cli import main
from rulings.contract import PASSED_OUT, Contract
from rulings.records.scoretag import check_score, scored_contract
from rulings.ruling import default_engine
from rulings.seats import Seat

FILE = Path(__file__).parent / "data" / "issue14" / "score-checked.pbn"


@pytest.fixture(scope="module")
def engine():  # type: ignore[no-untyped-def]
    return default_engine("python")


def _tags(game: str) -> dict[str, str]:
    return dict(re.findall(r'^\[(\w+) "(.*)"\]', game, re.M))


def test_the_audit_checks_a_passed_out_score_and_judges_a_score_against_the_auctions_contract(engine) -> None:  # type: ignore[no-untyped-def]
    boards = audit_paths([FILE], engine=engine)["boards"]
    assert [b["status"] for b in boards] == ["mismatch", "ok", "mismatch", "mismatch"]
    passed_out = boards[0]["findings"]
    assert [(f["kind"], f["law"], f["recorded"], f["law77"], f["line"]) for f in passed_out] == [
        ("score_mismatch", "77", 50, 0, 11)]
    assert "passed out and not played (Law 22A): it scores 0" in passed_out[0]["message_en"]
    # Contract "4S" and no Declarer, the auction 1S (N) Pass 3S: the contract is 3S by North (Law 22B)
    assert [(f["kind"], f.get("law77")) for f in boards[2]["findings"]] == [
        ("contract_mismatch", None), ("score_mismatch", 170)]
    assert [(f["kind"], f["recorded"], f["law77"]) for f in boards[3]["findings"]] == [("score_mismatch", 620, 420)]


def test_the_export_replaces_the_same_scores_and_leaves_out_the_scores_worked_out_from_them(
        tmp_path: Path, engine, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    out = tmp_path / "out.pbn"
    assert main(["export", str(FILE), "-o", str(out), "--no-ruling", "--engine", "python"]) == 0
    games = [g for g in re.split(r"\r?\n\r?\n", out.read_text(encoding="utf-8")) if "[Board" in g]
    tags = [_tags(g) for g in games]
    assert [(t["Contract"], t["Score"]) for t in tags] == [("Pass", "NS 0"), ("Pass", "0"), ("3S", "NS 170"),
                                                          ("4S", "NS 420")]
    assert [n for n, g in enumerate(games, start=1) if "记录的得分 Score" in g] == [1, 3, 4]  # as the audit
    assert "passed out, the board is not played (Law 22A): Law 77 gives NS 0, written instead" in games[0]
    # board 4: its IMPs, matchpoints and percentage came from the wrong Score: not copied, but said
    assert not {"ScoreIMP", "ScoreMP", "ScorePercentage"} & set(tags[3])
    for name, value in (("ScoreIMP", "5"), ("ScoreMP", "3"), ("ScorePercentage", "75")):
        assert (f'记录的 {name} "{value}" 由有误的记录得分 Score "NS 620" 得出（第77条），不写入标签 — the recorded '
                f'{name} "{value}" comes from the recorded Score "NS 620", which is not Law 77\'s (Law 77), left '
                "out of the tags") in games[3]
    # the export audited: the recorded Scores, and board 3's recorded Contract "4S" (the export's tag is
    # Law 22's 3S), kept in its commentary, found wrong as on the record (export7: the Law 22 mismatch too)
    assert '; 日志 log Contract "4S" as recorded' in games[2].splitlines()
    again = audit_paths([out], engine=engine)["boards"]
    assert [b["status"] for b in again] == ["mismatch", "ok", "mismatch", "mismatch"]
    assert [[(f["kind"], f.get("recorded"), f.get("law77")) for f in b["findings"]] for b in again] == [
        [("score_mismatch", 50, 0)], [], [("contract_mismatch", "4S", None), ("score_mismatch", 420, 170)],
        [("score_mismatch", 620, 420)]]
    capsys.readouterr()


def test_one_contract_judges_a_score_for_both() -> None:
    north_3s = Contract(3, "S", 0, Seat.N)
    assert scored_contract("4S", "", north_3s) == north_3s  # the auction's, whatever the tag says
    assert scored_contract("4S", "^S", None) == Contract(4, "S", 0, Seat.S)  # no auction: the record's
    assert scored_contract("4S", "", None) is None
    assert scored_contract("Pass", "", None) is PASSED_OUT
    meta = {"score": "EW 50", "contract": "Pass", "result": None}
    check = check_score(meta, PASSED_OUT, "none")
    assert check is not None and (check.recorded, check.law77, check.tag) == (-50, 0, "NS 0")
    assert check_score({**meta, "score": "NS 0 EW 0"}, PASSED_OUT, "none") is None
