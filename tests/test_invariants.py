"""Legal invariants as property tests (issue 13, "checks that do not depend on our reading", item 2).

Thousands of generated irregular auctions and plays (tests/generators.py) are ruled through the
public API only — `parse_log(dict)` and `rule(log, default_engine(backend))` — and every ruling must
satisfy the invariants of tests/invariant_checks.py, which no reading of the 1999 laws may break:
rotation, rectification on the offending side only, condonation by opponents only, prefix agreement,
Law 64's limits, citations with the lawbook's text and a rule behind each, the same ruling from both
engine backends, and no choice or finding silently ignored (applied, or the log refused).

The profile is derandomized and database-free: every run of the test command generates the same
logs (CI is reproducible) and a failure is shrunk by Hypothesis to a minimal log. The numbers of logs
per test are in EXAMPLES; their sum is asserted to be at least 5,000, and the logs actually ruled are
counted and printed at the end of the module (`pytest -s tests/test_invariants.py` shows them).

Three planted defects (a copy of the lawbook with one rule changed) show that the invariants catch a
rule that lets the offender's partner condone (Law 31's option, and 28B without its 对方), and one that
puts a forced pass on the non-offending side. Known defects of issue 13 that the invariants find are pinned by explicit examples marked
xfail(strict=True) with the issue's item number: when the rule is fixed, the example passes and the
mark must go.

法律不变量（第13号议题）：座位轮转、处罚只落在违规方、只有对方能放弃处罚、前缀一致、第64条的限度、
引用原文及规则出处；三处人为植入的缺陷证明这些检查有效。
"""

from __future__ import annotations

import json
import os
import shutil
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, find, given, settings
from hypothesis import strategies as st

from rulings.engine import Engine
from rulings.errors import LogError
from rulings.lawbook import default_lawbook, load_lawbook
from rulings.log import parse_log
from rulings.ruling import default_engine, rule
from tests import invariant_checks as inv
from tests.generators import autoplay, irregular_auctions, played_deals

LAWBOOK_DIR = Path(__file__).resolve().parent.parent / "lawbook"

# logs generated per test and run; the sum is the size of the invariant suite (at least 5,000)
EXAMPLES = {
    "auction_backends": 400, "auction_rotation": 400, "auction_offending_side": 700,
    "auction_condonation": 700, "auction_prefix": 300, "auction_citations": 500, "auction_input": 400,
    "play_backends": 150, "play_rotation": 150, "play_offending_side": 300, "play_condonation": 250,
    "play_prefix": 100, "play_revoke": 400, "play_citations": 250, "play_input": 200,
}
RULED: Counter[str] = Counter()


def profile(name: str) -> settings:
    """Derandomized, without an example database, no deadline (a shared machine is not a clock).
    A failing auction is shrunk to a minimal log; a failing play (a whole deal, fifty-odd events)
    shrinks for minutes, so it is reported as found unless INVARIANTS_SHRINK=1 asks for the minimum."""
    phases = list(Phase)
    if name.startswith("play") and os.environ.get("INVARIANTS_SHRINK") != "1":
        phases.remove(Phase.shrink)
    return settings(max_examples=EXAMPLES[name], derandomize=True, database=None, deadline=None, phases=phases,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much], print_blob=False)


@pytest.fixture(scope="module", autouse=True)
def _count_logs() -> Iterator[None]:
    yield
    print(f"\ninvariant suite: {sum(RULED.values())} generated logs ruled: "
          + ", ".join(f"{k} {v}" for k, v in sorted(RULED.items())))


def ruling(log: dict[str, Any], backend: str = "python", engine: Engine | None = None) -> dict[str, Any]:
    """The public JSON contract for a log given as data (normalised through JSON), or, where the
    engine refuses the log with its one-line error (a choice nobody was offered, …), the refusal
    {"refused": message, "event": n, "field": f} — a refusal is a legitimate answer, and it too must
    be the same from both backends and after rotation."""
    try:
        out = rule(parse_log(log), engine or default_engine(backend))
    except LogError as exc:
        return {"refused": str(exc), "event": exc.event, "field": exc.field, "rulings": [], "state": {}}
    return json.loads(json.dumps(out, ensure_ascii=False))


