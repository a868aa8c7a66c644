"""The Chinese Gherkin step grammar of the worked cases (features/*.feature), in one place.

The features (`features/conftest.py` binds every step here for pytest-bdd) and the quiz
(`rulings.quiz.scenarios` reads a feature file's text into event logs and their stated expectations)
use the same steps:

* **Given/When** steps build the event log (`GIVEN_STEPS`): the deal (`发牌人为北，局况双无`, `牌号为5`,
  `各家的牌为北 …`), the calls (`叫牌过程为 西:1D 北:P`, `东叫1H`, `东约定性地叫2C`), choices, exposed
  cards, the director and his findings, and `事件为：` YAML docstrings.
* **Then** steps (`THEN_STEPS`) are what a scenario states of the ruling, written from the law's text
  (`北家此后轮到他叫牌时必须永远不叫`, `裁决引用31A2b`, `转给南北2墩`). Each checks the ruling JSON and
  raises `Unmet` (an AssertionError) with the ruling's part that disagrees. Each has a `topic` that says
  what it speaks of (the citations, the rectification, who acts next, penalty cards and lead
  restrictions, the tricks), so the quiz can tell which of a question's keys a scenario states
  independently of the engine; steps about the engine itself (a rule id fired, a text it writes, the
  log refused or accepted) have the topic ``engine`` and certify nothing. A few steps speak of what
  became of the log rather than of a ruling (`记录被拒绝，错误指明事件10`): they are marked ``outcome``
  and read an `Outcome` (the log, and its ruling or the LogError that refused it).

A Then step reads seats through a `Seats` mapping: the identity for the features; the quiz passes a
rotation (Law 17: the seats move with the dealer) to state the same expectation of a rotated case.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rulings import yamlio
from rulings.calls import Call
from rulings.cards import STRAIN_WORDS
from rulings.errors import LogError, RulingsError, event_number
from rulings.lawbook import normalise_ref
from rulings.seats import SIDE_ZH, parse_seat
from rulings.seats import SIDES as SIDE_CODES

CHOICES = {"接受": "accept", "不接受": "decline", "accept": "accept", "decline": "decline"}
ANSWERS = {"是": "yes", "否": "no"}
SUITS = {word: suit for word, suit in STRAIN_WORDS.items() if suit != "NT"}  # the names of rulings.cards
SIDES = {**{zh: side for side, zh in SIDE_ZH.items()}, **{side: side for side in SIDE_CODES}}  # of rulings.seats
GRADES = {"大": "major", "小": "minor", "重": "major", "轻": "minor"}  # the features' 大罚张 and the text's 重罚张
# The irregularities of the auction by their names in the laws (the codes of the ruling JSON).
IRREGULARITY_ZH = {
    "越序实质叫牌": "bid_out_of_rotation",          # Law 31 (and 27C, 30C)
    "越序不叫": "pass_out_of_rotation",             # Law 30
    "越序加倍或再加倍": "double_out_of_rotation",   # Law 32
    "不足叫牌": "insufficient_bid",                 # Law 27
    "更改叫牌": "change_of_call",                   # Law 25
    "不能成立的加倍或再加倍": "inadmissible_double",  # Laws 19, 36
    "受罚不叫的赛员叫牌": "barred_call",            # Law 37
    "超过7线的叫牌": "bid_above_seven",             # Law 38
    "最终不叫后的叫牌": "call_after_final_pass",    # Law 39
    "竞叫期间暴露牌张": "exposed_card",             # Law 24
    "叫牌权的保留": "retention_of_right_to_call",   # Law 34
    "藏牌": "revoke",                               # Laws 61-64
}
OPTIONS = {"50D2": {"require_lead", "forbid_lead", "penalty_card"}, "54": {"spread", "accept", "decline"}}
SEAT_ORDER = "NESW"

# What a Then step speaks of (see the module's docstring).
TOPICS = ("refs", "irregularity", "rect", "next", "penalty", "tricks", "state", "engine")


class StepError(ValueError):
    """A Given/When step that reads as a step of the log but names a seat, call or YAML the log model
    does not accept."""


class Unmet(AssertionError):  # noqa: N818 - a stated expectation the ruling does not meet
    """A Then step the ruling does not meet; the message shows the ruling's part that disagrees."""


def seat(text: str) -> str:
    """北/东/南/西 (or N/E/S/W, with or without 家) as N/E/S/W."""
    try:
        return str(parse_seat(text.strip().rstrip("家")))
    except (ValueError, RulingsError) as exc:
        raise StepError(f"not a seat: {text!r}") from exc


def suit(text: str) -> str:
    try:
        return SUITS[text.strip()]
    except KeyError as exc:
        raise StepError(f"not a suit: {text!r}") from exc


def call(text: str) -> str:
    try:
        Call.parse(text.strip())
    except (ValueError, RulingsError) as exc:
        raise StepError(f"not a call: {text!r}") from exc
    return text.strip()


def cards(text: str) -> list[str]:
    return [c.strip() for c in text.replace("，", ",").replace("、", ",").split(",") if c.strip()]


@dataclass(frozen=True)
class Seats:
    """How a Then step's seats are read: the scenario's seat moved `turn` places clockwise (Law 17)."""

    turn: int = 0

    def __call__(self, text: str) -> str:
        s = seat(text)
        return SEAT_ORDER[(SEAT_ORDER.index(s) + self.turn) % 4]

    def side(self, text: str) -> str:
        s = SIDES[text.strip()]
        return s if self.turn % 2 == 0 else {"NS": "EW", "EW": "NS"}[s]


# ------------------------------------------------------------------------------------------- given/when

@dataclass(frozen=True)
class GivenStep:
    """A Given/When step: `act(log, docstring, **groups)` adds to the event log being built."""

    pattern: re.Pattern[str]
    act: Callable[..., None]
    doc: str


def _event(make: Callable[..., dict[str, Any]]) -> Callable[..., None]:
    def act(log: dict[str, Any], docstring: str | None = None, **g: str) -> None:
        log["events"].append(make(**g))
    return act


def _board(log: dict[str, Any], docstring: str | None = None, *, dealer: str, vul: str) -> None:
    log.pop("board", None)
    log["dealer"], log["vulnerable"] = seat(dealer), vul.strip()


def _board_number(log: dict[str, Any], docstring: str | None = None, *, board: str) -> None:
    log.pop("dealer", None)
    log.pop("vulnerable", None)
    log["board"] = int(board)


def _hands(log: dict[str, Any], docstring: str | None = None, *, n: str, e: str, s: str, w: str) -> None:
    log["hands"] = {"N": n, "E": e, "S": s, "W": w}


