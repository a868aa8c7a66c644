"""The auction's worked examples in Chinese: Laws 19 and 23–39 of the 1999 Chinese Laws of Duplicate
Bridge (中国桥牌协会1999年审定《桥牌竞赛规则》), one feature file per law.

Each scenario is tagged with the citation paths it proves (`@ref-31A2b`); the shared steps live in
`features/conftest.py`, and every ruling is also checked there against the plain-Python reference
evaluator. The steps below are the few the auction laws need beyond the shared ones: which rule
fired (a section with two rules, such as 31A1 and 31A1.2, is proved rule by rule), the rectification
items of Laws 24–39 that the shared steps do not name, Law 23's question and answers, and the text a
director reads.
"""

from __future__ import annotations

from typing import Any

from pytest_bdd import parsers, scenarios, then, when

from rulings.calls import Call
from rulings.lawbook import normalise_ref
from rulings.render import render_text
from rulings.seats import parse_seat

Deal = Any  # the `deal` fixture of features/conftest.py: the log being built and its ruling

FEATURES = [f"law-{n}.feature" for n in (19, *range(23, 40))]

scenarios(*FEATURES)  # their `@ref-31A2b` tags feed the coverage matrix (pyproject: not pytest marks)

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
}
ANSWERS = {"是": "yes", "否": "no"}
SUITS = {"黑桃": "S", "红心": "H", "方块": "D", "梅花": "C"}


def seat(text: str) -> str:
    """北/东/南/西 (or N/E/S/W, with or without 家) as N/E/S/W."""
    return str(parse_seat(text.strip().rstrip("家")))


def _fired(deal: Deal) -> list[str]:
    """The ids of the rules that fired, over every ruling item (the trace)."""
    return [t["rule"] for item in deal.items() for t in item["trace"]]


def _kinds(deal: Deal, kind: str) -> list[dict[str, Any]]:
    return [r for r in deal.rectifications() if r["kind"] == kind]


# ------------------------------------------------------------------ when
@when(parsers.parse("裁判依{ref}认定：{answer}"))
def when_finding(deal: Deal, ref: str, answer: str) -> None:
    """The director's answer to a judgment question (Law 23, 27B1b, 72B1 …), as a finding event."""
    deal.add({"finding": ANSWERS.get(answer.strip(), answer.strip()), "law": normalise_ref(ref)})


@when(parsers.parse("庄家{who}要求首次引牌时引出{suit}"))
def when_require_lead(deal: Deal, who: str, suit: str) -> None:
    """Law 26A2: declarer requires the related suit at the offender's partner's first lead."""
    deal.add({"seat": seat(who), "choose": {"require_lead": SUITS[suit.strip()]}})


@when(parsers.parse("庄家{who}禁止引出{suit}"))
def when_forbid_lead(deal: Deal, who: str, suit: str) -> None:
    """Law 26A2, 26B: declarer forbids a suit for as long as the offender's partner retains the lead."""
    deal.add({"seat": seat(who), "choose": {"forbid_lead": SUITS[suit.strip()]}})


@when(parsers.parse("由{who}首引{card}"))
def when_opening_lead(deal: Deal, who: str, card: str) -> None:
    deal.add({"seat": seat(who), "lead": card.strip()})


# ------------------------------------------------------------------ then: rules and items
@then(parsers.re(r"规则(?P<rule_id>[0-9A-Za-z.]+)被触发"))
def then_rule_fired(deal: Deal, rule_id: str) -> None:
    assert rule_id.strip() in _fired(deal), f"{rule_id} did not fire; fired: {_fired(deal)}"


@then(parsers.re(r"规则(?P<rule_id>[0-9A-Za-z.]+)未被触发"))
def then_rule_not_fired(deal: Deal, rule_id: str) -> None:
    assert rule_id.strip() not in _fired(deal), f"{rule_id} fired: {_fired(deal)}"


