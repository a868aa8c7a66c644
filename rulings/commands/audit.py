"""`rulings audit FILES… [--json] [--lang zh|en] [--engine durable|python] [--progress]`: the batch
audit of whole sessions (PBN or LIN records): each board's auction and play against the laws
(Laws 17–39, 61–64), and its recorded contract, declarer, result and score against the auction,
the play (Law 79) and the scoring table (Law 77). See `rulings.audit`.

Exit code 0 when the audit ran (findings or not), 2 for bad usage or a file that cannot be read.
"""

from __future__ import annotations

import argparse
import json

from rulings.audit import audit_paths, render_report, stderr_progress
from rulings.ruling import default_engine


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
    p.add_argument("--claims", action="store_true",
                   help="list the claims an opponent could have contested (double-dummy analysis, Laws 69-70)")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if args.claims:  # the claims audit lives in rulings.analysis.claims (issue 17)
        from rulings.analysis.claims import print_claim_audit
        return print_claim_audit(args.files, args.lang, args.json)
    report = audit_paths(args.files, default_engine(args.engine), stderr_progress(args.progress), args.lang,
                         args.play_rulings)
    if args.json:
        print(json.dumps(report, ensure_ascii=False, indent=2))
    else:
        print(render_report(report, args.lang))
    return 0
