"""PBN 2.1 export: an event log (and the ruling made on it) as a PBN game in export format, which
other programs read (the endplay library reads every game back, irregular ones too, with the same
deal, dealer, vulnerability, standing auction, contract, declarer, play and result, but for the
limits of its reader: a standing call out of rotation cuts its auction at the skipped player, a
later lead out of turn is ordered from the player due to lead, `?` is 0 tricks or a contract made
from the calls; tests/test_export.py) and which `rulings.records.pbn` reads back to the same log,
every event in table order.

`to_pbn(log, ruling, meta, marks="notes")` writes the header (`% PBN 2.1`, `% EXPORT` and the
charset, UTF-8), then (§3.8) the commentary on the game before its first tag, then (§3.4) the 15
tags of the Mandatory Tag Set in their order, `?` for a value not known (the Board tag is left
out when the log has no board number, since a board number is a positive integer): Event, Site,
Date, Board, West, North, East, South, Dealer, Vulnerable (None, NS, EW, All), Deal (from the
dealer; `-` for a hand not known; "" without hands), Scoring, Declarer (a seat, never the record's
`^S` mark: a declarer and dummy swapped, §3.4.13, is the player who played, said in the
commentary), Contract, Result (declarer's tricks, a plain number even when the record says the
players agreed on them, `^8`: endplay fails on the `^` and so reads nothing of a file holding one;
the commentary says it, and the line `; 日志 log Result "^8"` keeps the mark for our reader,
`rulings.records.logcomment`; empty when passed out). These 15 and the sections' Auction, Play and
Note tags are the tags the export makes itself (`RECOMPUTED_TAGS`; the Scoring is the record's, `?`
when not known). Every other tag of the record (`meta["tags"]`: Score, ScoreIMP, Table, Room, HomeTeam, VisitTeam, Round,
OptimumScore, DoubleDummyTricks, Competition …, a vugraph LIN's too) follows the Mandatory Tag Set
in alphabetical order (export format, §3.4), a table tag with the rows of its section (§3.10), each
name in the standard's case (§3.3, §3.11: a record's `[board "8"]` is `[Board "8"]`, said in the
commentary, `record_tags`); a value the ruling changes
is the ruled one: after a trick transfer (Law 64) the Result and the Score (`NS n`) are the
ruling's `state.result`, and the recorded ones are said in the commentary; a recorded score the
ruling makes wrong and the export cannot make again (the IMPs and matchpoints after a transfer,
every score after an adjusted score, Law 12C; `ruled_scores`) is left out of the tags and said in
the commentary as the table's score before the ruling. A recorded Score that is simply wrong (no
ruling changed it: it is not Law 77's score of the auction's contract and the recorded result, 0
for a board passed out, or it cannot be read; the audit's `score_mismatch`) is not copied either:
the Score tag is Law 77's, in the PBN 2.1 form from the declaring side (`EW 620`), the ScoreIMP,
ScoreMP, ScorePercentage and ScoreRubber worked out from it are left out, and the commentary says
what was recorded and why (`law77_score`). Each score tag not copied is also kept as the table wrote
it on a line `; 日志 log Score "NS 420" as recorded` (`_recorded_score`), which our reader reads back,
so that the audit of the export finds the recorded Score wrong as the audit of the record does. Then:
- the Auction section from the dealer, four calls a line, every call in its caller's column:
  `Pass`, `X`, `XX`, `1C` … `7NT`; an alert or an explanation is a note `=N=` with
  `[Note "N:Alert: text"]` (PBN has no alert mark: `!` would say "good call"); when the auction
  is not finished, `*` (it ends as recorded) or `+` where the record says it is to be continued;
- the Play section, a trick a line, each card in its player's column, `-` where a trick has no
  card of a player; when fewer than 13 tricks are shown, `*` (a claim or concession ends the play)
  or `+` in the column of the next card where the record says the play is to be continued;
  an end position (§3.10, `meta["end_position"]`, which no log holds) with its Deal of fewer than
  13 cards a hand and its Play as recorded (endplay cannot read it: a Contract of the trump alone);
  a Play section the log could not hold (no Auction section, an auction to be continued:
  `meta["play_unlogged"]`) as recorded, its rows and notes;
- the irregularities of §3.9: `^S` for each player skipped by a call out of rotation that stands
  (Law 29A), `^I` an insufficient bid, `^L` a card led out of turn, `^R` a revoke (a card of
  another suit while holding the suit led, where the deal is known); of a record, the `^L` and `^R`
  it writes and no other, and its `^I` on a sufficient bid too (`recorded_marks`: our reader reads a
  mark as the record's, so an added or dropped one would change the audit). §3.9 writes them in the grid
  (`^S 1D`, `^I 1C`, `^L S2`), which readers that do not implement §3.9 cannot read (endplay
  fails on them). So by default (marks="notes") a skipped player's column holds `-` (§3.5.1: not
  that player's turn to call, the call out of rotation took it) with the mark in its note,
  `- =1= 1D`, `[Note "1:^S (越序叫牌，跳过北 call out of rotation, N skipped)"]`, and the other
  marks go first in the note of their call or card (`1C =2=`, `[Note "2:^I (不足叫牌 insufficient
  bid)"]`): each call stays in its caller's column; the Play tag names the player who played the
  first card (§3.6), so an opening lead out of turn is ordered right by every reader (a later lead
  out of turn only by readers of the note). endplay, whose auction is a list of calls in rotation
  from the dealer, reads the calls up to a skipped player's `-`, each at its seat, and no call at
  another player's seat. `rulings.records.pbn` reads such notes as the marks in the grid.
  marks="grid" writes them in the grid as §3.9 shows;
- commentary `{ … }` in Chinese: the record's own comments, the ruling in the words of the console
  and the terminal (`rulings.render.render_text`: each ruling, the laws it cites as 第31条B款, its
  rectification and options, the table's state; then the same in English, Law 31B), one line a
  comment, every event PBN cannot show
  (the director's call, choices, findings, a second card in one trick …) and the annotations it
  cannot show; the record's suffix annotations and NAGs (`!`, `??`, `$3`, §3.5.2), which stop
  endplay's reader in the grid (`annotation_comments`); the words of the record outside any section,
  which the reader does not read (`meta["not_read"]`);
- the log in the commentary (`rulings.records.logcomment`), `; 日志 log N: {…}` one event a line,
  when our reader would not read the sections back into the log as it is (a cancelled call, the
  director, a choice, a claim's statement, a card out of order in its trick …): the export reads
  its own sections back to know. Our reader then gives back the very log, so the engine rules on
  it as on the original.

The Auction section holds the auction as it stands after rectification (§3.9): the ruling's
`state.auction` says which calls it cancelled and under which law (`standing_auction`); each
cancelled call goes, with its mark (`^I` an insufficient bid, `^S` a call out of rotation) and its
law, in the note `取消 cancelled: …` of the standing call where it happened, never in the grid
(and, as an event, in the log in the commentary); the Contract and Declarer tags are then the
ruling's, else the closed auction's (Law 22), the record's only while the auction is not over or
without one: a recorded Contract, Declarer or Result that disagrees is said in the commentary
(`_final_contract`) and kept on a line `; 日志 log Declarer "N" as recorded` (`_recorded_table_tags`),
which our reader reads in place of the tag, so that the audit of the export finds the record's Law 22
mismatch. The limits of PBN 2.1 are kept without cutting anything: at most 32 notes a
game (`MAX_NOTES`; the rest go to the commentary with the call or card they are on), strings of at
most 255 characters (`MAX_STRING`) and, in export format, lines of at most 255 characters with
their CR LF (§2.3, `MAX_LINE`; a longer note is whole in the commentary, a longer commentary is
split, a tag value too long for its line is cut and whole in the commentary). `to_pbn` gives a
game's lines joined by LF; `to_pbn_file` the file, every line ending CR LF.

`log` may also be the plain data of a log (as `BoardRecord.data` holds it): then the alerts of
the calls, which `DealLog` does not keep, are exported too. `to_pbn_file(games)` writes several.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

from rulings.calls import Call
from rulings.cards import Card, format_hand
from rulings.contract import PASSED_OUT, PassedOut, parse_recorded
from rulings.errors import event_number
from rulings.log import DealLog, Event, event_to_dict, parse_log
from rulings.play import Contract, trick_winner
from rulings.records.builder import auction_contract, passes_to_close
from rulings.records.logcomment import (
    RECORDED,
    UNREAD,
    after_end_line,
    agreed_line,
    log_lines,
    recorded_score_line,
    recorded_tag_line,
    transferred_line,
)
from rulings.records.pbn import CANCELLED_NOTE, parse_pbn  # the note names no `^`: not a mark in the grid
from rulings.records.scoretag import check_score, ruled_contract
from rulings.render import event_text, render_text
from rulings.seats import SEAT_ZH, Seat, parse_seat

PBN_VULNERABLE = {"none": "None", "NS": "NS", "EW": "EW", "both": "All"}
PBN_CALL = {"pass": "Pass", "double": "X", "redouble": "XX"}
HEADER = ["% PBN 2.1", "% EXPORT", "%Content-type: text/x-pbn; charset=UTF-8"]
#: where the §3.9 marks go: in the call's or card's note (every reader), or in the grid
MARKS_FORMS = ("notes", "grid")
#: the §3.9 marks in words, Chinese and English
MARK_WORDS = {"S": ("越序叫牌", "call out of rotation"), "I": ("不足叫牌", "insufficient bid"),
              "L": ("越序引牌", "lead out of turn"), "R": ("藏牌", "revoke")}


def to_pbn_file(games: list[str]) -> str:
    """Several exported games as one PBN file in export format: the header once, a blank line between
    games (§3), every line ending CR LF (§2.3)."""
    return ("\n".join(HEADER) + "\n" + "\n".join(games)).replace("\r\n", "\n").replace("\n", "\r\n")


def to_pbn(log: DealLog | dict[str, Any], ruling: dict[str, Any] | None = None,
           meta: dict[str, Any] | None = None, header: bool = True, marks: str = "notes",
           ruling_commentary: bool = True) -> str:
    """One PBN 2.1 game in export format for the log: the auction as it stands after the ruling's
    rectification, the ruling as Chinese commentary (left out with `ruling_commentary=False`)."""
    raw_events: list[Any] = []
    if isinstance(log, dict):
        raw_events = list(log.get("events") or [])
        log = parse_log(log)
    meta = meta or {}
    if marks not in MARKS_FORMS:
        raise ValueError(f"marks must be one of {', '.join(MARKS_FORMS)}, not {marks!r}")
    out = list(HEADER) if header else []
    start = len(out)

    def tag(name: str, value: Any) -> None:
        out.append(_tag(name, value))

    all_calls = [e for e in log.events if e.type == "call"]
    calls, cancelled = standing_auction(all_calls, ruling)
    plays = [e for e in log.events if e.type in ("lead", "play")]
    # a concession of the contract (Law 71B) names no trick count: the ruling, not the record, scores it
    claims = [e for e in log.events if e.type in ("claim", "concede") and not e.contract]
    comments: list[str] = record_tags(meta)[1]
    final, passed_out = _final_contract(calls, meta, ruling, comments, played=bool(plays))
    trump = final.trump if final else None
    leader = _opening_leader(final, plays)
    tricks, unplaced = _tricks(plays, leader, trump)
    won, complete = _count(tricks, final)

    for name, value in _deal_tags(log, meta):
        tag(name, value)
    declarer = _declarer(final, meta, bool(calls), comments)
    contract = _contract(final, passed_out, meta)
    result = _result(final, meta, claims, won, complete, bool(calls))
    ruled, dropped = ruled_scores(ruling, result, meta, comments)
    # a recorded Score simply wrong: replaced, or (when the ruling gave or left out the Score) said (of the
    # contract written and the recorded result counted for its declarer's side, as the audit judges it)
    ruled, dropped = law77_score(_scored_auction(ruling, calls), meta, log.vulnerable, comments, ruled, dropped)
    written = {"Declarer": "" if passed_out else declarer, "Contract": contract,
               "Result": "" if passed_out else _result_text(result, ruled)}
    for name, value in written.items():
        tag(name, value)
    agreed = _agreed(result, ruled, meta, passed_out, comments) or _transferred(ruling, ruled, result)
    agreed += _recorded_score(meta, ruled, dropped) + _recorded_table_tags(meta, written, ruled)
    agreed += [after_end_line(*meta["after_end"])] if meta.get("after_end") else []  # words after `*`: not in the grid
    out.extend(kept_tags(meta, ruled, dropped))

    notes = _Notes()
    out.extend(_sections(log, calls, plays, raw_events, tricks, leader, trump, marks, notes, cancelled,
                         bool(all_calls), meta.get("continued"), recorded_marks(meta)))
    out.extend([] if plays else _recorded_play(meta))
    comments.extend(notes.overflow)
    comments.extend(f"第{event_number(e.index)}项事件：{_seat_zh(e.seat)}再出 {e.card}（同一墩中第二张，PBN 打牌表无法表示）"
                    for e in unplaced)
    comments.extend(_events_zh(log))
    comments.extend(annotation_comments(log, meta))
    comments.extend(_not_read(meta))
    comments.extend(ruling_zh(ruling) if ruling and ruling_commentary else [])
    _fit_tags(out, start, comments)
    # the commentary on the whole game stands before its first tag (§3.8), outside the sections
    commentary = _commentary(meta.get("comments") or [], comments)
    out[start:start] = commentary + agreed
    return _with_log(out, start + len(commentary), plain_events(log, raw_events))


#: the tags the export writes itself, never copied from the record: the Mandatory Tag Set (§3.4)
#: and the Auction, Play and Note tags of the sections
RECOMPUTED_TAGS = frozenset({"Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
                             "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result", "Auction",
                             "Play", "Note"})


def kept_tags(meta: dict[str, Any], ruled: dict[str, str], dropped: frozenset[str] = frozenset()) -> list[str]:
    """The record's other tags (`meta["tags"]`: Score, ScoreIMP, Table, Room, HomeTeam, OptimumScore,
    DoubleDummyTricks, Competition …), each with the rows of its table section (`meta["tag_rows"]`),
    after the Mandatory Tag Set, in alphabetical order (export format, §3.4) and each name in the
    standard's case (`record_tags`); a tag the ruling changed (`ruled`, the Score after a trick
    transfer) with the ruled value, a score the ruling left wrong (`dropped`, `ruled_scores`) left
    out: its recorded value is in the commentary."""
    out: list[str] = []
    rows = meta.get("tag_rows") or {}
    tags = record_tags(meta)[0]
    names = [n for n in tags if n not in RECOMPUTED_TAGS and n not in dropped and tags[n][0] not in dropped]
    names += [n for n in ruled if n not in RECOMPUTED_TAGS and n not in names]
    for name in sorted(names):
        original, value = tags.get(name, (name, None))
        out.append(_tag(name, ruled.get(name, value)))
        out.extend(rows.get(original) or [])
    return out


#: the tag names PBN 2.1 defines, in its case: the Mandatory Tag Set (§3.4), the sections (§3.5,
#: §3.6), the supplemental tags (§4) and the tables (§5)
STANDARD_TAGS = (
    "Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal", "Scoring",
    "Declarer", "Contract", "Result", "Auction", "Play", "Note",
    "Annotator", "AnnotatorNA", "Application", "BidSystemEW", "BidSystemNS", "Competition", "DealId", "Description",
    "EastNA", "EastType", "EventDate", "EventSponsor", "FrenchMP", "Generator", "Hidden", "HomeTeam", "Mode",
    "NorthNA", "NorthType", "OptimumScore", "PairEW", "PairNS", "Room", "Round", "Score", "ScoreIMP", "ScoreMP",
    "ScorePercentage", "ScoreRubber", "ScoreRubberHistory", "Section", "SouthNA", "SouthType", "Stage", "Table",
    "Termination", "Time", "TimeCall", "TimeCard", "TimeControl", "UTCDate", "UTCTime", "VisitTeam", "WestNA",
    "WestType",
    "ActionTable", "AuctionTimeTable", "InstantScoreTable", "OptimumPlayTable", "OptimumResultTable",
    "PlayTimeTable", "ScoreTable", "TotalScoreTable",
)
_STANDARD_BY_LOWER = {name.lower(): name for name in STANDARD_TAGS}


def standard_case(name: str) -> str:
    """A tag name as export format writes it (§3.3, §3.11: tag names are case sensitive): the
    standard's own spelling of a tag it defines, whatever the record's case (`board` → `Board`);
    another name with an uppercase first letter (`myTag` → `MyTag`)."""
    return _STANDARD_BY_LOWER.get(name.lower()) or name[:1].upper() + name[1:]


def record_tags(meta: dict[str, Any]) -> tuple[dict[str, tuple[str, str]], list[str]]:
    """The record's tags (`meta["tags"]`, in its order) by their name in the standard's case
    (`standard_case`), each with its name as recorded and its value, the first of each name (§3.4: a
    tag given twice, the first is used); and the commentary, Chinese first, English beside, on each
    name the record writes in another case (written in the standard's) and on each value left out as
    given twice (in another case, or the same: `meta["tags_again"]`)."""
    out: dict[str, tuple[str, str]] = {}
    said: list[str] = []
    for name, value in (meta.get("tags") or {}).items():
        canon = standard_case(name)
        if canon in out:
            if (name != canon or out[canon][0] != canon) and value != out[canon][1]:
                said.append(f'记录中标签 {canon} 另有值 "{value}"（标签名 {name}），按第一个写作 "{out[canon][1]}"'
                            f' — the record also gives {canon} as "{value}" (tag name {name}); the first, '
                            f'"{out[canon][1]}", is written')
            continue
        out[canon] = (name, value)
        if name != canon:
            said.append(f'记录的标签名 {name}（值 "{value}"）不合 PBN 标准的大小写（§3.3、§3.11），按标准写作 {canon}'
                        f' — the record\'s tag name {name} ("{value}") is not in the standard\'s case (PBN §3.3,'
                        f' §3.11): written as {canon}')
    for name, value in meta.get("tags_again") or []:  # the same name given twice (the reader kept the first)
        canon = standard_case(name)
        if canon in out and value != out[canon][1]:
            said.append(f'记录中标签 {canon} 另有值 "{value}"，读取的是第一个 "{out[canon][1]}"（§3.4）'
                        f' — the record also gives {canon} as "{value}"; the first, "{out[canon][1]}", is read '
                        '(PBN §3.4)')
    return out, said


def _recased(meta: dict[str, Any]) -> dict[str, str]:
    """The values of the record's tags it names in another case than the standard's (`board "8"`), by
    their standard name: the record's own values, which the export writes in the standard's tags."""
    return {canon: value for canon, (name, value) in record_tags(meta)[0].items() if name != canon}


#: the tags that state this table's score (PBN 2.1 §4.2): the Score (Law 77: from the contract, the
#: result and the vulnerability; its form `NS 620`), a rubber's score, and what the score earned
#: against the other tables: IMPs (Law 78B, 86), matchpoints and their percentage (Law 78A, 88)
SCORE_TAGS = ("Score", "ScoreRubber", "ScoreIMP", "ScoreMP", "ScorePercentage")
#: the scores that come from comparing this table with others: the export cannot make them again
COMPARED_TAGS = ("ScoreIMP", "ScoreMP", "ScorePercentage")
#: what makes a recorded score wrong, by the ruling's rectification: (the tags it leaves wrong,
#: Chinese, English, the law when the item names none)
SCORE_CHANGES = {
    "adjusted_score": (SCORE_TAGS, "裁判判给调整分，由裁判给出", "the director awards an adjusted score", "12C"),
    "score_limit": (COMPARED_TAGS, "犯规方的得分至多为平均分减", "the offending side's score is at most average minus",
                    "25B2b"),
}


def ruled_scores(ruling: dict[str, Any] | None, result: str | None, meta: dict[str, Any],
                 comments: list[str]) -> tuple[dict[str, str], frozenset[str]]:
    """The result as ruled, and the recorded score tags it makes wrong. A trick transfer (Law 64):
    the Result and the Score (`NS n`) are the ruling's `state.result` (the recorded ones are said in
    the commentary), and the IMPs and matchpoints the table's score earned (ScoreIMP, ScoreMP,
    ScorePercentage, ScoreRubber; the Score too when the ruling gives none) are left out. An
    adjusted score (Law 12C, 45F) leaves every score tag out (the Result stays the tricks won at
    the table); a limit on the offending side's score (Law 25B2b) its IMPs and matchpoints. Each
    tag left out is in the commentary with its recorded value, as the table's score before the
    ruling, and why: a scoring program reading the export then scores the board as ruled, never a
    table score the ruling changed."""
    items = _rectification(ruling)
    adjusted = any(item.get("kind") == "adjusted_score" for item in items)
    ruled = _ruled_result(ruling, result, meta, comments, adjusted)
    stale: dict[str, tuple[str, str, str]] = {}
    state = (ruling or {}).get("state")
    if isinstance(state, dict) and (state.get("result") or {}).get("transferred"):
        for name in (*COMPARED_TAGS, "ScoreRubber", "Score"):
            stale[name] = ("裁决转移了墩数，结果已改变", "the ruling transferred tricks, so the result changed", "64")
    for item in items:
        names, zh, en, law = SCORE_CHANGES.get(str(item.get("kind")), ((), "", "", ""))
        for name in names:
            stale.setdefault(name, (zh, en, str(item.get("law") or law)))
    tags = meta.get("tags") or {}
    dropped = frozenset(n for n in tags if n in stale and n not in ruled)
    for name in (n for n in tags if n in dropped):
        zh, en, law = stale[name]
        comments.append(f"记录的 {name} \"{tags[name]}\" 是本桌裁决前的成绩：{zh}（{ref_zh(law)}），不写入标签"
                        f" — the recorded {name} \"{tags[name]}\" is the table's score before the ruling: {en}"
                        f" (Law {law}), left out of the tags")
    return ruled, dropped


VULNERABLE_ZH = {"none": "双方无局", "NS": "南北有局", "EW": "东西有局", "both": "双方有局"}


#: the tags worked out from the table's Score (this board's IMPs, matchpoints and their percentage,
#: the rubber's score): a Score that a ruling or Law 77 replaced makes them wrong
DERIVED_TAGS = (*COMPARED_TAGS, "ScoreRubber")


def _scored_auction(ruling: dict[str, Any] | None, calls: list[Event]) -> Contract | PassedOut | None:
    """The contract the auction produced, as the audit has it (the ruling's table,
    `rulings.records.scoretag.ruled_contract`); without a ruling, the standing auction's once it is
    closed (Law 22)."""
    if ruling is not None:
        return ruled_contract(ruling)
    seat_calls = [(e.seat, e.call) for e in calls if e.seat is not None and e.call is not None]
    if not seat_calls or passes_to_close([c for _, c in seat_calls], [s for s, _ in seat_calls]):
        return None
    return auction_contract(seat_calls) or PASSED_OUT


def law77_score(auction: Contract | PassedOut | None, meta: dict[str, Any], vulnerable: str, comments: list[str],
                ruled: dict[str, str], dropped: frozenset[str]) -> tuple[dict[str, str], frozenset[str]]:
    """The score tags (`ruled`, `dropped`) when the recorded Score is simply wrong (no ruling changed
    it): Law 77's score of the contract the auction produced (`auction`, `_scored_auction`; the
    recorded Contract and Declarer without one) and the recorded result (a board passed out 0, Law
    22A) against the recorded Score, by `rulings.records.scoretag.check_score`, as the audit judges
    it: the same boards, against the same contract (`scored_contract`). A Score that disagrees, or that cannot be
    read, is not copied: `{"Score": …}` is Law 77's, in the PBN 2.1 form from the declaring side
    (the side whose tricks the Result tag gives, `EW 620`; `NS 0` passed out), the commentary says
    what was recorded and why it was replaced, and the tags worked out from the recorded Score
    (`DERIVED_TAGS`: ScoreIMP, ScoreMP, ScorePercentage, ScoreRubber) are left out with their recorded
    values in the commentary, as a ruling's changed score leaves them out (`ruled_scores`). When the
    ruling gave the Score (a trick transfer) or left it out (an adjusted score), the commentary still
    says the recorded Score was not Law 77's for the table's result, and the tags stay the ruling's."""
    check = check_score(meta, auction, vulnerable)
    if check is None:
        return ruled, dropped
    write = "Score" not in ruled and "Score" not in dropped
    text, new = check.text, check.tag
    done_zh, done_en = ("已改写", "written instead") if write else (
        "（本桌结果；标签按裁决）", "for the table's result (the tag is the ruling's)")
    why_zh = "无法识别" if check.recorded is None else "有误"
    why_en = "cannot be read" if check.recorded is None else "is not Law 77's"
    contract = check.contract
    if isinstance(contract, Contract):
        declarer = contract.declarer_seat
        what_zh = f"{contract.text} {_seat_zh(declarer)}家 {check.tricks}墩（{VULNERABLE_ZH.get(vulnerable, vulnerable)}）"
        what_en = f"{contract.text} by {declarer.en}, {check.tricks} tricks, vulnerable {vulnerable}"
    else:
        what_zh, what_en = "四家不叫，此牌不打（第22条A款）", "passed out, the board is not played (Law 22A)"
    comments.append(
        f"记录的得分 Score \"{text}\" {why_zh}：{what_zh}依第77条为 {new}{'，' if write else ''}{done_zh}"
        f" — the recorded Score \"{text}\" {why_en}: {what_en}: Law 77 gives {new}{', ' if write else ' '}{done_en}")
    if not write:
        return ruled, dropped
    tags = meta.get("tags") or {}
    stale = [name for name in tags if name in DERIVED_TAGS and name not in dropped and name not in ruled]
    comments.extend(f"记录的 {name} \"{tags[name]}\" 由有误的记录得分 Score \"{text}\" 得出（第77条），不写入标签"
                    f" — the recorded {name} \"{tags[name]}\" comes from the recorded Score \"{text}\", which is not "
                    "Law 77's (Law 77), left out of the tags" for name in stale)
    return {**ruled, "Score": new}, dropped | frozenset(stale)


