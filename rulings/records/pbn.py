"""PBN 2.1 import: each game of a PBN file as a `BoardRecord` (`rulings.records.builder`), its event
log made by the `LogBuilder`. A malformed game carries its `LogError` (board and line) and the
others still import. The tokens, the split into games and the inheritance of tags (§4.8) are in
`rulings.records.tokens`; the decoding of the bytes in `rulings.records.encoding`.

What is read
- Tags Event, Site, Date, Board, West/North/East/South, Dealer, Vulnerable (None | Love | -, NS,
  EW, All | Both), Deal ("N:S.H.D.C …"; `-` for a hand not known; three known hands complete the
  fourth), Declarer (`^N`: §3.4.13, N played the contract, not the declarer the auction made: after
  a faced opening lead out of turn, declarer spread his hand, Law 54A; read into the log as that
  spread, right after the lead, so the engine rules 54A), Contract, Result (§3.4.15: `9`, `NS 9`,
  `EW 4`, `EW 4 NS 9`, `NS 9 EW 4`; a leading `^` says the players agreed on a number of tricks that
  is not the number won; a Result that is not possible, `NS 14`, `EW 4 NS 8`, is an error of the
  board with its line), Score, Auction, Play and Note. A tag name must start with a capital
  (§3.3): `[board "8"]` is read as Board, with a warning. `meta["result"]` is the tricks of declarer's side. Every tag of the game is kept
  as read, in its order, in `meta["tags"]` (a tag given twice: the first, with a warning; the later
  values in `meta["tags_again"]`, which the export's commentary names) (Scoring, Score, ScoreIMP, HomeTeam, Room,
  OptimumScore, DoubleDummyTricks, Competition …), and the rows of a table tag's section (§5,
  OptimumResultTable …) in `meta["tag_rows"]`, so that the export loses none of them. Words after
  a tag that has no section (not Auction, Play or a table), or before the first tag with no empty
  line between, are not read: a warning of the game names their lines, and `meta["not_read"]`
  keeps them whole for the export's commentary. A paragraph of text that
  holds no tag, wherever it stands (before the first game, between two, after the last), is an
  error of its own with its lines, its comments named too (`rulings.records.tokens.split_games`:
  also games with no empty line between them, an unclosed `{`, lines of binary data),
  `meta["paragraph"]` (text, counted apart from the boards) unless it holds tags that lack their `[`.
  A paragraph of comments alone is the next game's commentary, and after the last game the last
  game's, with a warning naming its lines. A Board tag written wrong (`[Board "2"`, `Board "2"]`)
  gives its game that board's number (`_loose_board`).
- Comments `{ … }` and `; …` are kept, in order, in `meta["comments"]`; but the log the export
  writes in the commentary (`; 日志 log N: {…}`, `rulings.records.logcomment`) is the game's log
  when it agrees with the Auction and Play sections: every event, the cancelled calls, the
  director, choices and findings included, in table order (else a warning, and the sections); its
  line `; 日志 log Result "^8"` marks the Result tag's `8` as agreed by the players (§3.4.15), as `^8`.
- End positions (§3.10): a Deal whose hands hold fewer than 13 cards, with the trump alone in the
  Contract tag (`S`, `NT`) and the Play tag naming the leader: read into `meta["end_position"]`
  (cards per hand, trump, leader, the tricks played and those declarer's side won); the log
  holds no hands (a log's hands are whole hands of 13).

The auction (§3.5): a grid read row by row, four columns in rotation from the seat in the Auction
tag; every call is logged in table order with the seat of its column:
- `Pass`, `X`, `XX`, `1C` … `7NT` (also `1N`, and bids above seven, which Law 38 rules on);
- irregularities (§3.9), read into the log so that the table model and the engine rule on them:
  `^S` stands in the column of a player who was skipped by a call out of rotation (the call out
  of rotation is then logged for the player who made it, and the table model finds Law 29/31);
  `^I` before a bid marks it insufficient (accepted: Law 27A). The marks as
  `rulings.records.export` writes them for readers without §3.9 are read as in the grid
  (`unfold_marks`): a skipped player's column `- =1=` with `[Note "1:^S (…)"]` is `^S`; a note
  whose text starts with marks (`1C =2=`, `[Note "2:^I (…) text"]`) puts them before its call or
  card. Each mark is kept in `meta["irregularities"]` with its event, and the audit checks that
  the ruling finds it. A note starting `取消 cancelled:` names calls a ruling cancelled (the export
  writes the auction as it stands after rectification): kept in `meta["cancelled"]` with the
  event of the call it is on, and not made the call's explanation;
- `-`: the player of this column made no call here (import format: the players before the dealer);
- `AP`: passes until the auction is closed; `*`: the auction ends here as recorded; `+`: the
  auction is to be continued (§3.5, `meta["continued"] = "auction"`). An auction that stops
  before it is closed without `*` or `+` is a record cut short: the board is an error. Three
  passes after a call (four at the start) close it (Law 17E, `closing_call`): a call after them is
  a call after the final pass, logged for the engine to rule (Law 39). An auction that stops at
  `*` before it is closed takes its contract from the Contract tag (else its last bid), and
  `meta["unchecked"]` says what is not checked (`auction_unchecked`, with the line); words after
  `*` or `+` are not read, and said there too (`words_after_end`: an error of the record). A `^S` or `^I` with no
  call after it is a warning (left out);
- annotations: `=N=` refers to `[Note "N:text"]`, whose text becomes the call's `explanation`; a
  note "Alert: text" or "Alerted" (as Bridge Composer and the European championships' files write
  it) is an alert with its explanation. A Note that no `=N=` of its section refers to, one that
  gives a number again or has none, is not read as a note: kept in the comments, with a warning. The suffixes `!` (good, NAG $1), `?` (poor, $2), `!!`, `??`,
  `!?`, `?!` ($3-$6) and NAGs `$N` are the annotator's judgement, not an alert: kept in
  `meta["annotations"]` with their event (a card's with its card), not ruled on.

The play (§3.6): rows of four cards, the columns in rotation from the seat in the Play tag; `-`
or `--` no card, `*` the end, `+` the next card to be played (`meta["continued"] = "play"`). A play
that stops before its last trick with neither `*` nor `+` is a record cut short: an error, as an
auction cut short is. An opening lead by another than declarer's left-hand opponent that no `^L`
marks is warned about and kept as a lead out of turn; hands not known (fewer than three in the
Deal) are noted in `meta["unchecked"]` (the audit reports what could not be checked).
Each row is one trick, logged in table order from its leader: the winner of the trick before,
or the card marked `^L` (a lead out of turn, §3.9: the other three cards follow it clockwise).
`^R` before a card marks a revoke. The first card of each trick is a `lead` event (Law 1: 引牌
is the first card of every trick). Where the deal is known, each card is logged for the player
whose hand holds it (a row written in the order played is warned about). A game without an
Auction section gets no play events (the play could not follow an auction the log does not show):
its Play section is kept as recorded (`meta["play_unlogged"]`), which the export writes back.

A claim is inferred from the Result: when fewer than 13 tricks are recorded and the play is not
to be continued, the log ends with `{seat: declarer, claim: N}` where N = Result − the tricks
declarer's side won in the complete tricks recorded. A Result that does not fit is warned about.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulings.calls import Call
from rulings.cards import Card, format_hand, read_hand
from rulings.contract import Contract, PassedOut, parse_recorded
from rulings.errors import LogError, zh_of
from rulings.log import DealLog
from rulings.play import trick_winner
from rulings.records.builder import (
    CARD_ORDER,
    CARD_TEXT,
    CARDS,
    SEATS,
    BoardError,
    BoardRecord,
    Deal,
    LogBuilder,
    Said,
    auction_contract,
    board_error,
    call_of,
    card_of,
    check_card,
    complete_hands,
    left_out,
    new_meta,
    passes_to_close,
)
from rulings.records.encoding import NotText, decode, record_format, with_kind
from rulings.records.logcomment import (
    LOG_LINE,
    RECORDED,
    after_end,
    agreed_result,
    logged_events,
    recorded_scores,
    recorded_tags,
    transferred_result,
    unread_error,
)
from rulings.records.tokens import Inheritance, Token, split_games, tokenize
from rulings.refusals import card_zh
from rulings.seats import ORDER, SEAT_EN, SEAT_ZH, Seat, seat_zh

VULNERABLE_TAG = {"none": "none", "love": "none", "-": "none", "ns": "NS", "ew": "EW", "all": "both",
                  "both": "both"}
CLAIM_NOTE = "inferred from the recorded result ({} tricks)"
#: the irregularity marks of §3.9 and what each says
MARKS = {"S": "call_out_of_rotation", "I": "insufficient_bid", "L": "lead_out_of_turn", "R": "revoke"}
_PIECE = re.compile(r"(\^[A-Za-z])|(=\d+=)|(\$\d+)|(!!|\?\?|!\?|\?!|!|\?)|([A-Za-z0-9-]+)|(\+)|(\*)|(.)")
_PLAIN_CALLS: dict[str, Call] = {
    **{w: call_of("P") for w in ("Pass", "PASS", "pass", "P", "p")}, "X": call_of("X"), "x": call_of("X"),
    "XX": call_of("XX"), "xx": call_of("XX"),
    **{f"{level}{s}": call_of(f"{level}{s}") for level in range(1, 8) for s in ("C", "D", "H", "S", "NT", "N")}}
_ALERT_NOTE = re.compile(r"^alert(?:ed)?\b[:.]?\s*", re.I)


# --------------------------------------------------------------------------- reading files


def read_record_text(path: str | Path) -> tuple[str, str]:
    """The text of a record file and how it was decoded (`rulings.records.encoding.decode`; a `.lin`
    file is labelled as LIN; a file named as the other format says so, `sniff_format`). LogError
    when the file cannot be read or is not text."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise LogError(f"no such file: {p}", zh=f"没有这个文件：{p}") from None
    except OSError as exc:
        raise LogError(f"cannot read {p}: {exc}", zh=f"无法读取 {p}：{exc}") from None
    try:
        text, label = decode(raw, record_format(p))
    except NotText as exc:
        raise LogError(f"{p}: {exc}", zh=f"{p}：{exc.zh}") from None
    return text, with_kind(label, p, text)


