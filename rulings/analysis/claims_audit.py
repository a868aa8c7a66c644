"""`rulings audit --claims`: the claims in record files that an opponent could have contested (Laws
69, 70): the claimer's side was credited with more tricks than the double-dummy result from the claim
position allows, or than the worst normal line gives (`rulings.analysis.claims.claim_evidence`).

The files are read and split into tasks as the plain audit reads them (`rulings.audit.plan`, one
board a task here: a claim's analysis is the costly part), and the tasks run in the plain audit's
process pool (`--workers`) or on its Dask cluster (`--cluster`); the boards come back in file order
and each is reported as soon as it and the boards before it are done.

Each claim's search of the worst normal line stops after `node_limit` nodes (`AUDIT_NODE_LIMIT` by
default, a tenth of what `rulings analyse` allows one claim): a claim cut short is marked `exact:
false`, its `worst_normal` then the fewest tricks of the lines searched so far (the true figure
may be lower). The totals count them (`inexact`), listed or not.

A record whose Contract or Declarer disagrees with its auction (Law 22) was played, and its claim
logged, in the recorded contract (the importer logs the play from it): its claims are analysed in
that contract and every one of them is listed with `mismatch`, saying which contract the auction
made and which was used — never a silent line in a contract the claimer did not play.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from rulings.analysis.claims import NODE_LIMIT, claim_evidence, contestable
from rulings.analysis.position import contract_of
from rulings.errors import RulingsError
from rulings.play import Contract
from rulings.records import BoardRecord
from rulings.seats import SEAT_ZH, Seat

__all__ = ["AUDIT_NODE_LIMIT", "audit_claims", "board_claims", "claims_stream", "claims_task"]

#: the search of each claim's worst normal line in an audit stops here: a tenth of `NODE_LIMIT` (what
#: `rulings analyse` gives one claim), so a session of thousands of boards is bounded claim by claim
AUDIT_NODE_LIMIT = max(NODE_LIMIT // 10, 1)


def _mismatch(record: BoardRecord, auction: Contract | None) -> tuple[Contract | None, dict[str, str] | None]:
    """The contract the play was logged in (the record's Contract and Declarer, else the auction's)
    and, when it differs from the auction's (Law 22), the note saying so."""
    from rulings.audit import _played_contract

    played = _played_contract(record, auction)
    if played is None or auction is None or played == auction:
        return played, None
    return played, {
        "auction": str(auction), "used": str(played),
        "zh": f"记录的定约/庄家 {played} 与叫牌过程产生的 {auction} 不符（第22条）；按记录的 {played} 分析（打牌与声称依此记录）",
        "en": f"the record's contract/declarer {played} disagrees with the auction's {auction} (Law 22); analysed "
              f"as {played}, the contract the play and the claim were recorded in",
    }


def board_claims(record: BoardRecord, source: str, lang: str = "zh",
                 node_limit: int = AUDIT_NODE_LIMIT) -> dict[str, Any]:
    """One board's claims: `{"source", "board", "line", "claims": n, "not_analysed": n, "items": [...]}`,
    the items being the claims an opponent could have contested, those not analysed (`error`), and
    every claim of a board whose record disagrees with its auction (`mismatch`). A board that cannot be
    imported is one item with its line and the reader's error (its claims cannot be read). A board whose contract
    cannot be read (a bid of more than seven, Law 38) has each claim not analysed, or, without a claim,
    one item for the board at its line: never an exception (as `rulings analyse` says "not analysed")."""
    from rulings.audit import board_number

    out: dict[str, Any] = {"source": source, "board": board_number(record), "line": record.line,
                           "claims": 0, "not_analysed": 0, "contestable": 0, "inexact": 0, "items": []}
    if record.meta.get("paragraph"):  # a paragraph of text between games: counted apart, as the audit does
        out["paragraph"] = True
    log = record.log
    if log is None and record.error is not None and not out.get("paragraph"):  # said, as the plain audit says it
        out["not_analysed"] += 1
        out["items"].append({"source": source, "board": out["board"], "line": record.error.line or record.line,
                             "event": None, "error": f"cannot import: {record.error.detail}"})
        return out
    if log is None or len(log.hands) < 3:
        return out
    claims = [ev for ev in log.events if ev.type in ("claim", "concede")]
    try:
        played, mismatch = _mismatch(record, contract_of(log))
    except (RulingsError, ValueError) as exc:
        reason = f"the contract cannot be read: {getattr(exc, 'detail', exc)}"
        places: list[tuple[int | None, int | None]] = [(ev.line, ev.index) for ev in claims] or [(record.line, None)]
        for line, index in places:
            out["not_analysed"] += 1
            out["items"].append({"source": source, "board": out["board"], "line": line, "event": index, "error": reason})
        out["claims"] = len(claims)
        return out
    for ev in claims:
        out["claims"] += 1
        where = {"source": source, "board": out["board"], "line": ev.line}
        try:
            claim = claim_evidence(log, ev.index, lang, node_limit, contract=played)
        except (RulingsError, ValueError) as exc:  # a position that cannot be replayed: this claim's finding
            out["not_analysed"] += 1
            out["items"].append({**where, "event": ev.index, "error": str(getattr(exc, "detail", exc))})
            continue
        why = contestable(claim)
        out["contestable"] += bool(why)
        out["inexact"] += not claim["exact"]
        if why or mismatch:
            item = {**where, "contract": str(played), "why": why, **claim}
            if mismatch:
                item["mismatch"] = mismatch
            out["items"].append(item)
    return out


