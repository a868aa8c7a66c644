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
from rulings.log import Event
from rulings.table import Item, mark_answered
from rulings.vocabulary import ANSWER_CLASSES, ANSWER_WORDS

__all__ = ["Answers", "allowed_answers", "check_answer", "finding_fact", "judgment_map", "no_law", "open_question",
           "record_finding", "spectator_fact"]


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


#: the plain words of a yes/no answer, as a rule reads them (`finding: "yes"`)
PLAIN = {"yes": "yes", "true": "yes", "是": "yes", "no": "no", "false": "no", "否": "no"}


def finding_fact(ev: Event, items: list[Item]) -> dict[str, Any]:
    """The auction's `finding` fact of a finding no ruling item asks for, under a law whose rules read it
    (Law 12A1, 13, 16B …): the law, the finding (a yes/no in its plain word), the player it names (`seat`, who
    is then the offender of an item a rule opens), and the latest irregularity (`follows`, its item and
    offender, and `follows_found`: the director's answer to that item's question of the section enclosing the
    finding's — 16B's for a 16B3 finding, 13B's for 13B2)."""
    law = normalise_ref(str(ev.law))
    word = str(ev.finding)
    fact: dict[str, Any] = {"kind": "finding", "phase": "auction", "seq": ev.index, "law": law,
                            "finding": PLAIN.get(word.strip().lower(), word.strip())}
    if ev.seat is not None:
        fact["seat"] = fact["offender"] = str(ev.seat)
    if items:
        latest = items[-1]
        fact.update(follows=latest.irregularity, follows_ruling=len(items) - 1)
        if latest.offender is not None:
            fact["follows_offender"] = str(latest.offender)
        found = _found_above(latest, law)
        if found is not None:
            fact["follows_found"] = PLAIN.get(found.strip().lower(), found)
    return fact


def _found_above(item: Item, law: str) -> str | None:
    """The director's answer to the item's question of a section enclosing `law` (16B for 16B3), if any."""
    for r in reversed(item.rectification):
        asked = str(r.get("law", ""))
        if r["kind"] == "director_judgment" and asked != law and law.startswith(asked) and "found" in r:
            return str(r["found"])
    return None


def _names_an_answer(lawbook: Lawbook, finding: str, law: str) -> bool:
    """Whether the finding is one of the answers of the question of `law` by name (是, Yes), or a plain
    yes/no to a two-answer question: not a fact word a rule reads (wrong_count, seen, extraneous)."""
    answers = judgment_map(lawbook, law).get("answers", [])
    names = {str(a["answer"].get(k, "")).lower() for a in answers for k in ("zh", "en")}
    low = finding.strip().lower()
    return low in names or (len(answers) == 2 and low in PLAIN)


def record_finding(lawbook: Lawbook | None, items: list[Item], fact: dict[str, Any], ev: Event) -> None:
    """A finding read as a fact, recorded with the ruling: the answer to the open question of its law (the
    question the fact itself opened: `{finding: "yes", law: 12A1}`), else one of the findings of the item it
    opened or joined."""
    law = fact["law"]
    for item in reversed(items):
        if lawbook is not None and any(r["kind"] == "director_judgment" and str(r.get("law")) == law
                                       and "found" not in r for r in item.rectification) \
                and _names_an_answer(lawbook, str(ev.finding), law):
            item.judgments.append(str(ev.finding))
            mark_answered(item, law, str(ev.finding))
            return
    target = fact.get("ruling", fact.get("follows_ruling"))
    if isinstance(target, int) and target < len(items):
        items[target].judgments.append(str(ev.finding))


def spectator_fact(ev: Event, items: list[Item], phase: str = "auction") -> dict[str, Any]:
    """Law 11B: a spectator, responsible to the side the log names (`{spectator: NS}`), first drew attention to
    the latest irregularity: a `spectator` fact joining its ruling item, with whose spectator he is — the
    non-offending side's (11B1) or the offending side's (11B2). With no irregularity recorded before it,
    he drew attention to nothing the log holds: refused."""
    latest = next((i for i in range(len(items) - 1, -1, -1) if items[i].offender is not None), None)
    if latest is None:
        raise LogError("a spectator drew attention, but no irregularity (with an offender) is recorded before it "
                       "(Law 11B)", event=ev.index, field="spectator",
                       zh="观众指出违规，但此前记录中没有（有违规者的）违规（第11条B款）")
    offender = items[latest].offender
    assert offender is not None and ev.side is not None
    return {"kind": "spectator", "phase": phase, "seq": ev.index, "ruling": latest, "offender": str(offender),
            "seat": str(offender), "irregularity": items[latest].irregularity,
            "responsible": "offending" if ev.side == offender.side else "non_offending"}