def import_pbn(path: str | Path) -> list[BoardRecord]:
    """Every game of a PBN file; a malformed game carries its LogError and the others still import."""
    text, encoding = read_record_text(path)
    return parse_pbn(text, source=str(path), encoding=encoding)


def parse_pbn(text: str, source: str = "<pbn>", encoding: str | None = None) -> list[BoardRecord]:
    """Every game of PBN text, in file order."""
    return list(iter_pbn(text.splitlines(keepends=True), source, encoding))


def iter_pbn(lines: Iterable[str], source: str = "<pbn>", encoding: str | None = None,
             inherit: Inheritance | None = None, first_game: int = 1) -> Iterator[BoardRecord]:
    """The games of a stream of PBN lines, one at a time (constant memory)."""
    inherit = inherit or Inheritance()
    for number, (start, text) in enumerate(split_games(lines), start=first_game):
        yield read_game(text, start, number, inherit, source, encoding)


def read_game(text: str, start: int, number: int, inherit: Inheritance, source: str,
              encoding: str | None) -> BoardRecord:
    """One game's text (starting at line `start` of the file) as a BoardRecord."""
    toks = tokenize(text, start)
    g = _collect(toks, inherit)
    notes = getattr(text, "notes", ())
    if not g.tags:
        return _no_game(g, text, start, number, source, encoding, toks)
    if notes:
        g.warnings[:0] = notes
    return _game(g, number, source, encoding, start, text)


def _no_game(g: _Game, text: str, start: int, number: int, source: str, encoding: str | None,
             toks: list[Token]) -> BoardRecord:
    """A stretch of the file that holds no tag (after the last game): an error naming its lines and
    what they hold, its comments too, so that nothing in the file goes unreported."""
    meta = new_meta(source, number, encoding)
    meta["warnings"] = g.warnings
    meta["paragraph"] = _paragraph(g, meta)  # text, not a game: counted apart from the boards
    meta["comments"] = g.comments
    meta["recorded"], meta["no_game"] = _recorded(g, text), True  # for the export: nothing of the file lost
    found = [(first, _stray_text(first, last, words)) for first, last, words, _ in g.stray]
    found += [(line, f"line {line}: the comment {_short(' '.join(comment.split()))!r}")
              for kind, comment, line, _ in toks if kind == "comment"]
    said = [text for _, text in sorted(found, key=lambda item: item[0])]
    if g.bad:
        said.append(f"line {g.bad[1]}: {g.bad[0]}")
    said += list(getattr(text, "notes", ()))
    said = said or [f"line {start}: text with no tag"]
    error = LogError("not a game (PBN §3: a game starts with its tags [Name \"value\"]), not read: " + "; ".join(said),
                     source=source, line=start,
                     zh="不是一局牌（PBN §3：一局以标签 [Name \"value\"] 开始），未读取：" + "；".join(said))
    return BoardRecord(None, meta, error, start)


def _paragraph(g: _Game, meta: dict[str, Any]) -> bool:
    """A paragraph with no tag is text (a preface, a remark between games), not a game, unless it holds
    tags written without their `[` (`Board "2"] Dealer "W"]`: a game written wrong), which is a board
    in error, its number read from the words `Board "2"]` where they are there."""
    text = " ".join(" ".join(words) for _, _, words, _ in g.stray)
    if not _TAG_NO_BRACKET.search(text):
        return True
    board = _BOARD_NO_BRACKET.search(text)
    if board:
        meta["board"] = board.group(1)
    return False


#: words that are a tag but for its `[`: `Dealer "W"]`; `Board "2"]`
_TAG_NO_BRACKET = re.compile(r'[A-Z][A-Za-z0-9_]*\s*"[^"]*"\s*\]')
_BOARD_NO_BRACKET = re.compile(r'(?:^|\s)Board\s*"([^"\s]+)"\s*\]')


# --------------------------------------------------------------------------- one game


@dataclass
class _Game:
    tags: dict[str, str] = field(default_factory=dict)
    lines: dict[str, int] = field(default_factory=dict)
    sections: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    notes: dict[str, dict[str, str]] = field(default_factory=lambda: {"Auction": {}, "Play": {}})
    note_lines: dict[tuple[str, str], int] = field(default_factory=dict)  # (section, number): the Note's line
    again: list[tuple[str, str]] = field(default_factory=list)  # a tag given twice: its later values
    not_read: list[str] = field(default_factory=list)  # words outside any section, each stretch whole
    comments: list[str] = field(default_factory=list)
    logged: list[tuple[str, int]] = field(default_factory=list)  # the log in the commentary
    warnings: list[str] = field(default_factory=list)
    bad: tuple[str, int] | None = None
    start: int = 0
    stray: list[tuple[int, int, list[str], str | None]] = field(default_factory=list)  # words outside a section
    loose: list[tuple[str, int]] = field(default_factory=list)  # malformed tags, as written, and their lines


#: the tag names of PBN 2.1 a reader meets (§3.4 the mandatory ones, §3.7 Note, §4 supplemental ones,
#: §5 tables), by their lowercase: a tag written `[board "8"]` is read as Board, with a warning (§3.3)
TAG_NAMES = {name.lower(): name for name in (
    "Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer", "Vulnerable", "Deal",
    "Scoring", "Declarer", "Contract", "Result", "Auction", "Play", "Note", "Score", "ScoreIMP", "ScoreMP",
    "ScorePercentage", "ScoreRubber", "Competition", "HomeTeam", "VisitTeam", "Room", "Round", "Section",
    "Stage", "Table", "Annotator", "Application", "Description", "EventDate", "Generator", "Mode", "Time",
    "Termination", "BidSystemEW", "BidSystemNS", "OptimumScore", "DealId", "Hidden", "FrenchMP")}


def _section_tag(name: str, value: str) -> bool:
    """A tag whose section may hold rows: Auction, Play, and the tables of §5 (OptimumResultTable,
    ScoreTable …, whose value names the columns)."""
    return name in ("Auction", "Play") or name.endswith("Table") or ";" in value


def _tag_name(name: str, line: int, warnings: list[str]) -> str:
    """PBN §3.3: a tag name starts with a capital letter. A known tag written otherwise (`board`) is
    read as that tag, with a warning; an unknown one is kept as written, with a warning."""
    if name[:1].isupper():
        return name
    known = TAG_NAMES.get(name.lower())
    if known is not None:
        warnings.append(Said(f"line {line}: tag name {name!r} is not valid (PBN §3.3: a tag name starts with a "
                             f"capital letter); read as {known}",
                             f"第{line}行：标签名 {name!r} 不合规（PBN §3.3：标签名以大写字母开头）；按 {known} 读入"))
        return known
    warnings.append(Said(f"line {line}: tag name {name!r} is not valid (PBN §3.3: a tag name starts with a capital "
                         "letter); kept as written", f"第{line}行：标签名 {name!r} 不合规（PBN §3.3：标签名以大写字母开头）；按原样保留"))
    return name


def _stray(g: _Game, word: str, line: int, after: str | None) -> None:
    """A word outside any section, kept with its line; the words of consecutive lines make one
    warning (`_stray_text`): the user's text is never dropped without a word."""
    if g.stray and g.stray[-1][1] in (line, line - 1) and g.stray[-1][3] == after:
        first, _, words, _ = g.stray[-1]
        words.append(word)
        g.stray[-1] = (first, line, words, after)
        return
    g.stray.append((line, line, [word], after))


def _short(text: str) -> str:
    """Text quoted in a warning: at most 60 characters."""
    return text if len(text) <= 60 else text[:57] + "…"


def _stray_text(first: int, last: int, words: list[str]) -> str:
    text = _short(" ".join(words))
    where = f"line {first}" if first == last else f"lines {first}-{last}"
    return f"{where}: {text!r}"


def _stray_text_zh(first: int, last: int, words: list[str]) -> str:
    where = f"第{first}行" if first == last else f"第{first}–{last}行"
    return f"{where}：{_short(' '.join(words))!r}"


def _stray_warnings(g: _Game) -> None:
    """PBN §3: a game is its tags, each followed by its section when it has one (Auction, Play, the
    tables). Words after a tag with no section, or before the game's first tag with no empty line
    between (a paragraph of its own is an error row, `split_games`), are said where they stand."""
    for first, last, words, after in g.stray:
        if after:
            where = (f"after the tag {after}, which has no section (PBN §3: only the Auction, Play and "
                     "table tags are followed by a section)")
        else:
            where = ("before the first tag of this game, with no empty line between (PBN §3: a game "
                     "starts with its tags [Name \"value\"])")
        g.warnings.append(Said(f"{_stray_text(first, last, words)} is not read: it stands {where}",
                               f"{_stray_text_zh(first, last, words)} 未读入：" + (
                                   f"位于没有内容段的标签 {after} 之后" if after else "位于本局第一个标签之前，中间没有空行")))
        g.not_read.append(" ".join(words))  # whole, for the export's commentary


_NOTE_REF = re.compile(r"=(\d+)=")


