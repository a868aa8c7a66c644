"""The lawbook: the 1999 code as data, loaded strictly.

Every law is one YAML file under `lawbook/` (see `lawbook/README.md`). The loader refuses, with the
file and line: a key the schema does not know, a section without text or kind, a cross-reference
(参阅) to a law or section that does not exist, a rule whose condition names an unknown fact kind or
field, a rule whose consequence is not in the registry (`rulings.vocabulary`), and a ruleset that
would come near the engine's limit of 512 rules.
"""

from __future__ import annotations

import functools
import importlib.resources
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulings import yamlio
from rulings.errors import LawbookError
from rulings.vocabulary import (
    ANSWER_CLASSES,
    ANSWER_WORDS,
    APPLIED_IN,
    CONSEQUENCES,
    FACT_KINDS,
    FINDING_KEYS,
    FINDING_REQUIRED,
    PLAY_ROLES,
    RUNS_AFTER,
    FieldSpec,
    fact_fields,
)
from rulings.yamlio import LDict, LList

__all__ = ["LAWBOOK_DIR", "NOTHING", "Finding", "LDict", "LList", "Law", "Lawbook", "Rule", "Section", "cite_en",
           "cite_zh",
           "default_lawbook", "load_lawbook", "normalise_ref", "ref_sort_key"]



def _lawbook_dir() -> Path:
    """The lawbook: the copy shipped in the wheel (`rulings/_lawbook`, read with importlib.resources),
    else the checkout's top-level `lawbook/` (a source tree or an editable install)."""
    packaged = importlib.resources.files("rulings") / "_lawbook"
    if packaged.is_dir() and (packaged / "index.yaml").is_file():
        return Path(str(packaged))
    return Path(__file__).resolve().parent.parent / "lawbook"


LAWBOOK_DIR = _lawbook_dir()
KINDS = ("mechanical", "judgment", "procedural")
LAW_KEYS = {"law", "title", "kind", "text", "refs", "notes", "source", "sections", "rules", "data", "judgment",
            "finding"}
SECTION_KEYS = {"title", "text", "kind", "refs", "notes", "source", "sections", "rules", "judgment", "finding"}
RULE_KEYS = {"id", "when", "then", "overrides", "phase"}
OPERATORS = {"gt", "gte", "lt", "lte", "ne", "in", "not_in", "exists"}
MAX_RULES_PER_RULESET = 400  # durable-rules hangs at 512 (shared/brief/ENGINE.md); keep a margin
PHASES = ("auction", "play")
REF_RE = re.compile(r"^(\d{1,2})([A-Z]?)(\d{0,2})([a-z]?)(\d?)$")


MAX_LAW_FILE_BYTES = 1_000_000
MAX_LAW_DEPTH = 64  # a law nests sections, rules, conditions and `any` lists about fifteen levels deep


def _read_yaml(path: Path) -> Any:
    """One lawbook file through the strict reader (`rulings.yamlio`): every mapping an LDict that
    knows its lines, keys as text; a duplicate key, an anchor or alias, too deep a nesting is a
    LawbookError with the file and line."""
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise LawbookError(f"cannot read: {exc}", path=str(path)) from None
    try:
        data = yamlio.load(text, max_bytes=MAX_LAW_FILE_BYTES, max_depth=MAX_LAW_DEPTH, str_keys=True)
    except yamlio.YamlError as exc:
        message = exc.message if exc.key is not None else f"not valid YAML: {exc.message}"
        raise LawbookError(message, path=str(path), line=exc.line) from None
    if data is None:
        raise LawbookError("the file is empty", path=str(path))
    return data


@dataclass(frozen=True)
class Text:
    zh: str
    en: str


@dataclass
class Rule:
    """One rule: it tests one fact (`when`) and names consequences (`then`)."""

    id: str
    ref: str  # the citation path of the section it sits under
    law: int
    when: dict[str, Any]
    then: list[tuple[str, dict[str, Any]]]
    overrides: tuple[str, ...]
    phase: str
    path: str
    line: int


NOTHING: Any = type("Nothing", (), {"__repr__": lambda self: "NOTHING"})()  # an answer that sets no value


