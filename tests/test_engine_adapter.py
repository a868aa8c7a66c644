"""The adapter's guard rails around durable-rules' measured faults (shared/brief/ENGINE.md)."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from types import SimpleNamespace
from typing import Any

import pytest

from rulings.engine import Engine, EngineError, EngineSession, durable_key
from rulings.errors import LogError
from rulings.lawbook import Rule, default_lawbook
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


# ------------------------------------------------- durable's message keys (verify5, defect 1)
#
# durable files the messages of a deal's state under a 32-bit key of their id (FNV-1a: `durable_key`)
# and compares the keys only: a message whose key the state already holds is refused as "already
# observed" (result 2), though it is another fact. Without an id of ours, durable made one from a hash
# of the message's content, sid included, so the facts of some deals collided by chance.


def _probe_engine(backend: str) -> Engine:
    """A stand-in lawbook: one rule that fires on every `probe` fact with a number `n`."""
    rules = [Rule(id="9A", ref="9A", law=9, when={"kind": "probe", "n": {"gte": 0}}, then=[("no_penalty", {})],
                  overrides=(), phase="auction", path="<test>", line=1)]
    return Engine(SimpleNamespace(rules=rules), backend=backend)  # type: ignore[arg-type]


def _probe_trace(engine: Engine, ns: list[int], fids: list[int] | None = None) -> list[tuple[str, int, int]]:
    with engine.session() as session:
        if fids is not None:
            session._fids = iter(fids)  # type: ignore[assignment]
        return [(f.rule, f.fid, f.fact["n"]) for n in ns
                for f in session.assert_fact({"kind": "probe", "phase": "auction", "n": n})]


def _raw_ruleset() -> Any:
    """durable's compiled engine and a ruleset of its own with one rule on `probe` facts."""
    from durable import engine as durable_engine

    native = durable_engine.durable_rules_engine
    name = f"keys_{next(_raw_names)}"
    return native, native.create_ruleset(name, json.dumps({"r": {"all": [{"m": {"kind": "probe"}}]}}))


_raw_names = itertools.count(1)


def test_durable_refuses_a_second_message_whose_id_has_the_same_32_bit_key() -> None:
    """The fault itself, and `durable_key` is durable's key: two different ids with one key (found by
    searching "k0", "k1", … with `durable_key`) are one message to durable; a pair of other keys is two."""
    assert durable_key("k32728") == durable_key("k261234") and durable_key("k1") != durable_key("k2")
    native, handle = _raw_ruleset()
    first = native.assert_fact(handle, json.dumps({"sid": "a", "id": "k32728", "kind": "probe"}))
    second = native.assert_fact(handle, json.dumps({"sid": "a", "id": "k261234", "kind": "probe"}))
    assert (first[0], second[0]) == (0, 2)
    control = [native.assert_fact(handle, json.dumps({"sid": "b", "id": i, "kind": "probe"}))[0] for i in ("k1", "k2")]
    assert control == [0, 0]


def test_two_facts_whose_content_keys_collide_are_both_ruled() -> None:
    """The two probe facts of deal-1 below (n = 130809 as fact 1, n = 5448 as fact 2, found by searching
    with a model of durable's content hash) are one message to durable when they carry no id: the way
    the adapter sent them before (kind, fid, the tested fields, sid), durable refuses the second. The
    engine rules both, as the reference does."""
    native, handle = _raw_ruleset()
    sent = [native.assert_fact(handle, json.dumps({"kind": "probe", "fid": fid, "n": n, "sid": "deal-1"}))[0]
            for fid, n in ((1, 130809), (2, 5448))]
    assert sent == [0, 2]
    expected = [("9A", 1, 130809), ("9A", 2, 5448)]
    assert _probe_trace(_probe_engine("durable"), [130809, 5448]) == _probe_trace(_probe_engine("python"),
                                                                                   [130809, 5448]) == expected


def test_a_fact_whose_id_key_is_taken_is_given_another_id() -> None:
    """The adapter's ids are chosen, not hoped for: fids 40189 and 797186 have one key as decimal ids,
    and fid 701942's is the key of durable's own state fact of deal-164200 (`sid-deal-164200`); each
    fact is ruled all the same, and no state's keys are left once the deals are over."""
    assert durable_key("40189") == durable_key("797186")
    assert durable_key("701942") == durable_key("sid-deal-164200")
    engine = _probe_engine("durable")
    assert _probe_trace(engine, [1, 2], fids=[40189, 797186]) == [("9A", 40189, 1), ("9A", 797186, 2)]
    engine._sids = itertools.count(164200)
    assert _probe_trace(engine, [3], fids=[701942]) == [("9A", 701942, 3)]
    assert engine._host is not None and engine._host.keys == {}


@pytest.mark.parametrize("fields", [("k32728", "k261234"), ("id", "n")])
def test_fields_durable_could_not_tell_apart_are_refused_when_the_lawbook_is_compiled(fields: tuple[str, str]) -> None:
    """durable keys a fact's fields as it keys messages: two fields with one key would be one field to
    it, and `id` is its own. The adapter refuses such a lawbook (it never reaches a deal); fields with
    keys of their own compile."""
    def book(names: tuple[str, ...]) -> Any:
        return SimpleNamespace(rules=[Rule(id="9A", ref="9A", law=9, when={"kind": "probe", **dict.fromkeys(names, 1)},
                                           then=[("no_penalty", {})], overrides=(), phase="auction", path="<t>", line=1)])
    with pytest.raises(EngineError, match=repr(fields[0])):
        Engine(book(fields), "durable")
    assert Engine(book(("k1", "n")), "durable")._host is not None


@pytest.mark.slow
def test_one_engine_rules_thousands_of_varied_deals_as_the_reference_does() -> None:
    """A long-lived engine (a service worker, an audit worker): 3,000 deals through one durable engine,
    every other one the bench's 200-event log of insufficient bids (the log verify5 saw refused on an
    engine's 373rd deal), the others generated auctions, full deals and 50- and 100-event logs in turn.
    Each ruling equals the reference's, and no deal's state is left open."""
    import random

    from bench.generate import auction_log
    from bench.growth_bench import full_deals, sized

    rng = random.Random(373)
    varied = [parse_log(auction_log(rng, 14, 0.5)) for _ in range(60)] + full_deals(40)
    varied += [sized("insufficient", 50), sized("insufficient", 100)]
    long_log = sized("insufficient", 200)
    python, durable = Engine(default_lawbook(), "python"), Engine(default_lawbook(), "durable")

    def ruled(log: Any, engine: Engine) -> Any:
        try:
            return {k: v for k, v in rule(log, engine).items() if k != "engine"}  # all but the backend's name
        except LogError as exc:  # a generated auction may be refused: alike on both backends
            return str(exc)

    reference: dict[int, Any] = {}
    for n in range(3000):
        log = long_log if n % 2 == 0 else varied[(n // 2) % len(varied)]
        expected = reference.get(id(log))
        if expected is None:
            expected = reference[id(log)] = ruled(log, python)
        assert ruled(log, durable) == expected, f"deal {n + 1}"
    assert durable._host is not None and durable._host.keys == {}
