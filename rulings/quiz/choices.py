"""Multiple choice: the engine's answer beside wrong answers that differ from it in substance.

Distractors are the answers to neighbouring cases (the other choice, the declarer's other options, what
stood a few events earlier) and the right answer altered item by item (a sibling section, the
rectification on another seat or scope, a penalty card of the other grade). A distractor is kept only
if it reads differently from every other choice item by item (`substance`): two choices never differ
only in order or wording.
"""

from __future__ import annotations

import random
from typing import Any

from rulings.engine import Engine
from rulings.errors import RulingsError
from rulings.lawbook import Lawbook, default_lawbook, ref_sort_key
from rulings.quiz.asking import describe, section_title, token_text
from rulings.quiz.keys import answer_key, build_engine, ruling_of, score_key
from rulings.quiz.questions import SEATS, Question
from rulings.quiz.variants import flip_choices, other_options

MECHANICAL_LAWS = range(17, 72)  # Laws 17-71: the auction and the play


def substance(value: dict[str, Any], qtype: str, lang: str) -> frozenset[str]:
    """What a choice says, item by item, as a trainee reads it. For a ruling that is its outcome, the
    rectification's items in words: two rulings that do the same thing under a neighbouring section
    ("25B2(a)" beside "(b)") are one answer, not two (issue 16, point 11). For a law question it is the
    sections cited, read by their titles (35C and 38 are both 超过7线的叫牌: two choices that differ only
    there would read as one case, the numbers aside); otherwise the choice's words."""
    if qtype == "ruling" and value.get("rectification"):
        return frozenset(token_text(t, lang) for t in value["rectification"])
    if qtype == "ruling":  # nothing to do: the ruling is which section says so
        from rulings.lawbook import cite_en, cite_zh

        return frozenset((cite_zh if lang == "zh" else cite_en)(r) for r in value.get("refs", []))
    if qtype == "law":
        return frozenset(_title_words(r, lang) for r in value.get("refs", []))
    return frozenset([describe(value, qtype, lang)])


def _title_words(ref: str, lang: str) -> str:
    """A section as its title reads (the citation where the section has no title)."""
    from rulings.lawbook import cite_en, cite_zh

    return section_title(ref, lang) or (cite_zh if lang == "zh" else cite_en)(ref)


def choices(q: Question, key: dict[str, Any] | None = None, seed: int = 0, n: int = 4,
            engine: Engine | None = None) -> list[dict[str, Any]]:
    """Multiple choice: the engine's answer and plausible distractors (the same log with the other
    choice, a sibling section, the rectification moved to another seat or scope), shuffled by seed.
    Each choice is {"label": "A", "value": …}; which one is right is decided by `check`, never stored."""
    key = key or answer_key(q, engine)
    right = key["value"]
    rng = random.Random(f"{q.id}:{seed}")
    pool: list[dict[str, Any]] = []
    book = default_lawbook()
    if q.qtype == "score":
        s = q.log["score"]
        for delta in (1, -1):
            alt = dict(s, tricks=min(13, max(0, int(s["tricks"]) + delta)))
            pool.append(score_key({"score": alt})["value"])
        flip = {"none": "both", "both": "none", "NS": "EW", "EW": "NS"}[s["vulnerable"]]
        pool.append(score_key({"score": dict(s, vulnerable=flip)})["value"])
        pool.append({**right, "ns": -right["ns"]})
    elif q.focus:
        pool.extend(_focus_distractors(q, right, engine))
    elif q.qtype == "next":
        for seat in SEATS:
            pool.append({"next": seat, "phase": right.get("phase") if right.get("next") else "auction"})
        pool.append({"next": right.get("next"), "phase": "play" if right.get("phase") == "auction" else "auction"})
    else:
        for alt in flip_choices(q.log):
            try:
                other = answer_key(Question(q.id, q.qtype, alt, q.source, q.title), engine)["value"]
                pool.append(other)
            except RulingsError:
                pass
        refs = list(right["refs"])
        for i, ref in enumerate(refs):
            for sib in _siblings(book, ref):
                alt_refs = sorted(set(refs[:i] + [sib] + refs[i + 1:]), key=ref_sort_key)
                pool.append({**right, "refs": alt_refs})
        if q.qtype == "ruling":
            pool.extend(_moved_rectification(right))
            pool.extend(_other_outcomes(right))
        if len(refs) > 1:
            pool.append({**right, "refs": refs[:-1]})
        for i, ref in enumerate(refs):  # a section alone under its parent: the law's other sections
            for near in _near_sections(book, ref):
                pool.append({**right, "refs": sorted(set(refs[:i] + [near] + refs[i + 1:]), key=ref_sort_key)})
    distractors: list[dict[str, Any]] = []
    seen = [(substance(right, q.qtype, "zh"), substance(right, q.qtype, "en"))]

    def keep(values: list[dict[str, Any]]) -> None:
        for v in values:  # a distractor must differ from the answer and from the others in substance
            said = (substance(v, q.qtype, "zh"), substance(v, q.qtype, "en"))
            if v != right and v not in distractors and all(said[0] != s[0] and said[1] != s[1] for s in seen):
                distractors.append(v)
                seen.append(said)

    keep(pool)
    if q.qtype == "ruling" and len(distractors) < n - 1:  # too few outcomes: what stood a few events earlier
        keep(_earlier_outcomes(q, engine))
    rng.shuffle(distractors)
    options = [right, *distractors[: n - 1]]
    rng.shuffle(options)
    return [{"label": "ABCDEFG"[i], "value": v} for i, v in enumerate(options)]


