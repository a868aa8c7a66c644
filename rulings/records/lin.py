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
- `st`, `rh`, `pg` and every other key are ignored.

A file may hold several boards; a new board starts at `qx`, at a second `md`, or at a header key
(`pn`, `ah`, `sv`, `rh`, `st`) that follows the calls or cards of the board before.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from rulings.calls import Call
from rulings.cards import RANKS, SUITS, Card, format_hand
from rulings.errors import LogError
from rulings.log import parse_log
from rulings.play import Contract, trick_winner
from rulings.records.pbn import (
    BoardRecord,
    _GameError,
    auction_contract,
    check_card,
    complete_hands,
    contract_tuple,
    format_contract,
    read_record_text,
)
from rulings.seats import Seat

LIN_DEALER = {"1": Seat.S, "2": Seat.W, "3": Seat.N, "4": Seat.E}
LIN_HAND_ORDER = (Seat.S, Seat.W, Seat.N, Seat.E)
LIN_VULNERABLE = {"o": "none", "0": "none", "n": "NS", "e": "EW", "b": "both"}
HEADER_KEYS = {"pn", "ah", "sv", "rh", "st"}
CONTENT_KEYS = {"mb", "pc", "mc", "an"}


def import_lin(path: str | Path) -> list[BoardRecord]:
    """Every board of a LIN file; a malformed board carries its LogError and the others still import."""
    text, encoding = read_record_text(path)
    return parse_lin(text, source=str(path), encoding=encoding)


def parse_lin(text: str, source: str = "<lin>", encoding: str | None = None) -> list[BoardRecord]:
    """Every board of LIN text, in file order."""
    boards: list[list[tuple[str, str, int]]] = []
    current: list[tuple[str, str, int]] = []
    for key, value, line in _pairs(text):
        keys = {k for k, _, _ in current}
        starts = (
            (key == "qx" and bool(current))
            or (key == "md" and "md" in keys)
            or (key in HEADER_KEYS and bool(keys & CONTENT_KEYS))
        )
        if starts:
            boards.append(current)
            current = []
        current.append((key, value, line))
    if current:
        boards.append(current)
    boards = [b for b in boards if any(k in ("md", "mb", "pc") for k, _, _ in b)]
    return [_board(pairs, number, source, encoding) for number, pairs in enumerate(boards, start=1)]


def _pairs(text: str) -> list[tuple[str, str, int]]:
    """The `key|value|` pairs of LIN text with the line each key is on."""
    pieces: list[tuple[str, int]] = []
    line = 1
    for piece in text.split("|"):
        pieces.append((piece, line))
        line += piece.count("\n")
    out = []
    for i in range(0, len(pieces) - 1, 2):
        raw_key, key_line = pieces[i]
        key = raw_key.strip().lower()
        if not key:
            continue
        key_line += raw_key[: len(raw_key) - len(raw_key.lstrip())].count("\n")
        out.append((key, pieces[i + 1][0].strip(), key_line))
    return out


def _board(pairs: list[tuple[str, str, int]], number: int, source: str, encoding: str | None) -> BoardRecord:
    start = pairs[0][2]
    meta: dict[str, Any] = {
        "event": None, "site": None, "date": None, "board": None, "dealer": None, "vulnerable": None,
        "declarer": None, "contract": None, "result": None, "score": None, "score_line": None,  # LIN records no score
        "players": {}, "comments": [], "warnings": [],
        "source": source, "game": number, "encoding": encoding,
    }
    for key, value, _ in pairs:
        if key == "ah":
            meta["board"] = value
        elif key == "qx" and meta["board"] is None and re.search(r"\d+", value):
            meta["board"] = re.search(r"\d+", value).group(0)  # type: ignore[union-attr]
    label = f"board {_board_number(meta['board']) or meta['board']}" if meta["board"] else f"board #{number} in the file"
    try:
        data, lines = _board_data(pairs, meta)
    except _GameError as exc:
        return BoardRecord(None, meta, LogError(f"{label}: {exc.message}", source=source, line=exc.line or start),
                           start)
    try:
        log = parse_log(data, source=source, lines=lines)
    except LogError as exc:
        md_line = next((ln for k, _, ln in pairs if k == "md"), start)
        line = exc.line or (md_line if exc.field and exc.field.startswith("hands") else start)
        error = LogError(f"{label}: {exc.detail}", source=source, line=line, event=exc.event, field=exc.field)
        return BoardRecord(None, meta, error, start, data)
    return BoardRecord(log, meta, None, start, data)


def _board_number(text: str | None) -> int | None:
    m = re.search(r"\d+", text or "")
    return int(m.group(0)) if m and int(m.group(0)) >= 1 else None


