"""PBN 2.1 import: every game of a PBN file as a `BoardRecord` holding an event log in the schema
of `rulings.log` (validated with `parse_log`), the board's metadata as recorded, and the
`LogError` that stopped the game, if one did. A malformed game does not stop the others.

What is read
- Tags Event, Site, Date, Board, West/North/East/South, Dealer, Vulnerable (None | Love | -, NS,
  EW, All | Both), Deal ("N:S.H.D.C …", the first seat given, then the hands clockwise; `-` for a
  hand not known; three known hands complete the fourth), Declarer (`^S` marks an irregular
  declarer: the seat is S), Contract, Result, Score (kept as recorded in `meta["score"]`),
  Auction, Play and Note.
- Import format: a tag value `#` repeats the previous game's value; a game that leaves out Event,
  Site, Date, Board, Dealer, Vulnerable, Deal or Scoring takes them from the previous game (the
  other table of the same board, as in the rpbridge.net archives).
- Comments `{ … }` and `; …` are kept, in order, in `meta["comments"]`; a line starting with `%`
  is a directive and is skipped. The file is read as UTF-8, else GB18030 (Chinese comments), else
  Latin-1; `meta["encoding"]` says which.

The auction (PBN 2.1 §3.5) is a grid read row by row, four columns in rotation from the seat in
the Auction tag; the importer keeps every call in that (table) order with the seat of its column:
- `Pass`, `X`, `XX`, `1C` … `7NT` (also `1N`, and bids above seven, which Law 38 rules on);
- `-`: the player of this column made no call here. This is how PBN writes an irregular auction:
  a call out of rotation stands in the column of the player who made it, with `-` in the columns
  of the players it skipped, and the correction of an insufficient bid stands in the offender's
  column on the next round. The log therefore shows the call out of rotation, the insufficient
  bid and its correction exactly as they happened; the table model deduces the irregularity.
- `AP`: passes by the following players until the auction is closed (three passes after a call,
  four when nobody has called); `*`: the auction ends here as recorded.
- Suffix annotations: `!` marks an alert (`alert: true`); `=N=` refers to `[Note "N:text"]`, whose
  text becomes the call's `explanation`; an irregularity annotation `^X` is kept as the call's
  `note` ("PBN ^X"); the quality annotations `?`, `!!`, `??`, `!?`, `?!` and NAGs `$N` are ignored.
- `+` (a call not known) cannot be placed in a log: the game gets a LogError.

The play (§3.6): rows of four cards, the columns in rotation from the seat in the Play tag; `-` no
card, `*` end. Each row is one trick; its cards go into the log in table order, trick 1 from the
opening leader, each later trick from the winner of the one before. The first card of each trick
is a `lead` event (Law 1 definitions: 引牌 is the first card of every trick), the others `play`
events; declarer's cards from dummy are logged with dummy's seat. A game without an Auction
section gets no play events (the play could not follow an auction the log does not show).

Where the deal is known, each card is logged for the player whose hand holds it; a row whose
cards stand in other columns (some archives write a trick in the order played) is warned about in
`meta["warnings"]`, since a player can only play his own cards.

A claim is inferred from the Result: when fewer than 13 tricks are recorded, the log ends with
`{seat: declarer, claim: N}` where N = Result − the tricks declarer's side won in the complete
tricks recorded (the tricks still to be played that declarer's side gets), with the note "inferred
from the recorded result". A Result below what the play already gave declarer's side, or above
what is left, does not fit the play: no claim is logged and `meta["warnings"]` says so. No claim is
inferred without a Play section.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rulings.boards import conditions
from rulings.calls import Call
from rulings.cards import FULL_PACK, Card, format_hand, parse_hand
from rulings.errors import LogError
from rulings.log import DealLog, parse_log
from rulings.play import Contract, trick_winner
from rulings.seats import ORDER, Seat, parse_seat

ENCODINGS = ("utf-8", "gb18030", "latin-1")
INHERITED_TAGS = ("Event", "Site", "Date", "Board", "Dealer", "Vulnerable", "Deal", "Scoring")
VULNERABLE_TAG = {"none": "none", "love": "none", "-": "none", "ns": "NS", "ew": "EW", "all": "both",
                  "both": "both"}
CLAIM_NOTE = "inferred from the recorded result ({} tricks)"


@dataclass
class BoardRecord:
    """One imported board. `log` is None when `error` says why the board could not be read.
    `meta`: event, site, date, board, dealer, vulnerable, declarer, contract, result and score (the
    PBN Score tag, e.g. "NS 420", which `rulings.audit` checks against Law 77) as recorded (strings,
    None when absent), score_line (the Score tag's line, None without one), players, comments,
    warnings, source, encoding, game (its number in the file, from 1). A LIN record has no score. `line`: where the board starts in the file. `data`: the plain data given
    to `parse_log` (it keeps each call's `alert`, which `DealLog` does not hold)."""

    log: DealLog | None
    meta: dict[str, Any]
    error: LogError | None = None
    line: int = 0
    data: dict[str, Any] | None = field(default=None, repr=False)


class _GameError(Exception):
    """A fault in one game: message and line; turned into a LogError naming the board."""

    def __init__(self, message: str, line: int | None) -> None:
        super().__init__(message)
        self.message, self.line = message, line


# --------------------------------------------------------------------------- reading files


def read_record_text(path: str | Path) -> tuple[str, str]:
    """The text of a record file and the encoding that read it: UTF-8, else GB18030, else Latin-1."""
    p = Path(path)
    try:
        raw = p.read_bytes()
    except FileNotFoundError:
        raise LogError(f"no such file: {p}") from None
    except OSError as exc:
        raise LogError(f"cannot read {p}: {exc}") from None
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    for encoding in ENCODINGS:
        try:
            return raw.decode(encoding), encoding
        except UnicodeDecodeError:
            continue
    raise AssertionError("latin-1 decodes every byte")  # pragma: no cover


def import_pbn(path: str | Path) -> list[BoardRecord]:
    """Every game of a PBN file; a malformed game carries its LogError and the others still import."""
    text, encoding = read_record_text(path)
    return parse_pbn(text, source=str(path), encoding=encoding)


# --------------------------------------------------------------------------- tokens


@dataclass
class _Tok:
    kind: str  # tag | word | comment | blank | bad
    text: str
    line: int
    value: str = ""


_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\\n]|\\.)*)"\s*\]')
_WORD = re.compile(r"[^\s\[{;]+")