@dataclass(frozen=True)
class Finding:
    """A section's declaration of what the director's answer under it says (`finding:`, lawbook/README.md):
    the field of a fact it sets, and the value for each answer."""

    ref: str  # the section that declares it (the law asking the question)
    fact: str
    field: str
    answers: tuple[tuple[str, Any], ...]
    absent: Any = None
    stage: str | None = None
    of_role: str | None = None
    subsections: bool = False
    path: str = ""
    line: int = 0

    def value(self, answer: Any) -> Any:
        """The field's value for the director's answer: the answer word itself, else its class (yes, no,
        tricks: a whole number, other); NOTHING when no key takes it."""
        word = str(answer).strip()
        low = word.lower()
        table = dict(self.answers)
        for key, value in self.answers:
            if key not in ANSWER_CLASSES and key.lower() == low:
                return value
        for cls in ("yes", "no"):
            if cls in table and low in ANSWER_WORDS[cls]:
                return table[cls]
        if "tricks" in table and re.fullmatch(r"\d+", word):
            return table["tricks"]
        return table.get("other", NOTHING)


@dataclass
class Section:
    """A law or one of its sections; `ref` is its citation path (31, 31A, 31A2b)."""

    ref: str
    law: int
    ids: tuple[str, ...]  # the chain below the law: ("A", "2", "b")
    title: Text
    text: str
    kind: str
    refs: tuple[str, ...]
    notes: tuple[str, ...]
    source: tuple[str, ...]
    judgment: dict[str, Any] | None
    rules: list[Rule]
    children: list[Section]
    path: str
    line: int
    parent: Section | None = field(default=None, repr=False)
    refs_line: int = 0  # the line of `refs:`, for an error about a cross-reference
    findings: tuple[Finding, ...] = ()  # what the director's answer under this section sets (`finding:`)

    def walk(self) -> Iterator[Section]:
        yield self
        for child in self.children:
            yield from child.walk()

    @property
    def heading_zh(self) -> str:
        """第31条A款2(b): the Chinese citation."""
        return cite_zh(self.ref)

    @property
    def heading_en(self) -> str:
        return cite_en(self.ref)

    def chain(self) -> list[Section]:
        """The headings from the law down to this section (for "第31条 » A款 » 2 » (b)")."""
        out: list[Section] = []
        s: Section | None = self
        while s is not None:
            out.append(s)
            s = s.parent
        return out[::-1]


@dataclass
class Law(Section):
    data: dict[str, Any] = field(default_factory=dict)
    chapter: int = 0


@dataclass
class Chapter:
    number: int
    folder: str
    title: Text
    parts: list[dict[str, Any]]
    laws: list[int]


