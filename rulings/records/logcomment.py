"""The event log in a PBN game's commentary (§3.8), so that an exported game reads back into the log
it was written from, every event in table order.

PBN shows the calls that stand and the cards in their tricks; §3.9 says that an irregularity once
solved (an insufficient bid not accepted, a call out of rotation cancelled) "can be described as
comment". When the Auction and Play sections cannot give the log back as it is (a cancelled call,
the director's call, a choice, a finding, a claim's statement, a card played out of order in its
trick …), `rulings.records.export` writes the whole log in the commentary before the first tag,
one event a line, in the log's own notation (JSON, which a YAML log reads as it is):

    ; 日志 log 3: {"seat": "E", "call": "1D"}
    ; 日志 log 4: {"director": true}

The events are numbered from 1, as the commentary's 第N项事件 and every text for a reader count them
(`rulings.errors.event_number`); a log numbered from 0, as exports before verify4's defect 4 wrote it,
is read as well.

A `;` comment runs to the end of its line and may hold braces (§3.8); a long event goes on several
lines with the same number (each at most 255 characters with its CR LF, cut where no space is lost). Readers
without this notation skip the lines as comments (the endplay library does).

A Result the players agreed (PBN §3.4.15 `^8`: a number of tricks they agreed on, e.g. after a claim,
not the number won) is written in the Result tag as the plain number, `8`, which every reader reads
(the endplay library fails on the `^`, and so on a whole file holding one), and its mark on a line
of its own, which our reader reads before the sections (`agreed_result`), so that it reads the game
as the original (no claim made of the Result, Law 79 checked against the agreed tricks):

    ; 日志 log Result "^8"

A Result the ruling changed by transferring tricks (Law 64) is written as the ruled number, with the
tricks won at the table on a line of its own (`transferred_line`), which our reader reads back
(`transferred_result`): the play is checked against the table's tricks (Law 79), the Score against
the ruled ones (Law 77), as on the original:

    ; 日志 log Result "6" = 5 +1 (Law 64)

A score tag the export did not copy (a recorded Score that is not Law 77's for the table's contract
and result, or that cannot be read, replaced by Law 77's, and the ScoreIMP, ScoreMP … worked out
from it; one a ruling replaced or left out: a trick transfer, an adjusted score) keeps the table's
value on a line of its own (`recorded_score_line`), which our reader reads back (`recorded_scores`)
as the record's tag: the audit of the export checks the table's Score against the table's result
(Law 77) and finds what the audit of the record found, and exporting the export again gives the
same file:

    ; 日志 log Score "NS 420" as recorded
    ; 日志 log ScoreIMP "3" as recorded

A recorded Contract, Declarer or Result that disagrees with the auction (Law 22: the export writes the
auction's, the commentary says the record's) keeps the table's value the same way (`recorded_tag_line`),
read back in place of the tag (`recorded_tags`), so that the audit of the export repeats the record's
contract or declarer mismatch:

    ; 日志 log Declarer "N" as recorded

The words a record writes after the `*` (or `+`) that ends its Auction section (not read, an error of
the record: the audit's `words_after_end`) are not in the export's grid (a reader stops there, or
fails); they are kept on a line of their own (`after_end_line`), which our reader reads as the
record's words after the mark (`after_end`):

    ; 日志 log Auction after "*": "Pass"

A game the export could not import from its record (a malformed Deal, a card not in its hand …) is
written as a game of its identity tags alone, with the error and every line of the record as
comments, which our reader reads back as that error (`unread_error`):

    ; 日志 log error: session.pbn:22: board 3: Deal: hand 'T98..' must have four suits …
    ; 原文 as recorded: [Deal "N:T98.. …"]

`rulings.records.pbn` reads the lines back (`logged_events`): the events, validated as any log
(`rulings.log.parse_log`), replace those read from the sections when they agree with them (every
call of the Auction section is among the log's calls in the same order, every card of the Play
section among its cards); otherwise the game keeps the sections' events and warns. The record's
irregularity marks and cancelled-call notes are renumbered to the log's events.
"""

from __future__ import annotations

import json
import re
from typing import Any

from rulings.errors import LogError, event_number
from rulings.log import DealLog, Event, parse_log

