"""The event log of a deal: board, dealer, vulnerability, hands where known, then every call, card,
exposure, claim and choice in table order.

The log is evidence, not a ruling: it records what happened (who called what, which card was seen)
and, as annotations, only what the log cannot show (a call's conventional meaning, the director's
finding of a fact). The table model deduces the irregularities from it.

`load_log(path)` and `parse_log(data)` validate everything and raise `LogError` naming the line,
the event number (from 0) and the field of the first thing that is wrong.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

from rulings.calls import Call
from rulings.cards import SUITS, Card, parse_hand
from rulings.errors import LogError
from rulings.seats import VULNERABILITIES, Seat, parse_seat

CHOICES = ("accept", "decline")
PLAY_CHOICE_KEYS = ("require_lead", "forbid_lead", "penalty_card", "require_play", "forbid_play")


@dataclass(frozen=True)
class Event:
    """One thing that happened at the table. `type` is call | director | choice | expose | lead |
    play | designate | claim | concede | object | finding. Fields not used by a type stay None."""

    index: int
    type: str
    seat: Seat | None = None
    call: Call | None = None
    card: Card | None = None
    cards: tuple[Card, ...] = ()
    choice: str | None = None  # accept | decline | require_lead | forbid_lead | penalty_card | require_play | forbid_play
    choice_value: str | None = None  # the suit, the card or highest|lowest that goes with the choice
    conventional: bool | None = None  # annotation: the call is conventional (Law 29C, 27B2, 30C)
    suits: tuple[str, ...] = ()  # annotation: the suits a conventional call relates to (Law 26A, 29C)
    replaces: bool = False  # this call or card takes the place of one already made (Laws 25, 47, 62)
    inadvertent: bool | None = None  # annotation for Law 25A: a slip of the tongue, changed at once
    simultaneous: bool = False  # annotation for Law 33: made at the same time as the call on turn
    explanation: str | None = None  # the explanation given of the call (an alert, an `an` in LIN)
    premature_lead: bool = False  # annotation for Law 24: the exposed card was led prematurely
    designation: str | None = None  # Law 46B: high | low | a suit | a rank
    tricks: int | None = None  # claim / concede
    statement: str | None = None
    finding: str | None = None  # the director's finding of a fact the log cannot show
    law: str | None = None  # with a finding: the law whose question it answers
    trick: int | None = None  # with a finding: the trick it is about (Law 67: the defective trick), 1-13
    note: str | None = None
    line: int | None = None  # the line in the source file, where known

    def where(self) -> str:
        return f"event {self.index}" + (f" (line {self.line})" if self.line else "")


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


EVENT_KEYS: dict[str, set[str]] = {
    "call": {"seat", "call", "conventional", "suits", "replaces", "inadvertent", "simultaneous", "alert",
             "explanation", "note"},
    "director": {"director", "note"},
    "choose": {"seat", "choose", "note"},
    "expose": {"seat", "expose", "premature_lead", "note"},
    "lead": {"seat", "lead", "note"},
    "play": {"seat", "play", "replaces", "note"},
    "designate": {"seat", "designate", "note"},
    "claim": {"seat", "claim", "statement", "note"},
    "concede": {"seat", "concede", "note"},
    "object": {"seat", "object", "note"},
    "finding": {"seat", "finding", "law", "note", "trick", "card"},
}
TOP_KEYS = {"board", "dealer", "vulnerable", "hands", "events", "title", "notes", "source"}


def load_log(path: str | Path) -> DealLog:
    """Read a log from a YAML or JSON file; LogError names file, line, event and field."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LogError(f"no such file: {p}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise LogError(f"cannot read {p}: {exc}") from None
    return parse_log_text(text, source=str(p))


def parse_log_text(text: str, source: str = "<log>") -> DealLog:
    """Parse YAML (JSON is YAML) text into a validated log, keeping each event's line number."""
    try:
        node = yaml.compose(text, Loader=_StrictLoader)
        data = yaml.load(text, Loader=_StrictLoader)  # noqa: S506 - _StrictLoader is a SafeLoader
    except _DuplicateKey as exc:
        event = _event_at(node_or_none(text), exc.line)
        raise LogError(f"key {exc.key!r} given twice", source=source, line=exc.line, event=event,
                       field=str(exc.key)) from None
    except yaml.MarkedYAMLError as exc:
        line = exc.problem_mark.line + 1 if exc.problem_mark else None
        raise LogError(f"not valid YAML/JSON: {exc.problem}", source=source, line=line) from None
    except yaml.YAMLError as exc:
        raise LogError(f"not valid YAML/JSON: {exc}", source=source) from None
    lines: list[int] = []
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            if key.value == "events" and isinstance(value, yaml.SequenceNode):
                lines = [item.start_mark.line + 1 for item in value.value]
    return parse_log(data, source=source, lines=lines)


