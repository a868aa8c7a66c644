"""BBO LIN import: every board of a LIN file as a `BoardRecord` (see `rulings.records.pbn`).

A LIN record is a flat list of `key|value|` pairs. What is read:
- `md|3SKH45…,S569…,S47…,|`: the deal. The first digit is the dealer (1 = S, 2 = W, 3 = N,
  4 = E); then the hands of S, W, N and E in that order, each as suit letters followed by ranks.
  The fourth hand may be left out: three hands of 13 cards complete it.
- `sv|o|`: vulnerability, o (or 0) none, n NS, e EW, b both.
- `mb|1H|`: a call in table order from the dealer: p, d, r, 1c … 7n; a trailing `!` is an alert.
- `an|text|`: the explanation of the call just made; it becomes that call's `explanation`.
- `pc|C9|`: a card, in table order; trick 1 is led by declarer's left-hand opponent, each later
  trick by the winner of the one before (the contract and declarer come from the auction). The
  first card of each trick is a `lead` event; dummy's cards are logged with dummy's seat.
- `mc|9|`: a claim, given by BBO as the total number of tricks for declarer; the log gets
  `{seat: declarer, claim: N}` with N = that total − the tricks declarer's side already won.
- `ah|Board 3|`: the board number (its number, 3: never its text; an `ah` naming no number is a
  warning); `qx|o3|`: the board's id (open/closed room, number), which also gives the board number
  when `ah` does not; `pn|S,W,N,E|`: the players.
- A vugraph header `vg|event,segment,I,1,16,team1,0,team2,0|` gives the Event, the Round (the
  segment), the Scoring (I IMP, P MP, B BAM) and the teams (HomeTeam, VisitTeam), and `qx|o…|` /
  `qx|c…|` the Room (Open, Closed), kept as PBN tags in `meta["tags"]` for the export.
- `nt|text|`: the viewer's commentary, kept in the board's comments (the export writes them).
- `st`, `rh`, `pg`, `rs` and the other keys of the BBO viewer's layout (`VIEWER_KEYS`) say nothing
  about the laws; any other key is a warning with its line (a typo `mv|1C|` is never read silently).
- A vugraph file's header (`vg|…|rs|…|pn|S,W,N,E,S,W,N,E|` before the first `qx|`) gives the players
  of both rooms: the first four names to the open room (`qx|o…|`), the next four to the closed room
  (`qx|c…|`), unless a board gives its own `pn`. A `pn|` (or `vg|`) between boards takes the header's
  place from where it stands (a substitution: the boards after it have the new players, the first of
  them says so); one after the last board is said on that board.

A file may hold several boards; a new board starts at `qx`, at a second `md`, or at a header key
(`pn`, `ah`, `sv`, `rh`, `st`) that follows the calls or cards of the board before. Text that is
not a `key|value|` pair (a stray `garbage|` line, a line with no `|`: a key or a value never spans
lines) is skipped with a warning naming its line on the board it stands in, and the pairs after it
are read as they were written: no later board, and no key of one (`qx|c3|`), is lost.

LIN has no mark for a record to be continued: a board whose auction stops before it is closed, or
whose play stops before the 13th trick with no claim, is cut short (`_check_end`): an error with its
line in a table's own record; on a vugraph board (`vg|`), whose operator often stops typing, a
play cut short is a warning with its line, an auction cut short what a PBN auction recorded up to
`*` is (`meta["unchecked"]`, `auction_unchecked`; no contract made of its calls).

`lin_boards(lines)` cuts a file into boards as its lines are read (a file of a million boards in
constant memory): each `LinBoard` carries what it needs to be imported anywhere, alone — the
file's header (the pairs before the first `qx`/`md`, e.g. a vugraph's players of both rooms), its
number in the file, its pairs with their lines, the stray pieces reported on it — and
`board_record` imports it. `parse_lin(text)` is the same over the whole text. `rulings.audit.plan`
makes the audit's tasks of them, for this process, a process pool or a Dask cluster.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulings.cards import RANKS, SUITS, Card
from rulings.play import Contract, trick_winner
from rulings.records.builder import (
    BoardError,
    BoardRecord,
    LogBuilder,
    Said,
    auction_contract,
    board_error,
    call_of,
    complete_hands,
    left_out,
    new_meta,
    passes_to_close,
)
from rulings.records.pbn import read_record_text
from rulings.records.tokens import BINARY_NOTE, BINARY_NOTE_ZH
from rulings.refusals import card_zh
from rulings.seats import Seat, seat_zh

LIN_DEALER = {"1": Seat.S, "2": Seat.W, "3": Seat.N, "4": Seat.E}
LIN_HAND_ORDER = (Seat.S, Seat.W, Seat.N, Seat.E)
LIN_VULNERABLE = {"o": "none", "0": "none", "n": "NS", "e": "EW", "b": "both"}
HEADER_KEYS = {"pn", "ah", "sv", "rh", "st"}
CONTENT_KEYS = {"mb", "pc", "mc", "an"}
_KEY = re.compile(r"^[a-zA-Z]{2}$")

_Pair = tuple[str, str, int]


def import_lin(path: str | Path) -> list[BoardRecord]:
    """Every board of a LIN file; a malformed board carries its LogError and the others still import."""
    text, encoding = read_record_text(path)
    return parse_lin(text, source=str(path), encoding=encoding)


def parse_lin(text: str, source: str = "<lin>", encoding: str | None = None) -> list[BoardRecord]:
    """Every board of LIN text, in file order (`lin_boards` over the text, each made a record)."""
    return [board_record(board, source, encoding) for board in lin_boards((text,))]


@dataclass(frozen=True)
class LinBoard:
    """One board of a LIN file as cut by `lin_boards`: its number in the file (the boards counted from
    1), its `key|value|` pairs with their lines, the stray pieces (not a pair) reported on it, and
    the file's header (the pairs before the first `qx|` or `md|`: a vugraph's `vg|`, `pn|` of both
    rooms …), which applies to every board. Plain data, so that it travels to a worker."""

    number: int
    pairs: tuple[_Pair, ...]
    #: what was not read near the board, each (line, what is said of it): text that is no pair, pairs of no board
    strays: tuple[tuple[int, str], ...] = ()
    header: tuple[_Pair, ...] = ()
    #: what the board is told of the header before it (a `pn|` between boards: new players from here on)
    notes: tuple[str, ...] = ()


def board_record(board: LinBoard, source: str, encoding: str | None) -> BoardRecord:
    """One board of a LIN file imported, with a warning for each stray piece reported on it."""
    record = _board(list(board.pairs), board.number, source, encoding, list(board.header))
    for note in board.notes:
        if note.endswith("not read"):  # a pair after the last board: kept in an export's commentary
            left_out(record.meta, record.meta["warnings"], note)
        else:
            record.meta["warnings"].append(note)
    for line, said in board.strays:
        zh = getattr(said, "zh", None)
        left_out(record.meta, record.meta["warnings"], Said(f"line {line}: {said}", f"第{line}行：{zh}" if zh else None))
    return record


def lin_pieces(chunks: Iterable[str]) -> Iterator[tuple[str, int]]:
    """The text of LIN chunks (lines, or the whole text) split at every `|`, each piece with the line it
    starts on: what `text.split("|")` gives, read a chunk at a time."""
    line = 1
    partial: list[str] = []
    for chunk in chunks:
        parts = chunk.split("|")
        partial.append(parts[0])
        if len(parts) == 1:
            continue
        piece = "".join(partial)
        yield piece, line
        line += piece.count("\n")
        for piece in parts[1:-1]:
            yield piece, line
            line += piece.count("\n")
        partial = [parts[-1]]
    yield "".join(partial), line


def lin_items(chunks: Iterable[str]) -> Iterator[tuple[str, str, int] | tuple[None, str, int]]:
    """The `key|value|` pairs of LIN text in file order, `(key, value, line)` with the line the key is
    on, and between them the stray pieces (text where a key should be that is not one) as
    `(None, piece, line)`."""
    held: tuple[str, int] | None = None
    for piece, line in lin_pieces(chunks):
        if held is None:
            held = (piece, line)
            continue
        raw_key, key_line = held
        held = (piece, line)
        # a key never spans lines: the text before the key's line (a line with no `|`) is a stray piece
        before, newline, raw_key = raw_key.rpartition("\n")
        yield from _stray_lines(before, key_line)
        key_line += before.count("\n") + len(newline)
        key = raw_key.strip()
        if not key:
            continue
        if not _KEY.match(key):
            yield None, key, key_line
            continue
        value, rest = _value(piece)
        if rest is None:
            yield key.lower(), value, key_line
            held = None
        else:  # the value ends at its line's end: what follows it is read as the next key, on its line
            yield key.lower(), value, key_line
            held = (rest, line + piece[: len(piece) - len(rest)].count("\n"))
    if held is not None:
        yield from _stray_lines(*held)


def _stray_lines(text: str, line: int) -> Iterator[tuple[None, str, int]]:
    """Each line of `text` (which starts on `line`) that is not blank, as a stray piece with its line."""
    for number, part in enumerate(text.split("\n"), start=line):
        if part.strip():
            yield None, part.strip(), number


def _value(piece: str) -> tuple[str, str | None]:
    """The value of a pair, and the text after its line's end when some follows (a line with no `|`
    after the value's line, then the next key): a value never spans lines."""
    first, newline, rest = piece.partition("\n")
    if not newline or not rest.strip():
        return piece.strip(), None
    return first.strip(), rest