#: how each line of the log in the commentary starts, after `;`
LOG_LINE = "日志 log"
_LINE = re.compile(r"^日志 log (\d+): (.*)$", re.S)
#: the line of a Result the players agreed (PBN §3.4.15), its mark and number as the record wrote them
AGREED = "日志 log Result"
_AGREED = re.compile(r'^日志 log Result "\^(\d+)"$')
#: the line of a Result the ruling changed by transferring tricks (Law 64): the tag's number, the
#: tricks declarer's side won at the table and the tricks transferred
_TRANSFERRED = re.compile(r'^日志 log Result "(\d+)" = (\d+) ([+-]\d+) \(Law 64\)$')
#: the line of a score tag the table recorded, when the export's tag is not it (its value as a JSON string)
SCORE = "日志 log Score"
_SCORE = re.compile(r'^日志 log (Score(?:IMP|MP|Percentage|Rubber)?) ("(?:[^"\\]|\\.)*") as recorded$')
#: the line of a Contract, Declarer or Result tag the table recorded that disagrees with the auction (Law
#: 22), when the export writes the auction's: `; 日志 log Declarer "N" as recorded`
CONTRACT_TAGS = ("Contract", "Declarer", "Result")
_RECORDED = re.compile(r'^日志 log (Contract|Declarer|Result) ("(?:[^"\\]|\\.)*") as recorded$')
_RECORDED_STARTS = tuple(f"日志 log {name} " for name in CONTRACT_TAGS)
#: a PBN string is at most 255 characters; a commentary line is kept as short, with its CR LF line
#: end in export format (PBN 2.1 §2.3): 253 characters before it
MAX_LINE = 253


def log_lines(events: list[dict[str, Any]]) -> list[str]:
    """The `; 日志 log N: {…}` lines of a log's events (the plain data of each, as a log holds it)."""
    lines: list[str] = []
    for index, event in enumerate(events):
        head = f"; {LOG_LINE} {event_number(index)}: "
        lines.extend(head + piece for piece in _cut(json.dumps(event, ensure_ascii=False), MAX_LINE - len(head)))
    return lines


#: the line of a game our export could not import from its record, with the error; the record's
#: lines follow as comments, each after `RECORDED` (`rulings.records.export.unread_game`)
UNREAD = "日志 log error: "
RECORDED = "原文 as recorded: "


def unread_error(lines: list[tuple[str, int]]) -> tuple[str, int] | None:
    """(the error, its line) when a line `日志 log error: …` says this game is our export's copy of a
    game it could not import: our reader reports it as that error again, with the game's lines."""
    return next(((text[len(UNREAD):], line) for text, line in lines if text.startswith(UNREAD)), None)


def agreed_line(result: str) -> str:
    """The line that keeps a Result the players agreed on `result` tricks (PBN §3.4.15 `^8`), whose
    Result tag is the plain number."""
    return f'; {AGREED} "^{result}"'


def transferred_line(ruled: str, table: str, moved: int) -> str:
    """The line that keeps the tricks won at the table under a Result tag the ruling changed by
    transferring `moved` tricks (Law 64): the tag `ruled` is `table` + `moved`."""
    return f'; {AGREED} "{ruled}" = {table} {moved:+d} (Law 64)'


def transferred_result(lines: list[tuple[str, int]], result: str | None,
                       warnings: list[str]) -> tuple[str | None, int]:
    """(the Result the table recorded, the tricks a ruling transferred) when a line `日志 log Result "6"
    = 5 +1 (Law 64)` (`transferred_line`) says the Result tag's `6` is the ruled result, the export's
    (so that the audit checks the play against the table's 5, Law 79, and the Score against the
    ruled 6, Law 77); else (the tag, 0). A line on another number than the tag's is not taken, with
    a warning."""
    for text, line in lines:
        m = _TRANSFERRED.match(text)
        if m is None:
            continue
        if (result or "").strip() == m.group(1) and int(m.group(2)) + int(m.group(3)) == int(m.group(1)):
            return m.group(2), int(m.group(3))
        warnings.append(f"line {line}: {text!r} does not give the Result tag's {result!r} as the table's "
                        "result and the tricks transferred; the Result tag is read")
    return result, 0


def recorded_score_line(name: str, value: str) -> str:
    """The line that keeps the score tag `name` (Score, ScoreIMP, ScoreMP, ScorePercentage,
    ScoreRubber) as the table recorded it, `value`, when the export's tag is another (Law 77's, the
    ruling's) or is left out."""
    return f"; {SCORE}{name[len('Score'):]} {json.dumps(value, ensure_ascii=False)} as recorded"


