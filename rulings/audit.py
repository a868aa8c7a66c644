"""Batch audit of whole sessions: every board of PBN and LIN records checked against the laws.

For each board of each file (`rulings audit FILES…`), the audit reports:

- the auction's legality: every irregularity the table model and the engine find in
  `rulings.ruling.rule(log)["rulings"]` (Laws 17–39), each with its citations. By default the
  engine rules on the auction (the log up to its first card); with `play_rulings` (`--play-rulings`)
  it rules on the whole log, the play's laws (41–71, `rulings.playtable`) included, at several
  times the cost;
- the play: each revoke visible in the play record (Law 61A, from the hands as dealt, with
  `rulings.play.PlayState.revokes()`), whether it was established (Law 63A1) and the tricks Law 64A
  would transfer; and whether the tricks played and claimed agree with the recorded Result
  (Law 79: the tricks won by each side);
- the record against the auction and Law 77: the recorded Contract and Declarer against the
  contract the auction produced (Law 22; the declarer as Law 1 defines him), and the recorded
  Score against `rulings.scoring.score` of the recorded contract and result (Law 77).

A board gets one status: `error` (it could not be imported, or the engine failed on it), else
`irregular` (a law was broken at the table: an irregularity or a revoke), else `mismatch` (the
record disagrees with itself: contract, declarer, result or score), else `ok`. Every finding is
listed whatever the status. A board that fails to import is reported with its board number and
line, and the other boards go on.

`audit_paths(paths)` returns the report (the JSON of `rulings audit --json`):
`{"files": [...], "boards": [{"source", "board", "line", "status", "findings": [{"kind", "law",
"message_zh", "message_en", ...}], "warnings": [...]}], "totals": {...}}`.
"""

from __future__ import annotations

import dataclasses
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TextIO

from rulings.cards import SUIT_EN, SUIT_SYMBOL, SUIT_ZH
from rulings.engine import Engine, EngineError
from rulings.errors import InputError, LogError, RulingsError
from rulings.lawbook import cite_en, cite_zh
from rulings.log import DealLog
from rulings.play import Contract, PlayState
from rulings.records import BoardRecord, parse_lin
from rulings.records.pbn import parse_contract, parse_pbn, read_record_text
from rulings.render import IRREGULARITY
from rulings.ruling import PLAY_EVENTS, default_engine, rule
from rulings.scoring import score
from rulings.seats import SEAT_EN, SEAT_ZH, Seat, parse_seat

STATUSES = ("ok", "irregular", "mismatch", "error")
IRREGULAR_KINDS = ("irregularity", "revoke")
#: ruling items that record a procedure, not an irregularity: a claim or concession (Laws 68-69)
PROCEDURES = ("claim", "concession")
MISMATCH_KINDS = ("contract_mismatch", "declarer_mismatch", "result_mismatch", "score_mismatch")
STRAIN_ZH = SUIT_SYMBOL  # ♣ ♦ ♥ ♠ NT (rulings.cards)


@dataclass
class RecordFile:
    """One imported record file: its path, format (pbn | lin) and boards (a PBN game's Score tag is in
    its `BoardRecord.meta["score"]`)."""

    path: str
    format: str
    records: list[BoardRecord]


# --------------------------------------------------------------------------- reading files


def detect_format(path: Path, text: str) -> str:
    """`pbn` or `lin`: by the extension, else by the content (PBN tags `[Name "value"]`, LIN pairs
    `key|value|`)."""
    suffix = path.suffix.lower()
    if suffix == ".pbn":
        return "pbn"
    if suffix == ".lin":
        return "lin"
    head = text.lstrip("\ufeff \t\r\n")[:4096]
    if head.startswith(("[", "%", "{", ";")) or '["' in head.replace(" ", ""):
        return "pbn"
    if "|" in head and any(f"{k}|" in head for k in ("md", "mb", "pc", "qx", "pn", "ah", "sv")):
        return "lin"
    raise InputError(f"{path}: 不是 PBN 或 LIN 牌记录 — not a PBN or LIN record (name it .pbn or .lin)")