class _Cutter:
    """Cuts the pairs of a LIN file into boards as they are read (`lin_boards`): a new board starts
    at `qx`, at a second `md`, or at a header key that follows the calls or cards of the board
    before; the pairs before the first `qx` or `md` are the header. A board without a deal, a call
    or a card is not a board. A stray piece is reported on the last board that starts on its line
    or before (the first board when none does): a board is held until the next board starts on a
    later line than it, so that what follows it on its lines can still reach it. Pairs cut off as a
    board that holds no deal, call or card (a `qx|o9|` alone, a `pn|…|` after the last board) are
    reported alike, where they stand."""

    def __init__(self) -> None:
        self.current: list[_Pair] = []
        self.keys: set[str] = set()
        self.header: tuple[_Pair, ...] = ()
        self.started = False
        self.early: list[list[_Pair]] = []  # boards cut before the header ended (malformed text)
        self.number = 0
        self.held: LinBoard | None = None
        self.strays: list[tuple[int, str]] = []  # not yet reported on a board
        self.new: list[_Pair] = []  # the header's pairs given since the last board (`_new_header`)

    def pair(self, key: str, value: str, line: int) -> Iterator[LinBoard]:
        keys = self.keys
        if key in ("qx", "md") and not self.started:
            self.started = True
            self.header, self.current, self.keys = tuple(self._readable(self.current)), [], set()
            for pairs in self.early:
                yield from self._cut(pairs)
            self.early = []
        elif ((key == "qx" and self.current) or (key == "md" and "md" in keys)
              or (key in HEADER_KEYS and not keys.isdisjoint(CONTENT_KEYS))):
            if self.started:
                yield from self._cut(self.current)
            else:
                self.early.append(self.current)
            self.current, self.keys = [], set()
        self.current.append((key, value, line))
        self.keys.add(key)

    def _cut(self, pairs: list[_Pair]) -> Iterator[LinBoard]:
        pairs = self._new_header(pairs)
        if not any(k in ("md", "mb", "pc") for k, _, _ in pairs):
            if pairs:  # pairs of no board (`qx|o9|` alone, a `pn|…|` after the last board): said, not lost
                text = "".join(f"{k}|{v}|" for k, v, _ in pairs)
                text = text if len(text) <= 60 else text[:57] + "…"
                self.strays.append((pairs[0][2], f"{text!r} holds no deal (md), call (mb) or card (pc): "
                                                 "not a board; not read"))
            return
        self.number += 1
        start = pairs[0][2]
        notes = tuple(f"line {line}: {key}|{value}| between boards gives "
                      f"{'the players (a substitution)' if key == 'pn' else 'the match'} from this board on; the "
                      "boards before it keep what the file gave them" for key, value, line in self.new)
        board = LinBoard(self.number, tuple(pairs), (), self.header, notes)
        self.new = []
        held = self.held
        before = [s for s in self.strays if s[0] < start]
        self.strays = [s for s in self.strays if s[0] >= start]
        if held is None:  # the file's first board: what stands before it is reported on it
            board = dataclasses.replace(board, strays=tuple(before))
        elif before:
            held = dataclasses.replace(held, strays=held.strays + tuple(before))
        if held is not None:
            yield held
        self.held = board

    def _new_header(self, pairs: list[_Pair]) -> list[_Pair]:
        """Pairs between boards (no deal, call or card) that give players (`pn|`) or a vugraph's match
        (`vg|`): the header from here on, each in the place of the header's own pair of that key (a
        substitution in a vugraph: `pn|S3,W3,N3,E3,S4,W4,N4,E4|` before board 2); the first board after
        them says so. What is left (the page break `pg||` after them excepted) is returned."""
        if not self.started or any(k in ("md", "mb", "pc") for k, _, _ in pairs):
            return pairs
        new = [p for p in pairs if p[0] in ("pn", "vg")]
        if not new:
            return pairs
        new = self._readable(new)
        keys = {k for k, _, _ in new}
        self.header = (*(p for p in self.header if p[0] not in keys), *new)
        self.new += new
        return [p for p in pairs if p[0] not in ("pn", "vg", "pg")]

    def _readable(self, pairs: list[_Pair]) -> list[_Pair]:
        """The header's pairs (they apply to every board after them) but those holding NUL bytes, which
        are binary data, not read (as the file's label says): each a stray piece with its line, said on
        the board it stands before."""
        for key, value, line in pairs:
            if "\x00" in value:
                self.strays.append((line, Said(f"{BINARY_NOTE}: the pair {key}|…| is left out",
                                               f"{BINARY_NOTE_ZH}：{key}|…| 略去")))
        return [p for p in pairs if "\x00" not in p[1]]

    def end(self) -> Iterator[LinBoard]:
        if self.current or self.early:
            if not self.started:
                self.started = True
                self.early.append(self.current)
                for pairs in self.early:
                    yield from self._cut(pairs)
            else:
                yield from self._cut(self.current)
        if self.held is not None:
            late = tuple(Said(f"line {line}: {key}|{value}| after the last board applies to no board; not read",
                              f"第{line}行：{key}|{value}| 在最后一副牌之后，不属于任何一副：未读入")
                         for key, value, line in self.new)
            yield dataclasses.replace(self.held, strays=self.held.strays + tuple(self.strays),
                                      notes=self.held.notes + late)


