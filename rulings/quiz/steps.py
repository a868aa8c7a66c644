"""The features' Chinese Given/When steps read as an event log, for the quiz bank (`rulings.quiz.bank`).

`features/conftest.py` builds a deal step by step for pytest-bdd; this module reads the same steps
from a feature file's text, without pytest, so every scenario that spells out a log becomes a worked
case of the bank. The steps it knows are those of `features/conftest.py` (the deal, the calls, the
choices, exposed cards, the director) and the director's finding of `features/test_auction_features.py`;
play scenarios give their cards in `事件为：` docstrings (`features/test_play_features.py` adds only
Then steps). Then steps (`那么`, and the `而且`/`并且`/`但是` after it) are assertions and are skipped.
A Given/When step that is not one of these, or names a seat or call the log model does not accept
(`StepError`), leaves its scenario out rather than give the bank a log the scenario did not mean.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import yaml

from rulings.calls import Call
from rulings.errors import RulingsError
from rulings.lawbook import normalise_ref
from rulings.seats import parse_seat

CHOICES = {"接受": "accept", "不接受": "decline", "accept": "accept", "decline": "decline"}  # as conftest.py
ANSWERS = {"是": "yes", "否": "no"}  # as test_auction_features.py
KEYWORDS = {"假如": "given", "假设": "given", "假定": "given", "当": "when", "那么": "then", "Given": "given",
            "When": "when", "Then": "then"}
CONTINUE = ("而且", "并且", "同时", "但是", "And", "But")


class StepError(ValueError):
    """A step that reads as a step of the log but names something the log model does not accept."""


def seat(text: str) -> str:
    """北/东/南/西 (or N/E/S/W, with or without 家) as N/E/S/W (as `features/conftest.py`)."""
    try:
        return str(parse_seat(text.strip().rstrip("家")))
    except (ValueError, RulingsError) as exc:
        raise StepError(f"not a seat: {text!r}") from exc


def _call(text: str) -> str:
    try:
        Call.parse(text.strip())
    except (ValueError, RulingsError) as exc:
        raise StepError(f"not a call: {text!r}") from exc
    return text.strip()


def _cards(text: str) -> list[str]:
    return [c.strip() for c in text.replace("，", ",").replace("、", ",").split(",") if c.strip()]


# (pattern, what it adds to the log); the more specific patterns first, as "东约定性地叫2C" also reads
# as "{who}叫{call}".
EVENT_STEPS: list[tuple[re.Pattern[str], Any]] = [
    (re.compile(r"^(.+?)约定性地叫(\S+)$"), lambda m: {"seat": seat(m[1]), "call": _call(m[2]), "conventional": True}),
    (re.compile(r"^(.+?)无意中把叫牌改为(\S+)$"),
     lambda m: {"seat": seat(m[1]), "call": _call(m[2]), "replaces": True, "inadvertent": True}),
    (re.compile(r"^(.+?)把叫牌改为(\S+)$"), lambda m: {"seat": seat(m[1]), "call": _call(m[2]), "replaces": True}),
    (re.compile(r"^(.+?)选择(接受|不接受|accept|decline)$"), lambda m: {"seat": seat(m[1]), "choose": CHOICES[m[2]]}),
    (re.compile(r"^(.+?)暴露了(.+)$"), lambda m: {"seat": seat(m[1]), "expose": _cards(m[2])}),
    (re.compile(r"^(.+?)过早首引(\S+)$"), lambda m: {"seat": seat(m[1]), "expose": [m[2]], "premature_lead": True}),
    (re.compile(r"^裁判被召请到桌$"), lambda m: {"director": True}),
    (re.compile(r"^裁判依(.+?)认定：(.+)$"),
     lambda m: {"finding": ANSWERS.get(m[2].strip(), m[2].strip()), "law": normalise_ref(m[1])}),
    (re.compile(r"^([北东南西NESW]家?)叫(\S+)$"), lambda m: {"seat": seat(m[1]), "call": _call(m[2])}),
]


def apply_step(log: dict[str, Any], step: str, docstring: str | None = None) -> bool:
    """Add what a Given/When step says to `log` (the deal, or events); False if the step is not one of
    the log's. Raises StepError when the step is the log's but its seat, call or YAML is not."""
    m = re.match(r"^发牌人为(.+?)，局况(\S+)$", step)
    if m:
        log.pop("board", None)
        log["dealer"], log["vulnerable"] = seat(m[1]), m[2].strip()
        return True
    m = re.match(r"^牌号为(\d+)$", step)
    if m:
        log.pop("dealer", None)
        log.pop("vulnerable", None)
        log["board"] = int(m[1])
        return True
    m = re.match(r"^各家的牌为北\s*(\S+)，东\s*(\S+)，南\s*(\S+)，西\s*(\S+)$", step)
    if m:
        log["hands"] = dict(zip("NESW", m.groups(), strict=True))
        return True
    if step.startswith("叫牌过程为"):
        for token in step.removeprefix("叫牌过程为").split():
            who, _, what = token.partition(":")
            log["events"].append({"seat": seat(who), "call": _call(what)})
        return True
    if step.startswith("事件为"):
        try:
            events = yaml.safe_load(docstring or "") or []
        except yaml.YAMLError as exc:
            raise StepError(f"the events are not YAML: {exc}") from exc
        if not isinstance(events, list):
            raise StepError("the events are not a list")
        log["events"].extend(events)
        return True
    for pattern, make in EVENT_STEPS:
        m = pattern.match(step)
        if m:
            log["events"].append(make(m))
            return True
    return False


def feature_logs(path: Path, dropped: list[tuple[str, str]] | None = None) -> list[tuple[list[str], str, dict[str, Any]]]:
    """(tags, title, log) for every scenario of a feature file whose Given/When steps all read as a log
    and give at least one event. Scenario outlines (their examples table fills the steps) are left out;
    the scenarios left out for a step are listed in `dropped` (title, step) if it is given."""
    dropped = dropped if dropped is not None else []
    lines = path.read_text(encoding="utf-8").splitlines()
    out: list[tuple[list[str], str, dict[str, Any]]] = []
    tags: list[str] = []
    scenario_tags: list[str] = []  # the tags above the scenario being read (`tags` may be the next one's)
    current: dict[str, Any] | None = None
    title, kind = "", "given"

    def flush() -> None:
        if current and current["events"]:
            out.append((scenario_tags, title, current))

    i = 0
    while i < len(lines):
        line = lines[i].strip()
        docstring = None
        if i + 1 < len(lines) and lines[i + 1].strip().startswith('"""'):
            j, body = i + 2, []
            while j < len(lines) and not lines[j].strip().startswith('"""'):
                body.append(lines[j])
                j += 1
            docstring, next_i = "\n".join(body), j + 1
        else:
            next_i = i + 1
        if line.startswith("@"):
            tags = [t for t in line.split() if t.startswith("@")]
        elif line.startswith(("场景", "Scenario", "剧本", "背景", "Background")):
            flush()
            scenario_tags, title, kind = tags, line.split(":", 1)[-1].strip(), "given"
            current = {"dealer": "N", "vulnerable": "none", "events": []}
            if "大纲" in line or "Outline" in line or "背景" in line or "Background" in line:
                current = None  # an outline needs its examples table; a background is not a case
        elif current is not None and line and not line.startswith("#"):
            word = next((w for w in (*KEYWORDS, *CONTINUE) if line.startswith(w)), None)
            if word is not None:
                kind = KEYWORDS.get(word, kind)
                step = line[len(word):].strip()
                if kind != "then":  # a Given/When step the log cannot hold leaves the scenario out
                    try:
                        if not apply_step(current, step, docstring):
                            dropped.append((title, step))
                            current = None
                    except StepError as exc:
                        dropped.append((title, f"{step}: {exc}"))
                        current = None
        i = next_i if docstring is not None else i + 1
    flush()
    return out