def _rectification(ruling: dict[str, Any] | None) -> list[dict[str, Any]]:
    """Every rectification item of the ruling's items."""
    items = (ruling or {}).get("rulings")
    return [r for item in items if isinstance(item, dict) for r in item.get("rectification") or []
            if isinstance(r, dict)] if isinstance(items, list) else []


def _ruled_result(ruling: dict[str, Any] | None, result: str | None, meta: dict[str, Any],
                  comments: list[str], adjusted: bool = False) -> dict[str, str]:
    """The Result and Score tags as the ruling leaves them when it transferred tricks (Law 64), or
    when the record gives no result the ruling does (a concession of a made contract, Law 71B): the
    ruling's `state.result` (declarer's tricks, the score North-South); after a transfer the
    record's values are said in the commentary. Empty when the ruling changed no trick and the
    result is known. No Score under an adjusted score (`adjusted`, Law 12C): the score is the
    director's, not the one the tricks give."""
    state = (ruling or {}).get("state")
    got = state.get("result") if isinstance(state, dict) else None
    if not isinstance(got, dict) or got.get("declarer_tricks") is None or not (got.get("transferred") or result is None):
        return {}
    tricks, moved = got.get("declarer_tricks"), int(got.get("transferred") or 0)
    ruled = {"Result": str(tricks)}
    score = (got.get("score") or {}).get("ns")
    if score is not None and not adjusted:
        ruled["Score"] = f"NS {score}"
    if not moved:
        return ruled
    before = "，".join(f"{name} {value}" for name, value in (("Result", result), ("Score", meta.get("score")))
                      if value is not None and value != ruled.get(name))  # a recorded value the ruling keeps: not said
    comments.append(f"裁决转移 {moved:+d} 墩（第64条 Law 64）：结果为 Result {tricks}"
                    + (f"，得分 Score {ruled['Score']}" if "Score" in ruled else "")
                    + (f"；记录原为 recorded: {before}" if before else ""))
    return ruled


