"""The coverage matrix: which parts of the code are implemented and proved, generated from the lawbook.

For every law and section of the 1999 code (the lawbook's citation paths, `rulings.lawbook`) the
matrix gives its kind (mechanical | judgment | procedural), the rules that encode it (their ids are
citation paths), the feature scenarios that prove it (tagged `@ref-31A2b` in `features/*.feature`),
and the tests that mention its citation path as a string (`"31A2b"` in `tests/*.py`).

The requirement it checks: every *mechanical* section (a rule decides it from the event log) has at
least one rule and at least one feature scenario. A heading that only introduces its items (第25条,
第31条A款 …) is implemented and proved by its items: a section counts the rules and scenarios of its
sub-sections as its own. Nothing here is written by hand: run `rulings coverage` again after a change.
"""

from __future__ import annotations

import ast
import re
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gherkin.errors import CompositeParserException, ParserException
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner

from rulings.errors import InputError
from rulings.lawbook import KINDS, LAWBOOK_DIR, Lawbook, Section, cite_en, normalise_ref, ref_sort_key

PROJECT_DIR = LAWBOOK_DIR.parent
FEATURES_DIR = PROJECT_DIR / "features"
TESTS_DIR = PROJECT_DIR / "tests"
TAG_PREFIX = "@ref-"
LAW_CONTEXT_RE = re.compile(r"law|ref|cite|第", re.IGNORECASE)

KIND_ZH = {"mechanical": "机械", "judgment": "裁判判断", "procedural": "程序"}
KIND_EN = {"mechanical": "mechanical", "judgment": "judgment", "procedural": "procedural"}


@dataclass(frozen=True)
class Scenario:
    """One scenario (or scenario outline) of a feature file, with the citation paths it is tagged with."""

    feature: str  # the file, relative to the project when it lies inside it
    name: str
    line: int
    refs: tuple[str, ...]

    def to_dict(self) -> dict[str, Any]:
        return {"feature": self.feature, "name": self.name, "line": self.line}


@dataclass(frozen=True)
class TestMention:
    """A test (or a test file's module level) that names a citation path as a string literal."""

    file: str
    test: str | None  # the test function, `Class::test_x`, or None for module level
    line: int

    def label(self) -> str:
        return f"{self.file}::{self.test}" if self.test else self.file

    def to_dict(self) -> dict[str, Any]:
        return {"file": self.file, "test": self.test, "line": self.line}


@dataclass
class SectionCoverage:
    """One row of the matrix."""

    section: Section
    depth: int
    rules: list[str]  # ids of the rules that sit on this section
    sub_rules: list[str]  # ids of the rules on its sub-sections
    scenarios: list[Scenario]  # tagged with this section's path
    sub_scenarios: list[Scenario]  # tagged with a sub-section's path
    tests: list[TestMention] = field(default_factory=list)

    @property
    def has_rule(self) -> bool:
        return bool(self.rules or self.sub_rules)

    @property
    def has_scenario(self) -> bool:
        return bool(self.scenarios or self.sub_scenarios)

    @property
    def covered(self) -> bool | None:
        """For a mechanical section: has a rule and a scenario. None for other kinds (nothing required)."""
        if self.section.kind != "mechanical":
            return None
        return self.has_rule and self.has_scenario

    def to_dict(self) -> dict[str, Any]:
        s = self.section
        return {
            "ref": s.ref, "law": s.law, "depth": self.depth,
            "heading": {"zh": s.heading_zh, "en": s.heading_en},
            "title": {"zh": s.title.zh, "en": s.title.en},
            "kind": s.kind,
            "rules": self.rules, "sub_rules": self.sub_rules,
            "scenarios": [x.to_dict() for x in self.scenarios],
            "sub_scenarios": [x.to_dict() for x in self.sub_scenarios],
            "tests": [t.to_dict() for t in self.tests],
            "covered": self.covered,
        }


