"""A question of the quiz: its type, its event log, and what its case states of the ruling.

The key is never stored: `rulings.quiz.keys.answer_key` asks the engine each time. Stored beside the log
is only what an author wrote from the law's text (`expect`, the case's Then steps, each with the turn its
seats are read at, Law 17; `tags`, the citation paths its scenario proves); `rulings.quiz.certify`
checks the engine's ruling against them before the question is asked.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass, field
from typing import Any

QTYPES = ("ruling", "law", "next", "score")
FOCUSES = ("penalty", "tricks")  # focused play questions (qtype ``ruling``): see `rulings.quiz.keys.focus_tokens`
SEATS = "NESW"


@dataclass(frozen=True)
class Question:
    """One question: its type and event log. `laws` is the index the draw uses (the sections the
    engine's trace reached when the bank was built); the key itself is never stored."""

    id: str
    qtype: str
    log: dict[str, Any]
    source: str
    title: str
    laws: tuple[str, ...] = field(default=())
    focus: str = ""  # "" (the whole ruling) or one of FOCUSES (a ruling question asking one thing)
    expect: tuple[tuple[str, int], ...] = ()  # (Then step, turn): what the case states, seats moved `turn` places
    tags: tuple[str, ...] = ()  # the citation paths the case's scenario proves (`@ref-31A2b`)

    @property
    def law_numbers(self) -> tuple[int, ...]:
        return tuple(sorted({int(m.group()) for r in self.laws if (m := re.match(r"\d+", r))}))

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "qtype": self.qtype, "log": self.log, "source": self.source,
                "title": self.title, "laws": list(self.laws), "focus": self.focus,
                "expect": [list(e) for e in self.expect], "tags": list(self.tags)}


def canonical(log: dict[str, Any]) -> str:
    return json.dumps(log, sort_keys=True, ensure_ascii=False)


def qid(qtype: str, log: dict[str, Any], focus: str = "") -> str:
    kind = f"{qtype}/{focus}" if focus else qtype
    return hashlib.sha1(f"{kind}:{canonical(log)}".encode()).hexdigest()[:12]