def _focus_distractors(q: Question, right: dict[str, Any], engine: Engine | None) -> list[dict[str, Any]]:
    """Wrong answers to a focused question: the answer the engine gives after the other choice
    (accept/decline, the declarer's other options), and the right one altered item by item: a penalty
    card given to partner or of the other grade, a lead required instead of forbidden, one trick more or
    fewer, the tricks given to the other side, nothing at all."""
    pool: list[dict[str, Any]] = []
    for alt in [*flip_choices(q.log), *other_options(q.log, engine or build_engine())]:
        try:
            pool.append(answer_key(Question(q.id, q.qtype, alt, q.source, q.title, q.laws, q.focus), engine)["value"])
        except RulingsError:
            continue
    rect = list(right["rectification"])
    pool.extend(_altered(rect))
    if rect:
        pool.append({"refs": [], "rectification": []})
    elif q.focus == "tricks":
        side = _offended_side(q)
        pool.extend({"refs": [], "rectification": [f"tricks|{side}|{n}"]} for n in (1, 2))
    else:  # nothing stands: the cards the log exposed or the ruling names, as if they were penalty cards
        for seat, card in dict.fromkeys(_cards_in_view(q, engine)):
            for grade in ("major", "minor"):
                pool.append({"refs": [], "rectification": [f"pc|{seat}|{card}|{grade}"]})
    pool.extend(_earlier_outcomes(q, engine))  # a penalty card since played, a lead since made
    return pool


def _earlier_outcomes(q: Question, engine: Engine | None) -> list[dict[str, Any]]:
    """The answers as they stood one to four events before the question's last event."""
    out = []
    for cut in (1, 2, 3, 4):
        if cut < len(q.log["events"]):
            earlier = Question(q.id, q.qtype, dict(q.log, events=q.log["events"][:-cut]), q.source, q.title,
                               q.laws, q.focus)
            try:
                out.append(answer_key(earlier, engine or build_engine())["value"])
            except RulingsError:
                continue
    return out


def _altered(rect: list[str]) -> list[dict[str, Any]]:
    """The right rectification altered one item at a time: a penalty card given to partner or of the
    other grade; a lead required instead of forbidden, merely allowed, or put on partner; one trick more
    or fewer, or the tricks given to the other side."""
    out: list[dict[str, Any]] = []

    def swap(i: int, token: str) -> dict[str, Any]:
        return {"refs": [], "rectification": sorted(set(rect[:i] + [token] + rect[i + 1:]))}

    other_side = {"NS": "EW", "EW": "NS"}
    for i, token in enumerate(rect):
        head, *rest = token.split("|")
        if head == "pc":
            seat, card, grade = rest
            out.append(swap(i, f"pc|{SEATS[(SEATS.index(seat) + 2) % 4]}|{card}|{grade}"))
            out.append(swap(i, f"pc|{seat}|{card}|{'minor' if grade == 'major' else 'major'}"))
        elif head == "lead":
            seat, suit, kind = rest
            out.append(swap(i, f"lead|{seat}|{suit}|{'forbid' if kind == 'require' else 'require'}"))
            if kind in ("require", "forbid"):
                out.append(swap(i, f"lead|{seat}|{suit}|may"))
            out.append(swap(i, f"lead|{SEATS[(SEATS.index(seat) + 2) % 4]}|{suit}|{kind}"))
        elif head == "tricks":
            side, n = rest[0], int(rest[1])
            out.append(swap(i, f"tricks|{side}|{n + 1}"))
            if n > 1:
                out.append(swap(i, f"tricks|{side}|{n - 1}"))
            out.append(swap(i, f"tricks|{other_side.get(side, side)}|{n}"))
    return out


def _cards_in_view(q: Question, engine: Engine | None) -> list[tuple[Any, str]]:
    """The cards the log exposed or a defender named (Law 49 "防家指明其手中的某张牌"), the ruling names, or
    the irregular events played (seat, card)."""
    cards = [(e.get("seat"), card) for e in q.log["events"] for card in e.get("expose", [])]
    cards += [(e.get("seat"), e["names_card"]) for e in q.log["events"] if isinstance(e.get("names_card"), str)]
    try:
        r = ruling_of(q.log, engine or build_engine())
        cards += [(x["seat"], x["card"]) for i in r["rulings"] for x in i["rectification"]
                  if x.get("seat") in tuple(SEATS) and isinstance(x.get("card"), str)]
        for item in r["rulings"]:  # the card of the irregular event itself
            e = q.log["events"][item["event"]] if 0 <= item["event"] < len(q.log["events"]) else {}
            card = e.get("lead") or e.get("play") or e.get("indicate")  # 45F: dummy's card indicated
            if isinstance(card, str) and e.get("seat") in tuple(SEATS):
                cards.append((e["seat"], card))
    except RulingsError:
        pass
    return cards


