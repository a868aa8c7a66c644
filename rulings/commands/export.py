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
The file is in export format (§2.3): every line ends CR LF and is at most 255 characters with it.
A record file is read as the audit reads it, a batch of games or LIN boards at a time
(`rulings.audit.plan`; a LIN file cut by `rulings.records.lin.lin_boards`), and each game is
written as it is made: the memory stays flat whatever the file's size. A board of a record that
cannot be imported is named on stderr (file, line) and written as its identity tags with the error
and its lines as recorded in the commentary (`rulings.records.export.unread_game`: nothing of the
record is lost, and our reader reads it back as that error); a paragraph that holds no game is
named on stderr and written as commentary with its lines (`no_game_text`); a file that cannot be
read or holds no board is named on stderr; the others go on; the exit code is then 2. An output path that cannot be written (a directory, a folder that does not
exist, no permission) is one line naming it, exit code 2, checked before any board is ruled.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import BinaryIO

from rulings import yamlio
from rulings.audit import distinct_paths, file_records, plan, rule_record
from rulings.errors import RulingsError
from rulings.log import MAX_LOG_BYTES, MAX_LOG_DEPTH, load_log
from rulings.records import BoardRecord, to_pbn
from rulings.records.export import MARKS_FORMS, no_game_text, to_pbn_file, unread_game
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


def _check_output(name: str, inputs: list[str]) -> Path:
    """The output path, when a file can be written there; else a one-line error naming it. An output
    that is one of the inputs is refused: it would be lost before it was read."""
    path = Path(name)
    if path.is_dir():
        raise RulingsError(f"{path}: 是目录，不是文件 — is a directory, not a file (-o OUT.pbn)")
    folder = path.parent
    if not folder.is_dir():
        raise RulingsError(f"{path}: 目录 {folder} 不存在 — the folder {folder} does not exist")
    for given in inputs:
        if path.exists() and Path(given).exists() and path.samefile(given):
            raise RulingsError(f"{path}: 输出文件也是输入文件，会在读取前被覆盖 — the output is also an input "
                               f"({given}): it would be overwritten before it is read; name another -o file")
    return path


