"""Benchmark of the batch audit (issue 8): generated PBN sessions audited, against importing them alone.

    .venv/bin/python -m bench.audit_bench [--boards 10000] [--write]

Measures, in one process: the lawbook load time; the baseline (importing the generated files
alone, `rulings.records.import_pbn`); the batch audit of the same files (`rulings.audit.audit_paths`,
which imports them too) with durable-rules and with the plain-Python evaluator; rulings per second
and p50/p99 latency of a single ruling (`rulings.ruling.rule`) with each engine; and peak memory
(`resource.getrusage` maxrss for the process, tracemalloc peak of one audit pass with the Python
evaluator). The issue's target: the audit takes no more than 5x the time of the import alone.
Not part of the test suite; `--write` appends the table to bench/RESULTS.md.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import statistics
import tempfile
import time
import tracemalloc
from pathlib import Path

from bench.generate_pbn import write_session
from rulings.audit import audit_paths
from rulings.engine import Engine, EngineError
from rulings.lawbook import load_lawbook
from rulings.records import import_pbn
from rulings.ruling import rule


def _timed(fn, *args, **kwargs):  # type: ignore[no-untyped-def]
    t0 = time.perf_counter()
    out = fn(*args, **kwargs)
    return out, time.perf_counter() - t0


def single_rulings(engine: Engine, logs: list) -> dict[str, float]:  # noqa: D103
    """Rulings per second and p50/p99 latency of `rule(log)` over the logs."""
    lat = []
    failed = 0
    t0 = time.perf_counter()
    for log in logs:
        s = time.perf_counter()
        try:
            rule(log, engine)
        except EngineError:  # durable-rules refuses a fact now and then (see shared/brief/ENGINE.md)
            failed += 1
        lat.append(time.perf_counter() - s)
    total = time.perf_counter() - t0
    lat.sort()
    return {"per_s": len(logs) / total, "p50_ms": statistics.median(lat) * 1000,
            "p99_ms": lat[max(int(len(lat) * 0.99) - 1, 0)] * 1000, "total_s": total, "failed": failed}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--boards", type=int, default=10000)
    ap.add_argument("--per-file", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=1999)
    ap.add_argument("--sample", type=int, default=1000,
                    help="boards for the single-ruling latencies and the --play-rulings audit (slow)")
    ap.add_argument("--write", action="store_true", help="append the results to bench/RESULTS.md")
    args = ap.parse_args()

    book, load_s = _timed(load_lawbook)
    with tempfile.TemporaryDirectory(prefix="audit-bench-") as tmp:
        paths, gen_s = _timed(write_session, Path(tmp), args.boards, args.per_file, args.seed)
        size = sum(p.stat().st_size for p in paths)
        python, durable = Engine(book, "python"), Engine(book, "durable")

        records, import_s = _timed(lambda: [r for p in paths for r in import_pbn(p)])
        report_p, audit_p_s = _timed(audit_paths, paths, python)
        report_d, audit_d_s = _timed(audit_paths, paths, durable)
        sample = [p for p in paths][: max(1, args.sample // args.per_file)]
        _, audit_full_s = _timed(audit_paths, sample, python, play_rulings=True)
        sample_n = min(args.sample, args.boards)
        logs = [r.log for r in records if r.log is not None][:args.sample]
        single_p = single_rulings(python, logs)
        single_d = single_rulings(durable, logs)
        maxrss_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
        tracemalloc.start()
        audit_paths(paths, python)
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()

    n = len(records)
    t = report_d["totals"]
    tp = report_p["totals"]
    ratio_d, ratio_p = audit_d_s / import_s, audit_p_s / import_s
    lines = [
        f"machine: {platform.machine()}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
        f"Python {platform.python_version()}; load average at the end {os.getloadavg()[0]:.1f} "
        "(the tree is shared with other engineers' test runs)",
        f"lawbook load: {load_s * 1000:.0f} ms ({len(book.laws)} laws, {len(book.rules)} rules)",
        f"boards: {n} generated (seed {args.seed}, {len(paths)} PBN files, {size / 1e6:.1f} MB, written in {gen_s:.1f} s)",
        f"audit findings (durable): ok {t['ok']}, irregular {t['irregular']}, mismatch {t['mismatch']}, "
        f"error {t['error']}; by law {t['by_law']}",
        f"audit findings (python): ok {tp['ok']}, irregular {tp['irregular']}, mismatch {tp['mismatch']}, "
        f"error {tp['error']}",
        "",
        "| measure | seconds | boards/s | ratio to import alone |",
        "|---|---|---|---|",
        f"| import alone (baseline) | {import_s:.2f} | {n / import_s:.0f} | 1.00 |",
        f"| batch audit, plain-Python evaluator | {audit_p_s:.2f} | {n / audit_p_s:.0f} | {ratio_p:.2f} |",
        f"| batch audit, durable-rules | {audit_d_s:.2f} | {n / audit_d_s:.0f} | {ratio_d:.2f} |",
        f"| batch audit --play-rulings (Laws 41-71 by the engine), plain Python, first {sample_n} boards | "
        f"{audit_full_s:.2f} | {sample_n / audit_full_s:.0f} | {audit_full_s / (import_s * sample_n / n):.2f} |",
        "",
        f"| single ruling in process (whole log, first {len(logs)} boards) | rulings/s | p50 ms | p99 ms |",
        "|---|---|---|---|",
        f"| plain Python (reference) | {single_p['per_s']:.0f} | {single_p['p50_ms']:.2f} | {single_p['p99_ms']:.2f} |",
        f"| durable-rules | {single_d['per_s']:.0f} | {single_d['p50_ms']:.2f} | {single_d['p99_ms']:.2f} |",
        f"(engine errors: durable {single_d['failed']}, python {single_p['failed']}; audit boards with an engine "
        f"error: durable {t['by_kind'].get('engine_error', 0)}, python {tp['by_kind'].get('engine_error', 0)})",
        "",
        f"durable-rules / plain Python per ruling: {single_p['per_s'] / single_d['per_s']:.2f}x",
        f"peak memory: maxrss {maxrss_mb:.0f} MB (process, after the timed runs); tracemalloc peak "
        f"{peak / 1e6:.0f} MB (one audit pass, Python evaluator, reports kept)",
        f"target (audit <= 5x import): durable {ratio_d:.2f}x {'met' if ratio_d <= 5 else 'NOT met'}, "
        f"python {ratio_p:.2f}x {'met' if ratio_p <= 5 else 'NOT met'}",
    ]
    if t["error"] or single_d["failed"]:
        lines.append(f"INVALID for durable-rules: the engine failed on {t['error']} audit boards and "
                     f"{single_d['failed']} single rulings, so its times measure failures, not rulings.")
    text = "\n".join(lines)
    print(text)
    if args.write:
        with open(Path(__file__).with_name("RESULTS.md"), "a", encoding="utf-8") as f:
            f.write(f"\n## Audit benchmark ({time.strftime('%Y-%m-%d %H:%M')}, --boards {args.boards})\n\n{text}\n")


if __name__ == "__main__":
    main()