@dataclass
class Coverage:
    """The whole matrix, with totals and the problems it found."""

    lawbook: Lawbook
    rows: list[SectionCoverage]
    scenarios: list[Scenario]
    unknown_tags: list[dict[str, Any]]  # @ref- tags that name no section of the lawbook

    def row(self, ref: str) -> SectionCoverage:
        key = normalise_ref(ref)
        for r in self.rows:
            if r.section.ref == key:
                return r
        raise KeyError(ref)

    @property
    def uncovered(self) -> list[str]:
        return [r.section.ref for r in self.rows if r.covered is False]

    def totals(self) -> dict[str, Any]:
        mech = [r for r in self.rows if r.section.kind == "mechanical"]
        kinds = Counter(r.section.kind for r in self.rows)
        return {
            "laws": len(self.lawbook.laws),
            "sections": len(self.rows),
            "sub_sections": sum(1 for r in self.rows if r.depth > 0),
            "by_kind": {k: kinds.get(k, 0) for k in KINDS},
            "rules": len(self.lawbook.rules),
            "scenarios": len(self.scenarios),
            "tagged_scenarios": sum(1 for s in self.scenarios if s.refs),
            "mechanical": len(mech),
            "mechanical_with_rules": sum(1 for r in mech if r.has_rule),
            "mechanical_with_scenarios": sum(1 for r in mech if r.has_scenario),
            "mechanical_with_both": sum(1 for r in mech if r.has_rule and r.has_scenario),
            "mechanical_uncovered": sum(1 for r in mech if not (r.has_rule and r.has_scenario)),
            "sections_with_tests": sum(1 for r in self.rows if r.tests),
        }

    def to_dict(self) -> dict[str, Any]:
        laws = []
        by_law: dict[int, list[SectionCoverage]] = {}
        for r in self.rows:
            by_law.setdefault(r.section.law, []).append(r)
        for number, law in sorted(self.lawbook.laws.items()):
            laws.append({"law": number, "chapter": law.chapter, "title": {"zh": law.title.zh, "en": law.title.en},
                         "kind": law.kind, "sections": [r.to_dict() for r in by_law.get(number, [])]})
        return {"version": self.lawbook.version, "totals": self.totals(), "laws": laws,
                "uncovered_mechanical": self.uncovered, "unknown_tags": self.unknown_tags}


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(PROJECT_DIR))
    except ValueError:
        return str(path)


Tag = tuple[str, int]  # a tag's text and line


def _tags(node: Mapping[str, Any]) -> list[Tag]:
    return [(t["name"], t["location"]["line"]) for t in node.get("tags", [])]


def _scenario_nodes(children: Sequence[Mapping[str, Any]], inherited: list[Tag]
                    ) -> list[tuple[Mapping[str, Any], list[Tag]]]:
    """Every scenario under a feature (or a 规则/Rule block), with the tags it inherits (the parsed
    Gherkin document is read as the JSON-like mapping it is)."""
    out: list[tuple[Mapping[str, Any], list[Tag]]] = []
    for child in children:
        if "scenario" in child:
            out.append((child["scenario"], inherited))
        elif "rule" in child:
            rule = child["rule"]
            out.extend(_scenario_nodes(rule.get("children", []), inherited + _tags(rule)))
    return out


def parse_feature(path: Path) -> list[tuple[Scenario, list[Tag]]]:
    """The scenarios of one feature file, each with its `@ref-…` tags (tag text and line).

    A tag on the feature (or on a rule block) applies to every scenario in it; a tag on an example
    table applies to its scenario outline. A file the Gherkin parser refuses is an InputError naming
    the file and line.
    """
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{_display(path)}: cannot read the feature file: {exc}") from None
    try:
        doc = Parser().parse(TokenScanner(text))
    except (CompositeParserException, ParserException) as exc:
        first = exc.errors[0] if isinstance(exc, CompositeParserException) and exc.errors else exc
        loc = getattr(first, "location", None) or {}
        message = re.sub(r"^\(\d+:\d+\):\s*", "", str(first).splitlines()[-1] if str(first) else "cannot parse")
        raise InputError(f"{_display(path)}:{loc.get('line', '?')}: not valid Gherkin: {message}") from None
    feature = doc.get("feature")
    if not feature:
        return []
    out = []
    for node, inherited in _scenario_nodes(feature.get("children", []), _tags(feature)):
        tags = inherited + _tags(node)
        for ex in node.get("examples", []):
            tags += _tags(ex)
        ref_tags = [(t, line) for t, line in tags if t.startswith(TAG_PREFIX)]
        refs = tuple(dict.fromkeys(normalise_ref(t[len(TAG_PREFIX):]) for t, _ in ref_tags))
        out.append((Scenario(feature=_display(path), name=node.get("name", ""),
                             line=node["location"]["line"], refs=refs), ref_tags))
    return out


