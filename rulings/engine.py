"""The engine adapter: the lawbook's rules compiled to durable-rules, and a plain-Python evaluator of
the same conditions as the reference.

Nothing else in the project imports `durable`. The adapter designs around the faults measured in
`shared/brief/ENGINE.md`:

* every compiled rule tests exactly one fact (no joins: they read invalid memory);
* one `Host` per `Engine` (per lawbook), rulesets split by phase and refused near 512 rules
  (the lawbook loader checks the size);
* the background dispatcher is turned off (`_run` overridden) and one lock serialises every
  session, because durable is not thread-safe and its timer thread would steal actions;
* each deal gets a fresh sid and its state is always deleted in a `finally`;
* the rule definitions are deep-copied before durable mutates them;
* exceptions inside actions are caught, recorded and raised to the caller after the assert,
  never left in durable's state;
* every message carries a durable `id` chosen so that no two messages of a deal's state share its
  key (`_message_id`).

That last is a fault of durable's own, not in the brief (verify5's defect 1, measured here): its C
engine files the messages of a deal's state under a 32-bit key of their `id` (FNV-1a: `durable_key`;
`storeMessage` in its state.c) and compares the keys only, so a message whose key the state already
holds is refused as "already observed" (result 2, `MessageObservedException`) though it is another
fact. A message without an `id` is given one from a 64-bit hash of its content (the sid included),
printed in decimal and cut to 19 digits, then keyed in 32 bits: the facts of a deal collide by chance,
about n²/2³³ for n kept messages, and which deal collides depends on its sid. Measured while facts
carried only a `fid` of ours: one engine refused the bench's 200-event log (265 facts kept) on its
373rd deal (sid `deal-373`; of deal-1 … deal-3000 the only one, by a model of durable's keys that
finds that very pair), and one state refused the 125,486th of the distinct facts `{"kind": "x", "n": i}`
(its key is n = 79,787's). The adapter now gives every message an `id`, and keeps for each open state
the keys its messages hold, durable's own state fact (`sid-<sid>`) first: a fid whose key is taken
gets the first free suffix, so no two messages of a state share a key. Fact fields are keyed the same
way: the fields the rules test are checked at load to have distinct keys (`_check_field_keys`).
States are found by the key of their sid too: one deal at a time is open in an engine and each is
deleted, so two sids never meet.

Chaining: a consequence that `derives` a fact kind (for example `withdrawn_call` -> `withdrawn`), or
that `withdraws` (-> `withdrawal`, Law 16C), makes a fact further rules (Law 26, 16C2) fire on. Both
backends rule a deal fact by fact, alike (`EngineSession._rule`): the firings on one fact are gathered,
ordered and the overrides applied first; only then are the facts derived from the firings that stand
numbered and asserted, each ruled the same way in turn. A displaced rule derives nothing. (durable is
given the derived facts after its actions on the fact have run, never from inside an action.)
"""

from __future__ import annotations

import copy
import itertools
import json
import operator
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from rulings.errors import RulingsError
from rulings.lawbook import PHASES, Lawbook, Rule
from rulings.vocabulary import CONSEQUENCES, WITHDRAWAL

_OPS = {"gt": "$gt", "gte": "$gte", "lt": "$lt", "lte": "$lte"}
_ORDERINGS = {"gt": operator.gt, "gte": operator.ge, "lt": operator.lt, "lte": operator.le}
_engine_numbers = itertools.count(1)
OPEN_RULE, OPEN_KIND = "__open_deal__", "__open_deal__"  # the adapter's own rule: see _DurableHost.run


class EngineError(RulingsError):
    """durable-rules failed inside an action, or refused a fact: not the user's fault (exit code 3)."""

    exit_code = 3


@dataclass(frozen=True)
class Firing:
    """A rule that fired, and the fact it fired on (the trace entry)."""

    rule: str
    fact: dict[str, Any]

    @property
    def fid(self) -> int:
        return int(self.fact.get("fid", 0))


# ---------------------------------------------------------------- conditions

def matches(when: dict[str, Any], fact: dict[str, Any]) -> bool:
    """The plain-Python meaning of a rule's `when` on one fact (the reference evaluator)."""
    for key, expected in when.items():
        if key == "any":
            if not any(matches(alt, fact) for alt in expected):
                return False
            continue
        if not _field_matches(fact.get(key), expected):
            return False
    return True


