"""The question bank: worked cases from the lawbook's features and examples, varied by a generator,
answered only by the engine.

A question is stored with its event log and nothing else that could disagree with the laws: the key
(`answer_key`) is recomputed by `rulings.ruling.rule()` every time a question is checked, so the bank
follows the lawbook as its rules grow. Cases come from

* `features/*.feature` scenarios (tags `@ref-31A2b`, YAML `事件为：` docstrings, `发牌人为…` and
  `叫牌过程为 …` steps), `examples/*.yaml`, and `rulings/quiz/seeds.yaml`;
* variations of each case (`variants`): the seats rotated (Law 17: the dealer moves with them), the
  choice flipped (accept vs decline, Laws 25B, 27A/B, 29A/B), a call out of rotation moved to RHO's,
  partner's or LHO's turn (Laws 30–32), and the offender's correction call replaced (Laws 27B, 31A, 32B).

Question types: ``ruling`` (citations and rectification), ``law`` (which law?), ``next`` (who acts next,
Law 17C/29B), ``score`` (Law 77 and Law 78B IMPs via `rulings.scoring`).
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import random
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from rulings.engine import Engine
from rulings.errors import InputError, RulingsError
from rulings.lawbook import Lawbook, cite_en, cite_zh, default_lawbook, ref_sort_key
from rulings.log import parse_log
from rulings.render import rectification_text
from rulings.ruling import citation, default_engine, rule

ROOT = Path(__file__).resolve().parent.parent.parent
SEEDS = Path(__file__).resolve().parent / "seeds.yaml"
QTYPES = ("ruling", "law", "next", "score")
SEATS = "NESW"
MECHANICAL_LAWS = range(17, 72)  # Laws 17-71: the auction and the play
NOISE = {"option", "accepted"}  # bookkeeping items, not rectification a trainee names
OUT_OF_ROTATION = ("bid_out_of_rotation", "pass_out_of_rotation", "double_out_of_rotation")
# Sections with a rule that no case in the bank reaches yet (a test proves each is still unreached,
# so a new case that reaches one makes the test ask for this list to shrink).
UNREACHED: dict[str, str] = {
    "25B2a": "a change of call whose first call was illegal: the table model rules the first call "
             "under its own law (27, 36, 39) before the change, so replaced_legal is never false",
    "33": "a simultaneous call: rule 33 fires on the call fact but opens no ruling item of its own",
}


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

    @property
    def law_numbers(self) -> tuple[int, ...]:
        return tuple(sorted({int(re.match(r"\d+", r).group()) for r in self.laws}))

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "qtype": self.qtype, "log": self.log, "source": self.source,
                "title": self.title, "laws": list(self.laws)}


# ------------------------------------------------------------------------------------------- engine

def quiz_engine() -> Engine:
    """The engine that answers the quiz: `RULINGS_ENGINE` (durable by default, as `rulings rule`)."""
    return default_engine(os.environ.get("RULINGS_ENGINE", "durable"))


def _build_engine() -> Engine:
    """The plain-Python reference evaluator screens candidate variants (durable-rules cannot be asked
    about a log on which no rule fires: see the report); every kept question is checked on the quiz
    engine by the tests."""
    return default_engine("python")


# ------------------------------------------------------------------------------------------- cases

def _canonical(log: dict[str, Any]) -> str:
    return json.dumps(log, sort_keys=True, ensure_ascii=False)


def _qid(qtype: str, log: dict[str, Any]) -> str:
    return hashlib.sha1(f"{qtype}:{_canonical(log)}".encode()).hexdigest()[:12]


def seed_cases(root: Path = ROOT) -> list[tuple[str, str, dict[str, Any]]]:
    """(source, title, log) for every worked case: features, examples, seeds."""
    out: list[tuple[str, str, dict[str, Any]]] = []
    for path in sorted((root / "features").glob("*.feature")):
        out.extend(feature_cases(path))
    for path in sorted((root / "examples").glob("*.yaml")):
        try:
            data = yaml.safe_load(path.read_text(encoding="utf-8"))
        except (OSError, yaml.YAMLError):
            continue
        if isinstance(data, dict) and "events" in data:
            title = str(data.pop("title", path.stem))
            out.append((f"examples/{path.name}", title, data))
    if SEEDS.exists():
        for i, c in enumerate(yaml.safe_load(SEEDS.read_text(encoding="utf-8"))["cases"]):
            log = {k: v for k, v in c.items() if k in ("dealer", "vulnerable", "board", "hands", "events")}
            out.append((f"seeds#{i}:{c.get('aim', '')}", str(c.get("title", "")), log))
    return out


def feature_cases(path: Path) -> list[tuple[str, str, dict[str, Any]]]:
    """The event logs a feature's scenarios spell out: `事件为：` docstrings, `发牌人为X，局况Y`,
    `叫牌过程为 西:1D 北:P …`. Scenarios whose steps cannot be read as a log are left out."""
    from rulings.seats import parse_seat

    def seat(text: str) -> str:
        return str(parse_seat(text.strip().rstrip("家")))

    out: list[tuple[str, str, dict[str, Any]]] = []
    lines = path.read_text(encoding="utf-8").splitlines()
    tags: list[str] = []
    current: dict[str, Any] | None = None
    title = ""
    i = 0

    def flush() -> None:
        if current and current["events"]:
            out.append((f"features/{path.name}:{' '.join(tags)}", title, current))

    while i < len(lines):
        line = lines[i].strip()
        if line.startswith("@"):
            tags = [t for t in line.split() if t.startswith("@")]
        elif line.startswith(("场景", "Scenario")):
            flush()
            current, title = {"dealer": "N", "vulnerable": "none", "events": []}, line.split(":", 1)[-1].strip()
            if "大纲" in line or "Outline" in line:
                current = None  # outlines need their examples table: not read as a log
        elif current is not None:
            step = re.sub(r"^(假如|假设|当|那么|而且|并且|但是|Given|When|Then|And|But)\s*", "", line)
            m = re.match(r"发牌人为(.+?)，局况(\S+)", step)
            if m:
                try:
                    current["dealer"], current["vulnerable"] = seat(m.group(1)), m.group(2)
                except (ValueError, RulingsError):
                    current = None
            elif step.startswith("叫牌过程为"):
                try:
                    for token in step.removeprefix("叫牌过程为").split():
                        who, _, what = token.partition(":")
                        current["events"].append({"seat": seat(who), "call": what})
                except (ValueError, RulingsError):
                    current = None
            elif step.startswith("事件为") and i + 1 < len(lines) and lines[i + 1].strip().startswith('"""'):
                j = i + 2
                body = []
                while j < len(lines) and not lines[j].strip().startswith('"""'):
                    body.append(lines[j])
                    j += 1
                try:
                    events = yaml.safe_load("\n".join(body)) or []
                    current["events"].extend(events if isinstance(events, list) else [])
                except yaml.YAMLError:
                    current = None
                i = j
        i += 1
    flush()
    return out


