"""bench/memory_bench.py, the memory of the streaming audit against the number of boards (issue 14):
its generated file, its reading of the audit's JSON (one line a board, nothing held), its sampling
of a process's memory in /proc, and the slope it reads flatness from. Nothing here is timed."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from bench.generate_pbn import session
from bench.memory_bench import (
    Run,
    Sample,
    as_json,
    children,
    count_boards,
    curve,
    from_json,
    generate,
    halves_kb,
    marks_to,
    slope_kb_per_10k,
    status_kb,
    table,
)
from rulings import cards
from rulings.cards import FULL_PACK, format_hand
from rulings.cli import main
from rulings.records import pbn
from rulings.records.pbn import read_deal


def test_generate_writes_the_seeded_session_once_and_reuses_it(tmp_path: Path) -> None:
    path = generate(4, seed=7, directory=tmp_path)
    text = path.read_text(encoding="utf-8")
    # the boards of `session(4, 7)`, written one by one (write_session with one file)
    assert text == "% PBN 2.1\n% EXPORT\n" + "\n".join(b.text for b in session(4, seed=7))
    assert text.count('[Board "') == 4
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no part file left behind
    stamp = path.stat().st_mtime_ns
    assert generate(4, seed=7, directory=tmp_path) == path and path.stat().st_mtime_ns == stamp


def test_generate_lin_writes_a_vugraph_whose_boards_take_the_header_players(tmp_path: Path) -> None:
    # `--format lin`: a vugraph LIN file of N boards (bench.generate_lin), made once and reused; its
    # players stand only in the header before the first board, and every board is audited with them
    from rulings.audit import plan, task_records
    from rulings.records import import_lin

    path = generate(6, seed=7, directory=tmp_path, fmt="lin")
    assert path.name == "boards-6-seed-7.lin" and [p.name for p in tmp_path.iterdir()] == [path.name]
    text = path.read_text(encoding="utf-8")
    assert text.startswith("vg|Generated session,") and text.count("qx|o") == 6 and text.count("pn|") == 1
    stamp = path.stat().st_mtime_ns
    assert generate(6, seed=7, directory=tmp_path, fmt="lin") == path and path.stat().st_mtime_ns == stamp
    records = import_lin(path)
    assert [r.meta["board"] for r in records] == [str(n) for n in range(1, 7)]  # ah|Board n|: its number
    assert all(r.error is None and r.meta["players"]["N"] == "North1" for r in records)
    _, tasks = plan(path, batch=4)
    tasks = list(tasks)
    assert [len(t.lin) for t in tasks] == [4, 2]
    assert [r.meta["players"]["S"] for t in tasks for r in task_records(t)] == ["South1"] * 6


def test_generate_lin1_writes_the_same_boards_on_one_line(tmp_path: Path) -> None:
    # `--format lin1`: every board on one line (the reader takes it in pieces): the boards of `--format lin`
    from rulings.records import import_lin

    one = generate(6, seed=7, directory=tmp_path, fmt="lin1")
    lines = generate(6, seed=7, directory=tmp_path, fmt="lin")
    assert one.name == "boards-6-seed-7-one-line.lin" and one.read_text(encoding="utf-8").count("\n") == 1
    assert one.read_text(encoding="utf-8") == lines.read_text(encoding="utf-8").replace("\n", "") + "\n"
    got, want = import_lin(one), import_lin(lines)
    assert [(r.meta["board"], r.meta["players"], r.meta["result"], r.error) for r in got] == [
        (r.meta["board"], r.meta["players"], r.meta["result"], r.error) for r in want] and len(got) == 6


def test_count_boards_reads_the_audits_json_line_by_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = generate(5, seed=3, directory=tmp_path)
    assert main(["audit", str(path), "--json", "--engine", "python", "--workers", "1"]) == 0
    lines = capsys.readouterr().out.encode("utf-8").splitlines(keepends=True)
    got = list(count_boards(iter(lines), every=2, at=[5]))
    assert [n for n, rest in got if rest is None] == [2, 4, 5]
    n, tail = got[-1]
    assert n == 5 and tail is not None
    assert json.loads(b"{" + tail)["totals"]["boards"] == 5  # what the bench checks the count against


def test_status_reads_this_process_and_nothing_for_a_process_gone() -> None:
    mine = status_kb(os.getpid())
    assert mine["VmRSS"] > 1000 and mine["VmHWM"] >= mine["VmRSS"]
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    assert status_kb(proc.pid) == {}


def test_children_finds_a_child_process() -> None:
    proc = subprocess.Popen([sys.executable, "-c", "import sys; sys.stdin.read()"], stdin=subprocess.PIPE)
    try:
        assert proc.pid in children(os.getpid())
    finally:
        assert proc.stdin is not None
        proc.stdin.close()
        proc.wait()
    assert proc.pid not in children(os.getpid())


def _samples(kb_per_board: float, workers: int = 0) -> list[Sample]:
    return [Sample(n, n / 100, 200_000 + int(kb_per_board * n), 210_000 + int(kb_per_board * n),
                   [100_000] * workers, [110_000] * workers) for n in range(5_000, 100_001, 5_000)]


def test_slope_is_zero_for_a_flat_curve_and_the_growth_otherwise() -> None:
    assert slope_kb_per_10k(_samples(0)) == pytest.approx(0)
    assert slope_kb_per_10k(_samples(0.01)) == pytest.approx(100, abs=1)  # 0.01 KB a board
    assert slope_kb_per_10k(_samples(0.01)[:2]) is None  # one sample from 10k on
    pool = _samples(0, workers=2)
    pool[-1].workers_rss_kb = []  # sampled after the workers exited: left out of the audit + workers slope
    assert slope_kb_per_10k(pool, total=True) == pytest.approx(0)


def test_marks_and_the_tables() -> None:
    assert marks_to(100_000) == [1000, 2000, 5000, 10000, 20000, 50000, 100000]
    assert marks_to(600) == [600]
    run = Run(100_000, None, 1000.0, 300_000, 100_000, 100_000, 0, _samples(0, workers=2), (1.0, 1.0, 1.0))
    assert run.peak_kb == 300_000 and run.peak_total_kb == 400_000
    rows = table([run]).splitlines()
    assert len(rows) == 3 and "| 100000 | default pool" in rows[2] and "| +0 |" in rows[2]
    assert "| 100000 / 100000 |" in rows[2] and "| 390.6 / 390.6 |" in rows[2]
    assert halves_kb(Run(100_000, 1, 1.0, 0, 100_000, 100_000, 0, _samples(0.01), (0.0, 0.0, 0.0))) == (200_550, 201_000)
    assert table([from_json(json.loads(json.dumps(as_json(run))))]) == table([run])  # saved and read back
    body = curve(run).splitlines()[2:]
    assert [int(r.split("|")[1]) for r in body] == [5000, *range(10_000, 100_001, 10_000)]


def test_the_readers_caches_stay_bounded_whatever_the_number_of_deals() -> None:
    """What the streaming audit keeps from one board to the next, by deal: the holdings read
    (`rulings.cards`, at most HOLDINGS_KEPT a suit) and the deals read (`rulings.records.pbn`,
    emptied past 4,096). 5,000 distinct deals, more than either bound."""
    rng = random.Random(14)
    pack = sorted(FULL_PACK, key=lambda c: (c.suit, c.rank_value))
    kept = []
    for n in range(1, 5001):
        rng.shuffle(pack)
        read_deal(f'N:{" ".join(format_hand(frozenset(pack[i:i + 13])) for i in range(0, 52, 13))}', 1)
        assert len(pbn._DEALS) <= 4097 and len(pbn._CHECKED) <= len(pbn._DEALS)
        if n % 2500 == 0:
            kept.append(sum(map(len, cards._HOLDINGS)))
    # 2,500 more deals, not one more holding kept (kept without a bound: 9,371 -> 12,182)
    assert kept[0] == kept[1] <= 4 * 2048
    # a holding read past the bound (not kept) is read as well as a kept one
    rare = "AKQJT9876.5432.."
    hand, text = cards.read_hand(rare.lower())
    assert (hand, text) == cards.read_hand(rare) and len(hand) == 13 and text == rare