def collect_scenarios(lawbook: Lawbook, features_dir: Path = FEATURES_DIR
                      ) -> tuple[list[Scenario], list[dict[str, Any]]]:
    """All scenarios of `features_dir/*.feature`, and the `@ref-` tags that name no section."""
    scenarios: list[Scenario] = []
    unknown: list[dict[str, Any]] = []
    if not features_dir.is_dir():
        return scenarios, unknown
    for path in sorted(features_dir.glob("*.feature")):
        for scenario, tags in parse_feature(path):
            scenarios.append(scenario)
            for tag, line in tags:
                if normalise_ref(tag[len(TAG_PREFIX):]) not in lawbook.sections:
                    unknown.append({"tag": tag, "feature": scenario.feature, "line": line})
    return scenarios, unknown


def _test_name(stack: list[ast.AST]) -> str | None:
    names = [n.name for n in stack if isinstance(n, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)]
    return "::".join(names) if names else None


def collect_test_mentions(lawbook: Lawbook, tests_dir: Path = TESTS_DIR) -> dict[str, list[TestMention]]:
    """For each citation path, the tests in `tests_dir/*.py` that hold it as a string literal ("31A2b").

    A bare law number ("23") is a citation only on a line that speaks of laws (law, ref, cite, 第…条),
    so that `"1"` in a test of trick counts is not taken for Law 1. A file that does not parse as
    Python is skipped: it is the test run's business to report it.
    """
    found: dict[str, list[TestMention]] = {}
    if not tests_dir.is_dir():
        return found
    for path in sorted(tests_dir.glob("*.py")):
        try:
            source = path.read_text(encoding="utf-8")
            tree = ast.parse(source, filename=str(path))
        except (OSError, UnicodeDecodeError, SyntaxError, ValueError):
            continue
        lines = source.splitlines()

        def cites(ref: str, lineno: int, lines: list[str] = lines) -> bool:
            if ref not in lawbook.sections:
                return False
            if not ref.isdigit():
                return True
            return bool(LAW_CONTEXT_RE.search(lines[lineno - 1] if lineno <= len(lines) else ""))

        def visit(node: ast.AST, stack: list[ast.AST], path: Path = path) -> None:
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and cites(node.value, node.lineno):
                mention = TestMention(_display(path), _test_name(stack), node.lineno)
                bucket = found.setdefault(node.value, [])
                if all(m.label() != mention.label() for m in bucket):
                    bucket.append(mention)
                return
            inner = stack + [node] if isinstance(node, ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) \
                else stack
            for child in ast.iter_child_nodes(node):
                visit(child, inner)

        visit(tree, [])
    return found


def build(lawbook: Lawbook, features_dir: Path = FEATURES_DIR, tests_dir: Path | None = TESTS_DIR) -> Coverage:
    """The coverage matrix of `lawbook` against the feature files and (unless `tests_dir` is None) the tests."""
    scenarios, unknown = collect_scenarios(lawbook, features_dir)
    tests = collect_test_mentions(lawbook, tests_dir) if tests_dir is not None else {}
    by_ref: dict[str, list[Scenario]] = {}
    for sc in scenarios:
        for ref in sc.refs:
            by_ref.setdefault(ref, []).append(sc)
    rows = []
    for number in sorted(lawbook.laws):
        for s in lawbook.laws[number].walk():
            below = [d for child in s.children for d in child.walk()]
            sub_scen: list[Scenario] = []
            for d in below:
                sub_scen += [x for x in by_ref.get(d.ref, []) if x not in sub_scen]
            rows.append(SectionCoverage(
                section=s, depth=len(s.ids),
                rules=[r.id for r in s.rules],
                sub_rules=[r.id for d in below for r in d.rules],
                scenarios=list(by_ref.get(s.ref, [])),
                sub_scenarios=sub_scen,
                tests=tests.get(s.ref, []),
            ))
    return Coverage(lawbook=lawbook, rows=rows, scenarios=scenarios, unknown_tags=unknown)