def _tokens(text: str) -> list[_Tok]:
    toks: list[_Tok] = []
    i, n, line = 0, len(text), 1
    content = False  # the current line has something on it
    first = True  # nothing but blanks so far on this line
    while i < n:
        ch = text[i]
        if ch == "\n":
            if not content:
                toks.append(_Tok("blank", "", line))
            line, i, content, first = line + 1, i + 1, False, True
            continue
        if ch.isspace() or ch == "\ufeff":
            i += 1
            continue
        content = True
        if first and ch == "%":  # escape line: a directive such as "% PBN 2.1"
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        first = False
        if ch == "{":
            j = text.find("}", i + 1)
            if j < 0:
                toks.append(_Tok("bad", "a comment '{' is never closed with '}'", line))
                j = n
            body = text[i + 1:j]
            toks.append(_Tok("comment", body.strip(), line))
            line += body.count("\n")
            i = j + 1
            continue
        if ch == ";":
            j = text.find("\n", i)
            j = n if j < 0 else j
            toks.append(_Tok("comment", text[i + 1:j].strip(), line))
            i = j
            continue
        if ch == "[":
            m = _TAG.match(text, i)
            if m is None:
                j = text.find("\n", i)
                j = n if j < 0 else j
                toks.append(_Tok("bad", f"malformed tag {text[i:j].strip()!r} (write [Name \"value\"])", line))
                i = j
                continue
            value = re.sub(r"\\(.)", r"\1", m.group(2))
            toks.append(_Tok("tag", m.group(1), line, value))
            line += m.group(0).count("\n")
            i = m.end()
            continue
        m = _WORD.match(text, i)
        assert m is not None
        toks.append(_Tok("word", m.group(0), line))
        i = m.end()
    return toks


