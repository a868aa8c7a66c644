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

The play cases (Laws 41-71) are the play features' scenarios, read with their hands (`各家的牌为北 …`,
`牌号为N`) and their `事件为：` logs; their variations rotate the hands with the seats, flip accept and
decline (Laws 53, 54, 55), and give the declarer's other options (Law 50D2: require or forbid the lead
of the penalty card's suit, or keep the penalty card; Law 57A: highest or lowest card; Law 57B).

Question types: ``ruling`` (citations and rectification), ``law`` (which law?), ``next`` (who acts next:
who calls, Law 17C/29B, or who plays, Laws 44, 53-56), ``score`` (Law 77 and Law 78B IMPs via
`rulings.scoring`). A ``ruling`` question on the play may be *focused* (`Question.focus`), asking one
thing of the ruling in the ruling's own answer shape ({"refs": [], "rectification": [tokens]}):
``penalty`` which penalty cards stand and what must or must not be led (Laws 45E, 49-57), ``tricks``
how many tricks an established revoke transfers, and to whom (Law 64).
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
FOCUSES = ("penalty", "tricks")  # focused play questions (qtype ``ruling``): see the module's docstring
SEATS = "NESW"
MECHANICAL_LAWS = range(17, 72)  # Laws 17-71: the auction and the play
NOISE = {"option", "accepted"}  # bookkeeping items, not rectification a trainee names
OUT_OF_ROTATION = ("bid_out_of_rotation", "pass_out_of_rotation", "double_out_of_rotation")
# Sections with a rule that no case in the bank reaches yet (a test proves each is still unreached,
# so a new case that reaches one makes the test ask for this list to shrink).
UNREACHED: dict[str, str] = {}


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

    @property
    def law_numbers(self) -> tuple[int, ...]:
        return tuple(sorted({int(re.match(r"\d+", r).group()) for r in self.laws}))

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "qtype": self.qtype, "log": self.log, "source": self.source,
                "title": self.title, "laws": list(self.laws), "focus": self.focus}


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


def _qid(qtype: str, log: dict[str, Any], focus: str = "") -> str:
    kind = f"{qtype}/{focus}" if focus else qtype
    return hashlib.sha1(f"{kind}:{_canonical(log)}".encode()).hexdigest()[:12]


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
    """The event logs a feature's scenarios spell out, read by `rulings.quiz.steps` as
    `features/conftest.py`'s steps build them: `发牌人为X，局况Y`, `牌号为N`, `各家的牌为北 …，东 …，南 …，西 …`
    (the play features' hands), `叫牌过程为 西:1D 北:P …`, `东叫1H`, `南选择不接受`, `事件为：` docstrings …
    Scenarios whose steps cannot be read as a log are left out; the source names the scenario's tags."""
    from rulings.quiz.steps import feature_logs

    return [(f"features/{path.name}:{' '.join(tags)}", title, log) for tags, title, log in feature_logs(path)]


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


def _other_options(log: dict[str, Any], engine: Engine | None) -> Iterator[dict[str, Any]]:
    """The declarer's other options at each choice of the play, as the engine lists them when the
    choice is due (`state.pending`): Law 50D2 (require or forbid the lead of a penalty card's suit, or
    keep the penalty card), Law 57A/B (highest or lowest card, or forbid the suit), Law 54 (spread,
    accept, decline). The log ends at the new choice: what followed the old one may not fit it."""
    if engine is None:
        return
    for i, e in enumerate(log["events"]):
        if "choose" not in e or "hands" not in log:
            continue
        try:
            before = ruling_of(dict(log, events=log["events"][:i]), engine)["state"]
        except RulingsError:
            continue
        pending = before.get("pending") or {}
        suits = sorted({pc["card"][0] for pc in before.get("penalty_cards", [])})
        options: list[Any] = []
        for choice in dict.fromkeys(pending.get("choices", [])):
            if choice in ("require_lead", "forbid_lead", "forbid_play"):
                options.extend({choice: su} for su in suits)
            elif choice == "penalty_card":
                options.extend({choice: pc["card"]} for pc in before.get("penalty_cards", []))
            elif choice == "require_play":
                options.extend({choice: how} for how in ("highest", "lowest"))
            elif isinstance(choice, str):
                options.append(choice)
        for option in options:
            if option != e["choose"]:
                events = [dict(x) for x in log["events"][: i + 1]]
                events[i]["choose"] = option
                yield dict(log, events=events)


