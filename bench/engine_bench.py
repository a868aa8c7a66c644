"""Benchmark: rulings per second on generated auctions, durable-rules next to the plain-Python
reference evaluator of the same rules over the same facts (the engine's cost as a ratio).

    .venv/bin/python -m bench.engine_bench [--deals 2000]

Not part of the test suite; results go to bench/RESULTS.md by hand or with --write.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import time

from bench.generate import auction_logs
from rulings.engine import Engine
from rulings.lawbook import load_lawbook
from rulings.log import parse_log
from rulings.ruling import rule


def measure(engine: Engine, logs: list) -> dict[str, float]:
    lat = []
    t0 = time.perf_counter()
    for log in logs:
        s = time.perf_counter()
        rule(log, engine)
        lat.append(time.perf_counter() - s)
    total = time.perf_counter() - t0
    lat.sort()
    return {"per_s": len(logs) / total, "p50_ms": statistics.median(lat) * 1000,
            "p99_ms": lat[int(len(lat) * 0.99) - 1] * 1000, "total_s": total}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=2000)
    ap.add_argument("--write", action="store_true", help="append the table to bench/RESULTS.md")
    args = ap.parse_args()
    t0 = time.perf_counter()
    book = load_lawbook()
    load_s = time.perf_counter() - t0
    logs = [parse_log(d) for d in auction_logs(args.deals)]
    python = Engine(book, "python")
    durable = Engine(book, "durable")
    rule(logs[0], durable)  # warm
    res_p = measure(python, logs)
    res_d = measure(durable, logs)
    lines = [
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}",
        f"lawbook load: {load_s * 1000:.0f} ms ({len(book.laws)} laws, {len(book.rules)} rules)",
        f"deals: {args.deals} generated auctions (seed 1999)",
        "",
        "| evaluator | rulings/s | p50 ms | p99 ms |",
        "|---|---|---|---|",
        f"| plain Python (reference) | {res_p['per_s']:.0f} | {res_p['p50_ms']:.2f} | {res_p['p99_ms']:.2f} |",
        f"| durable-rules | {res_d['per_s']:.0f} | {res_d['p50_ms']:.2f} | {res_d['p99_ms']:.2f} |",
        "",
        f"durable-rules costs {res_p['per_s'] / res_d['per_s']:.2f}x the time of the plain-Python evaluator "
        "(whole ruling: table model, engine, assembly).",
    ]
    text = "\n".join(lines)
    print(text)
    if args.write:
        with open(os.path.join(os.path.dirname(__file__), "RESULTS.md"), "a", encoding="utf-8") as f:
            f.write(f"\n## Engine benchmark ({time.strftime('%Y-%m-%d')})\n\n{text}\n")


if __name__ == "__main__":
    main()