# ------------------------------------------------------------------------------------------- variants

def rotate(log: dict[str, Any], k: int) -> dict[str, Any]:
    """The same case with every seat moved k places clockwise (Law 17: the dealer moves too)."""

    def r(s: str) -> str:
        return SEATS[(SEATS.index(s) + k) % 4]

    out = {key: v for key, v in log.items() if key not in ("events", "hands", "board")}
    if "board" in log:  # a board fixes the dealer (Law 2): rotate from its dealer instead
        from rulings.boards import conditions

        dealer, vul = conditions(int(log["board"]))
        out["dealer"], out["vulnerable"] = str(dealer), vul
    out["dealer"] = r(str(out.get("dealer", "N")))
    if "hands" in log:
        out["hands"] = {r(s): h for s, h in log["hands"].items()}
    out["events"] = [dict(e, seat=r(e["seat"])) if "seat" in e else dict(e) for e in log["events"]]
    return out


def _flip_choices(log: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for i, e in enumerate(log["events"]):
        if e.get("choose") in ("accept", "decline"):
            other = "decline" if e["choose"] == "accept" else "accept"
            events = [dict(x) for x in log["events"][: i + 1]]
            events[i]["choose"] = other
            yield dict(log, events=events)


def _move_out_of_rotation(log: dict[str, Any], ruling: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The call out of rotation made at another player's turn: RHO's, partner's, LHO's (Laws 30-32)."""
    for item in ruling["rulings"]:
        if item["irregularity"] not in OUT_OF_ROTATION:
            continue
        idx = item["event"]
        if not (0 <= idx < len(log["events"])) or "call" not in log["events"][idx]:
            continue
        offender = log["events"][idx]["seat"]
        choice = next((e["choose"] for e in log["events"][idx + 1:] if e.get("choose") in ("accept", "decline")),
                      None)
        for k in (1, 2, 3):
            seat = SEATS[(SEATS.index(offender) + k) % 4]
            events = [dict(e) for e in log["events"][: idx + 1]]
            events[idx]["seat"] = seat
            if choice:
                events.append({"seat": SEATS[(SEATS.index(seat) + 1) % 4], "choose": choice})
            yield dict(log, events=events)


CORRECTIONS = ("P", "2NT", "3C", "2S", "3H", "4D", "X")


def _replace_correction(log: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """After a decline, the offender's next call replaced by each of a few others (Laws 27B, 31A, 32B)."""
    events = log["events"]
    for i, e in enumerate(events):
        if e.get("choose") != "decline":
            continue
        for j in range(i + 1, len(events)):
            if "call" in events[j]:
                for c in CORRECTIONS:
                    if c != events[j]["call"]:
                        new = [dict(x) for x in events[: j + 1]]
                        new[j] = {"seat": events[j]["seat"], "call": c}
                        yield dict(log, events=new)
                break


def variants(log: dict[str, Any], ruling: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """Every variation of a case: the structural ones, then each of them (and the case) rotated."""
    base = [log, *_flip_choices(log), *_move_out_of_rotation(log, ruling), *_replace_correction(log)]
    for b in base:
        yield b
        for k in (1, 2, 3):
            yield rotate(b, k)


# ------------------------------------------------------------------------------------------- keys

def _norm_rect(r: dict[str, Any]) -> str:
    """A rectification item as a comparable token: kind, seat, scope, suits, card (the law apart)."""
    parts = [r["kind"], r.get("seat") or "", r.get("scope") or "", ",".join(r.get("suits") or []),
             r.get("card") or "", r.get("call") or ""]
    return "|".join(str(p) for p in parts)


def ruling_of(log: dict[str, Any], engine: Engine | None = None) -> dict[str, Any]:
    """The engine's ruling on a question's log (bad logs raise a one-line RulingsError)."""
    return rule(parse_log(log, source="quiz"), engine or quiz_engine())


def answer_key(q: Question, engine: Engine | None = None) -> dict[str, Any]:
    """The key of a question, computed now by the engine (never read from storage)."""
    if q.qtype == "score":
        return _score_key(q.log)
    r = ruling_of(q.log, engine)
    refs = sorted({c["ref"] for i in r["rulings"] for c in i["citations"]}, key=ref_sort_key)
    rect = [x for i in r["rulings"] for x in i["rectification"] if x["kind"] not in NOISE]
    trace = sorted({t["ref"] for i in r["rulings"] for t in i["trace"]}, key=ref_sort_key)
    value: Any
    if q.qtype == "ruling":
        value = {"refs": refs, "rectification": sorted({_norm_rect(x) for x in rect})}
    elif q.qtype == "law":
        value = {"refs": refs}
    else:
        value = {"next": r["state"]["next_to_act"], "phase": r["state"]["phase"]}
    return {"qtype": q.qtype, "value": value, "refs": refs, "trace": trace,
            "rectification": rect, "state": r["state"], "ruling": r}


def _score_key(spec: dict[str, Any]) -> dict[str, Any]:
    from rulings import scoring

    s = spec["score"]
    sc = scoring.score(s["contract"], s["declarer"], int(s["tricks"]), s["vulnerable"])
    value: dict[str, Any] = {"ns": sc.ns}
    refs = ["77"]
    if "other_ns" in s:
        value["imps"] = scoring.imps(sc.ns - int(s["other_ns"])).imps
        refs.append("78B")
    return {"qtype": "score", "value": value, "refs": refs, "trace": refs, "rectification": [],
            "state": {}, "score": sc.to_dict(), "text": sc.zh}


# ------------------------------------------------------------------------------------------- the bank

SCORE_CASES = [  # (contract, declarer, tricks, vulnerable, other table's NS score or None)
    ("4H", "S", 10, "none", None), ("4H", "S", 11, "NS", -420), ("3NT", "N", 8, "both", 400),
    ("4SX", "E", 8, "EW", None), ("6NT", "W", 12, "none", -990), ("1NTXX", "N", 7, "none", None),
    ("2C", "S", 9, "EW", 110), ("3DX", "W", 9, "both", None), ("7S", "N", 13, "NS", 1460),
    ("5CX", "E", 9, "NS", 150), ("2HX", "N", 8, "none", None), ("4S", "W", 9, "both", 620),
]


def score_questions() -> list[Question]:
    """Law 77 scores (and Law 78B IMPs where the other table's result is given)."""
    out = []
    for contract, declarer, tricks, vul, other in SCORE_CASES:
        spec: dict[str, Any] = {"contract": contract, "declarer": declarer, "tricks": tricks, "vulnerable": vul}
        if other is not None:
            spec["other_ns"] = other
        log = {"score": spec}
        laws = ("77", "78B") if other is not None else ("77",)
        out.append(Question(_qid("score", log), "score", log, "scoring", f"{contract} {declarer} {tricks}", laws))
    return out


@dataclass
class Bank:
    questions: list[Question]
    lawbook: Lawbook

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

    def per_law(self) -> dict[int, int]:
        out: dict[int, int] = {}
        for q in self.questions:
            for n in q.law_numbers:
                out[n] = out.get(n, 0) + 1
        return dict(sorted(out.items()))


def mechanical_sections(lawbook: Lawbook | None = None) -> list[str]:
    """Every mechanical section of Laws 17-71 that has a rule, read from the lawbook."""
    book = lawbook or default_lawbook()
    refs = {r.ref for r in book.rules if r.law in MECHANICAL_LAWS and book.section(r.ref).kind == "mechanical"}
    return sorted(refs, key=ref_sort_key)


def build_bank(cases: Iterable[tuple[str, str, dict[str, Any]]] | None = None,
               engine: Engine | None = None) -> Bank:
    """Grow the bank: every worked case and its variations that the engine rules on (at least one
    irregularity) become ``ruling``, ``law`` and ``next`` questions; then the scoring questions."""
    engine = engine or _build_engine()
    book = engine.lawbook
    seen: set[str] = set()
    questions: list[Question] = []
    for source, title, log in (cases if cases is not None else seed_cases()):
        try:
            first = ruling_of(log, engine)
        except RulingsError:
            continue
        for variant in variants(log, first):
            key = _canonical(variant)
            if key in seen:
                continue
            seen.add(key)
            try:
                r = first if variant is log else ruling_of(variant, engine)
            except RulingsError:
                continue
            trace = tuple(sorted({t["ref"] for i in r["rulings"] for t in i["trace"]}, key=ref_sort_key))
            if not r["rulings"] or not trace:
                continue
            for qtype in ("ruling", "law", "next"):
                questions.append(Question(_qid(qtype, variant), qtype, variant, source, title, trace))
    questions.extend(score_questions())
    return Bank(questions, book)


@functools.lru_cache(maxsize=1)
def default_bank() -> Bank:
    """The bank built from the project's lawbook, features, examples and seeds (once per process)."""
    return build_bank()


# ------------------------------------------------------------------------------------------- asking

def prompt(q: Question, lang: str = "zh") -> str:
    """The question's text: the deal and the events, then what is asked."""
    zh = lang == "zh"
    if q.qtype == "score":
        s = q.log["score"]
        text = (f"定约 {s['contract']}，庄家 {s['declarer']}，赢得 {s['tricks']} 墩，局况 {s['vulnerable']}。"
                if zh else f"Contract {s['contract']} by {s['declarer']}, {s['tricks']} tricks, vulnerable: "
                f"{s['vulnerable']}.")
        if "other_ns" in s:
            return text + (f"另一桌南北得 {s['other_ns']} 分。本桌南北得多少分、多少IMP？（第77条、第78条B款）" if zh
                           else f" The other table's NS score was {s['other_ns']}. This table's NS score and IMPs?")
        return text + ("南北方得分是多少？（第77条）" if zh else " What is North-South's score? (Law 77)")
    lines = [("发牌人 " if zh else "Dealer ") + str(q.log.get("dealer", "?"))
             + ("，局况 " if zh else ", vulnerable ") + str(q.log.get("vulnerable", "none"))]
    for i, e in enumerate(q.log["events"]):
        lines.append(f"  {i}. " + _event_text(e, lang))
    ask = {"ruling": ("裁决是什么？（引用条款与处罚）", "What is the ruling? (laws and rectification)"),
           "law": ("适用哪些条款？", "Which laws apply?"),
           "next": ("现在轮到谁行动？", "Who acts next?")}[q.qtype]
    return "\n".join(lines) + "\n" + (ask[0] if zh else ask[1])


def _event_text(e: dict[str, Any], lang: str) -> str:
    zh = lang == "zh"
    seat = e.get("seat", "")
    if "call" in e:
        notes = [k for k in ("replaces", "inadvertent", "conventional", "simultaneous") if e.get(k)]
        return f"{seat}: {e['call']}" + (f" ({', '.join(notes)})" if notes else "")
    if "choose" in e:
        return f"{seat} {'选择' if zh else 'chooses'} {e['choose']}"
    if "expose" in e:
        return f"{seat} {'暴露' if zh else 'exposes'} {' '.join(e['expose'])}" + \
            (" (premature lead)" if e.get("premature_lead") else "")
    if e.get("director"):
        return "裁判到桌" if zh else "director called"
    return json.dumps(e, ensure_ascii=False)


def describe(value: dict[str, Any], qtype: str, lang: str = "zh") -> str:
    """A choice's value as text a trainee reads."""
    zh = lang == "zh"
    cite = cite_zh if zh else cite_en
    if qtype == "score":
        out = (f"南北 {value['ns']:+d}" if zh else f"NS {value['ns']:+d}")
        if "imps" in value:
            out += f"，{value['imps']:+g} IMP" if zh else f", {value['imps']:+g} IMPs"
        return out
    if qtype == "next":
        if value.get("next") is None:
            return {"passed_out": "四家不叫，牌局结束", "over": "牌局结束"}.get(value.get("phase"), "无人") if zh \
                else f"nobody ({value.get('phase')})"
        who = {"N": ("北家", "North"), "E": ("东家", "East"), "S": ("南家", "South"), "W": ("西家", "West")}
        phase = {"auction": ("叫牌", "to call"), "play": ("首引", "to lead")}.get(value.get("phase"), ("", ""))
        return f"{who[value['next']][0]}{phase[0]}" if zh else f"{who[value['next']][1]} {phase[1]}"
    refs = "、".join(cite(r) for r in value["refs"]) if zh else ", ".join(cite(r) for r in value["refs"])
    if qtype == "law":
        return refs or ("无" if zh else "none")
    items = [rectification_text(_token_item(t), lang) for t in value["rectification"]]
    return refs + (" — " + "；".join(items) if items else "")


def _token_item(token: str) -> dict[str, Any]:
    kind, seat, scope, suits, card, call = (token.split("|") + [""] * 6)[:6]
    item: dict[str, Any] = {"kind": kind, "law": ""}
    if seat:
        item["seat"] = seat
    item["scope"] = scope or "next_turn"
    if suits:
        item["suits"] = suits.split(",")
    item["card"] = card
    item["declarer_may"] = ["require", "forbid"]
    item["call"] = call
    return item


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
            pool.append(_score_key({"score": alt})["value"])
        flip = {"none": "both", "both": "none", "NS": "EW", "EW": "NS"}[s["vulnerable"]]
        pool.append(_score_key({"score": dict(s, vulnerable=flip)})["value"])
        pool.append({**right, "ns": -right["ns"]})
    elif q.qtype == "next":
        for seat in SEATS:
            pool.append({"next": seat, "phase": right.get("phase") if right.get("next") else "auction"})
        pool.append({"next": right.get("next"), "phase": "play" if right.get("phase") == "auction" else "auction"})
    else:
        for alt in _flip_choices(q.log):
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
        if len(refs) > 1:
            pool.append({**right, "refs": refs[:-1]})
    distractors: list[dict[str, Any]] = []
    for v in pool:
        if v != right and v not in distractors:
            distractors.append(v)
    rng.shuffle(distractors)
    options = [right, *distractors[: n - 1]]
    rng.shuffle(options)
    return [{"label": "ABCDEFG"[i], "value": v} for i, v in enumerate(options)]


def _siblings(book: Lawbook, ref: str) -> list[str]:
    """Sections beside `ref` under the same parent that have rules (31A2a beside 31A2b)."""
    try:
        sec = book.section(ref)
    except KeyError:
        return []
    parent = sec.parent
    if parent is None:
        return [str(n) for n in (sec.law - 1, sec.law + 1) if n in book.laws and book.laws[n].rules]
    return [c.ref for c in parent.children if c.ref != ref and any(s.rules for s in c.walk())]


def _moved_rectification(right: dict[str, Any]) -> list[dict[str, Any]]:
    out = []
    rect = right["rectification"]
    for i, token in enumerate(rect):
        kind, seat, scope, suits, card, call = (token.split("|") + [""] * 6)[:6]
        if kind == "forced_pass":
            other = "next_turn" if scope == "rest_of_auction" else "rest_of_auction"
            out.append({**right, "rectification": sorted(set(rect[:i] + [f"{kind}|{seat}|{other}|{suits}|{card}|{call}"]
                                                             + rect[i + 1:]))})
        if seat:
            moved = SEATS[(SEATS.index(seat) + 1) % 4]
            out.append({**right, "rectification": sorted(set(rect[:i] + [f"{kind}|{moved}|{scope}|{suits}|{card}|{call}"]
                                                             + rect[i + 1:]))})
    if rect:
        out.append({**right, "rectification": rect[:-1]})
    return out


# ------------------------------------------------------------------------------------------- checking

def check(q: Question, answer: dict[str, Any], lang: str = "zh", engine: Engine | None = None) -> dict[str, Any]:
    """Compare an answer (a choice's value, or a free-form {"refs": [...], "rectification": [...]})
    with the engine's key. Returns correct, the key, the laws' text (via `rulings.ruling.citation`),
    and why the answer was wrong, item by item."""
    key = answer_key(q, engine)
    right = key["value"]
    answer = _normalise_answer(q.qtype, answer)
    wrong: list[str] = []
    zh = lang == "zh"
    if q.qtype in ("ruling", "law"):
        got, want = set(answer.get("refs", [])), set(right["refs"])
        for r in sorted(got - want, key=ref_sort_key):
            wrong.append(f"多选了{cite_zh(r)}：本案不适用" if zh else f"{cite_en(r)} does not apply here")
        for r in sorted(want - got, key=ref_sort_key):
            wrong.append(f"漏了{cite_zh(r)}" if zh else f"missing {cite_en(r)}")
        if q.qtype == "ruling":
            gr, wr = set(answer.get("rectification", [])), set(right["rectification"])
            for t in sorted(gr - wr):
                wrong.append(("多出的处罚：" if zh else "not part of the ruling: ") + rectification_text(_token_item(t), lang))
            for t in sorted(wr - gr):
                wrong.append(("漏掉的处罚：" if zh else "missing rectification: ") + rectification_text(_token_item(t), lang))
    elif answer != right:
        wrong.append(("你的答案：" if zh else "your answer: ") + describe(answer, q.qtype, lang) +
                     ("；正确答案：" if zh else "; the engine's: ") + describe(right, q.qtype, lang))
    book = default_lawbook()
    texts = []
    for ref in key["refs"]:
        try:
            texts.append(citation(book, ref))
        except KeyError:
            continue
    return {"question": q.id, "qtype": q.qtype, "correct": not wrong, "answer": answer, "key": right,
            "key_text": describe(right, q.qtype, lang), "citations": texts, "why": wrong,
            "rectification": [rectification_text(r, lang) for r in key["rectification"]],
            "laws": list(q.laws)}


def _normalise_answer(qtype: str, answer: dict[str, Any]) -> dict[str, Any]:
    if not isinstance(answer, dict):
        raise InputError("an answer is a mapping (答案须为映射)")
    if qtype == "ruling":
        rect = answer.get("rectification", [])
        toks = sorted({t if isinstance(t, str) else _norm_rect(t) for t in rect})
        return {"refs": sorted({_ref(r) for r in answer.get("refs", [])}, key=ref_sort_key), "rectification": toks}
    if qtype == "law":
        return {"refs": sorted({_ref(r) for r in answer.get("refs", [])}, key=ref_sort_key)}
    return dict(answer)


def _ref(r: Any) -> str:
    from rulings.lawbook import normalise_ref

    return normalise_ref(str(r))