def _games(toks: list[_Tok]) -> list[list[_Tok]]:
    """Games are separated by empty lines; a stretch without a tag is commentary for the next game."""
    games: list[list[_Tok]] = []
    current: list[_Tok] = []
    for tok in toks:
        if tok.kind == "blank":
            if any(t.kind == "tag" for t in current):
                games.append(current)
                current = []
            continue
        current.append(tok)
    if any(t.kind == "tag" for t in current):
        games.append(current)
    return games


# --------------------------------------------------------------------------- parsing games


def parse_pbn(text: str, source: str = "<pbn>", encoding: str | None = None) -> list[BoardRecord]:
    """Every game of PBN text, in file order."""
    records: list[BoardRecord] = []
    previous: dict[str, str] = {}
    for number, game in enumerate(_games(_tokens(text)), start=1):
        records.append(_game(game, number, previous, source, encoding))
    return records


@dataclass
class _Game:
    tags: dict[str, tuple[str, int]] = field(default_factory=dict)
    sections: dict[str, list[tuple[str, int]]] = field(default_factory=dict)
    notes: dict[str, dict[str, str]] = field(default_factory=lambda: {"Auction": {}, "Play": {}})
    comments: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    bad: tuple[str, int] | None = None


def _collect(toks: list[_Tok], previous: dict[str, str]) -> _Game:
    g = _Game()
    current: str | None = None
    last_section = "Auction"
    for tok in toks:
        if tok.kind == "bad":
            g.bad = g.bad or (tok.text, tok.line)
        elif tok.kind == "comment":
            g.comments.append(tok.text)
        elif tok.kind == "tag":
            if tok.text == "Note":
                number, _, note = tok.value.partition(":")
                g.notes[last_section][number.strip()] = note.strip()
                current = None
                continue
            if tok.text in g.tags:
                g.warnings.append(f"line {tok.line}: tag {tok.text} given twice; the first is used")
                current = None
                continue
            value = tok.value
            if value == "#":
                value = previous.get(tok.text, "")
            g.tags[tok.text] = (value, tok.line)
            current = tok.text
            g.sections[current] = []
            if current in ("Auction", "Play"):
                last_section = current
        elif tok.kind == "word" and current is not None:
            g.sections[current].append((tok.text, tok.line))
    first_line = toks[0].line if toks else 0
    for name in INHERITED_TAGS:
        if name not in g.tags and name in previous:
            g.tags[name] = (previous[name], first_line)
    previous.clear()
    previous.update({name: value for name, (value, _) in g.tags.items()})
    return g


def _game(toks: list[_Tok], number: int, previous: dict[str, str], source: str,
          encoding: str | None) -> BoardRecord:
    g = _collect(toks, previous)
    start = next((t.line for t in toks if t.kind == "tag"), toks[0].line)

    def tag(name: str) -> str | None:
        return g.tags[name][0] if name in g.tags else None

    meta: dict[str, Any] = {
        "event": tag("Event"), "site": tag("Site"), "date": tag("Date"), "board": tag("Board"),
        "dealer": tag("Dealer"), "vulnerable": tag("Vulnerable"), "declarer": tag("Declarer"),
        "contract": tag("Contract"), "result": tag("Result"),
        "score": tag("Score"), "score_line": g.tags["Score"][1] if "Score" in g.tags else None,
        "players": {s: tag(name) for s, name in (("N", "North"), ("E", "East"), ("S", "South"), ("W", "West"))
                    if tag(name) is not None},
        "comments": g.comments, "warnings": g.warnings, "source": source, "game": number,
        "encoding": encoding,
    }
    board_text = (tag("Board") or "").strip()
    label = f"board {board_text}" if board_text else f"game {number} (no Board tag)"
    try:
        if g.bad:
            raise _GameError(g.bad[0], g.bad[1])
        data, lines = _game_data(g, meta)
    except _GameError as exc:
        error = LogError(f"{label}: {exc.message}", source=source, line=exc.line or start)
        return BoardRecord(None, meta, error, start)
    try:
        log = parse_log(data, source=source, lines=lines)
    except LogError as exc:
        line = exc.line or (g.tags["Deal"][1] if exc.field and exc.field.startswith("hands") and "Deal" in g.tags
                            else start)
        error = LogError(f"{label}: {exc.detail}", source=source, line=line, event=exc.event, field=exc.field)
        return BoardRecord(None, meta, error, start, data)
    return BoardRecord(log, meta, None, start, data)


