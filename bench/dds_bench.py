"""Benchmark of the double-dummy analysis (issue 17), on the real records in tests/data.

    .venv/bin/python -m bench.dds_bench [--deals 10] [--positions 10] [--write]

Measures, in one process:
- the double-dummy table of a full deal through `rulings.analysis.deal.double_dummy` (our adapter:
  conversion, lock, the table as JSON) against the solver called directly (endplay's
  `calc_dd_table` on a PBN deal string), per deal, as a ratio;
- a claim's analysis (`rulings.analysis.claims.claim_evidence`: the double-dummy result, the worst
  normal line, the outstanding trumps) with 4, 7 and 10 tricks left: positions cut from boards whose
  whole play is recorded, declarer claiming every trick left, no statement.

The issue's target: a full deal's table, and a claim with up to 7 tricks left, each well under a
second. Not part of the test suite; `--write` appends the tables to bench/RESULTS.md. This file and
`rulings/analysis/solver.py` are the only ones that import endplay (the baseline must call it
directly).
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import platform
import statistics
import time
from pathlib import Path

from endplay.dds import calc_dd_table
from endplay.types import Deal

from rulings.analysis.claims import claim_evidence
from rulings.analysis.deal import double_dummy
from rulings.cards import format_hand
from rulings.log import DealLog, Event
from rulings.records import import_pbn
from rulings.seats import ORDER

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"  # the sample records shipped with the tests
FILE = "endplay_tests_pbn_example2.pbn"


def _data_dir() -> Path:
    if (DATA / FILE).exists():
        return DATA
    raise SystemExit(f"no {FILE} in {DATA}")


def _deals(records: list, count: int) -> list[DealLog]:
    seen, out = set(), []
    for r in records:
        if r.log is None or len(r.log.hands) != 4:
            continue
        key = frozenset((s, c) for s, cards in r.log.hands.items() for c in cards)
        if key not in seen:
            seen.add(key)
            out.append(r.log)
        if len(out) == count:
            break
    return out


def _claim_at(log: DealLog, left: int) -> tuple[DealLog, int] | None:
    """The log cut after 13 - left whole tricks, with declarer claiming every trick left."""
    cards = [e for e in log.events if e.type in ("lead", "play")]
    if len(cards) < 52:
        return None
    cut = cards[(13 - left) * 4 - 1].index + 1 if left < 13 else cards[0].index
    events = list(log.events[:cut])
    from rulings.analysis.position import contract_of

    contract = contract_of(log)
    if contract is None:
        return None
    events.append(Event(index=len(events), type="claim", seat=contract.declarer, tricks=left))
    return dataclasses.replace(log, events=tuple(events)), len(events) - 1


def bench_tables(logs: list[DealLog]) -> dict[str, float]:
    """CPU time of the process (`time.process_time`, every thread of DDS counted) and wall time, per
    deal: the direct call and ours alternate, each first on every other deal (DDS keeps memory warm)."""
    cpu: dict[str, list[float]] = {"ours": [], "direct": []}
    wall: dict[str, list[float]] = {"ours": [], "direct": []}
    for i, log in enumerate(logs):
        text = "N:" + " ".join(format_hand(log.hands[s]) for s in ORDER)
        calls = [("direct", lambda text=text: calc_dd_table(Deal(text))),
                 ("ours", lambda hands=log.hands: double_dummy(hands))]
        for name, call in calls if i % 2 == 0 else calls[::-1]:
            c0, w0 = time.process_time(), time.perf_counter()
            call()
            cpu[name].append(time.process_time() - c0)
            wall[name].append(time.perf_counter() - w0)
    return {"ours_ms": statistics.median(cpu["ours"]) * 1000, "direct_ms": statistics.median(cpu["direct"]) * 1000,
            "ratio": sum(cpu["ours"]) / sum(cpu["direct"]), "max_ms": max(cpu["ours"]) * 1000,
            "direct_max_ms": max(cpu["direct"]) * 1000, "wall_ms": statistics.median(wall["ours"]) * 1000,
            "wall_max_ms": max(wall["ours"]) * 1000, "n": len(logs)}


def bench_claims(logs: list[DealLog], left: int, count: int) -> dict[str, float]:
    """CPU time of claim_evidence on distinct positions (the same deal played at several tables and
    cut at the same trick is one position)."""
    times, exact, seen = [], 0, set()
    for log in logs:
        cut = _claim_at(log, left)
        if cut is None:
            continue
        key = (frozenset((s, c) for s, cards in log.hands.items() for c in cards),
               tuple((e.seat, e.card) for e in cut[0].events if e.type in ("lead", "play")))
        if key in seen:
            continue
        seen.add(key)
        t0 = time.process_time()
        result = claim_evidence(*cut)
        times.append(time.process_time() - t0)
        exact += result["exact"]
        if len(times) == count:
            break
    times.sort()
    return {"left": left, "n": len(times), "p50_ms": statistics.median(times) * 1000,
            "max_ms": times[-1] * 1000, "under_1s": sum(t < 1 for t in times), "exact": exact}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=10, help="distinct deals for the table (default 10)")
    ap.add_argument("--positions", type=int, default=10, help="claims at each of 4, 7, 10 tricks left")
    ap.add_argument("--write", action="store_true", help="append the results to bench/RESULTS.md")
    args = ap.parse_args()
    records = import_pbn(_data_dir() / FILE)
    logs = _deals(records, max(args.deals, args.positions * 3))
    tables = bench_tables(logs[: args.deals])
    played = [r.log for r in records if r.log is not None and sum(e.type in ("lead", "play") for e in r.log.events) == 52]
    claims = [bench_claims(played, left, args.positions) for left in (4, 7, 10)]
    load = os.getloadavg()[0]
    lines = [
        f"## Double-dummy benchmark ({time.strftime('%Y-%m-%d %H:%M')}, {FILE})",
        "",
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; "
        f"load average {load:.1f} at the end",
        "",
        "| double-dummy table of a full deal (CPU ms) | median | max | deals |",
        "|---|---|---|---|",
        f"| solver called directly (endplay calc_dd_table) | {tables['direct_ms']:.0f} | {tables['direct_max_ms']:.0f} "
        f"| {tables['n']} |",
        f"| rulings.analysis.deal.double_dummy | {tables['ours_ms']:.0f} | {tables['max_ms']:.0f} | {tables['n']} |",
        f"| ratio ours / direct (sum of CPU times) | {tables['ratio']:.2f}x | | |",
        f"| (wall clock, ours) | {tables['wall_ms']:.0f} | {tables['wall_max_ms']:.0f} | |",
        "",
        "| claim analysis (claim_evidence, CPU ms) | positions | p50 | max | under 1 s | exact |",
        "|---|---|---|---|---|---|",
        *[f"| {c['left']} tricks left | {c['n']} | {c['p50_ms']:.0f} | {c['max_ms']:.0f} | {c['under_1s']}/{c['n']} "
          f"| {c['exact']}/{c['n']} |" for c in claims],
        "",
    ]
    text = "\n".join(lines)
    print(text)
    if args.write:
        with (Path(__file__).parent / "RESULTS.md").open("a", encoding="utf-8") as fh:
            fh.write("\n" + text + "\n")


if __name__ == "__main__":
    main()