@dataclass
class Lawbook:
    laws: dict[int, Law]
    sections: dict[str, Section]
    chapters: list[Chapter]
    definitions: list[dict[str, Any]]
    meta: dict[str, Any]
    root: Path
    _findings: dict[tuple[str, str], Any] = field(default_factory=dict, repr=False, compare=False)  # read once

    @property
    def rules(self) -> list[Rule]:
        return [r for s in self.sections.values() for r in s.rules]

    def rules_for(self, phase: str) -> list[Rule]:
        return [r for r in self.rules if r.phase == phase]

    def rule(self, rule_id: str) -> Rule:
        for r in self.rules:
            if r.id == rule_id:
                return r
        raise KeyError(rule_id)

    def section(self, ref: str) -> Section:
        """The section for a citation path, accepting 31A2b, 31A2(b), 第31条 forms."""
        key = normalise_ref(ref)
        if key not in self.sections:
            raise KeyError(ref)
        return self.sections[key]

    def cited_by(self, ref: str) -> list[str]:
        """The sections whose cross-references (参阅) point at `ref` or inside it.

        `cited_by("23")` lists every section that cites Law 23 or any of its sections; `cited_by("72")`
        includes a section that cites 72B1. A citation of an enclosing section does not count: citing
        Law 31 is not citing 31A2b.
        """
        key = normalise_ref(ref)
        return sorted({s.ref for s in self.sections.values() if any(_is_within(r, key) for r in s.refs)},
                      key=ref_sort_key)

    def law(self, number: int) -> Law:
        return self.laws[number]

    def findings_for(self, ref: str) -> list[Finding]:
        """What a finding under `ref` sets: the declarations of that section, and those of an enclosing
        section that covers its subsections (`subsections: true`); none for a law the book does not have."""
        key = ("ref", ref)
        if key not in self._findings:
            sec = self.sections.get(normalise_ref(ref))
            out: list[Finding] = list(sec.findings) if sec is not None else []
            up = sec.parent if sec is not None else None
            while up is not None:
                out.extend(f for f in up.findings if f.subsections)
                up = up.parent
            self._findings[key] = tuple(out)
        return list(self._findings[key])

    def found_by_rules(self, kind: str) -> frozenset[str]:
        """The laws whose findings some rule reads as a fact of `kind` (`when: {kind: finding, law: 12A3}`;
        the play's `play_finding`): a finding under one of them is put to the rules even when no ruling item
        asks its question (Law 12A1, 13, 16B … : the finding is the fact the law rules on)."""
        key = ("found_by", kind)
        if key not in self._findings:
            laws: set[str] = set()
            for r in self.rules:
                law = r.when.get("law")
                if r.when.get("kind") == kind and law is not None:
                    laws.update(normalise_ref(str(x)) for x in (law if isinstance(law, list) else [law]))
            self._findings[key] = frozenset(laws)
        return frozenset(self._findings[key])

    def finding_fields(self, fact: str, stage: str | None = None) -> dict[str, Any]:
        """The fields of a fact kind some law's finding sets (at that stage of a revoke), each with its value
        when no finding is entered (`absent`), in the order the vocabulary lists the fact's fields."""
        key = (fact, str(stage))
        if key not in self._findings:
            order = list(fact_fields(fact))
            found = {f.field: f.absent for s in self.sections.values() for f in s.findings
                     if f.fact == fact and f.stage == stage}
            self._findings[key] = {name: found[name] for name in sorted(found, key=order.index)}
        return dict(self._findings[key])

    def phase_of(self, ref: str) -> str:
        """The phase of the law a citation belongs to, as its rules are (Laws 41-71: the play)."""
        m = re.match(r"\d{1,2}", normalise_ref(ref))
        return _default_phase(int(m.group(0))) if m else "auction"

    @property
    def version(self) -> str:
        return str(self.meta.get("version", "1999"))


def _is_within(ref: str, prefix: str) -> bool:
    """Whether citation `ref` lies inside section `prefix` (31A2b lies within 31A, not within 3)."""
    m1, m2 = REF_RE.match(ref), REF_RE.match(prefix)
    if not m1 or not m2:
        return False
    a, b = [g for g in m1.groups() if g], [g for g in m2.groups() if g]
    return a[: len(b)] == b


def normalise_ref(ref: str) -> str:
    """`31A2(b)`, `31 A 2 b`, `第31条A款2(b)`, `Law 31A2b` -> `31A2b`."""
    t = str(ref).strip()
    t = re.sub(r"^(law|第)\s*", "", t, flags=re.I)
    t = t.replace("条", "").replace("款", "").replace("（", "").replace("）", "")
    t = re.sub(r"[\s()\[\].]", "", t)
    return t


def ref_sort_key(ref: str) -> tuple:
    """The order of the code: 81C2 before 81C10, 31A before 31A1 before 31B; numbers compare as numbers."""
    m = REF_RE.match(ref)
    if not m:
        return (999, ref, 0, "", 0)
    law, a, n, s, n2 = m.groups()
    return (int(law), a, int(n or 0), s, int(n2 or 0))


def cite_zh(ref: str) -> str:
    """31A2b -> 第31条A款2(b)."""
    m = REF_RE.match(ref)
    if not m:
        return ref
    law, a, n, s, n2 = m.groups()
    out = f"第{law}条"
    if a:
        out += f"{a}款"
    if n:
        out += n
    if s:
        out += f"({s})"
    if n2:
        out += f"({n2})"
    return out


def cite_en(ref: str) -> str:
    """31A2b -> Law 31A2(b)."""
    m = REF_RE.match(ref)
    if not m:
        return ref
    law, a, n, s, n2 = m.groups()
    return f"Law {law}{a}{n}" + (f"({s})" if s else "") + (f"({n2})" if n2 else "")


def _text(value: Any, path: Path, line: int, what: str) -> Text:
    if isinstance(value, dict) and set(value) <= {"zh", "en"} and value.get("zh"):
        return Text(str(value["zh"]), str(value.get("en", "")))
    raise LawbookError(f"{what} must be {{zh: …, en: …}} with zh given", path=str(path), line=line)