def _note(g: _Game, value: str, line: int, section: str) -> None:
    """A Note tag `[Note "N:text"]` (§3.7), for the `=N=` of the section it follows. One with no number,
    or a number the section has already, is not read as a note: kept as commentary, and said."""
    number, colon, text = value.partition(":")
    number = number.strip()
    if not colon or not number.isdigit():
        _unread_note(g, value, line, "has no number (PBN §3.7: [Note \"N:text\"] for the =N= of a call or card)")
    elif number in g.notes[section]:
        _unread_note(g, value, line, f"gives note {number} of the {section} again; the first is used")
    else:
        g.notes[section][number] = text.strip()
        g.note_lines[(section, number)] = line


def _unread_note(g: _Game, value: str, line: int, why: str) -> None:
    """A note no call or card takes: its text in the game's commentary (the export writes it), and a
    warning saying so with its line: the user's text is never dropped without a word."""
    g.warnings.append(Said(f"line {line}: [Note {_short(value)!r}] {why}: kept as commentary",
                           f"第{line}行：[Note {_short(value)!r}] 无法对应叫品或出牌，作为注释保留"))
    g.comments.append(f"[Note \"{value}\"]")


def _unreferenced_notes(g: _Game) -> None:
    """The notes of a section that no `=N=` of it refers to (PBN §3.7), each said and kept as commentary."""
    for section, notes in g.notes.items():
        if not notes:
            continue
        used = {n for word, _ in g.sections.get(section, []) if "=" in word for n in _NOTE_REF.findall(word)}
        for number, text in notes.items():
            if number not in used:
                _unread_note(g, f"{number}:{text}", g.note_lines[(section, number)],
                             f"is referred to by no ={number}= in the {section} section")


#: a Board tag written wrong: `[Board "2"` (no `]`), `Board "4"]` (no `[`)
_LOOSE_BOARD = re.compile(r'\[?\s*Board\s*"([^"\n]*)"?\s*\]?\s*\Z')


def _loose_board(g: _Game) -> None:
    """A game whose Board tag is written wrong (`[Board "2"`, `Board "4"]`) has that board's number, not
    the game before it's (§4.8 gives a game without a Board tag the previous game's board, and with
    it that board's Dealer, Vulnerable and Deal): the number is read from the malformed tag (the game
    is an error all the same, which names it) or from the words that lack the `[` (with a warning)."""
    for value, _ in g.loose:
        m = _LOOSE_BOARD.match(value)
        if m and m.group(1).strip():
            g.tags["Board"] = m.group(1)
            return
    for at, (first, _, words, _after) in enumerate(g.stray):
        m = _LOOSE_BOARD.match(" ".join(words))
        if m and m.group(1).strip():
            g.tags["Board"], g.lines["Board"] = m.group(1), first
            g.warnings.append(Said(
                f"line {first}: {' '.join(words)!r} is not a tag (PBN §3: [Name \"value\"]): read as "
                f"[Board \"{m.group(1)}\"], so that the game does not take the board before it (§4.8)",
                f"第{first}行：{' '.join(words)!r} 不是标签（PBN §3：[Name \"value\"]）：按 [Board \"{m.group(1)}\"] 读入，"
                "以免本局沿用前一局的牌号（§4.8）"))
            del g.stray[at]
            return


def _collect(toks: list[Token], inherit: Inheritance) -> _Game:
    g = _Game()
    current: list[tuple[str, int]] | None = None
    last_section = "Auction"
    last_tag: str | None = None
    for kind, text, line, value in toks:
        if kind == "word":
            if current is not None:
                current.append((text, line))
            else:
                _stray(g, text, line, last_tag)
        elif kind == "tag":
            text = _tag_name(text, line, g.warnings) if not text[:1].isupper() else text
            last_tag = text
            if text == "Note":
                _note(g, value, line, last_section)
                current = None
                continue
            if text in g.tags:
                g.warnings.append(Said(f"line {line}: tag {text} given twice; the first is used (PBN §3.4)",
                                       f"第{line}行：标签 {text} 出现两次，采用第一个（PBN §3.4）"))
                g.again.append((text, value))
                current = None
                continue
            if value == "#" and text not in inherit.previous and text not in inherit.sticky:
                g.warnings.append(Said(f"line {line}: {text} \"#\" takes the previous game's value (PBN §4.8), but no "
                                       "game before gives one: read as empty",
                                       f"第{line}行：{text} \"#\" 沿用前一局的值（PBN §4.8），但前面没有牌局给出：按空值读入"))
            g.tags[text] = inherit.resolve(text, value)
            g.lines[text] = line
            if _section_tag(text, value):
                current = g.sections[text] = []
            else:
                current = None
            if text in ("Auction", "Play"):
                last_section = text
        elif kind == "comment":
            if text.startswith(LOG_LINE):
                g.logged.append((text, line))
            else:
                g.comments.append(text)
        else:
            g.bad = g.bad or (text, line)
            if value:
                g.loose.append((value, line))
    return _finish(g, toks, inherit)


def _finish(g: _Game, toks: list[Token], inherit: Inheritance) -> _Game:
    """A game read whole: a Board tag written wrong taken as the board's number, words and Notes that
    no section holds said with their lines, the tags the game inherits (§4.8) filled in."""
    if g.tags and "Board" not in g.tags:
        _loose_board(g)
    if g.stray and g.tags:
        _stray_warnings(g)
    if g.note_lines:
        _unreferenced_notes(g)
    g.start = next((t[2] for t in toks if t[0] == "tag"), toks[0][2] if toks else 0)
    if g.tags:
        for name in inherit.fill(g.tags):
            g.lines[name] = g.start
        inherit.after(g.tags)
    return g


def _recorded(g: _Game, text: str) -> list[str]:
    """The lines of a game that cannot be imported, as the record wrote them (`meta["recorded"]`), so
    that the export loses none of it (`rulings.records.export.unread_game`); of our export's copy of
    such a game, the record's lines it holds in its comments."""
    if g.logged and unread_error(g.logged):
        return [c[len(RECORDED):] for c in g.comments if c.startswith(RECORDED)]
    return [line for line in text.rstrip("\n").split("\n") if line.lstrip()[:1] != "%"]


def _unread(g: _Game) -> None:
    """Our export's copy of a game it could not import (`; 日志 log error: …`): that error again."""
    unread = unread_error(g.logged) if g.logged else None
    if unread is not None:
        raise BoardError(f"not imported from its record, which the export wrote in its commentary: {unread[0]}",
                         unread[1], zh=f"未能从原记录导入，导出时已将原记录写入注释：{unread[0]}")


def _game(g: _Game, number: int, source: str, encoding: str | None, first: int, text: str = "") -> BoardRecord:
    for name, (value, _) in (recorded_tags(g.logged) if g.logged else {}).items():
        g.tags[name] = value  # our export's Contract/Declarer/Result as the table recorded them (Law 22 kept)
    tag = g.tags.get
    meta = new_meta(source, number, encoding)
    meta.update({
        "event": tag("Event"), "site": tag("Site"), "date": tag("Date"), "board": tag("Board"),
        "dealer": tag("Dealer"), "vulnerable": tag("Vulnerable"), "declarer": tag("Declarer"),
        "contract": tag("Contract"), "result": tag("Result"),
        "result_recorded": agreed_result(g.logged, tag("Result"), g.warnings),  # our export's `^` kept aside
        "score": tag("Score"), "score_line": g.lines.get("Score"), "scoring": tag("Scoring"),
        "tags": dict(g.tags), "tag_rows": _tag_rows(g), "tags_again": g.again, "not_read": g.not_read,
        "players": {str(s): tag(SEAT_EN[s]) for s in ORDER if tag(SEAT_EN[s]) is not None},  # PBN's tag names
        "comments": g.comments, "warnings": g.warnings,
    })
    if g.logged:  # our export's Result changed by a ruling's transfer, its Score not the table's: the table's
        table, moved = transferred_result(g.logged, meta["result_recorded"], g.warnings)
        if moved:
            meta["result_recorded"], meta["result_transferred"] = table, moved
        for name, (value, line) in recorded_scores(g.logged, g.warnings).items():  # the table's score tags
            meta["tags"][name] = value
            if name == "Score":  # checked against the table's result (Law 77), as on the record
                meta["score"], meta["score_line"], meta["score_as_recorded"] = value, line, True
    start = g.start or first
    board_text = (tag("Board") or "").strip()
    label = (f"board {board_text}", f"第{board_text}副牌") if board_text else \
        (f"game {number} (no Board tag)", f"第{number}局（无 Board 标签）")
    builder = LogBuilder(source)
    try:
        _unread(g)
        if g.bad:
            raise BoardError(g.bad[0], g.bad[1], zh=_bad_zh(g.bad[0]))
        _convert(g, meta, builder)
        log, data = builder.build()
        if g.logged:
            log, data = logged_events(g.logged, log, data, meta, source)
            _spread_declarer(meta, log, g.lines.get("Declarer"))
            _closed_by_log(meta, log)
    except BoardError as exc:
        error = board_error(label, exc, source, start)
        meta["recorded"] = _recorded(g, text)
        if g.logged and (unread := unread_error(g.logged)):
            meta["unread"] = unread[0]  # the record's own error, which an export of this copy writes again
        return BoardRecord(None, meta, error, start)
    return BoardRecord(log, meta, None, start, data)


def _closed_by_log(meta: dict[str, Any], log: DealLog) -> None:
    """An auction our export wrote up to `*` because the ruling cancelled calls (Law 35A, 36, 38: the
    standing calls are not closed) is not cut short when the log in its commentary, cancelled calls
    and all, closes it as the record's did: no `auction_unchecked` (the audit of the export is the
    audit of the record)."""
    calls = [(e.seat, e.call) for e in log.events if e.type == "call" and e.seat is not None and e.call is not None]
    if meta.get("auction_end") == "*" and calls and _to_close(calls) == 0:
        meta["unchecked"] = [u for u in meta.get("unchecked") or [] if u.get("kind") != "auction_unchecked"]


