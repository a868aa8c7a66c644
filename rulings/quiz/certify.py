"""A key is certified before it is asked.

Each question carries the engine's ruling at its moment (`rulings.quiz.keys.answer_key`) and a second
derivation of its key that does not come from the engine: what its case states, written from the law's
text (the Then steps of its feature scenario, of its seed or example, read with the grammar the features
run, `rulings.gherkin`; for a rotated case the same statements with the seats moved, Law 17), or for a
score the figure worked by hand from the Law 77 table. A scenario's `@ref-` tags name what it is
about, not what the ruling is, and certify nothing.

A question is certified when

1. its case states something of what the question asks (`SUBJECTS`: a ``law`` question needs a stated
   citation (`裁决引用…`), a ``ruling`` question also a stated rectification, a ``next`` question who
   acts next, a ``penalty`` question the penalty cards or lead restrictions, a ``tricks`` question the
   tricks transferred);
2. every statement holds on the engine's ruling; and
3. nothing a trainee reads contradicts itself (`rulings.quiz.consistency`).

Otherwise it is withheld with the reason (`rulings quiz --check` lists them); it is never asked.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rulings.gherkin import Seats, StepError, Unmet, then_step
from rulings.quiz.consistency import contradictions
from rulings.quiz.questions import Question

# What a question asks -> the topics of the statements that derive it (any one of each group).
SUBJECTS: dict[str, list[set[str]]] = {
    "law": [{"refs"}],
    "ruling": [{"refs"}, {"rect", "penalty", "tricks"}],
    "next": [{"next"}],
    "penalty": [{"penalty"}],
    "tricks": [{"tricks"}],
}
SUBJECT_ZH = {"law": "适用的条款", "ruling": "条款与纠正办法", "next": "下一位行动者", "penalty": "罚张与引牌限制",
              "tricks": "转移的墩数"}


@dataclass(frozen=True)
class Verdict:
    """Whether a question may be asked, and if not, why (Chinese first, English beside)."""

    certified: bool
    reason: str = ""


def _subject(q: Question) -> str:
    return q.focus or q.qtype


def stated(q: Question, ruling: dict[str, Any]) -> tuple[set[str], list[str]]:
    """The topics the case's statements speak of, and the statements the ruling does not meet."""
    topics: set[str] = set()
    unmet: list[str] = []
    for text, turn in q.expect:
        found = then_step(text)
        if found is None:
            unmet.append(f"{text}: 语法中没有这一步骤 (no step of rulings.gherkin reads it)")
            continue
        step, groups = found
        if step.topic == "engine":
            continue  # a rule id or the engine's own words: checked by the features, certifies no key
        topics.add(step.topic)
        try:
            step.check(ruling, Seats(turn), **groups)
        except Unmet as exc:
            unmet.append(f"{text} [turned {turn}]: {exc}"[:400])
        except (StepError, KeyError) as exc:
            unmet.append(f"{text}: {exc}")
    return topics, unmet


def certify(q: Question, key: dict[str, Any], choices: list[dict[str, Any]] | None = None,
            expected_score: dict[str, Any] | None = None) -> Verdict:
    """The verdict on one question, given its key now (and the choices a trainee would see)."""
    if q.qtype == "score":
        if expected_score is None:
            return Verdict(False, "没有独立推导 (no score worked from the Law 77 table)")
        if expected_score != key["value"]:
            return Verdict(False, f"两种推导不一致 (disagree): Law 77 table {expected_score}, engine {key['value']}")
        found = contradictions(q, key, choices)
        return Verdict(not found, ("矛盾 (contradiction): " + " | ".join(found)) if found else "")
    if not q.expect:
        return Verdict(False, "没有独立推导 (no independent derivation: the case states nothing of this variation)")
    topics, unmet = stated(q, key["ruling"])
    if unmet:
        return Verdict(False, "两种推导不一致 (disagree): " + " | ".join(unmet))
    missing = [g for g in SUBJECTS[_subject(q)] if not g & topics]
    if missing:
        return Verdict(False, f"没有独立推导{SUBJECT_ZH[_subject(q)]} (the case states nothing of "
                              f"{' / '.join(sorted(missing[0]))})")
    found = contradictions(q, key, choices)
    if found:
        return Verdict(False, "矛盾 (contradiction): " + " | ".join(found))
    return Verdict(True)