@then(parsers.parse("{who}的违规为“{name}”"))
def then_irregularity_zh(deal: Deal, who: str, name: str) -> None:
    code = IRREGULARITY_ZH[name.strip()]
    s = seat(who)
    assert any(i["irregularity"] == code and i["offender"] == s for i in deal.items()), \
        [(i["irregularity"], i["offender"]) for i in deal.items()]


@then(parsers.parse("没有“{name}”的违规"))
def then_no_such_irregularity(deal: Deal, name: str) -> None:
    code = IRREGULARITY_ZH[name.strip()]
    assert not [i for i in deal.items() if i["irregularity"] == code], \
        [(i["irregularity"], i["offender"]) for i in deal.items()]


@then(parsers.parse("{who}的叫牌{call}有效"))
def then_call_stands(deal: Deal, who: str, call: str) -> None:
    s, c = seat(who), str(Call.parse(call))
    auction = deal.ruling["state"]["auction"]
    assert any(a["seat"] == s and a["call"] == c and not a.get("cancelled") for a in auction), auction


@then(parsers.parse("{who}的选择“{choice}”引用{ref}"))
def then_option_cites(deal: Deal, who: str, choice: str, ref: str) -> None:
    s, want = seat(who), normalise_ref(ref)
    choice_code = {"接受": "accept", "不接受": "decline"}[choice.strip()]
    options = [o for i in deal.items() for o in i["options"] if o["by"] == s and o["choice"] == choice_code]
    assert options, deal.items()
    assert any(want in [c["ref"] for c in o["citations"]] for o in options), options


# ------------------------------------------------------------------ then: rectification
@then(parsers.parse("{card}为小罚张"))
def then_minor_penalty_card(deal: Deal, card: str) -> None:
    assert any(r["card"] == card.strip() and r["grade"] == "minor" for r in _kinds(deal, "penalty_card")), \
        _kinds(deal, "penalty_card")


@then("现在没有有效的强制不叫")
def then_no_forced_pass_in_force(deal: Deal) -> None:
    assert not deal.ruling["state"]["forced_passes"], deal.ruling["state"]["forced_passes"]


@then("罚张成立")
def then_penalty_cards_firm(deal: Deal) -> None:
    cards = deal.ruling["state"]["penalty_cards"]
    assert cards and all(pc["status"] == "firm" for pc in cards), cards


@then("违规者成为庄家或明手，不作罚张")
def then_penalty_cards_lapse(deal: Deal) -> None:
    assert _kinds(deal, "penalty_card_lapses"), deal.rectifications()
    assert not deal.ruling["state"]["penalty_cards"], deal.ruling["state"]["penalty_cards"]


@then("引牌判罚待定")
def then_lead_penalty_pending(deal: Deal) -> None:
    lps = deal.ruling["state"]["lead_penalties"]
    assert lps and all(lp["status"] == "pending" for lp in lps), lps


@then("引牌判罚不适用")
def then_lead_penalty_lapses(deal: Deal) -> None:
    assert _kinds(deal, "lead_penalty_lapses"), deal.rectifications()
    assert not deal.ruling["state"]["lead_penalties"], deal.ruling["state"]["lead_penalties"]


@then(parsers.parse("{who}必须重复原叫牌{call}"))
def then_must_repeat(deal: Deal, who: str, call: str) -> None:
    s, c = seat(who), str(Call.parse(call))
    assert any(r["seat"] == s and r.get("call") == c for r in _kinds(deal, "must_repeat")), deal.rectifications()


@then(parsers.parse("{who}必须改为足够叫牌或不叫"))
def then_must_correct(deal: Deal, who: str) -> None:
    assert any(r["seat"] == seat(who) for r in _kinds(deal, "must_correct")), deal.rectifications()


@then(parsers.parse("{who}必须改叫一合法叫牌"))
def then_must_substitute(deal: Deal, who: str) -> None:
    assert any(r["seat"] == seat(who) for r in _kinds(deal, "must_substitute")), deal.rectifications()


