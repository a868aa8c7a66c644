"""The director's answers: which answers a finding under a law may give, and the question a finding
with no `law` answers (nothing the director enters is silently ignored: README, "A finding names the
law whose question it answers").

A finding under a law answers what the lawbook declares for it (lawbook/README.md):
- the question a ruling item puts under that law (`director_judgment`, worded by the law's `judgment:`
  map): its answers by name, in either language, and — a yes/no question (two answers) — the words of
  `ANSWER_WORDS` (yes, true, 是, inadvertent …; no, false, 否, deliberate);
- the law's `finding:` declarations: each answer key, a word (acquiesced, omitted …) or a class (yes,
  no, tricks: a whole number; other: any answer).
An answer none of these takes is bad input, refused with the answers the question has.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from rulings.errors import LogError
from rulings.lawbook import Lawbook, cite_zh, normalise_ref
from rulings.table import Item
from rulings.vocabulary import ANSWER_CLASSES, ANSWER_WORDS

__all__ = ["Answers", "allowed_answers", "check_answer", "judgment_map", "no_law", "open_question"]


def judgment_map(lawbook: Lawbook, ref: str, ask: str | None = None, worded_by: str | None = None) -> dict[str, Any]:
    """The judgment map that words the question put under `ref`: the section's (else its law's); that of
    `worded_by` when another section words it; its `then:` map's `ask` when a further question is put."""
    sec = lawbook.sections[normalise_ref(ref)]
    j: dict[str, Any] = sec.judgment or lawbook.law(sec.law).judgment or {}
    if worded_by is not None:
        j = lawbook.sections[normalise_ref(worded_by)].judgment or j
    if ask is not None:
        j = (j.get("then") or {}).get(ask) or j
    return j


@dataclass(frozen=True)
class Answers:
    """The answers a finding under `law` may give: words (lower case), classes (yes, no, tricks), and
    how they are shown in an error."""

    law: str
    words: frozenset[str]
    classes: frozenset[str]
    shown: tuple[str, ...]

    def accepts(self, finding: str) -> bool:
        low = finding.strip().lower()
        if low == "adjusted_score":  # the score the director awards once he has answered (Law 12C), recorded
            return True              # under the law whose question led to it (the console's adjusted-score form)
        if low in self.words:
            return True
        if any(cls in self.classes and low in ANSWER_WORDS[cls] for cls in ("yes", "no")):
            return True
        return "tricks" in self.classes and re.fullmatch(r"\d+", low) is not None


def allowed_answers(lawbook: Lawbook, law: str, item: Item | None) -> Answers | None:
    """The answers of the law's question, of the questions `item` puts under it (a further question, one
    worded by another section) and of the law's `finding:` declarations; None when nothing declares them,
    the law is not in the book, or one declaration takes any answer (`other`)."""
    want = normalise_ref(law)
    words: set[str] = set()
    classes: set[str] = set()
    shown: list[str] = []
    if want not in lawbook.sections:
        return None
    asked = [(str(r["law"]), r.get("ask"), r.get("worded_by")) for r in (item.rectification if item else [])
             if r["kind"] == "director_judgment" and normalise_ref(str(r.get("law"))) == want]
    for ref, ask, worded_by in [(law, None, None), *asked]:  # the law's own question, and those put under it
        answers = judgment_map(lawbook, ref, ask, worded_by).get("answers", [])
        for a in answers:
            zh, en = str(a["answer"].get("zh", "")), str(a["answer"].get("en", ""))
            words.update(w.lower() for w in (zh, en) if w)
            shown.append(f"{zh} ({en})" if zh and en else zh or en)
        if len(answers) == 2:
            classes.update(("yes", "no"))
    for d in lawbook.findings_for(law):
        for key, _ in d.answers:
            if key == "other":
                return None
            if key in ANSWER_CLASSES:
                classes.add(key)
            else:
                words.add(key.lower())
                shown.append(key)
    if not words and not classes:
        return None
    shown += [w for w in ("yes", "no") if w in classes]
    if "tricks" in classes:
        shown.append("a number of tricks")
    return Answers(law=law, words=frozenset(words), classes=frozenset(classes), shown=tuple(dict.fromkeys(shown)))


def check_answer(lawbook: Lawbook, finding: str, law: str, item: Item | None, event: int) -> None:
    """Refuse a finding under `law` that gives none of the answers its question has (field `finding`)."""
    allowed = allowed_answers(lawbook, law, item)
    if allowed is not None and not allowed.accepts(finding):
        raise LogError(f"{finding!r} is not an answer to the question of Law {law}: it is answered "
                       f"{' | '.join(allowed.shown)}", event=event, field="finding",
                       zh=f"{finding!r} 不是{cite_zh(law)}问题的答案；可答：{' | '.join(allowed.shown)}")


def open_question(item: Item | None) -> str | None:
    """The law of the one question the last ruling item puts and the director has not answered (a finding
    without `law` answers it); None when it puts none, or more than one."""
    laws = _open_laws(item)
    return laws[0] if len(laws) == 1 else None


def _open_laws(item: Item | None) -> list[str]:
    """The laws of the questions the ruling item puts and the director has not answered, sorted."""
    if item is None:
        return []
    return sorted({str(r["law"]) for r in item.rectification if r["kind"] == "director_judgment" and "found" not in r})


def no_law(item: Item | None, event: int) -> LogError:
    """The error of a finding without `law` that answers no one open question (field `law`)."""
    laws = _open_laws(item)
    what = (f"the last ruling puts {len(laws)} questions ({', '.join(laws)})" if laws
            else "no question of the last ruling is open")
    what_zh = f"上一项裁决有{len(laws)}个未答的问题（{'、'.join(laws)}）" if laws else "上一项裁决没有未答的问题"
    example = laws[0] if laws else "75"
    return LogError(f"a finding without a law answers the one open question of the last ruling; {what}: "
                    f"name the law whose question it answers (e.g. law: {example})", event=event, field="law",
                    zh=f"未写条款（law）的认定只回答上一项裁决唯一未答的问题；{what_zh}：请写明所答问题的条款"
                       f"（如 law: {example}）")