def lin_boards(chunks: Iterable[str]) -> Iterator[LinBoard]:
    """The boards of a LIN file read a chunk (a line) at a time, each with the file's header: at most
    the board being read and the one before it are held, so that a file of a million boards is cut
    into tasks in constant memory (`rulings.audit.plan`)."""
    cutter = _Cutter()
    for key, value, line in lin_items(chunks):
        if key is None:
            said = Said(BINARY_NOTE, BINARY_NOTE_ZH) if "\x00" in value else Said(
                f"{value!r} is not a LIN key|value| pair; skipped", f"{value!r} 不是 LIN 的 key|value| 对，跳过")
            cutter.strays.append((line, said))
        else:
            yield from cutter.pair(key, value, line)
    yield from cutter.end()


def _board(pairs: list[_Pair], number: int, source: str, encoding: str | None, header: list[_Pair]) -> BoardRecord:
    start = pairs[0][2]
    meta = new_meta(source, number, encoding)
    meta["board"] = _number_of(pairs, meta["warnings"])
    room = next((v.strip()[:1].lower() for k, v, _ in pairs if k == "qx"), "")
    for key, value, _ in header:
        if key == "pn":
            names = [n.strip() for n in value.split(",")]
            names = names[4:8] if room == "c" and len(names) >= 8 else names[:4]
            meta["players"] = {str(s): n for s, n in zip(LIN_HAND_ORDER, names, strict=False) if n}
    _vugraph(header + pairs, room, meta)
    _text_and_unknown_keys([*header, *pairs] if number == 1 else pairs, meta)
    label = (f"board {meta['board']}", f"第{meta['board']}副牌") if meta["board"] else \
        (f"board #{number} in the file", f"文件中的第{number}副牌")
    builder = LogBuilder(source)
    try:
        _binary(pairs)
        _board_data(pairs, meta, builder)
        _check_end(pairs, meta, builder, any(k == "vg" for k, _, _ in header + pairs))
        log, data = builder.build()
    except BoardError as exc:
        lines: dict[int, str] = {}
        for key, value, line in pairs:  # the board as recorded, a line of pairs each, for the export
            lines[line] = lines.get(line, "") + f"{key}|{value.replace(chr(0), chr(0x2400))}|"  # NUL shown as ␀
        meta["recorded"] = list(lines.values())
        return BoardRecord(None, meta, board_error(label, exc, source, start), start)
    return BoardRecord(log, meta, None, start, data)


