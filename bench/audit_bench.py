"""Benchmark of the records and the batch audit (issue 14), in one run:

    .venv/bin/python -m bench.audit_bench [--boards 10000] [--small 2000] [--large 20000] [--repeat 3] [--write]

1. import: endplay's PBN reader (`endplay.parsers.pbn.load`) and ours (`rulings.records.iter_pbn`,
   every game into its event log) on the same generated file of `--boards` boards and on the
   7,632-game archive of tests/data, in this process; the ratio ours / endplay;
2. the audit of the generated file (import + rulings + checks): in this process
   (`--workers 1`) and with every core (the default process pool); the ratio audit / import;
   and the command `rulings audit FILE --json --workers 1` as a user runs it (its own process:
   Python's start, the lawbook and the engine built, the JSON written);
3. peak memory of `rulings audit FILE --json` (streaming, one process) on a file of `--small`
   boards and one of `--large` boards (the child's maxrss): flat when streaming works;
4. the growth table of a ruling's cost with the log's length (`bench.growth_bench`: 50, 100, 200,
   400 events), with the ratio of each size to the size before.

Each timing is the best of `--repeat` runs, as CPU seconds of the process (`time.process_time`;
with the pool, the workers' CPU time is added: `RUSAGE_CHILDREN`) and as wall-clock seconds. The
machine is shared: CPU time is the figure to compare, the wall clock says what a user waits. Every
run of ours starts cold, as a new process would: the reader's cache of deals already read (a
board's Deal repeats at each table of a real session) and the audit's caches are emptied first, so
that a repeated run on the same file is not faster than the first. The engine (lawbook and rules)
is built before the in-process audit is timed: its build is shown on its own line.

Not part of the test suite; `--write` appends the results to bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bench.generate_pbn import write_session
from bench.growth_bench import GrowthRow, growth, table
from rulings import audit, cards
from rulings.audit import audit_paths
from rulings.records import iter_pbn, scoretag
from rulings.records import pbn as pbn_reader
from rulings.records.pbn import read_record_text
from rulings.ruling import default_engine

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"  # the sample records shipped with the tests


def cold() -> None:
    """Empty every cache of the reader and the audit, so that a run costs what a new process's first run
    costs (the reader keeps the deals and the suits' holdings it has read; the audit its contracts and
    Law 77 scores)."""
    pbn_reader._DEALS.clear()
    for holdings in cards._HOLDINGS:
        holdings.clear()
    pbn_reader._CHECKED.clear()
    for cached in (audit._recorded, audit._declared, scoretag.scored_contract,
                   scoretag._declaring_points, scoretag._side_vulnerable):
        cached.cache_clear()


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def best_of(n: int, fn: Callable[[], Any], ours: bool = True) -> tuple[float, float, Any]:
    """The least CPU seconds and the least wall-clock seconds of `n` runs (the machine is shared: the
    minimum is the least disturbed), and the result. CPU time counts the workers a run waited for."""
    best_cpu = best_wall = float("inf")
    out = None
    for _ in range(n):
        if ours:
            cold()
        c0, k0, w0 = time.process_time(), _children_cpu(), time.perf_counter()
        out = fn()
        best_wall = min(best_wall, time.perf_counter() - w0)
        best_cpu = min(best_cpu, time.process_time() - c0 + _children_cpu() - k0)
    return best_cpu, best_wall, out


def endplay_import(path: Path) -> int:
    from endplay.parsers import pbn

    with path.open(encoding="utf-8") as f:
        return len(pbn.load(f))


def our_import(path: Path) -> int:
    text, encoding = read_record_text(path)
    return sum(1 for _ in iter_pbn(text.splitlines(keepends=True), str(path), encoding))


def run_command(path: Path, engine: str) -> tuple[float, float, float]:
    """`rulings audit FILE --json --workers 1` in its own process: its CPU seconds (the child's
    rusage), wall-clock seconds and peak memory (MB, the child's maxrss)."""
    return _child(["-m", "rulings", "audit", str(path), "--json", "--engine", engine, "--workers", "1"])


# our import as its own process, as `our_import` reads the file: Python's start and the reader's modules included
_IMPORT = ("import sys; from rulings.records import iter_pbn; from rulings.records.pbn import read_record_text; "
           "text, enc = read_record_text(sys.argv[1]); "
           "print(sum(1 for _ in iter_pbn(text.splitlines(keepends=True), sys.argv[1], enc)))")


def run_import_command(path: Path) -> tuple[float, float, float]:
    """Our import of `path` in its own process (`_IMPORT`): CPU s, wall s, peak MB, as `run_command`."""
    return _child(["-c", _IMPORT, str(path)])


def _child(argv: list[str]) -> tuple[float, float, float]:
    """A Python child process: its CPU seconds (rusage), wall-clock seconds and peak memory (MB, maxrss).
    Run as an installed program runs, with its bytecode cache (pip compiles it at install; a checkout
    writes it at the first run), which an environment with PYTHONDONTWRITEBYTECODE set would compile
    again at every start (about 0.25 s): the first of the `--repeat` runs writes it, the best is kept."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, *argv], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return usage.ru_utime + usage.ru_stime, time.perf_counter() - t0, usage.ru_maxrss / 1024


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boards", type=int, default=10000, help="boards of the file timed for import and audit")
    ap.add_argument("--small", type=int, default=2000, help="boards of the smaller file of the memory test")
    ap.add_argument("--large", type=int, default=20000, help="boards of the larger file of the memory test")
    ap.add_argument("--engine", choices=("durable", "python"), default="durable")
    ap.add_argument("--repeat", type=int, default=3, help="runs of each timing (the shortest is kept)")
    ap.add_argument("--seed", type=int, default=1999)
    ap.add_argument("--write", action="store_true", help="append the results to bench/RESULTS.md")
    args = ap.parse_args()

    import endplay.parsers.pbn  # noqa: F401  (loaded before the timing, as ours is: each reader's import is not timed)

    with tempfile.TemporaryDirectory(prefix="audit-bench-") as tmp:
        (path,) = write_session(Path(tmp) / "main", args.boards, args.boards, args.seed)
        (small,) = write_session(Path(tmp) / "small", args.small, args.small, args.seed + 1)
        (large,) = write_session(Path(tmp) / "large", args.large, args.large, args.seed + 2)
        archive = DATA / "endplay_tests_pbn_example3.pbn"

        rows = []
        warm: list[tuple[float, float]] = []  # ours again, the reader's cache of deals full
        for label, p in ((f"generated, {args.boards} boards", path), ("example3.pbn, 7,632 games", archive)):
            e_cpu, e_wall, e_n = best_of(args.repeat, lambda p=p: endplay_import(p), ours=False)
            o_cpu, o_wall, o_n = best_of(args.repeat, lambda p=p: our_import(p))
            rows.append((label, e_n, e_cpu, o_cpu, e_wall, o_wall))
            warm.append(best_of(args.repeat, lambda p=p: our_import(p), ours=False)[:2])
        c0, w0 = time.process_time(), time.perf_counter()
        default_engine(args.engine)
        build = (time.process_time() - c0, time.perf_counter() - w0)
        one = best_of(args.repeat, lambda: audit_paths([path], backend=args.engine, workers=1))
        warm.append(best_of(args.repeat, lambda: audit_paths([path], backend=args.engine, workers=1), ours=False)[:2])
        every = best_of(args.repeat, lambda: audit_paths([path], backend=args.engine))
        assert one[2] == every[2], "the pool's report differs from the one-process report"
        command = min((run_command(path, args.engine) for _ in range(args.repeat)), key=lambda r: r[0])
        importing = min((run_import_command(path) for _ in range(args.repeat)), key=lambda r: r[0])
        mem = [(n, *run_command(p, args.engine)) for n, p in ((args.small, small), (args.large, large))]

    growth_rows = growth(args.engine)  # the engine the audit rows use (durable by default), not the reference
    text = "\n".join(report_lines(args, rows, warm, build, one, every, command, importing, mem, growth_rows))
    print(text)
    if args.write:
        with open(Path(__file__).with_name("RESULTS.md"), "a", encoding="utf-8") as f:
            f.write(f"\n## Records and audit benchmark, issue 14 ({time.strftime('%Y-%m-%d %H:%M')}, "
                    f"`python -m bench.audit_bench --boards {args.boards} --small {args.small} "
                    f"--large {args.large} --repeat {args.repeat}`)\n\n{text}\n")


def report_lines(args: argparse.Namespace, rows: list[tuple[str, int, float, float, float, float]],
                 warm: list[tuple[float, float]], build: tuple[float, float], one: tuple[float, float, Any], every: tuple[float, float, Any],
                 command: tuple[float, float, float], importing: tuple[float, float, float],
                 mem: list[tuple[int, float, float, float]],
                 growth_rows: list[GrowthRow]) -> list[str]:
    """The tables of one run, in Markdown."""
    import_cpu, import_wall = rows[0][3], rows[0][5]
    t = one[2]["totals"]
    n = args.boards
    return [
        f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}; load average at the end {os.getloadavg()[0]:.1f} (shared machine)",
        f"engine: {args.engine}; generated boards (seed {args.seed}); audit of {n} boards: ok {t['ok']}, "
        f"irregular {t['irregular']}, mismatch {t['mismatch']}, unchecked {t['unchecked']}, error {t['error']}",
        "",
        f"| import (one process, best of {args.repeat}, cold) | games | endplay CPU s | ours CPU s | "
        "ours / endplay (CPU) | endplay wall s | ours wall s | ours / endplay (wall) |",
        "|---|---|---|---|---|---|---|---|",
        *[f"| {label} | {games} | {e_cpu:.2f} | {o_cpu:.2f} | {o_cpu / e_cpu:.2f} | {e_wall:.2f} | {o_wall:.2f} | "
          f"{o_wall / e_wall:.2f} |" for label, games, e_cpu, o_cpu, e_wall, o_wall in rows],
        "",
        f"| audit of the generated file (best of {args.repeat}) | CPU s | audit / import (CPU) | wall s | "
        "audit / import (wall) | boards/s (wall) |",
        "|---|---|---|---|---|---|",
        f"| our import (the row above) | {import_cpu:.2f} | 1.00 | {import_wall:.2f} | 1.00 | {n / import_wall:.0f} |",
        f"| audit, one process (`--workers 1`) | {one[0]:.2f} | {one[0] / import_cpu:.2f} | {one[1]:.2f} | "
        f"{one[1] / import_wall:.2f} | {n / one[1]:.0f} |",
        f"| audit, every core ({os.cpu_count()}, the default; CPU of all processes) | {every[0]:.2f} | "
        f"{every[0] / import_cpu:.2f} | {every[1]:.2f} | {every[1] / import_wall:.2f} | {n / every[1]:.0f} |",
        f"| `rulings audit FILE --json --workers 1` (its own process, start and engine build included) | "
        f"{command[0]:.2f} | {command[0] / import_cpu:.2f} | {command[1]:.2f} | {command[1] / import_wall:.2f} | "
        f"{n / command[1]:.0f} |",
        f"| our import as its own process (`python -c`, start included; {importing[0]:.2f} s CPU, "
        f"{importing[1]:.2f} s wall) against the command above | {command[0]:.2f} | "
        f"{command[0] / importing[0]:.2f} | {command[1]:.2f} | {command[1] / importing[1]:.2f} | |",
        f"engine build (lawbook and rules, once a process, not in the in-process rows): {build[0]:.2f} s CPU, "
        f"{build[1]:.2f} s wall",
        "",
        "The same, warm: a second read of the same file, the reader's cache of deals full (the other tables of a",
        "real session repeat each Deal; every deal of the generated file is new, so the rows above read each once):",
        "",
        "| warm (best of the same runs) | CPU s | wall s | ratio (CPU) |",
        "|---|---|---|---|",
        f"| our import, generated file | {warm[0][0]:.2f} | {warm[0][1]:.2f} | {warm[0][0] / rows[0][2]:.2f} of endplay's |",
        f"| our import, example3.pbn | {warm[1][0]:.2f} | {warm[1][1]:.2f} | {warm[1][0] / rows[1][2]:.2f} of endplay's |",
        f"| audit, one process | {warm[2][0]:.2f} | {warm[2][1]:.2f} | {warm[2][0] / warm[0][0]:.2f} of the warm import |",
        "",
        "| streaming audit, one process (`rulings audit FILE --json --workers 1`) | CPU s | wall s | peak memory MB |",
        "|---|---|---|---|",
        *[f"| {boards} boards | {c:.1f} | {w:.1f} | {m:.0f} |" for boards, c, w, m in mem],
        f"peak memory ratio large/small: {mem[1][3] / mem[0][3]:.2f} for {mem[1][0] / mem[0][0]:.0f}x the boards",
        "",
        f"growth of one ruling with the log ({args.engine} engine; the `insufficient` log of bench.growth_bench: a unit of",
        "50 events with six insufficient bids, repeated; CPU ms the best of 80 samples, and the median of 80 paired ratios):",
        "",
        *table(growth_rows),
    ]


if __name__ == "__main__":
    main()