def _same(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b if isinstance(a, bool) or isinstance(b, bool) else a == b


def _field_matches(value: Any, expected: Any) -> bool:
    if expected is None:
        return value is None
    if isinstance(expected, list):
        return any(_field_matches(value, e) for e in expected)
    if isinstance(expected, dict):
        return all(_op_matches(op, arg, value) for op, arg in expected.items())
    return value is not None and _same(value, expected)


def _op_matches(op: str, arg: Any, value: Any) -> bool:
    """One operator of a condition (exists, ne, in, not_in, gt, gte, lt, lte) on a field's value."""
    if op == "exists":
        return (value is not None) == bool(arg)
    if op == "ne":
        return value is None or not _same(value, arg)
    if op == "in":
        return any(_same(value, a) for a in arg)
    if op == "not_in":
        return not any(_same(value, a) for a in arg)
    if value is None or isinstance(value, bool):  # an ordering holds for numbers only
        return False
    order = _ORDERINGS.get(op)
    return order is None or bool(order(value, arg))


# The reference's conditions, compiled once into one Python function per fact kind: the same meaning
# as `matches` (the tests check both on crafted and on real facts), without reading the YAML `when`
# dictionaries again for every fact (issue 14: the plain-Python evaluator took about 30 us a fact).

def _value_test(value: str, expected: Any, consts: list[Any]) -> str:
    """A Python expression for `_field_matches(<value>, expected)`."""
    if expected is None:
        return f"({value} is None)"
    if isinstance(expected, bool):
        return f"({value} is {expected})"
    if isinstance(expected, str):
        return f"({value} == {expected!r})"  # neither None nor a boolean equals a string
    if isinstance(expected, list):
        return "(" + " or ".join(_value_test(value, e, consts) for e in expected) + ")" if expected else "False"
    if isinstance(expected, dict):
        return "(" + " and ".join(_op_test(value, op, arg, consts) for op, arg in expected.items()) + ")" \
            if expected else "True"
    consts.append(expected)
    return f"_fm({value}, _c[{len(consts) - 1}])"


def _op_test(value: str, op: str, arg: Any, consts: list[Any]) -> str:
    """A Python expression for `_op_matches(op, arg, <value>)`."""
    if op == "exists":
        return f"({value} is not None)" if arg else f"({value} is None)"
    if op == "ne":
        if isinstance(arg, bool):
            return f"({value} is not {arg})"
        if isinstance(arg, str):
            return f"({value} != {arg!r})"
    if op in ("in", "not_in") and all(isinstance(a, str | bool) or a is None for a in arg):
        alts = [f"({value} is {a})" if isinstance(a, bool) or a is None else f"({value} == {a!r})" for a in arg]
        test = "(" + " or ".join(alts) + ")" if alts else "False"
        return test if op == "in" else f"(not {test})"
    consts.append((op, arg))
    return f"_om(_c[{len(consts) - 1}], {value})"


def _when_test(when: dict[str, Any], consts: list[Any]) -> str:
    """A Python expression for `matches(when, f)`."""
    terms = []
    for key, expected in when.items():
        if key == "any":
            terms.append("(" + " or ".join(_when_test(alt, consts) for alt in expected) + ")" if expected else "False")
        else:
            terms.append(_value_test(f"_g({key!r})", expected, consts))
    return "(" + " and ".join(terms) + ")" if terms else "True"


def compile_kind(rules: list[Rule]) -> Any:
    """One function for the rules on one kind of fact: the fact in, the rules whose `when` it matches
    out, in the rules' order (as `matches` would find them one by one)."""
    consts: list[Any] = []
    lines = ["def _matching(f):", "    _g = f.get", "    out = []"]
    for i, r in enumerate(rules):
        lines += [f"    if {_when_test(r.when, consts)}:", f"        out.append(_r[{i}])"]
    lines.append("    return out")
    namespace: dict[str, Any] = {"_c": consts, "_r": list(rules), "_fm": _field_matches,
                                 "_om": lambda c, value: _op_matches(c[0], c[1], value)}
    exec(compile("\n".join(lines), f"<conditions of {len(rules)} rules>", "exec"), namespace)
    return namespace["_matching"]


# durable-rules compares JSON values loosely (true == 1): booleans travel as these markers instead, so a
# compiled condition tells booleans from integers exactly as the reference does.
_BOOL = {True: "\u22a4true", False: "\u22a5false"}
_UNBOOL = {v: k for k, v in _BOOL.items()}


def _enc(value: Any) -> Any:
    return _BOOL[value] if isinstance(value, bool) else value


def _decode_fact(fact: dict[str, Any]) -> dict[str, Any]:
    return {k: _UNBOOL.get(v, v) if isinstance(v, str) else v for k, v in fact.items()}


def compile_when(when: dict[str, Any]) -> dict[str, Any]:
    """A rule's `when` as a durable-rules condition on the single pattern `m`."""
    terms = []
    for key, expected in when.items():
        if key == "any":
            terms.append({"$or": [compile_when(alt) for alt in expected]})
        else:
            terms.append(_compile_field(key, expected))
    return terms[0] if len(terms) == 1 else {"$and": terms}


def _compile_field(key: str, expected: Any) -> dict[str, Any]:
    if expected is None:
        return {"$nex": {key: 1}}
    if isinstance(expected, list):
        alts = [_compile_field(key, e) for e in expected]
        return alts[0] if len(alts) == 1 else {"$or": alts}
    if isinstance(expected, dict):
        terms: list[dict[str, Any]] = []
        for op, arg in expected.items():
            if op == "exists":
                terms.append({"$ex" if arg else "$nex": {key: 1}})
            elif op == "ne":
                terms.append({"$or": [{"$nex": {key: 1}}, {"$neq": {key: _enc(arg)}}]})
            elif op == "in":
                terms.append(_compile_field(key, list(arg)))
            elif op == "not_in":
                terms.append({"$or": [{"$nex": {key: 1}}, {"$and": [{"$neq": {key: _enc(a)}} for a in arg]}]})
            else:
                # an ordering holds for numbers only, never for a boolean marker (as in the reference)
                terms.append({"$and": [{_OPS[op]: {key: arg}}, {"$neq": {key: _BOOL[True]}},
                                       {"$neq": {key: _BOOL[False]}}]})
        return terms[0] if len(terms) == 1 else {"$and": terms}
    return {key: _enc(expected)}


# ---------------------------------------------------------------- which facts may match (durable only)

def _norm(value: Any) -> tuple[bool, Any]:
    """A value as a required test compares it: a boolean never equals a number (as in `_same`)."""
    return value.__class__ is bool, value


def _required_tests(when: dict[str, Any]) -> list[tuple[str, frozenset[tuple[bool, Any]]]]:
    """The tests a rule's `when` puts on single fields that every fact it matches must pass: a field
    equal to a value (or None: absent), or to one of a list of values (`in`, or a list). The tests
    inside `any`, the orderings, `ne`, `not_in` and `exists` are left out (a fact passing these tests
    may still not match). Flags required true come first: a normal fact fails them at once."""
    tests = []
    for key, expected in when.items():
        if key in ("any", "kind"):
            continue
        if isinstance(expected, dict) and set(expected) == {"in"}:
            expected = list(expected["in"])
        values = expected if isinstance(expected, list) else [expected]
        if values and all(v is None or isinstance(v, str | bool | int | float) for v in values):
            tests.append((key, frozenset(_norm(v) for v in values)))
    return sorted(tests, key=lambda t: (t[1] != {(True, True)}, t[1] != {(True, False)}))


_IS, _EQUALS, _ONE_OF = 0, 1, 2  # how a required test compares: identity (True, False, None), a string, a set


def _compiled_test(key: str, allowed: frozenset[tuple[bool, Any]]) -> tuple[str, int, Any]:
    """A required test as (field, how, what): the same meaning as `_norm(value) in allowed`, cheaper."""
    if len(allowed) == 1:
        is_bool, value = next(iter(allowed))
        if is_bool or value is None:
            return key, _IS, value
        if isinstance(value, str):
            return key, _EQUALS, value  # no boolean, number or None equals a string
    return key, _ONE_OF, allowed


def _passes(value: Any, how: int, what: Any) -> bool:
    if how == _IS:
        return value is what
    if how == _EQUALS:
        return bool(value == what)
    return (value.__class__ is bool, value) in what


class _Gate:
    """An index of each rule's required field tests, for one kind of fact (issue 14): a fact that
    fails some required test of every rule matches none, and is not sent to durable-rules (a normal
    card or a call in turn: most of a deal's facts). It never decides what fires: durable does, on
    every fact that passes, and the plain-Python reference evaluator, which reads every fact on its
    own, is compared with durable by the tests. The rules are grouped by their first test."""

    def __init__(self, rules: list[Rule]) -> None:
        groups: dict[tuple[str, frozenset[tuple[bool, Any]]], list[list[tuple[str, int, Any]]]] = {}
        self.always = False  # a rule with no required test: every fact may match
        required = [_required_tests(r.when) for r in rules]
        for tests in required:
            if not tests:
                self.always = True
                continue
            groups.setdefault(tests[0], []).append([_compiled_test(k, a) for k, a in tests[1:]])
        self.groups = [(*_compiled_test(key, allowed), rests) for (key, allowed), rests in groups.items()]
        # the tests compiled into one Python expression (a fact of a deal is read once: about 1 us)
        self._passes = _compile_gate(self.groups)

    def passes(self, fact: dict[str, Any]) -> bool:
        return self.always or self._passes(fact)


def _compile_gate(groups: list[tuple[str, int, Any, list[list[tuple[str, int, Any]]]]]) \
        -> Callable[[dict[str, Any]], bool]:
    """`_Gate`'s groups as one function: some group's first test passes, and every test of one of its
    rests (the same meaning as `_passes` on each test)."""
    consts: list[Any] = []

    def test(key: str, how: int, what: Any) -> str:
        if how == _IS:  # True, False or None
            return f"get({key!r}) is {what!r}"
        if how == _EQUALS:  # a string
            return f"get({key!r}) == {what!r}"
        consts.append(what)
        return f"_passes(get({key!r}), {how}, _c[{len(consts) - 1}])"

    terms = []
    for key, how, what, rests in groups:
        alts = ["(" + " and ".join(test(*t) for t in rest) + ")" if rest else "True" for rest in rests]
        terms.append(f"({test(key, how, what)} and ({' or '.join(alts)}))")
    source = f"def gate(fact):\n    get = fact.get\n    return bool({' or '.join(terms) or 'False'})\n"
    scope: dict[str, Any] = {"_passes": _passes, "_c": consts}
    exec(compile(source, "<rulings.engine gate>", "exec"), scope)
    gate: Callable[[dict[str, Any]], bool] = scope["gate"]
    return gate


def _fields_tested(when: dict[str, Any]) -> set[str]:
    """Every field a rule's `when` reads, in `any` alternatives too."""
    out: set[str] = set()
    for key, expected in when.items():
        if key == "any":
            for alt in expected:
                out |= _fields_tested(alt)
        else:
            out.add(key)
    return out


# ---------------------------------------------------------------- derived facts

def derive_facts(rule: Rule, fact: dict[str, Any]) -> list[dict[str, Any]]:
    """The facts a firing asserts for further rules (chaining), built from the matched fact as the
    vocabulary's `Derivation` of each consequence says."""
    out: list[dict[str, Any]] = []
    for name, _params in rule.then:
        c = CONSEQUENCES[name]
        for d in (c.derives, WITHDRAWAL if c.withdraws else None):
            if d is None:
                continue
            derived: dict[str, Any] = {"kind": d.kind}
            for key, sources in d.fields.items():
                value = next((fact[s] for s in sources if fact.get(s) is not None), None)
                if value is not None:
                    derived[key] = value
            if derived not in out:  # one withdrawal however many consequences of the rule name it (27B3, 36-39)
                out.append(derived)
    return out


# ---------------------------------------------------------------- the engine

class Engine:
    """The lawbook's rules, runnable over the facts of one deal at a time.

    `backend="durable"` compiles the rules into durable-rules; `backend="python"` evaluates the same
    conditions in plain Python (the reference the tests compare with, and the benchmark's baseline).
    """

    def __init__(self, lawbook: Lawbook, backend: str = "durable") -> None:
        if backend not in ("durable", "python"):
            raise ValueError(f"unknown engine backend {backend!r}")
        self.lawbook = lawbook
        self.backend = backend
        self.rules: dict[str, Rule] = {r.id: r for r in lawbook.rules}
        self._order = {rid: i for i, rid in enumerate(sorted(self.rules, key=_rule_sort_key))}
        self._by_phase = {p: [r for r in self.rules.values() if r.phase == p] for p in PHASES}
        self._by_kind: dict[tuple[str, str], list[Rule]] = {}  # the reference evaluator's index
        for r in self.rules.values():
            self._by_kind.setdefault((r.phase, r.when["kind"]), []).append(r)
        self._matching = {key: compile_kind(rules) for key, rules in self._by_kind.items()}
        # the fields the rules on each kind of fact read (`nothing_matches`), and what it found of each shape
        self._reads = {key: frozenset().union(*(_fields_tested(r.when) for r in rules))
                       for key, rules in self._by_kind.items()}
        self._shapes: dict[tuple[Any, ...], bool] = {}
        self._lock = threading.Lock()
        self._sids = itertools.count(1)
        self._host = _DurableHost.create(self) if backend == "durable" else None

    @contextmanager
    def session(self) -> Iterator[EngineSession]:
        """One deal's session: serialised by the engine's lock; its state is always deleted."""
        with self._lock:
            sid = f"deal-{next(self._sids)}"
            session = EngineSession(self, sid)
            try:
                yield session
            finally:
                if self._host is not None:
                    self._host.close(sid, session.phases_used)

    def may_match(self, phase: str, fact: dict[str, Any]) -> bool:
        """Whether some rule may match the fact, as the session asks before it rules on it: durable's
        gate (`_Gate`: every rule fails a required test, durable is not sent the fact), or the reference
        evaluator's matching rules."""
        key = (phase, str(fact.get("kind") or ""))
        if self._host is not None:
            gate = self._host.gates.get(key)
            return phase in self._host.phases and gate is not None and gate.passes(fact)
        matching = self._matching.get(key)
        return matching is not None and bool(matching(fact))

    def order(self, firings: list[Firing]) -> list[Firing]:
        """Firing order is not insertion order in durable: sort by fact, then by the rule's citation."""
        return sorted(firings, key=lambda f: (f.fid, self._order.get(f.rule, 0)))

    def apply_overrides(self, firings: list[Firing]) -> list[Firing]:
        """A rule that says `overrides: [X]` displaces X's firing on the same fact."""
        displaced = {(o, f.fid) for f in firings for o in self.rules[f.rule].overrides}
        return [f for f in firings if (f.rule, f.fid) not in displaced]


def _rule_sort_key(rule_id: str) -> tuple:
    from rulings.lawbook import ref_sort_key

    base, _, n = rule_id.partition(".")
    return (*ref_sort_key(base), int(n or 0))


class EngineSession:
    """Assert facts one at a time; each call returns the firings it caused (with chained ones)."""

    def __init__(self, engine: Engine, sid: str) -> None:
        self.engine, self.sid = engine, sid
        self.phases_used: set[str] = set()
        self._fids = itertools.count(1)  # fact ids per deal: the same log gives the same trace

    def new_fid(self) -> int:
        return next(self._fids)

    def nothing_matches(self, phase: str, kind: str, shape: tuple[Any, ...], unread: frozenset[str],
                        fact: Callable[[], dict[str, Any]]) -> bool:
        """Whether no rule can match a fact of this `shape`: then the fact is not asserted, and its id is
        taken as `assert_fact` would take it (the facts after it keep their ids). The caller promises
        that facts of one shape agree on every field but those named in `unread`; the answer is known
        only when no rule on that kind of fact reads any of those (else False: assert it). It is the
        engine's own answer (`Engine.may_match`) for the first fact of each shape (`fact()` builds it),
        kept for the others: a normal call of an auction is one of a few hundred shapes (issue 14)."""
        engine = self.engine
        key = (phase, kind, unread, shape)
        nothing = engine._shapes.get(key)
        if nothing is None:
            reads = engine._reads.get((phase, kind), frozenset())
            nothing = engine._shapes[key] = not (reads & unread) and not engine.may_match(phase, fact())
        if nothing:
            next(self._fids)
        return nothing

    def assert_fact(self, fact: dict[str, Any]) -> list[Firing]:
        """The fact's fields that are None are left out of it (a rule reads a missing field and a None
        alike): a copy without them is made only when some rule may match (most facts: none)."""
        fact["fid"] = self.new_fid()
        phase = fact.get("phase")
        if phase is None:
            phase = "auction"
        if phase not in PHASES:
            raise EngineError(f"fact has unknown phase {phase!r}")
        firings = self._rule(phase, fact)
        if not firings:  # most facts: nothing to order
            return firings
        return self.engine.order(firings)

    def _rule(self, phase: str, fact: dict[str, Any]) -> list[Firing]:
        """The firings on one fact (by either backend), ordered, the overrides applied; then the facts
        derived from the firings that stand, each numbered and ruled in the same way (depth first, in
        the order of the firings and of their consequences: the same fact ids on both backends)."""
        engine = self.engine
        host = engine._host
        firings = host.run(self, phase, fact) if host is not None else self._evaluate(phase, fact)
        if not firings:
            return firings
        standing = engine.apply_overrides(engine.order(firings))
        out = list(standing)
        for firing in standing:
            for derived in self._derive(firing):
                derived["fid"] = self.new_fid()
                out.extend(self._rule(phase, derived))
        return out

    def _derive(self, firing: Firing) -> list[dict[str, Any]]:
        """The facts a firing that stands derives; a failure is the engine's, naming the rule."""
        try:
            return derive_facts(self.engine.rules[firing.rule], firing.fact)
        except Exception as exc:
            raise EngineError(f"{firing.rule}: {type(exc).__name__}: {exc}") from None

    def _evaluate(self, phase: str, fact: dict[str, Any]) -> list[Firing]:
        """The reference's firings on one fact (none of the facts they derive: see `_rule`)."""
        matching = self.engine._matching.get((phase, fact.get("kind") or ""))
        rules = matching(fact) if matching is not None else ()
        if not rules:
            return []
        fact = {k: v for k, v in fact.items() if v is not None}
        return [Firing(rule.id, dict(fact)) for rule in rules]


def _nothing(m: dict[str, Any], sid: str, handle: Any) -> None:
    """The action of the adapter's own rule (OPEN_RULE): the fact only opens the deal's state."""


def durable_key(text: str) -> int:
    """The 32-bit key durable-rules files a name under: FNV-1a over the UTF-8 bytes, each read as a
    signed char (its `fnv1Hash32`). A deal's stored messages are indexed by the key of their `id`,
    a fact's fields by the key of their name, and durable compares the keys only, never the text."""
    h = 0x811C9DC5
    for b in text.encode():
        h = ((h ^ (b | 0xFFFFFF00 if b > 127 else b)) * 0x01000193) & 0xFFFFFFFF
    return h


def _state_fact_id(sid: str) -> str:
    """The id of the fact durable keeps in every deal's state (`{"sid": …, "id": "sid-<sid>"}`)."""
    return f"sid-{sid}"


def _check_field_keys(fields: frozenset[str]) -> None:
    """durable tells a fact's fields apart by their keys only: two fields with one key would read as one
    (and `sid` and `id` are durable's own). Checked when the lawbook is compiled."""
    taken = {durable_key("sid"): "sid", durable_key("id"): "id"}
    for name in sorted(fields):
        if name in ("sid", "id"):
            raise EngineError(f"fact field {name!r} cannot be given to durable-rules: the name is its own")
        other = taken.setdefault(durable_key(name), name)
        if other != name:
            raise EngineError(f"fact field {name!r} cannot be given to durable-rules: it has the key of "
                              f"{other!r}, and durable would read the two as one")


def _message_id(keys: set[int], fid: int) -> str:
    """A message id for the fact `fid` whose durable key no message of the deal's state holds (`keys`,
    updated): the fid itself, or, if its key is taken, the fid with the first free suffix."""
    mid, n = str(fid), 0
    key = durable_key(mid)
    while key in keys:
        n += 1
        mid = f"{fid}~{n}"
        key = durable_key(mid)
    keys.add(key)
    return mid


class _DurableHost:
    """The one place that touches durable-rules."""

    def __init__(self, engine: Engine) -> None:
        from durable import engine as durable_engine
        from durable.engine import Host, MessageNotHandledException, MessageObservedException

        self._not_handled, self._observed = MessageNotHandledException, MessageObservedException
        self.engine = engine
        self.number = next(_engine_numbers)
        self.collector: list[Firing] | None = None
        self.seen: set[tuple[str, object]] = set()
        self.errors: list[str] = []
        adapter = self

        class _Host(Host):
            def _run(self) -> None:  # no background dispatcher: actions run on the caller's thread
                return None

            def get_action(self, action_name: str) -> Callable[[Any], None]:  # once per rule, at registration
                return adapter._action(action_name)

        self._fire: dict[str, Callable[[dict[str, Any], str, Any], None]] = {}  # each rule's firing, by its id
        self._native = durable_engine.durable_rules_engine
        self.host = _Host()  # the compiled engine under durable's Host
        self._json = json.JSONEncoder(ensure_ascii=False).encode  # as durable encodes (json.dumps, same options)
        definitions: dict[str, dict[str, Any]] = {}
        for phase in PHASES:
            rules = {r.id: {"all": [{"m": compile_when(r.when)}], "run": r.id} for r in engine._by_phase[phase]}
            if rules:
                rules[OPEN_RULE] = {"all": [{"m": {"kind": OPEN_KIND}}], "run": OPEN_RULE}
                definitions[self.ruleset(phase)] = rules
        self.phases = {p for p in PHASES if engine._by_phase[p]}
        if definitions:
            self.host.set_rulesets(copy.deepcopy(definitions))  # durable deletes the `run` keys it is given
        self._rulesets = {p: self.host.get_ruleset(self.ruleset(p)) for p in self.phases}
        self.gates = {key: _Gate(rules) for key, rules in engine._by_kind.items()}
        # durable is sent only the fields some rule on that kind of fact tests (its cost grows with the
        # fields of a fact); a firing carries the whole fact, kept here by its fid while it is ruled
        self.tested = {key: frozenset({"kind", "fid"}).union(*(_fields_tested(r.when) for r in rules))
                       for key, rules in engine._by_kind.items()}
        _check_field_keys(frozenset().union(*self.tested.values()))
        self.given: dict[Any, dict[str, Any]] = {}
        # the durable keys of the messages each open state (phase, sid) holds: see `_message_id`
        self.keys: dict[tuple[str, str], set[int]] = {}

    @classmethod
    def create(cls, engine: Engine) -> _DurableHost:
        return cls(engine)

    def ruleset(self, phase: str) -> str:
        return f"{phase}_{self.number}"

    def _action(self, rule_id: str) -> Callable[[Any], None]:
        """The action durable's `Host` registers for a rule (a `Closure` in, as durable runs it)."""
        fire = self._firing(rule_id)

        def act(c: Any) -> None:
            fire(c.m._d, c.s.sid, c._ruleset._handle)

        return act

    def _firing(self, rule_id: str) -> Callable[[dict[str, Any], str, Any], None]:
        """What a rule's firing does (the matched message, the deal's sid, the ruleset's handle): the
        firing is collected. The facts it derives are asserted by the session once every firing on
        the fact is known and the overrides applied (`EngineSession._rule`), not from the action."""
        if rule_id == OPEN_RULE:
            self._fire[rule_id] = _nothing
            return _nothing

        def fire(m: dict[str, Any], sid: str, handle: Any) -> None:
            try:
                given = self.given.get(m.get("fid"))  # the whole fact: durable was sent the fields it tests
                if given is not None:
                    fact = dict(given)
                else:
                    fact = _decode_fact(dict(m))
                    fact.pop("sid", None)
                    fact.pop("id", None)
                assert self.collector is not None
                key = (rule_id, fact.get("fid"))
                if key in self.seen:  # durable activates a rule once per `$or` branch that matches: once is enough
                    return
                self.seen.add(key)
                self.collector.append(Firing(rule_id, fact))
            except Exception as exc:  # recorded and raised after the assert, never left in durable's state
                self.errors.append(f"{rule_id}: {type(exc).__name__}: {exc}")

        self._fire[rule_id] = fire
        return fire

    def run(self, session: EngineSession, phase: str, fact: dict[str, Any]) -> list[Firing]:
        """The fact (its None fields too: the gate reads them as missing) to durable-rules, without
        its None fields, when some rule may match it: the firings on that fact, in durable's order
        (a fact derived from them is the session's to assert, after the overrides: `EngineSession._rule`)."""
        if phase not in self.phases:
            return []
        kind = fact.get("kind")
        kind = "" if kind is None else str(kind)
        gate = self.gates.get((phase, kind))
        if gate is None or not gate.passes(fact):
            return []  # no rule can match it: durable would not keep it either
        fact = {k: v for k, v in fact.items() if v is not None}
        if phase not in session.phases_used:
            # Open the deal's state with a fact a rule handles. durable creates a half state for a sid
            # whose first fact no rule handles: deleting that state crashes the process, keeping it
            # leaks towards the 1024-sid limit. An opened state is always safe to delete.
            try:
                self._open(phase, session.sid)
            except Exception as exc:  # MemoryError at the session limit, native errors
                self.keys.pop((phase, session.sid), None)
                raise EngineError(f"durable-rules could not open the deal: {type(exc).__name__}: {exc}") from None
            session.phases_used.add(phase)
        self.collector, self.errors, self.seen = [], [], set()
        self.given = {fact.get("fid"): fact}
        tested = self.tested[(phase, kind)]
        message = {k: _BOOL[v] if v is True or v is False else v for k, v in fact.items() if k in tested}
        message["sid"] = session.sid
        message["id"] = _message_id(self.keys[(phase, session.sid)], fact["fid"])
        self._assert(phase, message, fact)
        if self.errors:
            raise EngineError("; ".join(self.errors))
        firings, self.collector, self.given = self.collector, None, {}
        return firings

    def _open(self, phase: str, sid: str) -> None:
        """The deal's first fact in a ruleset, one the adapter's own rule handles (see `run`). The
        state's keys start with the key of the fact durable keeps in it (`_state_fact_id`)."""
        keys = self.keys[(phase, sid)] = {durable_key(_state_fact_id(sid))}
        message = {"sid": sid, "fid": 0, "kind": OPEN_KIND, "id": _message_id(keys, 0)}
        handle = self._rulesets[phase]._handle
        result = self._native.assert_fact(handle, self._json(message))
        if result[0] == 1:
            raise self._not_handled(message)
        if result[0] == 2:
            raise self._observed(message)
        self._actions(handle, 0 if result[0] == 3 else result[1], sid)

    def _assert(self, phase: str, message: dict[str, Any], fact: dict[str, Any]) -> None:
        """`Host.assert_fact` without its layers: the ruleset's compiled engine is given the message
        as durable encodes it, and the actions of the rules that fire run in `_actions`. A fact no
        rule handles costs one call (durable's Host raises MessageNotHandledException for it, which
        is the same: the fact is not kept)."""
        handle = self._rulesets[phase]._handle
        try:
            result = self._native.assert_fact(handle, self._json(message))
            if result[0] == 1:  # no rule handles the fact
                return
            if result[0] == 2:  # a message whose key the state holds: never, as the ids are chosen
                raise self._observed(message)
            self._actions(handle, 0 if result[0] == 3 else result[1], message["sid"])
        except Exception as exc:  # MessageObservedException and native errors (302: too many properties …)
            raise EngineError(f"durable-rules refused fact {fact.get('kind')} #{fact.get('fid')}: {exc}") from None

    def _actions(self, handle: Any, state_handle: Any, sid: str) -> None:
        """Run the actions durable-rules has queued for the deal's state (`sid`), with the calls into
        its compiled engine that durable's `Ruleset.do_actions` makes (start the first action; after
        each, store the state and complete it, which starts the next), without its Python layers (a
        `Closure`, a `Promise`, clock readings, the state decoded and encoded again for each action):
        durable's action layer cost about 80 us for each fact sent to it (issue 14). The actions never
        change the state: it is stored as durable gave it."""
        native = self._native
        started = native.start_action_for_state(handle, state_handle)
        if not started:
            return
        state_text = started[0]
        messages = json.loads(started[1])
        while True:
            for rule_name, message in messages.items():
                self._fire[rule_name](message.get("m", {}), sid, handle)
                break
            try:
                native.update_state(handle, state_text)
                following = native.complete_and_start_action(handle, state_handle)
            except BaseException:
                native.abandon_action(handle, state_handle)
                raise
            if not following:
                return
            messages = json.loads(following)

    def close(self, sid: str, phases: set[str]) -> None:
        """Delete the deal's state in every ruleset it opened (always opened by OPEN_KIND first)."""
        for phase in phases & self.phases:
            self.keys.pop((phase, sid), None)
            self.host.delete_state(self.ruleset(phase), sid)
