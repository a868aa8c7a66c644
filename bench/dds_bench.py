"""Benchmark of the double-dummy analysis (issue 17), on the real records in tests/data.

    .venv/bin/python -m bench.dds_bench [--deals 10] [--positions 10] [--ref COMMIT] [--write]
    .venv/bin/python -m bench.dds_bench --check 300 [--ref COMMIT] [--seed 1]

Measures, in one process:
- the double-dummy table of a full deal through `rulings.analysis.deal.double_dummy` (our adapter:
  conversion, lock, the table as JSON) against the solver called directly (endplay's
  `calc_dd_table` on a PBN deal string), per deal, as a ratio;
- a claim's analysis (`rulings.analysis.claims.claim_evidence`: the double-dummy result, the worst
  normal line, the outstanding trumps) with 4, 7 and 10 tricks left: positions cut from boards whose
  whole play is recorded, declarer claiming every trick left, no statement.

The issue's target: a full deal's table, and a claim with up to 7 tricks left, each well under a
second. `--positions 0`: every distinct position of the file. `--ref COMMIT`: the search for the worst
normal line (`rulings/analysis/lines.py`) as it was at COMMIT, timed on the same positions (before /
after). `--check N`: the search against the one at COMMIT on N random endings each of 4 to 7 tricks
left — the same fewest tricks (normal with a statement, and any legal play, for each side) and every
new line replaying legally to its count; exits 1 on a difference. Not part of the test suite; `--write` appends the tables to bench/RESULTS.md. This file and
`rulings/analysis/solver.py` are the only ones that import endplay (the baseline must call it
directly).
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib.util
import os
import platform
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import ModuleType

from endplay.dds import calc_dd_table
from endplay.types import Deal

from rulings.analysis.claims import NODE_LIMIT, claim_evidence
from rulings.analysis.deal import double_dummy
from rulings.analysis.lines import fewest_tricks
from rulings.analysis.position import position_at
from rulings.analysis.solver import TableState
from rulings.cards import FULL_PACK, SUITS, Card, format_hand
from rulings.log import DealLog, Event
from rulings.playtable.statements import parse_statement
from rulings.records import import_pbn
from rulings.seats import ORDER, Seat

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT / "tests" / "data"  # the sample records shipped with the tests
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


def claim_positions(logs: list[DealLog], left: int, count: int) -> list[tuple[DealLog, int]]:
    """Claims cut at `left` tricks left from distinct positions (the same deal played at several
    tables and cut at the same trick is one position); `count` 0: all of them."""
    out, seen = [], set()
    for log in logs:
        cut = _claim_at(log, left)
        if cut is None:
            continue
        key = (frozenset((s, c) for s, cards in log.hands.items() for c in cards),
               tuple((e.seat, e.card) for e in cut[0].events if e.type in ("lead", "play")))
        if key in seen:
            continue
        seen.add(key)
        out.append(cut)
        if len(out) == count:
            break
    return out


#: the reference search's own limit in rulings analyse (its NODE_LIMIT: positions at a trick's start)
REFERENCE_LIMIT = 20_000


def _timed_search(module: ModuleType | None, state: TableState, side: str) -> tuple[float, bool, int, int]:
    """CPU seconds, exact, tricks and nodes of the worst normal line search alone (`module` None: this
    one), each with the limit rulings analyse gives it."""
    search = fewest_tricks if module is None else module.fewest_tricks
    t0 = time.process_time()
    result = search(state, side, node_limit=NODE_LIMIT if module is None else REFERENCE_LIMIT)
    return time.process_time() - t0, result.exact, result.tricks, result.nodes


def bench_claims(cuts: list[tuple[DealLog, int]], left: int, reference: ModuleType | None) -> dict[str, float]:
    """CPU time of claim_evidence on each position, and of the search alone, now and (with
    `reference`) before; the answers of the two searches compared where both are exact."""
    times, search, before, exact, before_exact, differ, most = [], [], [], 0, 0, 0, 0
    for log, index in cuts:
        t0 = time.process_time()
        result = claim_evidence(log, index)
        times.append(time.process_time() - t0)
        exact += result["exact"]
        seat = log.events[index].seat
        assert seat is not None
        state, side = position_at(log, index).table_state(), seat.side
        took, _, tricks, nodes = _timed_search(None, state, side)
        search.append(took)
        most = max(most, nodes)
        if reference is not None:
            took, was_exact, was, _ = _timed_search(reference, state, side)
            before.append(took)
            before_exact += was_exact
            differ += was_exact and result["exact"] and was != tricks
    n = len(times)
    out = {"left": left, "n": n, "p50_ms": statistics.median(times) * 1000, "max_ms": max(times) * 1000,
           "under_1s": sum(t < 1 for t in times), "under_03s": sum(t < 0.3 for t in times), "exact": exact,
           "search_p50_ms": statistics.median(search) * 1000, "search_max_ms": max(search) * 1000,
           "search_sum_s": sum(search), "nodes_max": most}
    if before:
        out |= {"before_p50_ms": statistics.median(before) * 1000, "before_max_ms": max(before) * 1000,
                "before_exact": before_exact, "before_sum_s": sum(before), "differ": differ}
    return out


# --------------------------------------------------------------------------- the checker


def load_reference(commit: str) -> ModuleType:
    """`rulings/analysis/lines.py` as it was at `commit` (git show), loaded as its own module: the
    search a new one is checked against."""
    text = subprocess.run(["git", "show", f"{commit}:rulings/analysis/lines.py"], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout
    path = Path(tempfile.mkdtemp()) / "lines_reference.py"
    path.write_text(text, encoding="utf-8")
    spec = importlib.util.spec_from_file_location("lines_reference", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["lines_reference"] = module  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


#: statements the checker draws from (None: no statement)
CHECK_STATEMENTS = (None, None, "draw trumps first", "hearts then spades", "clubs", "SA then diamonds",
                    "concede a trick", "trumps first then clubs")


def random_ending(rng: random.Random, left: int) -> TableState:
    """A random deal played at random (legal cards) down to `left` tricks, sometimes with a trick in
    progress: a random strain, any player on lead."""
    pack = sorted(FULL_PACK)
    rng.shuffle(pack)
    hands = {seat: set(pack[13 * i: 13 * i + 13]) for i, seat in enumerate(ORDER)}
    strain = rng.choice([*SUITS, "NT", "NT"])
    trump = None if strain == "NT" else strain
    leader = rng.choice(ORDER)
    in_progress = rng.choice([0, 0, 1, 2, 3])
    for played in range((13 - left) * 4 + in_progress):
        if played % 4 == 0:
            trick: list[tuple[Seat, Card]] = []
        seat = leader if not trick else trick[-1][0].lho
        hand = hands[seat]
        follow = [c for c in hand if trick and c.suit == trick[0][1].suit]
        card = rng.choice(sorted(follow or hand))
        hand.discard(card)
        trick.append((seat, card))
        if len(trick) == 4:
            leader = _trick_winner(trick, trump)
    cards = tuple(c for _, c in trick) if in_progress else ()
    lead = trick[0][0] if in_progress else leader
    return TableState({s: frozenset(h) for s, h in hands.items()}, strain, lead, cards)


def _trick_winner(trick: list[tuple[Seat, Card]], trump: str | None) -> Seat:
    """Law 44E/F, written again here so the checker does not lean on the code it checks."""
    best = trick[0]
    for seat, card in trick[1:]:
        if (card.suit == best[1].suit and card.rank_value > best[1].rank_value) or (
                card.suit == trump and best[1].suit != trump):
            best = (seat, card)
    return best[0]


def replay(state: TableState, side: str, line: tuple[Card, ...]) -> int | None:
    """The tricks `side` wins along `line` from `state`, or None when the line is not a legal play of
    every card left (a card not held, a revoke, a card missing or too many)."""
    hands = {s: set(h) for s, h in state.hands.items()}
    trump = None if state.strain == "NT" else state.strain
    seat = state.leader
    trick: list[tuple[Seat, Card]] = []
    for card in state.trick:
        trick.append((seat, card))
        seat = seat.lho
    won = 0
    for card in line:
        hand = hands[seat]
        if card not in hand or (trick and card.suit != trick[0][1].suit
                                and any(c.suit == trick[0][1].suit for c in hand)):
            return None
        hand.discard(card)
        trick.append((seat, card))
        seat = seat.lho
        if len(trick) == 4:
            seat = _trick_winner(trick, trump)
            won += seat.side == side
            trick = []
    return won if not trick and not any(hands.values()) else None


def check(reference: ModuleType, count: int, seed: int, lefts: tuple[int, ...]) -> list[str]:
    """The search against the reference on `count` random endings for each number of tricks left: for
    each side, normal (with a statement drawn from CHECK_STATEMENTS) and any legal play, the same
    fewest tricks, both exact, and the new line replays legally to that count. The differences."""
    rng = random.Random(seed)
    problems: list[str] = []
    for left in lefts:
        for n in range(count):
            state = random_ending(rng, left)
            text = rng.choice(CHECK_STATEMENTS)
            steps = parse_statement(text).steps
            for side in ("NS", "EW"):
                for normal in (True, False):
                    old = reference.fewest_tricks(state, side, steps, normal=normal)
                    new = fewest_tricks(state, side, steps, normal=normal)
                    got = replay(state, side, new.line)
                    if (old.tricks, old.exact) != (new.tricks, new.exact) or got != new.tricks:
                        problems.append(f"left {left} #{n} {side} normal={normal} {text!r}: reference "
                                        f"{old.tricks}/{old.exact}, new {new.tricks}/{new.exact}, line replays to {got}"
                                        f" — {state}")
    return problems


def bench_random(count: int, seed: int, left: int, reference: ModuleType | None) -> dict[str, float]:
    """CPU time of the search alone (normal line, no statement, for each side) on `count` random
    endings with `left` tricks left (`random_ending`), now and (with `reference`) before."""
    rng = random.Random(seed + left)
    times, before, exact, before_exact, differ, most = [], [], 0, 0, 0, 0
    for _ in range(count):
        state = random_ending(rng, left)
        for side in ("NS", "EW"):
            took, is_exact, tricks, nodes = _timed_search(None, state, side)
            times.append(took)
            exact += is_exact
            most = max(most, nodes)
            if reference is not None:
                took, was_exact, was, _ = _timed_search(reference, state, side)
                before.append(took)
                before_exact += was_exact
                differ += was_exact and is_exact and was != tricks
    times.sort()
    out = {"left": left, "n": len(times), "p50_ms": statistics.median(times) * 1000,
           "p99_ms": times[int(len(times) * 0.99)] * 1000, "max_ms": times[-1] * 1000, "nodes_max": most,
           "exact": exact}
    if before:
        before.sort()
        out |= {"before_p50_ms": statistics.median(before) * 1000, "before_max_ms": before[-1] * 1000,
                "before_exact": before_exact, "differ": differ}
    return out


def _random_table(rows: list[dict[str, float]]) -> list[str]:
    out = ["| random endings (search alone, CPU ms) | searches | p50 | p99 | max | max nodes | exact "
           "| before p50 | before max | before exact | answers differ |", "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        row = (f"| {r['left']} tricks left | {r['n']} | {r['p50_ms']:.1f} | {r['p99_ms']:.0f} | {r['max_ms']:.0f} "
               f"| {r['nodes_max']:,} | {r['exact']}/{r['n']} |")
        row += (f" {r['before_p50_ms']:.1f} | {r['before_max_ms']:.0f} | {r['before_exact']}/{r['n']} | {r['differ']} |"
                if "before_p50_ms" in r else " | | | |")
        out.append(row)
    return out


def _claims_table(claims: list[dict[str, float]]) -> list[str]:
    rows = ["| claim analysis (CPU ms) | positions | claim_evidence p50 | max | under 0.3 s | under 1 s | exact "
            "| search alone p50 | max | max nodes | sum s | before p50 | before max | before sum s | before exact | answers differ |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for c in claims:
        row = (f"| {c['left']} tricks left | {c['n']} | {c['p50_ms']:.0f} | {c['max_ms']:.0f} | {c['under_03s']}/{c['n']} "
               f"| {c['under_1s']}/{c['n']} | {c['exact']}/{c['n']} | {c['search_p50_ms']:.0f} | "
               f"{c['search_max_ms']:.0f} | {c['nodes_max']:,} | {c['search_sum_s']:.1f} |")
        if "before_p50_ms" in c:
            row += (f" {c['before_p50_ms']:.0f} | {c['before_max_ms']:.0f} | {c['before_sum_s']:.1f} | "
                    f"{c['before_exact']}/{c['n']} | {c['differ']} |")
        else:
            row += " | | | | |"
        rows.append(row)
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=10, help="distinct deals for the table (default 10)")
    ap.add_argument("--positions", type=int, default=10,
                    help="claims at each of 4, 7, 10 tricks left (0: every distinct position of the file)")
    ap.add_argument("--ref", help="a commit: time its worst-normal search on the same positions (before/after)")
    ap.add_argument("--check", type=int, default=0, metavar="N",
                    help="check the search against --ref (default HEAD) on N random endings of 4-7 tricks")
    ap.add_argument("--seed", type=int, default=1, help="the random seed of --check and --random")
    ap.add_argument("--random", type=int, default=0, metavar="N",
                    help="time the search alone on N random endings each of 4, 7, 10 tricks left (instead of the file)")
    ap.add_argument("--write", action="store_true", help="append the results to bench/RESULTS.md")
    args = ap.parse_args()
    reference = load_reference(args.ref or "HEAD") if args.ref or args.check else None
    if args.check:
        assert reference is not None
        problems = check(reference, args.check, args.seed, (4, 5, 6, 7))
        print("\n".join(problems) or f"the same answers on {args.check} random endings each of 4-7 tricks left "
              f"(x2 sides x normal/any legal), every line replayed legally")
        raise SystemExit(1 if problems else 0)
    if args.random:
        rows = [bench_random(args.random, args.seed, left, reference) for left in (4, 7, 10)]
        _output([f"## Worst-normal search on random endings ({time.strftime('%Y-%m-%d %H:%M')}, "
                 f"`--random {args.random} --seed {args.seed}`)", "", _machine(args.ref), "", *_random_table(rows), ""],
                args.write)
        return
    records = import_pbn(_data_dir() / FILE)
    logs = _deals(records, max(args.deals, args.positions * 3))
    tables = bench_tables(logs[: args.deals])
    played = [r.log for r in records if r.log is not None and sum(e.type in ("lead", "play") for e in r.log.events) == 52]
    claims = [bench_claims(claim_positions(played, left, args.positions), left, reference) for left in (4, 7, 10)]
    lines = [
        f"## Double-dummy benchmark ({time.strftime('%Y-%m-%d %H:%M')}, {FILE})",
        "",
        _machine(args.ref),
        "",
        "| double-dummy table of a full deal (CPU ms) | median | max | deals |",
        "|---|---|---|---|",
        f"| solver called directly (endplay calc_dd_table) | {tables['direct_ms']:.0f} | {tables['direct_max_ms']:.0f} "
        f"| {tables['n']} |",
        f"| rulings.analysis.deal.double_dummy | {tables['ours_ms']:.0f} | {tables['max_ms']:.0f} | {tables['n']} |",
        f"| ratio ours / direct (sum of CPU times) | {tables['ratio']:.2f}x | | |",
        f"| (wall clock, ours) | {tables['wall_ms']:.0f} | {tables['wall_max_ms']:.0f} | |",
        "",
        *_claims_table(claims),
        "",
    ]
    _output(lines, args.write)


def _machine(ref: str | None) -> str:
    load = os.getloadavg()
    return (f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}; load average "
            f"{load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} at the end" + (f"; before = {ref}" if ref else ""))


def _output(lines: list[str], write: bool) -> None:
    text = "\n".join(lines)
    print(text)
    if write:
        with (Path(__file__).parent / "RESULTS.md").open("a", encoding="utf-8") as fh:
            fh.write("\n" + text + "\n")


if __name__ == "__main__":
    main()