def _fit_tags(out: list[str], start: int, comments: list[str]) -> None:
    """Each tag line from `start` on a line of export format (§2.3, `MAX_LINE`): a value too long for
    it (an Event or a team's name of 250 characters) is cut, ending `…`, and is whole in the
    commentary (`comments`)."""
    for i in range(start, len(out)):
        line = out[i]
        if len(line) <= MAX_LINE or not line.startswith("["):
            continue
        m = _TAG_LINE.fullmatch(line)
        if m is None:
            continue
        name, value = m.group(1), re.sub(r'\\(["\\])', r"\1", m.group(2))
        comments.append(f"标签 {name} 的值过长（PBN 一行至多 255 个字符），全文 — the tag {name}'s value, too long for a PBN"
                        f" line (at most 255 characters), in full: {value}")
        room = MAX_LINE - len(f'[{name} ""]') - 1
        out[i] = _tag(name, _fit(value, room, _escaped) + "…")


_TAG_LINE = re.compile(r'\[(\w+) "(.*)"\]')


def _escaped(value: str) -> str:
    """A tag's value as `_tag` writes it between its quotes."""
    return _tag("T", value)[4:-2]


def _commentary(own: list[str], made: list[str]) -> list[str]:
    """The `{…}` lines: the record's own comments first, then those made here; an own comment that
    an earlier export wrote (whole, or one of the pieces it was split into) is made again, not
    copied."""
    size = MAX_LINE - len("{}")  # each piece on a line of export format (§2.3)
    pieces = {piece for text in made for piece in split_commentary(_comment_safe(text), size)}
    texts = [c for c in own if c not in made and c not in pieces] + made
    return ["{" + piece + "}" for text in texts for piece in split_commentary(_comment_safe(text), size)]


