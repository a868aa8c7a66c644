"""Memory of the streaming audit against the number of boards (issue 14: "memory flat, the same peak
for 10,000 and 1,000,000 boards").

For each size N: one PBN file of N generated boards (`bench.generate_pbn`, written board by board,
never held in memory; made once and reused), audited in a fresh process by the command line,
`rulings audit FILE --json --workers 1` and with the default pool (every core). The bench reads the
child's JSON from a pipe line by line and only counts the boards (one line each), so the report is
never held; every `every` boards it reads the resident memory of the audit (VmRSS and its high-water
mark VmHWM in `/proc/PID/status`) and of each worker of the pool (the processes whose parent is the
audit), which gives the memory at 5k, 10k, 20k ... boards of the one run (the sample at the last
board may come after the pool's workers have exited: the table then uses the last sample with them). At the end the child's
peak is `ru_maxrss` from `os.wait4` (the child and the workers it waited for, the largest of them),
and the totals the audit wrote are checked against the boards counted.

A flat curve from 10k boards on (its slope in KB per 10,000 boards, a least-squares fit) is the
evidence for a larger N than the machine has time for.

    .venv/bin/python -m bench.memory_bench [--sizes 10000 100000] [--workers 1 0] [--every 5000]
                                           [--format pbn lin]

`--workers 0` is the default pool. `--format lin` generates a vugraph LIN file of N boards instead
(`lin1`: every board on one line, read in pieces)
(`bench.generate_lin`: the players in the header before the first board, one line a trick) and
measures it alike: a LIN file is cut by board as it is read (`rulings.audit.plan`), as a PBN file is. From another bench (one run of `bench.audit_bench`):

    rows = memory_rows([10_000, 100_000])   # list[Run]
    print(table(rows)); print(curve(rows[-1]))
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.generate_lin import write_lin
from bench.generate_pbn import write_session

DATA = Path(tempfile.gettempdir()) / "rulings-memory-bench"
ROOT = Path(__file__).resolve().parent.parent
BOARD_LINE = b"  {"  # each board of `rulings audit --json` is one line starting so (rulings/commands/audit.py)
END_OF_BOARDS = b"],"


# --------------------------------------------------------------------------- the file


def generate(boards: int, seed: int = 1999, directory: Path = DATA, fmt: str = "pbn") -> Path:
    """One PBN file of `boards` generated boards (seed `seed`), written board by board by
    `bench.generate_pbn.write_session` (one file: `per_file=boards`); or with `fmt="lin"` one vugraph
    LIN file of them (`bench.generate_lin.write_lin`: the players in the header before the first
    board, one line a trick; `fmt="lin1"`: every board on one line). Made once, then reused. The file is written under a temporary name and
    renamed, so a file cut short by an interrupted run is never reused."""
    one_line = fmt == "lin1"  # every board on one line
    target = directory / (f"boards-{boards}-seed-{seed}-one-line.lin" if one_line else f"boards-{boards}-seed-{seed}.{fmt}")
    if target.exists():
        return target
    if fmt in ("lin", "lin1"):
        write_lin(directory / f"{target.name}-part", boards, seed, one_line).replace(target)
        return target
    work = directory / f"boards-{boards}-seed-{seed}.part"
    paths = write_session(work, boards, per_file=boards, seed=seed)
    paths[0].replace(target)
    work.rmdir()
    return target


# --------------------------------------------------------------------------- sampling


def status_kb(pid: int | str) -> dict[str, int]:
    """VmRSS and VmHWM (KB) of a process from `/proc/PID/status`; {} when it is gone."""
    out: dict[str, int] = {}
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as f:
            for line in f:
                if line.startswith(("VmRSS:", "VmHWM:")):
                    name, value = line.split(":", 1)
                    out[name] = int(value.split()[0])
    except (FileNotFoundError, ProcessLookupError, PermissionError):
        return {}
    return out


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` (the workers of the audit's pool), from `/proc/*/stat`."""
    out = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as f:
                stat = f.read()
        except OSError:
            continue
        fields = stat[stat.rfind(")") + 2:].split()  # after "(name) ": state, ppid, ...
        if len(fields) > 1 and fields[1] == str(pid):
            out.append(int(entry))
    return sorted(out)


@dataclass
class Sample:
    """The memory at one point of a run: after `boards` boards were written by the audit."""

    boards: int
    seconds: float
    rss_kb: int  # the audit process (the pool's parent when there is a pool)
    hwm_kb: int
    workers_rss_kb: list[int] = field(default_factory=list)  # each worker of the pool
    workers_hwm_kb: list[int] = field(default_factory=list)

    @property
    def total_rss_kb(self) -> int:
        return self.rss_kb + sum(self.workers_rss_kb)