def variants(log: dict[str, Any], ruling: dict[str, Any], engine: Engine | None = None) -> Iterator[dict[str, Any]]:
    """Every variation of a case: the structural ones, then each of them (and the case) rotated
    (with its hands, if it has them)."""
    base = [log, *_flip_choices(log), *_other_options(log, engine), *_move_out_of_rotation(log, ruling),
            *_replace_correction(log)]
    for b in base:
        yield b
        for k in (1, 2, 3):
            yield rotate(b, k)


# ------------------------------------------------------------------------------------------- keys

DETAILS = ("grade", "condition", "restrict", "suit", "to", "tricks", "trick", "side", "how")  # Laws 24, 45-71


def _norm_rect(r: dict[str, Any]) -> str:
    """A rectification item as a comparable token: kind, seat, scope, suits, card, call (the law
    apart), then for the play's items their details (`DETAILS`: a penalty card's grade, a lead
    restriction's suit, the tricks a revoke transfers and to whom) as `key=value;…`."""
    parts = [r["kind"], r.get("seat") or "", r.get("scope") or "", ",".join(r.get("suits") or []),
             r.get("card") or "", r.get("call") or ""]
    extra = ";".join(f"{k}={r[k]}" for k in DETAILS if r.get(k) not in (None, ""))
    return "|".join(str(p) for p in parts + ([extra] if extra else []))


def focus_tokens(focus: str, r: dict[str, Any]) -> list[str]:
    """What a focused question asks, read from the engine's ruling `r`:

    * ``penalty``: the penalty cards that stand now (`pc|seat|card|grade`, Laws 45E, 49-51, 56, 57)
      and the lead penalties in force (`lead|seat|suit|require|forbid`, Laws 50D2, 51, 52, 56);
    * ``tricks``: the tricks an established revoke transfers, per side (`tricks|NS|2`, Law 64A);
      none (an empty list) when Law 64B leaves the tricks where they are."""
    state = r["state"]
    if focus == "penalty":
        out = [f"pc|{pc['seat']}|{pc['card']}|{pc['grade']}" for pc in state.get("penalty_cards", [])]
        for lp in state.get("lead_penalties", []):
            if lp.get("kind"):  # Laws 50D2a, 51, 52, 56: the restriction declarer chose
                out.append(f"lead|{lp['seat']}|{lp.get('suit') or 'any'}|{lp['kind']}")
            else:  # Law 26: declarer may still require or forbid (or forbid any one suit)
                may = "may" if len(lp.get("declarer_may") or []) > 1 else "may_forbid"
                out.append(f"lead|{lp['seat']}|{lp.get('suit') or 'any'}|{may}")
        return sorted(set(out))
    if focus == "tricks":
        per_side: dict[str, int] = {}
        for t in (state.get("result") or {}).get("transfers", []):
            per_side[t["to"]] = per_side.get(t["to"], 0) + int(t["tricks"])
        return sorted(f"tricks|{side}|{n}" for side, n in per_side.items() if n)
    raise InputError(f"no question focus {focus!r} (题目类型无效)")


PENALTY_LAWS = {45, 49, 50, 51, 52, 56, 57}  # the laws whose rulings leave penalty cards or lead penalties


