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
from collections.abc import Callable
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when

from rulings.gherkin import GIVEN_STEPS, THEN_STEPS, GivenStep, Seats, ThenStep, seat, suit
from rulings.lawbook import normalise_ref
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


def _bind_then(t: ThenStep) -> None:
    def step(deal: Deal, **groups: str) -> None:
        t.check(deal.ruling, Seats(), **groups)

    step.__doc__ = t.check.__doc__
    then(parsers.re(t.pattern.pattern), stacklevel=2)(_signed(step, list(t.pattern.groupindex), False))


for _g in GIVEN_STEPS:
    _bind_given(_g)
for _t in THEN_STEPS:
    _bind_then(_t)


# ---- steps added for the text-first scenarios (issues 13, 19)
# The independent reader's steps (features tagged @text): each asserts on the public ruling JSON only
# (README "The ruling JSON": rulings[].citations/rectification/options/findings, state.*).
def _text_kinds(deal: Deal, kind: str) -> list[dict[str, Any]]:
    return [r for r in deal.rectifications() if r["kind"] == kind]


def _text_option_choices(deal: Deal) -> set[str]:
    """Every choice offered: in the items' options (and what follows them), in state.pending."""
    found: set[str] = set()
    for item in deal.items():
        for o in item["options"]:
            found.add(o["choice"])
            found.update(t["if"]["choice"] for t in o.get("then", []) if isinstance(t.get("if"), dict))
    for r in deal.rectifications():
        found.update(r.get("choices", []))
    pending = deal.ruling["state"].get("pending")
    if pending:
        found.update(pending.get("choices", []))
    return found


@then(parsers.parse("{card}为小罚张"))
def then_text_minor_penalty_card(deal: Deal, card: str) -> None:
    """Law 50B: a card below honour rank exposed inadvertently is a minor penalty card."""
    assert any(r["card"] == card.strip() and r["grade"] == "minor" for r in _text_kinds(deal, "penalty_card")), \
        _text_kinds(deal, "penalty_card")


@then(parsers.parse("{card}不是罚张"))
def then_text_not_penalty_card(deal: Deal, card: str) -> None:
    """Laws 48A, 68 (note), 43B2c: the card is not a penalty card, in the ruling nor in the state."""
    c = card.strip()
    assert not [r for r in _text_kinds(deal, "penalty_card") if r.get("card") == c], _text_kinds(deal, "penalty_card")
    assert not [pc for pc in deal.ruling["state"]["penalty_cards"] if pc["card"] == c], \
        deal.ruling["state"]["penalty_cards"]


@then(parsers.parse("{who}不受第26条引牌判罚"))
def then_text_no_lead_penalty_for(deal: Deal, who: str) -> None:
    """Law 26A1: no lead penalty on this player is in force (one stated at the cancellation has lapsed)."""
    s = seat(who)
    assert not [lp for lp in deal.ruling["state"]["lead_penalties"] if lp.get("seat") == s], \
        deal.ruling["state"]["lead_penalties"]


@then(parsers.parse("打牌结束，庄家得{n:d}墩"))
def then_text_result(deal: Deal, n: int) -> None:
    state = deal.ruling["state"]
    assert state["phase"] == "over" and state["result"] is not None and state["result"]["declarer_tricks"] == n, \
        (state["phase"], state.get("result"), state.get("tricks"))


@then("打牌停止")
def then_text_play_ceases(deal: Deal) -> None:
    """Law 68D: after a claim or concession play ceases; nobody is next to play a card."""
    state = deal.ruling["state"]
    assert state["phase"] != "play", (state["phase"], state["next_to_act"], state["current_trick"])


@then(parsers.parse("不需要裁判依{ref}作出判断"))
def then_text_no_judgment(deal: Deal, ref: str) -> None:
    want = normalise_ref(ref)
    js = [j for j in _text_kinds(deal, "director_judgment") if j["law"] == want]
    assert not js, js