def _board_failed(record: BoardRecord, source: str, exc: Exception) -> dict[str, Any]:
    """A board whose analysis failed on something unforeseen: its one `not analysed` item (the run goes on)."""
    from rulings.audit import board_number

    number = board_number(record)
    out: dict[str, Any] = {"source": source, "board": number, "line": record.line, "claims": 0, "not_analysed": 1,
                           "contestable": 0, "inexact": 0,
                           "items": [{"source": source, "board": number, "line": record.line, "event": None,
                                      "error": f"{type(exc).__name__}: {exc}"}]}
    if record.meta.get("paragraph"):
        out["paragraph"] = True
    return out


def claims_task(task: Any, lang: str = "zh", node_limit: int = AUDIT_NODE_LIMIT) -> list[dict[str, Any]]:
    """The boards of one task of `rulings.audit.plan`, their claims analysed (what a worker runs)."""
    from rulings.audit import task_records

    out = []
    for record in task_records(task):
        try:
            out.append(board_claims(record, task.source, lang, node_limit))
        except Exception as exc:  # noqa: BLE001 - one board's failure is that board's finding, never the run's
            out.append(_board_failed(record, task.source, exc))
    return out


def claims_stream(paths: Iterable[str | Path], lang: str = "zh", node_limit: int = AUDIT_NODE_LIMIT,
                  workers: int | None = 1, cluster: str | None = None,
                  on_board: Callable[[int], None] | None = None) -> Iterator[tuple[str, dict[str, Any]]]:
    """`("board", claims)` for each board in file order, then `("file", row)` after each file (its
    `file_error` when it cannot be read or holds no board), as `rulings.audit.audit_stream` yields
    them; `workers` and `cluster` as there (the plain audit's pool or Dask cluster)."""
    from rulings.audit import Runner, plan

    runner = Runner(None, "python", False, workers, cluster)
    done = 0
    try:
        for path in paths:
            row, tasks = plan(path, 1)
            boards = paragraphs = 0
            for result in runner.ordered(claims_task, tasks, lang, node_limit):
                for board in result:
                    paragraphs += bool(board.get("paragraph"))
                    boards += not board.get("paragraph")
                    done += 1
                    yield "board", board
                    if on_board is not None:
                        on_board(done)
            row["boards"], row["paragraphs"] = boards, paragraphs
            if row["file_error"] is None and boards == 0:
                row["file_error"] = (f"{row['path']}: 文件中没有牌局 — holds no board "
                                     f"(read as {row['format'] or '?'}, {row['encoding'] or '?'})")
            yield "file", row
    finally:
        runner.close()


class ClaimTotals:
    """The counts of a claims audit, kept while boards stream past."""

    def __init__(self) -> None:
        self.counts = {"boards": 0, "paragraphs": 0, "claims": 0, "contestable": 0, "not_analysed": 0, "inexact": 0,
                       "mismatch": 0}
        self.file_errors = 0

    def add_board(self, board: dict[str, Any]) -> None:
        if board.get("paragraph"):  # text, not a game (`rulings.audit`: counted apart from the boards)
            self.counts["paragraphs"] += 1
            return
        self.counts["boards"] += 1
        for key in ("claims", "contestable", "not_analysed", "inexact"):
            self.counts[key] += board[key]
        self.counts["mismatch"] += sum(1 for c in board["items"] if "mismatch" in c)