def _tag_rows(g: _Game) -> dict[str, list[str]]:
    """The rows of the sections of the tags other than Auction and Play (the tables of §5 such as
    OptimumResultTable, ScoreTable), one string a line of the file, so the export writes them back."""
    rows: dict[str, list[str]] = {}
    for name, words in g.sections.items():
        if not words or name in ("Auction", "Play"):
            continue
        lines: dict[int, list[str]] = {}
        for word, line in words:
            lines.setdefault(line, []).append(word)
        rows[name] = [" ".join(w) for w in lines.values()]
    return rows


def _bad_zh(message: str) -> str:
    """The Chinese form of a fault the tokenizer found (`rulings.records.tokens`: a malformed tag, an unclosed
    comment)."""
    if message.startswith("malformed tag "):
        return f"标签格式有误 {message[len('malformed tag '):].split(' (write')[0]}（应写作 [Name \"value\"]）"
    if message.startswith("a comment '{'"):
        return "注释的 '{' 没有以 '}' 结束"
    return f"记录有误：{message}"


def _unknown_mark(piece: str, line: int) -> BoardError:
    return BoardError(f"unknown irregularity mark {piece!r} (PBN §3.9: ^S, ^I, ^L, ^R)", line,
                      zh=f"无法识别的违规标记 {piece!r}（PBN §3.9：^S、^I、^L、^R）")


def _seat(text: str, tag_name: str, line: int | None) -> Seat:
    got = SEATS.get(text.strip())
    if got is None:
        raise BoardError(f"{tag_name} {text!r} is not a seat (N, E, S or W)", line,
                         zh=f"{tag_name} {text!r} 不是方位（N、E、S 或 W）")
    return got


#: each Deal read, by its text (the other table of a board repeats its Deal): the hands and their
#: texts as `format_hand` writes them
_DEALS: dict[str, tuple[dict[Seat, frozenset[Card]], dict[Seat, str]]] = {}
_CHECKED: dict[str, Deal] = {}


def read_deal(text: str, line: int | None) -> dict[Seat, frozenset[Card]]:
    """The hands of a Deal tag (`-` for a hand not known); not yet checked for 13 cards."""
    got = _DEALS.get(text)
    if got is not None:
        return got[0]
    if len(_DEALS) > 4096:
        _DEALS.clear()
        _CHECKED.clear()
    value = text.strip()
    if len(value) < 2 or value[1] != ":":
        raise BoardError(f"Deal {text!r} must start with the first seat and a colon, e.g. \"N:AKQ…\"", line,
                         zh=f"Deal {text!r} 须以第一家的方位和冒号开始，如 \"N:AKQ…\"")
    seat = _seat(value[0].upper(), "Deal", line)
    parts = value[2:].split()
    if len(parts) != 4:
        raise BoardError(f"Deal {text!r} must give four hands (or - for one not known)", line,
                         zh=f"Deal {text!r} 须写出四家的牌（不知道的一家写 -）")
    hands: dict[Seat, frozenset[Card]] = {}
    texts: dict[Seat, str] = {}
    for part in parts:
        if part != "-":
            try:
                hands[seat], texts[seat] = read_hand(part)
            except ValueError as exc:
                raise BoardError(f"Deal: {exc}", line, zh=f"Deal：{zh_of(exc) or exc}") from None
        seat = NEXT[seat]
    _DEALS[text] = hands, texts
    return hands


def _convert(g: _Game, meta: dict[str, Any], b: LogBuilder) -> None:
    """The log of one game, told to the builder."""
    tag, line_of = g.tags.get, g.lines.get
    _identity_tags(g, meta, b)
    hands: dict[Seat, frozenset[Card]] = {}
    deal = tag("Deal")
    if deal and deal.strip() and deal.strip() != "?":
        hands = read_deal(deal, line_of("Deal"))
        sizes = {len(c) for c in hands.values()}
        if hands and max(sizes) < 13:
            _end_position(g, meta, hands)
            return
        hands = complete_hands(hands)
        checked = _CHECKED.get(deal)
        if checked is None or checked.owner.keys() != {c.suit + c.rank for h in hands.values() for c in h}:
            known = _DEALS.get(deal)
            checked = Deal.of(hands, line_of("Deal"), known[1] if known else None)
            _CHECKED[deal] = checked
        b.deal(hands, line_of("Deal"), checked)

    auction = tag("Auction")
    if auction is not None:
        first = _seat(auction.strip().upper(), "Auction", line_of("Auction"))
        _auction(g.sections.get("Auction", []), first, g.notes["Auction"], g.warnings, meta, b,
                 line_of("Auction") or g.start)
    calls = b.calls
    play = tag("Play")
    play_words = g.sections.get("Play", []) if play is not None else []
    contract = _contract_of(tag("Contract"), line_of("Contract"), calls)
    declarer = _declarer_of(meta.get("declarer"), line_of("Declarer"), calls)
    _kept_after_end(g, meta)
    if meta.get("auction_end") == "*" and _to_close(calls) > 0:
        _auction_unchecked(meta, contract, declarer, tag("Contract"), play is not None)
    _result(meta, declarer, line_of("Result"))
    if play is not None and any(w not in ("*", "-", "--", "+") for w, _ in play_words):
        if auction is None:
            g.warnings.append(Said(f"line {line_of('Play')}: no Auction section, so the play is not logged",
                                   f"第{line_of('Play')}行：没有叫牌过程（Auction），打牌未记入事件记录"))
            return _unlogged_play(g, meta)
        if meta["continued"] == "auction":
            g.warnings.append(Said(f"line {line_of('Play')}: the auction is to be continued ('+'), so the play is "
                                   "not logged", f"第{line_of('Play')}行：叫牌过程待续（'+'），打牌未记入事件记录"))
            return _unlogged_play(g, meta)
        if not isinstance(contract, Contract):  # none, or passed out
            raise BoardError("a Play section, but no contract (Contract tag or auction)", line_of("Play"),
                             zh="有 Play 部分，却没有定约（Contract 标签或叫牌过程）")
        _log_play(g, meta, b, _seat(play.strip().upper(), "Play", line_of("Play")), contract, declarer, hands)


def _unlogged_play(g: _Game, meta: dict[str, Any]) -> None:
    """A Play section the log cannot hold (no auction to follow): kept as recorded, its rows a line each
    and its notes (`meta["play_unlogged"]`), so that the export writes it back (issue 14: never dropped)."""
    rows: dict[int, list[str]] = {}
    for word, line in g.sections.get("Play", []):
        rows.setdefault(line, []).append(word)
    meta["play_unlogged"] = {"leader": g.tags["Play"], "rows": [" ".join(words) for words in rows.values()],
                             "notes": [f"{n}:{text}" for n, text in g.notes["Play"].items()]}


def _log_play(g: _Game, meta: dict[str, Any], b: LogBuilder, leader: Seat, contract: Contract,
              declarer: Seat | None, hands: dict[Seat, frozenset[Card]]) -> None:
    """The Play section's cards as events; a Result beyond the tricks played is the claim that ends
    the play (unless the play is to be continued, '+', or the result was agreed, '^')."""
    line_of = g.lines.get
    trump = None if contract.strain == "NT" else contract.strain
    rows, end = _play_rows(g.sections.get("Play", []), leader, g.notes["Play"], g.warnings,
                           meta.setdefault("annotations", []))
    to_continue = end == "+"
    _cut_play(rows, end, 13, g.lines.get("Play"))
    swap = _swap(meta, b, rows, leader, g.warnings)
    first_card = len(b.events)
    won, complete = _play_events(rows, leader, trump, hands, declarer, g.warnings, meta, b, swap)
    if swap is None:
        _unmarked_lead(meta, b, first_card, declarer, g.warnings)
    _unknown_hands(meta, hands, line_of("Play"))
    if to_continue:
        meta["continued"] = "play"
    meta["played"] = {"tricks": complete, "won": won}
    result = meta.get("result")
    result_line = line_of("Result")
    if (complete < 13 and declarer is not None and result is not None and not to_continue
            and not meta.get("result_agreed")):
        remaining = int(result) - won
        if 0 <= remaining <= 13 - complete:
            b.claim(declarer, remaining, result_line, CLAIM_NOTE.format(result))
        else:
            g.warnings.append(Said(f"line {result_line}: Result {result} does not fit the play recorded "
                                   f"(declarer's side won {won} of the {complete} complete tricks, "
                                   f"{13 - complete} are left), so no claim is logged",
                                   f"第{result_line}行：Result {result} 与打牌记录不符（已完成的 {complete} 墩中庄家方赢 "
                                   f"{won} 墩，尚余 {13 - complete} 墩），不记入摊牌"))


SWAP_NOTE = "PBN Declarer \"^{seat}\" (§3.4.13): declarer spread his hand, his partner played the contract"


def _swap(meta: dict[str, Any], b: LogBuilder, rows: list[_Row], leader: Seat, warnings: list[str]) -> Seat | None:
    """PBN §3.4.13, `Declarer "^N"`: the player who played the contract is not the declarer the
    auction makes, because after a faced opening lead out of turn declarer spread his hand and became
    dummy (Law 54A). The seat of the auction's declarer, who chose to spread after the lead (the
    choice is logged after the lead, `_play_events`), when the opening lead was made by the new
    declarer's left-hand opponent; else None, with a warning when the mark cannot be read so."""
    mark = next((m for m in meta["irregularities"] if m["kind"] == "declarer_dummy_swapped"), None)
    if mark is None:
        return None
    played = Seat(mark["seat"])
    auction = auction_contract(b.calls)
    first = next((row for row in rows if row), None)
    if auction is None or first is None:
        return None
    lead = _in_order(first, leader)[0]
    if auction.declarer != played.partner or lead[0] != played.lho:
        warnings.append(Said(f"line {mark['line']}: Declarer \"^{played}\" (PBN §3.4.13) says {played} played the "
                             f"contract, but the auction's declarer is {auction.declarer} and {lead[0]} made the opening "
                             "lead: no Law 54A choice is logged",
                             f"第{mark['line']}行：Declarer \"^{played}\"（PBN §3.4.13）表明{seat_zh(played)}做庄，但叫牌过程的庄家"
                             f"是{seat_zh(auction.declarer)}，首攻由{seat_zh(lead[0])}做出：不记入第54条A款的选择"))
        return None
    return auction.declarer