def _calls(log: dict[str, Any], docstring: str | None = None, *, calls: str) -> None:
    for token in calls.split():
        who, _, what = token.partition(":")
        log["events"].append({"seat": seat(who), "call": call(what)})


def _events(log: dict[str, Any], docstring: str | None = None) -> None:
    try:  # the one strict reader (rulings.yamlio): no duplicate key, no alias, bounded size
        events = yamlio.load(docstring or "") or []
    except yamlio.YamlError as exc:
        where = f" (line {exc.line} of the events)" if exc.line else ""
        raise StepError(f"the events are not YAML{where}: {exc.message}") from exc
    if not isinstance(events, list):
        raise StepError("the events are not a list")
    log["events"].extend(events)


def _g(pattern: str, act: Callable[..., None], doc: str) -> GivenStep:
    return GivenStep(re.compile(pattern), act, doc)


# The more specific patterns first: "东约定性地叫2C" also reads as "{who}叫{call}".
GIVEN_STEPS: list[GivenStep] = [
    _g(r"发牌人为(?P<dealer>.+?)，局况(?P<vul>\S+)", _board, "the dealer and vulnerability (Law 2)"),
    _g(r"牌号为(?P<board>\d+)", _board_number, "a board number: Law 2 gives dealer and vulnerability"),
    _g(r"各家的牌为北\s*(?P<n>\S+)，东\s*(?P<e>\S+)，南\s*(?P<s>\S+)，西\s*(?P<w>\S+)", _hands, "the four hands"),
    _g(r"叫牌过程为\s*(?P<calls>.+)", _calls, "calls in table order: `西:1D 北:P …`"),
    _g(r"事件为：", _events, "events as a YAML list in the docstring"),
    _g(r"(?P<who>.+?)约定性地叫(?P<c>\S+)",
       _event(lambda who, c: {"seat": seat(who), "call": call(c), "conventional": True}), "a conventional call"),
    _g(r"(?P<who>.+?)无意中把叫牌改为(?P<c>\S+)",
       _event(lambda who, c: {"seat": seat(who), "call": call(c), "replaces": True, "inadvertent": True}),
       "an inadvertent change of call (Law 25A)"),
    _g(r"(?P<who>.+?)把叫牌改为(?P<c>\S+)",
       _event(lambda who, c: {"seat": seat(who), "call": call(c), "replaces": True}), "a change of call (Law 25B)"),
    _g(r"(?P<who>.+?)选择(?P<choice>接受|不接受|accept|decline)",
       _event(lambda who, choice: {"seat": seat(who), "choose": CHOICES[choice]}), "accept or decline"),
    _g(r"(?P<who>.+?)暴露了(?P<cs>.+)", _event(lambda who, cs: {"seat": seat(who), "expose": cards(cs)}),
       "cards exposed during the auction (Law 24)"),
    _g(r"(?P<who>.+?)过早首引(?P<card>\S+)",
       _event(lambda who, card: {"seat": seat(who), "expose": [card.strip()], "premature_lead": True}),
       "a premature opening lead (Law 24)"),
    _g(r"裁判被召请到桌", _event(lambda: {"director": True}), "the director is called"),
    _g(r"裁判依(?P<ref>.+?)认定：(?P<answer>.+)",
       _event(lambda ref, answer: {"finding": ANSWERS.get(answer.strip(), answer.strip()), "law": normalise_ref(ref)}),
       "the director's answer to a judgment question (Law 23, 27B1b, 72B1 …)"),
    _g(r"庄家(?P<who>.+?)要求首次引牌时引出(?P<s>\S+)",
       _event(lambda who, s: {"seat": seat(who), "choose": {"require_lead": suit(s)}}),
       "Law 26A2: declarer requires the related suit at the first lead"),
    _g(r"庄家(?P<who>.+?)禁止引出(?P<s>\S+)",
       _event(lambda who, s: {"seat": seat(who), "choose": {"forbid_lead": suit(s)}}),
       "Law 26A2, 26B: declarer forbids a suit"),
    _g(r"由(?P<who>.+?)首引(?P<card>\S+)", _event(lambda who, card: {"seat": seat(who), "lead": card.strip()}),
       "the opening lead"),
    _g(r"(?P<who>[北东南西NESW]家?)叫(?P<c>\S+)", _event(lambda who, c: {"seat": seat(who), "call": call(c)}),
       "a call"),
]


def apply_step(log: dict[str, Any], step: str, docstring: str | None = None) -> bool:
    """Add what a Given/When step says to `log`; False if the step is not one of the grammar's.
    Raises StepError when the step is the log's but its seat, call or YAML is not."""
    for g in GIVEN_STEPS:
        m = g.pattern.fullmatch(step.strip())
        if m:
            g.act(log, docstring, **m.groupdict())
            return True
    return False


# ------------------------------------------------------------------------------------------- then

def items(r: dict[str, Any]) -> list[dict[str, Any]]:
    return list(r["rulings"])


def rects(r: dict[str, Any], kind: str | None = None) -> list[dict[str, Any]]:
    return [x for i in r["rulings"] for x in i["rectification"] if kind is None or x["kind"] == kind]


def cited(r: dict[str, Any]) -> list[str]:
    return [c["ref"] for i in r["rulings"] for c in i["citations"]]


def need(ok: Any, detail: Any) -> None:
    if not ok:
        raise Unmet(str(detail))


@dataclass(frozen=True)
class ThenStep:
    """A Then step: `check(ruling, seats, **groups)` raises Unmet when the ruling does not meet it.
    An ``outcome`` step is checked against an `Outcome` instead of the ruling."""

    pattern: re.Pattern[str]
    check: Callable[..., None]
    topic: str
    outcome: bool = False


@dataclass(frozen=True)
class Outcome:
    """What became of an event log: the log as written, and its ruling or the LogError that refused it
    (the one-line error naming the event and field)."""

    log: dict[str, Any]
    ruling: dict[str, Any] | None = None
    refusal: LogError | None = None


THEN_STEPS: list[ThenStep] = []


def then(pattern: str, topic: str, outcome: bool = False) -> Callable[[Callable[..., None]], Callable[..., None]]:
    assert topic in TOPICS, topic

    def register(fn: Callable[..., None]) -> Callable[..., None]:
        THEN_STEPS.append(ThenStep(re.compile(pattern), fn, topic, outcome))
        return fn
    return register