def _board_data(pairs: list[tuple[str, str, int]], meta: dict[str, Any]) -> tuple[dict[str, Any], list[int]]:
    data: dict[str, Any] = {}
    board = _board_number(meta["board"])
    if board is not None:
        data["board"] = board
    events: list[dict[str, Any]] = []
    lines: list[int] = []
    calls: list[tuple[Seat, Call]] = []
    hands: dict[Seat, frozenset[Card]] = {}
    dealer: Seat | None = None
    seen: dict[Card, Seat] = {}
    contract: Contract | None = None
    trick: list[tuple[Seat, Card]] = []
    leader: Seat | None = None
    won = complete = 0
    last_call: dict[str, Any] | None = None

    def play_contract(line: int) -> Contract:
        final = auction_contract(calls)
        if final is None:
            raise _GameError("a card or claim, but the auction reaches no contract", line)
        return final

    for key, value, line in pairs:
        if key == "md":
            dealer, hands = _deal(value, line)
            if dealer is not None:
                data["dealer"] = meta["dealer"] = str(dealer)
            if hands:
                data["hands"] = {str(s): format_hand(c) for s, c in hands.items()}
        elif key == "sv":
            vul = LIN_VULNERABLE.get(value.strip().lower())
            if vul is None:
                raise _GameError(f"sv {value!r} is not o, n, e or b", line)
            data["vulnerable"] = meta["vulnerable"] = vul
        elif key == "pn":
            names = [n.strip() for n in value.split(",")]
            meta["players"] = {str(s): n for s, n in zip(LIN_HAND_ORDER, names, strict=False) if n}
        elif key == "mb":
            if dealer is None:
                raise _GameError("a call (mb) before the deal (md) names the dealer", line)
            seat = dealer
            for _ in range(len(calls)):
                seat = seat.lho
            text = value.strip()
            alert = text.endswith("!")
            text = text.rstrip("!").strip()
            try:
                call = Call.parse({"p": "P", "d": "X", "r": "XX"}.get(text.lower(), text))
            except ValueError:
                raise _GameError(f"unknown call {value!r} (mb)", line) from None
            last_call = {"seat": str(seat), "call": str(call)}
            if alert:
                last_call["alert"] = True
            calls.append((seat, call))
            events.append(last_call)
            lines.append(line)
        elif key == "an":
            if last_call is None:
                meta["warnings"].append(f"line {line}: an explanation (an) before any call")
            elif value:
                last_call["explanation"] = value
        elif key == "pc":
            if contract is None:
                contract = play_contract(line)
                leader = contract.declarer.lho
            assert leader is not None
            try:
                card = Card.parse(value)
            except ValueError:
                raise _GameError(f"bad card {value!r} (pc)", line) from None
            seat = trick[-1][0].lho if trick else leader
            check_card(card, seat, hands, seen, line)
            events.append({"seat": str(seat), "play" if trick else "lead": str(card)})
            lines.append(line)
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
                leader = contract.declarer.lho
            if not value.strip().isdigit():
                raise _GameError(f"claim (mc) {value!r} is not a number of tricks", line)
            total = int(value)
            remaining = total - won
            if not 0 <= remaining <= 13 - complete:
                raise _GameError(f"claim (mc) of {total} tricks does not fit the play: declarer's side "
                                 f"won {won} of the {complete} tricks played", line)
            events.append({"seat": str(contract.declarer), "claim": remaining})
            lines.append(line)
            meta["result"] = str(total)
    final = auction_contract(calls)
    if final is not None:
        meta["contract"], meta["declarer"] = format_contract(contract_tuple(final)), str(final.declarer)
        if meta["result"] is None and complete == 13:
            meta["result"] = str(won)
    elif len(calls) >= 4:
        meta["contract"] = "Pass"
    data["events"] = events
    return data, lines


def _deal(value: str, line: int) -> tuple[Seat | None, dict[Seat, frozenset[Card]]]:
    text = value.strip()
    dealer = None
    if text and text[0].isdigit():
        dealer = LIN_DEALER.get(text[0])
        if dealer is None:
            raise _GameError(f"md {value!r}: the dealer digit must be 1 (S), 2 (W), 3 (N) or 4 (E)", line)
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
                    raise _GameError(f"md: {seat}'s hand holds {suit}{ch} twice", line)
                cards.add(Card(suit, ch))
            else:
                raise _GameError(f"md: cannot read {seat}'s hand {part!r} at {ch!r}", line)
        hands[seat] = frozenset(cards)
    return dealer, complete_hands(hands)