def _binary(pairs: list[_Pair]) -> None:
    """A pair holding NUL bytes is binary data (the file's label says it is not read): not read as a
    record, and its board an error with that line, never read without the pair (a call or card left
    out would be audited as another auction or play) nor dropped (a LIN line often holds a whole board)."""
    for key, value, line in pairs:
        if "\x00" in value:
            raise BoardError(f"{BINARY_NOTE}: the pair {key}|…| holds it, so the board is not audited", line,
                             zh=f"二进制数据（NUL 字节），不作为牌记录读取：{key}|…| 中有此数据，本副牌不审核")


#: the keys this reader reads (`_board_data`, `_board`, `_vugraph`)
READ_KEYS = frozenset({"md", "sv", "pn", "mb", "an", "pc", "mc", "ah", "qx", "vg", "nt"})
#: the BBO viewer's keys that say nothing about the deal, the calls or the play (its layout and page
#: breaks, the results list of a vugraph header …): read past without a word
VIEWER_KEYS = frozenset({"st", "rh", "pg", "va", "sa", "mn", "bt", "tu", "rs", "bn", "sk", "pw"})


def _text_and_unknown_keys(pairs: list[_Pair], meta: dict[str, Any]) -> None:
    """A board's commentary `nt|text|` (the viewer's note) into its comments, which the export writes
    as PBN commentary; a key that is neither read nor one of the viewer's layout (`VIEWER_KEYS`: a
    typo `mv|1C|`, an `up|` undoing a card) is a warning with its line: never dropped without a word.
    The file's header goes with its first board only."""
    for key, value, line in pairs:
        if key == "nt":
            if value.strip():
                meta["comments"].append(value.strip())
        elif key not in READ_KEYS and key not in VIEWER_KEYS:
            text = f"{key}|{value}|"
            text = text if len(text) <= 60 else text[:57] + "…"
            left_out(meta, meta["warnings"], Said(f"line {line}: {text!r}: the LIN key {key!r} is not one this reader "
                                                  "knows; not read", f"第{line}行：{text!r}：本读取器不认识 LIN 键 {key!r}，未读入"))