def _focuses(r: dict[str, Any], trace: tuple[str, ...]) -> list[str]:
    """The focused questions a play ruling supports: ``penalty`` where a penalty-card law was reached
    (or a penalty card or lead penalty stands), ``tricks`` where Law 64 ruled on a finished hand."""
    state = r["state"]
    if state.get("phase") not in ("play", "over"):
        return []
    laws = {int(re.match(r"\d+", ref).group()) for ref in trace}
    out = []
    if laws & PENALTY_LAWS or state.get("penalty_cards") or state.get("lead_penalties"):
        out.append("penalty")
    if 64 in laws and state.get("result") is not None:
        out.append("tricks")
    return out


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
    if q.qtype == "ruling" and q.focus:
        value = {"refs": [], "rectification": focus_tokens(q.focus, r)}
    elif q.qtype == "ruling":
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
    irregularity) become ``ruling``, ``law`` and ``next`` questions, and on the play the focused
    ``penalty`` and ``tricks`` questions the ruling supports (`_focuses`); then the scoring questions."""
    engine = engine or _build_engine()
    book = engine.lawbook
    seen: set[str] = set()
    questions: list[Question] = []
    for source, title, log in (cases if cases is not None else seed_cases()):
        try:
            first = ruling_of(log, engine)
        except RulingsError:
            continue
        for variant in variants(log, first, engine):
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
            for focus in _focuses(r, trace):
                questions.append(Question(_qid("ruling", variant, focus), "ruling", variant, source, title, trace,
                                          focus))
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
    if "board" in q.log:
        head = (f"第{q.log['board']}副牌（第2条定发牌人与局况）" if zh
                else f"Board {q.log['board']} (Law 2 gives dealer and vulnerability)")
    else:
        head = (("发牌人 " if zh else "Dealer ") + str(q.log.get("dealer", "?"))
                + ("，局况 " if zh else ", vulnerable ") + str(q.log.get("vulnerable", "none")))
    lines = [head]
    if "hands" in q.log:
        lines.append(("各家的牌（黑桃.红心.方块.梅花）：" if zh else "Hands (S.H.D.C): ")
                     + ("，" if zh else ", ").join(f"{_seat_name(s, lang)} {q.log['hands'][s]}"
                                                    for s in SEATS if s in q.log["hands"]))
    lines.extend(_event_lines(q.log, lang))
    ask = {"ruling": ("裁决是什么？（引用条款与处罚）", "What is the ruling? (laws and rectification)"),
           "law": ("适用哪些条款？", "Which laws apply?"),
           "next": ("现在轮到谁行动？", "Who acts next?")}[q.qtype]
    if q.focus:
        ask = {"penalty": ("现在有哪些罚张？谁必须引出或不得引出哪一花色？（第45、49–57条）",
                           "Which penalty cards stand now, and who must lead or may not lead which suit? "
                           "(Laws 45, 49-57)"),
               "tricks": ("藏牌成立：转移几墩，转给哪一方？（第64条）",
                          "The revoke is established: how many tricks are transferred, and to which side? "
                          "(Law 64)")}[q.focus]
    elif q.qtype == "next" and "hands" in q.log:
        ask = ("现在轮到谁出牌（或叫牌）？", "Who plays (or calls) next?")
    return "\n".join(lines) + "\n" + (ask[0] if zh else ask[1])


SEAT_NAMES = {"N": ("北家", "North"), "E": ("东家", "East"), "S": ("南家", "South"), "W": ("西家", "West"),
              "NS": ("南北", "North-South"), "EW": ("东西", "East-West")}
SUIT_NAMES = {"S": ("黑桃", "spades"), "H": ("红心", "hearts"), "D": ("方块", "diamonds"), "C": ("梅花", "clubs")}


def _seat_name(seat: Any, lang: str) -> str:
    pair = SEAT_NAMES.get(str(seat))
    return (pair[0] if lang == "zh" else pair[1]) if pair else str(seat)


def _suit_name(suit: Any, lang: str) -> str:
    pair = SUIT_NAMES.get(str(suit))
    return (pair[0] if lang == "zh" else pair[1]) if pair else str(suit)


def _event_lines(log: dict[str, Any], lang: str) -> list[str]:
    """The events, one a line; with hands (a play case) the calls go on one line and each trick's
    cards on one line, from its lead to the next lead or irregularity."""
    events = log["events"]
    if "hands" not in log:
        return [f"  {i}. " + _event_text(e, lang) for i, e in enumerate(events)]
    zh = lang == "zh"
    out: list[str] = []
    run: list[str] = []
    run_kind = ""
    for e in events:
        kind = "call" if "call" in e and len(e) == 2 else "card" if ("lead" in e or "play" in e) and len(e) == 2 \
            else ""
        if run and (kind != run_kind or "lead" in e):
            out.append(("  叫牌：" if zh else "  Auction: ") + " ".join(run) if run_kind == "call" else "  " + " ".join(run))
            run = []
        if kind == "call":
            run.append(f"{e['seat']} {e['call']}")
        elif kind == "card":
            run.append(_event_text(e, lang))
        else:
            out.append("  " + _event_text(e, lang))
        run_kind = kind
    if run:
        out.append(("  叫牌：" if zh else "  Auction: ") + " ".join(run) if run_kind == "call" else "  " + " ".join(run))
    return out


CHOICE_TEXT = {"require_lead": ("要求引出", "requires a lead of"), "forbid_lead": ("禁止引出", "forbids a lead of"),
               "penalty_card": ("保留罚张", "keeps the penalty card"), "require_play": ("要求出", "requires the"),
               "forbid_play": ("禁止出", "forbids playing"), "spread": ("要求庄家摊牌", "has declarer spread"),
               "accept": ("接受", "accepts"), "decline": ("不接受", "declines")}
HOW_TEXT = {"highest": ("最大的牌", "highest card"), "lowest": ("最小的牌", "lowest card")}


def _choice_text(choice: Any, lang: str) -> str:
    zh = lang == "zh"
    if isinstance(choice, dict) and len(choice) == 1:
        (k, v), = choice.items()
        what = HOW_TEXT.get(str(v), (_suit_name(v, lang), _suit_name(v, lang)) if str(v) in SUIT_NAMES else (v, v))
        verb = CHOICE_TEXT.get(k, (k, k))
        return f"{verb[0]}{what[0]}" if zh else f"{verb[1]} {what[1]}"
    verb = CHOICE_TEXT.get(str(choice), (str(choice), str(choice)))
    return verb[0] if zh else verb[1]


def _event_text(e: dict[str, Any], lang: str) -> str:
    zh = lang == "zh"
    seat = e.get("seat", "")
    if "call" in e:
        notes = [k for k in ("replaces", "inadvertent", "conventional", "simultaneous") if e.get(k)]
        return f"{seat}: {e['call']}" + (f" ({', '.join(notes)})" if notes else "")
    if "choose" in e:
        return f"{seat} {'选择' if zh else 'chooses'}：{_choice_text(e['choose'], lang)}" if zh \
            else f"{seat} {_choice_text(e['choose'], lang)}"
    if "expose" in e:
        return f"{seat} {'暴露' if zh else 'exposes'} {' '.join(e['expose'])}" + \
            (" (premature lead)" if e.get("premature_lead") else "")
    if e.get("director"):
        return "裁判到桌" if zh else "director called"
    if "lead" in e:
        return f"{seat} {'引' if zh else 'leads'} {e['lead']}"
    if "play" in e:
        return f"{seat} {'出' if zh else 'plays'} {e['play']}"
    if "designate" in e:
        return f"{seat} {'指定明手出' if zh else 'designates'} {e['designate']}"
    if "claim" in e:
        text = f"{seat} {'声称' if zh else 'claims'} {e['claim']}"
        return text + (f"：“{e['statement']}”" if zh else f": \"{e['statement']}\"") if e.get("statement") else text
    if "concede" in e:
        return f"{seat} {'承让' if zh else 'concedes'} {e['concede']}"
    if e.get("object"):
        return f"{seat} {'提出异议' if zh else 'objects'}"
    if "finding" in e:
        return (f"裁判认定（第{e.get('law', '')}条）：{e['finding']}" if zh
                else f"director finds (Law {e.get('law', '')}): {e['finding']}")
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
        phase = {"auction": ("叫牌", "to call"), "play": ("出牌", "to play")}.get(value.get("phase"), ("", ""))
        who = _seat_name(value["next"], lang)
        return f"{who}{phase[0]}" if zh else f"{who} {phase[1]}"
    refs = "、".join(cite(r) for r in value["refs"]) if zh else ", ".join(cite(r) for r in value["refs"])
    if qtype == "law":
        return refs or ("无" if zh else "none")
    items = [token_text(t, lang) for t in value["rectification"]]
    if not value["refs"]:  # a focused question: the items alone
        return "；".join(items) if zh and items else "; ".join(items) if items else ("无" if zh else "none")
    return refs + (" — " + "；".join(items) if items else "")


PLAY_TEXT: dict[str, tuple[str, str]] = {  # the play's rectification kinds (Laws 45-71) as text
    "retract": ("{seat}收回{card}", "{seat} takes back {card}"),
    "substitute": ("{seat}改出一张合法的牌", "{seat} substitutes a legal card"),
    "card_must_be_played": ("{seat}必须出{card}", "{seat} must play {card}"),
    "play_designated": ("明手打出所指定的牌{card}", "dummy plays the card designated, {card}"),
    "designate_again": ("未出牌：庄家重新指定明手的牌", "no card is played: declarer names dummy's card again"),
    "accept_lead": ("越序引牌被接受，视同正常引牌", "the lead out of turn is accepted as a correct lead"),
    "dummy_spread": ("明手摊牌", "dummy spreads his hand"),
    "swap_declarer": ("庄家摊牌成为明手，明手成为庄家", "declarer spreads and becomes dummy; dummy becomes declarer"),
    "lead_reverts": ("由{seat}正常引牌", "the lead reverts to {seat}"),
    "revoke_established": ("藏牌成立（第{trick}墩）", "the revoke is established (trick {trick})"),
    "correct_revoke": ("纠正藏牌：向第{trick}墩补出正确的牌", "the revoke is corrected (trick {trick})"),
    "penalty_card_played": ("罚张{card}已打出，不再是罚张", "the penalty card {card} is played and ceases to be one"),
    "penalty_card_grade": ("{seat}的罚张均为{grade_zh}", "{seat}'s penalty cards are all {grade}"),
    "pick_up_penalty_cards": ("该花色的罚张收回手中", "the penalty cards of that suit are picked up"),
    "play_restriction": ("{seat}本墩出牌受限（{restrict}）", "{seat}'s play to this trick is restricted ({restrict})"),
    "play_ceases": ("停止打牌", "play ceases"),
    "play_void": ("声称或承让后打出的牌{card}无效", "the card {card} played after the claim is void"),
    "claim_settled": ("声称／承让按{how_zh}成立：{side}再得{tricks}墩", "the claim stands ({how}): {side} {tricks} more"),
    "claim_void": ("承让不成立，继续打牌", "the concession does not stand; play continues"),
    "concession_cancelled": ("承让取消", "the concession is cancelled"),
}


def item_text(r: dict[str, Any], lang: str = "zh") -> str:
    """A rectification item as text: the play's kinds here, the auction's by `rulings.render`."""
    zh = lang == "zh"
    k = r["kind"]
    if k == "lead_restriction":
        suit, seat = _suit_name(r.get("suit"), lang), _seat_name(r.get("seat"), lang)
        if r.get("restrict") == "require":
            return f"{seat}必须引出{suit}" if zh else f"{seat} must lead {suit}"
        return f"{seat}在保持引牌权期间不得引出{suit}" if zh else f"{seat} may not lead {suit} while he retains the lead"
    if k == "penalty_card" and r.get("card") and r.get("condition") != "offender_defends":
        grade = {"major": ("大罚张", "major"), "minor": ("小罚张", "minor")}.get(r.get("grade") or "major", ("", ""))
        return (f"{_seat_name(r.get('seat'), lang)}的{r['card']}为{grade[0]}" if zh
                else f"{r['card']} is a {grade[1]} penalty card ({_seat_name(r.get('seat'), lang)})")
    if k == "trick_transfer":
        side = _seat_name(r.get("to"), lang)
        return f"转给{side}{r.get('tricks')}墩" if zh else f"{r.get('tricks')} trick(s) transferred to {side}"
    if k == "director_judgment" and not r.get("question"):
        return "须由裁判作出判断" if zh else "the director must judge"
    if k in PLAY_TEXT:
        fields = {key: (r.get(key) if r.get(key) is not None else "") for key in
                  ("card", "trick", "tricks", "restrict", "how", "grade")}
        fields["seat"] = _seat_name(r.get("seat"), lang)
        fields["side"] = _seat_name(r.get("side"), lang)
        fields["grade_zh"] = {"major": "大罚张", "minor": "小罚张"}.get(str(r.get("grade")), "")
        fields["how_zh"] = {"acquiesced": "对方认可", "awarded": "裁判判定"}.get(str(r.get("how")), "")
        template = PLAY_TEXT[k][0 if zh else 1]
        text = template.format(**fields)
        if r.get("seat") and "{seat}" not in template:  # every field of the token is shown
            text = (f"{fields['seat']}：" if zh else f"{fields['seat']}: ") + text
        return text
    return rectification_text(r, lang)


def token_text(token: str, lang: str = "zh") -> str:
    """A key's token as text: a focused question's (`pc|…`, `lead|…`, `tricks|…`) or a rectification item's."""
    zh = lang == "zh"
    head, *rest = token.split("|")
    if head == "pc" and len(rest) == 3:
        seat, card, grade = rest
        g = {"major": ("大罚张", "major"), "minor": ("小罚张", "minor")}.get(grade, (grade, grade))
        return (f"{_seat_name(seat, lang)}有{g[0]}{card}" if zh
                else f"{_seat_name(seat, lang)} has a {g[1]} penalty card, {card}")
    if head == "lead" and len(rest) == 3:
        seat, suit, kind = rest
        who, su = _seat_name(seat, lang), _suit_name(suit, lang)
        if kind == "may":
            return f"庄家可要求或禁止{who}首次获得引牌权时引出{su}" if zh else f"declarer may require or forbid {who}'s lead of {su}"
        if kind == "may_forbid":
            return (f"庄家可禁止{who}引出庄家指定的任一花色" if zh
                    else f"declarer may forbid {who} to lead any one suit he names")
        return item_text({"kind": "lead_restriction", "seat": seat, "suit": suit, "restrict": kind}, lang)
    if head == "tricks" and len(rest) == 2:
        return item_text({"kind": "trick_transfer", "to": rest[0], "tricks": rest[1]}, lang)
    return item_text(_token_item(token), lang)