def _closed(d: LDict, allowed: set[str], path: Path, what: str) -> None:
    for key in d:
        if key not in allowed:
            raise LawbookError(f"unknown key {key!r} in {what} (allowed: {', '.join(sorted(allowed))})",
                               path=str(path), line=d.key_lines.get(key, d.line))


def _section(d: Any, ref: str, law: int, ids: tuple[str, ...], path: Path, parent: Section | None,
             is_law: bool = False) -> Section:
    """One law or section (and, recursively, its subsections and rules), checked key by key in the order
    the error messages promise: keys, title, text, kind, refs, notes/source, judgment, sections, rules."""
    if not isinstance(d, LDict):
        raise LawbookError(f"section {ref} must be a mapping", path=str(path), line=getattr(parent, "line", None))
    _closed(d, LAW_KEYS if is_law else SECTION_KEYS, path, "a law" if is_law else f"section {ref}")
    line = d.line
    children_raw = d.get("sections") or LDict()
    title = _section_title(d, ref, path, is_law)
    text = _section_text(d, ref, path, is_law and bool(children_raw))
    kind = _section_kind(d, ref, path)
    refs = _section_refs(d, ref, path)
    _check_string_lists(d, ref, path)
    judgment = _section_judgment(d, ref, path)
    findings = _section_findings(d, ref, path)
    cls = Law if is_law else Section
    sec = cls(ref=ref, law=law, ids=ids, title=title, text=text, kind=kind,
              refs=tuple(normalise_ref(str(r)) for r in refs), notes=tuple(d.get("notes") or ()),
              source=tuple(d.get("source") or ()), judgment=judgment, rules=[], children=[],
              path=str(path), line=line, parent=parent, refs_line=d.key_lines.get("refs", line), findings=findings)
    _add_children(sec, d, children_raw, path)
    _add_rules(sec, d, path)
    return sec


def _section_title(d: LDict, ref: str, path: Path, is_law: bool) -> Text:
    """The heading; the code gives some items no heading of their own (9A2a, 74B1 …): their citation."""
    if "title" in d or is_law:
        return _text(d.get("title"), path, d.key_lines.get("title", d.line), f"the title of {ref}")
    return Text(cite_zh(ref), cite_en(ref))


def _section_text(d: LDict, ref: str, path: Path, may_be_empty: bool) -> str:
    """The section's words; only a law made of sections may have none of its own."""
    text = d.get("text")
    if not isinstance(text, str) or not text.strip():
        if not may_be_empty:
            raise LawbookError(f"section {ref} has no text", path=str(path), line=d.key_lines.get("text", d.line))
        return ""
    return text.strip()


def _section_kind(d: LDict, ref: str, path: Path) -> str:
    """mechanical, judgment or procedural (lawbook/README.md)."""
    kind = d.get("kind")
    if kind not in KINDS:
        raise LawbookError(f"section {ref} needs kind: one of {', '.join(KINDS)} (got {kind!r})",
                           path=str(path), line=d.key_lines.get("kind", d.line))
    return str(kind)


def _section_refs(d: LDict, ref: str, path: Path) -> list[str | int]:
    """The cross-references (参阅) as written; `_check_references` checks they exist."""
    refs = d.get("refs") or []
    if not isinstance(refs, list) or not all(isinstance(r, str | int) for r in refs):
        raise LawbookError(f"refs of {ref} must be a list of citation paths", path=str(path),
                           line=d.key_lines.get("refs", d.line))
    return refs


def _check_string_lists(d: LDict, ref: str, path: Path) -> None:
    """notes and source are lists of strings."""
    for key in ("notes", "source"):
        v = d.get(key) or []
        if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
            raise LawbookError(f"{key} of {ref} must be a list of strings", path=str(path),
                               line=d.key_lines.get(key, d.line))


def _section_judgment(d: LDict, ref: str, path: Path) -> Any:
    """A judgment section asks the director a question (a Text)."""
    judgment = d.get("judgment")
    if judgment is not None:
        line = d.key_lines.get("judgment", d.line)
        if not isinstance(judgment, dict) or "question" not in judgment:
            raise LawbookError(f"judgment of {ref} needs a question", path=str(path), line=line)
        _text(judgment["question"], path, line, f"the judgment question of {ref}")
    return judgment