def ruled(log: dict[str, Any], name: str, backend: str = "python") -> dict[str, Any]:
    """`ruling`, counted under `name` (ruled or refused)."""
    r = ruling(log, backend)
    RULED[name + (" (refused)" if "refused" in r else "")] += 1
    return r


def _same_refusal(a: dict[str, Any], b: dict[str, Any], what: str) -> list[str]:
    """Two answers agree on refusing: both refuse at the same event and field, or neither does."""
    if ("refused" in a) != ("refused" in b):
        return [f"{what}: one refuses the log and the other rules it: {a.get('refused') or b.get('refused')}"]
    if "refused" in a and (a["event"], a["field"]) != (b["event"], b["field"]):
        return [f"{what}: refused at different places: {a['refused']} / {b['refused']}"]
    return []


def _fail(violations: list[str], log: dict[str, Any]) -> None:
    assert not violations, "\n".join(violations[:8]) + "\nlog: " + json.dumps(log, ensure_ascii=False)


def test_the_suite_rules_at_least_5000_generated_logs() -> None:
    assert sum(EXAMPLES.values()) >= 5000
    assert sum(v for k, v in EXAMPLES.items() if k.startswith("play")) >= 1000


# ------------------------------------------------------------------------------------------- checks

def check_backends(log: dict[str, Any], name: str) -> None:
    durable, python = ruled(log, name, "durable"), ruling(log, "python")
    _fail(_same_refusal(durable, python, "backends"), log)
    assert durable.pop("engine", "durable") == "durable" and python.pop("engine", "python") == "python"
    _fail([f"backends: {d}" for d in inv.diff(durable, python)[:5]], log)


def check_rotation(log: dict[str, Any], name: str) -> None:
    original, turned = ruled(log, name), ruling(inv.rotate_log(log))
    _fail(_same_refusal(original, turned, "rotation"), log)
    if "refused" not in original:
        _fail(inv.rotation_violations(original, turned), log)


def check_prefix(log: dict[str, Any], k: int, name: str) -> None:
    full, prefix = ruled(log, name), ruling(dict(log, events=log["events"][:k]))
    if "refused" in full:  # a refusal later in the log says nothing about the prefix
        return
    assert "refused" not in prefix, f"the prefix of {k} events is refused: {prefix['refused']}"
    _fail(inv.prefix_violations(k, prefix, full, log), log)


# ------------------------------------------------------------------------------------------- auction

@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("auction_backends")
@given(irregular_auctions())
def test_auction_both_backends_give_the_same_ruling(log: dict[str, Any]) -> None:
    check_backends(log, "auction_backends")


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("auction_rotation")
@given(irregular_auctions())
def test_auction_rotating_every_seat_rotates_the_ruling(log: dict[str, Any]) -> None:
    check_rotation(log, "auction_rotation")


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("auction_offending_side")
@given(irregular_auctions())
def test_auction_rectification_falls_on_the_offending_side(log: dict[str, Any]) -> None:
    _fail(inv.offending_side_violations(ruled(log, "auction_offending_side")), log)


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("auction_condonation")
@given(irregular_auctions())
def test_auction_only_the_opponents_condone(log: dict[str, Any]) -> None:
    _fail(inv.condonation_violations(log, ruled(log, "auction_condonation")), log)


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("auction_prefix")
@given(irregular_auctions(), st.data())
def test_auction_a_prefix_is_ruled_as_the_whole_log_rules_it(log: dict[str, Any], data: st.DataObject) -> None:
    k = data.draw(st.integers(0, max(len(log["events"]) - 1, 0)), label="prefix length")
    check_prefix(log, k, "auction_prefix")


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("auction_citations")
@given(irregular_auctions())
def test_auction_citations_are_the_lawbook_and_have_a_rule_behind_them(log: dict[str, Any]) -> None:
    _fail(inv.citation_violations(ruled(log, "auction_citations"), default_lawbook()), log)


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("auction_input")
@given(irregular_auctions())
def test_auction_no_choice_or_finding_is_silently_ignored(log: dict[str, Any]) -> None:
    _fail(inv.ignored_input_violations(log, ruled(log, "auction_input")), log)