def audit_claims(paths: list[str | Path], lang: str = "zh", node_limit: int = AUDIT_NODE_LIMIT,
                 workers: int | None = 1, cluster: str | None = None) -> dict[str, Any]:
    """The whole report at once: `{"claims": [...], "files": [...], "totals": {...}}` (see the module
    docstring); in this process by default."""
    totals = ClaimTotals()
    claims: list[dict[str, Any]] = []
    files: list[dict[str, Any]] = []
    for kind, item in claims_stream(paths, lang, node_limit, workers, cluster):
        if kind == "board":
            totals.add_board(item)
            claims.extend(item["items"])
        else:
            files.append(item)
    return {"claims": claims, "files": files, "totals": totals.counts}


WHY_TEXT = {"above_double_dummy": ("多于双明手结果", "more than the double-dummy result"),
            "above_worst_normal": ("多于最不利正常打法的结果", "more than the worst normal line"),
            "above_statement": ("多于其陈述让出墩数后所余", "more than its statement leaves after the tricks it concedes")}


def render_claim(c: dict[str, Any], lang: str = "zh") -> str:
    """One claim of the audit as a line of text: contestable, not analysed, or on a mismatched record."""
    zh = lang == "zh"
    where = f"{c['source']}:{c['line']}" if c.get("line") else c["source"]
    if "error" in c:
        return f"{where} " + (f"第{c['board']}副：无法分析：" if zh else f"board {c['board']}: not analysed: ") + c["error"]
    seat = f"{SEAT_ZH[Seat(c['by'])]}家" if zh else c["by"]
    why = ("、" if zh else ", ").join(WHY_TEXT[w][0 if zh else 1] for w in c["why"]) or (
        "不可争议" if zh else "not contestable")
    trumps = " ".join(c["outstanding_trumps"])
    cut = "" if c["exact"] else ("（搜索达节点上限，未穷尽）" if zh else " (search cut at its node limit, not exact)")
    note = f"；{c['mismatch']['zh']}" if zh and "mismatch" in c else (
        f"; {c['mismatch']['en']}" if "mismatch" in c else "")
    if zh:
        return (f"{where} 第{c['board']}副 {c['contract']}：第{c['trick']}墩{seat}声称{c['claimed']}墩"
                f"（剩{c['tricks_left']}墩），双明手{c['double_dummy']}墩，最不利正常打法{c['worst_normal']}墩{cut}"
                + (f"，外面将牌 {trumps}" if trumps else "") + f" — {why}（第69、70条）{note}")
    return (f"{where} board {c['board']} {c['contract']}: trick {c['trick']}, {seat} claimed "
            f"{c['claimed']} of {c['tricks_left']}; double dummy {c['double_dummy']}, worst normal "
            f"{c['worst_normal']}{cut}" + (f", outstanding trumps {trumps}" if trumps else "")
            + f" — {why} (Laws 69, 70){note}")


def render_totals(t: dict[str, Any], lang: str = "zh") -> str:
    if lang == "zh":
        return (f"合计：{t['boards']} 副牌，{t['claims']} 次声称/承认，可争议 {t['contestable']}，"
                f"未能分析 {t['not_analysed']}，搜索达节点上限 {t['inexact']}，记录与叫牌不符 {t['mismatch']}"
                + (f"；另有 {t['paragraphs']} 段文字不是牌局，未读入" if t.get("paragraphs") else ""))
    return (f"Total: {t['boards']} boards, {t['claims']} claims or concessions, {t['contestable']} contestable, "
            f"{t['not_analysed']} not analysed, {t['inexact']} cut at the node limit, {t['mismatch']} on a record "
            "that disagrees with its auction"
            + (f"; {t['paragraphs']} paragraph{'s' if t['paragraphs'] != 1 else ''} of text not read (no game)"
               if t.get("paragraphs") else ""))


def render_claim_audit(report: dict[str, Any], lang: str = "zh") -> str:
    """The claims audit as text: one line a claim listed, then the totals."""
    return "\n".join([*(render_claim(c, lang) for c in report["claims"]), "", render_totals(report["totals"], lang)])