def _with_log(out: list[str], at: int, events: list[dict[str, Any]]) -> str:
    """The game's text; when our reader would not read its sections back into these events, with
    the log in the commentary (`rulings.records.logcomment`) at `at`, before the first tag (§3.8)."""
    text = "\n".join(out) + "\n"
    if events and not _sections_give_back(text, events):
        out[at:at] = log_lines(events)
        text = "\n".join(out) + "\n"
    return text


def plain_events(log: DealLog, raw_events: list[Any]) -> list[dict[str, Any]]:
    """The log's events as plain data (`rulings.log.event_to_dict`), with the alerts of the plain
    data the log was given as (`DealLog` keeps no alert)."""
    events = []
    for e in log.events:
        item = event_to_dict(e)
        raw = raw_events[e.index] if e.index < len(raw_events) and isinstance(raw_events[e.index], dict) else {}
        if e.type == "call" and raw.get("alert") is True:
            item["alert"] = True
        events.append(item)
    return events


def _sections_give_back(text: str, events: list[dict[str, Any]]) -> bool:
    """Whether our reader reads the game's Auction and Play sections back into these events, as they
    are and in this order (else the export writes the log in the commentary)."""
    back = parse_pbn(text, "<export>")
    return len(back) == 1 and back[0].data is not None and back[0].data["events"] == events


def _sections(log: DealLog, calls: list[Event], plays: list[Event], raw_events: list[Any],
              tricks: list[list[Event]], leader: Seat | None, trump: str | None, marks: str, notes: _Notes,
              cancelled: dict[int, list[str]], called: bool = False, continued: str | None = None,
              recorded: dict[int, frozenset[str]] | None = None) -> list[str]:
    """The Auction and Play sections (§3.5, §3.6), each with its notes (numbered on through the game). A
    log whose calls the ruling all cancelled (Law 35A: every call after the condoned one) keeps its
    Auction tag, naming the dealer, over no call; `continued` is the section the record says is to be
    continued (`+`, `meta["continued"]`); `recorded`: the record's §3.9 marks by event (`recorded_marks`,
    None for a log)."""
    out: list[str] = []
    if calls or called:
        out.append(_tag("Auction", str(log.dealer)))
        out.extend(_auction(log, calls, raw_events, marks, notes, cancelled, "+" if continued == "auction" else "*",
                            recorded or {}))
    if plays and leader is not None:
        # with the marks in notes, the Play tag names who played the first card (§3.6), so that a
        # reader without §3.9 orders an opening lead out of turn right; the note says it is one
        column = plays[0].seat if marks == "notes" and plays[0].seat is not None else leader
        out.append(_tag("Play", str(column)))
        out.extend(_play(log, tricks, column, leader, trump, marks, notes, continued == "play", recorded))
    return out


#: the §3.9 mark of each kind of the record's irregularities (`rulings.records.pbn.MARKS`)
KIND_MARK = {"insufficient_bid": "^I", "lead_out_of_turn": "^L", "revoke": "^R"}


def recorded_marks(meta: dict[str, Any]) -> dict[int, frozenset[str]] | None:
    """The record's §3.9 marks `^I`, `^L`, `^R` by the event they are on (`meta["irregularities"]`, those
    written as marks: not an unmarked opening lead out of turn or a swapped declarer's, which the
    reader finds again in the export); None when the game is no record
    (a log: the export finds the marks itself). The export writes a record's marks as the record
    has them, those the ruling does not confirm too, and adds no `^L` or `^R` the record did not
    write: our reader would read an added mark as the record's and the audit of the export would
    rule on what the audit of the record did not (verify5 defects 5 and 6)."""
    if "irregularities" not in meta:
        return None
    out: dict[int, set[str]] = {}
    for m in meta.get("irregularities") or []:
        if isinstance(m.get("event"), int) and m.get("kind") in KIND_MARK and m.get("mark") == KIND_MARK[m["kind"]]:
            out.setdefault(m["event"], set()).add(KIND_MARK[m["kind"]])
    return {event: frozenset(found) for event, found in out.items()}


def end_position_play(end: dict[str, Any]) -> list[str]:
    """The Play section of an end position (§3.10, `meta["end_position"]` as `rulings.records.pbn`
    reads it): the Play tag naming the leader, a trick a line from the leader's column, `*` when
    fewer tricks are shown than the hands hold cards."""
    play = end.get("play") or []
    if not play or not end.get("leader"):
        return []
    leader = Seat(str(end["leader"]))
    columns = [leader, leader.lho, leader.partner, leader.rho]
    rows = [" ".join(dict(trick).get(str(s), "-") for s in columns) for trick in play]
    complete = sum(1 for trick in play if len(trick) == 4)
    return [_tag("Play", str(leader)), *rows, *(["*"] if complete < int(end.get("cards") or 0) else [])]


def unread_game(meta: dict[str, Any], error: str) -> str:
    """A game of the record that cannot be imported (`error`), written so that nothing of it is lost:
    the commentary says why (Chinese first, English beside); the line `; 日志 log error: …` and
    every line of the record (`meta["recorded"]`), each after `; 原文 as recorded: `, follow, and the
    identity tags as read (Event, Site, Date, Board, the players: what endplay needs to read the
    game and the file). Our reader reads it back as that error (`logcomment.unread_error`), so the
    audit of the export reports the board as the record's does; exported again, the same game (the
    record's error, `meta["unread"]`, not the copy's). Lines of at most 255 characters."""
    error = str(meta.get("unread") or error)
    said = f"无法导入，未裁决（{error}）；记录原文见以下注释 — cannot be imported, not ruled; the record's lines follow"
    out = _commentary([], [said])
    for text, head in ((error, f"; {UNREAD}"), *((line, f"; {RECORDED}") for line in meta.get("recorded") or [])):
        size = MAX_LINE - len(head)
        out.extend(head + text[i:i + size] for i in range(0, max(len(text), 1), size))
    board = str(meta.get("board") or "").strip()
    players = meta.get("players") or {}
    out += [_tag("Event", meta.get("event")), _tag("Site", meta.get("site")), _tag("Date", meta.get("date")),
            *([_tag("Board", board)] if board.isdigit() else []),
            *(_tag(SEAT_TAG[seat], players.get(seat)) for seat in ("W", "N", "E", "S"))]
    return "\n".join(out) + "\n"


def no_game_text(meta: dict[str, Any], error: str) -> str:
    """A paragraph of the record that holds no game (prose, tags without `[` …, `meta["recorded"]`),
    written as commentary so that nothing of the record is lost: why, then its lines, each after
    `; 原文 as recorded: `. A paragraph of comments alone: our reader reads it as the next game's
    commentary (PBN §3.8). Lines of at most 255 characters."""
    said = f"不是牌局，未读入（{error}）；原文见以下注释 — not a game, not read; its lines follow"
    out = _commentary([], [said])
    head = f"; {RECORDED}"
    size = MAX_LINE - len(head)
    for line in meta.get("recorded") or []:
        out.extend(head + line[i:i + size] for i in range(0, max(len(line), 1), size))
    return "\n".join(out) + "\n"


#: the seats' tags (§3.4.5)
SEAT_TAG = {"W": "West", "N": "North", "E": "East", "S": "South"}


def _recorded_play(meta: dict[str, Any]) -> list[str]:
    """The Play section of a game whose log holds no card: an end position's, or one the log could
    not hold, as recorded."""
    return end_position_play(meta.get("end_position") or {}) or unlogged_play(meta)


def unlogged_play(meta: dict[str, Any]) -> list[str]:
    """A Play section the reader kept as recorded because the log could not hold it (no Auction
    section, or an auction to be continued: `meta["play_unlogged"]`): its Play tag, rows and notes,
    written back as they were, so that the export loses no card of the record."""
    play = meta.get("play_unlogged") or {}
    if not play:
        return []
    return [_tag("Play", play["leader"]), *play["rows"], *(_tag("Note", note) for note in play["notes"])]