def _game_data(g: _Game, meta: dict[str, Any]) -> tuple[dict[str, Any], list[int]]:
    """The plain log data of one game and the source line of each event."""

    def tag(name: str) -> tuple[str, int] | None:
        return g.tags.get(name)

    data: dict[str, Any] = {}
    board = tag("Board")
    if board and board[0].strip():
        if board[0].strip().isdigit() and int(board[0]) >= 1:
            data["board"] = int(board[0])
        else:
            g.warnings.append(f"line {board[1]}: Board {board[0]!r} is not a board number")
    dealer = tag("Dealer")
    if dealer and dealer[0].strip():
        data["dealer"] = str(_seat(dealer[0], "Dealer", dealer[1]))
    vul = tag("Vulnerable")
    if vul and vul[0].strip():
        got = VULNERABLE_TAG.get(vul[0].strip().lower())
        if got is None:
            raise _GameError(f"Vulnerable {vul[0]!r} is not None, NS, EW or All", vul[1])
        data["vulnerable"] = got
    _law2(data)
    hands: dict[Seat, frozenset[Card]] = {}
    deal = tag("Deal")
    if deal and deal[0].strip():
        hands = _deal(deal[0], deal[1])
        data["hands"] = {str(s): format_hand(c) for s, c in hands.items()}
    event = (meta.get("event") or "").strip()
    if event and event not in ("?", "#"):
        data["title"] = event

    events: list[dict[str, Any]] = []
    lines: list[int] = []
    calls: list[tuple[Seat, Call]] = []
    auction = tag("Auction")
    if auction:
        first = _seat(auction[0], "Auction", auction[1])
        for item, line in _auction(g.sections.get("Auction", []), first, g.notes["Auction"], g.warnings):
            events.append(item)
            lines.append(line)
            calls.append((parse_seat(item["seat"]), Call.parse(item["call"])))

    play = tag("Play")
    play_words = g.sections.get("Play", []) if play else []
    if play and any(w not in ("*", "-") for w, _ in play_words):
        if not auction:
            g.warnings.append(f"line {play[1]}: no Auction section, so the play is not logged")
        else:
            contract = _contract_of(tag("Contract"), calls)
            if contract is None or contract == "pass":
                raise _GameError("a Play section, but no contract (Contract tag or auction)", play[1])
            leader = _seat(play[0], "Play", play[1])
            declarer = _declarer_of(tag("Declarer"), calls)
            trump = None if contract[1] == "NT" else contract[1]
            rows = _play_rows(play_words, leader, g.notes["Play"])
            played, won, complete = _play_events(rows, leader, trump, hands, declarer, g.warnings)
            for item, line in played:
                events.append(item)
                lines.append(line)
            result = tag("Result")
            if complete < 13 and declarer is not None and result and result[0].strip().isdigit():
                tricks_total = int(result[0])
                remaining = tricks_total - won
                if 0 <= remaining <= 13 - complete:
                    events.append({"seat": str(declarer), "claim": remaining,
                                   "note": CLAIM_NOTE.format(tricks_total)})
                    lines.append(result[1])
                else:
                    g.warnings.append(f"line {result[1]}: Result {tricks_total} does not fit the play recorded "
                                      f"(declarer's side won {won} of the {complete} complete tricks, "
                                      f"{13 - complete} are left), so no claim is logged")
            elif complete == 13 and declarer is not None and result and result[0].strip().isdigit():
                if int(result[0]) != won:
                    g.warnings.append(f"line {result[1]}: Result {result[0]} but declarer's side won {won} tricks "
                                      "in the play recorded")
    data["events"] = events
    return data, lines


