"""The logs of the growth table (bench.growth_bench, issue 14) have the same composition at every size:
the 100-event log is the 50-event unit twice, the 400-event log eight times, then the same passes
that end the auction; and the engine rules every unit alike, so that the table measures how a
ruling's cost grows with the log and cannot drift again into measuring a change of the log's shape.
Counts only, no timing (speed is measured in bench/, not in the tests)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from bench.growth_bench import (
    PATTERNS,
    UNIT,
    _counting,
    closing_events,
    pattern_data,
    pattern_log,
    unit_events,
    work,
)
from rulings.ruling import default_engine, rule

SIZES = (50, 100, 200, 400)


def _kind(ev: dict[str, Any]) -> str:
    if "director" in ev:
        return "director"
    if "choose" in ev:
        return f"choose {ev['choose']}"
    call = ev["call"]
    return "bid" if call[0].isdigit() else call


@pytest.mark.parametrize("shape", sorted(PATTERNS))
def test_every_size_is_the_unit_repeated_then_the_same_closing(shape: str) -> None:
    unit, closing = unit_events(shape), closing_events(shape)
    assert len(unit) == UNIT
    per_event = None
    for n in SIZES:
        events = pattern_data(shape, n)["events"]
        assert events == unit * (n // UNIT) + closing, n
        body = Counter(_kind(ev) for ev in events[:n])
        share = {k: v / n for k, v in body.items()}
        assert per_event is None or share == per_event, n  # the same kinds of event per event at every size
        per_event = share
    with pytest.raises(ValueError, match="multiple of 50"):
        pattern_data(shape, 75)  # a size that would cut a unit


def _units(shape: str, n: int) -> list[list[tuple[int, str, str, tuple[str, ...]]]]:
    """The items the ruling lists, by unit of the log (the last list: the closing passes)."""
    ruling = rule(pattern_log(shape, n), default_engine("python"))
    units: list[list[tuple[int, str, str, tuple[str, ...]]]] = [[] for _ in range(n // UNIT + 1)]
    for item in ruling["rulings"]:
        u = item["event"] // UNIT
        units[u].append((item["event"] - u * UNIT, item["irregularity"], item["offender"],
                         tuple(r["kind"] for r in item.get("rectification", []))))
    return units


@pytest.mark.parametrize("shape", sorted(PATTERNS))
def test_the_engine_rules_every_unit_alike(shape: str) -> None:
    """Every unit of the log leaves the table as it found it (North to call, a one-level bid last, no
    penalty pending): the ruling lists the same irregularities at the same places in each unit."""
    first = _units(shape, UNIT)[0]
    kinds = {irregularity for _, irregularity, _, _ in first}
    assert (len(first), len(kinds)) == ((8, 4) if shape == "mixed" else (6, 1)), first
    for n in SIZES:
        units = _units(shape, n)
        assert all(u == first for u in units[:-1]), n
        assert units[-1] == [], n  # the closing passes are no irregularity


@pytest.mark.parametrize("shape", sorted(PATTERNS))
def test_doubling_the_log_at_most_doubles_the_facts_and_firings(shape: str) -> None:
    """The work each doubling adds, in counts no load changes: at most twice the facts asserted and
    the rule firings of the size before (the goal of issue 14, in work rather than time)."""
    engine = default_engine("python")
    counts = []
    for n in SIZES:
        with _counting() as c:
            rule(pattern_log(shape, n), engine)
        counts.append((c[0], c[1]))
    for (facts, firings), (facts2, firings2) in zip(counts, counts[1:], strict=False):
        assert facts2 <= 2 * facts and firings2 <= 2 * firings, counts


@pytest.mark.parametrize("shape", sorted(PATTERNS))
def test_doubling_the_log_at_most_doubles_the_python_calls(shape: str) -> None:
    """Issue 14's goal in the one count that sees every path: the Python function calls of a ruling
    (cProfile's count, no load changes it) at most double with the log. A path that walks the whole
    log at each call or each option explored (as copying the log's events for every option did once,
    fixed in `rulings.table.copy_sharing_session`) makes the calls grow with the square of the log."""
    engine = default_engine("python")
    calls = [work(pattern_log(shape, n), engine).calls for n in SIZES]
    for before, after in zip(calls, calls[1:], strict=False):
        assert after <= 2.05 * before, calls