def parse_log(data: Any, source: str | None = None, lines: list[int] | None = None) -> DealLog:
    """Validate a log given as plain data (dict from YAML/JSON)."""
    if not isinstance(data, dict):
        raise LogError("a log is a mapping with 'events' (and dealer, vulnerable, board, hands)", source=source)
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise LogError(f"unknown key {sorted(unknown)[0]!r} (expected one of {', '.join(sorted(TOP_KEYS))})",
                       source=source, field=sorted(unknown)[0])
    board = data.get("board")
    if board is not None and (not isinstance(board, int) or isinstance(board, bool) or board < 1):
        raise LogError(f"board must be a whole number from 1, not {board!r}", source=source, field="board")
    dealer_given, vul_given = data.get("dealer"), data.get("vulnerable")
    if board is not None and (dealer_given is None or vul_given is None):
        from rulings.boards import conditions  # Law 2, read from the lawbook

        law2_dealer, law2_vul = conditions(board)
        dealer_given = law2_dealer if dealer_given is None else dealer_given
        vul_given = law2_vul if vul_given is None else vul_given
    if dealer_given is None:
        raise LogError("give the dealer (N, E, S or W) or the board number (Law 2)", source=source, field="dealer")
    try:
        dealer = parse_seat(dealer_given)
    except ValueError as exc:
        raise LogError(str(exc), source=source, field="dealer") from None
    vulnerable = "none" if vul_given is None else _vulnerability(vul_given, source)
    hands = _hands(data.get("hands"), source)
    raw_events = data.get("events")
    if raw_events is None:
        raw_events = []
    if not isinstance(raw_events, list):
        raise LogError("'events' must be a list, in table order", source=source, field="events")
    events = tuple(
        _event(i, raw, source, (lines[i] if lines and i < len(lines) else None)) for i, raw in enumerate(raw_events)
    )
    title = data.get("title")
    if title is not None and not isinstance(title, str):
        raise LogError(f"title is text, not {title!r}", source=source, field="title")
    return DealLog(events=events, dealer=dealer, vulnerable=vulnerable, board=board, hands=hands,
                   title=title, source=source)


def _vulnerability(value: Any, source: str | None) -> str:
    v = str(value).strip()
    aliases = {"none": "none", "-": "none", "love": "none", "无": "none", "双无": "none", "ns": "NS",
               "南北": "NS", "ew": "EW", "东西": "EW", "both": "both", "all": "both", "双有": "both"}
    got = aliases.get(v.lower(), aliases.get(v))
    if got not in VULNERABILITIES:
        raise LogError(f"vulnerable must be none, NS, EW or both, not {value!r}", source=source, field="vulnerable")
    return got


def _hands(value: Any, source: str | None) -> dict[Seat, frozenset[Card]]:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise LogError("hands is a mapping seat -> S.H.D.C", source=source, field="hands")
    hands: dict[Seat, frozenset[Card]] = {}
    seen: dict[Card, Seat] = {}
    for key, text in value.items():
        try:
            seat = parse_seat(key)
            cards = parse_hand(text)
        except ValueError as exc:
            raise LogError(str(exc), source=source, field=f"hands.{key}") from None
        if len(cards) != 13:
            raise LogError(f"{seat}'s hand has {len(cards)} cards, not 13", source=source, field=f"hands.{key}")
        for card in cards:
            if card in seen:
                raise LogError(f"{card} is in both {seen[card]}'s and {seat}'s hands", source=source,
                               field=f"hands.{key}")
            seen[card] = seat
        hands[seat] = cards
    return hands


