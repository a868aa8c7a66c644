"""The features' steps: every step of the Chinese grammar in `rulings.gherkin` (the one grammar the quiz
reads too) bound for pytest-bdd. A deal is built event by event by the Given/When steps, ruled by the
engine, and checked by the Then steps. Step modules (`features/test_*.py`) bind the feature files with
`scenarios(...)`; the scoring features add their own steps (they build no event log).

The engine under test is chosen by `RULINGS_ENGINE` (durable by default); every ruling is also
checked against the plain-Python reference evaluator.
"""

from __future__ import annotations

import inspect
import os
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from rulings.errors import LogError
from rulings.gherkin import GIVEN_STEPS, GivenStep, Outcome, Seats, StepError, Unmet, seat, suit, then_step
from rulings.log import parse_log
from rulings.ruling import default_engine, rule

__all__ = ["Deal", "seat", "suit"]


class Deal:
    """The log being built by a scenario, and its ruling once asked for."""

    def __init__(self) -> None:
        self.data: dict[str, Any] = {"dealer": "N", "vulnerable": "none", "events": []}
        self._ruling: dict[str, Any] | None = None

    def add(self, event: dict[str, Any]) -> None:
        self.data["events"].append(event)
        self._ruling = None

    @property
    def ruling(self) -> dict[str, Any]:
        if self._ruling is None:
            log = parse_log(self.data)
            self._ruling = rule(log, default_engine(os.environ.get("RULINGS_ENGINE", "durable")))
            reference = rule(log, default_engine("python"))
            assert _comparable(self._ruling) == _comparable(reference), "durable and the reference disagree"
        return self._ruling

    def outcome(self) -> Outcome:
        """The log and its ruling, or the LogError that refused it."""
        try:
            return Outcome(self.data, self.ruling)
        except LogError as exc:
            return Outcome(self.data, refusal=exc)

    def items(self) -> list[dict[str, Any]]:
        return self.ruling["rulings"]

    def refs(self) -> list[str]:
        return [c["ref"] for i in self.items() for c in i["citations"]]

    def rectifications(self) -> list[dict[str, Any]]:
        return [r for i in self.items() for r in i["rectification"]]


def _comparable(r: dict[str, Any]) -> Any:
    out = {k: v for k, v in r.items() if k != "engine"}
    out["rulings"] = [{k: v for k, v in i.items() if k != "trace"} | {"rules": sorted(t["rule"] for t in i["trace"])}
                      for i in r["rulings"]]
    return out


@pytest.fixture
def deal() -> Deal:
    return Deal()


@pytest.fixture(scope="session", autouse=True)
def step_definitions_found_once() -> Iterator[None]:
    """pytest-bdd finds the definitions of a step by asking pytest, for every fixture name of the session
    (~136 in the quick run), which definitions the scenario sees, at each of the ~4,500 steps run. The
    step definitions are all registered when the step modules are imported, and which a scenario sees
    depends only on its module: the answer for a step's type and text in a module is kept for the
    session (~1.3 s of CPU of the quick run). pytest-bdd's own function finds each answer, and is put
    back after; a pytest-bdd without it fails here, loudly."""
    scenario_module = sys.modules["pytest_bdd.scenario"]
    find = scenario_module.find_fixturedefs_for_step
    found: dict[tuple[Any, str, str], list[Any]] = {}

    def find_once(step: Any, fixturemanager: Any, node: pytest.Item) -> Iterable[Any]:
        key = (step.type, step.name, node.parent.nodeid if node.parent else "")
        if key not in found:
            found[key] = list(find(step=step, fixturemanager=fixturemanager, node=node))
        return iter(found[key])

    scenario_module.find_fixturedefs_for_step = find_once
    try:
        yield
    finally:
        scenario_module.find_fixturedefs_for_step = find


def _signed(fn: Callable[..., None], groups: list[str], docstring: bool) -> Callable[..., None]:
    """pytest-bdd passes a step the parsed groups and fixtures its signature names."""
    params = [inspect.Parameter("deal", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    params += [inspect.Parameter(g, inspect.Parameter.KEYWORD_ONLY) for g in groups]
    if docstring:
        params.append(inspect.Parameter("docstring", inspect.Parameter.KEYWORD_ONLY, default=None))
    fn.__signature__ = inspect.Signature(params)  # type: ignore[attr-defined]
    return fn


def _bind_given(g: GivenStep) -> None:
    def step(deal: Deal, docstring: str | None = None, **groups: str) -> None:
        g.act(deal.data, docstring, **groups)
        deal._ruling = None

    step.__doc__ = g.doc
    fn = _signed(step, list(g.pattern.groupindex), True)
    given(parsers.re(g.pattern.pattern), stacklevel=2)(fn)
    when(parsers.re(g.pattern.pattern), stacklevel=2)(fn)


for _g in GIVEN_STEPS:
    _bind_given(_g)


@then(parsers.re(r"(?P<text>.+)"))
def then_grammar(deal: Deal, text: str) -> None:
    """Every Then step is read by `rulings.gherkin.then_step`, the first match in `THEN_STEPS` order, as
    the quiz reads it; a step module's own Then steps (the scoring features) take precedence over this
    one, being defined closer to their scenarios."""
    found = then_step(text)
    if found is None:
        raise StepError(f"no Then step of rulings.gherkin reads {text!r}")
    step, groups = found
    step.check(deal.outcome() if step.outcome else deal.ruling, Seats(), **groups)


TEXT_FAIL = "text-fail"


def pytest_bdd_apply_tag(tag: str, function: Callable[..., Any]) -> bool | None:
    """`@text-fail`: a scenario written from the 1999 text that the engine does not yet meet (its
    disagreement is recorded in docs/text-scenarios.md). It still runs: it is an expected failure,
    strict, so the suite stays green while it fails and turns red the day it passes (then the tag
    comes off). Only an unmet Then step counts as the expected failure (`Unmet`): a step the grammar
    cannot read or a refused log still fails the suite. Every other tag is a marker as usual."""
    if tag != TEXT_FAIL:
        return None
    pytest.mark.xfail(strict=True, raises=Unmet, reason="text scenario the engine does not meet yet (docs/text-scenarios.md)")(function)
    return True


# ---- 第七位独立读者（text7）的步骤：个人赛的人为调整分（第88条、第89条）------------------------------
# Read only the public API of rulings.scoring (`artificial_score`); used by features/law-88.feature.
# The Then step raises `Unmet` (not a bare assert) so that a `@text-fail` scenario is a strict xfail.

_T7_KINDS = {"平均正分": "average_plus", "平均分": "average", "平均负分": "average_minus"}


@when(parsers.re(r"裁判判给个人赛的一名赛员(?P<kind>平均正分|平均分|平均负分)"))
def t7_when_artificial_individual(ctx: dict[str, Any], kind: str) -> None:
    """Law 88 "在双人赛或个人赛中": the artificial score of one player in an individual event."""
    from rulings.errors import InputError
    from rulings.scoring import artificial_score

    try:
        ctx["t7_individual"] = artificial_score(_T7_KINDS[kind], "individual", ctx["session"])
    except InputError as exc:
        ctx["t7_individual"] = exc


@then(parsers.re(r"该赛员得到该副牌满分的(?P<pct>\d+(?:\.\d+)?)%"))
def t7_then_individual_percentage(ctx: dict[str, Any], pct: str) -> None:
    """The individual player's percentage of the top (Law 88)."""
    got = ctx.get("t7_individual")
    if not hasattr(got, "percentage") or got.percentage != float(pct):
        raise Unmet(f"expected {pct}% of the top; the engine gives {got!r}")