def _law2(data: dict[str, Any]) -> None:
    """Fill dealer and vulnerability from the board number (Law 2) where the record leaves them out."""
    board = data.get("board")
    if board is None or ("dealer" in data and "vulnerable" in data):
        return
    dealer, vul = conditions(board)
    data.setdefault("dealer", str(dealer))
    data.setdefault("vulnerable", str(vul))


def _seat(text: str, tag_name: str, line: int) -> Seat:
    try:
        return parse_seat(text.strip())
    except ValueError:
        raise _GameError(f"{tag_name} {text!r} is not a seat (N, E, S or W)", line) from None


_DEALS: dict[str, dict[Seat, frozenset[Card]]] = {}  # the other table of a board repeats its Deal


def _deal(text: str, line: int) -> dict[Seat, frozenset[Card]]:
    if text in _DEALS:
        return _DEALS[text]
    if len(_DEALS) > 4096:
        _DEALS.clear()
    _DEALS[text] = hands = _read_deal(text, line)
    return hands


def _read_deal(text: str, line: int) -> dict[Seat, frozenset[Card]]:
    value = text.strip()
    if len(value) < 2 or value[1] != ":":
        raise _GameError(f"Deal {text!r} must start with the first seat and a colon, e.g. \"N:AKQ…\"", line)
    first = _seat(value[0], "Deal", line)
    parts = value[2:].split()
    if len(parts) != 4:
        raise _GameError(f"Deal {text!r} must give four hands (or - for one not known)", line)
    hands: dict[Seat, frozenset[Card]] = {}
    seat = first
    for part in parts:
        if part != "-":
            try:
                hands[seat] = parse_hand(part)
            except ValueError as exc:
                raise _GameError(f"Deal: {exc}", line) from None
        seat = seat.lho
    return complete_hands(hands)


def complete_hands(hands: dict[Seat, frozenset[Card]]) -> dict[Seat, frozenset[Card]]:
    """Three known hands of 13 cards determine the fourth."""
    if len(hands) == 3 and all(len(c) == 13 for c in hands.values()):
        rest = FULL_PACK.difference(*hands.values())
        if len(rest) == 13:
            missing = next(s for s in ORDER if s not in hands)
            hands = {**hands, missing: frozenset(rest)}
    return {s: hands[s] for s in ORDER if s in hands}


_ANNOTATION = re.compile(r"=(\d+)=|\^([A-Za-z])|(!!|\?\?|!\?|\?!|!|\?)|\$(\d+)")


def _split(word: str, line: int) -> tuple[str, list[re.Match[str]]]:
    """A token's main part and its suffix annotations (`!`, `=1=`, `^I`, `$12` …)."""
    cut = len(word)
    for i, ch in enumerate(word):
        if ch in "=!?^$":
            cut = i
            break
    main, rest = word[:cut], word[cut:]
    found: list[re.Match[str]] = []
    pos = 0
    while pos < len(rest):
        m = _ANNOTATION.match(rest, pos)
        if m is None:
            raise _GameError(f"cannot read {word!r}", line)
        found.append(m)
        pos = m.end()
    return main, found


def _annotate(item: dict[str, Any], found: list[re.Match[str]], notes: dict[str, str], warnings: list[str],
              line: int, is_call: bool) -> None:
    for m in found:
        number, irregularity, quality = m.group(1), m.group(2), m.group(3)
        if number is not None:
            text = notes.get(number)
            if text is None:
                warnings.append(f"line {line}: note ={number}= has no [Note \"{number}:…\"]")
                continue
            key = "explanation" if is_call else "note"
            item[key] = f"{item[key]}; {text}" if item.get(key) else text
        elif irregularity is not None:
            mark = f"PBN ^{irregularity.upper()}"
            item["note"] = f"{item['note']}; {mark}" if item.get("note") else mark
        elif quality == "!" and is_call:
            item["alert"] = True


