"""A LIN record read without loss (issue 14, helper verify's items 4, 8 and 16, and the two rooms of a
vugraph board): a board cut short is reported with its line (an error in a table's own record, a
warning on a vugraph board), the board number is the number, a text line with no `|` is reported
with its line and swallows nothing, and the report names each board's room."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rulings.audit import audit_paths, render_report
from rulings.cli import main
from rulings.records import import_lin
from rulings.records.lin import lin_boards, lin_items
from rulings.ruling import default_engine

DATA = Path(__file__).parent / "data" / "issue14"


@pytest.fixture(scope="module")
def engine():  # type: ignore[no-untyped-def]
    return default_engine("python")


def test_a_hand_record_cut_mid_auction_or_mid_play_is_an_error_with_its_line() -> None:
    """BBO writes every call and card of a table, or the claim (every board of the real hand records
    in tests/data does): a board whose auction or play stops before its end with no claim is cut short."""
    cut_auction, cut_play, claimed = import_lin(DATA / "lin-cut.lin")
    assert cut_auction.log is None and cut_auction.error.line == 1
    assert "auction stops after 2 calls before it is closed" in str(cut_auction.error)
    assert "cut short" in str(cut_auction.error)
    assert cut_play.log is None and cut_play.error.line == 2
    assert "play stops after 2 cards, in trick 1 of 13, with no claim (mc)" in str(cut_play.error)
    assert claimed.error is None and claimed.meta["result"] == "13"  # a claim ends the play: not cut


def test_a_vugraph_board_cut_short_is_audited_with_a_warning_naming_its_line(engine) -> None:  # type: ignore[no-untyped-def]
    """A vugraph operator often stops typing the play: the board is audited as far as recorded."""
    report = audit_paths([DATA / "lin-vugraph-cut.lin"], engine=engine)
    played, bidding = report["boards"]
    assert (played["status"], played["room"], played["contract"]) == ("ok", "open", "1NT N")
    assert played["warnings"] == ["line 3: the play stops after 4 cards, in trick 2 of 13, with no claim (mc): "
                                  "the vugraph operator recorded no more; the result is not checked"]
    # an auction cut short is what a PBN auction ended by `*` is: `auction_unchecked` (export7: the export
    # writes it so, and the audit of the export is the audit of the record), no contract made of its calls
    assert (bidding["status"], bidding["room"], bidding["line"], bidding["contract"]) == ("unchecked", "closed", 4, None)
    assert [(f["kind"], f["line"], f["message_en"]) for f in bidding["findings"]] == [
        ("auction_unchecked", 4, "line 4: the auction stops after 2 calls before it is closed (Law 17E: three "
         "passes after the last bid): the vugraph operator recorded no more; the contract, the play and the "
         "result are not checked")]
    assert bidding["warnings"] == []


def test_the_board_of_a_lin_error_is_its_number(engine) -> None:  # type: ignore[no-untyped-def]
    report = audit_paths([DATA / "lin-board-number.lin"], engine=engine)
    bad, unnamed = report["boards"]
    assert bad["board"] == 6 and bad["status"] == "error"
    assert "board 6: unknown call '7Z'" in bad["findings"][0]["message_en"]
    assert "Board 6" not in json.dumps(report)
    # `ah|Final|` names no number: the board's id `qx|o7|` gives it, and the ah is a warning
    assert unnamed["board"] == 7 and unnamed["warnings"] == ["line 2: ah 'Final' names no board number"]
    assert render_report(report, "en").splitlines()[1] == "board 6, open room (line 1): error"


def test_a_text_line_with_no_bar_is_reported_and_swallows_nothing(engine) -> None:  # type: ignore[no-untyped-def]
    text = (DATA / "lin-text-line.lin").read_text()
    assert (None, "just some words", 3) in list(lin_items((text,)))
    report = audit_paths([DATA / "lin-text-line.lin"], engine=engine)
    open_room, closed_room = report["boards"]
    assert open_room["warnings"] == ["line 3: 'just some words' is not a LIN key|value| pair; skipped"]
    # the next board keeps its id `qx|c2|`: its room and the closed room's players
    assert (closed_room["board"], closed_room["line"], closed_room["room"], closed_room["warnings"]) == (
        2, 4, "closed", [])
    assert [b.pairs[0][:2] for b in lin_boards(text.splitlines(keepends=True))] == [("qx", "o2"), ("qx", "c2")]


def test_binary_data_is_not_read_and_the_board_holding_it_is_an_error_saying_so(engine, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The label says the NUL lines are not read: a pair holding NUL bytes (board 2's last call) is not
    read as a call, and its board is an error naming it, with its line (never audited without that call,
    never dropped); a header's pair holding them (the vugraph's `vg|`) is left out, said on the first
    board; a stray piece of binary data is a warning with its line, not echoed."""
    report = audit_paths([DATA / "lin-nul-byte.lin"], engine=engine)
    assert report["files"][0]["encoding"].endswith("binary data (NUL bytes) on line 1, 3, 5, not read")
    assert [(b["board"], b["line"], b["status"]) for b in report["boards"]] == [
        (1, 2, "ok"), (2, 3, "error"), (3, 4, "ok"), (4, 6, "ok")]
    assert report["boards"][0]["warnings"] == [
        "line 1: binary data (NUL bytes), not read as a record: the pair vg|…| is left out"]
    bad = report["boards"][1]["findings"][0]["message_en"]
    assert bad == ("line 3: cannot import: board 2: binary data (NUL bytes), not read as a record: the pair mb|…| "
                   "holds it, so the board is not audited")
    assert report["boards"][2]["warnings"] == ["line 5: binary data (NUL bytes), not read as a record"]
    assert not any(s in json.dumps(report) for s in ("\\u0000", "\\x00"))  # neither the byte nor its repr
    # the players of the header are read; the export writes the board as recorded, the NUL byte shown
    # (␀), never a control character, and no Event from the binary pair
    assert report["boards"][0]["room"] == "open"
    out = tmp_path / "out.pbn"
    assert main(["export", str(DATA / "lin-nul-byte.lin"), "-o", str(out)]) == 2
    text = out.read_text(encoding="utf-8")
    assert "mb|␀p|" in text and not any(s in text for s in ("\x00", "\\x00", "Fin"))
    assert '[North "n1"]' in text


