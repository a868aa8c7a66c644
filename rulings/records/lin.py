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
- `ah|Board 3|`: the board number; `qx|o3|`: the board's id (open/closed room, number), which
  also gives the board number when `ah` does not; `pn|S,W,N,E|`: the players.
- A vugraph header `vg|event,segment,I,1,16,team1,0,team2,0|` gives the Event, the Round (the
  segment), the Scoring (I IMP, P MP, B BAM) and the teams (HomeTeam, VisitTeam), and `qx|o…|` /
  `qx|c…|` the Room (Open, Closed), kept as PBN tags in `meta["tags"]` for the export.
- `st`, `rh`, `pg`, `rs` and the other keys of the BBO viewer say nothing about the laws.
- A vugraph file's header (`vg|…|rs|…|pn|S,W,N,E,S,W,N,E|` before the first `qx|`) gives the players
  of both rooms: the first four names to the open room (`qx|o…|`), the next four to the closed room
  (`qx|c…|`), unless a board gives its own `pn`.

A file may hold several boards; a new board starts at `qx`, at a second `md`, or at a header key
(`pn`, `ah`, `sv`, `rh`, `st`) that follows the calls or cards of the board before. Text that is
not a `key|value|` pair (a stray `garbage|` line) is skipped with a warning on the board it stands
in, and the pairs after it are read as they were written: no later board is lost.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from rulings.cards import RANKS, SUITS, Card
from rulings.errors import LogError
from rulings.play import Contract, trick_winner
from rulings.records.builder import (
    BoardError,
    BoardRecord,
    LogBuilder,
    auction_contract,
    call_of,
    complete_hands,
    new_meta,
)
from rulings.records.pbn import read_record_text
from rulings.seats import Seat

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
    """Every board of LIN text, in file order."""
    pairs, stray = _pairs(text)
    boards: list[list[_Pair]] = []
    current: list[_Pair] = []
    header: list[_Pair] = []
    started = False
    for key, value, line in pairs:
        keys = {k for k, _, _ in current}
        starts = (
            (key == "qx" and bool(current))
            or (key == "md" and "md" in keys)
            or (key in HEADER_KEYS and bool(keys & CONTENT_KEYS))
        )
        if key in ("qx", "md") and not started:
            started = True
            header, current = current, []
        elif starts:
            boards.append(current)
            current = []
        current.append((key, value, line))
    if current:
        boards.append(current)
    if not started:
        header = []
    boards = [b for b in boards if any(k in ("md", "mb", "pc") for k, _, _ in b)]
    records = [_board(pairs_, number, source, encoding, header) for number, pairs_ in enumerate(boards, start=1)]
    for line, piece in stray:
        target = next((r for r in reversed(records) if r.line <= line), records[0] if records else None)
        if target is not None:
            target.meta["warnings"].append(f"line {line}: {piece!r} is not a LIN key|value| pair; skipped")
    return records


def _pairs(text: str) -> tuple[list[_Pair], list[tuple[int, str]]]:
    """The `key|value|` pairs of LIN text with the line each key is on; and the stray pieces (text
    where a key should be that is not one), with their lines."""
    pieces: list[tuple[str, int]] = []
    line = 1
    for piece in text.split("|"):
        pieces.append((piece, line))
        line += piece.count("\n")
    out: list[_Pair] = []
    stray: list[tuple[int, str]] = []
    i = 0
    while i < len(pieces) - 1:
        raw_key, key_line = pieces[i]
        key = raw_key.strip()
        key_line += raw_key[: len(raw_key) - len(raw_key.lstrip())].count("\n")
        if not key:
            i += 1
            continue
        if not _KEY.match(key):
            stray.append((key_line, key))
            i += 1
            continue
        out.append((key.lower(), pieces[i + 1][0].strip(), key_line))
        i += 2
    if i == len(pieces) - 1 and pieces[i][0].strip():
        stray.append((pieces[i][1], pieces[i][0].strip()))
    return out, stray


