"""The question bank: worked cases (`rulings.quiz.cases`), varied (`rulings.quiz.variants`), answered
by the engine (`rulings.quiz.keys`), and certified before any is asked (`rulings.quiz.certify`).

A question is stored with its event log and what its case states of the ruling, never its key: the key
is recomputed by `rulings.ruling.rule()` every time a question is checked, so the bank follows the
lawbook as its rules grow, and a question whose key the case no longer confirms is withheld.

Question types: ``ruling`` (citations and rectification), ``law`` (which law?), ``next`` (who acts next:
who calls, Law 17C/29B, or who plays, Laws 44, 53-56), ``score`` (Law 77 and Law 78B IMPs via
`rulings.scoring`). A ``ruling`` question on the play may be *focused* (`Question.focus`): ``penalty``
(which penalty cards stand, what must or must not be led: Laws 45E, 49-57), ``tricks`` (how many tricks
an established revoke transfers, and to whom: Law 64).

The modules: `questions` (the Question), `cases` (features, examples, seeds), `variants`, `keys`,
`certify` and `consistency` (the checker), `asking` (the prompt and the words of a key), `choices`,
`checking` (an answer against the key). This module assembles them; the names other packages import
(`answer_key`, `check`, `choices`, `describe`, `prompt`, `Question`, `SEATS`) are re-exported here.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from rulings.engine import Engine
from rulings.errors import InputError, RulingsError
from rulings.lawbook import Lawbook, default_lawbook, ref_sort_key
from rulings.quiz.asking import describe, prompt
from rulings.quiz.cases import Case, seed_cases
from rulings.quiz.certify import Verdict, certify
from rulings.quiz.checking import check
from rulings.quiz.choices import MECHANICAL_LAWS, choices
from rulings.quiz.keys import answer_key, build_engine, focuses, ruling_of
from rulings.quiz.questions import FOCUSES, QTYPES, SEATS, Question, canonical, qid
from rulings.quiz.variants import rotate, variants

__all__ = ["FOCUSES", "QTYPES", "SEATS", "Bank", "Case", "Question", "answer_key", "build_bank", "check",
           "choices", "default_bank", "describe", "mechanical_sections", "prompt", "rotate", "seed_cases"]

# (contract, declarer, tricks, vulnerable, other table's NS score or None, the NS score and IMPs worked by
# hand from the Law 77 table and the Law 78B scale: the independent derivation of a score question)
SCORE_CASES: list[tuple[str, str, int, str, int | None, dict[str, Any]]] = [
    ("4H", "S", 10, "none", None, {"ns": 420}),                 # 120 + 300 game
    ("4H", "S", 11, "NS", -420, {"ns": 650, "imps": 14}),       # 150 + 500 + 30 overtrick; 1070 -> 14 IMP
    ("3NT", "N", 8, "both", 400, {"ns": -100, "imps": -11}),    # down 1 vulnerable; -500 -> -11
    ("4SX", "E", 8, "EW", None, {"ns": 500}),                   # down 2 doubled vulnerable: 200 + 300
    ("6NT", "W", 12, "none", -990, {"ns": -990, "imps": 0}),    # 190 + 300 + 500 small slam
    ("1NTXX", "N", 7, "none", None, {"ns": 560}),               # 160 + 300 game + 100 for the redouble
    ("2C", "S", 9, "EW", 110, {"ns": 110, "imps": 0}),          # 40 + 20 + 50 part score
    ("3DX", "W", 9, "both", None, {"ns": -670}),                # 120 + 500 game + 50 for the double
    ("7S", "N", 13, "NS", 1460, {"ns": 2210, "imps": 13}),      # 210 + 1500 + 500; 750 -> 13
    ("5CX", "E", 9, "NS", 150, {"ns": 300, "imps": 4}),         # down 2 doubled not vulnerable; 150 -> 4
    ("2HX", "N", 8, "none", None, {"ns": 470}),                 # 120 + 300 game + 50 for the double
    ("4S", "W", 9, "both", 620, {"ns": 100, "imps": -11}),      # down 1 vulnerable; -520 -> -11
]
EXPECTED_SCORES: dict[str, dict[str, Any]] = {}

def score_questions() -> list[Question]:
    """Law 77 scores (and Law 78B IMPs where the other table's result is given)."""
    out = []
    for contract, declarer, tricks, vul, other, expected in SCORE_CASES:
        spec: dict[str, Any] = {"contract": contract, "declarer": declarer, "tricks": tricks, "vulnerable": vul}
        if other is not None:
            spec["other_ns"] = other
        log = {"score": spec}
        laws = ("77", "78B") if other is not None else ("77",)
        q = Question(qid("score", log), "score", log, "scoring", f"{contract} {declarer} {tricks}", laws)
        EXPECTED_SCORES[q.id] = expected
        out.append(q)
    return out


@dataclass
class Bank:
    """The certified questions (the only ones asked) and the withheld ones with the reason."""

    questions: list[Question]
    lawbook: Lawbook
    withheld: list[tuple[Question, str]] = field(default_factory=list)

    def by_id(self, qid: str) -> Question:
        for q in self.questions:
            if q.id == qid:
                return q
        raise InputError(f"no question {qid!r} in the bank (题库中没有此题)")

    def select(self, law: int | None = None, chapter: int | None = None, qtype: str | None = None) -> list[Question]:
        out = self.questions
        if law is not None:
            out = [q for q in out if law in q.law_numbers]
        if chapter is not None:
            laws = {n for c in self.lawbook.chapters if c.number == chapter for n in c.laws}
            out = [q for q in out if set(q.law_numbers) & laws]
        if qtype is not None:
            out = [q for q in out if q.qtype == qtype]
        return out

    def coverage(self) -> dict[str, int]:
        """Questions per mechanical section (Laws 17-71) with a rule."""
        counts = {ref: 0 for ref in mechanical_sections(self.lawbook)}
        for q in self.questions:
            for ref in q.laws:
                if ref in counts:
                    counts[ref] += 1
        return counts


def mechanical_sections(lawbook: Lawbook | None = None) -> list[str]:
    """Every mechanical section of Laws 17-71 that has a rule, read from the lawbook."""
    book = lawbook or default_lawbook()
    refs = {r.ref for r in book.rules if r.law in MECHANICAL_LAWS and book.section(r.ref).kind == "mechanical"}
    return sorted(refs, key=ref_sort_key)



@dataclass
class _Entry:
    log: dict[str, Any]
    source: str
    title: str
    ruling: dict[str, Any]
    trace: tuple[str, ...]
    expect: list[tuple[str, int]] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)