#: the scoring letter of a vugraph header (`vg|…,I,…|`) as the PBN Scoring tag (§3.4.12)
VG_SCORING = {"I": "IMP", "P": "MP", "B": "BAM"}
#: the room of `qx|o…|` / `qx|c…|` as the PBN Room tag
LIN_ROOM = {"o": "Open", "c": "Closed"}


def _vugraph(pairs: list[_Pair], room: str, meta: dict[str, Any]) -> None:
    """The PBN tags of a vugraph board: from `vg|event,segment,scoring,first,last,team1,carry,team2,carry|`
    the Event, Round (the segment), Scoring, HomeTeam and VisitTeam; from `qx|o…|`/`qx|c…|` the Room
    (Open, Closed), so that the two rooms' tables of one board are two games told apart."""
    fields = next(([f.strip() for f in v.split(",")] for k, v, _ in pairs if k == "vg"), [])
    tags: dict[str, str] = meta["tags"]
    if fields and fields[0]:
        meta["event"] = tags["Event"] = fields[0]
    if len(fields) > 1 and fields[1]:
        tags["Round"] = fields[1]
    if len(fields) > 2 and fields[2].upper() in VG_SCORING:
        meta["scoring"] = tags["Scoring"] = VG_SCORING[fields[2].upper()]
    for index, name in ((5, "HomeTeam"), (7, "VisitTeam")):
        if len(fields) > index and fields[index]:
            tags[name] = fields[index]
    if room in LIN_ROOM:
        tags["Room"] = LIN_ROOM[room]