def _event(index: int, raw: Any, source: str | None, line: int | None) -> Event:
    def fail(message: str, fld: str | None = None) -> LogError:
        return LogError(message, event=index, field=fld, source=source, line=line)

    if not isinstance(raw, dict):
        raise fail(f"an event is a mapping such as {{seat: W, call: 1H}}, not {raw!r}")
    kinds = [k for k in EVENT_KEYS if k in raw]
    if len(kinds) != 1:
        what = "no" if not kinds else "more than one"
        raise fail(f"{what} event key among {', '.join(EVENT_KEYS)} (got {', '.join(map(str, raw))})")
    kind = kinds[0]
    unknown = set(raw) - EVENT_KEYS[kind]
    if unknown:
        bad = sorted(map(str, unknown))[0]
        raise fail(f"unknown key {bad!r} for a {kind} event (allowed: {', '.join(sorted(EVENT_KEYS[kind]))})", bad)
    seat = None
    if "seat" in raw:
        try:
            seat = parse_seat(raw["seat"])
        except ValueError as exc:
            raise fail(str(exc), "seat") from None
    elif kind not in ("director", "finding"):
        raise fail(f"a {kind} event needs 'seat'", "seat")
    common: dict[str, Any] = {"index": index, "seat": seat, "line": line, "note": _opt_str(raw.get("note"))}

    def flag(name: str) -> bool | None:
        value = raw.get(name)
        if value is None:
            return None
        if not isinstance(value, bool):
            raise fail(f"{name} must be true or false, not {value!r}", name)
        return value

    def card(name: str, value: Any) -> Card:
        try:
            return Card.parse(value)
        except ValueError as exc:
            raise fail(str(exc), name) from None

    if kind == "call":
        try:
            call = Call.parse(raw["call"])
        except ValueError as exc:
            raise fail(str(exc), "call") from None
        suits = raw.get("suits") or []
        if isinstance(suits, str):
            suits = [suits]
        if not isinstance(suits, list):
            raise fail(f"suits is a list of suits such as [H, S], not {suits!r}", "suits")
        for s in suits:
            if str(s).upper() not in SUITS:
                raise fail(f"{s!r} is not a suit (S, H, D or C)", "suits")
        return Event(type="call", call=call, conventional=flag("conventional"),
                     suits=tuple(str(s).upper() for s in suits), replaces=bool(flag("replaces")),
                     inadvertent=flag("inadvertent"), simultaneous=bool(flag("simultaneous")),
                     explanation=_opt_str(raw.get("explanation")), **common)
    if kind == "director":
        if raw["director"] is not True:
            raise fail("write {director: true} where the director was summoned", "director")
        return Event(type="director", **common)
    if kind == "choose":
        value = raw["choose"]
        if isinstance(value, str) and value in CHOICES:
            return Event(type="choice", choice=value, **common)
        if isinstance(value, dict) and len(value) == 1:
            (key, val), = value.items()
            if key in PLAY_CHOICE_KEYS:
                return Event(type="choice", choice=key, choice_value=_choice_value(key, val, fail), **common)
        raise fail(f"choose must be accept, decline or one of {{{', '.join(PLAY_CHOICE_KEYS)}: …}}, not {value!r}",
                   "choose")
    if kind == "expose":
        value = raw["expose"]
        items = value if isinstance(value, list) else [value]
        if not items:
            raise fail("expose lists at least one card", "expose")
        cards = tuple(card("expose", c) for c in items)
        return Event(type="expose", cards=cards, premature_lead=bool(flag("premature_lead")), **common)
    if kind == "lead":
        return Event(type="lead", card=card("lead", raw["lead"]), **common)
    if kind == "play":
        return Event(type="play", card=card("play", raw["play"]), replaces=bool(flag("replaces")), **common)
    if kind == "designate":
        value = str(raw["designate"]).strip()
        ok = value.lower() in ("high", "low", "any") or value.upper() in SUITS or value.upper().replace("10", "T") in "23456789TJQKA"
        if not ok or not value:
            raise fail(f"designate is high, low, any, a suit (S H D C) or a rank, not {value!r}", "designate")
        norm = value.lower() if value.lower() in ("high", "low", "any") else value.upper().replace("10", "T")
        return Event(type="designate", designation=norm, **common)
    if kind in ("claim", "concede"):
        value = raw[kind]
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 13:
            raise fail(f"{kind} is a number of tricks from 0 to 13, not {value!r}", kind)
        return Event(type=kind, tricks=value, statement=_opt_str(raw.get("statement")), **common)
    if kind == "object":
        return Event(type="object", **common)
    # finding
    value = raw["finding"]
    if not isinstance(value, str | bool) or value == "":
        raise fail("finding is a word such as inadvertent, yes or no", "finding")
    finding = {True: "yes", False: "no"}.get(value, value) if isinstance(value, bool) else value
    law = raw.get("law")
    if law is not None and (not isinstance(law, str | int) or isinstance(law, bool)):
        raise fail(f"law is a citation such as \"23\" or \"64C\", not {law!r}", "law")
    trick = raw.get("trick")
    if trick is not None and (not isinstance(trick, int) or isinstance(trick, bool) or not 1 <= trick <= 13):
        raise fail(f"trick is the number of a trick from 1 to 13, not {trick!r}", "trick")
    extra = card("card", raw["card"]) if raw.get("card") is not None else None  # Law 67: the extra card
    return Event(type="finding", finding=str(finding), law=None if law is None else str(law), trick=trick,
                 card=extra, **common)