# --- citations and irregularities
@then(r"裁决引用(?P<ref>.+)", "refs")
def _cites(r: dict[str, Any], s: Seats, ref: str) -> None:
    need(normalise_ref(ref) in cited(r), f"{normalise_ref(ref)} not cited; cited: {cited(r)}")


@then(r"裁决不引用(?P<ref>.+)", "refs")
def _not_cites(r: dict[str, Any], s: Seats, ref: str) -> None:
    need(normalise_ref(ref) not in cited(r), f"{normalise_ref(ref)} cited: {cited(r)}")


@then(r"(?P<who>\S+?)的选择“(?P<choice>.+)”引用(?P<ref>.+)", "refs")
def _option_cites(r: dict[str, Any], s: Seats, who: str, choice: str, ref: str) -> None:
    code = CHOICES[choice.strip()]
    options = [o for i in items(r) for o in i["options"] if o["by"] == s(who) and o["choice"] == code]
    need(options, items(r))
    need(any(normalise_ref(ref) in [c["ref"] for c in o["citations"]] for o in options), options)


@then(r"违规为(?P<name>.+)，违规者为(?P<who>.+)", "irregularity")
def _irregularity(r: dict[str, Any], s: Seats, name: str, who: str) -> None:
    need(any(i["irregularity"] == name.strip() and i["offender"] == s(who) for i in items(r)), items(r))


@then(r"(?P<who>\S+?)的违规为“(?P<name>.+)”", "irregularity")
def _irregularity_zh(r: dict[str, Any], s: Seats, who: str, name: str) -> None:
    code = IRREGULARITY_ZH[name.strip()]
    need(any(i["irregularity"] == code and i["offender"] == s(who) for i in items(r)),
         [(i["irregularity"], i["offender"]) for i in items(r)])


@then(r"没有“(?P<name>.+)”的违规", "irregularity")
def _no_such_irregularity(r: dict[str, Any], s: Seats, name: str) -> None:
    code = IRREGULARITY_ZH[name.strip()]
    need(not [i for i in items(r) if i["irregularity"] == code], [(i["irregularity"], i["offender"]) for i in items(r)])


@then(r"未发现违规", "irregularity")
def _no_irregularity(r: dict[str, Any], s: Seats) -> None:
    need(items(r) == [], items(r))


@then(r"发现藏牌", "irregularity")
def _revoke(r: dict[str, Any], s: Seats) -> None:
    need(any(i["irregularity"] == "revoke" for i in items(r)), items(r))


# --- the auction's rectification
@then(r"(?P<who>\S+?)此后轮到他叫牌时必须永远不叫", "rect")
def _forced_rest(r: dict[str, Any], s: Seats, who: str) -> None:
    need(any(x["seat"] == s(who) and x["scope"] == "rest_of_auction" for x in rects(r, "forced_pass")), rects(r))


@then(r"(?P<who>\S+?)下一次轮到他叫牌时必须不叫", "rect")
def _forced_next(r: dict[str, Any], s: Seats, who: str) -> None:
    need(any(x["seat"] == s(who) and x["scope"] == "next_turn" for x in rects(r, "forced_pass")), rects(r))


@then(r"没有强制不叫", "rect")
def _no_forced(r: dict[str, Any], s: Seats) -> None:
    need(not r["state"]["forced_passes"], r["state"]["forced_passes"])
    need(not rects(r, "forced_pass"), rects(r, "forced_pass"))


@then(r"现在没有有效的强制不叫", "state")
def _no_forced_in_force(r: dict[str, Any], s: Seats) -> None:
    need(not r["state"]["forced_passes"], r["state"]["forced_passes"])


@then(r"没有强制性不叫之外的判罚", "rect")
def _only_forced_pass(r: dict[str, Any], s: Seats) -> None:
    """Law 30B1, 31A2a: the offender's side has a pass to make, and no lead penalty."""
    need(r["state"]["forced_passes"] or rects(r, "forced_pass"), rects(r))
    need(not rects(r, "lead_penalty"), rects(r, "lead_penalty"))


@then(r"庄家可要求或禁止(?P<who>\S+?)引出(?P<s_>\S+)", "rect")
def _lead_penalty_suit(r: dict[str, Any], s: Seats, who: str, s_: str) -> None:
    need(any(x["seat"] == s(who) and suit(s_) in x.get("suits", []) and set(x["declarer_may"]) == {"require", "forbid"}
             for x in rects(r, "lead_penalty")), rects(r))


@then(r"庄家可禁止(?P<who>\S+?)引出任一指定花色", "rect")
def _lead_penalty_any(r: dict[str, Any], s: Seats, who: str) -> None:
    need(any(x["seat"] == s(who) and not x.get("suits") and x["declarer_may"] == ["forbid"]
             for x in rects(r, "lead_penalty")), rects(r))


@then(r"引牌判罚成立", "penalty")
def _lead_penalty_firm(r: dict[str, Any], s: Seats) -> None:
    need(any(lp["status"] == "firm" for lp in r["state"]["lead_penalties"]), r["state"]["lead_penalties"])


@then(r"引牌判罚待定", "penalty")
def _lead_penalty_pending(r: dict[str, Any], s: Seats) -> None:
    lps = r["state"]["lead_penalties"]
    need(lps and all(lp["status"] == "pending" for lp in lps), lps)


@then(r"引牌判罚不适用", "penalty")
def _lead_penalty_lapses(r: dict[str, Any], s: Seats) -> None:
    need(rects(r, "lead_penalty_lapses"), rects(r))
    need(not r["state"]["lead_penalties"], r["state"]["lead_penalties"])


@then(r"没有引牌判罚", "penalty")
def _no_lead_penalty(r: dict[str, Any], s: Seats) -> None:
    need(not r["state"]["lead_penalties"], r["state"]["lead_penalties"])


@then(r"(?P<card>[SHDC][AKQJT2-9])为(?P<grade>[大重小轻])罚张", "penalty")
def _penalty_card_item(r: dict[str, Any], s: Seats, card: str, grade: str) -> None:
    need(any(x["card"] == card and x["grade"] == GRADES[grade] for x in rects(r, "penalty_card")), rects(r))


@then(r"罚张成立", "penalty")
def _penalty_cards_firm(r: dict[str, Any], s: Seats) -> None:
    pcs = r["state"]["penalty_cards"]
    need(pcs and all(pc["status"] == "firm" for pc in pcs), pcs)


@then(r"违规者成为庄家或明手，不作罚张", "penalty")
def _penalty_cards_lapse(r: dict[str, Any], s: Seats) -> None:
    need(rects(r, "penalty_card_lapses"), rects(r))
    need(not r["state"]["penalty_cards"], r["state"]["penalty_cards"])