def _opening_leader(final: Contract | None, plays: list[Event]) -> Seat | None:
    """Declarer's left-hand opponent (Law 41A), else whoever played first, else nobody."""
    if final:
        return final.declarer_seat.lho
    return plays[0].seat if plays else None


def _contract(final: Contract | None, passed_out: bool, meta: dict[str, Any]) -> str | None:
    """The Contract tag: the contract, `Pass` when passed out, else what the record says."""
    if final:
        return final.text
    return "Pass" if passed_out else (meta.get("contract") or None)


def _tag(name: str, value: Any, unknown: str = "?") -> str:
    """A tag pair, `?` for a value not known, quotes escaped and a backslash doubled where it would be
    read as an escape (before a quote, a backslash or the end, §3.1): `\\2R` of a table tag stays."""
    text = unknown if value is None else str(value)
    text = _BACKSLASH.sub(r"\\\\", text).replace('"', '\\"')
    return f'[{name} "{text}"]'


_BACKSLASH = re.compile(r'\\(?=[\\"]|$)')


def _final_contract(calls: list[Event], meta: dict[str, Any], ruling: dict[str, Any] | None = None,
                    comments: list[str] | None = None, played: bool = False) -> tuple[Contract | None, bool]:
    """The contract the Contract and Declarer tags state, and whether the board was passed out (four
    passes and no contract). When the standing auction is over, the ruling's (its `state.contract`,
    the table the ruling leaves), else the closed auction's (Law 22): the tags then agree with the
    export's own Auction section, and a recorded Contract or Declarer that disagrees is said in the
    commentary (`comments`, `_recorded_disagrees`). While the auction is not over (or without one),
    the record's, since nothing in the export gives another — but for an auction recorded up to `*` with a
    play and no Contract tag, the last bid, in which the reader reads the play (`pbn._auction_unchecked`):
    other readers (endplay) read no play without a contract; `_recorded_table_tags` says the record had none."""
    seat_calls = [(e.seat, e.call) for e in calls if e.seat is not None and e.call is not None]
    closed = bool(seat_calls) and passes_to_close([c for _, c in seat_calls], [s for s, _ in seat_calls]) == 0
    if not closed:
        recorded = _recorded_contract(meta)
        if recorded is None and played and _star_without_contract(meta):
            return auction_contract(seat_calls), False
        return recorded, False
    state = (ruling or {}).get("state")
    if isinstance(state, dict) and "contract" in state:  # the ruling's table in the auction, or after it
        got = state.get("contract")
        final = _recorded_contract({"contract": got.get("text"), "declarer": got.get("declarer")}) \
            if isinstance(got, dict) else None
        passed_out = final is None and state.get("phase") == "passed_out"
        if final is None and not passed_out:  # not over under the ruling (a pass out of rotation …)
            if comments is not None:
                comments.extend(_recorded_unwritten(meta))
            return None, False
    else:
        final = auction_contract(seat_calls)  # Law 22: the last bid, by the first of its side to name the strain
        passed_out = final is None and all(c.kind == "pass" for _, c in seat_calls)
    swapped = _swapped_declarer(meta)
    if final is not None and swapped is not None and swapped == final.declarer_seat.partner:
        final = dataclasses.replace(final, declarer=swapped)  # who played it (§3.4.13), said by `_declarer`
    if comments is not None:
        comments.extend(_recorded_disagrees(meta, final))
    return final, passed_out


def _swapped_declarer(meta: dict[str, Any]) -> Seat | None:
    """The player the record marks as having played the contract in dummy's place (`Declarer "^S"`,
    declarer and dummy swapped, §3.4.13), else None."""
    seats = [m.get("seat") for m in meta.get("irregularities") or [] if m.get("kind") == "declarer_dummy_swapped"]
    recorded = str(meta.get("declarer") or "").strip()
    if recorded.startswith("^"):
        seats.append(recorded[1:].strip().upper())
    return next((Seat(str(s)) for s in seats if str(s) in ("N", "E", "S", "W")), None)


def _recorded_unwritten(meta: dict[str, Any]) -> list[str]:
    """The commentary on a recorded Contract and Declarer when the ruling says the auction is not over
    (the tags are then `?`)."""
    given = [(name, str(meta.get(key) or "").strip()) for name, key in (("Contract", "contract"),
                                                                         ("Declarer", "declarer"))]
    given = [(name, value) for name, value in given if value and value != "?"]
    if not given:
        return []
    zh = "、".join(f'{name} "{value}"' for name, value in given)
    en = " and ".join(f'{name} "{value}"' for name, value in given)
    return [f"记录的 {zh} 未写入：裁决认为叫牌尚未结束（第22条），写作 ?"
            f" — the recorded {en} are not written: under the ruling the auction is not over (Law 22), so ?"]


def _recorded_disagrees(meta: dict[str, Any], final: Contract | None) -> list[str]:
    """The commentary on a recorded Contract or Declarer that is not the one the export writes (the
    auction's, Law 22): the recorded value, then what is written, Chinese first, English beside. A
    Declarer marked `^` (declarer and dummy swapped, §3.4.13) is written as the player who played
    (`_swapped_declarer`), said by `_declarer`; a value not known (`?`, empty) is no disagreement."""
    written_contract = final.text if final is not None else "Pass"
    written_declarer = str(final.declarer) if final is not None else ""
    wrong: list[tuple[str, str, str]] = []
    text = str(meta.get("contract") or "").strip()
    if text and text != "?":
        try:
            got = parse_recorded(text)
        except ValueError:
            got = None
        recorded = got.text if isinstance(got, Contract) else "Pass" if got is not None else text
        if recorded != written_contract:
            wrong.append(("Contract", text, written_contract))
    seat = str(meta.get("declarer") or "").strip().lstrip("^")
    if seat and seat != "?" and seat.upper() != written_declarer:
        wrong.append(("Declarer", seat, written_declarer or "（无 none）"))
    tricks = _recorded_tricks(final, meta)
    if tricks is not None and str(tricks) != str(meta.get("result")):
        wrong.append(("Result", str(meta.get("result")), str(tricks)))
    if not wrong:
        return []
    zh = "、".join(f'{name} "{value}"' for name, value, _ in wrong)
    made = "、".join(f'{name} "{value}"' for name, _, value in wrong)
    en = " and ".join(f'{name} "{value}"' for name, value, _ in wrong)
    made_en = ", ".join(f'{name} "{value}"' for name, _, value in wrong)
    side = "（记录的 Result 是记录的庄家一方的墩数）" if tricks is not None and str(tricks) != str(meta.get("result")) else ""
    side_en = " (the recorded Result is the tricks of the recorded declarer's side)" if side else ""
    return [f"记录的 {zh} 与叫牌不符，按叫牌写作 {made}（第22条）{side}"
            f" — the recorded {en} disagree with the auction; written as the auction gives them: {made_en}"
            f" (Law 22){side_en}"]


def _recorded_tricks(final: Contract | None, meta: dict[str, Any]) -> int | None:
    """The recorded Result (`meta["result"]`: the tricks of the recorded declarer's side) as the
    tricks of `final`'s declarer: the other side's (13 less) when the recorded declarer is of the
    other side; None when not known."""
    text = str(meta.get("result") if meta.get("result") is not None else "")
    if not text.isdigit():
        return None
    seat = str(meta.get("declarer") or "").strip().lstrip("^").upper()
    if final is None or seat not in ("N", "E", "S", "W") or Seat(seat).side == final.declaring_side:
        return int(text)
    return 13 - int(text)


#: the §3.9 mark of a call the ruling cancelled, by the irregularity the ruling names
CANCELLED_MARK = {"insufficient_bid": "^I", "bid_out_of_rotation": "^S", "pass_out_of_rotation": "^S",
                  "double_out_of_rotation": "^S", "call_out_of_rotation": "^S"}


def standing_auction(calls: list[Event], ruling: dict[str, Any] | None) -> tuple[list[Event], dict[int, list[str]]]:
    """The calls that stand after rectification, and the note on each cancelled call by the event
    of the standing call that carries it. The ruling says which calls it cancelled (its
    `state.auction`, each `{event, seat, call, cancelled, law}`) and why (its `rulings`, by event):
    the exporter keeps that judgement and makes none of its own. A cancelled call's note goes on the
    next standing call (where the irregularity happened: the corrected bid, the call of the player
    whose turn it was), or on the last standing call when none follows."""
    state = (ruling or {}).get("state")
    entries = state.get("auction") if isinstance(state, dict) else None
    gone = {a["event"]: a for a in entries or [] if isinstance(a, dict) and a.get("cancelled")}
    if not gone:
        return calls, {}
    why = {r.get("event"): r for r in (ruling or {}).get("rulings") or [] if isinstance(r, dict)}
    standing = [e for e in calls if e.index not in gone]
    carried: dict[int, list[str]] = {}
    for e in calls:
        if e.index not in gone or not standing:
            continue
        later = [s for s in standing if s.index > e.index]
        host = later[0] if later else standing[-1]
        carried.setdefault(host.index, []).append(_cancelled_text(e, gone[e.index], why.get(e.index)))
    return standing, carried