def uncovered_mechanical(lawbook: Lawbook, features_dir: Path = FEATURES_DIR,
                         laws: range | list[int] | None = None) -> list[str]:
    """The mechanical sections without at least one rule and one feature scenario (their own or their items').

    The requirement of issue 4: every mechanical section of the code has a rule and a worked example.
    `laws` limits the check to some laws (a chapter); the result is in the order of the code.
    """
    cov = build(lawbook, features_dir=features_dir, tests_dir=None)
    wanted = set(laws) if laws is not None else None
    return sorted((r for r in cov.uncovered if wanted is None or lawbook.sections[r].law in wanted),
                  key=ref_sort_key)


def _pad(text: str, width: int) -> str:
    """Pad to a display width, counting a Chinese character as two columns."""
    used = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    return text + " " * max(width - used, 0)


def _mark(covered: bool | None) -> str:
    return {True: "✓", False: "✗", None: " "}[covered]


def _list(items: list[str], limit: int = 4) -> str:
    if not items:
        return "—"
    return ", ".join(items[:limit]) + (f" …(+{len(items) - limit})" if len(items) > limit else "")


def totals_lines(totals: dict[str, Any]) -> list[str]:
    """The totals as Chinese lines with English beside."""
    k = totals["by_kind"]
    return [
        f"条数 laws: {totals['laws']}；条款 sections: {totals['sections']}（其中各条下属款项 sub-sections "
        f"{totals['sub_sections']}）",
        f"按类别 by kind: 机械 mechanical {k['mechanical']}，裁判判断 judgment {k['judgment']}，"
        f"程序 procedural {k['procedural']}",
        f"规则 rules: {totals['rules']}；场景 scenarios: {totals['scenarios']}（带 @ref- 标签 tagged "
        f"{totals['tagged_scenarios']}）；有测试提及的条款 sections named in tests: {totals['sections_with_tests']}",
        f"机械条款 mechanical sections: {totals['mechanical']}：有规则 with rules {totals['mechanical_with_rules']}，"
        f"有场景 with scenarios {totals['mechanical_with_scenarios']}，两者皆有 with both "
        f"{totals['mechanical_with_both']}，未覆盖 uncovered {totals['mechanical_uncovered']}",
    ]


def render_table(cov: Coverage, laws: list[int] | None = None) -> str:
    """The matrix as a Chinese table (one row per section), totals at the end."""
    head = (_pad("条款 section", 26) + _pad("类别 kind", 12) + _pad("覆盖", 6) + _pad("规则 rules", 28)
            + _pad("场景 scenarios", 16) + "测试 tests")
    out = [head, "-" * 110]
    for r in cov.rows:
        if laws is not None and r.section.law not in laws:
            continue
        s = r.section
        label = ("  " * r.depth) + (s.heading_zh if r.depth == 0 else s.heading_zh.split("条", 1)[1])
        rules = r.rules or [f"({x})" for x in r.sub_rules]
        scen = f"{len(r.scenarios)}" + (f"+{len(r.sub_scenarios)}" if r.sub_scenarios else "")
        title = s.title.zh if r.depth == 0 else ""
        out.append(_pad(label + (" " + title if title else ""), 25) + " " + _pad(KIND_ZH[s.kind], 11) + " "
                   + _pad(_mark(r.covered), 5) + " " + _pad(_list(rules, 2), 27) + " " + _pad(scen, 15) + " "
                   + _list([t.label() for t in r.tests], 2))
    out.append("-" * 110)
    out.append("覆盖：✓ 机械条款有规则且有场景，✗ 缺其一；规则括号内为下属款项的规则；场景 n+m 为本款与下属款项的场景数")
    out.append("covered: ✓ a mechanical section with a rule and a scenario, ✗ one missing; (ids): rules of sub-sections")
    out += totals_lines(cov.totals())
    if cov.uncovered:
        out.append("未覆盖的机械条款 uncovered mechanical sections: " + ", ".join(cov.uncovered))
    for t in cov.unknown_tags:
        out.append(f"注意：{t['feature']}:{t['line']} 的标签 {t['tag']} 不是规则中的条款 — tag names no section")
    return "\n".join(out)


