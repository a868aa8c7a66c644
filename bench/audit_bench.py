"""Benchmark of the records and the batch audit (issue 14), in one run:

    .venv/bin/python -m bench.audit_bench [--boards 10000] [--small 2000] [--large 20000] [--write]

1. import: endplay's PBN reader (`endplay.parsers.pbn.load`) and ours (`rulings.records.iter_pbn`,
   every game into its event log) on the same generated file of `--boards` boards and on the
   7,632-game archive of tests/data, in this process; the ratio ours / endplay;
2. the audit of the generated file (import + rulings + checks): in this process
   (`--workers 1`) and with every core (the default process pool); the ratio audit / import;
3. peak memory of `rulings audit FILE --json` (streaming, one process) on a file of `--small`
   boards and one of `--large` boards (the child's maxrss): flat when streaming works;
4. the growth table of a ruling's cost with the log's length (`bench.growth_bench`: 50, 100, 200,
   400 events), with the ratio of each size to the size before.

Not part of the test suite; `--write` appends the results to bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.generate_pbn import write_session
from bench.growth_bench import growth, table
from rulings.audit import audit_paths
from rulings.records import iter_pbn
from rulings.records.pbn import read_record_text

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"  # the sample records shipped with the tests


def best_of(n: int, fn, *args):  # type: ignore[no-untyped-def]
    """The shortest of `n` runs (the machine is shared: the minimum is the least disturbed) and the result."""
    best, out = float("inf"), None
    for _ in range(n):
        t0 = time.perf_counter()
        out = fn(*args)
        best = min(best, time.perf_counter() - t0)
    return best, out


def endplay_import(path: Path) -> int:
    from endplay.parsers import pbn

    with path.open(encoding="utf-8") as f:
        return len(pbn.load(f))


def our_import(path: Path) -> int:
    text, encoding = read_record_text(path)
    return sum(1 for _ in iter_pbn(text.splitlines(keepends=True), str(path), encoding))


def peak_rss_mb(path: Path, engine: str) -> tuple[float, float]:
    """Seconds and peak memory (MB, the child's maxrss) of the streaming audit of one file in one process."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-m", "rulings", "audit", str(path), "--json", "--engine", engine,
                             "--workers", "1"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    return time.perf_counter() - t0, usage.ru_maxrss / 1024


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boards", type=int, default=10000, help="boards of the file timed for import and audit")
    ap.add_argument("--small", type=int, default=2000, help="boards of the smaller file of the memory test")
    ap.add_argument("--large", type=int, default=20000, help="boards of the larger file of the memory test")
    ap.add_argument("--engine", choices=("durable", "python"), default="durable")
    ap.add_argument("--repeat", type=int, default=2, help="runs of each timing (the shortest is kept)")
    ap.add_argument("--seed", type=int, default=1999)
    ap.add_argument("--write", action="store_true", help="append the results to bench/RESULTS.md")
    args = ap.parse_args()

    import endplay.parsers.pbn  # noqa: F401  (loaded before the timing, as ours is: each reader's import is not timed)

    lines: list[str] = []
    with tempfile.TemporaryDirectory(prefix="audit-bench-") as tmp:
        (path,) = write_session(Path(tmp) / "main", args.boards, args.boards, args.seed)
        (small,) = write_session(Path(tmp) / "small", args.small, args.small, args.seed + 1)
        (large,) = write_session(Path(tmp) / "large", args.large, args.large, args.seed + 2)
        archive = DATA / "endplay_tests_pbn_example3.pbn"

        rows = []
        for label, p in ((f"generated, {args.boards} boards", path), ("example3.pbn, 7,632 games", archive)):
            e_s, e_n = best_of(args.repeat, endplay_import, p)
            o_s, o_n = best_of(args.repeat, our_import, p)
            rows.append((label, e_n, e_s, o_s))
        audit_1, report = best_of(1, lambda: audit_paths([path], backend=args.engine, workers=1))
        audit_all, report_all = best_of(1, lambda: audit_paths([path], backend=args.engine))
        assert report == report_all, "the pool's report differs from the one-process report"
        mem = [(n, *peak_rss_mb(p, args.engine)) for n, p in ((args.small, small), (args.large, large))]

    growth_rows = growth("python")
    import_s = rows[0][3]
    t = report["totals"]
    lines += [
        f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}; load average at the end {os.getloadavg()[0]:.1f} (shared machine)",
        f"engine: {args.engine}; generated boards (seed {args.seed}); audit of {args.boards} boards: ok {t['ok']}, "
        f"irregular {t['irregular']}, mismatch {t['mismatch']}, error {t['error']}",
        "",
        "| import (one process, best of " f"{args.repeat}) | games | endplay s | ours s | ours / endplay |",
        "|---|---|---|---|---|",
        *[f"| {label} | {n} | {e:.2f} | {o:.2f} | {o / e:.2f} |" for label, n, e, o in rows],
        "",
        "| audit of the generated file | seconds | boards/s | ratio to our import |",
        "|---|---|---|---|",
        f"| one process (`--workers 1`) | {audit_1:.2f} | {args.boards / audit_1:.0f} | {audit_1 / import_s:.2f} |",
        f"| every core ({os.cpu_count()}, the default) | {audit_all:.2f} | {args.boards / audit_all:.0f} | "
        f"{audit_all / import_s:.2f} |",
        "",
        "| streaming audit, one process (`rulings audit FILE --json --workers 1`) | seconds | peak memory MB |",
        "|---|---|---|",
        *[f"| {n} boards | {s:.1f} | {m:.0f} |" for n, s, m in mem],
        f"peak memory ratio large/small: {mem[1][2] / mem[0][2]:.2f} for {mem[1][0] / mem[0][0]:.0f}x the boards",
        "",
        "growth of one ruling with the log (python engine; an insufficient bid every seven calls):",
        "",
        *table(growth_rows),
    ]
    text = "\n".join(lines)
    print(text)
    if args.write:
        with open(Path(__file__).with_name("RESULTS.md"), "a", encoding="utf-8") as f:
            f.write(f"\n## Records and audit benchmark, issue 14 ({time.strftime('%Y-%m-%d %H:%M')}, "
                    f"`python -m bench.audit_bench --boards {args.boards} --small {args.small} "
                    f"--large {args.large}`)\n\n{text}\n")


if __name__ == "__main__":
    main()
