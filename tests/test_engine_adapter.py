"""The adapter's guard rails around durable-rules' measured faults (shared/brief/ENGINE.md)."""

from __future__ import annotations

import subprocess
import sys
from typing import Any

from rulings.engine import Engine, EngineSession
from rulings.errors import LogError
from rulings.lawbook import default_lawbook
from rulings.log import parse_log
from rulings.ruling import rule

QUIET_LOGS = [
    {"dealer": "N", "events": []},
    {"dealer": "N", "events": [{"seat": "N", "call": "P"}]},
    {"dealer": "N", "events": [{"seat": "N", "call": "1H"}, {"seat": "E", "call": "P"},
                               {"seat": "S", "call": "P"}, {"seat": "W", "call": "P"}]},
]


def test_deals_where_no_rule_fires_do_not_crash_the_process() -> None:
    """durable crashes when asked to delete a state it never created: a deal with no irregularity
    must not ask. Run in a child process, so a native crash fails the test instead of the run."""
    code = (
        "from rulings.log import parse_log\nfrom rulings.ruling import rule, default_engine\n"
        f"logs = {QUIET_LOGS!r}\n"
        "for _ in range(50):\n"
        "    for d in logs:\n"
        "        r = rule(parse_log(d), default_engine('durable'))\n"
        "        assert r['rulings'] == [], r\n"
        "print('ok')\n"
    )
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0 and p.stdout.strip() == "ok", (p.returncode, p.stderr[-500:])


def test_quiet_deals_release_their_state_past_the_1024_sid_limit() -> None:
    """durable keeps a half state for a sid whose facts no rule handles; more than 1024 live sids
    crash or hang it. 1,100 deals without an irregularity through one engine, in a child process."""
    code = (
        "from rulings.engine import Engine\nfrom rulings.lawbook import default_lawbook\n"
        "from rulings.log import parse_log\nfrom rulings.ruling import rule\n"
        "e = Engine(default_lawbook(), 'durable')\n"
        f"log = parse_log({QUIET_LOGS[2]!r})\n"
        "for _ in range(1100):\n"
        "    assert rule(log, e)['rulings'] == []\n"
        "print('ok')\n"
    )
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert p.returncode == 0 and p.stdout.strip() == "ok", (p.returncode, p.stderr[-500:])


def test_the_same_log_gives_the_same_trace_in_a_long_lived_engine() -> None:
    """Fact numbers restart with each deal, so a service worker answers exactly like the CLI."""
    log = parse_log({"dealer": "E", "events": [{"seat": "W", "call": "1D"}, {"seat": "N", "choose": "decline"}]})
    engine = Engine(default_lawbook(), "durable")
    assert rule(log, engine) == rule(log, engine)


def test_a_fresh_engine_agrees_with_the_reference_on_quiet_deals() -> None:
    durable, python = Engine(default_lawbook(), "durable"), Engine(default_lawbook(), "python")
    for d in QUIET_LOGS:
        log = parse_log(d)
        a, b = rule(log, durable), rule(log, python)
        assert a["state"] == b["state"] and a["rulings"] == b["rulings"] == []


def test_each_engine_has_its_own_rulesets_and_the_rule_count_is_checked() -> None:
    book = default_lawbook()
    e1, e2 = Engine(book, "durable"), Engine(book, "durable")
    assert e1._host is not None and e2._host is not None
    assert e1._host.ruleset("auction") != e2._host.ruleset("auction")
    assert len(book.rules_for("auction")) < 512


def test_the_gate_sends_durable_every_fact_a_rule_matches_and_holds_back_plain_ones() -> None:
    """durable is sent only the facts that pass some rule's required field tests (issue 14). On every
    fact the reference evaluator sees while ruling generated auctions and full deals (with
    irregularities), a fact some rule matches always passes; a call in turn and a card played in turn
    that no rule matches are held back."""
    import random

    from bench.generate import auction_log
    from bench.generate_pbn import Rates, session
    from rulings.records import iter_pbn

    python, durable = Engine(default_lawbook(), "python"), Engine(default_lawbook(), "durable")
    gates = durable._host.gates  # type: ignore[union-attr]
    seen: list[tuple[dict[str, Any], bool]] = []
    evaluate = EngineSession._evaluate

    def spy(self: EngineSession, phase: str, fact: dict[str, Any]) -> list[Any]:
        out = evaluate(self, phase, fact)
        seen.append((dict(fact), any(f.fid == fact["fid"] for f in out)))
        return out

    rng = random.Random(14)
    logs = [parse_log(auction_log(rng, 14, 0.5)) for _ in range(60)]
    for b in session(30, 14, Rates(insufficient=0.5, revoke=0.3, claim=0.1, passed_out=0.0)):
        logs += [r.log for r in iter_pbn(b.text.splitlines(keepends=True), "g") if r.log is not None]
    EngineSession._evaluate = spy  # type: ignore[method-assign]
    try:
        for log in logs:
            try:
                rule(log, python)
            except LogError:
                pass  # a generated auction may be refused; the facts before are checked all the same
    finally:
        EngineSession._evaluate = evaluate  # type: ignore[method-assign]
    kinds = {(f["phase"], f["kind"]) for f, _ in seen}
    assert {("auction", "call"), ("play", "card")} <= kinds
    for fact, fired in seen:
        gate = gates.get((fact["phase"], fact["kind"]))
        if fired:
            assert gate is not None and gate.passes(fact), fact
    plain = [f for f, fired in seen if not fired and f["kind"] in ("call", "card") and f.get("in_turn") is True]
    assert plain and sum(not gates[(f["phase"], f["kind"])].passes(f) for f in plain) > 0.9 * len(plain)