@then(r"不判罚", "rect")
def _no_penalty(r: dict[str, Any], s: Seats) -> None:
    need(rects(r, "no_penalty"), rects(r))


@then(r"(?P<who>\S+?)必须重复原叫牌(?P<c>\S+)", "rect")
def _must_repeat(r: dict[str, Any], s: Seats, who: str, c: str) -> None:
    want = str(Call.parse(c))
    need(any(x["seat"] == s(who) and x.get("call") == want for x in rects(r, "must_repeat")), rects(r))


def _seat_item(kind: str) -> Callable[..., None]:
    def check(r: dict[str, Any], s: Seats, who: str) -> None:
        need(any(x.get("seat") == s(who) for x in rects(r, kind)), rects(r))
    return check


then(r"(?P<who>\S+?)必须改为足够叫牌或不叫", "rect")(_seat_item("must_correct"))
then(r"(?P<who>\S+?)必须改叫一合法叫牌", "rect")(_seat_item("must_substitute"))
then(r"(?P<who>\S+?)可让第一个叫牌成立或改叫任何合法叫牌", "rect")(_seat_item("offender_chooses"))
then(r"(?P<who>\S+?)该轮不得加倍或再加倍", "rect")(_seat_item("no_double"))
then(r"竞叫退回由(?P<who>\S+?)叫牌", "rect")(_seat_item("revert_turn"))


def _kind_item(kind: str) -> Callable[..., None]:
    def check(r: dict[str, Any], s: Seats) -> None:
        need(rects(r, kind), rects(r))
    return check


then(r"该叫牌被接受，视同合法叫牌", "rect")(_kind_item("accepted"))
then(r"处罚权丧失", "rect")(_kind_item("forfeit"))
then(r"视同接续叫牌", "rect")(_kind_item("deemed_subsequent"))
then(r"判罚针对约定叫关联的定约名目", "rect")(_kind_item("conventional_meaning"))
then(r"违规方得分不得高于平均负分", "rect")(
    lambda r, s: need(any(x["max"] == "average_minus" for x in rects(r, "score_limit")), rects(r)))


@then(r"处理包括(?P<kind>\S+)", "rect")
def _rect_kind(r: dict[str, Any], s: Seats, kind: str) -> None:
    need(rects(r, kind.strip()), rects(r))


@then(r"(?P<who>\S+?)可以选择接受或不接受", "rect")
def _option(r: dict[str, Any], s: Seats, who: str) -> None:
    need(any(o["by"] == s(who) for i in items(r) for o in i["options"]), items(r))


# --- the director's judgment (Law 23 …)
def _judgments(r: dict[str, Any], ref: str) -> list[dict[str, Any]]:
    return [x for x in rects(r, "director_judgment") if x["law"] == normalise_ref(ref)]


@then(r"需要裁判依(?P<ref>.+?)作出判断", "rect")
def _judgment(r: dict[str, Any], s: Seats, ref: str) -> None:
    need(any(j["question"]["zh"] for j in _judgments(r, ref)), rects(r, "director_judgment"))


@then(r"裁判依(?P<ref>.+?)判断的问题为“(?P<question>.+)”", "rect")
def _judgment_question(r: dict[str, Any], s: Seats, ref: str, question: str) -> None:
    js = _judgments(r, ref)
    need(js and all(j["question"]["zh"] == question.strip() and j["question"]["en"] for j in js), js)


@then(r"裁判依(?P<ref>.+?)答“(?P<answer>.+)”时：(?P<outcome>.+)", "rect")
def _judgment_answer(r: dict[str, Any], s: Seats, ref: str, answer: str, outcome: str) -> None:
    js = _judgments(r, ref)
    need(js, rects(r))
    for j in js:
        got = {a["answer"]["zh"]: a["then"]["zh"] for a in j["answers"]}
        need(got.get(answer.strip()) == outcome.strip(), got)


@then(r"裁决记录裁判的认定：(?P<answer>.+)", "rect")
def _finding_recorded(r: dict[str, Any], s: Seats, answer: str) -> None:
    want = ANSWERS.get(answer.strip(), answer.strip())
    need(any(want in i["findings"] for i in items(r)), [i["findings"] for i in items(r)])


@then(r"越序不叫后的所有不叫均予取消，竞叫继续，由(?P<who>\S+?)叫牌", "rect")
def _text_right_to_call_retained(r: dict[str, Any], s: Seats, who: str) -> None:
    """Law 34: the ruling gives the call back to the player who missed his turn ("由错过叫牌机会的赛员叫牌")
    and every pass after the pass out of rotation is cancelled."""
    need(any(x["seat"] == s(who) for x in rects(r, "auction_continues")), rects(r))
    item = next((i for i in items(r) if i["irregularity"] == "retention_of_right_to_call"), None)
    need(item is not None, items(r))
    assert item is not None
    auction = r["state"]["auction"]
    own = [a["event"] for a in auction if a["seat"] == item["offender"] and a["call"] == "P"
           and a["event"] <= item["event"] and not a.get("cancelled")]
    need(own, auction)
    later = [a for a in auction if own[-1] < a["event"] <= item["event"] and a["call"] == "P"]
    need(all(a.get("cancelled") for a in later), auction)


# --- the auction's state
@then(r"(?P<who>\S+?)的叫牌(?P<c>\S+)被取消", "state")
def _cancelled(r: dict[str, Any], s: Seats, who: str, c: str) -> None:
    want = str(Call.parse(c))
    auction = r["state"]["auction"]
    need(any(a["seat"] == s(who) and a["call"] == want and a.get("cancelled") for a in auction), auction)


@then(r"(?P<who>\S+?)的叫牌(?P<c>\S+)有效", "state")
def _call_stands(r: dict[str, Any], s: Seats, who: str, c: str) -> None:
    want = str(Call.parse(c))
    auction = r["state"]["auction"]
    need(any(a["seat"] == s(who) and a["call"] == want and not a.get("cancelled") for a in auction), auction)


@then(r"下一位(?:叫牌|行动)者为(?P<who>\S+)", "next")
def _next(r: dict[str, Any], s: Seats, who: str) -> None:
    need(r["state"]["next_to_act"] == s(who), r["state"])


@then(r"竞叫未结束，由(?P<who>\S+?)叫牌", "next")
def _auction_continues(r: dict[str, Any], s: Seats, who: str) -> None:
    need(any(x["seat"] == s(who) for x in rects(r, "auction_continues")), rects(r))
    need(r["state"]["phase"] == "auction" and r["state"]["next_to_act"] == s(who), r["state"])