def read_file(path: str | Path) -> RecordFile:
    """Import every board of one record file. LogError / InputError (exit 2) when the file cannot be
    read or is neither PBN nor LIN; a bad board inside a readable file is a BoardRecord with its error."""
    p = Path(path)
    if p.is_dir():
        raise InputError(f"{p}: 是目录，不是牌记录文件 — is a directory, not a record file")
    text, encoding = read_record_text(p)
    fmt = detect_format(p, text)
    if fmt == "lin":
        return RecordFile(str(p), "lin", parse_lin(text, source=str(p), encoding=encoding))
    return RecordFile(str(p), "pbn", parse_pbn(text, source=str(p), encoding=encoding))


# --------------------------------------------------------------------------- findings


def finding(kind: str, law: str | None, zh: str, en: str, **extra: Any) -> dict[str, Any]:
    """One finding: its kind, the law it cites, the message in Chinese and in English."""
    return {"kind": kind, "law": law, "message_zh": zh, "message_en": en, **extra}


def _seat_zh(seat: Seat | str) -> str:
    return f"{SEAT_ZH[Seat(str(seat))]}家"


def _contract_text(level: int, strain: str, doubled: int) -> str:
    return f"{level}{strain}{('', 'X', 'XX')[doubled]}"


def _ruling_findings(ruling: dict[str, Any]) -> list[dict[str, Any]]:
    """Each irregularity of the ruling, with the refs of its citations. A claim or concession the
    play's rulings record (Laws 68-69) is a procedure, not an irregularity: not a finding."""
    out = []
    for item in ruling["rulings"]:
        if item["irregularity"] in PROCEDURES:
            continue
        name = IRREGULARITY.get(item["irregularity"],
                                (item["irregularity"], item["irregularity"].replace("_", " ")))
        refs = [c["ref"] for c in item["citations"]]
        law = refs[0] if refs else None
        heads_zh = "、".join(c["heading"] for c in item["citations"])
        heads_en = ", ".join(c["heading_en"] for c in item["citations"])
        offender = item.get("offender")
        who_zh = _seat_zh(offender) if offender and offender != "None" else ""
        who_en = f" by {SEAT_EN[offender]}" if offender in SEAT_EN else ""
        out.append(finding(
            "irregularity", law,
            f"第{item['event']}项事件：{who_zh}{name[0]}（{heads_zh}）",
            f"event {item['event']}: {name[1]}{who_en} ({heads_en})",
            irregularity=item["irregularity"], event=item["event"], offender=offender, citations=refs))
    return out


def _played_contract(record: BoardRecord, auction: Contract | None) -> Contract | None:
    """The contract the play was played in: the recorded Contract and Declarer where given (the
    importer logged the play from them), else the auction's."""
    meta = record.meta
    try:
        got = parse_contract(meta.get("contract") or "")
    except ValueError:
        got = None
    declarer_text = (meta.get("declarer") or "").strip().lstrip("^").strip()
    declarer = parse_seat(declarer_text) if declarer_text in SEAT_EN else (auction.declarer if auction else None)
    if isinstance(got, tuple) and declarer is not None:
        level, strain, risk = got
        return Contract(level, strain, {"": 0, "X": 1, "XX": 2}[risk], declarer)
    return auction


def _auction_contract(ruling: dict[str, Any]) -> Contract | None | str:
    """The contract the auction produced (the table model's, Law 22): a Contract, "pass" when the
    board was passed out, None when the auction did not end (or the record has none)."""
    state = ruling["state"]
    c = state.get("contract")
    if c:
        return Contract(c["level"], c["strain"], c["doubled"], Seat(c["declarer"]))
    if state.get("phase") == "passed_out":
        return "pass"
    return None


