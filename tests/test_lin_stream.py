"""A LIN file read a line at a time and cut by board (issue 14: "partitions files, and large files by
board, across workers"; item 7, a vugraph's `pn|` before the first `qx|`; item 4, a stray
`garbage|` line): `rulings.records.lin.lin_boards` and the audit's tasks (`rulings.audit.plan`),
whole and cut into tasks of one or two boards, in this process, in a process pool and on a Dask
cluster: one report."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulings import audit
from rulings.audit import audit_paths, plan, task_records
from rulings.records import encoding, parse_lin
from rulings.records.lin import LinBoard, board_record, lin_boards
from rulings.ruling import default_engine

DEAL = "md|3S6543H876D876C876,S2H5432D5432C5432,SAKQJHAKQDAKQCAKQ,|"
#: a vugraph: its header (event, teams, the eight players of both rooms) before the first board; a
#: board across three lines (the auction, a trick, the claim); a stray line; a malformed board
VUGRAPH = (
    "vg|Final,Segment 1,I,1,16,Home,0,Visit,0|rs|,|pn|s1,w1,n1,e1,s2,w2,n2,e2|pg||\n"    # 1
    f"qx|o1|{DEAL}sv|o|ah|Board 1|mb|7N!|an|grand|mb|p|mb|p|mb|p|pg||\n"                     # 2
    "pc|ST|pc|S3|pc|S2|pc|SA|pg||\n"                                                        # 3
    "mc|13|pg||\n"                                                                          # 4
    f"qx|c1|{DEAL}sv|o|ah|Board 1|mb|p|mb|p|mb|p|mb|p|pg||\n"                                # 5
    "garbage|\n"                                                                            # 6
    f"qx|o2|{DEAL}sv|n|ah|Board 2|mb|7Z|pg||\n"                                              # 7
    f"qx|c2|{DEAL}sv|n|ah|Board 2|mb|1C|mb|p|mb|p|mb|p|pg||\n"                               # 8
    f"qx|o3|{DEAL}sv|e|ah|Board 3|mb|p|mb|p|mb|p|mb|p|pg||\n"                                # 9
)
#: BBO's hand records: one board a line, each with its own players but the last, which has none
HANDS = (
    f"pn|Ann,Bob,Cat,Dan|st||{DEAL}sv|o|ah|Board 1|mb|p|mb|p|mb|p|mb|p|pg||\n"
    f"pn|Eve,Fay,Gus,Hal|st||{DEAL}sv|n|ah|Board 2|mb|1C|mb|p|mb|p|mb|p|pg||\n"
    f"st||{DEAL}sv|e|ah|Board 3|mb|p|mb|p|mb|p|mb|p|pg||\n"
)
OPEN = {"S": "s1", "W": "w1", "N": "n1", "E": "e1"}
CLOSED = {"S": "s2", "W": "w2", "N": "n2", "E": "e2"}


def _records(boards: Iterator[LinBoard]) -> list[tuple]:
    return [(r.line, r.meta, str(r.error), r.log) for r in (board_record(b, "<lin>", None) for b in boards)]


def _whole(text: str) -> list[tuple]:
    return [(r.line, r.meta, str(r.error), r.log) for r in parse_lin(text, "<lin>")]


@pytest.mark.parametrize("text", [VUGRAPH, HANDS])
def test_a_lin_file_read_line_by_line_gives_the_boards_of_the_whole_text(text: str) -> None:
    lines = text.splitlines(keepends=True)
    assert _records(lin_boards(lines)) == _whole(text)
    # cut anywhere (a chunk that ends inside a pair, a value, a key): the same boards
    chunks = [text[i:i + 7] for i in range(0, len(text), 7)]
    assert _records(lin_boards(chunks)) == _whole(text)


def test_the_vugraph_boards_keep_their_lines_players_and_stray_line() -> None:
    records = parse_lin(VUGRAPH, "<vg>")
    assert [(r.meta["board"], r.line, r.meta["tags"].get("Room")) for r in records] == [
        ("1", 2, "Open"), ("1", 5, "Closed"), ("2", 7, "Open"), ("2", 8, "Closed"),
        ("3", 9, "Open")]
    assert [r.meta["players"] for r in records] == [OPEN, CLOSED, OPEN, CLOSED, OPEN]
    assert records[0].meta["result"] == "13" and records[0].log.events[-1].line == 4  # the claim's line
    # the stray line stands after the closed room's board 1: it is reported there, and on no other board
    assert [r.meta["warnings"] for r in records] == [
        [], ["line 6: 'garbage' is not a LIN key|value| pair; skipped"], [], [], []]
    assert records[2].error is not None and records[2].error.line == 7 and "unknown call '7Z'" in str(records[2].error)


def test_hand_records_players_before_the_first_deal_reach_a_board_that_names_none() -> None:
    records = parse_lin(HANDS, "<hands>")
    assert [r.meta["players"]["S"] for r in records] == ["Ann", "Eve", "Ann"]
    assert [(r.meta["board"], r.line) for r in records] == [("1", 1), ("2", 2), ("3", 3)]


def test_boards_are_cut_as_the_lines_are_read() -> None:
    # the first task (board 1, lines 2-4) is made when the third board starts (line 7), before the
    # fourth is read: the file is never held whole, at most the board being read and the one before
    # it (held until the next board is whole: a stray line after it may still be reported on it)
    read: list[int] = []

    def lines() -> Iterator[str]:
        for n, line in enumerate(VUGRAPH.splitlines(keepends=True), start=1):
            read.append(n)
            yield line

    tasks = audit._lin_tasks("<vg>", "utf-8", lines(), batch=1)
    first = next(tasks)
    assert [b.number for b in first.lin] == [1] and max(read) == 7
    assert [b.number for t in tasks for b in t.lin] == [2, 3, 4, 5] and max(read) == 9


def _write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_every_task_of_one_board_carries_the_header_players(tmp_path: Path) -> None:
    path = _write(tmp_path, "vg.lin", VUGRAPH)
    row, tasks = plan(path, batch=1)
    tasks = list(tasks)
    assert row["format"] == "lin" and len(tasks) == 5 and all(len(t.lin) == 1 for t in tasks)
    records = [r for t in tasks for r in task_records(t)]
    assert [r.meta["players"] for r in records] == [OPEN, CLOSED, OPEN, CLOSED, OPEN]
    assert [r.meta["game"] for r in records] == [1, 2, 3, 4, 5]
    assert all(r.meta["tags"]["HomeTeam"] == "Home" and r.meta["event"] == "Final" for r in records)
    assert [(r.line, r.meta, str(r.error)) for r in records] == [(r.line, r.meta, str(r.error))
                                                                for r in parse_lin(VUGRAPH, str(path), row["encoding"])]


def _report(paths: list[Path], **kw: object) -> dict:
    return audit_paths(paths, **kw)  # type: ignore[arg-type]


def test_a_lin_file_audited_whole_and_cut_into_tasks_gives_one_report(tmp_path: Path,
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    paths = [_write(tmp_path, "vg.lin", VUGRAPH), _write(tmp_path, "hands.lin", HANDS)]
    engine = default_engine("python")
    whole = _report(paths, engine=engine)
    assert [(b["board"], b["line"], b["status"]) for b in whole["boards"]] == [
        (1, 2, "ok"), (1, 5, "ok"), (2, 7, "error"), (2, 8, "ok"), (3, 9, "ok"),
        (1, 1, "ok"), (2, 2, "ok"), (3, 3, "ok")]
    assert whole["boards"][1]["warnings"] == ["line 6: 'garbage' is not a LIN key|value| pair; skipped"]
    assert sum(bool(b["warnings"]) for b in whole["boards"]) == 1
    for batch in (1, 2):
        monkeypatch.setattr(audit, "BATCH", batch)
        assert _report(paths, engine=engine) == whole
        # and read a block at a time, as a file larger than a block is (its encoding decided on the whole
        # file all the same, `rulings.records.encoding.open_lines`: the same label)
        monkeypatch.setattr(encoding, "BLOCK", 64)
        by_lines = _report(paths, engine=engine)
        assert (by_lines["boards"], by_lines["totals"], by_lines["files"]) == (whole["boards"], whole["totals"],
                                                                             whole["files"])
        monkeypatch.undo()


@pytest.mark.slow  # a process pool and a Dask cluster: left out of the quick run
def test_a_lin_file_cut_into_tasks_in_the_pool_and_on_a_cluster_gives_the_local_report(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from distributed import LocalCluster

    paths = [_write(tmp_path, "vg.lin", VUGRAPH), _write(tmp_path, "hands.lin", HANDS)]
    monkeypatch.setattr(encoding, "BLOCK", 64)  # read a block at a time
    local = _report(paths, engine=default_engine("python"))  # one task a file
    monkeypatch.setattr(audit, "BATCH", 1)
    assert _report(paths, backend="python", workers=2) == local
    with LocalCluster(n_workers=1, threads_per_worker=1, processes=False, protocol="tcp://",
                      dashboard_address=None) as cluster:
        assert _report(paths, backend="python", cluster=cluster.scheduler_address) == local
    assert local["totals"]["boards"] == 8 and local["totals"]["error"] == 1


ISSUE14 = Path(__file__).resolve().parent / "data" / "issue14"


def test_a_pn_between_boards_gives_the_players_from_where_it_stands(tmp_path: Path,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    # vugraph-substitution.lin: the header's players, boards 1 o/c, `pn|S3,…,E4|` on line 5, boards 2 o/c, and
    # board 3 with its own pn: the substitution was dropped without a word and board 2 kept s1/s2
    path = ISSUE14 / "vugraph-substitution.lin"
    records = parse_lin(path.read_text(), str(path))
    assert [r.meta["players"]["S"] for r in records] == ["s1", "s2", "S3", "S4", "x"]
    assert [r.meta["players"]["E"] for r in records] == ["e1", "e2", "E3", "E4", "w"]
    assert [r.meta["warnings"] for r in records] == [[], [], [
        "line 5: pn|S3,W3,N3,E3,S4,W4,N4,E4| between boards gives the players (a substitution) from this board on; "
        "the boards before it keep what the file gave them"], [], []]
    # a pn after the last board gives players to no board: said on the last board, not dropped
    late = parse_lin(f"pn|a,b,c,d|{DEAL}sv|o|mb|p|mb|p|mb|p|mb|p|pg||\npn|e,f,g,h|pg||\n")
    assert [(r.meta["players"]["S"], r.meta["warnings"]) for r in late] == [
        ("a", ["line 2: pn|e,f,g,h| after the last board applies to no board; not read"])]
    # the audit cut into tasks of one board reads it alike; the export writes the new names
    row, tasks = plan(path, batch=1)
    assert [r.meta["players"] for t in tasks for r in task_records(t)] == [r.meta["players"] for r in records]
    from rulings.cli import main

    out = tmp_path / "sub.pbn"
    assert main(["export", str(path), "-o", str(out), "--engine", "python"]) == 0
    capsys.readouterr()
    assert re.findall(r'\[South "([^"]*)"\]', out.read_text(encoding="utf-8")) == ["s1", "s2", "S3", "S4", "x"]


def _one_line(boards: int, pn: str = "pn|Ann,Bob,Cat,Dan|") -> str:
    deal = DEAL.removeprefix("md|")
    return pn + "".join(f"qx|o{n}|md|{deal}sv|o|ah|Board {n}|mb|1C|mb|p|mb|p|mb|p|pc|C9|pc|C6|pc|C2|pc|CA|mc|7|pg||"
                        for n in range(1, boards + 1)) + "\n"


@pytest.mark.parametrize("codec", ["ascii", "gb18030"])
def test_a_lin_file_on_one_line_is_read_in_pieces(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, codec: str) -> None:
    # every board on one line (endplay's example written so: 97 MB for 4,000 boards, 264 MB for 16,000): the
    # line is read in pieces of about a block, each cut after a `|`, and the boards are those of the whole text.
    # In GB18030 a `|` may be the second byte of a character (B0 7C, 緗): a piece never ends inside one
    names = "Ann,Bob,Cat,Dan" if codec == "ascii" else "王建华,李明緗,张|三,陈大文".replace("|", "")
    text = _one_line(300, f"pn|{names}|")
    path = tmp_path / "one.lin"
    path.write_bytes(text.encode(codec))
    monkeypatch.setattr(encoding, "BLOCK", 4096)
    monkeypatch.setattr(encoding, "LIN_PIECE", 1024)
    # 緗 is BE 7C: its `|` is no place to cut, the real `|` after it is
    assert encoding._cut_point("pn|緗".encode("gb18030")) == 3
    assert encoding._cut_point("pn|緗|".encode("gb18030")) == 6
    blocks = list(encoding.file_blocks(path, cut=True))
    assert len(blocks) > 8 and max(map(len, blocks)) <= 2 * 4096 and b"".join(blocks) == text.encode(codec)
    lines, label = encoding.open_lines(path)
    pieces = list(lines)
    assert len(pieces) > 40 and max(map(len, pieces)) <= 1024 + 200 and "".join(pieces) == text
    assert label.startswith("gb18030" if codec == "gb18030" else "iso-8859-1")
    assert _records(lin_boards(pieces)) == _whole(text)
    assert [r.meta["players"]["W"] for r in parse_lin(text)][:1] == [names.split(",")[1]]
    report = audit_paths([path], default_engine("python"))
    assert report["totals"]["boards"] == 300 and report["totals"]["ok"] == 300