def _token_item(token: str) -> dict[str, Any]:
    kind, seat, scope, suits, card, call, extra = (token.split("|") + [""] * 7)[:7]
    item: dict[str, Any] = {"kind": kind, "law": ""}
    for pair in filter(None, extra.split(";")):
        k, _, v = pair.partition("=")
        item[k] = v
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
    elif q.focus:
        pool.extend(_focus_distractors(q, right, engine))
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
        for i, ref in enumerate(refs):  # a section alone under its parent: the law's other sections
            for near in _near_sections(book, ref):
                pool.append({**right, "refs": sorted(set(refs[:i] + [near] + refs[i + 1:]), key=ref_sort_key)})
    distractors: list[dict[str, Any]] = []
    texts = {(describe(right, q.qtype, "zh"), describe(right, q.qtype, "en"))}
    for v in pool:  # a distractor must differ from the answer and from the others as the trainee reads them
        text = (describe(v, q.qtype, "zh"), describe(v, q.qtype, "en"))
        if v != right and v not in distractors and text not in texts and not (
                text[0] in {t[0] for t in texts} or text[1] in {t[1] for t in texts}):
            distractors.append(v)
            texts.add(text)
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
    for alt in [*_flip_choices(q.log), *_other_options(q.log, engine or _build_engine())]:
        try:
            pool.append(answer_key(Question(q.id, q.qtype, alt, q.source, q.title, q.laws, q.focus), engine)["value"])
        except RulingsError:
            continue
    rect = list(right["rectification"])

    def swap(i: int, token: str) -> dict[str, Any]:
        return {"refs": [], "rectification": sorted(set(rect[:i] + [token] + rect[i + 1:]))}

    other_side = {"NS": "EW", "EW": "NS"}
    for i, token in enumerate(rect):
        head, *rest = token.split("|")
        if head == "pc":
            seat, card, grade = rest
            pool.append(swap(i, f"pc|{SEATS[(SEATS.index(seat) + 2) % 4]}|{card}|{grade}"))
            pool.append(swap(i, f"pc|{seat}|{card}|{'minor' if grade == 'major' else 'major'}"))
        elif head == "lead":
            seat, suit, kind = rest
            pool.append(swap(i, f"lead|{seat}|{suit}|{'forbid' if kind == 'require' else 'require'}"))
            if kind in ("require", "forbid"):
                pool.append(swap(i, f"lead|{seat}|{suit}|may"))
            pool.append(swap(i, f"lead|{SEATS[(SEATS.index(seat) + 2) % 4]}|{suit}|{kind}"))
        elif head == "tricks":
            side, n = rest[0], int(rest[1])
            pool.append(swap(i, f"tricks|{side}|{n + 1}"))
            if n > 1:
                pool.append(swap(i, f"tricks|{side}|{n - 1}"))
            pool.append(swap(i, f"tricks|{other_side.get(side, side)}|{n}"))
    if rect:
        pool.append({"refs": [], "rectification": []})
    elif q.focus == "tricks":
        side = _offended_side(q)
        pool.extend({"refs": [], "rectification": [f"tricks|{side}|{n}"]} for n in (1, 2))
    else:  # nothing stands: the cards the log exposed or the ruling names, as if they were penalty cards
        cards = [(e.get("seat"), card) for e in q.log["events"] for card in e.get("expose", [])]
        try:
            r = ruling_of(q.log, engine or _build_engine())
            cards += [(x["seat"], x["card"]) for i in r["rulings"] for x in i["rectification"]
                      if x.get("seat") in tuple(SEATS) and isinstance(x.get("card"), str)]
            for item in r["rulings"]:  # the card of the irregular event itself
                e = q.log["events"][item["event"]] if 0 <= item["event"] < len(q.log["events"]) else {}
                card = e.get("lead") or e.get("play")
                if isinstance(card, str) and e.get("seat") in tuple(SEATS):
                    cards.append((e["seat"], card))
        except RulingsError:
            pass
        for seat, card in dict.fromkeys(cards):
            for grade in ("major", "minor"):
                pool.append({"refs": [], "rectification": [f"pc|{seat}|{card}|{grade}"]})
    for cut in (1, 2, 3, 4):  # what stood a few events earlier (a penalty card since played, a lead since made)
        if cut < len(q.log["events"]):
            earlier = Question(q.id, q.qtype, dict(q.log, events=q.log["events"][:-cut]), q.source, q.title,
                               q.laws, q.focus)
            try:
                pool.append(answer_key(earlier, engine or _build_engine())["value"])
            except RulingsError:
                continue
    return pool