@then(r"竞叫结束，定约为(?P<contract>\S+)，庄家为(?P<who>\S+)", "next")
def _contract(r: dict[str, Any], s: Seats, contract: str, who: str) -> None:
    c = r["state"]["contract"]
    need(c is not None and c["text"] == contract.strip() and c["declarer"] == s(who), r["state"])


@then(r"竞叫尚未结束", "next")
def _auction_on(r: dict[str, Any], s: Seats) -> None:
    need(r["state"]["phase"] == "auction", r["state"])


# --- the play
@then(r"当前牌墩为 (?P<trick>.+)", "state")
def _current_trick(r: dict[str, Any], s: Seats, trick: str) -> None:
    want = [[s(tok[0]), tok[1:]] for tok in trick.split()]
    need(r["state"]["current_trick"] == want, r["state"])


@then(r"当前牌墩为空", "state")
def _current_trick_empty(r: dict[str, Any], s: Seats) -> None:
    need(r["state"]["current_trick"] == [], r["state"])


@then(r"(?P<who>\S+?)有(?P<grade>[大重小轻])罚张(?P<card>\S+)", "penalty")
def _penalty_card(r: dict[str, Any], s: Seats, who: str, grade: str, card: str) -> None:
    want = {"seat": s(who), "card": card.strip(), "grade": GRADES[grade]}
    got = [{k: pc[k] for k in ("seat", "card", "grade")} for pc in r["state"]["penalty_cards"]]
    need(want in got, got)


@then(r"没有罚张", "penalty")
def _no_penalty_cards(r: dict[str, Any], s: Seats) -> None:
    need(r["state"]["penalty_cards"] == [], r["state"]["penalty_cards"])


@then(r"庄家可选择(?P<ref>\S+?)的三种处理", "rect")
def _declarer_options(r: dict[str, Any], s: Seats, ref: str) -> None:
    """The options of the law, listed in the ruling item or in what follows a decline (Law 54D -> 50D2)."""
    found: set[str] = set()
    for it in items(r):
        for o in it["options"]:
            found.add(o["choice"])
            found.update(t["if"]["choice"] for t in o.get("then", []))
    if r["state"].get("pending"):
        found.update(r["state"]["pending"]["choices"])
    need(OPTIONS[ref] <= found, (found, items(r)))


@then(r"(?P<who>\S+?)必须引出(?P<s_>\S+)", "penalty")
def _must_lead(r: dict[str, Any], s: Seats, who: str, s_: str) -> None:
    lp = r["state"]["lead_penalties"]
    need(any(x["seat"] == s(who) and x["suit"] == suit(s_) and x["kind"] == "require" for x in lp), lp)


@then(r"(?P<who>\S+?)在保持引牌权期间不得引出(?P<s_>\S+)", "penalty")
def _forbidden(r: dict[str, Any], s: Seats, who: str, s_: str) -> None:
    lp = r["state"]["lead_penalties"]
    need(any(x["seat"] == s(who) and x["suit"] == suit(s_) and x["kind"] == "forbid"
             and x["scope"] == "while_retains_lead" for x in lp), lp)


@then(r"庄家为(?P<who>\S+)", "next")
def _declarer(r: dict[str, Any], s: Seats, who: str) -> None:
    need(r["state"]["declarer"] == s(who), r["state"])


@then(r"没有转移赢墩", "tricks")
def _no_transfer(r: dict[str, Any], s: Seats) -> None:
    need(not rects(r, "trick_transfer"), rects(r))
    res = r["state"].get("result")
    need(res is None or res["transferred"] == 0, res)


@then(r"转给(?P<side>南北|东西)(?P<n>\d+)墩", "tricks")
def _transfer(r: dict[str, Any], s: Seats, side: str, n: str) -> None:
    need(any(x["to"] == s.side(side) and x["tricks"] == int(n) for x in rects(r, "trick_transfer")), rects(r))


@then(r"庄家最终赢得(?P<n>\d+)墩", "tricks")
def _declarer_tricks(r: dict[str, Any], s: Seats, n: str) -> None:
    res = r["state"]["result"]
    need(res is not None and res["declarer_tricks"] == int(n), res)


@then(r"(?P<side>南北|东西)赢得(?P<n>\d+)墩", "state")
def _side_tricks(r: dict[str, Any], s: Seats, side: str, n: str) -> None:
    need(r["state"]["tricks"][s.side(side)] == int(n), r["state"])


@then(r"打牌结束", "next")
def _over(r: dict[str, Any], s: Seats) -> None:
    need(r["state"]["phase"] == "over", r["state"])


@then(r"打牌阶段", "next")
def _in_play(r: dict[str, Any], s: Seats) -> None:
    need(r["state"]["phase"] == "play", r["state"])


# --- the independent reader's steps (the text-first scenarios tagged @text, issues 13, 19): each reads
# the public ruling JSON only (README "The ruling JSON": rulings[].citations/rectification/options/findings,
# state.*)
def _judgments_under(r: dict[str, Any], ref: str) -> list[dict[str, Any]]:
    return [j for j in rects(r, "director_judgment") if j["law"] == normalise_ref(ref)]


def _choices_offered(r: dict[str, Any]) -> set[str]:
    """Every choice offered: in the items' options (and what follows them), in the rectifications,
    in state.pending."""
    found: set[str] = set()
    for item in items(r):
        for o in item["options"]:
            found.add(o["choice"])
            found.update(t["if"]["choice"] for t in o.get("then", []) if isinstance(t.get("if"), dict))
    for x in rects(r):
        found.update(x.get("choices", []))
    pending = r["state"].get("pending")
    if pending:
        found.update(pending.get("choices", []))
    return found


def _sections_of(r: dict[str, Any], law: str) -> list[str]:
    """The cited sections of one law: 52, 52A, 52B2 … (never 521)."""
    return [x for x in cited(r) if x == law or (x.startswith(law) and not x[len(law)].isdigit())]


@then(r"(?P<card>.+?)不是罚张", "penalty")
def _text_not_penalty_card(r: dict[str, Any], s: Seats, card: str) -> None:
    """Laws 48A, 68 (note), 43B2c: the card is not a penalty card, in the ruling nor in the state."""
    c = card.strip()
    need(not [x for x in rects(r, "penalty_card") if x.get("card") == c], rects(r, "penalty_card"))
    need(not [pc for pc in r["state"]["penalty_cards"] if pc["card"] == c], r["state"]["penalty_cards"])


