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


def record_facts(engine: Engine, logs: list) -> list[list[dict]]:
    """The facts the table model asserts for each deal (captured while ruling with `engine`)."""
    from rulings import engine as engine_module

    deals: list[list[dict]] = []
    original = engine_module.EngineSession.assert_fact

    def capture(self, fact):  # type: ignore[no-untyped-def]
        deals[-1].append({k: v for k, v in fact.items() if k != "fid"})
        return original(self, fact)

    engine_module.EngineSession.assert_fact = capture  # type: ignore[method-assign]
    try:
        for log in logs:
            deals.append([])
            rule(log, engine)
    finally:
        engine_module.EngineSession.assert_fact = original  # type: ignore[method-assign]
    return deals


def replay(engine: Engine, deals: list[list[dict]]) -> dict[str, float]:
    """The same facts through the engine alone, a session per deal: facts per second."""
    n = sum(len(d) for d in deals)
    t0 = time.perf_counter()
    for facts in deals:
        with engine.session() as s:
            for f in facts:
                s.assert_fact(dict(f))
    total = time.perf_counter() - t0
    return {"facts_per_s": n / total, "deals_per_s": len(deals) / total, "facts": n}


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
    deals = record_facts(python, logs)
    eng_p = replay(python, deals)
    eng_d = replay(durable, deals)
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
        "",
        f"The engine alone, the same {eng_p['facts']} facts replayed a session per deal:",
        "",
        "| evaluator | facts/s | deals/s |",
        "|---|---|---|",
        f"| plain-Python loop over the same YAML conditions | {eng_p['facts_per_s']:.0f} | {eng_p['deals_per_s']:.0f} |",
        f"| durable-rules (one host, lock, sid per deal, state deleted) | {eng_d['facts_per_s']:.0f} | "
        f"{eng_d['deals_per_s']:.0f} |",
        "",
        f"engine cost ratio durable / plain Python: {eng_p['facts_per_s'] / eng_d['facts_per_s']:.1f}x",
    ]
    text = "\n".join(lines)
    print(text)
    if args.write:
        with open(os.path.join(os.path.dirname(__file__), "RESULTS.md"), "a", encoding="utf-8") as f:
            f.write(f"\n## Engine benchmark ({time.strftime('%Y-%m-%d')})\n\n{text}\n")


if __name__ == "__main__":
    main()