def _unmarked_lead(meta: dict[str, Any], b: LogBuilder, first_card: int, declarer: Seat | None,
                   warnings: list[str]) -> None:
    """An opening lead made by another than declarer's left-hand opponent (Law 41A), that no `^L`
    marks: a lead out of turn the record does not say. Warned about, and kept as the record's
    irregularity (so the audit rules the play on it, Laws 53-56), never passed as "ok"."""
    if first_card >= len(b.events) or any(m["kind"] == "lead_out_of_turn" for m in meta["irregularities"]):
        return
    lead = b.events[first_card]
    auction = auction_contract(b.calls)
    due = {c.lho for c in (auction.declarer if auction else None, declarer) if c is not None}
    if lead.type != "lead" or lead.seat is None or not due or lead.seat in due:
        return
    said = " or ".join(str(s) for s in sorted(due, key=ORDER.index))
    warnings.append(Said(f"line {lead.line}: the opening lead is made by {lead.seat}, but {said} is on lead (Law 41A: "
                         "declarer's left-hand opponent), and no ^L marks it (PBN §3.9): read as a lead out of turn",
                         f"第{lead.line}行：首攻由{seat_zh(lead.seat)}做出，但应由"
                         f"{'或'.join(seat_zh(s) for s in sorted(due, key=ORDER.index))}首攻（第41条A款：庄家的左手对手），"
                         "且没有 ^L 标记（PBN §3.9）：按越序首攻读入"))
    meta["irregularities"].append({"mark": "(^L not written)", "kind": "lead_out_of_turn", "event": first_card,
                                   "line": lead.line, "seat": str(lead.seat), "trick": 1})


def _unknown_hands(meta: dict[str, Any], hands: dict[Seat, frozenset[Card]], line: int | None) -> None:
    """A play whose hands are not all known (fewer than three in the Deal): what cannot be checked,
    in `meta["unchecked"]` (the audit reports it) — the cards those players held, so their revokes
    (Law 61A) and whether each card was theirs (Law 1)."""
    unknown = [str(s) for s in ORDER if s not in hands]
    if not unknown:
        return
    who = ", ".join(unknown)
    meta.setdefault("unchecked", []).append({
        "line": line, "seats": unknown,
        "en": f"line {line}: the hands of {who} are not known (Deal), so their cards in the play cannot be "
              "checked: whether each card was theirs (Law 1) and their revokes (Law 61A)",
        "zh": f"第{line}行：{who}的牌未知（Deal），无法核对其打出的牌：是否为其所持（第1条）及是否藏牌（第61条A款）"})


def _cut_play(rows: list[_Row], end: str, tricks: int, tag_line: int | None) -> None:
    """A Play section that stops before every card is played, with no `*` (the play ends here as
    recorded: a claim, a concession) and no `+` (to be continued, PBN §3.6), is a record cut short:
    the board is an error, as an auction cut short is."""
    cards = sum(len(row) for row in rows)
    if end or cards == 0 or cards >= 4 * tricks or len(rows) >= tricks:
        return
    last = next((row[-1][3] for row in reversed(rows) if row), tag_line)
    raise BoardError(f"the play stops after {cards} cards, before the last of the {tricks} tricks, and no '*' "
                     "(ends as recorded, e.g. a claim) or '+' (to be continued, PBN §3.6) says so: the record is "
                     "cut short", last,
                     zh=f"打牌过程在第{cards}张牌后中止，{tricks}墩未打完，也没有 '*'（按记录结束，如声称）或 '+'"
                        "（待续，PBN §3.6）说明：记录不完整")


def _identity_tags(g: _Game, meta: dict[str, Any], b: LogBuilder) -> None:
    """Board, Dealer, Vulnerable, Event (the log's title) and a Declarer marked `^` (declarer and dummy
    swapped, an irregularity of the record)."""
    tag, line_of = g.tags.get, g.lines.get
    board = (tag("Board") or "").strip()
    if board:
        if board.isdigit() and int(board) >= 1:
            b.board = int(board)
        else:
            g.warnings.append(Said(f"line {line_of('Board')}: Board {board!r} is not a board number",
                                   f"第{line_of('Board')}行：Board {board!r} 不是牌号"))
    dealer = (tag("Dealer") or "").strip()
    if dealer:
        b.dealer = _seat(dealer.upper(), "Dealer", line_of("Dealer"))
    vul = (tag("Vulnerable") or "").strip()
    if vul:
        got = VULNERABLE_TAG.get(vul.lower())
        if got is None:
            raise BoardError(f"Vulnerable {vul!r} is not None, NS, EW or All", line_of("Vulnerable"),
                             zh=f"局况 Vulnerable {vul!r} 不是 None、NS、EW 或 All")
        b.vulnerable = got
    event = (meta.get("event") or "").strip()
    if event and event not in ("?", "#"):
        b.title = event
    declarer_text = (tag("Declarer") or "").strip()
    if declarer_text.startswith("^") and declarer_text[1:].strip().upper() in SEATS:
        seat = declarer_text[1:].strip().upper()
        meta["declarer"] = seat
        meta["irregularities"].append({"mark": f"^{seat}", "kind": "declarer_dummy_swapped", "event": None,
                                       "line": line_of("Declarer"), "seat": seat})


def result_words(text: str, line: int | None) -> tuple[int | None, dict[str, int]]:
    """A Result tag's words (PBN §3.4.15, its `^` aside): the plain number (`9`), or each side's
    tricks (`NS 9`, `EW 4 NS 9`); BoardError with its line when it cannot be read."""
    words = text.strip().lstrip("^").split()
    sides: dict[str, int] = {}
    if len(words) == 1 and words[0].isdigit():
        return int(words[0]), sides
    if len(words) in (2, 4):
        for side, value in zip(words[::2], words[1::2], strict=True):
            if side.upper() not in ("NS", "EW") or not value.isdigit() or side.upper() in sides:
                break
            sides[side.upper()] = int(value)
        else:
            return None, sides
    raise BoardError(f"Result {text!r} cannot be read (PBN §3.4.15: 9, NS 9, EW 4, EW 4 NS 9)", line,
                     zh=f"结果 Result {text!r} 无法读取（PBN §3.4.15：9、NS 9、EW 4、EW 4 NS 9）")


def _result(meta: dict[str, Any], declarer: Seat | None, line: int | None) -> None:
    """PBN §3.4.15: the Result as the tricks of declarer's side (`meta["result"]`), from `9`, `NS 9`,
    `EW 4`, `EW 4 NS 9` or `NS 9 EW 4`; a leading `^` (the players agreed on a wrong number of
    tricks) sets `meta["result_agreed"]`. A Result that cannot be read or is not possible (`NS 14`,
    `EW 4 NS 8`) is an error of the board, with its line."""
    text = (meta.get("result_recorded") or "").strip()
    meta["result"] = None
    if text in ("", "?"):
        return
    agreed = text.startswith("^")
    plain, sides = result_words(text, line)
    values = [plain] if plain is not None else list(sides.values())
    if any(not 0 <= v <= 13 for v in values):
        raise BoardError(f"Result {text!r} is not possible: a side wins 0 to 13 tricks (Law 79, PBN §3.4.15)",
                         line, zh=f"结果 Result {text!r} 不可能：一方赢0到13墩（第79条，PBN §3.4.15）")
    if len(sides) == 2 and sum(sides.values()) != 13:
        raise BoardError(f"Result {text!r} is not possible: the two sides' tricks add up to "
                         f"{sum(sides.values())}, not 13 (Law 79, PBN §3.4.15)", line,
                         zh=f"结果 Result {text!r} 不可能：双方墩数合计{sum(sides.values())}，不是13（第79条，PBN §3.4.15）")
    if plain is not None:
        meta["result"] = str(plain)
    elif declarer is not None:
        mine = declarer.side
        other = "EW" if mine == "NS" else "NS"
        meta["result"] = str(sides[mine] if mine in sides else 13 - sides[other])
    else:
        meta["warnings"].append(Said(f"line {line}: Result {text!r} gives a side's tricks, but the declarer is not known",
                                     f"第{line}行：Result {text!r} 给出一方的墩数，但庄家未知"))
    meta["result_agreed"] = agreed