@then(r"(?P<who>.+?)不受第26条引牌判罚", "penalty")
def _text_no_lead_penalty_for(r: dict[str, Any], s: Seats, who: str) -> None:
    """Law 26A1: no lead penalty on this player is in force (one stated at the cancellation has lapsed)."""
    lps = r["state"]["lead_penalties"]
    need(not [lp for lp in lps if lp.get("seat") == s(who)], lps)


@then(r"打牌结束，庄家得(?P<n>\d+)墩", "tricks")
def _text_result(r: dict[str, Any], s: Seats, n: str) -> None:
    state = r["state"]
    need(state["phase"] == "over" and state["result"] is not None and state["result"]["declarer_tricks"] == int(n),
         (state["phase"], state.get("result"), state.get("tricks")))


@then(r"打牌停止", "next")
def _text_play_ceases(r: dict[str, Any], s: Seats) -> None:
    """Law 68D: after a claim or concession play ceases; nobody is next to play a card."""
    state = r["state"]
    need(state["phase"] != "play", (state["phase"], state["next_to_act"], state["current_trick"]))


@then(r"不需要裁判依(?P<ref>.+?)作出判断", "rect")
def _text_no_judgment(r: dict[str, Any], s: Seats, ref: str) -> None:
    js = _judgments_under(r, ref)
    need(not js, js)


@then(r"需要裁判依(?P<ref>.+?)作出判断，问题含“(?P<words>.+?)”", "rect")
def _text_judgment_words(r: dict[str, Any], s: Seats, ref: str, words: str) -> None:
    js = _judgments_under(r, ref)
    need(js and all(words in j["question"]["zh"] for j in js), [j["question"] for j in js] or rects(r))


@then(r"需要裁判依(?P<ref>.+?)作出判断，并列出各种答案及其后果", "rect")
def _text_judgment_answers(r: dict[str, Any], s: Seats, ref: str) -> None:
    js = _judgments_under(r, ref)
    need(js, rects(r))
    for j in js:
        answers = j.get("answers") or []
        need(len(answers) >= 2 and all(a.get("then", {}).get("zh") for a in answers), j)


@then(r"需要裁判依第16条作出非法信息的判断", "rect")
def _text_law16_judgment(r: dict[str, Any], s: Seats) -> None:
    """Law 16 (16A, 16C …): the question of unauthorized information is put to the director."""
    js = [j for j in rects(r, "director_judgment") if str(j["law"]).startswith("16")]
    need(js, [(j["law"], j["question"]["zh"]) for j in rects(r, "director_judgment")])


@then(r"处罚权未丧失", "rect")
def _text_not_forfeit(r: dict[str, Any], s: Seats) -> None:
    need(not rects(r, "forfeit"), rects(r, "forfeit"))


@then(r"(?P<who>.+?)现在受永远不叫的约束", "state")
def _text_forced_in_force(r: dict[str, Any], s: Seats, who: str) -> None:
    fps = r["state"]["forced_passes"]
    need(any(fp["seat"] == s(who) and fp["scope"] == "rest_of_auction" for fp in fps), fps)


@then(r"庄家可作的选择包括(?P<choice>.+?)", "rect")
def _text_choice_offered(r: dict[str, Any], s: Seats, choice: str) -> None:
    found = _choices_offered(r)
    need(choice.strip() in found, (found, items(r)))


@then(r"裁决采用裁判依(?P<ref>.+?)的认定", "refs")
def _text_finding_used(r: dict[str, Any], s: Seats, ref: str) -> None:
    """A finding is applied: some ruling item cites the law it answers (never dropped without a word)."""
    want = normalise_ref(ref)
    need(want in cited(r), f"{want} not cited; cited: {cited(r)}")


@then(r"(?P<who>.+?)的(?P<card>.+?)是当前牌墩中的牌", "state")
def _text_card_in_trick(r: dict[str, Any], s: Seats, who: str, card: str) -> None:
    trick = r["state"]["current_trick"]
    need([s(who), card.strip()] in trick, trick)


@then(r"(?P<who>.+?)的(?P<card>.+?)不在当前牌墩中", "state")
def _text_card_not_in_trick(r: dict[str, Any], s: Seats, who: str, card: str) -> None:
    trick = r["state"].get("current_trick", [])  # the auction's state has no trick (a lead given back, 41A)
    need([s(who), card.strip()] not in trick, trick)


@then(r"裁决指明(?P<who>.+?)必须打出(?P<card>.+?)", "rect")
def _text_card_named(r: dict[str, Any], s: Seats, who: str, card: str) -> None:
    """The ruling names the card that must be played (Law 47F: the card that stays)."""
    seat_, c = s(who), card.strip()
    named = [x for x in rects(r) if x["kind"] != "penalty_card" and x.get("card") == c and x.get("seat", seat_) == seat_]
    need(named, rects(r))


@then(r"裁决不指明(?P<card>.+?)", "rect")
def _text_card_not_named(r: dict[str, Any], s: Seats, card: str) -> None:
    need(not [x for x in rects(r) if x.get("card") == card.strip()], rects(r))


@then(r"庄家可禁止(?P<who>.+?)的同伴引出(?P<suits>.+?)，同时禁止", "penalty")
def _text_forbid_several(r: dict[str, Any], s: Seats, who: str, suits: str) -> None:
    """Law 51B2(b): declarer may forbid one or several suits of the penalty cards at once."""
    want = {suit(x) for x in suits.replace("和", "、").split("、")}
    lps = [lp for lp in r["state"]["lead_penalties"] if lp.get("kind") == "forbid"]
    need(want <= {lp.get("suit") for lp in lps}, lps)


@then(r"(?P<who>\S+?)收回(?P<old>[SHDC][AKQJT2-9])，改出(?P<new>[SHDC][AKQJT2-9])，(?P<how>不判罚|收回的牌张成为罚张)",
      "rect")
def _text_card_changed(r: dict[str, Any], s: Seats, who: str, old: str, new: str, how: str) -> None:
    """Laws 45C4b, 47C, 62B, 62C: the player withdraws `old` and plays `new` instead (a change, or the
    correction of a revoke the log names), and no other card of his is said to be withdrawn or played
    instead; without penalty (45C4b, 47C, 62B2, 62C1), or the withdrawn card becomes a penalty card (62C2:
    "如果他是防家，其收回的牌张，成为罚张")."""
    mine = [x for x in rects(r, "replace_card") + rects(r, "correct_revoke")
            if x.get("seat") == s(who) and (x["kind"] == "replace_card" or x.get("withdrawn"))]
    need(mine and all(x.get("withdrawn") == old and x.get("card") == new for x in mine), mine)
    penalty = [pc for pc in r["state"]["penalty_cards"] if pc["seat"] == s(who) and pc["card"] == old]
    if how == "不判罚":
        need(not penalty and not [x for x in mine if x.get("penalty") == "penalty_card"], (mine, penalty))
    else:
        need(penalty and all(x.get("penalty") == "penalty_card" for x in mine), (mine, penalty))


