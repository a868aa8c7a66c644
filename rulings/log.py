"""The event log of a deal: board, dealer, vulnerability, hands where known, then every call, card,
exposure, claim and choice in table order.

The log is evidence, not a ruling: it records what happened (who called what, which card was seen)
and, as annotations, only what the log cannot show (a call's conventional meaning, the director's
finding of a fact). The table model deduces the irregularities from it.

`load_log(path)` and `parse_log(data)` validate everything and raise `LogError` naming the line,
the event number (from 0) and the field of the first thing that is wrong.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rulings.calls import Call
from rulings.cards import Card
from rulings.errors import LogError, event_number, zh_of
from rulings.seats import Seat

if TYPE_CHECKING:
    from pydantic import ValidationError

    from rulings.eventlog import CHOICES, EVENT_KEYS, PLAY_CHOICE_KEYS

# The YAML reader and the typed contract (`rulings.eventlog`: pydantic's models) are imported where a
# log is read, not with this module: the audit and the record import build their `Event`s themselves
# and never read a YAML log, and pydantic's import is a tenth of a second of every command's start-up
# (issue 14).

MAX_LOG_BYTES = 1_000_000  # a deal's log is a few kilobytes
MAX_LOG_DEPTH = 32  # a log nests four levels deep (log, events, event, cards)

__all__ = ["CHOICES", "EVENT_KEYS", "PLAY_CHOICE_KEYS", "DealLog", "Event", "LogError", "dump_log", "event_to_dict",
           "load_log", "parse_log", "parse_log_text"]


@dataclass(frozen=True)
class Event:
    """One thing that happened at the table. `type` is call | director | choice | expose | lead |
    play | designate | indicate | claim | concede | object | finding | inquiry | reserve | review | spectator.
    Fields not used by a type stay None."""

    index: int
    type: str
    seat: Seat | None = None
    call: Call | None = None
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    choice: str | None = None  # accept | decline | require_lead | forbid_lead | penalty_card | require_play | forbid_play | lead_from
    choice_value: str | None = None  # the suit, the card, highest|lowest or the seat (lead_from) that goes with the choice
    conventional: bool | None = None  # annotation: the call is conventional (Law 29C, 27B2, 30C)
    suits: tuple[str, ...] = ()  # annotation: the suits a conventional call relates to (Law 26A, 29C)
    replaces: bool = False  # this call or card takes the place of one already made (Laws 25, 47, 62)
    inadvertent: bool | None = None  # annotation for Law 25A: a slip of the tongue, changed at once
    simultaneous: bool = False  # Law 33: made at the same time as the call on turn; 58A: as the next lead or play
    wrong_board: bool = False  # annotation for Law 17D: the caller had taken his cards from the wrong board
    names: Call | None = None  # Law 19A3/19B3: the bid a player named with his double or redouble
    explanation: str | None = None  # the explanation given of the call (an alert, an `an` in LIN)
    alert: bool | None = None  # annotation: the call was alerted (True) or, being conventional, was not (False)
    premature_lead: bool = False  # annotation for Law 24: the exposed card was led prematurely
    named: bool = False  # Law 49: the card was named by a defender, not shown (`names_card`; an expose event)
    asked: Seat | None = None  # Law 61B: the player asked whether he has a card of the suit led (`asks`)
    face_down: bool = False  # Law 41A: the opening lead was made face down (then faced, 41C)
    hesitation: bool = False  # a marked hesitation before the call or card (Laws 16A, 73D, 73F)
    review: tuple[Call, ...] = ()  # Law 20B-E: the auction as the player reviewed it (`review`)
    side: str | None = None  # Law 11B: the side (NS | EW) the spectator who drew attention is responsible to
    designation: str | None = None  # Law 46B: high | low | a suit | a rank
    tricks: int | None = None  # claim / concede (None for a concession of the contract)
    contract: bool = False  # concede: the contract, not a number of tricks (Law 71B)
    statement: str | None = None
    finding: str | None = None  # the director's finding of a fact the log cannot show
    law: str | None = None  # with a finding: the law whose question it answers
    trick: int | None = None  # with a finding: the trick it is about (Law 67: the defective trick), 1-13
    note: str | None = None
    line: int | None = None  # the line in the source file, where known

    def where(self) -> str:
        return f"event {event_number(self.index)}" + (f" (line {self.line})" if self.line else "")

    @property
    def played(self) -> tuple[Seat, Card]:
        """A lead or play: who played which card (the log's checks give both); ValueError otherwise."""
        if self.seat is None or self.card is None:
            raise ValueError(f"{self.where()} ({self.type}) names no seat and card")
        return self.seat, self.card


@dataclass(frozen=True)
class DealLog:
    """A validated event log. `dealer` and `vulnerable` are filled in from the board number by
    Law 2 when the log does not give them."""

    events: tuple[Event, ...]
    dealer: Seat
    vulnerable: str
    board: int | None = None
    hands: dict[Seat, frozenset[Card]] = field(default_factory=dict)
    title: str | None = None
    source: str | None = None


#: the names this module gives from the typed contract, imported when first asked for
_FROM_EVENTLOG = ("CHOICES", "EVENT_KEYS", "PLAY_CHOICE_KEYS")


def __getattr__(name: str) -> Any:
    """`CHOICES`, `EVENT_KEYS`, `PLAY_CHOICE_KEYS` (`rulings.eventlog`) and `TOP_KEYS` (a log's own keys),
    imported with the typed contract when first asked for (any other name: AttributeError, the
    typed contract not imported)."""
    if name in _FROM_EVENTLOG:
        from rulings import eventlog

        return getattr(eventlog, name)
    if name == "TOP_KEYS":
        from rulings.eventlog import EventLog

        return set(EventLog.model_fields)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def load_log(path: str | Path) -> DealLog:
    """Read a log from a YAML or JSON file; LogError names file, line, event and field."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LogError(f"no such file: {p}", zh=f"没有这个文件：{p}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise LogError(f"cannot read {p}: {exc}", zh=f"无法读取 {p}：{exc}") from None
    return parse_log_text(text, source=str(p))


def parse_log_text(text: str, source: str = "<log>") -> DealLog:
    """Parse YAML (JSON is YAML) text into a validated log, keeping each event's line number.

    The text is read by the strict reader (`rulings.yamlio`): a key given twice, an anchor or alias,
    nesting deeper than a log needs, an over-long number or a text over the size limit is a one-line
    LogError before anything is built."""
    from rulings import yamlio

    try:
        data = yamlio.load(text, max_bytes=MAX_LOG_BYTES, max_depth=MAX_LOG_DEPTH)
    except yamlio.YamlError as exc:
        if exc.key is not None:
            event = _event_at(text, exc.line)
            raise LogError(f"key {exc.key!r} given twice", source=source, line=exc.line, event=event,
                           field=str(exc.key), zh=f"键 {exc.key!r} 写了两次") from None
        raise LogError(f"not valid YAML/JSON: {exc.message}", source=source, line=exc.line,
                       zh=f"不是有效的 YAML/JSON：{exc.message}") from None
    events = data.get("events") if isinstance(data, dict) else None
    lines = [first for first, _ in events.item_lines] if isinstance(events, yamlio.LList) else []
    return parse_log(data, source=source, lines=lines)


def parse_log(data: Any, source: str | None = None, lines: list[int] | None = None) -> DealLog:
    """Validate a log given as plain data (dict from YAML/JSON) with the typed contract
    (`rulings.eventlog.EventLog`); the first thing wrong is a one-line LogError naming the line,
    the event and the field."""
    if not isinstance(data, dict):
        raise LogError("a log is a mapping with 'events' (and dealer, vulnerable, board, hands)", source=source,
                       zh="事件记录是一个映射，含 events（以及 dealer、vulnerable、board、hands）")
    from pydantic import ValidationError

    from rulings.eventlog import EventLog, check_shape

    try:
        check_shape(data)
    except ValueError as exc:
        raise LogError(str(exc), source=source, zh=zh_of(exc)) from None
    try:
        model = EventLog.model_validate(data)
    except ValidationError as exc:
        raise _log_error(exc, data, source, lines) from None
    dealer, vulnerable = model.dealer, model.vulnerable
    if model.board is not None and (dealer is None or vulnerable is None):
        from rulings.boards import conditions  # Law 2, read from the lawbook

        law2_dealer, law2_vul = conditions(model.board)
        dealer = law2_dealer if dealer is None else dealer
        vulnerable = law2_vul if vulnerable is None else vulnerable
    if dealer is None:
        raise LogError("give the dealer (N, E, S or W) or the board number (Law 2)", source=source, field="dealer",
                       zh="请写明发牌人（N、E、S 或 W）或牌号（第2条）")
    events = tuple(_event(i, ev, lines[i] if lines and i < len(lines) else None) for i, ev in enumerate(model.events))
    return DealLog(events=events, dealer=dealer, vulnerable=vulnerable or "none", board=model.board,
                   hands=model.hands, title=model.title, source=source)


def _log_error(exc: ValidationError, data: dict[str, Any], source: str | None, lines: list[int] | None) -> LogError:
    """The first error of the typed contract as a LogError: event number, field, line, one message."""
    from rulings.eventlog import EVENT_KEYS, EventLog, event_kind

    errors = exc.errors(include_url=False)
    # an unknown key is named before anything else about the same event (or the log itself)
    first = min(errors, key=lambda e: (_event_no(e["loc"]) is not None, _event_no(e["loc"]) or 0,
                                       e["type"] != "extra_forbidden"))
    loc = list(first["loc"])
    event = _event_no(loc)
    rest = [str(p) for p in (loc[2:] if event is not None else loc)]
    kind = event_kind(data["events"][event]) if event is not None else None
    if rest and rest[0] == kind:  # the union's tag: not a field the user wrote
        rest = rest[1:]
    ctx = first.get("ctx") or {}
    field = ctx.get("field") or (".".join(rest) if rest else None)
    line = lines[event] if event is not None and lines and event < len(lines) else None
    kind_type, raw = first["type"], first.get("input")
    if kind_type == "extra_forbidden":
        bad = rest[-1]
        if kind is None:
            keys = ', '.join(sorted(EventLog.model_fields))
            message, zh = f"unknown key {bad!r} (expected one of {keys})", f"未知的键 {bad!r}（应为 {keys} 之一）"
        else:
            keys = ', '.join(sorted(EVENT_KEYS[kind]))
            message = f"unknown key {bad!r} for a {kind} event (allowed: {keys})"
            zh = f"未知的键 {bad!r}（{kind} 事件可写：{keys}）"
        field = bad
    elif kind_type == "missing":
        message = f"a {kind} event needs {rest[-1]!r}" if kind else f"give {rest[-1]!r}"
        zh = f"{kind} 事件须写 {rest[-1]!r}" if kind else f"请写明 {rest[-1]!r}"
    elif kind_type == "event_kind":
        message, zh, field = _kind_message(raw)
    else:  # our own refusal (`eventlog.refuse`) in both languages; a check of pydantic's own, in English
        message = str(ctx.get("message") or first["msg"])
        zh = str(ctx.get("zh") or f"记录不合格式：{message}")
    return LogError(message, event=event, field=field, source=source, line=line, zh=zh)


def _kind_message(raw: Any) -> tuple[str, str, str | None]:
    """Why an event has no kind: not a mapping, no event key or more than one; an old log's key that
    no longer names an event alone (`FORMER_EVENT_KEYS`) is named, with the key that does now. The
    message (English, Chinese) and the field to fix."""
    from rulings.eventlog import EVENT_KEYS, FORMER_EVENT_KEYS, show

    if not isinstance(raw, dict):
        return (f"an event is a mapping such as {{seat: W, call: 1H}}, not {raw!r}",
                f"一项事件应是一个映射，如 {{seat: W, call: 1H}}，不是 {show(raw)}", None)
    kinds = [k for k in EVENT_KEYS if k in raw]
    former = next((k for k in FORMER_EVENT_KEYS if k in raw), None)
    if not kinds and former is not None:
        now = FORMER_EVENT_KEYS[former]
        return (f"{former!r} alone is no longer an event key: write {now!r} (e.g. {{seat: E, {now}: HJ}}, Law 49's "
                f"named card); {former!r} goes beside call (Law 19A3's named bid)",
                f"{former!r} 不再单独作为事件键：请写 {now!r}（如 {{seat: E, {now}: HJ}}，第49条防家指明的牌）；"
                f"{former!r} 写在 call 旁（第19条A款3加倍所指的叫品）", former)
    keys, got = ', '.join(EVENT_KEYS), ', '.join(map(str, raw))
    what, what_zh = ("no", "没有") if not kinds else ("more than one", "有不止一个")
    return (f"{what} event key among {keys} (got {got})", f"{what_zh}事件键（{keys}；本项写的是 {got}）", None)


def _event_no(loc: Any) -> int | None:
    loc = list(loc)
    return loc[1] if len(loc) > 1 and loc[0] == "events" and isinstance(loc[1], int) else None


def _event(index: int, ev: Any, line: int | None) -> Event:
    """The table models' view of one validated event."""
    from rulings.eventlog import (
        AsksEvent,
        CallEvent,
        ChooseEvent,
        ClaimEvent,
        ConcedeEvent,
        DesignateEvent,
        DirectorEvent,
        ExposeEvent,
        FindingEvent,
        IndicateEvent,
        LeadEvent,
        NamesCardEvent,
        ObjectEvent,
        PlayEvent,
        ReserveEvent,
        ReviewEvent,
        SpectatorEvent,
    )

    common: dict[str, Any] = {"index": index, "seat": getattr(ev, "seat", None), "line": line, "note": ev.note}
    if isinstance(ev, CallEvent):
        return Event(type="call", call=ev.call, conventional=ev.conventional, suits=ev.suits,
                     replaces=bool(ev.replaces), inadvertent=ev.inadvertent, simultaneous=bool(ev.simultaneous),
                     explanation=ev.explanation, alert=ev.alert, wrong_board=bool(ev.wrong_board), names=ev.names,
                     hesitation=bool(ev.hesitation), **common)
    if isinstance(ev, DirectorEvent):
        return Event(type="director", **common)
    if isinstance(ev, ChooseEvent):
        return Event(type="choice", choice=ev.choose[0], choice_value=ev.choose[1], **common)
    if isinstance(ev, NamesCardEvent):
        return Event(type="expose", cards=(ev.names_card,), named=True, **common)
    if isinstance(ev, AsksEvent):
        return Event(type="inquiry", asked=ev.asks, **common)
    if isinstance(ev, ExposeEvent):
        return Event(type="expose", cards=ev.expose, premature_lead=bool(ev.premature_lead), **common)
    if isinstance(ev, LeadEvent):
        return Event(type="lead", card=ev.lead, face_down=bool(ev.face_down), simultaneous=bool(ev.simultaneous),
                     hesitation=bool(ev.hesitation), **common)
    if isinstance(ev, PlayEvent):
        return Event(type="play", card=ev.play, replaces=bool(ev.replaces), simultaneous=bool(ev.simultaneous),
                     hesitation=bool(ev.hesitation), **common)
    if isinstance(ev, DesignateEvent):
        return Event(type="designate", designation=ev.designate, **common)
    if isinstance(ev, ClaimEvent):
        return Event(type="claim", tricks=ev.claim, statement=ev.statement, **common)
    if isinstance(ev, ConcedeEvent):
        if ev.concede == "contract":
            return Event(type="concede", contract=True, **common)
        assert isinstance(ev.concede, int)
        return Event(type="concede", tricks=ev.concede, **common)
    if isinstance(ev, IndicateEvent):
        return Event(type="indicate", card=ev.indicate, **common)
    if isinstance(ev, ObjectEvent):
        return Event(type="object", **common)
    if isinstance(ev, ReserveEvent):
        return Event(type="reserve", **common)
    if isinstance(ev, ReviewEvent):
        return Event(type="review", review=ev.review, **common)
    if isinstance(ev, SpectatorEvent):
        return Event(type="spectator", side=ev.spectator, **common)
    assert isinstance(ev, FindingEvent)
    return Event(type="finding", finding=ev.finding, law=ev.law, trick=ev.trick, card=ev.card, **common)


def _conceded(e: Event) -> int | str | None:
    """What a claim or concession names: a number of tricks, or (Law 71B) the contract."""
    return "contract" if e.contract else e.tricks


def _event_at(text: str, line: int | None) -> int | None:
    """The number of the event whose text holds `line` (1-based), if any (the text has passed the
    strict reader's checks up to that line, so composing it is safe)."""
    import yaml

    try:
        node = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return None
    if line is None or not isinstance(node, yaml.MappingNode):
        return None
    for key, value in node.value:
        if key.value == "events" and isinstance(value, yaml.SequenceNode):
            for i, item in enumerate(value.value):
                if item.start_mark.line + 1 <= line <= item.end_mark.line + 1:
                    return i
    return None


def dump_log(log: DealLog) -> dict[str, Any]:
    """The log back as plain data in the input schema (for the service, the case store, PBN export)."""
    from rulings.cards import format_hand

    out: dict[str, Any] = {"dealer": str(log.dealer), "vulnerable": log.vulnerable}
    if log.board is not None:
        out = {"board": log.board, **out}
    if log.title:
        out["title"] = log.title
    if log.hands:
        out["hands"] = {str(s): format_hand(c) for s, c in log.hands.items()}
    out["events"] = [event_to_dict(e) for e in log.events]
    return out


def _call_fields(e: Event) -> dict[str, Any]:
    """A call and what the log says of it (conventional, the suits shown, a change, inadvertent...)."""
    d: dict[str, Any] = {"call": str(e.call)}
    if e.conventional is not None:
        d["conventional"] = e.conventional
    if e.suits:
        d["suits"] = list(e.suits)
    if e.replaces:
        d["replaces"] = True
    if e.inadvertent is not None:
        d["inadvertent"] = e.inadvertent
    if e.simultaneous:
        d["simultaneous"] = True
    if e.alert is not None:
        d["alert"] = e.alert
    if e.explanation:
        d["explanation"] = e.explanation
    if e.wrong_board:
        d["wrong_board"] = True
    if e.names is not None:
        d["names"] = str(e.names)
    if e.hesitation:
        d["hesitation"] = True
    return d


def _choice_fields(e: Event) -> dict[str, Any]:
    return {"choose": e.choice if e.choice_value is None else {e.choice: e.choice_value}}


def _expose_fields(e: Event) -> dict[str, Any]:
    if e.named:  # Law 49: a card named, not shown
        return {"names_card": str(e.cards[0])}
    d: dict[str, Any] = {"expose": [str(c) for c in e.cards]}
    if e.premature_lead:
        d["premature_lead"] = True
    return d


def _card_fields(e: Event) -> dict[str, Any]:
    """A lead or a play: the card, whether it replaces one played (Law 47), a face-down lead (Law 41A);
    dummy's indication of a card (Law 45F)."""
    d: dict[str, Any] = {e.type: str(e.card)}
    if e.replaces:
        d["replaces"] = True
    if e.face_down:
        d["face_down"] = True
    if e.simultaneous:
        d["simultaneous"] = True
    if e.hesitation:
        d["hesitation"] = True
    return d


def _tricks_fields(e: Event) -> dict[str, Any]:
    """A claim or a concession: the tricks (or, Law 71B, the contract), and the statement that goes with
    a claim (Law 68C)."""
    d: dict[str, Any] = {e.type: _conceded(e)}
    if e.statement:
        d["statement"] = e.statement
    return d


def _finding_fields(e: Event) -> dict[str, Any]:
    """The director's finding, the law whose question it answers, the trick and card it is about."""
    d: dict[str, Any] = {"finding": e.finding}
    if e.law:
        d["law"] = e.law
    if e.trick is not None:
        d["trick"] = e.trick
    if e.card is not None:
        d["card"] = str(e.card)
    return d


# each event type (`Event.type`) back to the keys of the input schema
EVENT_FIELDS: dict[str, Callable[[Event], dict[str, Any]]] = {
    "call": _call_fields,
    "director": lambda e: {"director": True},
    "choice": _choice_fields,
    "expose": _expose_fields,
    "lead": _card_fields,
    "play": _card_fields,
    "indicate": _card_fields,
    "designate": lambda e: {"designate": e.designation},
    "claim": _tricks_fields,
    "concede": _tricks_fields,
    "object": lambda e: {"object": True},
    "finding": _finding_fields,
    "inquiry": lambda e: {"asks": str(e.asked)},
    "reserve": lambda e: {"reserve": True},
    "review": lambda e: {"review": " ".join(str(c) for c in e.review)},
    "spectator": lambda e: {"spectator": e.side},
}


def event_to_dict(e: Event) -> dict[str, Any]:
    """One event in the input schema: the seat, the event's own keys, the note."""
    d: dict[str, Any] = {}
    if e.seat is not None:
        d["seat"] = str(e.seat)
    fields = EVENT_FIELDS.get(e.type)
    if fields is not None:
        d.update(fields(e))
    if e.note:
        d["note"] = e.note
    return d