def _end_position(g: _Game, meta: dict[str, Any], hands: dict[Seat, frozenset[Card]]) -> None:
    """§3.10: an end position. The log holds no hands (they are not whole); the play is checked here:
    each card in its holder's hand, played once, the tricks won by each side; its cards are kept
    (`play`, each trick's `[seat, card]` in the order played) for the export."""
    line_of = g.lines.get
    sizes = sorted({len(c) for c in hands.values()})
    contract_text = (g.tags.get("Contract") or "").strip().upper()
    strain = {"N": "NT"}.get(contract_text, contract_text)
    if strain not in ("S", "H", "D", "C", "NT"):
        try:
            got = parse_recorded(contract_text)
        except ValueError:
            raise BoardError(f"end position (§3.10): Contract {contract_text!r} should give the trump "
                             "(S, H, D, C or NT)", line_of("Contract"),
                             zh=f"残局（§3.10）：定约 Contract {contract_text!r} 应写明将牌（S、H、D、C 或 NT）") from None
        strain = got.strain if isinstance(got, Contract) else ""
    if len(sizes) != 1:
        raise BoardError(f"end position: the hands hold different numbers of cards ({sizes})", line_of("Deal"),
                         zh=f"残局：各家的牌张数不同（{sizes}）")
    info: dict[str, Any] = {"cards": sizes[0], "trump": strain or None,
                            "hands": {str(s): format_hand(cards) for s, cards in hands.items()},
                            "leader": None, "tricks": 0, "won": {"NS": 0, "EW": 0}}
    result = (g.tags.get("Result") or "").strip()
    if result not in ("", "?"):  # the tricks of the position (checked by the audit against its cards and play)
        plain, sides = result_words(result, line_of("Result"))
        info["result"] = {"text": result, "line": line_of("Result"), "plain": plain, "sides": sides}
    meta["end_position"] = info
    play = g.tags.get("Play")
    if play is None:
        return
    leader = _seat(play.strip().upper(), "Play", line_of("Play"))
    info["leader"] = str(leader)
    trump = None if strain in ("NT", "", None) else strain
    rows, end = _play_rows(g.sections.get("Play", []), leader, g.notes["Play"], g.warnings,
                           meta.setdefault("annotations", []))
    _cut_play(rows, end, sizes[0], line_of("Play"))
    _end_play(rows, leader, trump, hands, info)


def _end_play(rows: list[_Row], leader: Seat, trump: str | None, hands: dict[Seat, frozenset[Card]],
              info: dict[str, Any]) -> None:
    """An end position's play, checked: each card in its holder's hand and played once; each trick's
    cards in the order played (`play`, for the export) and winner (`winners`); the tricks each side
    won; and each revoke (`revokes`, Law 61A: a player who did not follow suit while he still held a
    card of the suit led), with its trick, line and whether it is established (Law 63A1: the offender
    or his partner played to the following trick)."""
    seen: dict[Card, Seat] = {}
    held = {seat: set(cards) for seat, cards in hands.items()}
    info["play"], info["winners"], info["revokes"] = [], [], []
    for number, row in enumerate(rows, start=1):
        if not row:
            continue
        for seat, card, _, line, _, _ in row:
            check_card(card, seat, hands, seen, line)
        order = _in_order(row, leader)
        info["play"].append([[str(s), str(c)] for s, c, *_ in order])
        led = order[0][1]
        for seat, card, _, line, _, _ in order[1:]:
            if card.suit != led.suit and any(c.suit == led.suit for c in held.get(seat, ())):
                info["revokes"].append({"trick": number, "seat": str(seat), "led": str(led), "card": str(card),
                                        "line": line})
        for seat, card, *_ in order:
            held.get(seat, set()).discard(card)
        if len(row) < 4:
            break
        winner = trick_winner([(s, c) for s, c, *_ in order], trump)
        info["tricks"] = number
        info["won"][winner.side] += 1
        info["winners"].append(str(winner))
        leader = winner
    for revoke in info["revokes"]:
        side = {revoke["seat"], str(Seat(revoke["seat"]).partner)}
        later = info["play"][revoke["trick"]] if revoke["trick"] < len(info["play"]) else []
        revoke["established"] = any(seat in side for seat, _ in later)


#: a card of the Play section: the seat of its column, the card, its text (`SK`), line, note, mark
#: (`L` | `R` | None)
_Pos = tuple[Seat, Card, str, int, str | None, str | None]
#: a row (trick) of the Play section
_Row = list[_Pos]
_PLAY_CARDS: dict[str, tuple[Card, str]] = {word: (card, CARD_TEXT[word]) for word, card in CARDS.items()}


_SIMPLE = frozenset(("*", "-", "--", "+", "AP", "ap", "Ap"))


def _pieces(word: str, line: int) -> list[str]:
    """A word split into PBN tokens: `^I1C` → `^I`, `1C`; `1H!=1=` → `1H`, `!`, `=1=`."""
    if word in _SIMPLE:
        return [word]
    out = []
    for m in _PIECE.finditer(word):
        if m.lastindex == 8:
            raise BoardError(f"cannot read {word!r}", line, zh=f"无法读取 {word!r}")
        out.append(m.group())
    return out


def _annotate(found: list[str], notes: dict[str, str], warnings: list[str], line: int) -> dict[str, Any]:
    """The annotations after a call or card: alert, explanation (a call) / note (a card)."""
    out: dict[str, Any] = {}
    for piece in found:
        if piece.startswith("="):
            number = piece.strip("=")
            text = notes.get(number)
            if text is None:
                warnings.append(Said(f"line {line}: note ={number}= has no [Note \"{number}:…\"]",
                                     f"第{line}行：注释 ={number}= 没有对应的 [Note \"{number}:…\"]"))
                continue
            m = _ALERT_NOTE.match(text)
            if m:
                out["alert"] = True
                text = text[m.end():]
            if text:
                out["explanation"] = f"{out['explanation']}; {text}" if out.get("explanation") else text
    return out


#: PBN's suffix annotations and the NAGs they stand for (the standard takes them from PGN): what
#: the annotator thought of a call or a card, nothing the laws rule on
SUFFIX_NAG = {"!": 1, "?": 2, "!!": 3, "??": 4, "!?": 5, "?!": 6}
NAG_MEANING = {1: "good", 2: "poor", 3: "very good", 4: "very poor", 5: "speculative", 6: "questionable"}


def annotation(piece: str, line: int, **where: Any) -> dict[str, Any]:
    """A suffix annotation (`!`, `?` …) or NAG (`$1` …) after a call or card, kept as the record wrote
    it with its NAG and meaning (`!` is NAG $1, "good": an annotator's praise, not an alert)."""
    nag = SUFFIX_NAG.get(piece) or (int(piece[1:]) if piece[1:].isdigit() else 0)
    return {**where, "line": line, "annotation": piece, "nag": nag, "meaning": NAG_MEANING.get(nag, f"NAG ${nag}")}


_MARKED_NOTE = re.compile(r"^\s*((?:\^[SILRsilr]\s*)+)(?:\([^)]*\))?\s*(.*)$", re.S)


def unfold_marks(words: list[tuple[str, int]], notes: dict[str, str]) -> tuple[list[tuple[str, int]], dict[str, str]]:
    """§3.9 marks carried in a note, as `rulings.records.export` writes them for readers without
    §3.9, put back as if written in the grid: a skipped player's column `- =1=` with
    `[Note "1:^S (…)"]` is `^S`; marks in the note of a call or card (`1C =2=`, `[Note "2:^I (…)
    Alert: …"]`) go before it (`^I 1C =2=`). The note keeps its own text after the marks and their
    meaning in parentheses. Sections without such notes are returned as they are."""
    marked = {n: m for n, t in notes.items() if (m := _MARKED_NOTE.match(t)) and t.lstrip().startswith("^")}
    if not marked:
        return words, notes
    notes = {n: (marked[n].group(2) if n in marked else t) for n, t in notes.items()}
    out: list[tuple[str, int]] = []
    last = -1  # where the last call or card stands in `out`
    for word, line in words:
        for piece in _pieces(word, line):
            number = piece.strip("=") if piece.startswith("=") else None
            found = marked[number].group(1).split() if number in marked else []
            if found and last >= 0 and out[last][0] == "-" and set(found) == {"^S"}:
                out[last] = ("^S", out[last][1])  # `- =1=` with "^S (…)": the skipped player's column
                continue  # the note says no more than the mark
            elif found and last >= 0:
                out[last:last] = [(m, line) for m in found]
                last += len(found)
            elif piece[0] not in "=!?$^*+":
                last = len(out)
            out.append((piece, line))
    return out, notes


#: how a note on the calls a ruling cancelled starts (`rulings.records.export` writes them)
CANCELLED_NOTE = "取消 cancelled:"


def _note_cancelled(meta: dict[str, Any], event: int, line: int, text: str | None) -> str | None:
    """A note on calls the ruling cancelled (`[Note "1:取消 cancelled: ^I 东 E 1D（…Law 27B）"]`, on the
    standing call where the irregularity happened) kept in `meta["cancelled"]` with the event of
    its call: they are no calls of the auction as it stands, and not lost (the log the export
    wrote in its commentary gives them back as events, `logged_events`). The call's own
    explanation, the note's text before `取消 cancelled:`, is returned."""
    if not text or CANCELLED_NOTE not in text:
        return text
    own, _, calls = text.partition(CANCELLED_NOTE)
    meta.setdefault("cancelled", []).append({"event": event, "line": line, "calls": calls.strip()})
    return own.strip().rstrip(";").strip() or None