#: the line of the words a record writes after the `*` or `+` that ends its Auction section (not read:
#: an error of the record, `words_after_end`), which our export's grid does not repeat
AFTER_END = "日志 log Auction after "
_AFTER_END = re.compile(r'^日志 log Auction after "([*+])": ("(?:[^"\\]|\\.)*")$')


def after_end_line(mark: str, words: str) -> str:
    """The line that keeps the words a record writes after its Auction's `mark` (`*`, `+`)."""
    return f'; {AFTER_END}"{mark}": {json.dumps(words, ensure_ascii=False)}'


def after_end(lines: list[tuple[str, int]]) -> tuple[str, str, int] | None:
    """(the mark, the words after it, the comment's line) of a line `日志 log Auction after "*": "Pass"`
    (`after_end_line`): our reader finds them as the record's words after the mark, so that the audit
    of the export reports `words_after_end` as the audit of the record does."""
    for text, line in lines:
        m = _AFTER_END.match(text)
        if m is not None:
            return m.group(1), json.loads(m.group(2)), line
    return None


def recorded_tag_line(name: str, value: str) -> str:
    """The line that keeps the Contract, Declarer or Result tag `name` as the table recorded it, `value`,
    when the export writes the auction's (Law 22) in its place."""
    return f"; 日志 log {name} {json.dumps(value, ensure_ascii=False)} as recorded"


def recorded_tags(lines: list[tuple[str, int]]) -> dict[str, tuple[str, int]]:
    """The Contract, Declarer and Result tags the table recorded, each (value, line), that lines `日志 log
    Declarer "N" as recorded` (`recorded_tag_line`) keep: our reader reads them in place of the
    export's tags, so that it reads the game as the record (the play in the recorded contract, the
    Result counted for the recorded declarer) and the audit repeats the record's Law 22 mismatch."""
    kept: dict[str, tuple[str, int]] = {}
    for text, line in lines:
        m = _RECORDED.match(text)
        if m is not None:
            kept.setdefault(m.group(1), (json.loads(m.group(2)), line))
    return kept


def recorded_scores(lines: list[tuple[str, int]], warnings: list[str]) -> dict[str, tuple[str, int]]:
    """The score tags the table recorded, each (value, line), that lines `日志 log Score "NS 420" as
    recorded` (`recorded_score_line`) keep; a line of that start that cannot be read is a warning (the
    tags are read)."""
    kept: dict[str, tuple[str, int]] = {}
    for text, line in lines:
        if not text.startswith(SCORE):
            continue
        m = _SCORE.match(text)
        if m is None:
            warnings.append(f"line {line}: {text!r} is not '{SCORE} \"…\" as recorded'; the score tags are read")
        else:
            kept.setdefault(m.group(1), (json.loads(m.group(2)), line))
    return kept


def agreed_result(lines: list[tuple[str, int]], result: str | None, warnings: list[str]) -> str | None:
    """The Result as the record said it: `^8` when a line `日志 log Result "^8"` marks the Result tag's
    `8` as agreed by the players (PBN §3.4.15), else the tag as written; a mark on another number
    than the tag's is not taken, with a warning."""
    for text, line in lines:
        if not text.startswith(AGREED) or _TRANSFERRED.match(text) or _RECORDED.match(text) or _AFTER_END.match(text):
            continue
        m = _AGREED.match(text)
        if m is not None and (result or "").strip() == m.group(1):
            return f"^{m.group(1)}"
        warnings.append(f"line {line}: {text!r} does not mark the Result tag's {result!r} as agreed "
                        f"('{AGREED} \"^N\"' with N the tag's number, PBN §3.4.15); the Result tag is read")
    return result


def _cut(text: str, size: int) -> list[str]:
    """`text` in pieces of at most `size` characters, never cut next to a space (a reader strips
    the spaces at either end of a comment)."""
    pieces: list[str] = []
    while len(text) > size:
        cut = size
        while cut > 1 and (text[cut - 1].isspace() or text[cut].isspace()):
            cut -= 1
        pieces.append(text[:cut])
        text = text[cut:]
    pieces.append(text)
    return pieces