@then(r"(?P<who>\S+?)可打出任何合法牌张", "rect")
def _text_may_play_any(r: dict[str, Any], s: Seats, who: str) -> None:
    """Laws 57B, 59: the player who cannot comply with the lead or play penalty may play any legal card;
    no line of the ruling says he (or his side) goes unpenalised beside the penalty card."""
    need(any(x.get("seat") == s(who) for x in rects(r, "may_play_any_card")), rects(r))


@then(r"(?P<who>\S+?)改正时收回的(?P<card>[SHDC][AKQJT2-9])将成为(?P<grade>[大小])罚张", "penalty")
def _text_penalty_card_on_correction(r: dict[str, Any], s: Seats, who: str, card: str, grade: str) -> None:
    """Law 62A/62B1: before the correction is on the log, the ruling says the card the player will
    withdraw becomes a penalty card of that grade (it is not one yet: the state holds none)."""
    due = [x for x in rects(r, "penalty_card") if x.get("due") == "on_correction"]
    need(any(x["seat"] == s(who) and x.get("card") == card and x["grade"] == GRADES[grade] for x in due), rects(r))
    need(not [pc for pc in r["state"]["penalty_cards"] if pc["card"] == card], r["state"]["penalty_cards"])


@then(r"打牌结束后共转给(?P<side>南北|东西)(?P<n>\d+)墩", "tricks")
def _transfer_due_total(r: dict[str, Any], s: Seats, side: str, n: str) -> None:
    """Law 64A2 with 64B2 (reader text5): the transfers announced for the end of play add up to exactly n
    tricks to that side (a second revoke in the suit adds none), and none is applied yet."""
    due = [x for x in rects(r, "trick_transfer") if x.get("due") == "end_of_play"]
    need(sum(x["tricks"] for x in due if x["to"] == s.side(side)) == int(n), rects(r))
    need(r["state"].get("result") is None, r["state"].get("result"))


@then(r"打牌结束后转给(?P<side>南北|东西)(?P<n>\d+)墩", "tricks")
def _transfer_due(r: dict[str, Any], s: Seats, side: str, n: str) -> None:
    """Law 64A "（判罚）打牌结束后…转给非违规方": the transfer is announced while play goes on and not yet
    applied (no result, or a result that has not transferred it)."""
    due = [x for x in rects(r, "trick_transfer") if x.get("due") == "end_of_play"]
    need(any(x["to"] == s.side(side) and x["tricks"] == int(n) for x in due), rects(r))
    need(r["state"].get("result") is None, r["state"].get("result"))


@then(r"(?P<who>.+?)的(?P<card>.+?)为罚张", "penalty")
def _text_penalty_card_any_grade(r: dict[str, Any], s: Seats, who: str, card: str) -> None:
    """Law 45E1 -> 50: the card is a penalty card (its grade is Law 50B's business)."""
    pcs = r["state"]["penalty_cards"]
    need(any(pc["seat"] == s(who) and pc["card"] == card.strip() for pc in pcs), pcs)


@then(r"引用的条文包括(?P<first>.+?)或(?P<second>.+?)之一", "refs")
def _text_cites_either(r: dict[str, Any], s: Seats, first: str, second: str) -> None:
    want = {normalise_ref(first), normalise_ref(second)}
    need(want & set(cited(r)), f"none of {sorted(want)} cited; cited: {cited(r)}")


@then(r"第(?P<law>\d+)条的某款被引用", "refs")
def _text_law_cited(r: dict[str, Any], s: Seats, law: str) -> None:
    """Some section of the law is cited (52, 52A, 52B2 … all count)."""
    need(_sections_of(r, str(int(law))), cited(r))


@then(r"第(?P<law>\d+)条的任何款均未被引用", "refs")
def _text_law_not_cited(r: dict[str, Any], s: Seats, law: str) -> None:
    need(not _sections_of(r, str(int(law))), cited(r))


@then(r"裁判作出判断前，打牌结果不把未决的牌墩算作无人所得", "tricks")
def _text_no_orphan_tricks(r: dict[str, Any], s: Seats) -> None:
    """Laws 68D, 70: while the claim is disputed the result is not final with tricks credited to nobody."""
    state = r["state"]
    res = state.get("result")
    if state["phase"] == "over" and res is not None:
        accounted = state["tricks"]["NS"] + state["tricks"]["EW"] + (res.get("declarer_tricks_claimed") or 0)
        need(accounted == 13, (state["phase"], state["tricks"], res.get("declarer_tricks"), res.get("score")))


# --- reader text9 (2026-12-02): reads the public ruling JSON only (state.result.transfers)
@then(r"打牌结果共转给(?P<side>南北|东西)(?P<n>\d+)墩", "tricks")
def _text_result_transfer_total(r: dict[str, Any], s: Seats, side: str, n: str) -> None:
    """Law 64A (reader text9): the play is over and the transfers applied to its result add up to exactly
    n tricks to that side (64A1 "藏牌墩以及……任一赢墩", 64A2 "一墩牌……该墩牌也须转给"; the bound of what the
    offending side won is checked by the total, which the per-item `转给…墩` cannot say)."""
    res = r["state"].get("result")
    need(res is not None, r["state"].get("result"))
    assert res is not None
    total = sum(t["tricks"] for t in res.get("transfers", []) if t["to"] == s.side(side))
    need(total == int(n), res.get("transfers"))
# --- end of reader text9's steps


# --- what became of the log: refused with the one-line error naming the event, or ruled
@then(r"记录被拒绝，错误指明事件(?P<n>\d+)", "engine", outcome=True)
def _text_refused(o: Outcome, s: Seats, n: str) -> None:
    """Bad input: refused with the one-line error naming the event (and its field), never silently ignored."""
    if o.refusal is not None:
        need(o.refusal.event == int(n) and "\n" not in str(o.refusal), str(o.refusal))
        return
    assert o.ruling is not None
    raise Unmet(f"accepted without a word: {o.ruling['rulings']}")