def _cancelled_text(e: Event, entry: dict[str, Any], item: dict[str, Any] | None) -> str:
    """`^I 东 E 1D（不足叫牌 insufficient bid；第27条B款 Law 27B）`: a cancelled call, its mark, its law."""
    kind = str((item or {}).get("irregularity") or "")
    mark = CANCELLED_MARK.get(kind, "")
    words = [w for w in (MARK_WORDS[mark[1]] if mark else ()) if w]
    law = str(entry.get("law") or "")
    why = "；".join(p for p in (" ".join(words), f"{ref_zh(law)} Law {law}" if law else "") if p)
    return f"{mark} {_seat_zh(e.seat)} {e.seat} {e.call}".strip() + (f"（{why}）" if why else "")


def _deal_tags(log: DealLog, meta: dict[str, Any]) -> list[tuple[str, Any]]:
    """The Mandatory Tag Set up to Scoring (§3.4): Event … Vulnerable, Deal from the dealer (`-` for a
    hand not known, "" without hands), Scoring; Board only when the board number is known. Event,
    Site, Date, Board, the players and Scoring the record gives in another case (`[board "8"]`) are
    its values (`_recased`); the Dealer, Vulnerable and Deal are the log's."""
    recased = _recased(meta)  # a tag the record names in another case (`board "8"`) gives its value
    tags: list[tuple[str, Any]] = [("Event", recased.get("Event", meta.get("event") or log.title)),
                                   ("Site", recased.get("Site", meta.get("site"))),
                                   ("Date", recased.get("Date", meta.get("date")))]
    board = _int(recased["Board"]) if "Board" in recased else None
    board = board or (log.board if log.board is not None else _int(meta.get("board")))
    if board is not None:
        tags.append(("Board", board))
    players = meta.get("players") or {}
    tags.extend((name, recased.get(name, players.get(seat))) for name, seat in (("West", "W"), ("North", "N"),
                                                                               ("East", "E"), ("South", "S")))
    tags += [("Dealer", str(log.dealer)), ("Vulnerable", PBN_VULNERABLE[log.vulnerable])]
    first = log.dealer
    order = [first, first.lho, first.partner, first.rho]
    end = meta.get("end_position") or {}
    if log.hands:
        tags.append(("Deal", f"{first}:" + " ".join(format_hand(log.hands[s]) if s in log.hands else "-"
                                                    for s in order)))
    elif end.get("hands"):  # an end position (§3.10): hands of fewer than 13 cards, which no log holds
        tags.append(("Deal", f"{first}:" + " ".join(end["hands"].get(str(s)) or "-" for s in order)))
    else:
        tags.append(("Deal", ""))
    tags.append(("Scoring", recased.get("Scoring", meta.get("scoring"))))
    return tags


def _declarer(final: Contract | None, meta: dict[str, Any], auctioned: bool, comments: list[str]) -> str | None:
    """The Declarer tag: the contract's declarer (or the record's, without an auction), never the
    record's `^S` mark: a declarer and dummy swapped is said in the commentary."""
    declarer = str(final.declarer) if final else None
    recorded = (meta.get("declarer") or "").strip()
    swapped = _swapped_declarer(meta)
    if swapped is not None:
        comments.append(f"记录注明庄家与明手对换（PBN ^{swapped}）：实际做庄的是{_seat_zh(swapped)}"
                        f" — the record marks declarer and dummy swapped (PBN ^{swapped}): {swapped} played the contract")
    if declarer is None and not auctioned:
        declarer = recorded.lstrip("^") or None
    return declarer


def _result(final: Contract | None, meta: dict[str, Any], claims: list[Event], won: int | None, complete: int,
            auctioned: bool) -> str | None:
    """The Result: the record's result (the tricks of the contract's declarer, `_recorded_tricks`;
    one the players agreed, `^`, too: `_agreed` keeps its mark), else declarer's tricks from the
    complete tricks and the last claim or concession (Law 79); None when not known."""
    recorded = _recorded_tricks(final, meta)
    if final is not None and recorded is not None:  # agreed (`^`) or not, the record's statement
        return str(recorded)
    if final is not None:
        if claims and won is not None:
            last = claims[-1]
            mine = last.seat is not None and last.seat.side == final.declaring_side
            rest = 13 - complete
            return str(won + ((last.tricks or 0) if (last.type == "claim") == mine else rest - (last.tricks or 0)))
        if complete == 13 and won is not None:
            return str(won)
        return None if recorded is None else str(recorded)
    if not auctioned and meta.get("result") is not None:
        return str(meta["result"])
    return None


def _result_text(result: str | None, ruled: dict[str, str]) -> str | None:
    """The Result tag's value (§3.4.15): the ruled one when the ruling changed it, else the result,
    a plain number even when the players agreed on it (`_agreed` keeps the `^`)."""
    if "Result" in ruled:
        return ruled["Result"]
    return result


def _agreed(result: str | None, ruled: dict[str, str], meta: dict[str, Any], passed_out: bool,
            comments: list[str]) -> list[str]:
    """A Result the record says the players agreed on (§3.4.15 `^8`, a number of tricks that is not
    the number won, Law 79), unless the ruling changed it: the Result tag is the plain number, which
    every reader reads (endplay fails on `^8`, and so on the whole file), the commentary says it
    (Chinese first, English beside) and the line `; 日志 log Result "^8"` (`logcomment.agreed_line`)
    keeps the mark for our reader, which reads it back as `^8`, so that its audit and ruling find on
    the export what they find on the record. The lines to put before the first tag."""
    if passed_out or result is None or "Result" in ruled or not meta.get("result_agreed"):
        return []
    comments.append(f"记录注明结果 {result} 墩为双方同意的结果（PBN Result \"^{result}\"，§3.4.15；第79条），"
                    f"不一定是实际赢得的墩数；Result 标签写作 {result} — the record marks the result of {result} "
                    f"tricks as agreed by the players (PBN Result \"^{result}\", §3.4.15; Law 79), not necessarily "
                    f"the tricks won; the Result tag is written {result}")
    return [agreed_line(result)]


def _transferred(ruling: dict[str, Any] | None, ruled: dict[str, str], result: str | None) -> list[str]:
    """The line `; 日志 log Result "6" = 5 +1 (Law 64)` (`logcomment.transferred_line`) when the Result
    tag is the ruling's after a transfer of tricks and the table's result is known: our reader reads
    the table's result back, so that the audit of the export checks the play against it (Law 79) as
    on the record, and the ruled Score against the ruled result (Law 77). The lines to put before
    the first tag."""
    state = (ruling or {}).get("state")
    got = state.get("result") if isinstance(state, dict) else None
    moved = int((got or {}).get("transferred") or 0) if isinstance(got, dict) else 0
    if not moved or "Result" not in ruled or result is None or not str(result).isdigit():
        return []
    return [transferred_line(ruled["Result"], str(result), moved)]


def _recorded_score(meta: dict[str, Any], ruled: dict[str, str], dropped: frozenset[str]) -> list[str]:
    """A line `; 日志 log Score "NS 420" as recorded` (`logcomment.recorded_score_line`) for each score
    tag (`SCORE_TAGS`) the export did not copy (Law 77's Score in place of a wrong one, the ruling's,
    or none: the tags worked out from a wrong Score, those an adjusted score leaves out): our reader
    reads the table's tags back, so that the audit of the export checks the table's Score against
    the table's result (Law 77) and finds what the audit of the record found, and the export of the
    export is the same file. In the record's order; the lines to put before the first tag."""
    tags = dict(meta.get("tags") or {})
    if meta.get("score"):  # the Score the audit checks (`check_score`)
        tags["Score"] = meta["score"]
    lines = []
    for name, value in tags.items():
        recorded = str(value).strip()
        if name not in SCORE_TAGS or not recorded:
            continue
        if ruled.get(name, "" if name in dropped else recorded).strip() != recorded:
            lines.append(recorded_score_line(name, recorded))
    return lines


def _recorded_table_tags(meta: dict[str, Any], written: dict[str, str | None], ruled: dict[str, str]) -> list[str]:
    """A line `; 日志 log Declarer "N" as recorded` (`logcomment.recorded_tag_line`) for each of the
    record's Contract, Declarer and Result the export does not write as recorded (the auction's in
    their place, Law 22, said in the commentary by `_recorded_disagrees`): our reader reads them back
    in place of the tags, so that the audit of the export finds the contract or declarer mismatch
    the audit of the record finds, and reads the play and the Result as the record's. Not for a
    value not known (`?`), a swapped declarer (`^S`), an agreed Result (`^8`, `_agreed`) or a Result
    the ruling changed (`_transferred`)."""
    lines = []
    names: tuple[tuple[str, str], ...] = (("Contract", "contract"), ("Declarer", "declarer"), ("Result", "result"))
    if _star_without_contract(meta) and str(written.get("Contract") or "?") != "?":
        # the contract written is the last bid the play is read in: the record gave none (`?` reads as none)
        lines += [recorded_tag_line("Contract", "?"), recorded_tag_line("Declarer", "?")]
        names = names[2:]
    for name, key in names:
        recorded = str(meta.get(key) or "").strip()
        if not recorded or recorded == "?" or recorded.startswith("^") or (name == "Result" and "Result" in ruled):
            continue
        if recorded != str(written.get(name) or "").strip():
            lines.append(recorded_tag_line(name, recorded))
    return lines