def _board_number(text: str | None) -> int | None:
    m = re.search(r"\d+", text or "")
    return int(m.group(0)) if m and int(m.group(0)) >= 1 else None


def _number_of(pairs: list[_Pair], warnings: list[str]) -> str | None:
    """The board number, as the digits of a PBN Board tag: from `ah|Board 6|` (its number, not its
    text), else from the board's id `qx|o6|`; an `ah` that names no number is a warning."""
    number = None
    for key, value, line in pairs:
        if key == "ah":
            got = _board_number(value)
            if got is None:
                warnings.append(Said(f"line {line}: ah {value!r} names no board number",
                                     f"第{line}行：ah {value!r} 没有给出牌号"))
            else:
                number = got
    if number is None:
        number = next((n for k, v, _ in pairs if k == "qx" and (n := _board_number(v)) is not None), None)
    return None if number is None else str(number)


def _deal_tag(key: str, value: str, line: int, meta: dict[str, Any], b: LogBuilder) -> None:
    """md (the dealer and the hands), sv (vulnerability), pn (the players' names)."""
    if key == "md":
        dealer, hands = _deal(value, line)
        if dealer is not None:
            b.dealer = dealer
            meta["dealer"] = str(dealer)
        if hands:
            b.deal(hands, line)
    elif key == "sv":
        vul = LIN_VULNERABLE.get(value.strip().lower())
        if vul is None:
            raise BoardError(f"sv {value!r} is not o, n, e or b", line, zh=f"局况 sv {value!r} 不是 o、n、e 或 b")
        b.vulnerable = meta["vulnerable"] = vul
    elif key == "pn":
        names = [n.strip() for n in value.split(",")]
        meta["players"] = {str(s): n for s, n in zip(LIN_HAND_ORDER, names, strict=False) if n}


def _call(value: str, line: int, b: LogBuilder) -> int:
    """mb: the next call in rotation from the dealer (`!` alerts it); its index in the log."""
    if b.dealer is None:
        raise BoardError("a call (mb) before the deal (md) names the dealer", line,
                         zh="叫品（mb）出现在指明发牌人的牌（md）之前")
    seat = b.dealer
    for _ in range(len(b.calls) % 4):
        seat = seat.lho
    text = value.strip()
    alert = text.endswith("!")
    text = text.rstrip("!").strip()
    try:
        call = call_of({"p": "P", "d": "X", "r": "XX"}.get(text.lower(), text.upper()))
    except ValueError:
        raise BoardError(f"unknown call {value!r} (mb)", line, zh=f"无法识别的叫品 {value!r}（mb）") from None
    return b.call(seat, call, line, alert=alert)