def _check_contract(record: BoardRecord, auction: Contract | None | str) -> list[dict[str, Any]]:
    """Law 22: the recorded Contract and Declarer against the contract the auction produced."""
    meta = record.meta
    out: list[dict[str, Any]] = []
    if auction is None or not any(e.type == "call" for e in record.log.events):  # type: ignore[union-attr]
        return out
    text = (meta.get("contract") or "").strip()
    try:
        recorded = parse_contract(text)
    except ValueError:
        return [finding("contract_mismatch", "22", f"记录的定约 {text!r} 无法识别", f"recorded contract {text!r} "
                        "cannot be read")]
    made = "Pass" if auction == "pass" else _contract_text(auction.level, auction.strain, auction.doubled)  # type: ignore[union-attr]
    if recorded is not None:
        rec_text = "Pass" if recorded == "pass" else f"{recorded[0]}{recorded[1]}{recorded[2]}"
        if rec_text != made:
            out.append(finding("contract_mismatch", "22",
                               f"记录的定约是 {rec_text}，但叫牌过程产生的定约是 {made}（第22条）",
                               f"the recorded contract is {rec_text} but the auction produced {made} (Law 22)",
                               recorded=rec_text, auction=made))
    declarer_text = (meta.get("declarer") or "").strip().lstrip("^").strip()
    if isinstance(auction, Contract) and declarer_text in SEAT_EN and declarer_text != str(auction.declarer):
        out.append(finding("declarer_mismatch", "22",
                           f"记录的庄家是{_seat_zh(declarer_text)}，但按叫牌过程庄家应为{_seat_zh(auction.declarer)}"
                           "（第22条；庄家：定约方中首先叫出定约名目者）",
                           f"the recorded declarer is {SEAT_EN[declarer_text]} but by the auction it is "
                           f"{SEAT_EN[str(auction.declarer)]} (Law 22; declarer first named the strain)",
                           recorded=declarer_text, auction=str(auction.declarer)))
    return out


def law64_transfer(state: PlayState, trick: int, seat: Seat) -> int:
    """Law 64A: tricks transferred after an established revoke by `seat` on `trick`. 64A1: the
    offender won the revoke trick: that trick and one more trick won later by the offending side.
    64A2: he did not: one trick, if the offending side won the revoke trick or a later one. (The
    second transfer of 64A2 and the exceptions of 64B are for the director.)"""
    side = seat.side
    tricks = [t for t in state.tricks if t.index >= trick]
    won = [t for t in tricks if t.winning_side == side]
    if not won:
        return 0
    if tricks and tricks[0].index == trick and tricks[0].winner == seat:
        return 1 + (1 if len(won) > 1 else 0)
    return 1


def _check_play(log: DealLog, contract: Contract, ruling: dict[str, Any]) -> tuple[list[dict[str, Any]],
                                                                                  int | None, bool]:
    """Law 61A revokes in the play record; the declarer's tricks played and claimed (Law 79); and
    whether the record covers the whole deal (13 tricks, or a claim or concession)."""
    out: list[dict[str, Any]] = []
    cards = [e for e in log.events if e.type in ("lead", "play")]
    if not cards:
        return out, None, False
    try:
        state = PlayState(log.hands, contract)
        for ev in cards:
            assert ev.seat is not None and ev.card is not None
            state.play(ev.seat, ev.card)
    except ValueError as exc:
        return [finding("play_error", "44", f"打牌记录无法重放：{exc}", f"the play record cannot be replayed: {exc}")], \
            None, False
    if not any("revoke" in str(item["irregularity"]) for item in ruling["rulings"]):
        for trick, seat in state.revokes():
            established = state.revoke_established(trick, seat)
            transfer = law64_transfer(state, trick, seat) if established else 0
            led = state.card_played_to(trick, state.trick(trick).leader if trick <= len(state.tricks)
                                       else state.current_trick[0][0])
            card = state.card_played_to(trick, seat)
            zh = (f"第{trick}墩{_seat_zh(seat)}藏牌：引{SUIT_ZH.get(led.suit, led.suit) if led else '?'}时持有该花色却出{card}（第61条A款）"
                  + (f"；藏牌成立（第63条A款1），依第64条A款应转移{transfer}墩" if established
                     else "；藏牌未成立，应依第62条更正"))
            en = (f"trick {trick}: revoke by {SEAT_EN[str(seat)]}, who held {SUIT_EN.get(led.suit, led.suit) if led else '?'} and played "
                  f"{card} (Law 61A)" + (f"; established (Law 63A1), Law 64A transfers {transfer} trick(s)"
                                          if established else "; not established, to be corrected (Law 62)"))
            out.append(finding("revoke", "61A", zh, en, trick=trick, seat=str(seat), established=established,
                               transfer=transfer, citations=["61A", "63A1", "64A"] if established else ["61A", "62"]))
    declarer_side = contract.declaring_side
    tricks = state.tricks_won[declarer_side]
    complete = len(state.tricks) == 13
    for ev in log.events:
        if ev.type == "claim" and ev.tricks is not None and ev.seat is not None:
            tricks += ev.tricks if ev.seat.side == declarer_side else (13 - len(state.tricks) - ev.tricks)
            complete = True
            break
        if ev.type == "concede" and ev.tricks is not None and ev.seat is not None:
            tricks += (13 - len(state.tricks) - ev.tricks) if ev.seat.side == declarer_side else ev.tricks
            complete = True
            break
    return out, tricks, complete