def test_the_report_names_the_room_of_each_table(engine) -> None:  # type: ignore[no-untyped-def]
    report = audit_paths([DATA / "vugraph.lin"], engine=engine)
    assert [(b["board"], b["room"]) for b in report["boards"]] == [(1, "open"), (1, "closed")]
    en = render_report(report, "en").splitlines()
    assert en[1:3] == ["board 1, open room (line 2): ok", "board 1, closed room (line 3): ok"]
    zh = render_report(report, "zh").splitlines()
    assert zh[1:3] == ["第1副开室（第2行）：正常", "第1副闭室（第3行）：正常"]


def test_the_export_reads_a_lin_file_a_batch_of_boards_at_a_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                  engine, capsys: pytest.CaptureFixture[str]) -> None:  # type: ignore[no-untyped-def]
    """`rulings export` reads a LIN file as the audit does (`lin_boards`, a batch of boards a task) and
    writes each game as it is made: the first game is written before the last board is read (here two
    boards a batch), and the file is the one the whole text gives."""
    from rulings import audit
    from rulings.cli import main
    from rulings.commands import export as command
    from rulings.records import parse_lin, to_pbn
    from rulings.records.export import to_pbn_file
    from rulings.ruling import rule

    deal = "md|3S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,|"
    text = "vg|Final,Segment 1,I,1,16,Home,0,Visit,0|rs|,|pn|s1,w1,n1,e1,s2,w2,n2,e2|pg||\n" + "".join(
        f"qx|{room}{n}|{deal}sv|o|ah|Board {n}|mb|{bid}|mb|p|mb|p|mb|p|pg||\n"
        for n, bid in ((1, "1N"), (2, "2C"), (3, "3D")) for room in "oc")
    path = tmp_path / "six.lin"
    path.write_text(text, encoding="utf-8")
    steps: list[str] = []
    read, write = audit.board_record, command.to_pbn

    def reading(*args, **kwargs):  # type: ignore[no-untyped-def]
        steps.append("read")
        return read(*args, **kwargs)

    def writing(*args, **kwargs):  # type: ignore[no-untyped-def]
        steps.append("write")
        return write(*args, **kwargs)

    monkeypatch.setattr(audit, "BATCH", 2)
    monkeypatch.setattr(audit, "board_record", reading)
    monkeypatch.setattr(command, "to_pbn", writing)
    out = tmp_path / "six.pbn"
    assert main(["export", str(path), "-o", str(out), "--no-ruling", "--engine", "python"]) == 0
    assert steps.count("read") == steps.count("write") == 6
    assert steps.index("write") < len(steps) - 1 - steps[::-1].index("read")
    whole = to_pbn_file([to_pbn(r.data, rule(r.log, engine), r.meta, header=False, ruling_commentary=False)
                         for r in parse_lin(text, str(path))])
    assert out.read_bytes() == whole.encode("utf-8")
    capsys.readouterr()


