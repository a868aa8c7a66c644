"""`rulings audit FILES… [--json] [--lang zh|en] [--engine durable|python] [--progress]
[--play-rulings] [--workers N] [--cluster tcp://HOST:8786]`: the batch audit of whole sessions
(PBN or LIN records): each board's auction and play against the laws (Laws 17–39, 41-71 where the
record marks a play irregularity, 61–64), and its recorded contract, declarer, result and score
against the auction, the play (Law 79) and the scoring table (Law 77). See `rulings.audit`.

The report is written as the boards are audited (text, or one JSON document), so an archive of any
size is audited in constant memory. By default every core works (a process pool); `--cluster`
sends the work to a Dask distributed scheduler (`pip install 'rulings[cluster]'`).

Exit code (`stream_report`): 0 when every board of every file was audited (findings or not: an
irregularity, a mismatch or what could not be checked is the report's, not a failure); 1 when every
file was read but a board in it is an `error` (it could not be imported or ruled: reported with its
line, and the other boards audited); 2 for bad usage, or when a file cannot be read, is not a record,
or holds no board (the other files are still audited and reported), whatever the boards. The claims
audit (`--claims`) exits 0 or 2 alike, a claim it could not analyse being one of its counts.

Other options are added by `add_option(parser)` functions in `OPTIONS` (an option of another
check registers itself there and reads its value from `args`).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

# `rulings.audit` (the table models, the engine, the records' readers) is imported by the run, not
# with the parser: `rulings audit --help` and a refused option start without it (issue 14).

#: extra options of the audit: each adds its arguments to the parser (e.g. a claims check)
OPTIONS: list[Callable[[argparse.ArgumentParser], None]] = []


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("audit", help="审核整场比赛的牌记录（PBN/LIN）— audit every board of PBN or LIN records")
    p.add_argument("files", nargs="+", metavar="FILE", help="PBN (.pbn) or LIN (.lin) record files")
    p.add_argument("--json", action="store_true", help="print the report as JSON")
    p.add_argument("--lang", choices=("zh", "en"), default="zh", help="language of the text (default zh)")
    p.add_argument("--engine", choices=("durable", "python"), default=None,
                   help="durable-rules (default) or the plain-Python reference evaluator (not with --claims)")
    p.add_argument("--progress", action="store_true",
                   help="show the progress bar on stderr even when stderr is not a terminal")
    p.add_argument("--play-rulings", action="store_true",
                   help="rule on the whole play with the engine (Laws 41-71), not only the auction; slower "
                        "(not with --claims)")
    p.add_argument("--workers", type=int, default=None, metavar="N",
                   help="processes auditing in parallel (default: every core; 1: in this process; "
                        "not with --cluster, whose own workers audit)")
    p.add_argument("--cluster", metavar="tcp://HOST:8786", default=None,
                   help="a Dask distributed scheduler to send the work to (needs rulings[cluster])")
    p.add_argument("--claims", action="store_true",
                   help="list the claims an opponent could have contested (double-dummy analysis, Laws 69-70), "
                        "each board as it is done, in file order")
    p.add_argument("--claim-nodes", type=int, default=None, metavar="N",
                   help="with --claims: the search of each claim's worst normal line stops after N nodes "
                        "(default: a tenth of the limit 'rulings analyse' gives one claim, a fraction of a second of "
                        "CPU; rulings.analysis.claims_audit.AUDIT_NODE_LIMIT); a claim cut short is marked "
                        "exact: false (text: 未穷尽), its worst normal line then the worst found so far")
    for add in OPTIONS:
        add(p)
    p.set_defaults(handler=run)


def run(args: argparse.Namespace) -> int:
    if args.workers is not None and args.workers < 1:
        print("rulings: --workers is a number of processes from 1", file=sys.stderr)
        return 2
    if args.workers is not None and args.cluster:  # the cluster's workers do the work: never ignored silently
        print("rulings: --workers is not used with --cluster (the cluster's own workers audit: "
              "dask worker … --nworkers N)", file=sys.stderr)
        return 2
    if args.claims:  # the claims audit: rulings.analysis.claims_audit (issue 17)
        return run_claims(args)
    if args.claim_nodes is not None:
        print("rulings: --claim-nodes goes with --claims", file=sys.stderr)
        return 2
    from rulings.audit import Totals, audit_stream, distinct_paths, render_file, render_totals

    args.engine = args.engine or "durable"
    args.files, repeated = distinct_paths(args.files)
    for note in repeated:
        print(f"rulings: {note}", file=sys.stderr)
    totals = Totals()
    text = _BoardText(args.lang)
    report = Report(
        key="boards", entries=_with_warnings_zh, text=text, add_board=totals.add_board,
        add_file=totals.add_file, file_text=lambda row: "\n".join(render_file(row, args.lang)) + "\n",
        summary=lambda: totals.as_dict(args.engine),
        totals_text=lambda summary: "\n".join(render_totals(summary, args.lang)) + "\n",
        file_errors=lambda: totals.file_errors, board_errors=lambda: totals.statuses["error"])
    return stream_report(args, report, lambda on_board: audit_stream(
        args.files, None, args.play_rulings, args.engine, args.workers, args.cluster, on_board))


def _with_warnings_zh(board: dict[str, Any]) -> list[dict[str, Any]]:
    """A board as the JSON report writes it: its warnings (English, as ever) and `warnings_zh`, each
    Chinese first with the English beside where the reader wrote its Chinese (as a finding's
    `message_zh` beside its `message_en`)."""
    from rulings.records.builder import said_zh

    return [{**board, "warnings_zh": [said_zh(w) for w in board.get("warnings") or []]}]


class _BoardText:
    """A board of the plain audit as text, under the name of its file when the file changes."""

    def __init__(self, lang: str) -> None:
        from rulings.audit import render_board

        self.lang = lang
        self.source: str | None = None
        self.render = render_board

    def __call__(self, board: dict[str, Any]) -> str:
        head = ""
        if board["source"] != self.source:
            self.source = board["source"]
            head = f"== {self.source}\n"
        return head + "\n".join(self.render(board, self.lang)) + "\n"


@dataclass
class Report:
    """What one audit writes of its stream of `("board", …)` and `("file", row)` items (the plain audit,
    the claims audit): the JSON list it fills (`key`) and a board's entries in it, a board's and a
    file's text, its totals (kept as the items pass) and their text."""

    key: str
    entries: Callable[[dict[str, Any]], list[dict[str, Any]]]
    text: Callable[[dict[str, Any]], str]
    add_board: Callable[[dict[str, Any]], None]
    add_file: Callable[[dict[str, Any]], None]
    file_text: Callable[[dict[str, Any]], str]
    summary: Callable[[], dict[str, Any]]
    totals_text: Callable[[dict[str, Any]], str]
    file_errors: Callable[[], int]
    flush: bool = False  # each board's output flushed as soon as it is written
    shown: Callable[[], int] | None = None  # the count the progress bar shows last, whatever the time
    board_errors: Callable[[], int] | None = None  # the boards in error (exit code 1), when the audit has them