@then(parsers.parse("需要裁判依{ref}作出判断，问题含“{words}”"))
def then_text_judgment_words(deal: Deal, ref: str, words: str) -> None:
    want = normalise_ref(ref)
    js = [j for j in _text_kinds(deal, "director_judgment") if j["law"] == want]
    assert js and all(words in j["question"]["zh"] for j in js), [j["question"] for j in js] or deal.rectifications()


@then(parsers.parse("需要裁判依{ref}作出判断，并列出各种答案及其后果"))
def then_text_judgment_answers(deal: Deal, ref: str) -> None:
    want = normalise_ref(ref)
    js = [j for j in _text_kinds(deal, "director_judgment") if j["law"] == want]
    assert js, deal.rectifications()
    for j in js:
        answers = j.get("answers") or []
        assert len(answers) >= 2 and all(a.get("then", {}).get("zh") for a in answers), j


@then("需要裁判依第16条作出非法信息的判断")
def then_text_law16_judgment(deal: Deal) -> None:
    """Law 16 (16A, 16C …): the question of unauthorized information is put to the director."""
    js = [j for j in _text_kinds(deal, "director_judgment") if str(j["law"]).startswith("16")]
    assert js, [(j["law"], j["question"]["zh"]) for j in _text_kinds(deal, "director_judgment")]


@then("处罚权未丧失")
def then_text_not_forfeit(deal: Deal) -> None:
    assert not _text_kinds(deal, "forfeit"), _text_kinds(deal, "forfeit")


@then(parsers.parse("{who}现在受永远不叫的约束"))
def then_text_forced_in_force(deal: Deal, who: str) -> None:
    s = seat(who)
    fps = deal.ruling["state"]["forced_passes"]
    assert any(fp["seat"] == s and fp["scope"] == "rest_of_auction" for fp in fps), fps


@then(parsers.parse("庄家可作的选择包括{choice}"))
def then_text_choice_offered(deal: Deal, choice: str) -> None:
    found = _text_option_choices(deal)
    assert choice.strip() in found, (found, deal.items())


@then(parsers.parse("裁决采用裁判依{ref}的认定"))
def then_text_finding_used(deal: Deal, ref: str) -> None:
    """A finding is applied: some ruling item cites the law it answers (never dropped without a word)."""
    want = normalise_ref(ref)
    assert want in deal.refs(), f"{want} not cited; cited: {deal.refs()}"


@then(parsers.parse("{who}的{card}是当前牌墩中的牌"))
def then_text_card_in_trick(deal: Deal, who: str, card: str) -> None:
    trick = deal.ruling["state"]["current_trick"]
    assert [seat(who), card.strip()] in trick, trick


@then(parsers.parse("{who}的{card}不在当前牌墩中"))
def then_text_card_not_in_trick(deal: Deal, who: str, card: str) -> None:
    trick = deal.ruling["state"]["current_trick"]
    assert [seat(who), card.strip()] not in trick, trick


@then(parsers.parse("裁决指明{who}必须打出{card}"))
def then_text_card_named(deal: Deal, who: str, card: str) -> None:
    """The ruling names the card that must be played (Law 47F: the card that stays)."""
    s, c = seat(who), card.strip()
    named = [r for r in deal.rectifications() if r["kind"] != "penalty_card" and r.get("card") == c
             and r.get("seat", s) == s]
    assert named, deal.rectifications()


@then(parsers.parse("裁决不指明{card}"))
def then_text_card_not_named(deal: Deal, card: str) -> None:
    assert not [r for r in deal.rectifications() if r.get("card") == card.strip()], deal.rectifications()


@then(parsers.parse("庄家可禁止{who}的同伴引出{suits}，同时禁止"))
def then_text_forbid_several(deal: Deal, who: str, suits: str) -> None:
    """Law 51B2(b): declarer may forbid one or several suits of the penalty cards at once."""
    want = {suit(x) for x in suits.replace("和", "、").split("、")}
    lps = [lp for lp in deal.ruling["state"]["lead_penalties"] if lp.get("kind") == "forbid"]
    assert want <= {lp.get("suit") for lp in lps}, lps


