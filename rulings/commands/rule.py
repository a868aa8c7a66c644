"""`rulings rule LOG [--json] [--evidence] [--lang zh|en] [--engine durable|python]`: the ruling on an event
log; `--evidence` adds the double-dummy analysis under each judgment about the play (Laws 64C, 70, 71 —
`rulings.analysis.evidence`)."""

from __future__ import annotations

import argparse
import json

from rulings.log import load_log
from rulings.render import render_text
from rulings.ruling import default_engine, rule


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("rule", help="对一副牌的事件记录作出裁决 — rule on an event log (YAML or JSON)")
    p.add_argument("log", help="the event log file (YAML or JSON)")
    p.add_argument("--json", action="store_true", help="print the ruling as JSON (the public contract)")
    p.add_argument("--evidence", action="store_true",
                   help="双明手分析作为判断证据 — add the double-dummy analysis under the judgments of Laws 64C, 70, 71")
    p.add_argument("--lang", choices=("zh", "en"), default="zh", help="language of the text (default zh)")
    p.add_argument("--engine", choices=("durable", "python"), default="durable",
                   help="durable-rules (default) or the plain-Python reference evaluator")
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    """The ruling, printed; a log that cannot be read is one line, in Chinese first with the English beside
    unless `--lang en` (`LogError.bilingual`, in `rulings.cli` for every command)."""
    log = load_log(args.log)
    ruling = rule(log, default_engine(args.engine))
    if args.evidence:  # the double-dummy solver (endplay, and through it matplotlib) only when asked for
        from rulings.analysis.evidence import with_evidence

        ruling = with_evidence(log, ruling, args.lang)
    if args.json:
        print(json.dumps(ruling, ensure_ascii=False, indent=2))
    else:
        print(render_text(ruling, args.lang))
    return 0
