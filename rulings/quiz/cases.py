"""The worked cases the quiz grows from, each with what its author stated of the ruling.

A case is an event log and the expectations written beside it from the law's text, never the engine's
answer: a feature scenario's Then steps (`那么`, and the `而且`/`并且`/`但是` after it) and its `@ref-…`
tags; a seed's `then:` list (`rulings/quiz/seeds.yaml`), written in the same steps; an example's
`then:` list (`examples/*.yaml`). The steps are those of `rulings.gherkin`, the grammar the features run.

Feature files are read without pytest: a scenario whose Given/When steps do not all read as a log
(an unknown step, or a seat or call the log model does not accept) is left out rather than give the bank
a log the scenario did not mean; scenario outlines and backgrounds are left out too.
"""

from __future__ import annotations

import copy
import importlib.resources
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulings import yamlio
from rulings.gherkin import StepError, apply_step

DATA = Path(__file__).resolve().parent
ROOT = DATA.parent.parent
SEEDS = DATA / "seeds.yaml"


def _data_dir(packaged_name: str, checkout_name: str, pattern: str) -> Path:
    """The quiz's data: the copy shipped in the wheel (`rulings/_features`, `rulings/_examples`, mapped
    in setup.py and read with importlib.resources), else the checkout's top-level folder (a source tree
    or an editable install), as `rulings.lawbook.LAWBOOK_DIR` finds the lawbook."""
    packaged = importlib.resources.files("rulings") / packaged_name
    if packaged.is_dir() and any(Path(str(packaged)).glob(pattern)):
        return Path(str(packaged))
    return ROOT / checkout_name


FEATURES_DIR = _data_dir("_features", "features", "*.feature")
EXAMPLES_DIR = _data_dir("_examples", "examples", "*.yaml")
KEYWORDS = {"假如": "given", "假设": "given", "假定": "given", "当": "when", "那么": "then", "Given": "given",
            "When": "when", "Then": "then"}
CONTINUE = ("而且", "并且", "同时", "但是", "And", "But")


@dataclass(frozen=True)
class Case:
    """A worked case: where it comes from, its title, its log, and its stated expectations (Then steps
    and the citation paths of its `@ref-` tags)."""

    source: str
    title: str
    log: dict[str, Any]
    expect: tuple[str, ...] = ()
    tags: tuple[str, ...] = field(default=())


def feature_cases(path: Path, dropped: list[tuple[str, str]] | None = None) -> list[Case]:
    """The cases of a feature file: every scenario whose Given/When steps all read as a log and give at
    least one event. The scenarios left out for a step are listed in `dropped` (title, step)."""
    dropped = dropped if dropped is not None else []
    lines = path.read_text(encoding="utf-8").splitlines()
    out: list[Case] = []
    tags: list[str] = []
    scenario_tags: list[str] = []  # the tags above the scenario being read (`tags` may be the next one's)
    current: dict[str, Any] | None = None
    expect: list[str] = []
    title, kind = "", "given"

    def flush() -> None:
        if current and current["events"]:
            refs = tuple(t.removeprefix("@ref-") for t in scenario_tags if t.startswith("@ref-"))
            out.append(Case(f"features/{path.name}:{' '.join(scenario_tags)}", title, current, tuple(expect), refs))

    i = 0
    while i < len(lines):
        line = lines[i].strip()
        docstring, next_i = _docstring_after(lines, i)
        if line.startswith("@"):
            tags = [t for t in line.split() if t.startswith("@")]
        elif line.startswith(("场景", "Scenario", "剧本", "背景", "Background")):
            flush()
            scenario_tags, title, kind, expect = tags, line.split(":", 1)[-1].strip(), "given", []
            current = {"dealer": "N", "vulnerable": "none", "events": []}
            if "大纲" in line or "Outline" in line or "背景" in line or "Background" in line:
                current = None  # an outline needs its examples table; a background is not a case
        elif current is not None and line and not line.startswith("#"):
            word = next((w for w in (*KEYWORDS, *CONTINUE) if line.startswith(w)), None)
            if word is not None:
                kind = KEYWORDS.get(word, kind)
                step = line[len(word):].strip()
                if kind == "then":
                    expect.append(step)
                else:  # a Given/When step the log cannot hold leaves the scenario out
                    if expect and current is not None and current["events"]:
                        # Then steps before this step state the position at that moment: a case of its own
                        snap = copy.deepcopy(current)
                        out.append(Case(f"features/{path.name}:{' '.join(scenario_tags)}#{len(snap['events'])}",
                                        title, snap, tuple(expect)))
                        expect = []
                    try:
                        if not apply_step(current, step, docstring):
                            dropped.append((title, step))
                            current = None
                    except StepError as exc:
                        dropped.append((title, f"{step}: {exc}"))
                        current = None
        i = next_i
    flush()
    return out


def _docstring_after(lines: list[str], i: int) -> tuple[str | None, int]:
    """The docstring (between two lines of three double quotes) that follows line `i`, if any, and the
    line after it (else i + 1)."""
    if not (i + 1 < len(lines) and lines[i + 1].strip().startswith('"""')):
        return None, i + 1
    j, body = i + 2, []
    while j < len(lines) and not lines[j].strip().startswith('"""'):
        body.append(lines[j])
        j += 1
    return "\n".join(body), j + 1


LOG_KEYS = ("dealer", "vulnerable", "board", "hands", "events")


def seed_cases(root: Path | None = None) -> list[Case]:
    """Every worked case: features, examples, seeds. `root`: a checkout whose `features/` and
    `examples/` are read; by default those shipped with the package (`FEATURES_DIR`, `EXAMPLES_DIR`).
    Every YAML file is read with the one strict reader, `rulings.yamlio.load` (issue 15)."""
    features, examples = (root / "features", root / "examples") if root is not None else (FEATURES_DIR, EXAMPLES_DIR)
    out: list[Case] = []
    for path in sorted(features.glob("*.feature")):
        out.extend(feature_cases(path))
    for path in sorted(examples.glob("*.yaml")):
        try:
            data = yamlio.load(path.read_text(encoding="utf-8"))
        except (OSError, yamlio.YamlError):
            continue
        if isinstance(data, dict) and "events" in data:
            log = {k: v for k, v in data.items() if k in LOG_KEYS}
            out.append(Case(f"examples/{path.name}", str(data.get("title", path.stem)), log,
                            tuple(data.get("then") or ())))
    if SEEDS.exists():
        for i, c in enumerate(yamlio.load(SEEDS.read_text(encoding="utf-8"))["cases"]):
            log = {k: v for k, v in c.items() if k in LOG_KEYS}
            out.append(Case(f"seeds#{i}:{c.get('aim', '')}", str(c.get("title", "")), log, tuple(c.get("then") or ()),
                            (str(c["aim"]),) if c.get("aim") and c.get("then") else ()))
    return out