def _auction(words: list[tuple[str, int]], first: Seat, notes: dict[str, str], warnings: list[str],
             meta: dict[str, Any], b: LogBuilder, tag_line: int) -> None:
    words, notes = unfold_marks(words, notes)
    seat = first
    pending: tuple[str, int] | None = None  # an irregularity mark waiting for its call
    last: int | None = None  # the event index of the last call, for its annotations
    annotations: list[str] = []
    ended = False
    last_line = tag_line

    def flush() -> None:
        nonlocal annotations
        if last is not None and annotations:
            meta.setdefault("annotations", []).extend(
                annotation(a, last_line, event=last) for a in annotations if a[0] != "=")
            extra = _annotate(annotations, notes, warnings, last_line)
            if extra:
                explanation = _note_cancelled(meta, last, last_line, extra.get("explanation"))
                b.annotate_call(last, alert=extra.get("alert", False), explanation=explanation)
        annotations = []

    for at, (word, line) in enumerate(words):
        if ended:
            break
        fast = _PLAIN_CALLS.get(word)
        if fast is not None and pending is None:
            flush()
            last_line = line
            last = b.call(seat, fast, line)
            seat = NEXT[seat]
            continue
        pieces = _pieces(word, line)
        for k, piece in enumerate(pieces):
            last_line = line
            head = piece[0]
            if head in "=!?$":
                annotations.append(piece)
                continue
            if head == "^":
                mark = piece[1].upper()
                if mark == "S":
                    flush()
                    meta["irregularities"].append({"mark": "^S", "kind": MARKS["S"], "event": len(b.events),
                                                   "line": line, "seat": str(seat)})
                    seat = seat.lho
                elif mark in ("I",):
                    pending = (mark, line)
                elif mark in MARKS:
                    left_out(meta, warnings, Said(f"line {line}: ^{mark} belongs to the Play section (PBN §3.9); left out",
                                         f"第{line}行：^{mark} 属于打牌记录（PBN §3.9），略去"))
                else:
                    raise _unknown_mark(piece, line)
                continue
            flush()
            upper = piece.upper()
            if upper in ("*", "+"):
                ended = True
                _after_end(upper, line, pieces[k + 1:], words[at + 1:], meta)
                break
            if upper == "-":
                seat = seat.lho
                continue
            if upper == "AP":
                for _ in range(_to_close(b.calls)):
                    last = b.call(seat, call_of("P"), line)
                    seat = seat.lho
                continue
            try:
                call = call_of(upper)
            except ValueError:
                raise BoardError(f"unknown call {piece!r} in the auction", line,
                                 zh=f"叫牌过程中有无法识别的叫品 {piece!r}") from None
            last = b.call(seat, call, line)
            if pending is not None:
                meta["irregularities"].append({"mark": "^I", "kind": MARKS["I"], "event": last,
                                               "line": pending[1], "seat": str(seat)})
                pending = None
            seat = seat.lho
    flush()
    _dangling_marks(meta, b, pending, warnings)
    if not ended and b.calls and _to_close(b.calls) > 0:
        raise BoardError(f"the auction stops after {len(b.calls)} calls before it is closed (Law 17E: three "
                         "passes after the last bid), and no '*' (ends as recorded) or '+' (to be continued, "
                         "PBN §3.5) says so: the record is cut short", last_line,
                         zh=f"叫牌过程在第{len(b.calls)}个叫品后、竞叫结束前中止（第17条E款：最后一个实质叫品后连续三个"
                            "不叫），也没有 '*'（按记录结束）或 '+'（待续，PBN §3.5）说明：记录不完整")


def _after_end(mark: str, line: int, pieces: list[str], words: list[tuple[str, int]], meta: dict[str, Any]) -> None:
    """The `*` (the auction ends as recorded, on `line`) or `+` (to be continued) that ends the Auction
    section, and the words after it (the `pieces` of its own word, the `words` after): not read, and
    said with their line as an error of the record (`meta["unchecked"]`, which the audit reports):
    PBN §3.5, no further calls will or can be given, or the `+` stands for the next call."""
    if mark == "*":
        meta["auction_end"], meta["auction_end_line"] = "*", line
    else:
        meta["continued"] = "auction"
    rest = [(p, line) for p in pieces] + words
    if not rest:
        return
    line = rest[0][1]
    text = " ".join(word for word, _ in rest)
    meta["after_end"] = (mark, text)  # whole: our export keeps it (`logcomment.after_end_line`)
    text = text if len(text) <= 60 else text[:57] + "…"
    why = ("ends the auction (PBN §3.5: no further calls will or can be given)" if mark == "*" else
           "stands for the next call of an auction to be continued (PBN §3.5)")
    why_zh = "表示叫牌到此结束（PBN §3.5：不再给出叫牌）" if mark == "*" else "代表待续叫牌的下一个叫品（PBN §3.5）"
    meta.setdefault("unchecked", []).append({  # an error of the record (a mismatch), not what is not checked
        "kind": "words_after_end", "line": line,
        "en": f"line {line}: {text!r} after '{mark}' is not read: '{mark}' {why}, so calls after it are an error of "
              "the record",
        "zh": f"第{line}行：'{mark}' 之后的 {text!r} 未读入：'{mark}' {why_zh}，其后的叫牌是记录的错误"})


def _kept_after_end(g: _Game, meta: dict[str, Any]) -> None:
    """The record's words after its Auction's `*` or `+`, which our export keeps on a line of its own
    (`logcomment.after_end`) rather than in the grid: read as the record's (`words_after_end`)."""
    kept = after_end(g.logged) if g.logged and "after_end" not in meta else None
    if kept is not None:
        _after_end(kept[0], kept[2], [], [(kept[1], kept[2])], meta)


def _dangling_marks(meta: dict[str, Any], b: LogBuilder, pending: tuple[str, int] | None,
                    warnings: list[str]) -> None:
    """§3.9 marks of the auction with no call after them to mark (`^S` a player skipped by the next
    call, `^I` before an insufficient bid): left out, each said with its line (the calls before them
    are read)."""
    marks = meta["irregularities"]
    for mark in [m for m in marks if m["kind"] == "call_out_of_rotation" and m["event"] >= len(b.events)]:
        marks.remove(mark)
        left_out(meta, warnings, Said(f"line {mark['line']}: ^S (PBN §3.9: a player skipped by a call out of rotation) marks "
                             f"{mark['seat']} as skipped, but no call follows it: left out",
                             f"第{mark['line']}行：^S（PBN §3.9：越序叫牌跳过的赛员）标明{seat_zh(mark['seat'])}被跳过，"
                             "但其后没有叫品：略去"))
    if pending is not None:
        left_out(meta, warnings, Said(f"line {pending[1]}: ^{pending[0]} (PBN §3.9: an insufficient bid) is not followed by a "
                             "bid: left out", f"第{pending[1]}行：^{pending[0]}（PBN §3.9：不足叫）之后没有实质叫：略去"))


def _to_close(calls: list[tuple[Seat, Call]]) -> int:
    """`passes_to_close` of the calls logged so far, with their seats (three passes in rotation)."""
    return passes_to_close([c for _, c in calls], [s for s, _ in calls])


def _auction_unchecked(meta: dict[str, Any], contract: Contract | PassedOut | None, declarer: Seat | None,
                       tag: str | None, played: bool) -> None:
    """An auction the record gives only up to `*` (PBN §3.5), before it is closed (Law 17E): what the
    audit cannot check (`meta["unchecked"]`): the calls after it, and so the contract (Law 22), which
    is the record's Contract tag (`tag`), else, for a play, the last bid recorded (`contract`: None
    when neither: no play and no Contract tag, or `[Contract "?"]`, as our export writes it)."""
    tag = tag if (tag or "").strip() not in ("", "?") else None  # `?`: no contract given
    contract = contract if played or tag else None
    recorded = tag is not None and parse_recorded(tag) is not None
    line = meta.get("auction_end_line")
    if isinstance(contract, Contract):
        by = f" by {declarer}" if declarer is not None else ""
        by_zh = f"（{SEAT_ZH[declarer]}家做庄）" if declarer is not None else ""
        en = (f"the contract is the record's Contract tag, {contract.text}{by}" if recorded else
              f"no Contract tag: the play is read in the last bid recorded, {contract.text}{by}")
        zh = (f"定约取自记录的 Contract 标签：{contract.text}{by_zh}" if recorded else
              f"无 Contract 标签：打牌按记录的最后一个实质叫 {contract.text}{by_zh} 读入")
    else:
        en, zh = "no contract is recorded", "记录未给出定约"
    meta.setdefault("unchecked", []).insert(0, {
        "kind": "auction_unchecked", "line": line,
        "en": f"line {line}: the auction is recorded up to '*' (PBN §3.5: no further calls will or can be given), "
              f"before it is closed (Law 17E): the calls after it are not known, and the auction is checked as far "
              f"as it is recorded; {en}",
        "zh": f"第{line}行：叫牌过程只记录到 '*'（PBN §3.5：不再给出叫牌），尚未结束（第17条E款）：其后的叫牌未知，"
              f"只核对已记录的部分；{zh}"})


def _contract_of(text: str | None, line: int | None,
                 calls: list[tuple[Seat, Call]]) -> Contract | PassedOut | None:
    """The recorded Contract tag, else the contract the auction reaches (Law 22); None when neither."""
    if text is not None:
        try:
            got = parse_recorded(text)
        except ValueError as exc:
            raise BoardError(f"Contract: {exc}", line, zh=f"定约 Contract：{zh_of(exc) or exc}") from None
        if got is not None:
            return got
    return auction_contract(calls)


def _declarer_of(text: str | None, line: int | None, calls: list[tuple[Seat, Call]]) -> Seat | None:
    value = (text or "").strip().lstrip("^").strip()
    if value and value != "?":
        return _seat(value.upper(), "Declarer", line)
    final = auction_contract(calls)
    return final.declarer if final else None