def test_pairs_that_make_no_board_are_reported_with_their_line(engine) -> None:  # type: ignore[no-untyped-def]
    # issue 14: `qx|o2|ah|Board 2|` alone between two boards, and a `pn|…|` after the last one, were cut
    # off as boards holding no deal, call or card and dropped without a word
    report = audit_paths([DATA / "lin-no-board.lin"], engine=engine)
    assert [(b["board"], b["line"], b["status"], b["warnings"]) for b in report["boards"]] == [
        (1, 1, "ok", ["line 2: 'qx|o2|ah|Board 2|' holds no deal (md), call (mb) or card (pc): not a board; "
                      "not read"]),
        (3, 3, "ok", ["line 4: pn|w,x,y,z| after the last board applies to no board; not read"])]
    assert "  note: line 4: pn|w,x,y,z| after the last board applies to no board" in render_report(report, "en")


def test_the_viewers_commentary_is_kept_and_an_unknown_key_is_said(engine, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    # issue 14: `nt|…|` (the viewer's commentary) and a key no reader knows (`mv|p|`, a typo of mb)
    # were read past without a word
    (board,) = import_lin(DATA / "lin-commentary.lin")
    assert board.meta["comments"] == ["West: a slow pass?"]
    report = audit_paths([DATA / "lin-commentary.lin"], engine=engine)
    assert [b["warnings"] for b in report["boards"]] == [
        ["line 1: 'mv|p|': the LIN key 'mv' is not one this reader knows; not read"]]
    from rulings.cli import main

    out = tmp_path / "out.pbn"
    assert main(["export", str(DATA / "lin-commentary.lin"), "-o", str(out), "--no-ruling"]) == 0
    assert "{West: a slow pass?}" in out.read_text(encoding="utf-8").splitlines()


def test_an_explanation_before_any_call_is_said_and_kept_as_commentary(tmp_path: Path) -> None:
    # issue 14: `an|weak notrump|` before the first `mb|` explains no call; it was warned about and
    # dropped from the export. The warning names it, and it is the board's commentary
    (board,) = import_lin(DATA / "lin-early-an.lin")
    assert board.error is None and board.meta["comments"] == ["weak notrump"]
    assert board.meta["warnings"] == ["line 1: an explanation (an) before any call: 'weak notrump' kept as commentary"]
    from rulings.cli import main

    out = tmp_path / "out.pbn"
    assert main(["export", str(DATA / "lin-early-an.lin"), "-o", str(out), "--no-ruling"]) == 0
    assert "{weak notrump}" in out.read_text(encoding="utf-8").splitlines()
