"""Growth of a ruling's cost with the length of the log (issue 14): logs of 50, 100, 200 and 400
events, each an auction with an irregularity every seven calls (an insufficient bid, accepted by
the next player's call, Law 27A), ruled whole by `rulings.ruling.rule`.

    .venv/bin/python -m bench.growth_bench [--engine python|durable] [--sizes 50,100,200,400]

The goal (for the engine's option exploration, helper `core`): doubling a log's length at most
doubles its time. The table prints the time of each size and its ratio to the size before.
"""

from __future__ import annotations

import argparse
import time

from rulings.log import DealLog, parse_log
from rulings.ruling import default_engine, rule
from rulings.seats import ORDER

CYCLE = ["1NT", "P", "1C", "X", "XX", "P", "P"]  # 1C is insufficient over 1NT; X accepts it (Law 27A)


def long_log(events: int) -> DealLog:
    """An auction of `events` calls from North, one insufficient bid every seven calls, ending with
    three passes after the last call."""
    calls: list[str] = []
    while len(calls) < events - 3:
        calls.extend(CYCLE)
    calls = calls[: events - 3]
    if calls and calls[-1] == "P" and len(calls) > 1 and calls[-2] == "P":
        calls[-1] = "X" if calls[-3] not in ("X", "XX") else "1NT"
    calls += ["P", "P", "P"]
    data = {"dealer": "N", "vulnerable": "none",
            "events": [{"seat": str(ORDER[i % 4]), "call": c} for i, c in enumerate(calls)]}
    return parse_log(data)


def growth(engine_name: str = "python", sizes: tuple[int, ...] = (50, 100, 200, 400),
           limit_s: float = 120.0) -> list[tuple[int, float | None, int]]:
    """(events, seconds or None when skipped after the size before took over `limit_s`, rulings made)."""
    engine = default_engine(engine_name)
    rule(long_log(20), engine)  # warm the engine
    rows: list[tuple[int, float | None, int]] = []
    previous = 0.0
    for n in sizes:
        if previous > limit_s:
            rows.append((n, None, 0))
            continue
        log = long_log(n)
        t0 = time.perf_counter()
        ruling = rule(log, engine)
        previous = time.perf_counter() - t0
        rows.append((n, previous, len(ruling["rulings"])))
    return rows


def table(rows: list[tuple[int, float | None, int]]) -> list[str]:
    out = ["| events | irregularities ruled | seconds | ratio to the size before |", "|---|---|---|---|"]
    before: float | None = None
    for n, seconds, ruled in rows:
        if seconds is None:
            out.append(f"| {n} | - | not run (the size before took too long) | - |")
            continue
        ratio = f"{seconds / before:.2f}" if before else "-"
        out.append(f"| {n} | {ruled} | {seconds:.3f} | {ratio} |")
        before = seconds
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engine", choices=("python", "durable"), default="python")
    ap.add_argument("--sizes", default="50,100,200,400")
    args = ap.parse_args()
    print("\n".join(table(growth(args.engine, tuple(int(x) for x in args.sizes.split(","))))))


if __name__ == "__main__":
    main()