def _board(pairs: list[_Pair], number: int, source: str, encoding: str | None, header: list[_Pair]) -> BoardRecord:
    start = pairs[0][2]
    meta = new_meta(source, number, encoding)
    for key, value, _ in pairs:
        if key == "ah":
            meta["board"] = value
        elif key == "qx" and meta["board"] is None and (digits := re.search(r"\d+", value)):
            meta["board"] = digits.group(0)
    room = next((v.strip()[:1].lower() for k, v, _ in pairs if k == "qx"), "")
    for key, value, _ in header:
        if key == "pn":
            names = [n.strip() for n in value.split(",")]
            names = names[4:8] if room == "c" and len(names) >= 8 else names[:4]
            meta["players"] = {str(s): n for s, n in zip(LIN_HAND_ORDER, names, strict=False) if n}
    _vugraph(header + pairs, room, meta)
    label = f"board {_board_number(meta['board']) or meta['board']}" if meta["board"] else f"board #{number} in the file"
    builder = LogBuilder(source)
    try:
        _board_data(pairs, meta, builder)
        log, data = builder.build()
    except BoardError as exc:
        return BoardRecord(None, meta, LogError(f"{label}: {exc.message}", source=source, line=exc.line or start),
                           start)
    return BoardRecord(log, meta, None, start, data)


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
            raise BoardError(f"sv {value!r} is not o, n, e or b", line)
        b.vulnerable = meta["vulnerable"] = vul
    elif key == "pn":
        names = [n.strip() for n in value.split(",")]
        meta["players"] = {str(s): n for s, n in zip(LIN_HAND_ORDER, names, strict=False) if n}


def _call(value: str, line: int, b: LogBuilder) -> int:
    """mb: the next call in rotation from the dealer (`!` alerts it); its index in the log."""
    if b.dealer is None:
        raise BoardError("a call (mb) before the deal (md) names the dealer", line)
    seat = b.dealer
    for _ in range(len(b.calls) % 4):
        seat = seat.lho
    text = value.strip()
    alert = text.endswith("!")
    text = text.rstrip("!").strip()
    try:
        call = call_of({"p": "P", "d": "X", "r": "XX"}.get(text.lower(), text.upper()))
    except ValueError:
        raise BoardError(f"unknown call {value!r} (mb)", line) from None
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
            raise BoardError("a card or claim, but the auction reaches no contract", line)
        return final

    for key, value, line in pairs:
        if key in ("md", "sv", "pn"):
            _deal_tag(key, value, line, meta, b)
        elif key == "mb":
            last_call = _call(value, line, b)
        elif key == "an":
            if last_call is None:
                meta["warnings"].append(f"line {line}: an explanation (an) before any call")
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
                raise BoardError(f"bad card {value!r} (pc)", line) from None
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
                raise BoardError(f"claim (mc) {value!r} is not a number of tricks", line)
            total = int(value)
            remaining = total - won
            if not 0 <= remaining <= 13 - complete:
                raise BoardError(f"claim (mc) of {total} tricks does not fit the play: declarer's side "
                                 f"won {won} of the {complete} tricks played", line)
            b.claim(contract.declarer_seat, remaining, line)
            meta["result"] = str(total)
    final = auction_contract(b.calls)
    if final is not None:
        meta["contract"], meta["declarer"] = final.text, str(final.declarer)
        if meta["result"] is None and complete == 13:
            meta["result"] = str(won)
    elif len(b.calls) >= 4:
        meta["contract"] = "Pass"
    meta["result_recorded"] = meta["result"]


def _deal(value: str, line: int) -> tuple[Seat | None, dict[Seat, frozenset[Card]]]:
    text = value.strip()
    dealer = None
    if text and text[0].isdigit():
        dealer = LIN_DEALER.get(text[0])
        if dealer is None:
            raise BoardError(f"md {value!r}: the dealer digit must be 1 (S), 2 (W), 3 (N) or 4 (E)", line)
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
                    raise BoardError(f"md: {seat}'s hand holds {suit}{ch} twice", line)
                cards.add(Card(suit, ch))
            else:
                raise BoardError(f"md: cannot read {seat}'s hand {part!r} at {ch!r}", line)
        hands[seat] = frozenset(cards)
    return dealer, complete_hands(hands)