def _section_findings(d: LDict, ref: str, path: Path) -> tuple[Finding, ...]:
    """`finding:` a list of declarations, each checked against the vocabulary: the fact kind, its field, each
    value the answers give (and `absent`) one the field may take (rulings.vocabulary.FINDING_KEYS)."""
    raw = d.get("finding")
    if raw is None:
        return ()
    if not isinstance(raw, list) or not raw:
        raise LawbookError(f"finding of {ref} must be a list of declarations", path=str(path),
                           line=d.key_lines.get("finding", d.line))
    return tuple(_finding(x, ref, path, d.key_lines.get("finding", d.line)) for x in raw)


def _finding(x: Any, ref: str, path: Path, line: int) -> Finding:
    """One declaration of `finding:` (see `_section_findings`)."""
    if not isinstance(x, LDict):
        raise LawbookError(f"a finding of {ref} is a mapping ({', '.join(sorted(FINDING_KEYS))})", path=str(path),
                           line=line)
    line = x.line
    _closed(x, set(FINDING_KEYS), path, f"a finding of {ref}")

    def at(key: str) -> int:
        return x.key_lines.get(key, line)

    for key in FINDING_REQUIRED:
        if key not in x:
            raise LawbookError(f"a finding of {ref} needs {key!r}", path=str(path), line=line)
    fact, name = x["fact"], x["field"]
    if fact not in FACT_KINDS:
        raise LawbookError(f"finding of {ref}: fact must name a fact kind ({', '.join(FACT_KINDS)}), got {fact!r}",
                           path=str(path), line=at("fact"))
    spec = fact_fields(fact).get(name)
    if spec is None:
        raise LawbookError(f"finding of {ref}: a {fact} fact has no field {name!r}", path=str(path), line=at("field"))
    answers = x["answers"]
    if not isinstance(answers, LDict) or not answers:
        raise LawbookError(f"finding of {ref}: answers is a mapping of answer to value", path=str(path),
                           line=at("answers"))
    for answer, value in answers.items():
        _finding_value(spec, value, f"finding of {ref}: {fact}.{name} for answer {answer!r}", path,
                       answers.key_lines.get(answer, at("answers")))
    if "absent" in x:
        _finding_value(spec, x["absent"], f"finding of {ref}: absent {fact}.{name}", path, at("absent"))
    stage = x.get("stage")
    stages = fact_fields(fact).get("stage")
    if stage is not None and (stages is None or stage not in stages.values):
        raise LawbookError(f"finding of {ref}: stage {stage!r} is not a stage of a {fact} fact", path=str(path),
                           line=at("stage"))
    role = x.get("of_role")
    if role is not None and role not in PLAY_ROLES:
        raise LawbookError(f"finding of {ref}: of_role must be one of {', '.join(PLAY_ROLES)}", path=str(path),
                           line=at("of_role"))
    if not isinstance(x.get("subsections", False), bool):
        raise LawbookError(f"finding of {ref}: subsections is true or false", path=str(path), line=at("subsections"))
    return Finding(ref=ref, fact=str(fact), field=str(name), answers=tuple((str(k), v) for k, v in answers.items()),
                   absent=x.get("absent"), stage=stage, of_role=role, subsections=bool(x.get("subsections", False)),
                   path=str(path), line=line)


def _finding_value(spec: FieldSpec, value: Any, what: str, path: Path, line: int) -> None:
    """A value a finding sets: of the field's type (a bool is not a number), one of its values if it has them."""
    types = spec.type if isinstance(spec.type, tuple) else (spec.type,)
    if value is None or (isinstance(value, bool) and bool not in types) or not isinstance(value, types):
        names = "/".join(t.__name__ for t in types)
        raise LawbookError(f"{what} must be a {names}, not {value!r}", path=str(path), line=line)
    if spec.values and value not in spec.values:
        raise LawbookError(f"{what} must be one of {', '.join(map(str, spec.values))}, not {value!r}",
                           path=str(path), line=line)


def _add_children(sec: Section, d: LDict, children_raw: Any, path: Path) -> None:
    """The subsections, each id of the kind its depth expects (A, 1, a, 1)."""
    if not isinstance(children_raw, LDict):
        raise LawbookError(f"sections of {sec.ref} must be a mapping", path=str(path),
                           line=d.key_lines.get("sections", d.line))
    for cid, child in children_raw.items():
        cid = str(cid)
        expected = _expected_id_kind(len(sec.ids))
        if not re.fullmatch(expected, cid):
            raise LawbookError(f"section id {cid!r} under {sec.ref} should match {expected}", path=str(path),
                               line=children_raw.key_lines.get(cid, d.line))
        sec.children.append(_section(child, sec.ref + cid, sec.law, sec.ids + (cid,), path, sec))