# ------------------------------------------------------------------------------------------- play

@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("play_backends")
@given(played_deals())
def test_play_both_backends_give_the_same_ruling(deal: dict[str, Any]) -> None:
    check_backends(deal["log"], "play_backends")


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("play_rotation")
@given(played_deals())
def test_play_rotating_every_seat_rotates_the_ruling(deal: dict[str, Any]) -> None:
    check_rotation(deal["log"], "play_rotation")


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("play_offending_side")
@given(played_deals())
def test_play_rectification_falls_on_the_offending_side(deal: dict[str, Any]) -> None:
    _fail(inv.offending_side_violations(ruled(deal["log"], "play_offending_side")), deal["log"])


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("play_condonation")
@given(played_deals())
def test_play_only_the_opponents_condone(deal: dict[str, Any]) -> None:
    _fail(inv.condonation_violations(deal["log"], ruled(deal["log"], "play_condonation")), deal["log"])


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("play_prefix")
@given(played_deals(), st.data())
def test_play_a_prefix_is_ruled_as_the_whole_log_rules_it(deal: dict[str, Any], data: st.DataObject) -> None:
    k = data.draw(st.integers(0, max(len(deal["log"]["events"]) - 1, 0)), label="prefix length")
    check_prefix(deal["log"], k, "play_prefix")


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("play_revoke")
@given(played_deals())
def test_play_law64_transfers_and_the_declarers_tricks_stay_in_bounds(deal: dict[str, Any]) -> None:
    tricks = deal["tricks"] if deal["complete"] else None
    _fail(inv.revoke_violations(ruled(deal["log"], "play_revoke"), tricks, deal["trump"]), deal["log"])


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("play_input")
@given(played_deals())
def test_play_no_choice_is_silently_ignored(deal: dict[str, Any]) -> None:
    _fail(inv.ignored_input_violations(deal["log"], ruled(deal["log"], "play_input")), deal["log"])


@pytest.mark.slow  # the invariant suite at full size (hypothesis): the full run only
@profile("play_citations")
@given(played_deals())
def test_play_citations_are_the_lawbook_and_have_a_rule_behind_them(deal: dict[str, Any]) -> None:
    _fail(inv.citation_violations(ruled(deal["log"], "play_citations"), default_lawbook()), deal["log"])


# ------------------------------------------------------------------------------ the checks themselves

def test_rotation_of_a_log_turns_seats_hands_and_vulnerability() -> None:
    log = {"board": 5, "dealer": "N", "vulnerable": "NS", "hands": {"N": "AKQJ.T98.765.432"},
           "events": [{"seat": "W", "call": "1D"}, {"director": True}, {"seat": "N", "choose": "decline"}]}
    got = inv.rotate_log(log)
    assert got == {"dealer": "E", "vulnerable": "EW", "hands": {"E": "AKQJ.T98.765.432"},
                   "events": [{"seat": "N", "call": "1D"}, {"director": True}, {"seat": "E", "choose": "decline"}]}
    assert inv.rotate_log(inv.rotate_log(inv.rotate_log(inv.rotate_log(log)))) == {
        k: v for k, v in log.items() if k != "board"}


def test_the_31b_example_satisfies_every_auction_invariant() -> None:
    """README's example (dealer E: W 1D at his partner's turn, N declines): a correct ruling."""
    log = {"dealer": "E", "vulnerable": "none",
           "events": [{"seat": "W", "call": "1D"}, {"director": True}, {"seat": "N", "choose": "decline"},
                      {"seat": "E", "call": "P"}, {"seat": "S", "call": "1S"}]}
    r = ruling(log)
    assert [(i["irregularity"], i["offender"]) for i in r["rulings"]] == [("bid_out_of_rotation", "W")]
    assert inv.offending_side_violations(r) == []
    assert inv.condonation_violations(log, r) == []
    assert inv.citation_violations(r, default_lawbook()) == []
    assert inv.rotation_violations(r, ruling(inv.rotate_log(log))) == []
    for k in range(len(log["events"])):
        assert inv.prefix_violations(k, ruling(dict(log, events=log["events"][:k])), r, log) == []