class _Output:
    """The exported file written a game at a time (a file of a million boards in constant memory): the
    header once, then each game, a blank line between games, as `to_pbn_file` writes them all, with
    its line ends; UTF-8 as declared, to the `-o` file or standard output. The `-o` file is written
    beside its place under a temporary name and takes its place at the end (`close`), only when a
    game was written: an export that fails, or finds no board, leaves a file already there as it
    was."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.part: Path | None = None
        self.file: BinaryIO | None = None
        if path is not None:
            try:
                fd, part = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".part")
                self.part, self.file = Path(part), os.fdopen(fd, "wb")
            except OSError as exc:
                raise RulingsError(f"{path}: 无法写入 — cannot write ({exc.strerror or exc})") from None
        head = to_pbn_file([])
        self.eol = "\r\n" if head.endswith("\r\n") else "\n"
        self.games = 0
        self._put(head)

    def game(self, text: str) -> None:
        self._put(("\n" if self.games else "") + text)
        self.games += 1

    def _put(self, text: str) -> None:
        text = text.replace("\r\n", "\n")
        if self.eol != "\n":
            text = text.replace("\n", self.eol)
        try:
            if self.file is not None:
                self.file.write(text.encode("utf-8"))
                return
            buffer = getattr(sys.stdout, "buffer", None)
            if buffer is None:
                sys.stdout.write(text)
                return
            sys.stdout.flush()
            buffer.write(text.encode("utf-8"))
            buffer.flush()
        except OSError as exc:
            raise RulingsError(f"{self.path or 'stdout'}: 无法写入 — cannot write ({exc.strerror or exc})") from None

    def close(self, complete: bool) -> None:
        """The `-o` file takes its place when the export went to its end and wrote a game; else the
        temporary file goes and a file already at `-o` is kept (said on stderr when one was)."""
        if self.file is None or self.path is None or self.part is None:
            return
        self.file.close()
        if complete and self.games:
            try:
                umask = os.umask(0)
                os.umask(umask)
                mode = self.path.stat().st_mode & 0o777 if self.path.exists() else 0o666 & ~umask
                os.chmod(self.part, mode)  # as a file written in place would be, not mkstemp's 0600
                os.replace(self.part, self.path)
            except OSError as exc:
                self.part.unlink(missing_ok=True)
                raise RulingsError(f"{self.path}: 无法写入 — cannot write ({exc.strerror or exc})") from None
            return
        self.part.unlink(missing_ok=True)
        if self.path.exists():
            print(f"rulings: {self.path}: 没有导出任何牌局，原文件保持不变 — no game was exported: the file "
                  "already there is left as it was", file=sys.stderr)


def _records(path: Path) -> Iterator[BoardRecord | str]:
    """The boards of a record file read as the audit reads them (`rulings.audit.plan`: a batch of PBN
    games or LIN boards at a time, `lin_boards` for LIN; `rulings.audit.file_records`: the boards in
    file order, the PBN tag inheritance carried from batch to batch, as the audit in one process
    reads them), so that the export of a large file keeps its memory flat; a file that cannot be
    read, is not a record or holds no board is its one-line error (a str)."""
    row, tasks = plan(path, snapshots=False)
    if row["file_error"]:
        yield str(row["file_error"])
        return
    boards = 0
    for record in file_records(tasks):
        boards += 1
        yield record
    if not boards:
        yield f"{path}: 文件中没有牌局 — holds no board"


def run(args: argparse.Namespace) -> int:
    output = _check_output(args.output, args.files) if args.output else None
    args.files, repeated = distinct_paths(args.files)
    for note in repeated:
        print(f"rulings: {note}", file=sys.stderr)
    engine = default_engine(args.engine)
    commentary = not args.no_ruling
    failed = 0
    out = _Output(output)
    complete = False
    try:
        for name in args.files:
            path = Path(name)
            if path.suffix.lower() in LOG_SUFFIXES:
                log = load_log(path)  # validated; its plain data keeps the calls' alerts, which DealLog does not
                ruled = rule(log, engine)  # a bad log: one line, Chinese first with the English beside (rulings.cli)
                data = yamlio.load(path.read_text(encoding="utf-8"), max_bytes=MAX_LOG_BYTES, max_depth=MAX_LOG_DEPTH)
                out.game(to_pbn(data, ruled, None, header=False, marks=args.marks, ruling_commentary=commentary))
                continue
            for record in _records(path):
                if isinstance(record, str) or record.log is None:
                    failed += 1
                    error = record if isinstance(record, str) else str(record.error)  # the commentary's, English
                    shown = error if isinstance(record, str) or record.error is None else \
                        str(record.error.bilingual("记录有误"))  # stderr: Chinese first, the English beside
                    if not isinstance(record, str) and record.meta.get("recorded"):  # nothing of the record lost
                        made = no_game_text if record.meta.get("no_game") else unread_game
                        out.game(made(record.meta, error))
                        shown += " — 未导入，原文写入注释 not imported: its lines are in the commentary"
                    print(f"rulings: {shown}", file=sys.stderr)
                    continue
                said: list[str] = []
                try:
                    ruling, said = rule_record(record, engine)  # what the audit rules, and says it did not
                except (RulingsError, ValueError) as exc:
                    print(f"rulings: {path}:{record.line}: the engine cannot rule on this board: {exc}",
                          file=sys.stderr)
                    ruling = None
                meta = record.meta
                if said:  # said again, not copied, when an export of ours is exported
                    meta = {**meta, "comments": [c for c in meta.get("comments") or [] if c not in said] + said}
                out.game(to_pbn(record.data or record.log, ruling, meta, header=False, marks=args.marks,
                                ruling_commentary=commentary))
        complete = True
    finally:
        out.close(complete)
    return 2 if failed else 0