def _add_rules(sec: Section, d: LDict, path: Path) -> None:
    """The section's rules, each checked by `_rule`."""
    rules_raw = d.get("rules") or []
    if not isinstance(rules_raw, list):
        raise LawbookError(f"rules of {sec.ref} must be a list", path=str(path),
                           line=d.key_lines.get("rules", d.line))
    for r in rules_raw:
        sec.rules.append(_rule(r, sec, path))


def _expected_id_kind(depth: int) -> str:
    return (r"[A-Z]", r"[1-9]\d?", r"[a-z]", r"[1-9]")[min(depth, 3)]


def _default_phase(law: int) -> str:
    return "play" if 41 <= law <= 71 else "auction"


def _rule(r: Any, sec: Section, path: Path) -> Rule:
    if not isinstance(r, LDict):
        raise LawbookError(f"a rule under {sec.ref} must be a mapping", path=str(path), line=sec.line)
    _closed(r, RULE_KEYS, path, f"a rule under {sec.ref}")
    rid = str(r.get("id", ""))
    if not (rid == sec.ref or re.fullmatch(re.escape(sec.ref) + r"\.\d+", rid)):
        raise LawbookError(f"rule id {rid!r} must be the section's citation path {sec.ref!r} (or {sec.ref}.2 …)",
                           path=str(path), line=r.key_lines.get("id", r.line))
    phase = r.get("phase", _default_phase(sec.law))
    if phase not in PHASES:
        raise LawbookError(f"rule {rid}: phase must be one of {PHASES}", path=str(path), line=r.line)
    when = r.get("when")
    if not isinstance(when, LDict):
        raise LawbookError(f"rule {rid} needs when: a mapping that tests one fact", path=str(path), line=r.line)
    _check_when(when, rid, path)
    then_raw = r.get("then")
    if not isinstance(then_raw, list) or not then_raw:
        raise LawbookError(f"rule {rid} needs then: a list of consequences", path=str(path), line=r.line)
    then: list[tuple[str, dict[str, Any]]] = []
    for item in then_raw:
        if isinstance(item, str):
            item = {item: {}}
        if not isinstance(item, dict) or len(item) != 1:
            raise LawbookError(f"rule {rid}: each consequence is {{name: {{params}}}}", path=str(path),
                               line=getattr(item, "line", r.line))
        (name, params), = item.items()
        params = dict(params or {})
        line = getattr(item, "line", r.line)
        cons = CONSEQUENCES.get(name)
        if cons is None:
            raise LawbookError(f"rule {rid}: unknown consequence {name!r} (known: {', '.join(sorted(CONSEQUENCES))})",
                               path=str(path), line=line)
        if phase not in APPLIED_IN[name]:
            raise LawbookError(f"rule {rid}: consequence {name!r} has no handler in the {phase} phase "
                               f"(rulings/consequences/{phase}.py)", path=str(path), line=line)
        for p, v in params.items():
            spec = cons.params.get(p)
            if spec is None:
                raise LawbookError(f"rule {rid}: consequence {name} has no parameter {p!r}", path=str(path), line=line)
            if spec.values and v not in spec.values:
                raise LawbookError(f"rule {rid}: {name}.{p} must be one of {', '.join(map(str, spec.values))}",
                                   path=str(path), line=line)
        for p in cons.required:
            if p not in params:
                raise LawbookError(f"rule {rid}: consequence {name} needs {p!r}", path=str(path), line=line)
        then.append((name, params))
    overrides = tuple(str(x) for x in (r.get("overrides") or ()))
    return Rule(id=rid, ref=sec.ref, law=sec.law, when=dict(when), then=then, overrides=overrides, phase=phase,
                path=str(path), line=r.line)