def _parse_score(text: str, declarer: Seat) -> int | None:
    """A PBN Score value as North-South points: `NS 420`, `EW -420`, `NS 420 EW -420`, or a bare
    number (the declaring side's score). None when it cannot be read."""
    words = text.replace(";", " ").split()
    try:
        if len(words) >= 2 and words[0].upper() in ("NS", "EW"):
            value = int(words[1])
            return value if words[0].upper() == "NS" else -value
        if len(words) == 1:
            value = int(words[0])
            return value if declarer.side == "NS" else -value
    except ValueError:
        return None
    return None


def _check_score(record: BoardRecord, log: DealLog, contract: Contract | None) -> list[dict[str, Any]]:
    """Law 77: the recorded Score (`meta["score"]`, the PBN Score tag) against the score of the
    recorded contract and result."""
    text = (record.meta.get("score") or "").strip()
    if not text or contract is None:
        return []
    result = (record.meta.get("result") or "").strip()
    if not result.isdigit() or not 0 <= int(result) <= 13:
        return []
    line = record.meta.get("score_line") or record.line
    recorded = _parse_score(text, contract.declarer)
    if recorded is None:
        return [finding("score_mismatch", "77", f"第{line}行：记录的得分 {text!r} 无法识别",
                        f"line {line}: the recorded score {text!r} cannot be read")]
    c_text = _contract_text(contract.level, contract.strain, contract.doubled)
    law77 = score(c_text, contract.declarer, int(result), log.vulnerable)
    if law77.ns == recorded:
        return []
    return [finding("score_mismatch", "77",
                    f"记录的得分是南北 {recorded:+d}，但依第77条 {c_text} {_seat_zh(contract.declarer)} "
                    f"{result}墩（局况 {log.vulnerable}）应为南北 {law77.ns:+d}",
                    f"the recorded score is NS {recorded:+d} but Law 77 gives NS {law77.ns:+d} for {c_text} by "
                    f"{SEAT_EN[str(contract.declarer)]} making {result} tricks (vulnerable: {log.vulnerable})",
                    recorded=recorded, law77=law77.ns, line=line)]


# --------------------------------------------------------------------------- one board


def board_number(record: BoardRecord) -> int | str | None:
    """The board number as recorded (an int where it is one)."""
    text = str(record.meta.get("board") or "").strip()
    if text.isdigit():
        return int(text)
    if record.log is not None and record.log.board is not None:
        return record.log.board
    return text or None


def auction_only(log: DealLog) -> DealLog:
    """The log up to its first card, claim or other play event: what the audit rules on by default."""
    cut = next((i for i, e in enumerate(log.events) if e.type in PLAY_EVENTS), len(log.events))
    return log if cut == len(log.events) else dataclasses.replace(log, events=log.events[:cut])