def _entries(cases: Iterable[Case], engine: Engine) -> list[_Entry]:
    """Every distinct log of the cases and their variations that the engine rules on (at least one
    irregularity), with the statements of every case it is a turn of (Law 17)."""
    seen: dict[str, _Entry | None] = {}
    for case in cases:
        try:
            first = ruling_of(case.log, engine)
        except RulingsError:
            continue
        for variant, turn in variants(case.log, first, engine):
            key = canonical(variant)
            if key not in seen:
                try:
                    r = first if variant is case.log else ruling_of(variant, engine)
                except RulingsError:
                    seen[key] = None
                    continue
                trace = tuple(sorted({t["ref"] for i in r["rulings"] for t in i["trace"]}, key=ref_sort_key))
                seen[key] = _Entry(variant, case.source, case.title, r, trace) if r["rulings"] and trace else None
            entry = seen[key]
            if entry is not None and turn is not None:
                entry.expect.extend((step, turn) for step in case.expect if (step, turn) not in entry.expect)
                entry.tags.extend(t for t in case.tags if t not in entry.tags)
    return [e for e in seen.values() if e is not None]


def candidates(cases: Iterable[Case] | None = None, engine: Engine | None = None) -> list[tuple[Question, dict[str, Any]]]:
    """Every question the cases give, with the ruling its key is read from: ``ruling``, ``law`` and
    ``next`` for each log, the focused ``penalty`` and ``tricks`` questions a play ruling supports."""
    engine = engine or build_engine()
    out: list[tuple[Question, dict[str, Any]]] = []
    for e in _entries(cases if cases is not None else seed_cases(), engine):
        expect, tags = tuple(e.expect), tuple(e.tags)
        for qtype in ("ruling", "law", "next"):
            out.append((Question(qid(qtype, e.log), qtype, e.log, e.source, e.title, e.trace, "", expect, tags), e.ruling))
        for focus in focuses(e.ruling, e.trace):
            out.append((Question(qid("ruling", e.log, focus), "ruling", e.log, e.source, e.title, e.trace, focus,
                                 expect, tags), e.ruling))
    return out


def build_bank(cases: Iterable[Case] | None = None, engine: Engine | None = None) -> Bank:
    """Grow the bank: every candidate question is certified (`rulings.quiz.certify`) on its key now;
    the rest are withheld with the reason. The score questions come with every bank."""
    engine = engine or build_engine()
    certified: list[Question] = []
    withheld: list[tuple[Question, str]] = []
    for q, ruling in [*candidates(cases, engine), *((q, {}) for q in score_questions())]:
        key = answer_key(q, engine, ruling or None)
        verdict: Verdict = certify(q, key, expected_score=EXPECTED_SCORES.get(q.id))
        if verdict.certified:
            certified.append(q)
        else:
            withheld.append((q, verdict.reason))
    return Bank(certified, engine.lawbook, withheld)


@functools.lru_cache(maxsize=1)
def default_bank() -> Bank:
    """The certified bank built from the project's lawbook, features, examples and seeds (once per process)."""
    return build_bank()