def _events_zh(log: DealLog) -> list[str]:
    """The commentary on the events PBN cannot show, in the words of the console
    (`rulings.render.event_text`), Chinese then English, numbered from 1 as the ruling counts them:
    a call with what the log says of it (conventional, the suits it shows, a change of call …) or
    its note, an annotated card, the director, choices, findings (with their law), claims and
    concessions."""
    comments: list[str] = []
    for e in log.events:
        if e.type in ("call", "lead", "play") and not _flags_zh(e) and not (e.note and e.type == "call"):
            continue
        item = event_to_dict(e)
        n = event_number(e.index)
        law = f"（{ref_zh(e.law)} Law {e.law}）" if e.type == "finding" and e.law else ""
        note = f"（注 note：{e.note}）" if e.note and e.type in ("call", "claim") else ""
        comments.append(f"第{n}项事件：{event_text(item, 'zh')}{law}{note} — event {n}: {event_text(item, 'en')}")
    return comments


#: the NAGs of PBN's suffix annotations (`rulings.records.pbn.NAG_MEANING`) in Chinese
NAG_ZH = {1: "好", 2: "差", 3: "很好", 4: "很差", 5: "值得一试", 6: "可疑"}


def annotation_comments(log: DealLog, meta: dict[str, Any]) -> list[str]:
    """The record's suffix annotations and NAGs (PBN §3.5.2: `!`, `??`, `$3` …, `meta["annotations"]`),
    the annotator's judgement of a call or card, in the commentary, those of one call or card
    together, Chinese first, English beside: in the grid they stop endplay's reader (issue 14: the
    export dropped them)."""
    groups: dict[tuple[str, Any], list[dict[str, Any]]] = {}
    for a in meta.get("annotations") or []:
        key = ("event", a["event"]) if "event" in a else ("card", a.get("card"))
        groups.setdefault(key, []).append(a)
    out: list[str] = []
    for (kind, what), found in groups.items():
        if kind == "event":
            e = log.events[what] if isinstance(what, int) and 0 <= what < len(log.events) else None
        else:
            e = next((ev for ev in log.events if ev.type in ("lead", "play") and str(ev.card) == what), None)
        zh = "、".join(f"{a['annotation']} {NAG_ZH.get(a['nag'], a['meaning'])}" for a in found)
        en = ", ".join(f"{a['annotation']} ({a['meaning']})" for a in found)
        if e is None:
            line = found[0].get("line")
            out.append(f"第{line}行的评注：{zh} — the annotations of line {line}: {en}")
            continue
        item, n = event_to_dict(e), event_number(e.index)
        out.append(f"第{n}项事件：{event_text(item, 'zh')}，评注 {zh} — event {n}: {event_text(item, 'en')}, "
                   f"annotated {en}")
    return out


def _not_read(meta: dict[str, Any]) -> list[str]:
    """The words of the record outside any section, which the reader warns about and does not read
    (`meta["not_read"]`), whole in the commentary, and what else it did not read into the log, as
    it said it (`meta["left_out"]`: a stray LIN line or pair, a `^L` in the Auction …): the export
    drops no text of the record."""
    return [f"记录中未读入的文字（不在任何段中）：{text} — text of the record not read (outside any section): {text}"
            for text in meta.get("not_read") or []] + [
        f"记录中未读入的内容：{said} — not read from the record: {said}" for said in meta.get("left_out") or []]


def _star_without_contract(meta: dict[str, Any]) -> bool:
    """A PBN auction recorded up to `*` (§3.5) whose record gives no Contract tag (or `?`)."""
    return meta.get("auction_end_line") is not None and str(meta.get("contract") or "").strip() in ("", "?")


def _recorded_contract(meta: dict[str, Any]) -> Contract | None:
    """The contract the record's Contract and Declarer tags give (they may disagree with the auction,
    which the audit reports; the export keeps the record as it is)."""
    try:
        got = parse_recorded(str(meta.get("contract") or ""))
    except ValueError:
        return None
    seat = str(meta.get("declarer") or "").strip().lstrip("^").upper()
    if not isinstance(got, Contract) or seat not in ("N", "E", "S", "W"):
        return None
    return dataclasses.replace(got, declarer=Seat(seat))


def _int(value: Any) -> int | None:
    text = str(value or "").strip()
    return int(text) if text.isdigit() and int(text) >= 1 else None


#: PBN 2.1 limits: note numbers 1 to 32 in a game (§3.5.4), strings of at most 255 characters
MAX_NOTES = 32
MAX_STRING = 255
#: a line of export format is at most 255 characters with its line end, CR LF (§2.3): 253 without
MAX_LINE = 253


class _Notes:
    """The notes of one game, numbered from 1 through the auction and the play (§3.5.4: one number
    per text), at most 32: a note beyond goes to the commentary with the call or card it is on
    (`overflow`), and its call or card has no note. A note longer than a PBN string keeps its
    start and says that its whole text is in the commentary."""

    def __init__(self) -> None:
        self.texts: list[str] = []
        self.overflow: list[str] = []
        self._written = 0

    def ref(self, text: str, where: str = "") -> str:
        if text not in self.texts:
            if len(self.texts) >= MAX_NOTES:
                self.overflow.append(f"超出 PBN 32 个注释的注 note beyond PBN's {MAX_NOTES} notes: {where} {text}")
                return ""
            self.texts.append(text)
        return f"={self.texts.index(text) + 1}="

    def tags(self) -> list[str]:
        """The Note tags not written yet (the auction's after the auction, the play's after the play)."""
        out = []
        for number, text in enumerate(self.texts[self._written:], start=self._written + 1):
            value = f"{number}:{text}"
            room = min(MAX_STRING, MAX_LINE - len('[Note ""]'))  # a PBN string, on a line of export format
            if len(_note_safe(value)) > room:
                self.overflow.append(f"注 {number} 全文 note {number} in full: {text}")
                tail = f" …（全文见注释 note {number} in full in the commentary）"
                value = _fit(value, room - len(tail), _note_safe) + tail
            out.append(f'[Note "{_note_safe(value)}"]')
        self._written = len(self.texts)
        return out