def _choice_value(key: str, value: Any, fail: Any) -> str:
    """The value that goes with a play choice: a suit (require_lead, forbid_lead, forbid_play), a card
    (penalty_card, Law 51A), or highest | lowest (require_play, Law 57A)."""
    text = str(value).strip() if isinstance(value, str | int) and not isinstance(value, bool) else None
    if key in ("require_lead", "forbid_lead", "forbid_play"):
        if text is None or text.upper() not in SUITS:
            raise fail(f"{key} names a suit (S, H, D or C), not {value!r}", "choose")
        return text.upper()
    if key == "penalty_card":
        try:
            return str(Card.parse(text or ""))
        except ValueError:
            raise fail(f"penalty_card names a card such as DJ, not {value!r}", "choose") from None
    if text is None or text.lower() not in ("highest", "lowest"):
        raise fail(f"require_play is highest or lowest, not {value!r}", "choose")
    return text.lower()


def _opt_str(value: Any) -> str | None:
    return None if value is None else str(value)


class _StrictLoader(yaml.SafeLoader):
    """Safe YAML that refuses a key given twice in one mapping."""


class _DuplicateKey(yaml.YAMLError):
    def __init__(self, key: Any, line: int) -> None:
        super().__init__(f"key {key!r} given twice")
        self.key, self.line = key, line


def node_or_none(text: str) -> yaml.Node | None:
    try:
        return yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return None


def _event_at(node: yaml.Node | None, line: int) -> int | None:
    """The number of the event whose text holds `line` (1-based), if any."""
    if not isinstance(node, yaml.MappingNode):
        return None
    for key, value in node.value:
        if key.value == "events" and isinstance(value, yaml.SequenceNode):
            for i, item in enumerate(value.value):
                if item.start_mark.line + 1 <= line <= item.end_mark.line + 1:
                    return i
    return None


def _no_duplicates(loader: yaml.SafeLoader, node: yaml.MappingNode, deep: bool = False) -> dict:
    seen: set = set()
    for key_node, _ in node.value:
        key = loader.construct_object(key_node, deep=deep)
        if key in seen:
            raise _DuplicateKey(key, key_node.start_mark.line + 1)
        seen.add(key)
    return yaml.SafeLoader.construct_mapping(loader, node, deep)


_StrictLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _no_duplicates)


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


def event_to_dict(e: Event) -> dict[str, Any]:
    """One event in the input schema."""
    d: dict[str, Any] = {}
    if e.seat is not None:
        d["seat"] = str(e.seat)
    if e.type == "call":
        d["call"] = str(e.call)
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
        if e.explanation:
            d["explanation"] = e.explanation
    elif e.type == "director":
        d["director"] = True
    elif e.type == "choice":
        d["choose"] = e.choice if e.choice_value is None else {e.choice: e.choice_value}
    elif e.type == "expose":
        d["expose"] = [str(c) for c in e.cards]
        if e.premature_lead:
            d["premature_lead"] = True
    elif e.type in ("lead", "play"):
        d[e.type] = str(e.card)
        if e.replaces:
            d["replaces"] = True
    elif e.type == "designate":
        d["designate"] = e.designation
    elif e.type in ("claim", "concede"):
        d[e.type] = e.tricks
        if e.statement:
            d["statement"] = e.statement
    elif e.type == "object":
        d["object"] = True
    elif e.type == "finding":
        d["finding"] = e.finding
        if e.law:
            d["law"] = e.law
        if e.trick is not None:
            d["trick"] = e.trick
        if e.card is not None:
            d["card"] = str(e.card)
    if e.note:
        d["note"] = e.note
    return d


def log_to_json(log: DealLog) -> str:
    return json.dumps(dump_log(log), ensure_ascii=False)
