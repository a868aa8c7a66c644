"""Progress and the draw: accuracy by law and chapter, spaced repetition, exams.

Pure functions over answer records (`Answer`), so the terminal, the API and the tests share them; the
database (`rulings.quiz.models`) only stores the records.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from rulings.lawbook import Lawbook, default_lawbook
from rulings.quiz.bank import Bank, Question


@dataclass(frozen=True)
class Answer:
    """One answer a trainee gave: the question, the laws it was about, whether it was right, when."""

    question: str
    laws: tuple[int, ...]
    correct: bool
    at: datetime


def accuracy_by_law(answers: Iterable[Answer]) -> dict[int, dict[str, float]]:
    """{law: {"right": n, "total": n, "accuracy": r}} over every answer touching that law."""
    out: dict[int, dict[str, float]] = {}
    for a in answers:
        for n in a.laws:
            s = out.setdefault(n, {"right": 0, "total": 0, "accuracy": 0.0})
            s["total"] += 1
            s["right"] += int(a.correct)
    for s in out.values():
        s["accuracy"] = s["right"] / s["total"] if s["total"] else 0.0
    return dict(sorted(out.items()))


def chapter_of(law: int, lawbook: Lawbook | None = None) -> int:
    book = lawbook or default_lawbook()
    for c in book.chapters:
        if law in c.laws:
            return c.number
    return 0


def accuracy_by_chapter(answers: Iterable[Answer], lawbook: Lawbook | None = None) -> dict[int, dict[str, float]]:
    """Accuracy per chapter of the code (chapter 5: the auction, 6: the play, 8: scoring)."""
    out: dict[int, dict[str, float]] = {}
    for a in answers:
        for ch in sorted({chapter_of(n, lawbook) for n in a.laws}):
            s = out.setdefault(ch, {"right": 0, "total": 0, "accuracy": 0.0})
            s["total"] += 1
            s["right"] += int(a.correct)
    for s in out.values():
        s["accuracy"] = s["right"] / s["total"] if s["total"] else 0.0
    return dict(sorted(out.items()))


def over_time(answers: Sequence[Answer], window: int = 5) -> list[dict[str, float]]:
    """Running accuracy after each answer (the progress chart's points), and over the last `window`."""
    out, right = [], 0
    for i, a in enumerate(answers, 1):
        right += int(a.correct)
        recent = answers[max(0, i - window):i]
        out.append({"n": i, "accuracy": right / i, "recent": sum(x.correct for x in recent) / len(recent)})
    return out


def law_weight(stats: dict[int, dict[str, float]], law: int) -> float:
    """Spaced-repetition weight of a law: laws answered worst weigh most; unseen laws weigh like a
    law answered half right. The Laplace-smoothed error rate cubed, plus a floor so no law disappears:
    a law missed five times in five weighs about 4.5 times an unseen one, an unseen one about 6 times
    a law answered right five times. (Cubed rather than squared so that a weak law still stands out
    in a bank of the auction's and the play's laws, where each law holds a small share.)"""
    s = stats.get(law)
    right, total = (s["right"], s["total"]) if s else (0, 0)
    error = (total - right + 1) / (total + 2)
    return 0.02 + error ** 3


def draw(bank: Bank | Sequence[Question], answers: Sequence[Answer], count: int, seed: int | None = None,
         law: int | None = None) -> list[Question]:
    """The next `count` questions: weighted by the worst-answered laws, deterministic for a seed,
    never the same question twice in one draw."""
    pool = list(bank.select(law=law) if isinstance(bank, Bank) else bank)
    if law is not None and not isinstance(bank, Bank):
        pool = [q for q in pool if law in q.law_numbers]
    stats = accuracy_by_law(answers)
    rng = random.Random(seed)
    chosen: list[Question] = []
    while pool and len(chosen) < count:
        weights = [max(law_weight(stats, n) for n in q.law_numbers) if q.law_numbers else 0.02 for q in pool]
        q = rng.choices(pool, weights=weights, k=1)[0]
        chosen.append(q)
        pool.remove(q)
    return chosen


def exam_draw(bank: Bank, count: int, seed: int | None = None, lawbook: Lawbook | None = None) -> list[Question]:
    """An exam: `count` questions spread across the chapters in turn (5, 6, 8 …), one from each
    before any chapter gives a second."""
    book = lawbook or bank.lawbook
    rng = random.Random(seed)
    by_chapter: dict[int, list[Question]] = {}
    for q in bank.questions:
        chs = sorted({chapter_of(n, book) for n in q.law_numbers})
        if chs:
            by_chapter.setdefault(chs[0], []).append(q)
    for qs in by_chapter.values():
        rng.shuffle(qs)
    out: list[Question] = []
    order = sorted(by_chapter)
    while len(out) < count and any(by_chapter.values()):
        for ch in order:
            if by_chapter[ch] and len(out) < count:
                out.append(by_chapter[ch].pop())
    return out


@dataclass(frozen=True)
class ExamResult:
    right: int
    total: int
    percent: float
    passed: bool
    late: int  # answers given after the time limit (not counted)


def score_exam(results: Sequence[tuple[bool, datetime]], started: datetime, time_limit: timedelta,
               pass_mark: float) -> ExamResult:
    """An exam's score: answers after the time limit count as wrong; pass at `pass_mark` percent."""
    deadline = started + time_limit
    late = sum(1 for _, at in results if at > deadline)
    right = sum(1 for ok, at in results if ok and at <= deadline)
    total = len(results)
    percent = 100.0 * right / total if total else 0.0
    return ExamResult(right, total, percent, percent >= pass_mark, late)