@then(r"记录被采用或被拒绝，不被忽略：事件(?P<n>\d+)", "engine", outcome=True)
def _text_applied_or_refused(o: Outcome, s: Seats, n: str) -> None:
    """Issue 13: a finding, choice or exposure is either applied (a ruling item names its event or
    records the finding) or refused with the one-line error naming that event."""
    seq = int(n)
    if o.refusal is not None:
        need(o.refusal.event == seq, str(o.refusal))
        return
    assert o.ruling is not None
    event = o.log["events"][seq]

    def uses(item: dict[str, Any]) -> bool:
        if item["event"] == seq or any(f.get("seq") == seq for t in item["trace"] for f in t["facts"]):
            return True
        law = event.get("law")
        return "finding" in event and law is not None \
            and normalise_ref(str(law)) in [c["ref"] for c in item["citations"]] \
            and str(event["finding"]) in item.get("findings", [])

    need(any(uses(i) for i in o.ruling["rulings"]), f"event {event_number(seq)} silently ignored: {o.ruling['rulings']}")


@then(r"记录被接受", "engine", outcome=True)
def _text_log_accepted(o: Outcome, s: Seats) -> None:
    """The log is read and ruled without a LogError (e.g. Law 41A's face-down opening lead)."""
    need(o.refusal is None, f"refused: {o.refusal}")


# --- the engine itself (rule ids, the words it writes): checked by the features, certify no key
def _fired(r: dict[str, Any]) -> list[str]:
    return [t["rule"] for i in items(r) for t in i["trace"]]


@then(r"规则(?P<rule_id>[0-9A-Za-z.]+)被触发", "engine")
def _rule_fired(r: dict[str, Any], s: Seats, rule_id: str) -> None:
    need(rule_id in _fired(r), f"{rule_id} did not fire; fired: {_fired(r)}")


@then(r"规则(?P<rule_id>[0-9A-Za-z.]+)未被触发", "engine")
def _rule_not_fired(r: dict[str, Any], s: Seats, rule_id: str) -> None:
    need(rule_id not in _fired(r), f"{rule_id} fired: {_fired(r)}")


@then(r"中文裁决写明“(?P<text>.+)”", "engine")
def _text_zh(r: dict[str, Any], s: Seats, text: str) -> None:
    from rulings.render import render_text

    out = render_text(r, "zh")
    need(text.strip() in out, out)


@then(r"英文裁决写明“(?P<text>.+)”", "engine")
def _text_en(r: dict[str, Any], s: Seats, text: str) -> None:
    from rulings.render import render_text

    out = render_text(r, "en")
    need(text.strip() in out, out)


# ---- 第七位独立读者（text7）的步骤 ---------------------------------------------------------------------
@then(r"裁判依(?P<ref>.+?)答“(?P<answer>.+?)”时的后果含“(?P<words>.+?)”", "rect")
def _text7_judgment_answer_words(r: dict[str, Any], s: Seats, ref: str, answer: str, words: str) -> None:
    """The consequence the ruling gives for one answer to the director's question names the text's words
    (e.g. Law 23 with 72B1: the adjusted score when "违规方从违规中获得利益")."""
    js = _judgments_under(r, ref)
    need(js, rects(r, "director_judgment"))
    for j in js:
        got = {a["answer"]["zh"]: a["then"]["zh"] for a in j["answers"]}
        need(words in got.get(answer.strip(), ""), got)
# ---- 第七位独立读者（text7）的步骤结束 -----------------------------------------------------------------


# ---- 独立读者（text14）的步骤：罚张与收回牌张的信息（第16条、第50条）------------------------------------
# Added here, not in features/conftest.py: that file's catch-all Then step reads every Then text through
# THEN_STEPS, so a step must be in this list to be read (as text7's above). Read only the public ruling JSON.
def _t14_questions(node: Any) -> list[str]:
    """Every director's question anywhere in the ruling (the items' rectifications and their options)."""
    if isinstance(node, dict):
        own = [node["question"]["zh"]] if node.get("kind") == "director_judgment" and "question" in node else []
        return own + [q for v in node.values() for q in _t14_questions(v)]
    if isinstance(node, list):
        return [q for v in node for q in _t14_questions(v)]
    return []


@then(r"裁判的问题均不含“(?P<words>.+?)”", "rect")
def _t14_no_question_words(r: dict[str, Any], s: Seats, words: str) -> None:
    """Law 50C/50D1: the information is the penalty card's; no question put to the director asks of facts
    the case does not have (e.g. Law 16A's partner's manner: "明显的迟疑")."""
    qs = _t14_questions(r["rulings"])
    need(not [q for q in qs if words in q], qs)


@then(r"裁判的某个问题含“(?P<words>.+?)”", "rect")
def _t14_some_question_words(r: dict[str, Any], s: Seats, words: str) -> None:
    """Law 50C/50D1: some question put to the director names the case's fact in the law's words
    ("看到罚张", "暴露的罚张"), whichever section it is put under."""
    qs = _t14_questions(r["rulings"])
    need([q for q in qs if words in q], qs)


@then(r"中文裁决不写明“(?P<text>.+)”", "engine")
def _t14_zh_absent(r: dict[str, Any], s: Seats, text: str) -> None:
    from rulings.render import render_text

    out = render_text(r, "zh")
    need(text.strip() not in out, out)


@then(r"英文裁决不写明“(?P<text>.+)”", "engine")
def _en_absent(r: dict[str, Any], s: Seats, text: str) -> None:
    """The English ruling does not say the words (e.g. Law 63B: no "may not be corrected" beside "must correct")."""
    from rulings.render import render_text

    out = render_text(r, "en")
    need(text.strip() not in out, out)
# ---- 独立读者（text14）的步骤结束 ---------------------------------------------------------------------------


def then_step(text: str) -> tuple[ThenStep, dict[str, str]] | None:
    """The Then step a text reads as, with its groups; None if the grammar has none. The first match
    in `THEN_STEPS` order wins, as pytest-bdd binds them in that order."""
    for t in THEN_STEPS:
        m = t.pattern.fullmatch(text.strip())
        if m:
            return t, m.groupdict()
    return None


def check_then(ruling: dict[str, Any], text: str, seats: Seats = Seats(),
               log: dict[str, Any] | None = None) -> None:
    """Check one Then step against a ruling (and, for a step of what became of the log, the log it rules);
    Unmet if it fails, StepError if no step reads it."""
    found = then_step(text)
    if found is None:
        raise StepError(f"no Then step reads {text!r}")
    step, groups = found
    if step.outcome:
        if log is None:
            raise StepError(f"{text!r} speaks of the log: check it with the log")
        step.check(Outcome(log, ruling), seats, **groups)
    else:
        step.check(ruling, seats, **groups)