def _play_rows(words: list[tuple[str, int]], first: Seat, notes: dict[str, str],
               warnings: list[str], annotations: list[dict[str, Any]] | None = None) -> tuple[list[_Row], str]:
    """The Play section as rows (tricks): each card with its column's seat, line, note and mark
    (`L` a lead out of turn, `R` a revoke); and how it ends: `+` (to be continued), `*` (ends as
    recorded) or "" (no mark)."""
    words, notes = unfold_marks(words, notes)
    columns = ROUND[first]
    positions: list[_Pos | None] = []
    pending: str | None = None
    plus_at: int | None = None
    end = ""
    cards = _PLAY_CARDS
    for word, line in words:
        fast = cards.get(word)
        if fast is not None:
            positions.append((columns[len(positions) & 3], fast[0], fast[1], line, None, pending))
            pending = None
            continue
        pieces = _pieces(word, line)
        for piece in pieces:
            head = piece[0]
            if head in "=!?$":
                if head == "=":
                    _note_card(positions, piece, notes, warnings, line)
                elif annotations is not None:
                    annotated = next((p[2] for p in reversed(positions) if p is not None), None)
                    annotations.append(annotation(piece, line, card=annotated))
                continue
            if head == "^":
                mark = piece[1].upper()
                if mark not in ("L", "R"):
                    if mark in MARKS:
                        warnings.append(Said(f"line {line}: ^{mark} belongs to the Auction section (PBN §3.9); "
                                             "left out", f"第{line}行：^{mark} 属于叫牌过程（PBN §3.9），略去"))
                        continue
                    raise _unknown_mark(piece, line)
                pending = mark
                continue
            if piece == "*":
                end = "*"
                break
            if piece in ("-", "--"):
                positions.append(None)
                continue
            if piece == "+":
                plus_at = len(positions)
                positions.append(None)
                continue
            try:
                card = card_of(piece)
            except ValueError:
                raise BoardError(f"bad card {piece!r} in the play", line, zh=f"打牌过程中的牌张 {piece!r} 有误") from None
            positions.append((columns[len(positions) & 3], card, card.suit + card.rank, line, None, pending))
            pending = None
        else:
            continue
        break
    if plus_at is not None:
        positions = positions[: (plus_at // 4 + 1) * 4]
    rows: list[_Row] = []
    for start in range(0, len(positions), 4):
        rows.append([p for p in positions[start:start + 4] if p is not None])
    return rows, "+" if plus_at is not None else end


def _note_card(positions: list[_Pos | None], piece: str, notes: dict[str, str], warnings: list[str],
               line: int) -> None:
    """A note `=N=` after a card: its text joins the card's note (the last card before it)."""
    for at in range(len(positions) - 1, -1, -1):
        got = positions[at]
        if got is not None:
            explanation = _annotate([piece], notes, warnings, line).get("explanation")
            if explanation:
                column, card, text, card_line, note, mark = got
                positions[at] = (column, card, text, card_line, f"{note}; {explanation}" if note else explanation,
                                 mark)
            return


#: each seat and the three after it, clockwise
ROUND = {s: (s, s.lho, s.partner, s.rho) for s in (Seat.N, Seat.E, Seat.S, Seat.W)}
NEXT = {s: s.lho for s in ROUND}
SIDE = {s: s.side for s in ROUND}


def _log_swap(meta: dict[str, Any], b: LogBuilder, seat: Seat, lead: int, line: int) -> None:
    """After the opening lead out of turn, the auction's declarer `seat` spreads his hand (Law 54A), as
    `Declarer "^N"` records: his 13 cards faced, in the log. The record's mark names that event, and
    the lead is kept as a lead out of turn (so that the audit rules the play, and the ruling
    confirms it). His hand must be known (the Deal), else a warning and no event."""
    mark = next(m for m in meta["irregularities"] if m["kind"] == "declarer_dummy_swapped")
    hand = b.hands.get(seat)
    if not hand or len(hand) != 13:
        meta["warnings"].append(Said(f"line {mark['line']}: Declarer \"^{seat.partner}\" (PBN §3.4.13): {seat}'s hand "
                                     "is not known, so his spreading it (Law 54A) is not logged",
                                     f"第{mark['line']}行：Declarer \"^{seat.partner}\"（PBN §3.4.13）：{seat_zh(seat)}的牌未知，"
                                     "其摊牌（第54条A款）不记入"))
        return
    cards = sorted(hand, key=lambda c: (SUIT_ORDER[c.suit], -CARD_ORDER[c.suit + c.rank][1]))
    mark["event"] = b.expose(seat, cards, mark["line"], SWAP_NOTE.format(seat=seat.partner))
    meta["irregularities"].append({"mark": mark["mark"], "kind": "lead_out_of_turn", "event": lead, "line": line,
                                   "seat": str(b.events[lead].seat), "trick": 1})


SUIT_ORDER = {"S": 0, "H": 1, "D": 2, "C": 3}


def _spread_declarer(meta: dict[str, Any], log: DealLog, line: int | None) -> None:
    """A log (the one in the commentary, as `rulings.records.export` writes it) in which the auction's
    declarer spread his whole hand after the opening lead out of turn (Law 54A), under a Declarer tag
    naming his partner (who played the contract) without `^`: the same record as `Declarer "^N"`,
    read the same way (the marks of `_log_swap`, their text the tag as written, `Declarer "N"`), so an
    exported and re-imported board is audited as the original."""
    if any(m["kind"] == "declarer_dummy_swapped" for m in meta["irregularities"]):
        return
    recorded = SEATS.get((meta.get("declarer") or "").strip())
    calls = [(e.seat, e.call) for e in log.events if e.type == "call" and e.seat is not None and e.call is not None]
    auction = auction_contract(calls)
    if recorded is None or auction is None or auction.declarer != recorded.partner:
        return
    lead = next((e for e in log.events if e.type == "lead"), None)
    spread = next((e for e in log.events if e.type == "expose" and e.seat == auction.declarer and len(e.cards) == 13),
                  None)
    if lead is None or spread is None or spread.index != lead.index + 1 or lead.seat != recorded.lho:
        return
    held = f'Declarer "{recorded}"'  # what the export holds: a plain seat, no `^` (the spread is in the log)
    meta["irregularities"] += [
        {"mark": held, "kind": "declarer_dummy_swapped", "event": spread.index, "line": line, "seat": str(recorded)},
        {"mark": held, "kind": "lead_out_of_turn", "event": lead.index, "line": lead.line, "seat": str(lead.seat),
         "trick": 1}]


def _in_order(row: _Row, leader: Seat) -> _Row:
    """A trick's cards in the order played: from the card marked `^L` (a lead out of turn), else from
    the leader; the others clockwise after it."""
    by_seat = {}
    first = leader
    for item in row:
        by_seat[item[0]] = item
        if item[5] == "L":
            first = item[0]
    return [by_seat[s] for s in ROUND[first] if s in by_seat]


def _play_events(rows: list[_Row], leader: Seat, trump: str | None, hands: dict[Seat, frozenset[Card]],
                 declarer: Seat | None, warnings: list[str], meta: dict[str, Any],
                 b: LogBuilder, swap: Seat | None = None) -> tuple[int, int]:
    """Play rows into events in table order; the tricks declarer's side won and the number of
    complete tricks. Where the deal is known, each card is logged for the player whose hand holds
    it (a row whose cards stand in the wrong columns gets a warning). The winner of each complete
    trick (Law 44E/F, as `rulings.play.trick_winner`): the highest trump, else the highest card of
    the suit led."""
    owner, order, log_trick = b.owner, CARD_ORDER, b.trick
    moved: list[tuple[int, int]] = []
    won = complete = 0
    unfinished_at: int | None = None
    side = SIDE[declarer] if declarer is not None else None
    for number, row in enumerate(rows, start=1):
        if not row:
            continue
        if unfinished_at is not None:
            raise BoardError(f"trick {number} follows trick {unfinished_at}, which is not complete", row[0][3],
                             zh=f"第{number}墩接在未打完的第{unfinished_at}墩之后")
        taken: dict[Seat, _Pos] = {}
        first = leader
        marked = False
        for item in row:
            column, card, text, line, note, mark = item
            seat = owner.get(text, column)
            if seat != column:
                if (number, line) not in moved:
                    moved.append((number, line))
                item = (seat, card, text, line, note, mark)
            if seat in taken:
                raise BoardError(f"bad card: trick {number} has two cards of {seat} ({taken[seat][1]} and {card})",
                                 line, zh=f"牌张有误：第{number}墩中有{seat_zh(seat)}的两张牌（{card_zh(taken[seat][1])} 和 "
                                          f"{card_zh(card)}）")
            taken[seat] = item
            if mark:
                marked = True
                if mark == "L":
                    first = seat
        played = [taken[s] for s in ROUND[first] if s in taken]
        if marked or (swap is not None and number == 1):
            _log_marked(played, number, meta, b, swap if number == 1 else None)
        else:
            log_trick(played)
        if len(played) == 4:
            top_suit, top = order[played[0][2]]  # the card winning so far: the lead, then
            winner = played[0][0]
            for seat, _, text, *_ in played[1:]:
                suit, rank = order[text]  # a higher card of its suit, or the first trump
                if (suit == top_suit and rank > top) or (suit == trump and top_suit != trump):
                    top_suit, top, winner = suit, rank, seat
            complete += 1
            if SIDE[winner] == side:
                won += 1
            leader = winner
        else:
            unfinished_at = number
    if moved:
        _moved_warning(moved, warnings)
    return won, complete


def _moved_warning(moved: list[tuple[int, int]], warnings: list[str]) -> None:
    where = ", ".join(f"{n} (line {ln})" for n, ln in moved)
    warnings.append(Said(f"line {moved[0][1]}: the cards of trick {where} are not in their players' columns; "
                         "each card is logged for the player whose hand holds it",
                         f"第{moved[0][1]}行：第{where}墩的牌不在各自赛员的栏中；每张牌按持有者记入"))


def _log_marked(played: _Row, number: int, meta: dict[str, Any], b: LogBuilder, swap: Seat | None) -> None:
    """A trick logged card by card: each §3.9 mark kept as its card is logged, and after the opening
    lead the spread of `swap`'s hand (Law 54A, `Declarer "^N"`)."""
    for i, (seat, card, text, line, note, mark) in enumerate(played):
        index = b.card(seat, card, line, i == 0, note, text)
        if mark:
            meta["irregularities"].append({"mark": f"^{mark}", "kind": MARKS[mark], "event": index,
                                           "line": line, "seat": str(seat), "trick": number})
        if swap is not None and i == 0:
            _log_swap(meta, b, swap, index, line)


__all__ = ["CLAIM_NOTE", "MARKS", "BoardRecord", "auction_contract", "complete_hands",
           "import_pbn", "iter_pbn", "parse_pbn", "passes_to_close",
           "read_deal", "read_game", "read_record_text"]