def audit_board(record: BoardRecord, engine: Engine, play_rulings: bool = False) -> dict[str, Any]:
    """Audit one imported board (see the module docstring). By default the engine rules on the
    auction and the play is checked from the record (revokes, tricks); `play_rulings` rules on the
    whole log, the play's laws (41-71) included, which costs several times more."""
    board: dict[str, Any] = {"source": record.meta.get("source"), "board": board_number(record),
                             "game": record.meta.get("game"), "line": record.line, "status": "ok",
                             "findings": [], "warnings": list(record.meta.get("warnings") or [])}
    if record.error is not None or record.log is None:
        err = record.error
        board["line"] = (err.line if err is not None and err.line else record.line)
        detail = str(err.detail) if err is not None else "no log"
        board["status"] = "error"
        board["findings"].append(finding("import_error", None, f"第{board['line']}行：无法导入：{detail}",
                                         f"line {board['line']}: cannot import: {detail}"))
        return board
    log = record.log
    try:
        ruling = rule(log if play_rulings else auction_only(log), engine)
    except EngineError as exc:
        board["status"] = "error"
        board["findings"].append(finding("engine_error", None, f"规则引擎未能裁决此牌：{exc}",
                                         f"the rules engine failed on this board: {exc}"))
        return board
    findings = _ruling_findings(ruling)
    auction = _auction_contract(ruling)
    findings.extend(_check_contract(record, auction))
    played = _played_contract(record, auction if isinstance(auction, Contract) else None)
    if played is not None:
        play_findings, tricks, complete = _check_play(log, played, ruling)
        findings.extend(play_findings)
        result = (record.meta.get("result") or "").strip()
        if tricks is not None and complete and result.isdigit() and int(result) != tricks:
            findings.append(finding(
                "result_mismatch", "79",
                f"记录的结果是庄家方 {result} 墩，但打牌记录（含摊牌/认输）给庄家方 {tricks} 墩（第79条）",
                f"the recorded result is {result} tricks for declarer's side, but the play (with the claim or "
                f"concession) gives {tricks} (Law 79)", recorded=int(result), played=tricks))
        elif tricks is not None and not complete and result.isdigit():
            findings.append(finding(
                "result_mismatch", "79",
                f"记录的结果 {result} 墩与打牌记录不符（已打的牌墩中庄家方赢 {tricks} 墩，无摊牌）",
                f"the recorded result {result} does not fit the play (declarer's side won {tricks} of the tricks "
                "played, and no claim is recorded)", recorded=int(result), played=tricks))
    findings.extend(_check_score(record, log, played))
    board["findings"] = findings
    kinds = {f["kind"] for f in findings}
    if kinds & set(IRREGULAR_KINDS):
        board["status"] = "irregular"
    elif kinds & set(MISMATCH_KINDS) or "play_error" in kinds:
        board["status"] = "mismatch"
    board["contract"] = ("Pass" if auction == "pass" else
                         _contract_text(auction.level, auction.strain, auction.doubled) + " " + str(auction.declarer)
                         if isinstance(auction, Contract) else None)
    return board


# --------------------------------------------------------------------------- many files


class Progress:
    """A progress bar on a stream (stderr): `审核 1234/10000 [#####-----] 12% 350 副/秒`."""

    def __init__(self, total: int, stream: TextIO, lang: str = "zh", width: int = 30) -> None:
        self.total, self.stream, self.lang, self.width = max(total, 1), stream, lang, width
        self.start = time.perf_counter()
        self.last = 0.0

    def update(self, done: int) -> None:
        now = time.perf_counter()
        if done < self.total and now - self.last < 0.1:
            return
        self.last = now
        filled = int(self.width * done / self.total)
        rate = done / max(now - self.start, 1e-9)
        label, unit = ("审核", "副/秒") if self.lang == "zh" else ("audit", "boards/s")
        self.stream.write(f"\r{label} {done}/{self.total} [{'#' * filled}{'-' * (self.width - filled)}] "
                          f"{100 * done // self.total:3d}% {rate:.0f} {unit}")
        self.stream.flush()

    def close(self) -> None:
        self.stream.write("\n")
        self.stream.flush()


def audit_files(files: list[RecordFile], engine: Engine | None = None,
                on_board: Callable[[int], None] | None = None, play_rulings: bool = False) -> dict[str, Any]:
    """Audit every board of every imported file; the report (see the module docstring)."""
    engine = engine or default_engine()
    boards: list[dict[str, Any]] = []
    file_rows: list[dict[str, Any]] = []
    done = 0
    for f in files:
        statuses: Counter[str] = Counter()
        for record in f.records:
            b = audit_board(record, engine, play_rulings)
            statuses[b["status"]] += 1
            boards.append(b)
            done += 1
            if on_board is not None:
                on_board(done)
        file_rows.append({"path": f.path, "format": f.format, "boards": len(f.records),
                          **{s: statuses[s] for s in STATUSES}})
    return {"files": file_rows, "boards": boards, "totals": totals(boards, len(files), engine.backend)}