# ------------------------------------------------------------------------------ planted defects

def _planted_engine(tmp_path: Path, rel: str, old: str, new: str) -> Engine:
    """An engine on a copy of the lawbook with one rule changed (the defect planted)."""
    root = tmp_path / "lawbook"
    shutil.copytree(LAWBOOK_DIR, root)
    path = root / rel
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} is no longer in {rel}: re-plant the defect"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return Engine(load_lawbook(root), backend="python")


PARTNER_CONDONES = ("ch05-auction/law-31.yaml", "- option: {by: offender.lho, choices: [accept, decline]}",
                    "- option: {by: offender.partner, choices: [accept, decline]}")
# dealer N: W bids 1D at N's turn (Law 31A); then E, W's partner, calls
PARTNER_CALLS = {"dealer": "N", "vulnerable": "none",
                 "events": [{"seat": "W", "call": "1D"}, {"seat": "E", "call": "1H"}]}


@pytest.mark.slow  # a hypothesis search of up to 1000 logs: the full run only
def test_planted_defect_the_offenders_partner_accepts_is_caught(tmp_path: Path) -> None:
    """Plant: Law 31's option goes to the offender's PARTNER instead of his LHO (下家). The partner's
    next call is then taken as an acceptance: the offending side escapes its penalty through its own
    partner's action. The invariant catches it on the handpicked log and on generated logs."""
    planted = _planted_engine(tmp_path, *PARTNER_CONDONES)
    assert inv.condonation_violations(PARTNER_CALLS, ruling(PARTNER_CALLS)) == []  # the real lawbook
    caught = inv.condonation_violations(PARTNER_CALLS, ruling(PARTNER_CALLS, engine=planted))
    assert caught and "offender's partner" in caught[0]
    # a generated log where the plant, and only the plant, breaks the invariant
    minimal = find(irregular_auctions(),
                   lambda log: bool(inv.condonation_violations(log, ruling(log, engine=planted)))
                   and not inv.condonation_violations(log, ruling(log)),
                   settings=settings(max_examples=1000, derandomize=True, database=None, deadline=None))
    assert inv.condonation_violations(minimal, ruling(minimal, engine=planted))


@pytest.mark.slow  # a hypothesis search of up to 1000 logs: the full run only
def test_planted_defect_a_forced_pass_on_the_non_offending_side_is_caught(tmp_path: Path) -> None:
    """Plant: Law 31B's forced pass falls on the offender's LHO instead of his partner."""
    planted = _planted_engine(tmp_path, "ch05-auction/law-31.yaml",
                              "choice: decline, position: [partner, lho]}\n        then:\n"
                              "          - forced_pass: {seat: offender.partner, scope: rest_of_auction}",
                              "choice: decline, position: [partner, lho]}\n        then:\n"
                              "          - forced_pass: {seat: offender.lho, scope: rest_of_auction}")
    log = {"dealer": "E", "vulnerable": "none", "events": [{"seat": "W", "call": "1D"}, {"seat": "N", "choose": "decline"}]}
    assert inv.offending_side_violations(ruling(log)) == []
    caught = inv.offending_side_violations(ruling(log, engine=planted))
    assert any("forced_pass on N" in c for c in caught)
    minimal = find(irregular_auctions(),
                   lambda log: bool(inv.offending_side_violations(ruling(log, engine=planted)))
                   and not inv.offending_side_violations(ruling(log)),
                   settings=settings(max_examples=1000, derandomize=True, database=None, deadline=None))
    assert inv.offending_side_violations(ruling(minimal, engine=planted))


# ------------------------------------------------------------------------------ known defects (issue 13)

# dealer N: W passes at E's turn (Law 30B2), then E, W's partner, calls at his turn
PARTNER_ON_TURN = {"dealer": "N", "vulnerable": "none",
                   "events": [{"seat": "N", "call": "1C"}, {"seat": "W", "call": "P"}, {"seat": "E", "call": "1H"}]}