@then(parsers.parse("记录被拒绝，错误指明事件{n:d}"))
def then_text_refused(deal: Deal, n: int) -> None:
    """Bad input: refused with the one-line error naming the event (and its field), never silently ignored."""
    from rulings.errors import LogError

    try:
        _ = deal.ruling
    except LogError as exc:
        assert exc.event == n and "\n" not in str(exc), str(exc)
        return
    raise AssertionError(f"accepted without a word: {deal.ruling['rulings']}")


@then(parsers.parse("记录被采用或被拒绝，不被忽略：事件{n:d}"))
def then_text_applied_or_refused(deal: Deal, n: int) -> None:
    """Issue 13: a finding, choice or exposure is either applied (a ruling item names its event or
    records the finding) or refused with the one-line error naming that event."""
    from rulings.errors import LogError

    try:
        ruling = deal.ruling
    except LogError as exc:
        assert exc.event == n, str(exc)
        return
    event = deal.data["events"][n]

    def uses(item: dict[str, Any]) -> bool:
        if item["event"] == n or any(f.get("seq") == n for t in item["trace"] for f in t["facts"]):
            return True
        law = event.get("law")
        return "finding" in event and law is not None and normalise_ref(str(law)) in [c["ref"] for c in item["citations"]] \
            and str(event["finding"]) in item.get("findings", [])

    assert any(uses(i) for i in ruling["rulings"]), f"event {n} silently ignored: {ruling['rulings']}"


@then(parsers.parse("{who}的{card}为罚张"))
def then_text_penalty_card_any_grade(deal: Deal, who: str, card: str) -> None:
    """Law 45E1 -> 50: the card is a penalty card (its grade is Law 50B's business)."""
    pcs = deal.ruling["state"]["penalty_cards"]
    assert any(pc["seat"] == seat(who) and pc["card"] == card.strip() for pc in pcs), pcs


@then(parsers.parse("引用的条文包括{first}或{second}之一"))
def then_text_cites_either(deal: Deal, first: str, second: str) -> None:
    want = {normalise_ref(first), normalise_ref(second)}
    assert want & set(deal.refs()), f"none of {sorted(want)} cited; cited: {deal.refs()}"


@then("记录被接受")
def then_text_log_accepted(deal: Deal) -> None:
    """The log is read and ruled without a LogError (e.g. Law 41A's face-down opening lead)."""
    from rulings.errors import LogError

    try:
        _ = deal.ruling
    except LogError as exc:
        raise AssertionError(f"refused: {exc}") from None


@then(parsers.parse("第{law:d}条的某款被引用"))
def then_text_law_cited(deal: Deal, law: int) -> None:
    """Some section of the law is cited (52, 52A, 52B2 … all count)."""
    assert [r for r in deal.refs() if r == str(law) or (r.startswith(str(law)) and not r[len(str(law))].isdigit())], \
        deal.refs()


@then(parsers.parse("第{law:d}条的任何款均未被引用"))
def then_text_law_not_cited(deal: Deal, law: int) -> None:
    got = [r for r in deal.refs() if r == str(law) or (r.startswith(str(law)) and not r[len(str(law))].isdigit())]
    assert not got, deal.refs()


@then("裁判作出判断前，打牌结果不把未决的牌墩算作无人所得")
def then_text_no_orphan_tricks(deal: Deal) -> None:
    """Laws 68D, 70: while the claim is disputed the result is not final with tricks credited to nobody."""
    state = deal.ruling["state"]
    res = state.get("result")
    if state["phase"] == "over" and res is not None:
        accounted = state["tricks"]["NS"] + state["tricks"]["EW"] + (res.get("declarer_tricks_claimed") or 0)
        assert accounted == 13, (state["phase"], state["tricks"], res.get("declarer_tricks"), res.get("score"))