def _md(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render_markdown(cov: Coverage) -> str:
    """The matrix as a Markdown page (docs/coverage.md)."""
    t = cov.totals()
    out = [
        "# 规则覆盖矩阵 — Coverage matrix",
        "",
        "由 `rulings coverage --markdown docs/coverage.md` 从规则库生成，请勿手工编辑。"
        " Generated from the lawbook by `rulings coverage --markdown docs/coverage.md`; do not edit by hand.",
        "",
        "每一条款：类别、实现它的规则（规则编号即条款路径）、证明它的场景（`features/*.feature` 中的 `@ref-…` 标签）、"
        "提及它的测试（`tests/*.py` 中的字符串）。机械条款须至少有一条规则和一个场景；只引出下属各项的标题条款，"
        "以其下属款项的规则和场景计。",
        "For each section: its kind, the rules that encode it, the scenarios tagged `@ref-…` that prove it, and the"
        " tests that name it. Every mechanical section needs a rule and a scenario; a heading that only introduces"
        " its items counts its items' rules and scenarios.",
        "",
        "## 合计 — Totals",
        "",
        "| 项目 | what | 数 |",
        "| --- | --- | ---: |",
        f"| 条 | laws | {t['laws']} |",
        f"| 条款（含各条本文） | sections (with each law's own text) | {t['sections']} |",
        f"| 下属款项 | sub-sections | {t['sub_sections']} |",
    ]
    for k in KINDS:
        out.append(f"| {KIND_ZH[k]}条款 | {k} sections | {t['by_kind'][k]} |")
    out += [
        f"| 规则 | rules | {t['rules']} |",
        f"| 场景（带 @ref- 标签） | scenarios (tagged) | {t['scenarios']} ({t['tagged_scenarios']}) |",
        f"| 机械条款有规则 | mechanical sections with rules | {t['mechanical_with_rules']} |",
        f"| 机械条款有场景 | mechanical sections with scenarios | {t['mechanical_with_scenarios']} |",
        f"| 机械条款两者皆有 | mechanical sections with both | {t['mechanical_with_both']} |",
        f"| 机械条款未覆盖 | mechanical sections not covered | {t['mechanical_uncovered']} |",
        f"| 有测试提及的条款 | sections named in tests | {t['sections_with_tests']} |",
        "",
    ]
    if cov.uncovered:
        out += ["## 未覆盖的机械条款 — Uncovered mechanical sections", "",
                ", ".join(f"{cite_en(r).removeprefix('Law ')}" for r in cov.uncovered), ""]
    if cov.unknown_tags:
        out += ["## 不认识的标签 — Tags that name no section", ""]
        out += [f"- `{x['tag']}` {x['feature']}:{x['line']}" for x in cov.unknown_tags] + [""]
    by_law: dict[int, list[SectionCoverage]] = {}
    for r in cov.rows:
        by_law.setdefault(r.section.law, []).append(r)
    for chapter in cov.lawbook.chapters:
        if not chapter.laws:
            continue
        out += [f"## 第{chapter.number}章 {chapter.title.zh} — {chapter.title.en}", ""]
        for number in chapter.laws:
            law = cov.lawbook.laws[number]
            out += [f"### 第{number}条 {law.title.zh} — Law {number} {law.title.en}", "",
                    "| 条款 | 标题 | 类别 | 覆盖 | 规则 | 场景 | 测试 |",
                    "| --- | --- | --- | :---: | --- | --- | --- |"]
            for r in by_law.get(number, []):
                s = r.section
                rules = ", ".join(r.rules) + (f" (+{', '.join(r.sub_rules)})" if r.sub_rules and not r.rules else "")
                scen = "; ".join(f"{_md(x.name)} ({x.feature}:{x.line})" for x in r.scenarios)
                if r.sub_scenarios and not r.scenarios:
                    scen = f"下属款项 {len(r.sub_scenarios)} 个"
                tests = ", ".join(f"`{m.label()}`" for m in r.tests)
                out.append(f"| {s.heading_zh} | {_md(s.title.zh)} — {_md(s.title.en)} | {KIND_ZH[s.kind]} | "
                           f"{_mark(r.covered).strip()} | {rules} | {scen} | {tests} |")
            out.append("")
    return "\n".join(out).rstrip() + "\n"
