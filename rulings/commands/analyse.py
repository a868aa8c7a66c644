"""`rulings analyse FILE [--json] [--lang zh|en] [--likely "4S N"] [--probable "5HX E"]`: double-dummy
evidence for every board of an event log (YAML/JSON) or a PBN/LIN record file — the table and par,
each claim or concession (Laws 68–71), each revoke's equity (64C), and the figures for the contracts
the director names for an assigned score (12C2). See `rulings.analysis`.

Exit code 0 when the analysis ran, 2 for a file or a named contract that cannot be read, or a record
file that holds no board (empty, or text only), as `rulings audit` says it: one line on stderr.
"""

from __future__ import annotations

import argparse
import json
import sys

from rulings.analysis.report import analyse_file, render_report


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("analyse", help="双明手分析：双明手表、标准定约、声称、藏牌、指定分 — double-dummy evidence "
                                       "for claims, revokes and assigned scores")
    p.add_argument("file", metavar="FILE", help="an event log (YAML/JSON) or a PBN/LIN record file")
    p.add_argument("--json", action="store_true", help="print the analysis as JSON")
    p.add_argument("--lang", choices=("zh", "en"), default="zh", help="language of the text (default zh)")
    p.add_argument("--likely", action="append", default=[], metavar="CONTRACT",
                   help="Law 12C2: a likely result the director names, e.g. '4S N' (repeatable)")
    p.add_argument("--probable", action="append", default=[], metavar="CONTRACT",
                   help="Law 12C2: an at-all-probable result, e.g. '5HX E' (repeatable)")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """The analysis, printed; a log that cannot be read is one line, in Chinese first with the English beside
    unless `--lang en` (`LogError.bilingual`, in `rulings.cli` for every command)."""
    report = analyse_file(args.file, args.lang, tuple(args.likely), tuple(args.probable))
    if not report["boards"]:
        print(f"rulings: {args.file}: 文件中没有牌局 — holds no board", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print(render_report(report, args.lang))
    return 0
