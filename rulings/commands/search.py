"""`rulings search WORDS … [--json] [--limit N]`: find sections of the code by words, Chinese or English.

A Chinese word matches the Chinese titles and text as a substring; an English word matches the
English titles as a whole word, in any case. Title hits come first (`rulings.lawsearch`).
"""

from __future__ import annotations

import argparse
import json

from rulings.lawbook import default_lawbook
from rulings.lawsearch import DEFAULT_LIMIT, search


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("search", help="按中文或英文词语查找条款 — find sections by words",
                       description="按中文或英文词语查找条款（标题和条文），标题命中者优先。"
                                   " — Find sections by words in Chinese or English; title hits first.")
    p.add_argument("words", nargs="+", help="词语，如 越序 或 insufficient bid — the words to find")
    p.add_argument("--json", action="store_true", help="输出JSON — print JSON")
    p.add_argument("--limit", type=int, default=DEFAULT_LIMIT,
                   help=f"最多列出几条（默认{DEFAULT_LIMIT}）— at most this many results (default {DEFAULT_LIMIT})")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """Print the sections that match every word, best first."""
    query = " ".join(args.words)
    results = search(default_lawbook(), query, args.limit)
    if args.json:
        print(json.dumps({"query": query, "results": results}, ensure_ascii=False, indent=2))
        return 0
    if not results:
        print(f"没有找到“{query}” — no section matches {query!r}")
        return 0
    for r in results:
        print(f"{r['heading']['zh']} {r['title']['zh']} — {r['heading']['en']} {r['title']['en']}")
        if r["snippet"]:
            print(f"    {r['snippet']}")
    return 0