def passes_to_close(calls: list[Call]) -> int:
    """How many passes end the auction from here (Law 17E: three after a call, four if none)."""
    trailing = 0
    for call in reversed(calls):
        if call.kind != "pass":
            break
        trailing += 1
    needed = 3 if any(c.kind != "pass" for c in calls) else 4
    return max(needed - trailing, 0)


def _auction(words: list[tuple[str, int]], first: Seat, notes: dict[str, str],
             warnings: list[str]) -> list[tuple[dict[str, Any], int]]:
    out: list[tuple[dict[str, Any], int]] = []
    seat = first
    for word, line in words:
        main, found = _split(word, line)
        if main == "":
            if out:
                _annotate(out[-1][0], found, notes, warnings, line, True)
            continue
        upper = main.upper()
        if upper == "*":
            break
        if upper == "-":
            seat = seat.lho
            continue
        if upper == "AP":
            for _ in range(passes_to_close([Call.parse(item["call"]) for item, _ in out])):
                out.append(({"seat": str(seat), "call": "P"}, line))
                seat = seat.lho
            continue
        if upper == "+":
            raise _GameError("the auction has a call not known ('+'), which a log cannot hold", line)
        try:
            call = Call.parse(main)
        except ValueError:
            raise _GameError(f"unknown call {main!r} in the auction", line) from None
        item: dict[str, Any] = {"seat": str(seat), "call": str(call)}
        _annotate(item, found, notes, warnings, line, True)
        out.append((item, line))
        seat = seat.lho
    return out


_CONTRACT = re.compile(r"^([1-7])(NT|N|S|H|D|C)(XX|X|R|D)?$")


def parse_contract(text: str) -> tuple[int, str, str] | str | None:
    """A Contract value: (level, strain, "" | "X" | "XX"), "pass", or None when not given.
    ValueError for anything else."""
    t = text.strip().upper().replace("*", "X")
    if t in ("", "?", "-"):
        return None
    if t in ("PASS", "P", "AP"):
        return "pass"
    m = _CONTRACT.match(t)
    if m is None:
        raise ValueError(f"{text!r} is not a contract (4H, 3NTX, 6SXX, Pass)")
    risk = {"R": "XX", "D": "X"}.get(m.group(3) or "", m.group(3) or "")
    return int(m.group(1)), "NT" if m.group(2) in ("N", "NT") else m.group(2), risk


def auction_contract(calls: list[tuple[Seat, Call]]) -> Contract | None:
    """The contract the calls reach (Law 22, `rulings.play.Contract.from_auction`); None when nobody
    bid or the last bid is not a contract (above seven, Law 38)."""
    try:
        return Contract.from_auction(calls)
    except ValueError:
        return None


def contract_tuple(contract: Contract) -> tuple[int, str, str]:
    return contract.level, contract.strain, ("", "X", "XX")[contract.doubled]


def format_contract(contract: tuple[int, str, str] | str | None) -> str:
    if contract is None:
        return ""
    if contract == "pass":
        return "Pass"
    level, strain, risk = contract
    return f"{level}{strain}{risk}"


def _contract_of(tag: tuple[str, int] | None, calls: list[tuple[Seat, Call]]) -> tuple[int, str, str] | str | None:
    if tag is not None:
        try:
            got = parse_contract(tag[0])
        except ValueError as exc:
            raise _GameError(f"Contract: {exc}", tag[1]) from None
        if got is not None:
            return got
    final = auction_contract(calls)
    return contract_tuple(final) if final else None


def _declarer_of(tag: tuple[str, int] | None, calls: list[tuple[Seat, Call]]) -> Seat | None:
    if tag is not None and tag[0].strip().lstrip("^").strip():
        return _seat(tag[0].strip().lstrip("^"), "Declarer", tag[1])
    final = auction_contract(calls)
    return final.declarer if final else None