def sample(pid: int, boards: int, seconds: float) -> Sample:
    """The audit's memory and its workers' now."""
    main = status_kb(pid)
    workers = [status_kb(c) for c in children(pid)]
    workers = [w for w in workers if w]
    return Sample(boards, seconds, main.get("VmRSS", 0), main.get("VmHWM", 0),
                  [w.get("VmRSS", 0) for w in workers], [w.get("VmHWM", 0) for w in workers])


def count_boards(stream: Iterable[bytes], every: int, at: Iterable[int] = ()) -> Iterator[tuple[int, bytes | None]]:
    """Read the JSON of `rulings audit --json` line by line, holding none of it: `(n, None)` after
    the n-th board when n is a multiple of `every` or in `at`; at the end `(n, tail)`, the document
    after its list of boards (files and totals, a few lines)."""
    marks = set(at)
    n = 0
    tail: list[bytes] = []
    in_tail = False
    for line in stream:
        if in_tail:
            tail.append(line)
        elif line.startswith(BOARD_LINE):
            n += 1
            if n in marks or (every and n % every == 0):
                yield n, None
        elif line.startswith(END_OF_BOARDS):
            in_tail = True
            tail.append(line[len(END_OF_BOARDS):])
    yield n, b"".join(tail)


# --------------------------------------------------------------------------- one run


@dataclass
class Run:
    """One audit of one file, in a fresh process."""

    boards: int  # the size asked for
    workers: int | None  # None: the default pool
    seconds: float
    maxrss_kb: int  # os.wait4's ru_maxrss: the largest of the audit and the workers it waited for
    counted: int  # boards read from the JSON
    reported: int | None  # the boards in the report's totals
    exit_code: int
    samples: list[Sample]
    load: tuple[float, float, float]
    stderr: str = ""
    format: str = "pbn"  # the generated file's: pbn or lin

    @property
    def label(self) -> str:
        return {"lin": "LIN, ", "lin1": "LIN on one line, "}.get(self.format, "") + ("one process (`--workers 1`)" if self.workers == 1 else (
            f"pool of {self.workers}" if self.workers else f"default pool ({os.cpu_count()} workers)"))

    @property
    def peak_kb(self) -> int:
        """The audit's peak: the largest high-water mark seen (main or a worker) and ru_maxrss."""
        seen = [s.hwm_kb for s in self.samples] + [w for s in self.samples for w in s.workers_hwm_kb]
        return max([self.maxrss_kb, *seen])

    @property
    def peak_total_kb(self) -> int:
        """The largest sum of the resident memory of the audit and its workers at one sample."""
        return max((s.total_rss_kb for s in self.samples), default=0)


def marks_to(n: int) -> list[int]:
    """1, 2, 5, 10, 20, 50 … thousand boards up to n, and n."""
    out: list[int] = []
    scale = 1000
    while scale <= n:
        out += [m for m in (scale, 2 * scale, 5 * scale) if m <= n]
        scale *= 10
    return sorted({*out, n})


def run_audit(path: Path, boards: int, workers: int | None, every: int = 5000, repeat: int = 1) -> Run:
    """`rulings audit PATH --json` (with `--workers N`, or the default pool when None) in a fresh
    process; its memory sampled every `every` boards and at `marks_to(boards)`. With `repeat`, the
    file is named that many times (`boards` is then the boards of all of them): one run longer than
    the machine has time to generate a file for."""
    cmd = [sys.executable, "-m", "rulings", "audit", *[str(path.resolve())] * repeat, "--json"]
    if workers is not None:
        cmd += ["--workers", str(workers)]
    with tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        # unbuffered: each board's line reaches the pipe as it is written, so a sample's count is the
        # audit's own (a block buffer would lag some boards, and hide the workers at the last sample)
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        # run in the root of this checkout, so that `-m rulings` is the package beside this bench
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=err, bufsize=1 << 16, env=env, cwd=ROOT)
        assert proc.stdout is not None
        samples: list[Sample] = []
        tail = b""
        counted = 0
        for counted, rest in count_boards(proc.stdout, every, marks_to(boards)):
            if rest is None:
                samples.append(sample(proc.pid, counted, time.perf_counter() - t0))
            else:
                tail = rest
        proc.stdout.close()
        _, status, usage = os.wait4(proc.pid, 0)
        proc.returncode = os.waitstatus_to_exitcode(status)
        seconds = time.perf_counter() - t0
        err.seek(0)
        stderr = err.read().decode("utf-8", "replace")[-2000:]
    reported = None
    try:
        reported = json.loads(b"{" + tail)["totals"]["boards"]
    except (ValueError, KeyError, TypeError):
        pass
    return Run(boards, workers, seconds, usage.ru_maxrss, counted, reported, proc.returncode, samples,
               os.getloadavg(), stderr,
               "pbn" if path.suffix != ".lin" else "lin1" if path.stem.endswith("-one-line") else "lin")