def _check_when(when: LDict, rid: str, path: Path) -> None:
    kind = when.get("kind")
    if kind not in FACT_KINDS:
        raise LawbookError(f"rule {rid}: when.kind must name a fact kind ({', '.join(FACT_KINDS)}), got {kind!r}",
                           path=str(path), line=when.key_lines.get("kind", when.line))
    fields = fact_fields(kind)

    def check(mapping: LDict) -> None:
        for key, value in mapping.items():
            line = mapping.key_lines.get(key, mapping.line) if isinstance(mapping, LDict) else when.line
            if key == "any":
                if not isinstance(value, list) or not all(isinstance(v, LDict) for v in value):
                    raise LawbookError(f"rule {rid}: any is a list of condition maps", path=str(path), line=line)
                for v in value:
                    check(v)
                continue
            spec = fields.get(key)
            if spec is None:
                raise LawbookError(f"rule {rid}: a {kind} fact has no field {key!r}", path=str(path), line=line)
            values = value if isinstance(value, list) else [value]
            if isinstance(value, dict):
                bad = set(value) - OPERATORS
                if bad:
                    raise LawbookError(f"rule {rid}: unknown operator {sorted(bad)[0]!r} on {key}", path=str(path),
                                       line=line)
                values = [v for op, v in value.items() if op in ("ne",)] + \
                         [x for op, v in value.items() if op in ("in", "not_in") for x in v]
            for v in values:
                if v is None:
                    continue
                if spec.values and v not in spec.values:
                    raise LawbookError(f"rule {rid}: {key} cannot be {v!r} (one of {', '.join(map(str, spec.values))})",
                                       path=str(path), line=line)

    check(when)


def load_lawbook(root: str | Path | None = None) -> Lawbook:
    """Load and validate every file under `root` (default: the project's `lawbook/`)."""
    root = Path(root) if root else LAWBOOK_DIR
    index_path = root / "index.yaml"
    meta = _read_yaml(index_path) if index_path.exists() else LDict()
    laws: dict[int, Law] = {}
    chapters: list[Chapter] = []
    definitions: list[dict[str, Any]] = []
    for folder in _chapter_folders(root, meta):
        cdir = root / str(folder)
        if not cdir.is_dir():
            raise LawbookError(f"chapter folder {folder!r} listed in index.yaml does not exist", path=str(index_path))
        chapter, terms = _load_chapter(cdir, str(folder), laws)
        chapters.append(chapter)
        if terms is not None:
            definitions = terms
    sections = {s.ref: s for law in laws.values() for s in law.walk()}
    book = Lawbook(laws=laws, sections=sections, chapters=chapters, definitions=definitions,
                   meta=dict(meta) if isinstance(meta, dict) else {}, root=root)
    _check_references(book)
    return book


def _chapter_folders(root: Path, meta: Any) -> list[Any]:
    """The chapters in the order index.yaml lists them, else every folder with an index.yaml, sorted."""
    folders = list(meta.get("chapters") or []) if isinstance(meta, dict) else []
    if not folders:
        folders = sorted(p.name for p in root.iterdir() if p.is_dir() and (p / "index.yaml").exists())
    return folders


def _load_chapter(cdir: Path, folder: str, laws: dict[int, Law]) -> tuple[Chapter, list[dict[str, Any]] | None]:
    """One chapter folder: its laws (added to `laws`), the terms of its definitions.yaml (None without
    one) and its heading from the folder's index.yaml — read in that order, so the first error is the
    same as ever."""
    cindex = _read_yaml(cdir / "index.yaml") if (cdir / "index.yaml").exists() else LDict()
    chapter_laws: list[int] = []
    for f in sorted(cdir.glob("law-*.yaml")):
        law = _load_law(f, laws, int(cindex.get("chapter", 0) or 0))
        laws[law.law] = law
        chapter_laws.append(law.law)
    terms = None
    dfile = cdir / "definitions.yaml"
    if dfile.exists():
        dd = _read_yaml(dfile)
        terms = [dict(t) for t in (dd.get("terms") or [])]
    title = cindex.get("title")
    return Chapter(number=int(cindex.get("chapter", 0) or 0), folder=folder,
                   title=_text(title, cdir / "index.yaml", getattr(cindex, "line", 1), "chapter title")
                   if title else Text(folder, folder),
                   parts=list(cindex.get("parts") or []), laws=chapter_laws), terms


def _load_law(f: Path, laws: dict[int, Law], chapter: int) -> Law:
    """One law file `law-NN.yaml`: its number matches the file name and is not defined twice."""
    d = _read_yaml(f)
    number = d.get("law") if isinstance(d, dict) else None
    if not isinstance(number, int) or f.name != f"law-{number:02d}.yaml":
        raise LawbookError(f"law number {number!r} does not match the file name", path=str(f),
                           line=getattr(d, "line", 1))
    if number in laws:
        raise LawbookError(f"law {number} is defined twice ({laws[number].path})", path=str(f))
    law = _section(d, str(number), number, (), f, None, is_law=True)
    assert isinstance(law, Law)
    law.data = dict(d.get("data") or {})
    law.chapter = chapter
    return law