def _play_rows(words: list[tuple[str, int]], first: Seat,
               notes: dict[str, str]) -> list[list[tuple[Seat, Card, int, dict[str, Any]]]]:
    """The Play section as rows (tricks): each the cards with their column's seat, line and annotations."""
    columns = [first, first.lho, first.partner, first.rho]
    positions: list[tuple[Card, int, dict[str, Any]] | None] = []
    warnings: list[str] = []
    for word, line in words:
        main, found = _split(word, line)
        if main == "":
            last = next((p for p in reversed(positions) if p is not None), None)
            if last is not None:
                _annotate(last[2], found, notes, warnings, line, False)
            continue
        if main == "*":
            break
        if main == "-":
            positions.append(None)
            continue
        if main == "+":
            raise _GameError("the play has a card not known ('+'), which a log cannot hold", line)
        try:
            card = Card.parse(main)
        except ValueError:
            raise _GameError(f"bad card {main!r} in the play", line) from None
        extra: dict[str, Any] = {}
        _annotate(extra, found, notes, warnings, line, False)
        positions.append((card, line, extra))
    rows = []
    for start in range(0, len(positions), 4):
        row = positions[start:start + 4]
        rows.append([(columns[i], *p) for i, p in enumerate(row) if p is not None])
    return rows


def _play_events(rows: list[list[tuple[Seat, Card, int, dict[str, Any]]]], leader: Seat, trump: str | None,
                 hands: dict[Seat, frozenset[Card]], declarer: Seat | None,
                 warnings: list[str]) -> tuple[list[tuple[dict[str, Any], int]], int, int]:
    """Play rows into events in table order; also the tricks declarer's side won and the number of
    complete tricks. Where the deal is known, each card is logged for the player whose hand holds
    it: a row whose cards stand in the wrong columns (some archives write a trick in the order
    played) gets a warning, not an error, because a player can only play his own cards."""
    owner = {card: seat for seat, cards in hands.items() for card in cards}
    out: list[tuple[dict[str, Any], int]] = []
    seen: dict[Card, Seat] = {}
    moved: list[tuple[int, int]] = []
    won = complete = 0
    unfinished_at: int | None = None
    for number, row in enumerate(rows, start=1):
        if not row:
            continue
        if unfinished_at is not None:
            raise _GameError(f"trick {number} follows trick {unfinished_at}, which is not complete", row[0][2])
        trick: dict[Seat, tuple[Card, int, dict[str, Any]]] = {}
        for column, card, line, extra in row:
            seat = owner.get(card, column)
            if seat != column and (number, line) not in moved:
                moved.append((number, line))
            if seat in trick:
                raise _GameError(f"bad card: trick {number} has two cards of {seat} ({trick[seat][0]} and {card})",
                                 line)
            trick[seat] = (card, line, extra)
        order = [leader, leader.lho, leader.partner, leader.rho]
        played = [(s, trick[s]) for s in order if s in trick]
        for i, (seat, (card, line, extra)) in enumerate(played):
            check_card(card, seat, hands, seen, line)
            out.append(({"seat": str(seat), "lead" if i == 0 else "play": str(card), **extra}, line))
        if len(played) == 4:
            winner = trick_winner([(s, c) for s, (c, _, _) in played], trump)
            complete += 1
            if declarer is not None and winner.side == declarer.side:
                won += 1
            leader = winner
        else:
            unfinished_at = number
    if moved:
        where = ", ".join(f"{n} (line {ln})" for n, ln in moved)
        warnings.append(f"line {moved[0][1]}: the cards of trick {where} are not in their players' columns; "
                        "each card is logged for the player whose hand holds it")
    return out, won, complete


def check_card(card: Card, seat: Seat, hands: dict[Seat, frozenset[Card]], seen: dict[Card, Seat],
               line: int | None) -> None:
    """A card played must be in the player's hand (where the deal is known) and not played before."""
    if card in seen:
        raise _GameError(f"bad card: {card} is played twice (by {seen[card]} and by {seat})", line)
    if seat in hands and card not in hands[seat]:
        raise _GameError(f"bad card: {seat} plays {card}, which is not in {seat}'s hand", line)
    seen[card] = seat


__all__ = ["BoardRecord", "auction_contract", "complete_hands", "contract_tuple", "format_contract", "import_pbn",
           "parse_contract", "parse_pbn", "passes_to_close", "read_record_text"]