def _offended_side(q: Question) -> str:
    """The side a revoke's tricks would go to: the non-offending side of the first revoke ruled on."""
    try:
        r = ruling_of(q.log, build_engine())
    except RulingsError:
        return "NS"
    for item in r["rulings"]:
        if item["irregularity"] == "revoke" and item.get("offender") in tuple(SEATS):
            return "EW" if item["offender"] in "NS" else "NS"
    return "NS"


def _siblings(book: Lawbook, ref: str) -> list[str]:
    """Sections beside `ref` under the same parent that have rules (31A2a beside 31A2b)."""
    try:
        sec = book.section(ref)
    except KeyError:
        return []
    parent = sec.parent
    if parent is None:  # a law's own text (Law 13's first paragraph): the laws beside it with a rule anywhere
        ruled = {r.law for r in book.rules}
        return [str(n) for n in (sec.law - 1, sec.law + 1) if n in book.laws and n in ruled]
    return [c.ref for c in parent.children if c.ref != ref and any(s.rules for s in c.walk())]


def _near_sections(book: Lawbook, ref: str) -> list[str]:
    """The sections with rules nearest to `ref` in Laws 17-71 (the two before and the two after), for
    a section whose parent has no other section with a rule (43B2c)."""
    ruled = sorted({r.ref for r in book.rules if r.law in MECHANICAL_LAWS}, key=ref_sort_key)
    if ref not in ruled:
        return []
    i = ruled.index(ref)
    return [r for r in ruled[max(0, i - 2): i + 3] if r != ref]


def _other_outcomes(right: dict[str, Any]) -> list[dict[str, Any]]:
    """A ruling's rectification altered one item at a time into another outcome a trainee could pick:
    the item put on the offender's partner, a penalty card of the other grade, a lead required instead
    of forbidden (or the reverse), one trick more or fewer or the tricks to the other side, an adjusted score
    given outright where the director's question is put, or an item left out. The sections stay; what
    happens changes."""
    rect = list(right["rectification"])
    out: list[dict[str, Any]] = []

    def swap(i: int, token: str) -> None:
        out.append({**right, "rectification": sorted(set(rect[:i] + [token] + rect[i + 1:]))})

    for i, token in enumerate(rect):
        parts = token.split("|")
        seat = parts[1] if len(parts) > 1 else ""
        if seat in tuple(SEATS):
            swap(i, "|".join([parts[0], SEATS[(SEATS.index(seat) + 2) % 4], *parts[2:]]))
        if len(parts) > 6 and parts[6]:
            fields = dict(p.partition("=")[::2] for p in parts[6].split(";") if p)
            for name, alt in _field_alternatives(fields):
                swap(i, "|".join([*parts[:6], ";".join(f"{k}={alt if k == name else v}" for k, v in fields.items())]))
        if parts[0] == "director_judgment":  # the adjusted score given outright, the director's question not asked
            swap(i, "score_adjusted|||||")
        if len(rect) > 1:
            out.append({**right, "rectification": rect[:i] + rect[i + 1:]})
    return out


def _field_alternatives(fields: dict[str, str]) -> list[tuple[str, str]]:
    """Other values of an item's grade, restriction, tricks or side, as (field, value)."""
    out: list[tuple[str, str]] = []
    if fields.get("grade") in ("major", "minor"):
        out.append(("grade", "minor" if fields["grade"] == "major" else "major"))
    if fields.get("restrict") in ("require", "forbid"):
        out.append(("restrict", "forbid" if fields["restrict"] == "require" else "require"))
    if fields.get("tricks", "").isdigit():
        n = int(fields["tricks"])
        out += [("tricks", str(m)) for m in (n + 1, n - 1) if 0 < m <= 13]
    for key in ("to", "side"):
        if fields.get(key) in ("NS", "EW"):
            out.append((key, "EW" if fields[key] == "NS" else "NS"))
    return out


def _moved_rectification(right: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    rect = right["rectification"]
    for i, token in enumerate(rect):
        kind, seat, scope, suits, card, call, *extra = token.split("|") + [""] * (6 - token.count("|") - 1)
        tail = "".join("|" + x for x in extra)
        if kind == "forced_pass":
            other = "next_turn" if scope == "rest_of_auction" else "rest_of_auction"
            out.append({**right, "rectification": sorted(set(rect[:i] + [f"{kind}|{seat}|{other}|{suits}|{card}|{call}{tail}"]
                                                             + rect[i + 1:]))})
        if seat in tuple(SEATS):
            moved = SEATS[(SEATS.index(seat) + 1) % 4]
            out.append({**right, "rectification": sorted(set(rect[:i] + [f"{kind}|{moved}|{scope}|{suits}|{card}|{call}{tail}"]
                                                             + rect[i + 1:]))})
    if rect:
        out.append({**right, "rectification": rect[:-1]})
    return out