def _board_data(pairs: list[_Pair], meta: dict[str, Any], b: LogBuilder) -> None:
    b.board = _board_number(meta["board"])
    contract: Contract | None = None
    trick: list[tuple[Seat, Card]] = []
    leader: Seat | None = None
    won = complete = 0
    last_call: int | None = None

    def play_contract(line: int) -> Contract:
        final = auction_contract(b.calls)
        if final is None:
            raise BoardError("a card or claim, but the auction reaches no contract", line,
                             zh="有打牌或声称，但叫牌过程没有形成定约")
        return final

    for key, value, line in pairs:
        if key in ("md", "sv", "pn"):
            _deal_tag(key, value, line, meta, b)
        elif key == "mb":
            last_call = _call(value, line, b)
        elif key == "an":
            if last_call is None:
                meta["warnings"].append(Said(f"line {line}: an explanation (an) before any call: {value!r} kept as "
                                             "commentary", f"第{line}行：叫品之前的解释（an）{value!r}：作为注释保留"))
                meta["comments"].append(value)  # the export writes it: never dropped
            elif value:
                b.annotate_call(last_call, explanation=value)
        elif key == "pc":
            if contract is None:
                contract = play_contract(line)
                leader = contract.declarer_seat.lho
            assert leader is not None
            try:
                card = Card.parse(value)
            except ValueError:
                raise BoardError(f"bad card {value!r} (pc)", line, zh=f"牌张 {value!r} 有误（pc）") from None
            seat = trick[-1][0].lho if trick else leader
            b.card(seat, card, line, lead=not trick)
            last_call = None
            trick.append((seat, card))
            if len(trick) == 4:
                leader = trick_winner(trick, contract.trump)
                complete += 1
                won += int(leader.side == contract.declaring_side)
                trick = []
        elif key == "mc":
            if contract is None:
                contract = play_contract(line)
                leader = contract.declarer_seat.lho
            if not value.strip().isdigit():
                raise BoardError(f"claim (mc) {value!r} is not a number of tricks", line,
                                 zh=f"声称（mc）{value!r} 不是墩数")
            total = int(value)
            remaining = total - won
            if not 0 <= remaining <= 13 - complete:
                raise BoardError(f"claim (mc) of {total} tricks does not fit the play: declarer's side "
                                 f"won {won} of the {complete} tricks played", line,
                                 zh=f"声称（mc）{total}墩与打牌过程不符：已打的{complete}墩中庄家方赢了{won}墩")
            b.claim(contract.declarer_seat, remaining, line)
            meta["result"] = str(total)
    _contract_meta(meta, b, contract is not None, won if complete == 13 else None)


def _contract_meta(meta: dict[str, Any], b: LogBuilder, played: bool, won: int | None) -> None:
    """LIN has no Contract: the closed auction's (Law 22), with the tricks won when all 13 are played
    (`won`); while the auction is not over (a vugraph operator stopped typing) none, as a PBN record
    cut by `*` without a Contract tag (the export writes `?`)."""
    closed = bool(b.calls) and passes_to_close([c for _, c in b.calls], [s for s, _ in b.calls]) == 0
    final = auction_contract(b.calls) if closed or played else None
    if final is not None:
        meta["contract"], meta["declarer"] = final.text, str(final.declarer)
        if meta["result"] is None and won is not None:
            meta["result"] = str(won)
    elif closed:
        meta["contract"] = "Pass"  # four passes (Law 22A)
    meta["result_recorded"] = meta["result"]