def _fit(text: str, room: int, escape: Any) -> str:
    """The longest start of `text` that `escape` writes in at most `room` characters."""
    size = min(len(text), room)
    while size > 0 and len(escape(text[:size])) > room:
        size -= max(1, (len(escape(text[:size])) - room) // 2)
    return text[:max(size, 0)]


def split_commentary(text: str, size: int = MAX_STRING) -> list[str]:
    """A commentary text as PBN strings of at most `size` characters: a longer one is split (never
    cut short), each piece but the last ending with `…`, the next starting with `…`."""
    if len(text) <= size:
        return [text]
    pieces: list[str] = []
    rest = text
    while len(rest) > size:
        cut = size - 1 - (1 if pieces else 0)
        pieces.append(("…" if pieces else "") + rest[:cut] + "…")
        rest = rest[cut:]
    pieces.append("…" + rest)
    return pieces


def marks_note(marks: list[str], skipped: list[Seat], text: str | None) -> str:
    """A note carrying §3.9 marks: the marks, their meaning in parentheses, then the note's own text
    (`^S ^I (越序叫牌，跳过北 call out of rotation, N skipped; 不足叫牌 insufficient bid) Alert: …`).
    `rulings.records.pbn` reads the marks as if they stood before the call or card."""
    words = []
    for mark in dict.fromkeys(marks):
        zh, en = MARK_WORDS[mark[1]]
        if mark == "^S":
            zh += "，跳过" + "、".join(SEAT_ZH[s] for s in skipped)
            en += ", " + " ".join(str(s) for s in skipped) + " skipped"
        words.append(f"{zh} {en}")
    return " ".join(marks) + " (" + "; ".join(words) + ")" + (f" {text}" if text else "")


def _auction(log: DealLog, calls: list[Event], raw_events: list[Any], marks: str, notes: _Notes,
             cancelled: dict[int, list[str]], end: str = "*",
             recorded: dict[int, frozenset[str]] | None = None) -> list[str]:
    """The auction grid from the dealer (§3.5, §3.9) of the calls that stand after rectification, each
    in its seat's column: a call out of rotation that stands (accepted, Law 29A) with its marks
    (`^S` for each player skipped, `^I` before an insufficient bid accepted, Law 27A) in the grid
    (marks="grid") or in the call's note (marks="notes"); a call the ruling cancelled in the note of
    the standing call where it happened, with its mark and its law (`cancelled`, never in the grid:
    it is no call of the auction); alerts and explanations as notes `=N=`. An auction not closed
    ends with `end`: `*` (§3.5: it ends as recorded), or `+` when the record says it is to be
    continued. A `^I` the record writes on a call that is not insufficient (`recorded`) is kept."""
    cells: list[str] = []
    column = log.dealer
    last_bid: Call | None = None
    made: list[Call] = []
    seats: list[Seat] = []
    for e in calls:
        assert e.seat is not None and e.call is not None
        skipped: list[Seat] = []
        while column != e.seat:
            skipped.append(column)
            column = column.lho
        found = ["^S"] * len(skipped) + _call_marks(e, last_bid, recorded)
        if e.call.is_bid:
            last_bid = e.call  # an insufficient bid accepted (Law 27A) is the bid to beat from now on
        made.append(e.call)
        seats.append(e.seat)
        text = _call_note(e, raw_events)
        token = PBN_CALL.get(e.call.kind, str(e.call))
        if marks == "grid":
            cells.extend(m for m in found if m == "^S")
            token = " ".join([m for m in found if m == "^I"] + [token])
        else:
            if skipped:  # each skipped column holds `-` (not the player's turn: the call took it)
                skip = notes.ref(marks_note(["^S"], skipped, None), f"第{event_number(e.index)}项事件：{_seat_zh(e.seat)}越序叫 {e.call}")
                cells.extend(" ".join(t for t in ("-", skip) if t) for _ in skipped)
            if "^I" in found:
                text = marks_note(["^I"], [], text)
        if e.index in cancelled:
            text = " ".join(t for t in (text, CANCELLED_NOTE + " " + "; ".join(cancelled[e.index])) if t)
        if text:
            token = " ".join(t for t in (token, notes.ref(str(text), f"第{event_number(e.index)}项事件：{_seat_zh(e.seat)}叫 {e.call}"))
                             if t)
        cells.append(token)
        column = column.lho
    if passes_to_close(made, seats) > 0:
        cells.append(end)
    rows = [" ".join(cells[i:i + 4]) for i in range(0, len(cells), 4)]
    return rows + notes.tags()


def _call_marks(e: Event, last_bid: Call | None, recorded: dict[int, frozenset[str]] | None) -> list[str]:
    """`^I` on a bid not above the last bid (`last_bid`), or on a call the record marks `^I` (`recorded`:
    the audit warns that the ruling does not find it; kept as written)."""
    assert e.call is not None
    insufficient = e.call.is_bid and last_bid is not None and e.call.rank <= last_bid.rank
    return ["^I"] if insufficient or "^I" in (recorded or {}).get(e.index, ()) else []


def _call_note(e: Event, raw_events: list[Any]) -> str | None:
    """A call's own note: `Alert` (with its explanation) when the plain data says it was alerted,
    else its explanation."""
    raw = raw_events[e.index] if e.index < len(raw_events) and isinstance(raw_events[e.index], dict) else {}
    explanation = e.explanation or raw.get("explanation")
    if raw.get("alert") is True:
        return "Alert" + (f": {explanation}" if explanation else "")
    return str(explanation) if explanation else None


def _tricks(plays: list[Event], leader: Seat | None,
            trump: str | None) -> tuple[list[list[Event]], list[Event]]:
    """The cards a trick at a time in the order played; a second card by the same player in one
    trick cannot be placed (it goes to the commentary)."""
    tricks: list[list[Event]] = []
    unplaced: list[Event] = []
    current: list[Event] = []
    for e in plays:
        if len(current) == 4:
            tricks.append(current)
            current = []
        if any(c.seat == e.seat for c in current):
            unplaced.append(e)
            continue
        current.append(e)
    if current:
        tricks.append(current)
    return tricks, unplaced


def _count(tricks: list[list[Event]], final: Contract | None) -> tuple[int | None, int]:
    """Tricks won by declarer's side in the complete tricks, and how many tricks are complete."""
    complete = sum(1 for t in tricks if len(t) == 4)
    if final is None:
        return None, complete
    won = 0
    for trick in tricks:
        if len(trick) < 4:
            break
        winner = trick_winner([e.played for e in trick], final.trump)
        won += int(winner.side == final.declaring_side)
    return won, complete


def _card_marks(i: int, e: Event, expected: Seat | None, led: Card, held: set[Card] | None,
                recorded: dict[int, frozenset[str]] | None = None) -> list[str]:
    """The §3.9 mark of the `i`-th card of a trick: of a record (`recorded`, `recorded_marks`), the
    marks it writes on the card; of a log, `^L` a lead by another than the player due to lead, `^R`
    a card of another suit while the player held the suit led (the deal known)."""
    assert e.card is not None
    if recorded is not None:
        return [m for m in ("^L", "^R") if m in recorded.get(e.index, ())]
    if i == 0 and expected is not None and e.seat != expected:
        return ["^L"]
    if i > 0 and e.card.suit != led.suit and held is not None and any(c.suit == led.suit for c in held):
        return ["^R"]
    return []


def _play(log: DealLog, tricks: list[list[Event]], leader: Seat, due: Seat | None, trump: str | None,
          marks: str, notes: _Notes, continued: bool = False,
          recorded: dict[int, frozenset[str]] | None = None) -> list[str]:
    """The play grid from `leader`'s column (§3.6, §3.9): `^L` for a card led out of turn (`due` is
    the player due to lead the first trick, then each trick's winner), `^R` for a revoke, in the
    grid (marks="grid") or in the card's note (marks="notes"); when fewer than 52 cards, `*` (the
    play ends as recorded: a claim, a concession) or, when the record says the play is to be
    continued (`continued`), `+` in the column of the card to be played next (`_continue_at`)."""
    columns = [leader, leader.lho, leader.partner, leader.rho]
    rows: list[str] = []
    expected = due
    held = {s: set(cards) for s, cards in log.hands.items()}
    for trick in tricks:
        by_seat = {e.seat: (i, e) for i, e in enumerate(trick)}
        led = trick[0].card
        cells = []
        for s in columns:
            if s not in by_seat:
                cells.append("-")
                continue
            i, e = by_seat[s]
            assert e.card is not None and led is not None
            found = _card_marks(i, e, expected, led, held.get(s), recorded)
            text = str(e.note) if e.note else None
            token = str(e.card)
            if marks == "grid":
                token = " ".join(found + [token])
            elif found:
                text = marks_note(found, [], text)
            if text:
                token = " ".join(t for t in (token, notes.ref(text, f"第{event_number(e.index)}项事件：{_seat_zh(s)}出 {e.card}")) if t)
            cells.append(token)
        for e in trick:
            if e.seat in held and e.card is not None:
                held[e.seat].discard(e.card)
        rows.append(" ".join(cells))
        if len(trick) == 4:
            expected = trick_winner([e.played for e in trick], trump)
        else:
            expected = None
    if continued and sum(len(t) for t in tricks) < 52:
        _continue_at(rows, tricks, columns, expected)
    elif sum(len(t) for t in tricks) < 52:
        rows.append("*")
    return rows + notes.tags()


def _continue_at(rows: list[str], tricks: list[list[Event]], columns: list[Seat], due: Seat | None) -> None:
    """`+` (§3.6: the play is to be continued) where the next card goes: in the last trick's row at the
    column after its last card, else in a row of its own at the column of the player due to lead
    (`due`, the last trick's winner), `-` in the others (a row of four: every reader counts columns)."""
    last = tricks[-1] if tricks else []
    if 0 < len(last) < 4 and last[-1].seat is not None:
        cells = rows[-1].split(" ")
        at = [i for i, c in enumerate(cells) if not c.startswith(("=", "^"))]  # the four columns: no note, no mark
        cells[at[columns.index(last[-1].seat.lho)]] = "+"
        rows[-1] = " ".join(cells)
        return
    if due is not None:
        rows.append(" ".join("+" if s == due else "-" for s in columns))


# --------------------------------------------------------------------------- Chinese commentary


def ref_zh(ref: str) -> str:
    """A citation path in Chinese: 31 → 第31条, 31B → 第31条B款, 31A2b → 第31条A款第2项(b),
    25B2b2 → 第25条B款第2项(b)(2)."""
    m = re.fullmatch(r"(\d+)([A-Z])?(\d+)?([a-z])?(\d+)?", str(ref).strip())
    if m is None:
        return str(ref)
    law, section, item, sub, subsub = m.groups()
    text = f"第{law}条"
    if section:
        text += f"{section}款"
    if item:
        text += f"第{item}项"
    if sub:
        text += f"({sub})"
    if subsub:
        text += f"({subsub})"
    return text


def ruling_zh(ruling: dict[str, Any]) -> list[str]:
    """The ruling as commentary lines, in the words of the console and the terminal
    (`rulings.render.render_text`, one wording): Chinese first, each ruling with its irregularity,
    offender, the laws it cites (第31条B款 …), its rectification and the options, then the state of
    the table (contract, result and score after a transfer); then the same in English (Law 31B …)."""
    if not isinstance(ruling.get("rulings"), list):
        return []
    stated = isinstance(ruling.get("state"), dict)
    whole = ruling if stated else {**ruling, "state": {"phase": ""}}
    texts = [render_text(whole, lang) for lang in ("zh", "en")]
    if not stated:  # no state: the items only (render_text puts the state after a blank line)
        texts = [text.split("\n\n", 1)[0] for text in texts]
    return [line.strip() for text in texts for line in text.splitlines() if line.strip()]


def _seat_zh(seat: Any) -> str:
    try:
        return SEAT_ZH[parse_seat(str(seat))]
    except ValueError:
        return str(seat)


def _flags_zh(e: Event) -> list[str]:
    """The annotations of a call or card that PBN cannot show."""
    if e.type not in ("call", "lead", "play"):
        return []
    flags = []
    if e.conventional is not None:
        flags.append("约定叫" if e.conventional else "自然叫")
    if e.suits:
        flags.append("相关花色 " + "".join(e.suits))
    if e.replaces:
        flags.append("替换先前的叫牌" if e.type == "call" else "替换先前的出牌")
    if e.inadvertent is not None:
        flags.append("无意的" if e.inadvertent else "非无意的")
    if e.simultaneous:
        flags.append("与轮到者同时叫出")
    if e.wrong_board:
        flags.append("用错误牌套的牌叫出")
    if e.names is not None:
        flags.append(f"说出所加倍的实质叫牌 {e.names}")
    return flags


def _comment_safe(text: str) -> str:
    return text.replace("}", "｝").replace("{", "｛")


def _note_safe(text: str) -> str:
    return text.replace("\n", " ").replace("\\", "\\\\").replace('"', '\\"')


__all__ = ["ref_zh", "ruling_zh", "split_commentary", "standing_auction", "to_pbn", "no_game_text", "to_pbn_file", "unread_game"]