def _offended_side(q: Question) -> str:
    """The side a revoke's tricks would go to: the non-offending side of the first revoke ruled on."""
    try:
        r = ruling_of(q.log, _build_engine())
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
    if parent is None:
        return [str(n) for n in (sec.law - 1, sec.law + 1) if n in book.laws and book.laws[n].rules]
    return [c.ref for c in parent.children if c.ref != ref and any(s.rules for s in c.walk())]


def _near_sections(book: Lawbook, ref: str) -> list[str]:
    """The sections with rules nearest to `ref` in Laws 17-71 (the two before and the two after), for
    a section whose parent has no other section with a rule (43B2c)."""
    ruled = sorted({r.ref for r in book.rules if r.law in MECHANICAL_LAWS}, key=ref_sort_key)
    if ref not in ruled:
        return []
    i = ruled.index(ref)
    return [r for r in ruled[max(0, i - 2): i + 3] if r != ref]


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


# ------------------------------------------------------------------------------------------- checking

def check(q: Question, answer: dict[str, Any], lang: str = "zh", engine: Engine | None = None) -> dict[str, Any]:
    """Compare an answer (a choice's value, or a free-form {"refs": [...], "rectification": [...]})
    with the engine's key. Returns correct, the key, the laws' text (via `rulings.ruling.citation`),
    and why the answer was wrong, item by item."""
    key = answer_key(q, engine)
    right = key["value"]
    answer = _normalise_answer(q.qtype, answer, q.focus)
    wrong: list[str] = []
    zh = lang == "zh"
    if q.qtype in ("ruling", "law"):
        got, want = set(answer.get("refs", [])), set(right["refs"])
        if q.focus:  # a focused question asks for its items only
            got = want
        for r in sorted(got - want, key=ref_sort_key):
            wrong.append(f"多选了{cite_zh(r)}：本案不适用" if zh else f"{cite_en(r)} does not apply here")
        for r in sorted(want - got, key=ref_sort_key):
            wrong.append(f"漏了{cite_zh(r)}" if zh else f"missing {cite_en(r)}")
        if q.qtype == "ruling":
            gr, wr = set(answer.get("rectification", [])), set(right["rectification"])
            for t in sorted(gr - wr):
                wrong.append(("多出的处罚：" if zh else "not part of the ruling: ") + token_text(t, lang))
            for t in sorted(wr - gr):
                wrong.append(("漏掉的处罚：" if zh else "missing rectification: ") + token_text(t, lang))
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
            "rectification": [item_text(r, lang) for r in key["rectification"]],
            "laws": list(q.laws)}


def _focus_token(item: dict[str, Any]) -> str:
    """A free-form item of a focused answer as its token: a penalty card {kind: penalty_card, seat, card,
    grade}, a lead {kind: lead_restriction, seat, suit, restrict}, a transfer {kind: trick_transfer, to,
    tricks}."""
    k = item.get("kind")
    if k == "penalty_card":
        return f"pc|{item.get('seat')}|{item.get('card')}|{item.get('grade') or 'major'}"
    if k in ("lead_restriction", "lead_penalty"):
        return f"lead|{item.get('seat')}|{item.get('suit')}|{item.get('restrict') or item.get('kind_of') or 'require'}"
    if k == "trick_transfer":
        return f"tricks|{item.get('to')}|{item.get('tricks')}"
    return _norm_rect(item) if k else json.dumps(item, sort_keys=True)


def _normalise_answer(qtype: str, answer: dict[str, Any], focus: str = "") -> dict[str, Any]:
    if not isinstance(answer, dict):
        raise InputError("an answer is a mapping (答案须为映射)")
    if qtype == "ruling" and focus:
        toks = sorted({t if isinstance(t, str) else _focus_token(t) for t in answer.get("rectification", [])})
        return {"refs": [], "rectification": toks}
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