def _check_end(pairs: list[_Pair], meta: dict[str, Any], b: LogBuilder, vugraph: bool) -> None:
    """A board whose auction stops before it is closed (Law 17E), or whose play stops before the 13th
    trick with no claim (`mc|`; LIN writes a concession as a claim too): LIN has no mark for a record
    to be continued. BBO writes every call and card of a table or the claim (every board of the real
    hand records in tests/data does), so a board cut short there is an error with its line, as a
    PBN record cut short is. A vugraph operator types what he sees and often stops before the end of
    the play: a vugraph board (`vg|` in its file) cut short is audited as far as it is recorded, with
    a warning with its line."""
    calls = [line for key, _, line in pairs if key == "mb"]
    cards = [line for key, _, line in pairs if key == "pc"]
    if calls and passes_to_close([c for _, c in b.calls], [s for s, _ in b.calls]) > 0:  # (a card after it is an error already)
        what = (f"the auction stops after {len(calls)} calls before it is closed (Law 17E: three passes after "
                "the last bid)")
        what_zh = f"叫牌过程在第{len(calls)}个叫品后、竞叫结束前中止（第17条E款：最后一个实质叫品后连续三个不叫）"
        line, unchecked, auction_cut = calls[-1], "the contract, the play and the result are not checked", True
    elif cards and len(cards) < 52 and not any(key == "mc" for key, _, _ in pairs):
        what = (f"the play stops after {len(cards)} cards, in trick {len(cards) // 4 + 1} of 13, with no claim "
                "(mc)")
        what_zh = f"打牌过程在第{len(cards)}张牌后中止，在13墩中的第{len(cards) // 4 + 1}墩，没有声称（mc）"
        line, unchecked, auction_cut = cards[-1], "the result is not checked", False
    else:
        return
    if not vugraph:
        raise BoardError(f"{what}, and LIN has no mark for a record to be continued: the record is cut short",
                         line, zh=f"{what_zh}，而 LIN 没有表示记录待续的标记：记录不完整")
    if not auction_cut:
        meta["warnings"].append(Said(f"line {line}: {what}: the vugraph operator recorded no more; {unchecked}",
                                     f"第{line}行：打牌记录中止，vugraph 记录员未再记录；结果未核对"))
        return
    # an auction recorded so far is what a PBN auction ended by `*` is (`auction_unchecked`, status unchecked):
    # the export writes it so, and the audit of the export finds what the audit of the record finds
    meta.setdefault("unchecked", []).insert(0, {
        "kind": "auction_unchecked", "line": line,
        "en": f"line {line}: {what}: the vugraph operator recorded no more; {unchecked}",
        "zh": f"第{line}行：叫牌记录到第{len(calls)}次叫牌为止，尚未结束（第17条E款：最后一个实质叫后三个不叫）："
              "现场转播员未再记录；定约、打牌和结果未核对"})


def _deal(value: str, line: int) -> tuple[Seat | None, dict[Seat, frozenset[Card]]]:
    text = value.strip()
    dealer = None
    if text and text[0].isdigit():
        dealer = LIN_DEALER.get(text[0])
        if dealer is None:
            raise BoardError(f"md {value!r}: the dealer digit must be 1 (S), 2 (W), 3 (N) or 4 (E)", line,
                             zh=f"md {value!r}：发牌人的数字须为 1（南）、2（西）、3（北）或 4（东）")
        text = text[1:]
    hands: dict[Seat, frozenset[Card]] = {}
    for seat, part in zip(LIN_HAND_ORDER, text.split(","), strict=False):
        part = part.strip().upper().replace("10", "T")
        if not part:
            continue
        cards: set[Card] = set()
        suit = None
        for ch in part:
            if ch in SUITS:
                suit = ch
            elif ch in RANKS and suit is not None:
                if Card(suit, ch) in cards:
                    raise BoardError(f"md: {seat}'s hand holds {suit}{ch} twice", line,
                                     zh=f"md：{seat_zh(seat)}的牌中 {card_zh(suit + ch)} 写了两次")
                cards.add(Card(suit, ch))
            else:
                raise BoardError(f"md: cannot read {seat}'s hand {part!r} at {ch!r}", line,
                                 zh=f"md：无法读取{seat_zh(seat)}的牌 {part!r}（在 {ch!r} 处）")
        hands[seat] = frozenset(cards)
    return dealer, complete_hands(hands)