def memory_rows(sizes: Iterable[int], workers: Iterable[int | None] = (1, None), every: int = 5000,
                seed: int = 1999, directory: Path = DATA, fmt: str = "pbn") -> list[Run]:
    """For each size and each worker setting (1: one process; None: the default pool), one run of the
    audit on a generated file of that many boards (`fmt`: a PBN or a LIN file; generated once, kept
    in `directory`)."""
    directory.mkdir(parents=True, exist_ok=True)
    runs = []
    for n in sizes:
        path = generate(n, seed, directory, fmt)
        for w in workers:
            runs.append(run_audit(path, n, w, every))
    return runs


# --------------------------------------------------------------------------- the tables


def mb(kb: int) -> str:
    return f"{kb / 1024:.0f}"


def slope_kb_per_10k(samples: list[Sample], start: int = 10_000, total: bool = False) -> float | None:
    """The least-squares slope of the resident memory (KB per 10,000 boards) over the samples from
    `start` boards on (the audit's process, or with `total` the audit and its workers); None with
    fewer than two samples. With `total`, a sample taken after the workers exited is left out."""
    pts = [(s.boards, s.total_rss_kb if total else s.rss_kb) for s in samples
           if s.boards >= start and (s.workers_rss_kb or not total)]
    if len(pts) < 2:
        return None
    mx = sum(x for x, _ in pts) / len(pts)
    my = sum(y for _, y in pts) / len(pts)
    sxx = sum((x - mx) ** 2 for x, _ in pts)
    if sxx == 0:
        return None
    return sum((x - mx) * (y - my) for x, y in pts) / sxx * 10_000


def halves_kb(run: Run, start: int = 10_000) -> tuple[int, int] | None:
    """The highest resident memory (KB; with a pool, the audit's and its workers') sampled from `start`
    boards to half the run, and in the second half: flat when the second is no higher. Steadier than the
    slope when the memory goes up and down (a cache emptied now and then, as the deal cache)."""
    pool = run.workers != 1
    mid = start + (run.boards - start) // 2
    pts = [(s.boards, s.total_rss_kb if pool else s.rss_kb) for s in run.samples
           if s.boards >= start and (s.workers_rss_kb or not pool)]
    first = [kb for n, kb in pts if n <= mid]
    second = [kb for n, kb in pts if n > mid]
    return (max(first), max(second)) if first and second else None


def _rss(s: Sample | None, pool: bool) -> str:
    """The resident memory (MB) at a sample: the audit's, or with a pool the audit's and its workers'."""
    if s is None or (pool and not s.workers_rss_kb):  # none, or sampled after the workers exited
        return "-"
    return mb(s.total_rss_kb if pool else s.rss_kb)


def table(runs: list[Run]) -> str:
    """One row a run: boards, workers, time, the peak (ru_maxrss and the high-water marks), the
    resident memory at the end and the slope from 10k boards on."""
    head = ("| boards | audit | seconds | boards/s | peak MB (maxrss) | peak MB, audit + workers | "
            "RSS MB at 10k | RSS MB at the last sample | highest RSS MB, 10k to half / second half | "
            "slope KB / 10k boards (from 10k) | boards counted / reported |")
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for r in runs:
        pool = r.workers != 1
        at10 = next((s for s in r.samples if s.boards == 10_000), None)
        # the last sample with the pool's workers alive (at the very end they may have exited already)
        end = next((s for s in reversed(r.samples) if s.workers_rss_kb or not pool), None)
        slope = slope_kb_per_10k(r.samples, total=pool)
        halves = halves_kb(r)
        lines.append(
            f"| {r.boards} | {r.label} | {r.seconds:.0f} | {r.counted / r.seconds:.0f} | {mb(r.peak_kb)} | "
            f"{mb(r.peak_total_kb) if pool else '-'} | {_rss(at10, pool)} | "
            f"{_rss(end, pool)} | {'-' if halves is None else f'{halves[0] / 1024:.1f} / {halves[1] / 1024:.1f}'} | "
            f"{'-' if slope is None else f'{slope:+.0f}'} | "
            f"{r.counted} / {r.reported} |")
    return "\n".join(lines)