def stream_report(args: argparse.Namespace, report: Report,
                  stream: Callable[[Callable[[int], None] | None], Iterable[tuple[str, dict[str, Any]]]]) -> int:
    """Write an audit's report as its items stream past (text, or one JSON document: the list, then
    the files and the totals), in constant memory; progress on stderr; a file's error on stderr
    too. The exit code: 2 when a file could not be audited, else 1 when a board is in error (the
    report's `board_errors`), else 0."""
    from rulings.audit import Progress, stderr_progress

    progress = stderr_progress(args.progress)
    bar = Progress(None, progress, args.lang) if progress is not None else None
    out = sys.stdout
    encode = json.JSONEncoder(ensure_ascii=False).encode  # `json.dumps(entry, ensure_ascii=False)`, made once
    first = True
    files: list[dict[str, Any]] = []
    if args.json:
        out.write(f'{{"{report.key}": [')
    try:
        for kind, item in stream(bar.update if bar else None):
            if kind == "board":
                report.add_board(item)
                if args.json:
                    for entry in report.entries(item):
                        out.write(("\n  " if first else ",\n  ") + encode(entry))
                        first = False
                else:
                    out.write(report.text(item))
                if report.flush:
                    out.flush()
                continue
            report.add_file(item)
            files.append(item)
            if item.get("file_error"):
                print(f"rulings: {item['file_error']}", file=sys.stderr)
            if not args.json:
                out.write(report.file_text(item))
    finally:
        if bar is not None:
            if report.shown is not None:
                bar.last = 0.0  # the last count shown whatever the time since the one before
                bar.update(report.shown())
            bar.close()
    summary = report.summary()
    if args.json:
        out.write("\n],\n" + f'"files": {json.dumps(files, ensure_ascii=False, indent=2)},\n'
                  + f'"totals": {json.dumps(summary, ensure_ascii=False, indent=2)}}}\n')
    else:
        out.write(report.totals_text(summary))
    if report.file_errors():
        return 2
    return 1 if report.board_errors is not None and report.board_errors() else 0


def run_claims(args: argparse.Namespace) -> int:
    """`rulings audit --claims`: each board's listed claims written as soon as the boards before it are
    done (text, or one JSON document), the totals last; progress on stderr as the plain audit shows it.
    An option the claims audit does not use is refused, not ignored."""
    for given, name in ((args.engine, "--engine"), (args.play_rulings, "--play-rulings")):
        if given:
            print(f"rulings: {name} is not used by --claims (the claims audit runs the solver, not the engine)",
                  file=sys.stderr)
            return 2
    if args.claim_nodes is not None and args.claim_nodes < 1:
        print("rulings: --claim-nodes is a number of nodes from 1", file=sys.stderr)
        return 2
    from rulings.analysis.claims_audit import AUDIT_NODE_LIMIT, ClaimTotals, claims_stream, render_claim
    from rulings.analysis.claims_audit import render_totals as render_claim_totals

    totals = ClaimTotals()

    def add_file(row: dict[str, Any]) -> None:
        totals.file_errors += bool(row["file_error"])

    report = Report(
        key="claims", entries=lambda board: board["items"],
        text=lambda board: "".join(render_claim(claim, args.lang) + "\n" for claim in board["items"]),
        add_board=totals.add_board, add_file=add_file, file_text=lambda row: "",
        summary=lambda: totals.counts,
        totals_text=lambda counts: "\n" + render_claim_totals(counts, args.lang) + "\n",
        file_errors=lambda: totals.file_errors, flush=True, shown=lambda: totals.counts["boards"])
    return stream_report(args, report, lambda on_board: claims_stream(
        args.files, args.lang, args.claim_nodes or AUDIT_NODE_LIMIT, args.workers, args.cluster, on_board))
