"""One builder of event logs for every record format (as python-chess's `GameBuilder` is for PGN).

The PBN and LIN readers know their notation and nothing of how a log is stored: they tell a
`LogBuilder` the deal, each call, each card and the claim, with the source line of each; the
builder checks what the laws of the cards need (Law 1: a card is in its holder's hand and is
played once) and makes the `DealLog` of `rulings.log` and the plain data of the same log (which
keeps each call's `alert`, not held by `DealLog`).

`BoardRecord` is what every reader gives for one board. A record's contract is a
`rulings.contract.Contract`, `PASSED_OUT` or None (not given), read by `rulings.contract.parse_recorded`
(which hands every contract to `Contract.parse`, the one parser of a contract's text) and written as
its `.text`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from rulings.boards import conditions
from rulings.calls import Call
from rulings.cards import FULL_PACK, RANKS, SUITS, Card, DealError, check_deal, format_hand
from rulings.errors import LogError, zh_of
from rulings.log import DealLog, Event
from rulings.play import Contract
from rulings.records.said import Said, said_zh
from rulings.refusals import card_zh
from rulings.seats import ORDER, Seat, seat_zh

#: every card and call by its text, parsed once (the readers see the same 52 cards all day)
CARDS: dict[str, Card] = {}
for _s in SUITS:
    for _r in RANKS:
        _c = Card(_s, _r)
        CARDS[_s + _r] = CARDS[(_s + _r).lower()] = CARDS[_s.lower() + _r] = CARDS[_s + _r.lower()] = _c
    CARDS[_s + "10"] = CARDS[_s.lower() + "10"] = Card(_s, "T")
#: each card's text (`SK`, `HT`) by every text CARDS reads (`sk`, `h10`): the key of a deal's owners
CARD_TEXT: dict[str, str] = {word: card.suit + card.rank for word, card in CARDS.items()}
#: each card's suit and rank order (2 lowest … A highest) by its text: a trick's winner without a Card
CARD_ORDER: dict[str, tuple[str, int]] = {t: (t[0], RANKS.index(t[1])) for t in CARD_TEXT.values()}
_RANK_DOWN = {r: -i for i, r in enumerate(RANKS)}  # sorts ranks high to low
#: Events are made by setting only the fields a record gives (the others keep their class defaults):
#: a frozen dataclass's __init__ sets all 25 fields one by one, the largest cost of an import.
_FAST_EVENT = (dataclasses.is_dataclass(Event) and not hasattr(Event, "__slots__")
               and all(f.default is not dataclasses.MISSING for f in dataclasses.fields(Event)
                       if f.name not in ("index", "type")))


_new = object.__new__


def make_event(**fields: Any) -> Event:
    """An Event of `rulings.log` with these fields (the one place the records build events; the
    builder's `call` and `card`, the most frequent, do the same inline)."""
    if _FAST_EVENT:
        ev = _new(Event)
        ev.__dict__.update(fields)
        return ev
    return Event(**fields)


SEATS: dict[str, Seat] = {**{str(s): s for s in ORDER}, **{str(s).lower(): s for s in ORDER}}
_SEAT_TEXT: dict[Seat, str] = {s: str(s) for s in ORDER}
_CALLS: dict[str, Call] = {}


def card_of(text: str) -> Card:
    """A card from its text (`SK`, `h10`); ValueError for anything else."""
    got = CARDS.get(text)
    return got if got is not None else Card.parse(text)


def call_of(text: str) -> Call:
    """A call from its text (`1NT`, `Pass`, `X`), cached; ValueError for anything else."""
    got = _CALLS.get(text)
    if got is None:
        got = _CALLS[text] = Call.parse(text)
    return got


@dataclass
class BoardRecord:
    """One imported board. `log` is None when `error` says why the board could not be read.
    `meta`: event, site, date, board, dealer, vulnerable, declarer, contract, result (the tricks of
    declarer's side, as a string) and score (the PBN Score tag, which `rulings.audit` checks against
    Law 77) as recorded (strings, None when absent); result_recorded (the Result tag as written),
    score_line, players, comments, warnings, source, encoding, game (its number in the file, from
    1), irregularities (the record's own marks, `^S` `^I` `^L` `^R`, with the event they mark),
    continued ("auction" | "play" when a `+` says the record is to be continued), end_position.
    `line`: where the board starts in the file. `data`: the plain data of the log."""

    log: DealLog | None
    meta: dict[str, Any]
    error: LogError | None = None
    line: int = 0
    data: dict[str, Any] | None = field(default=None, repr=False)


class BoardError(Exception):
    """A fault in one board: message (and its Chinese form, `zh`) and line; the reader turns it into a
    LogError naming the board (`board_error`)."""

    def __init__(self, message: str, line: int | None, *, zh: str) -> None:
        super().__init__(message)
        self.message, self.line, self.zh = message, line, zh


def new_meta(source: str, game: int, encoding: str | None) -> dict[str, Any]:
    """The metadata of a board before its tags are read."""
    return {"event": None, "site": None, "date": None, "board": None, "dealer": None, "vulnerable": None,
            "declarer": None, "contract": None, "result": None, "result_recorded": None, "score": None,
            "score_line": None, "players": {}, "comments": [], "warnings": [], "source": source, "game": game,
            "encoding": encoding, "irregularities": [], "continued": None, "end_position": None,
            "scoring": None, "tags": {}, "tag_rows": {}}


# --------------------------------------------------------------------------- contracts

def auction_contract(calls: list[tuple[Seat, Call]]) -> Contract | None:
    """The contract the calls reach (Law 22, `rulings.play.Contract.from_auction`); None when nobody
    bid or the last bid is not a contract (above seven, Law 38). Calls after the final pass (Law 39:
    cancelled) are no part of it."""
    closing = closing_call(calls)
    try:
        return Contract.from_auction(calls[:closing] if closing is not None else calls)
    except ValueError:
        return None


def closing_call(calls: Sequence[tuple[Seat | None, Call]]) -> int | None:
    """How many calls the auction holds up to the pass that closes it (Law 17E: three passes in
    rotation after a call, four passes in rotation at the start); None while it is not closed. A
    call after it is a call after the final pass (Law 39), not a longer auction. A pass by another
    than the player due to pass after the last call (a pass out of rotation, Law 30) closes nothing;
    a seat not known (None) is taken as in rotation."""
    passes, called = 0, False
    due: Seat | None = None  # who passes next in rotation; None: anyone (the start, or seats not known)
    for number, (seat, call) in enumerate(calls, start=1):
        if call.kind != "pass":
            passes, called, due = 0, True, (seat.lho if seat is not None else None)
            continue
        in_turn = seat is None or due is None or seat == due
        passes = passes + 1 if in_turn else 0
        if in_turn and seat is not None:
            due = seat.lho
        if passes == (3 if called else 4):
            return number
    return None


def passes_to_close(calls: list[Call], seats: Sequence[Seat] | None = None) -> int:
    """How many passes end the auction from here (Law 17E: three after a call, four if none); 0 once
    it is closed, whatever follows (calls after the final pass, Law 39). `seats`: who made each call,
    where known (a pass out of rotation closes nothing, `closing_call`)."""
    paired = list(zip(seats, calls, strict=True)) if seats is not None else [(None, c) for c in calls]
    if closing_call(paired) is not None:
        return 0
    trailing = 0
    for call in reversed(calls):
        if call.kind != "pass":
            break
        trailing += 1
    needed = 3 if any(c.kind != "pass" for c in calls) else 4
    return max(needed - trailing, 0)


# --------------------------------------------------------------------------- hands


def complete_hands(hands: dict[Seat, frozenset[Card]]) -> dict[Seat, frozenset[Card]]:
    """Three known hands of 13 cards determine the fourth."""
    if len(hands) == 3 and all(len(c) == 13 for c in hands.values()):
        rest = FULL_PACK.difference(*hands.values())
        if len(rest) == 13:
            missing = next(s for s in ORDER if s not in hands)
            hands = {**hands, missing: frozenset(rest)}
    return {s: hands[s] for s in ORDER if s in hands}


def check_card(card: Card, seat: Seat, hands: dict[Seat, frozenset[Card]], seen: dict[Card, Seat],
               line: int | None) -> None:
    """A card played must be in the player's hand (where the deal is known) and not played before."""
    if card in seen:
        raise _played_twice(card, seen[card], seat, line)
    if seat in hands and card not in hands[seat]:
        raise _not_in_hand(card, seat, line)
    seen[card] = seat


# --------------------------------------------------------------------------- the builder


@dataclass(frozen=True)
class Deal:
    """Known hands checked once: who holds each card (by its text) and each hand's PBN text."""

    owner: dict[str, Seat]
    texts: dict[str, str]

    @classmethod
    def of(cls, hands: dict[Seat, frozenset[Card]], line: int | None, texts: dict[Seat, str] | None = None) -> Deal:
        """`texts`: the hands' PBN texts where the reader has them (`rulings.cards.read_hand`)."""
        try:
            check_deal(hands)
        except DealError as exc:
            raise BoardError(str(exc), line, zh=zh_of(exc) or str(exc)) from None
        known = texts or {}
        return cls({c.suit + c.rank: seat for seat, cards in hands.items() for c in cards},
                   {str(s): known.get(s) or hand_text(c) for s, c in hands.items()})


def hand_text(cards: frozenset[Card]) -> str:
    """`rulings.cards.format_hand` (S.H.D.C, ranks high to low) in one pass over the cards."""
    by_suit: dict[str, list[str]] = {"S": [], "H": [], "D": [], "C": []}
    for c in cards:
        by_suit[c.suit].append(c.rank)
    key = _RANK_DOWN.__getitem__
    return ".".join(["".join(sorted(ranks, key=key)) for ranks in by_suit.values()])



class LogBuilder:
    """Collects one board's log: the conditions, then the events in table order."""

    def __init__(self, source: str | None) -> None:
        self.source = source
        self.board: int | None = None
        self.dealer: Seat | None = None
        self.vulnerable: str | None = None
        self.hands: dict[Seat, frozenset[Card]] = {}
        self.title: str | None = None
        self.events: list[Event] = []
        self.data_events: list[dict[str, Any]] = []
        self.calls: list[tuple[Seat, Call]] = []
        self.owner: dict[str, Seat] = {}  # card text -> the seat whose hand holds it (where known)
        self.seen: dict[str, Seat] = {}  # card text -> the seat that played it
        self.hand_texts: dict[str, str] | None = None

    def deal(self, hands: dict[Seat, frozenset[Card]], line: int | None, checked: Deal | None = None) -> None:
        """The hands (Law 1: 13 cards each, no card twice); `checked`: the same deal already checked
        (the other table of a board repeats its Deal), which saves the work."""
        if checked is None:
            checked = Deal.of(hands, line)
        self.hands, self.owner, self.hand_texts = hands, checked.owner, checked.texts

    def call(self, seat: Seat, call: Call, line: int | None, alert: bool = False,
             explanation: str | None = None, note: str | None = None) -> int:
        """Log a call; its event index."""
        index = len(self.events)
        if _FAST_EVENT:
            ev = _new(Event)
            d = ev.__dict__  # the fields set one by one: quicker than update(**fields)
            d["index"], d["type"], d["seat"], d["call"] = index, "call", seat, call
            d["explanation"], d["note"], d["line"] = explanation, note, line
            if alert:
                d["alert"] = True
            self.events.append(ev)
        else:
            self.events.append(Event(index=index, type="call", seat=seat, call=call, explanation=explanation,
                                     alert=True if alert else None, note=note, line=line))
        item: dict[str, Any] = {"seat": str(seat), "call": str(call)}
        if alert:
            item["alert"] = True
        if explanation:
            item["explanation"] = explanation
        if note:
            item["note"] = note
        self.data_events.append(item)
        self.calls.append((seat, call))
        return index

    def annotate_call(self, index: int, alert: bool = False, explanation: str | None = None,
                      note: str | None = None) -> None:
        """Add an alert, an explanation or a note to a call already logged."""
        ev, item = self.events[index], self.data_events[index]
        if alert:
            item["alert"] = True
        if explanation:
            explanation = f"{ev.explanation}; {explanation}" if ev.explanation else explanation
            item["explanation"] = explanation
        if note:
            note = f"{ev.note}; {note}" if ev.note else note
            item["note"] = note
        self.events[index] = make_event(index=index, type=ev.type, seat=ev.seat, call=ev.call, card=ev.card,
                                   explanation=item.get("explanation"), alert=item.get("alert"), note=item.get("note"),
                                   line=ev.line)

    def card(self, seat: Seat, card: Card, line: int | None, lead: bool, note: str | None = None,
             text: str | None = None) -> int:
        """Log a card (the first of a trick is a `lead`, Law 1's 引牌); Law 1: it must be in the
        player's hand (where the deal is known) and not played before. `text`: the card's text
        (`SK`) when the reader has it."""
        index = len(self.events)
        self._card_event(index, "lead" if lead else "play", seat, card, text or card.suit + card.rank, line, note)
        return index

    def trick(self, played: Sequence[tuple[Seat, Card, str, int | None, str | None, Any]]) -> int:
        """Log the cards of one trick in the order played, each (seat, card, its text, line, note, and
        one item the reader keeps for itself), as `card` does one by one: the first is the `lead`, and
        Law 1's checks; the event index of the first."""
        first = len(self.events)
        kind = "lead"
        for index, (seat, card, text, line, note, _) in enumerate(played, start=first):
            self._card_event(index, kind, seat, card, text, line, note)
            kind = "play"
        return first

    def _card_event(self, index: int, kind: str, seat: Seat, card: Card, text: str, line: int | None,
                    note: str | None) -> None:
        """Law 1's checks on one card (not played before; in the player's hand where the deal is
        known), then its event and its item of the log's data."""
        before = self.seen.get(text)
        if before is not None:
            raise _played_twice(text, before, seat, line)
        if self.owner and seat in self.hands and self.owner.get(text) != seat:
            raise _not_in_hand(text, seat, line)
        self.seen[text] = seat
        if _FAST_EVENT:
            ev = _new(Event)
            d = ev.__dict__
            d["index"], d["type"], d["seat"], d["card"], d["note"], d["line"] = index, kind, seat, card, note, line
            self.events.append(ev)
        else:
            self.events.append(Event(index=index, type=kind, seat=seat, card=card, note=note, line=line))
        item: dict[str, Any] = {"seat": _SEAT_TEXT[seat], kind: text}
        if note:
            item["note"] = note
        self.data_events.append(item)

    def expose(self, seat: Seat, cards: Sequence[Card], line: int | None, note: str | None = None) -> int:
        """Log cards a player faces (`rulings.log`'s `expose`: declarer spreading his hand, Law 54A); its
        event index."""
        index = len(self.events)
        self.events.append(make_event(index=index, type="expose", seat=seat, cards=tuple(cards), note=note,
                                      line=line))
        item: dict[str, Any] = {"seat": str(seat), "expose": [c.suit + c.rank for c in cards]}
        if note:
            item["note"] = note
        self.data_events.append(item)
        return index

    def claim(self, seat: Seat, tricks: int, line: int | None, note: str | None = None) -> int:
        index = len(self.events)
        self.events.append(make_event(index=index, type="claim", seat=seat, tricks=tricks, note=note, line=line))
        item: dict[str, Any] = {"seat": str(seat), "claim": tricks}
        if note:
            item["note"] = note
        self.data_events.append(item)
        return index

    def build(self) -> tuple[DealLog, dict[str, Any]]:
        """The log and its plain data. Law 2 gives the dealer and vulnerability the record leaves out."""
        dealer, vulnerable = self.dealer, self.vulnerable
        if self.board is not None and (dealer is None or vulnerable is None):
            law2_dealer, law2_vul = conditions(self.board)
            dealer = SEATS[str(law2_dealer)] if dealer is None else dealer
            vulnerable = law2_vul if vulnerable is None else vulnerable
        if dealer is None:
            raise BoardError("give the dealer (N, E, S or W) or the board number (Law 2)", None,
                             zh="请写明发牌人（N、E、S 或 W）或牌号（第2条）")
        vulnerable = vulnerable or "none"
        data: dict[str, Any] = {}
        if self.board is not None:
            data["board"] = self.board
        data["dealer"], data["vulnerable"] = str(dealer), vulnerable
        if self.hands:
            data["hands"] = self.hand_texts or {str(s): format_hand(c) for s, c in self.hands.items()}
        if self.title:
            data["title"] = self.title
        data["events"] = self.data_events
        log = DealLog(events=tuple(self.events), dealer=dealer, vulnerable=vulnerable, board=self.board,
                      hands=dict(self.hands), title=self.title, source=self.source)
        return log, data


def left_out(meta: dict[str, Any], warnings: list[str], said: str) -> None:
    """Something of the record the reader does not read into the log (a stray LIN line or pair, a §3.9
    mark where it cannot stand …), `said` with its line: a warning, and kept in `meta["left_out"]`,
    which `rulings export` writes in the game's commentary (and names on stderr): nothing of the
    record is dropped silently."""
    warnings.append(said)
    meta.setdefault("left_out", []).append(said)


def board_error(label: tuple[str, str], exc: BoardError, source: str, start: int) -> LogError:
    """A board's fault as the LogError of its record: the board (`label`, English and Chinese) and what is wrong."""
    return LogError(f"{label[0]}: {exc.message}", source=source, line=exc.line or start, zh=f"{label[1]}：{exc.zh}")


def _played_twice(card: Any, before: Any, seat: Any, line: int | None) -> BoardError:
    return BoardError(f"bad card: {card} is played twice (by {before} and by {seat})", line,
                      zh=f"牌张有误：{card_zh(card)} 打出了两次（{seat_zh(before)}和{seat_zh(seat)}）")


def _not_in_hand(card: Any, seat: Any, line: int | None) -> BoardError:
    return BoardError(f"bad card: {seat} plays {card}, which is not in {seat}'s hand", line,
                      zh=f"牌张有误：{seat_zh(seat)}打出 {card_zh(card)}，但这张牌不在{seat_zh(seat)}手中")


__all__ = ["BoardError", "BoardRecord", "LogBuilder", "Said", "said_zh", "auction_contract", "call_of", "card_of", "check_card", "left_out",
           "closing_call", "complete_hands", "new_meta",
           "passes_to_close"]
