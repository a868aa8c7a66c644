"""`rulings law REF [--json]`: one law or section of the 1999 code, as the lawbook holds it.

Prints the heading (第31条A款2(b) / Law 31A2(b)) and the chain of headings above it, the title in
Chinese and English, the kind, the text with its sub-sections' texts indented, the notes (注), the
cross-references both ways (what it cites; what cites it: `Lawbook.cited_by`), the rules that encode
it (id, when, then) and the director's question for a judgment section. REF may be written 31A2b,
31A2(b), 第31条A款2(b) or "Law 31A2b"; an unknown REF is a one-line error, exit 2.
"""

from __future__ import annotations

import argparse
import json
from typing import Any

import yaml

from rulings.coverage import KIND_ZH
from rulings.errors import InputError
from rulings.lawbook import Lawbook, Rule, Section, cite_zh, default_lawbook


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("law", help="查看一条规则或条款 — show a law or section",
                       description="查看一条规则或条款：标题、类别、条文、注、相互参阅、实现它的规则与裁判判断问题。"
                                   " — Show a law or section: text, notes, cross-references, rules, judgment.")
    p.add_argument("ref", help="条款路径，如 31A2b、31A2(b)、第31条A款2(b) — the citation path")
    p.add_argument("--json", action="store_true", help="输出JSON — print JSON")
    p.set_defaults(handler=run)


def find_section(book: Lawbook, ref: str) -> Section:
    """The section for `ref`, or an InputError naming it."""
    try:
        return book.section(ref)
    except KeyError:
        raise InputError(f"没有这一条款：{ref}（条款路径如 31A2b 或 第31条A款2(b)）"
                         f" — no such law or section: {ref} (write e.g. 31A2b)") from None


def _brief(book: Lawbook, ref: str) -> dict[str, Any]:
    s = book.sections[ref]
    return {"ref": s.ref, "heading": {"zh": s.heading_zh, "en": s.heading_en},
            "title": {"zh": s.title.zh, "en": s.title.en}}


def rule_dict(rule: Rule) -> dict[str, Any]:
    """A rule as data: id, phase, when, then (a list of {consequence: params}), overrides."""
    return {"id": rule.id, "phase": rule.phase, "when": plain(rule.when),
            "then": [{name: plain(params)} for name, params in rule.then], "overrides": list(rule.overrides)}


def section_dict(book: Lawbook, s: Section, top: bool = True) -> dict[str, Any]:
    """A section and its sub-sections as data (the cross-references and chain only at the top)."""
    out: dict[str, Any] = {
        "ref": s.ref, "law": s.law,
        "heading": {"zh": s.heading_zh, "en": s.heading_en},
        "title": {"zh": s.title.zh, "en": s.title.en},
        "kind": s.kind, "text": s.text, "notes": list(s.notes),
        "rules": [rule_dict(r) for r in s.rules],
        "judgment": plain(s.judgment),
        "sections": [section_dict(book, c, top=False) for c in s.children],
    }
    if top:
        out["chain"] = [_brief(book, c.ref) for c in s.chain()]
        out["source"] = list(s.source)
        out["refs"] = [_brief(book, r) for r in s.refs]
        out["cited_by"] = [_brief(book, r) for r in book.cited_by(s.ref)]
    return out


def _step(s: Section) -> str:
    """The part of the Chinese heading below the parent: A款, 2, (b)."""
    if s.parent is None:
        return s.heading_zh
    return s.heading_zh[len(cite_zh(s.parent.ref)):]


def plain(value: Any) -> Any:
    """The loader's line-remembering mappings and lists as plain dicts and lists."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value


def _flow(value: Any) -> str:
    return yaml.safe_dump(plain(value), default_flow_style=True, allow_unicode=True, sort_keys=False,
                          width=10_000).strip()


def _indent(text: str, prefix: str) -> list[str]:
    return [prefix + line for line in text.splitlines() if line.strip()]


def _sub_lines(s: Section, depth: int) -> list[str]:
    pad = "  " * depth
    head = f"{pad}{_step(s)} {s.title.zh} — {s.title.en}（{KIND_ZH[s.kind]} {s.kind}）"
    if s.rules:
        head += "  [规则 rules: " + ", ".join(r.id for r in s.rules) + "]"
    out = [head] + _indent(s.text, pad + "  ")
    for c in s.children:
        out += _sub_lines(c, depth + 1)
    return out


def render(book: Lawbook, s: Section) -> str:
    """The section as Chinese text with English beside."""
    out = [f"{s.heading_zh} — {s.heading_en}"]
    if s.parent is not None:
        out.append(" » ".join(f"{_step(c)} {c.title.zh}" for c in s.chain()))
    out.append(f"标题 title：{s.title.zh} — {s.title.en}")
    out.append(f"类别 kind：{KIND_ZH[s.kind]} {s.kind}")
    out.append("条文 text：")
    out += _indent(s.text, "  ") if s.text else ["  （无本款条文，见下列各项 — no text of its own; see the items）"]
    for c in s.children:
        out += _sub_lines(c, 1)
    if s.notes:
        out.append("注 notes：")
        out += [f"  {n}" for n in s.notes]
    if s.source:
        out.append("校订 source：")
        out += [f"  {n}" for n in s.source]
    out.append("参阅 cites：" + ("；".join(f"{book.sections[r].heading_zh} {book.sections[r].title.zh}"
                                        for r in s.refs) or "—"))
    cited = book.cited_by(s.ref)
    out.append("被引用 cited by：" + ("；".join(f"{book.sections[r].heading_zh} {book.sections[r].title.zh}"
                                            for r in cited) or "—"))
    out.append("规则 rules：" + ("" if s.rules else "—"))
    for r in s.rules:
        out.append(f"  {r.id}（{r.phase}）")
        out.append(f"    当 when：{_flow(r.when)}")
        out.append("    则 then：" + "；".join(f"{name} {_flow(params)}" if params else name for name, params in r.then))
        if r.overrides:
            out.append("    取代 overrides：" + ", ".join(r.overrides))
    if s.judgment:
        q = s.judgment["question"]
        out.append("裁判判断 judgment：")
        out.append(f"  问 question：{q.get('zh', '')} — {q.get('en', '')}")
        for a in s.judgment.get("answers") or []:
            ans, then = a.get("answer") or {}, a.get("then") or {}
            out.append(f"  {ans.get('zh', '')} {ans.get('en', '')}：{then.get('zh', '')} — {then.get('en', '')}")
    return "\n".join(out)


def run(args: argparse.Namespace) -> int:
    """Print one law or section."""
    book = default_lawbook()
    s = find_section(book, args.ref)
    if args.json:
        print(json.dumps(section_dict(book, s), ensure_ascii=False, indent=2))
    else:
        print(render(book, s))
    return 0