def curve(run: Run, boards: Iterable[int] | None = None) -> str:
    """The memory of one run against the boards audited so far (the marks 1k, 2k, 5k, 10k … and each
    multiple of 10k, or `boards`): the audit's RSS and high-water mark, each worker's, and their sum."""
    wanted = set(boards) if boards is not None else {*marks_to(run.boards), *range(10_000, run.boards + 1, 10_000)}
    head = "| boards audited | seconds | audit RSS MB | audit HWM MB | workers RSS MB | audit + workers RSS MB |"
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    for s in run.samples:
        if s.boards in wanted:
            workers = ", ".join(mb(w) for w in s.workers_rss_kb) or "-"
            lines.append(f"| {s.boards} | {s.seconds:.0f} | {mb(s.rss_kb)} | {mb(s.hwm_kb)} | {workers} | "
                         f"{mb(s.total_rss_kb)} |")
    return "\n".join(lines)


def machine() -> str:
    load = os.getloadavg()
    return (f"machine: {platform.machine()}, {os.cpu_count()} cores, Linux {platform.release()}, Python "
            f"{platform.python_version()}; load average {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}")


def as_json(run: Run) -> dict[str, Any]:
    return {"boards": run.boards, "workers": run.workers, "seconds": run.seconds, "maxrss_kb": run.maxrss_kb,
            "counted": run.counted, "reported": run.reported, "exit_code": run.exit_code, "load": run.load,
            "samples": [s.__dict__ for s in run.samples], "stderr": run.stderr, "format": run.format}


def from_json(d: dict[str, Any]) -> Run:
    """A run as `as_json` wrote it (`--json`), to print its tables again (`--tables FILE`)."""
    samples = [Sample(**x) for x in d["samples"]]
    return Run(d["boards"], d["workers"], d["seconds"], d["maxrss_kb"], d["counted"], d["reported"], d["exit_code"],
               samples, tuple(d["load"]), d.get("stderr", ""), d.get("format", "pbn"))


def main() -> None:
    ap = argparse.ArgumentParser(description="memory of the streaming audit against the number of boards")
    ap.add_argument("--sizes", type=int, nargs="+", default=[10_000, 100_000])
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 0], help="1: one process; 0: the default pool")
    ap.add_argument("--every", type=int, default=5000, help="sample the memory every N boards")
    ap.add_argument("--seed", type=int, default=1999)
    ap.add_argument("--format", choices=("pbn", "lin", "lin1"), nargs="+", default=["pbn"],
                    help="the generated files: PBN (bench.generate_pbn) and/or a vugraph LIN (bench.generate_lin; "
                         "lin1: every board on one line)")
    ap.add_argument("--dir", type=Path, default=DATA, help="where the generated files are kept")
    ap.add_argument("--json", type=Path, help="also write every run and sample here (one JSON object a line)")
    ap.add_argument("--repeat", type=int, default=1, help="name each generated file this many times in one run")
    ap.add_argument("--tables", type=Path, help="only print the tables of the runs saved in this --json file")
    args = ap.parse_args()
    if args.tables:
        saved = [from_json(json.loads(line)) for line in args.tables.read_text(encoding="utf-8").splitlines() if line]
        for run in saved:
            print(f"\n{run.boards} boards, {run.label}: exit {run.exit_code}, {run.seconds:.0f} s, load at the end "
                  f"{run.load[0]:.1f}")
            print(curve(run))
        print()
        print(table(saved))
        return
    print(machine(), flush=True)
    runs = []
    args.dir.mkdir(parents=True, exist_ok=True)
    for n, fmt in ((n, fmt) for n in args.sizes for fmt in args.format):
        t0 = time.perf_counter()
        path = generate(n, args.seed, args.dir, fmt)
        print(f"{n} boards: {path} ({path.stat().st_size / 1e6:.1f} MB; ready in {time.perf_counter() - t0:.1f} s)",
              flush=True)
        for w in args.workers:
            run = run_audit(path, n * args.repeat, w or None, args.every, args.repeat)
            runs.append(run)
            print(f"\n{run.boards} boards, {run.label}: exit {run.exit_code}, {run.seconds:.0f} s, load "
                  f"{run.load[0]:.1f}", flush=True)
            if run.exit_code not in (0,) and run.stderr:
                print(run.stderr, flush=True)
            print(curve(run), flush=True)
            if args.json:
                with args.json.open("a", encoding="utf-8") as f:
                    f.write(json.dumps(as_json(run)) + "\n")
    print()
    print(table(runs))
    print(machine())


if __name__ == "__main__":
    main()

__all__ = ["Run", "Sample", "as_json", "count_boards", "curve", "from_json", "generate", "halves_kb", "marks_to", "memory_rows", "run_audit",
           "sample", "slope_kb_per_10k", "table"]
