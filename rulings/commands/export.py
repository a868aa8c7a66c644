"""`rulings export LOG|FILE… [-o OUT.pbn] [--no-ruling] [--engine durable|python] [--marks notes|grid]`: event logs
(YAML/JSON) or records (PBN/LIN) written as PBN 2.1 in export format (`rulings.records.export`),
each board with the engine's ruling as commentary in the console's words (`rulings.render`: Chinese
with 第31条B款, then English with Law 31B) and every other tag of the record kept (Scoring, Score,
Room, HomeTeam, tables …; a vugraph LIN's Event, Round, teams and Room), but a Score that is not Law
77's score of the recorded contract and result (the audit's `score_mismatch`), which is written as
Law 77's and said in the commentary (`rulings.records.export.law77_score`). The auction grid is the auction as it
stands after the ruling's rectification: the calls the ruling cancelled (an insufficient bid
corrected, Law 27B; a call out of rotation cancelled, Law 29B; passes after a pass out of
rotation, Law 34) are in the note of the call where they happened, so each board is ruled even
with `--no-ruling`, which leaves out only the ruling's commentary. A call out of rotation that
stands (Law 29A) stays in its caller's column: the skipped player's column holds `-` with the
§3.9 mark `^S` in its note (`--marks grid`: `^S` in the grid). When the sections cannot give the
log back as it is (cancelled calls, the director, choices …), the log is in the commentary
(`; 日志 log N: {…}`), and `rulings audit`/`rulings export` read the file back into that very log.
A board of a record that cannot be imported is named on stderr (file, line) and left out; the
exit code is then 2. An output path that cannot be written (a directory, a folder that does not
exist, no permission) is one line naming it, exit code 2, checked before any board is ruled.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from rulings import yamlio
from rulings.audit import detect_format
from rulings.errors import LogError, RulingsError
from rulings.log import MAX_LOG_BYTES, MAX_LOG_DEPTH, load_log
from rulings.records import parse_lin, parse_pbn, to_pbn
from rulings.records.export import MARKS_FORMS, to_pbn_file
from rulings.records.pbn import read_record_text
from rulings.ruling import default_engine, rule

LOG_SUFFIXES = (".yaml", ".yml", ".json")


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("export", help="导出为 PBN 2.1（裁决作为注释）— export logs or records as PBN 2.1 with the ruling")
    p.add_argument("files", nargs="+", metavar="LOG|FILE", help="event logs (.yaml/.json) or records (.pbn/.lin)")
    p.add_argument("-o", "--output", metavar="OUT.pbn", help="write to this file (default: standard output)")
    p.add_argument("--no-ruling", action="store_true", help="leave the ruling out of the commentary (the auction is still the one the ruling leaves standing)")
    p.add_argument("--engine", choices=("durable", "python"), default="durable", help="the engine that rules")
    p.add_argument("--marks", choices=MARKS_FORMS, default="notes",
                   help="PBN §3.9 不合规标记 ^S ^I ^L ^R 写在注释中（被跳过者一栏写 -，任何读取程序可读，默认）或写在"
                        "叫牌/打牌表中 — the irregularity marks in notes (a skipped player's column holds '-', "
                        "read by every PBN reader, the default) or in the grid (for readers of §3.9)")
    p.set_defaults(handler=run)


def _check_output(name: str) -> Path:
    """The output path, when a file can be written there; else a one-line error naming it."""
    path = Path(name)
    if path.is_dir():
        raise RulingsError(f"{path}: 是目录，不是文件 — is a directory, not a file (-o OUT.pbn)")
    folder = path.parent
    if not folder.is_dir():
        raise RulingsError(f"{path}: 目录 {folder} 不存在 — the folder {folder} does not exist")
    return path


def _write(path: Path, text: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise RulingsError(f"{path}: 无法写入 — cannot write ({exc.strerror or exc})") from None


def run(args: argparse.Namespace) -> int:
    output = _check_output(args.output) if args.output else None
    engine = default_engine(args.engine)
    commentary = not args.no_ruling
    games: list[str] = []
    failed = 0
    for name in args.files:
        path = Path(name)
        if path.suffix.lower() in LOG_SUFFIXES:
            log = load_log(path)  # validated; its plain data keeps the calls' alerts, which DealLog does not
            data = yamlio.load(path.read_text(encoding="utf-8"), max_bytes=MAX_LOG_BYTES, max_depth=MAX_LOG_DEPTH)
            games.append(to_pbn(data, rule(log, engine), None, header=False, marks=args.marks,
                               ruling_commentary=commentary))
            continue
        text, encoding = read_record_text(path)
        fmt = detect_format(path, text)
        records = (parse_lin if fmt == "lin" else parse_pbn)(text, source=str(path), encoding=encoding)
        if not records:
            raise LogError(f"{path}: 文件中没有牌局 — holds no board")
        for record in records:
            if record.log is None:
                failed += 1
                print(f"rulings: {record.error}", file=sys.stderr)
                continue
            try:
                ruling = rule(record.log, engine)
            except (RulingsError, ValueError) as exc:
                print(f"rulings: {path}:{record.line}: the engine cannot rule on this board: {exc}", file=sys.stderr)
                ruling = None
            games.append(to_pbn(record.data or record.log, ruling, record.meta, header=False, marks=args.marks,
                                ruling_commentary=commentary))
    text = to_pbn_file(games)
    if output is not None:
        _write(output, text)
    else:
        sys.stdout.write(text)
    return 2 if failed else 0
