"""`rulings coverage [--json] [--markdown PATH] [--law N …]`: the coverage matrix of the lawbook.

For each law and section of the 1999 code: its kind, the rules that encode it, the feature scenarios
that prove it (`@ref-…` tags) and the tests that name it, with totals. Generated from the lawbook,
the feature files and the tests every time (`rulings.coverage`); `--markdown docs/coverage.md` writes
the page kept in the repository.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from rulings import coverage
from rulings.errors import InputError
from rulings.lawbook import default_lawbook


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("coverage", help="规则覆盖矩阵：各条款的规则、场景与测试 — the coverage matrix",
                       description="从规则库生成覆盖矩阵：每一条款的类别、规则、场景（@ref- 标签）与测试，及合计。"
                                   " — The coverage matrix, generated from the lawbook.")
    p.add_argument("--json", action="store_true", help="输出全部数据为JSON — print the full data as JSON")
    p.add_argument("--markdown", metavar="PATH", help="写出Markdown页面（如 docs/coverage.md）— write a Markdown page")
    p.add_argument("--law", type=int, action="append", metavar="N",
                   help="只列出第N条（可重复）— show only Law N in the table (repeatable)")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print (or write) the coverage matrix."""
    book = default_lawbook()
    if args.law:
        unknown = [n for n in args.law if n not in book.laws]
        if unknown:
            raise InputError(f"没有第{unknown[0]}条 — there is no Law {unknown[0]} (Laws 1–{max(book.laws)})")
    cov = coverage.build(book)
    if args.markdown:
        path = Path(args.markdown)
        try:
            path.write_text(coverage.render_markdown(cov), encoding="utf-8")
        except OSError as exc:
            raise InputError(f"无法写入 {path} — cannot write {path}: {exc.strerror or exc}") from None
        print(f"已写入 {path} — wrote {path}")
        return 0
    if args.json:
        print(json.dumps(cov.to_dict(), ensure_ascii=False, indent=2))
        return 0
    print(coverage.render_table(cov, laws=args.law))
    return 0
