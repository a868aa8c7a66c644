"""`EngineSession.nothing_matches` (issue 14): a call of a shape no rule can match is not asserted, and
the engine, not the caller, says which shapes those are (Law 27's insufficient bid always reaches the
rules), with the fact ids the same as when every fact is asserted."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from rulings.log import parse_log
from rulings.ruling import default_engine, rule

#: a fresh shape for each question: the engine keeps its answer for a shape
_SHAPES = itertools.count()
_IDENTITY = frozenset(("seq", "seat", "offender", "call", "level", "strain", "turn_of", "ruling"))


def _call(**fields: Any) -> dict[str, Any]:
    """North opens 1C in turn (dealer North), as the auction's table model states the fact; `fields` change it."""
    fact: dict[str, Any] = {
        "ruling": None, "kind": "call", "phase": "auction", "seq": 0, "seat": "N", "offender": "N", "call": "1C",
        "call_kind": "bid", "level": 1, "strain": "C", "turn_of": "N", "position": "self", "in_turn": True,
        "any_bid_before": False, "called_before": False, "sufficient": True, "double_legal": None,
        "beyond_seven": False, "after_final_pass": False, "under_forced_pass": None, "turn_of_barred": False,
        "double_restricted": None, "conventional": None, "has_suits": True, "replaces": False, "inadvertent": None,
        "simultaneous": None, "wrong_board": None, "misnamed": None}
    fact.update(fields)
    return fact


def _next_fid(session: Any) -> int:
    """The id the session gives the next fact it is asked to assert (a pass out of rotation is never quiet)."""
    probe = {"kind": "auction_end", "phase": "auction", "seq": 99, "skipped": False, "skipped_seat": None,
             "passed_out": True}
    session.assert_fact(probe)
    return int(probe["fid"])


@pytest.mark.parametrize("backend", ["durable", "python"])
def test_a_legal_call_in_turn_matches_no_rule_and_still_takes_its_fact_id(backend: str) -> None:
    with default_engine(backend).session() as session:
        assert session.nothing_matches("auction", "call", ("test", next(_SHAPES)), _IDENTITY, _call) is True
        assert _next_fid(session) == 2  # the skipped call took id 1, as asserting it would have


@pytest.mark.parametrize("backend", ["durable", "python"])
def test_an_insufficient_bid_in_turn_is_left_to_the_rules(backend: str) -> None:
    """Law 27: the bid in turn that is not sufficient; the rules must see it."""
    insufficient = _call(seq=1, seat="E", offender="E", turn_of="E", any_bid_before=True, sufficient=False)
    with default_engine(backend).session() as session:
        assert session.nothing_matches("auction", "call", ("test", next(_SHAPES)), _IDENTITY,
                                       lambda: insufficient) is False
        assert _next_fid(session) == 1  # not asserted here: the caller asserts it, with the first id


@pytest.mark.parametrize("backend", ["durable", "python"])
def test_no_answer_when_the_rules_read_a_field_the_shape_leaves_out(backend: str) -> None:
    """A shape that leaves out `in_turn`, which Law 31's rules read, says nothing about the call."""
    with default_engine(backend).session() as session:
        assert session.nothing_matches("auction", "call", ("test", next(_SHAPES)), _IDENTITY | {"in_turn"},
                                       _call) is False


def test_a_known_shape_does_not_hide_a_later_insufficient_bid() -> None:
    """Two deals ruled one after the other by one engine: the calls of the first are known shapes when the
    second is ruled, and its insufficient bid is still ruled under Law 27."""
    plain = parse_log({"dealer": "N", "events": [{"seat": "N", "call": "1D"}, {"seat": "E", "call": "P"},
                                                 {"seat": "S", "call": "P"}, {"seat": "W", "call": "P"}]})
    short = parse_log({"dealer": "N", "events": [{"seat": "N", "call": "1D"}, {"seat": "E", "call": "1C"}]})
    engine = default_engine("durable")
    assert rule(plain, engine)["rulings"] == []
    items = rule(short, engine)["rulings"]
    assert [(i["irregularity"], i["offender"], i["event"]) for i in items] == [("insufficient_bid", "E", 1)]
    assert items[0]["citations"][0]["ref"].startswith("27")