def totals(boards: Iterable[dict[str, Any]], files: int, backend: str) -> dict[str, Any]:
    """Counts: boards, each status, findings by kind and by law."""
    boards = list(boards)
    statuses = Counter(b["status"] for b in boards)
    kinds: Counter[str] = Counter()
    laws: Counter[str] = Counter()
    for b in boards:
        for f in b["findings"]:
            kinds[f["kind"]] += 1
            if f["law"]:
                laws[str(f["law"])] += 1
    return {"files": files, "boards": len(boards), **{s: statuses[s] for s in STATUSES},
            "findings": sum(kinds.values()), "by_kind": dict(sorted(kinds.items())),
            "by_law": dict(sorted(laws.items())), "engine": backend}


def audit_paths(paths: Iterable[str | Path], engine: Engine | None = None, progress: TextIO | None = None,
                lang: str = "zh", play_rulings: bool = False) -> dict[str, Any]:
    """Import and audit every file; `progress` (a stream) shows a progress bar. RulingsError (exit 2)
    when a file cannot be read."""
    files = [read_file(p) for p in paths]
    bar = Progress(sum(len(f.records) for f in files), progress, lang) if progress is not None else None
    try:
        return audit_files(files, engine, bar.update if bar else None, play_rulings)
    finally:
        if bar is not None:
            bar.close()


# --------------------------------------------------------------------------- text


STATUS_TEXT = {"ok": ("正常", "ok"), "irregular": ("有违规", "irregular"), "mismatch": ("记录不符", "mismatch"),
               "error": ("错误", "error")}


def render_report(report: dict[str, Any], lang: str = "zh") -> str:
    """The report as text: one line a board, its findings beneath, then the totals."""
    zh = lang == "zh"
    out: list[str] = []
    source = None
    for b in report["boards"]:
        if b["source"] != source:
            source = b["source"]
            out.append(f"== {source}")
        label = f"第{b['board']}副" if zh and b["board"] is not None else (
            f"board {b['board']}" if b["board"] is not None else (f"第{b['game']}局" if zh else f"game {b['game']}"))
        where = f"（第{b['line']}行）" if zh else f" (line {b['line']})"
        status = STATUS_TEXT[b["status"]][0 if zh else 1]
        out.append(f"{label}{where}{'：' if zh else ': '}{status}")
        for f in b["findings"]:
            out.append(f"  · {f['message_zh'] if zh else f['message_en']}")
    t = report["totals"]
    out.append("")
    if zh:
        out.append(f"合计：{t['files']} 个文件，{t['boards']} 副牌；正常 {t['ok']}，有违规 {t['irregular']}，"
                   f"记录不符 {t['mismatch']}，错误 {t['error']}；发现 {t['findings']} 项")
    else:
        out.append(f"Total: {t['files']} files, {t['boards']} boards; ok {t['ok']}, irregular {t['irregular']}, "
                   f"mismatch {t['mismatch']}, error {t['error']}; {t['findings']} findings")
    if t["by_law"]:
        laws = ("、".join(f"{cite_zh(law)} {n}" for law, n in t["by_law"].items()) if zh
                else ", ".join(f"{cite_en(law)}: {n}" for law, n in t["by_law"].items()))
        out.append(("按条款：" if zh else "By law: ") + laws)
    return "\n".join(out)


def stderr_progress(force: bool) -> TextIO | None:
    """stderr when it is a terminal (or `force`), else None: no progress bar in a pipe or a log."""
    return sys.stderr if force or sys.stderr.isatty() else None


__all__ = ["RecordFile", "RulingsError", "LogError", "audit_board", "audit_files", "audit_paths", "detect_format",
           "law64_transfer", "read_file", "render_report", "totals"]