def test_28b_partner_on_turn_does_not_condone() -> None:
    """Regression (issue 13 item 1): 28B is for the opponents only (“在对方越序叫牌后”). E's call at his
    turn leaves the choice with N, W's LHO; E's call stands, made in turn."""
    r = ruling(PARTNER_ON_TURN)
    assert inv.condonation_violations(PARTNER_ON_TURN, r) == []
    assert not [x for i in r["rulings"] for x in i["rectification"] if x["kind"] == "forfeit"]
    assert r["state"]["pending"] == {"irregularity": "pass_out_of_rotation", "by": "N",
                                     "choices": ["accept", "decline"], "event": 1}
    assert {"event": 2, "seat": "E", "call": "1H"} in r["state"]["auction"]


def test_planted_defect_28b_for_partner_is_caught(tmp_path: Path) -> None:
    """Plant: 28B without its 对方 condition (the defect of issue 13 item 1). The invariant catches it."""
    planted = _planted_engine(tmp_path, "ch05-auction/law-28.yaml", ", turn_holder_side: opponents}", "}")
    caught = inv.condonation_violations(PARTNER_ON_TURN, ruling(PARTNER_ON_TURN, engine=planted))
    assert caught and "offender's partner" in caught[0]


def test_an_auction_choice_nobody_was_offered_is_refused() -> None:
    """Regression (issue 13, 'Bad input is not silently ignored'): dealer N, N accepts before any
    irregularity: refused with the one-line error naming the event and field."""
    log = {"dealer": "N", "vulnerable": "none", "events": [{"seat": "N", "choose": "accept"}]}
    r = ruling(log)
    assert r["refused"].startswith("event 1, field 'choose': no choice is waiting for N")
    assert "\n" not in r["refused"]


def test_a_choice_after_an_exposure_before_the_opening_lead_is_refused() -> None:
    """Regression (issue 13, 'Bad input is not silently ignored'): a card exposed after the final pass
    gives no forced pass and no choice (Law 24); E's choice attaches to nothing and is refused."""
    log = {"dealer": "N", "vulnerable": "EW",
           "hands": {"N": "AQ9.J7.AT95.A943", "E": "6432.K2.K73.JT86", "S": "T5.A854.QJ864.52",
                     "W": "KJ87.QT963.2.KQ7"},
           "events": [{"seat": "N", "call": "P"}, {"seat": "E", "call": "6D"}, {"seat": "S", "call": "P"},
                      {"seat": "W", "call": "P"}, {"seat": "N", "call": "P"}, {"seat": "N", "expose": ["C3"]},
                      {"seat": "E", "choose": "decline"}]}
    r = ruling(log)
    assert r["refused"].startswith("event 7, field 'choose': no choice is waiting for E"), r


def _void_concession_log() -> dict[str, Any]:
    """4S by S (the deal of features/law-64.feature); after six tricks E concedes five and W objects at
    once (Law 68B: the concession is void); the hand is played out, each player's lowest legal card."""
    hands = {"N": "5432.AKQ.432.432", "E": "9876.JT98.QJT.QJ", "S": "AKQJT.432.AK.AK5", "W": "-.765.98765.T9876"}
    cards = {s: [s2 + r for s2, part in zip("SHDC", h.split("."), strict=True) for r in part if part != "-"]
             for s, h in hands.items()}
    auction = [{"seat": s, "call": c} for s, c in zip("NESWNE", ["P", "P", "4S", "P", "P", "P"], strict=True)]
    gone: set[str] = set()
    first, leader = autoplay(cards, "W", "S", 6, gone)
    rest, _ = autoplay(cards, leader, "S", 7, gone)
    return {"dealer": "N", "vulnerable": "none", "hands": hands,
            "events": auction + first + [{"seat": "E", "concede": 5}, {"seat": "W", "object": True}] + rest}


def test_a_void_concession_does_not_count() -> None:
    """Issue 13 item 14 (fixed): a concession made void under 68B is not added to the tricks actually won
    when the hand is played out (it was: 12 played + 5 conceded)."""
    log = _void_concession_log()
    r = ruling(log)
    assert inv.revoke_violations(r) == []
    assert r["state"]["result"]["declarer_tricks_claimed"] == 0
