"""`rulings audit FILES… [--json] [--lang zh|en] [--engine durable|python] [--progress]
[--play-rulings] [--workers N] [--cluster tcp://HOST:8786]`: the batch audit of whole sessions
(PBN or LIN records): each board's auction and play against the laws (Laws 17–39, 41-71 where the
record marks a play irregularity, 61–64), and its recorded contract, declarer, result and score
against the auction, the play (Law 79) and the scoring table (Law 77). See `rulings.audit`.

The report is written as the boards are audited (text, or one JSON document), so an archive of any
size is audited in constant memory. By default every core works (a process pool); `--cluster`
sends the work to a Dask distributed scheduler (`pip install 'rulings[cluster]'`).

Exit code 0 when every file was audited (findings or not), 2 for bad usage, or when a file cannot
be read, is not a record, or holds no board (the other files are still audited and reported).

Other options are added by `add_option(parser)` functions in `OPTIONS` (an option of another
check registers itself there and reads its value from `args`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import Any

from rulings.audit import (
    Progress,
    Totals,
    audit_stream,
    render_board,
    render_file,
    render_totals,
    stderr_progress,
)

#: extra options of the audit: each adds its arguments to the parser (e.g. a claims check)
OPTIONS: list[Callable[[argparse.ArgumentParser], None]] = []


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("audit", help="审核整场比赛的牌记录（PBN/LIN）— audit every board of PBN or LIN records")
    p.add_argument("files", nargs="+", metavar="FILE", help="PBN (.pbn) or LIN (.lin) record files")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--lang", choices=("zh", "en"), default="zh", help="language of the text (default zh)")
    p.add_argument("--engine", choices=("durable", "python"), default="durable",
                   help="durable-rules (default) or the plain-Python reference evaluator")
    p.add_argument("--progress", action="store_true",
                   help="show the progress bar on stderr even when stderr is not a terminal")
    p.add_argument("--play-rulings", action="store_true",
                   help="rule on the whole play with the engine (Laws 41-71), not only the auction; slower")
    p.add_argument("--workers", type=int, default=None, metavar="N",
                   help="processes auditing in parallel (default: every core; 1: in this process)")
    p.add_argument("--cluster", metavar="tcp://HOST:8786", default=None,
                   help="a Dask distributed scheduler to send the work to (needs rulings[cluster])")
    p.add_argument("--claims", action="store_true",
                   help="list the claims an opponent could have contested (double-dummy analysis, Laws 69-70)")
    for add in OPTIONS:
        add(p)
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if args.claims:  # the claims audit lives in rulings.analysis.claims (issue 17)
        from rulings.analysis.claims import print_claim_audit
        return print_claim_audit(args.files, args.lang, args.json)
    if args.workers is not None and args.workers < 1:
        print("rulings: --workers is a number of processes from 1", file=sys.stderr)
        return 2
    stream = stderr_progress(args.progress)
    bar = Progress(None, stream, args.lang) if stream is not None else None
    totals = Totals()
    out = sys.stdout
    first_board = True
    files: list[dict[str, Any]] = []
    source = None
    if args.json:
        out.write('{"boards": [')
    try:
        for kind, item in audit_stream(args.files, None, args.play_rulings, args.engine, args.workers, args.cluster,
                                       bar.update if bar else None):
            if kind == "board":
                totals.add_board(item)
                if args.json:
                    out.write(("\n  " if first_board else ",\n  ") + json.dumps(item, ensure_ascii=False))
                else:
                    if item["source"] != source:
                        source = item["source"]
                        out.write(f"== {source}\n")
                    out.write("\n".join(render_board(item, args.lang)) + "\n")
                first_board = False
            else:
                totals.add_file(item)
                files.append(item)
                if item.get("file_error"):
                    print(f"rulings: {item['file_error']}", file=sys.stderr)
                if not args.json:
                    out.write("\n".join(render_file(item, args.lang)) + "\n")
    finally:
        if bar is not None:
            bar.close()
    summary = totals.as_dict(args.engine)
    if args.json:
        out.write("\n],\n" + f'"files": {json.dumps(files, ensure_ascii=False, indent=2)},\n'
                  + f'"totals": {json.dumps(summary, ensure_ascii=False, indent=2)}}}\n')
    else:
        out.write("\n".join(render_totals(summary, args.lang)) + "\n")
    return 2 if summary["file_errors"] else 0