@then(parsers.parse("{who}可让第一个叫牌成立或改叫任何合法叫牌"))
def then_offender_chooses(deal: Deal, who: str) -> None:
    assert any(r["seat"] == seat(who) for r in _kinds(deal, "offender_chooses")), deal.rectifications()


@then(parsers.parse("{who}该轮不得加倍或再加倍"))
def then_no_double(deal: Deal, who: str) -> None:
    assert any(r["seat"] == seat(who) for r in _kinds(deal, "no_double")), deal.rectifications()


@then(parsers.parse("竞叫退回由{who}叫牌"))
def then_revert(deal: Deal, who: str) -> None:
    assert any(r["seat"] == seat(who) for r in _kinds(deal, "revert_turn")), deal.rectifications()


@then(parsers.parse("竞叫未结束，由{who}叫牌"))
def then_auction_continues(deal: Deal, who: str) -> None:
    s = seat(who)
    assert any(r["seat"] == s for r in _kinds(deal, "auction_continues")), deal.rectifications()
    state = deal.ruling["state"]
    assert state["phase"] == "auction" and state["next_to_act"] == s, state


@then("该叫牌被接受，视同合法叫牌")
def then_accepted(deal: Deal) -> None:
    assert _kinds(deal, "accepted"), deal.rectifications()


@then("处罚权丧失")
def then_forfeit(deal: Deal) -> None:
    assert _kinds(deal, "forfeit"), deal.rectifications()


@then("视同接续叫牌")
def then_deemed_subsequent(deal: Deal) -> None:
    assert _kinds(deal, "deemed_subsequent"), deal.rectifications()


@then("判罚针对约定叫关联的定约名目")
def then_conventional_meaning(deal: Deal) -> None:
    assert _kinds(deal, "conventional_meaning"), deal.rectifications()


@then("没有强制性不叫之外的判罚")
def then_only_forced_pass(deal: Deal) -> None:
    """Law 30B1, 31A2a: the offender's side has a pass to make, and no lead penalty."""
    assert deal.ruling["state"]["forced_passes"] or _kinds(deal, "forced_pass"), deal.rectifications()
    assert not _kinds(deal, "lead_penalty"), _kinds(deal, "lead_penalty")


# ------------------------------------------------------------------ then: judgment (Law 23 …)
def _judgments(deal: Deal, ref: str) -> list[dict[str, Any]]:
    want = normalise_ref(ref)
    return [r for r in _kinds(deal, "director_judgment") if r["law"] == want]


@then(parsers.parse("裁判依{ref}判断的问题为“{question}”"))
def then_judgment_question(deal: Deal, ref: str, question: str) -> None:
    js = _judgments(deal, ref)
    assert js and all(j["question"]["zh"] == question.strip() and j["question"]["en"] for j in js), js


@then(parsers.parse("裁判依{ref}答“{answer}”时：{outcome}"))
def then_judgment_answer(deal: Deal, ref: str, answer: str, outcome: str) -> None:
    js = _judgments(deal, ref)
    assert js, deal.rectifications()
    for j in js:
        got = {a["answer"]["zh"]: a["then"]["zh"] for a in j["answers"]}
        assert got.get(answer.strip()) == outcome.strip(), got


@then(parsers.parse("裁决记录裁判的认定：{answer}"))
def then_finding_recorded(deal: Deal, answer: str) -> None:
    want = ANSWERS.get(answer.strip(), answer.strip())
    assert any(want in i["findings"] for i in deal.items()), [i["findings"] for i in deal.items()]


# ------------------------------------------------------------------ then: the text a director reads
@then(parsers.parse("中文裁决写明“{text}”"))
def then_text_zh(deal: Deal, text: str) -> None:
    out = render_text(deal.ruling, "zh")
    assert text.strip() in out, out


@then(parsers.parse("英文裁决写明“{text}”"))
def then_text_en(deal: Deal, text: str) -> None:
    out = render_text(deal.ruling, "en")
    assert text.strip() in out, out