def _check_order(r: Rule) -> None:
    """A consequence that must follow another in a rule's `then` (`RUNS_AFTER`: what a lapse takes back
    is read before it, what is stated again comes after it) does, or the rule is refused with its line."""
    names = [name for name, _ in r.then]
    for i, name in enumerate(names):
        for first, why in RUNS_AFTER.get(name, {}).items():
            if first in names[i + 1:]:
                raise LawbookError(f"rule {r.id}: {name} must come after {first} in its then: list ({why})",
                                   path=r.path, line=r.line)


def _check_references(book: Lawbook) -> None:
    ids: dict[str, Rule] = {}
    for s in book.sections.values():
        for ref in s.refs:
            if ref not in book.sections:
                raise LawbookError(f"section {s.ref} refers to {ref} ({cite_zh(ref)}), which does not exist",
                                   path=s.path, line=s.refs_line or s.line)
        for r in s.rules:
            if r.id in ids:
                raise LawbookError(f"rule id {r.id} is used twice (also {ids[r.id].path}:{ids[r.id].line})",
                                   path=r.path, line=r.line)
            ids[r.id] = r
    for r in ids.values():
        _check_order(r)
        for o in r.overrides:
            if o not in ids:
                raise LawbookError(f"rule {r.id} overrides {o}, which is not a rule", path=r.path, line=r.line)
        for name, params in r.then:
            if name == "director_judgment":
                _check_judgment_params(book, r, params)
            if name in ("stated_lapses", "penalty_card_grade_lapses") and params["law"] not in book.sections:
                raise LawbookError(f"rule {r.id}: {name} names {params['law']}, which does not exist",
                                   path=r.path, line=r.line)
    _check_findings(book)
    for phase in PHASES:
        rules = book.rules_for(phase)
        if len(rules) > MAX_RULES_PER_RULESET:
            first = rules[MAX_RULES_PER_RULESET]  # the first rule past the limit, where to start splitting
            raise LawbookError(f"the {phase} ruleset has {len(rules)} rules (limit {MAX_RULES_PER_RULESET}; "
                               f"durable-rules hangs at 512) — split it; rule {first.id} is past the limit",
                               path=first.path, line=first.line)


def _check_judgment_params(book: Lawbook, r: Rule, params: dict[str, Any]) -> None:
    """A director_judgment names a section that exists; `worded_by`, a section with a judgment map (its
    question is put); `ask`, a further question the judgment's `then:` map has."""
    if params["law"] not in book.sections:
        raise LawbookError(f"rule {r.id}: director_judgment names {params['law']}, which does not exist",
                           path=r.path, line=r.line)
    worded_by = params.get("worded_by")
    if worded_by is not None:
        worded = book.sections.get(str(worded_by))
        if worded is None or not worded.judgment:
            raise LawbookError(f"rule {r.id}: director_judgment is worded_by {worded_by!r}, which is not a section "
                               "with a judgment map", path=r.path, line=r.line)
    if params.get("ask") is not None:
        asked = book.sections[str(worded_by or params["law"])].judgment or {}
        if params["ask"] not in (asked.get("then") or {}):
            raise LawbookError(f"rule {r.id}: director_judgment asks {params['ask']!r}, which the judgment of "
                               f"{worded_by or params['law']} does not have (its then: map)", path=r.path, line=r.line)


def _check_findings(book: Lawbook) -> None:
    """Two laws whose findings set one field do not disagree about its value when no finding is entered."""
    absent: dict[tuple[str, str], Finding] = {}
    for s in book.sections.values():
        for f in s.findings:
            other = absent.setdefault((f.fact, f.field), f)
            if other.absent != f.absent:
                raise LawbookError(f"finding of {f.ref}: absent {f.fact}.{f.field} is {f.absent!r}, but the finding "
                                   f"of {other.ref} ({other.path}:{other.line}) says {other.absent!r}",
                                   path=f.path, line=f.line)


@functools.lru_cache(maxsize=4)
def default_lawbook() -> Lawbook:
    """The project's lawbook, loaded once per process."""
    return load_lawbook()