def read_lines(lines: list[tuple[str, int]], warnings: list[str]) -> tuple[list[Any], list[int]] | None:
    """The events of `; 日志 log N: …` comments (text, line) and the line of each; None, with a
    warning, when they are not the events 1, 2, 3 … (or 0, 1, 2 …, as earlier exports numbered them) or
    one is not JSON."""
    pieces: dict[int, list[str]] = {}
    first: dict[int, int] = {}
    for text, line in lines:
        m = _LINE.match(text)
        if m is None:
            warnings.append(f"line {line}: {text[:40]!r} is not a line of the log in the commentary "
                            f"('{LOG_LINE} N: {{…}}'); the Auction and Play sections are read")
            return None
        number = int(m.group(1))
        pieces.setdefault(number, []).append(m.group(2))
        first.setdefault(number, line)
    start = min(pieces, default=1)
    if start not in (0, 1) or sorted(pieces) != list(range(start, start + len(pieces))):
        base, order = (start if start in (0, 1) else 1), sorted(pieces)
        gap = next((i for i, got in enumerate(order) if got != base + i), 0)  # where the numbering breaks
        warnings.append(f"line {first[order[gap]]}: the log in the commentary does not number its events 1, 2, 3 … "
                        f"(event {gap + 1} is missing); the Auction and Play sections are read")
        return None
    events = []
    for number in range(start, start + len(pieces)):
        try:
            events.append(json.loads("".join(pieces[number])))
        except ValueError as exc:
            warnings.append(f"line {first[number]}: event {number - start + 1} of the log in the commentary is not JSON "
                            f"({exc}); the Auction and Play sections are read")
            return None
    return events, [first[n] for n in range(start, start + len(pieces))]


def match_sections(read: tuple[Event, ...], logged: tuple[Event, ...]) -> dict[int, int] | None:
    """Each call and card read from the sections → the same call or card of the log (calls in the
    same order, cards by seat and card); None when one is not there. A claim the reader inferred
    from the Result needs no match."""
    calls = [e for e in logged if e.type == "call"]
    cards: dict[tuple[Any, Any], list[int]] = {}
    for e in logged:
        if e.type in ("lead", "play"):
            cards.setdefault((e.seat, e.card), []).append(e.index)
    mapping: dict[int, int] = {}
    k = 0
    for e in read:
        if e.type == "call":
            while k < len(calls) and (calls[k].seat, calls[k].call) != (e.seat, e.call):
                k += 1
            if k == len(calls):
                return None
            mapping[e.index] = calls[k].index
            k += 1
        elif e.type in ("lead", "play"):
            found = cards.get((e.seat, e.card))
            if not found:
                return None
            mapping[e.index] = found.pop(0)
    return mapping


def logged_events(lines: list[tuple[str, int]], log: DealLog, data: dict[str, Any], meta: dict[str, Any],
                  source: str | None) -> tuple[DealLog, dict[str, Any]]:
    """The log written in the commentary in place of the one read from the sections, when it is a
    valid log that agrees with them; the record's marks (`meta["irregularities"]`) and cancelled
    calls (`meta["cancelled"]`) then name the log's events. Otherwise the sections' log, and a
    warning in `meta["warnings"]`."""
    warnings: list[str] = meta["warnings"]
    # read by `agreed_result`, `transferred_result` and `recorded_scores`
    lines = [(text, line) for text, line in lines if not text.startswith((AGREED, SCORE, AFTER_END, *_RECORDED_STARTS))]
    if not lines:
        return log, data
    got = read_lines(lines, warnings)
    if got is None:
        return log, data
    events, numbers = got
    written = {**data, "events": events}
    try:
        logged = parse_log(written, source=source, lines=numbers)
    except LogError as exc:  # named by its event and that event's line
        event = f"event {event_number(exc.event)} of " if exc.event is not None else ""
        field = f", field '{exc.field}'" if exc.field else ""
        line = exc.line or (numbers[exc.event] if exc.event is not None and exc.event < len(numbers) else None)
        warnings.append(f"line {line or (numbers[0] if numbers else '?')}: {event}the log in the commentary is not "
                        f"a valid log ({exc.detail}{field}); the Auction and Play sections are read")
        return log, data
    mapping = match_sections(log.events, logged.events)
    if mapping is None:
        warnings.append(f"line {numbers[0] if numbers else '?'}: the log in the commentary does not agree with the "
                        "Auction and Play sections; the sections are read")
        return log, data
    for item in [*(meta.get("irregularities") or []), *(meta.get("cancelled") or [])]:
        if item.get("event") is not None:
            item["event"] = mapping.get(item["event"], item["event"])
    return logged, written


__all__ = ["AGREED", "CONTRACT_TAGS", "LOG_LINE", "SCORE", "agreed_line", "agreed_result", "log_lines", "logged_events", "match_sections",
           "read_lines", "recorded_score_line", "recorded_scores", "recorded_tag_line", "recorded_tags"]
